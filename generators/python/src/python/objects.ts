/** An object type → a pydantic model class. */
import type { ObjectType, Property } from "@canon-sdk/core";
import { propertyNamesIn } from "@canon-sdk/core";
import { className } from "../names.js";
import { annotation } from "./shapes.js";
import { docstring, pyString } from "./text.js";

function fieldLine(property: Property, name: string, nullableAliases: ReadonlySet<string>): string {
  const shape = property.shape;
  // An alias that admits null (an `anyOf` with a null option) makes its property nullable too.
  const canBeNull =
    shape.nullable || shape.kind === "null" || (shape.kind === "ref" && nullableAliases.has(shape.name));
  const type = annotation(shape);
  const options = [`alias=${pyString(property.wireName)}`, `description=${pyString(property.description)}`];
  if (property.deprecated) options.push(`deprecated=${pyString(property.description || "deprecated")}`);
  if (property.required) return `    ${name}: ${type} = Field(${options.join(", ")})`;
  // Absent and null differ on the wire: absent stays None and unset, null is accepted only
  // where the schema allows it (NotNull removes the None that Optional adds).
  // The None of an absent, never-null property is left out of every dump (model_dump, model_dump_json),
  // so the usual pydantic calls write valid documents.
  const optional = canBeNull ? type : `Annotated[Optional[${type}], NotNull()]`;
  const absent = canBeNull ? "" : "exclude_if=_ABSENT, ";
  return `    ${name}: ${optional} = Field(default=None, ${absent}${options.join(", ")})`;
}

/** Keywords no field states (`not`, `if`/`then`/`else`, …), checked on the raw input first. */
const beyondCheck = (name: string): string[] => [
  "",
  '    @model_validator(mode="before")',
  "    @classmethod",
  "    def check_beyond_ir(cls, data: Any) -> Any:",
  '        """The schema\'s keywords that no field states, checked on the input."""',
  `        return _BEYOND.check(${pyString(name)}, data)`,
];

export function emitObject(type: ObjectType, beyond = false, nullableAliases: ReadonlySet<string> = new Set()): string {
  // typing_extensions.deprecated: type checkers flag the class, and building one warns at runtime.
  const decorator = type.deprecated ? [`@deprecated(${pyString(type.description || "deprecated")})`] : [];
  const lines = [...decorator, `class ${className(type.name)}(CanonModel):`, docstring(type.description, "    "), ""];
  lines.push(`    model_config = ConfigDict(extra=${type.closed ? '"forbid"' : '"allow"'})`);
  // Unknown properties of open objects are still JSON, checked like everything else.
  if (!type.closed)
    lines.push(
      `    __pydantic_extra__: dict[str, ${type.additional === undefined ? "JsonValue" : annotation(type.additional)}] = Field(init=False)`,
    );
  if (type.properties.length > 0) lines.push("");
  const names = propertyNamesIn(
    "python",
    type.properties.map((p) => p.wireName),
  );
  lines.push(...type.properties.map((property, i) => fieldLine(property, names[i] as string, nullableAliases)));
  if (beyond) lines.push(...beyondCheck(type.name));
  return lines.join("\n");
}
