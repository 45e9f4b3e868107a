import { describe, expect, it } from "vitest";
import { javaGenerator } from "../src/index.js";
import { context, file, ir } from "./fixture.js";

describe("java", () => {
  it("emits Jackson type info with a default Unknown implementation", async () => {
    const files = await javaGenerator.generate(ir, javaGenerator.parseOptions({}), context);
    const union = file(files, "src/main/java/org/canon/demo/Event.java");
    expect(union).toContain('@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.EXISTING_PROPERTY, property = "type", visible = true, defaultImpl = Event.Unknown.class)');
    expect(union).toContain('@JsonSubTypes.Type(value = Ping.class, name = "PING")');
    const ping = file(files, "src/main/java/org/canon/demo/Ping.java");
    expect(ping).toContain("@JsonIgnoreProperties(ignoreUnknown = false)");
    expect(ping).toContain("public Optional<String> note;");
    expect(file(files, "src/main/java/org/canon/demo/Pong.java")).toContain("@JsonAnySetter");
  });
});
