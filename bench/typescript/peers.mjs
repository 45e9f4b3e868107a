// Every checker the benchmark compares, each as `(value) => boolean` over a decoded event.
import Ajv2020Module from "ajv/dist/2020.js";
import { EventSchema } from "@ag-ui/core/schemas";
import { isEvent, schema } from "@canon-sdk/agui";
import { Zod3EventSchema } from "./zod3-events.mjs";

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;

/** ajv as a user would set it up on our bundle: defaults plus `discriminator`. */
function ajvWithDiscriminator() {
  const ajv = new Ajv2020({ discriminator: true, allowUnionTypes: true, strict: false });
  ajv.addSchema(schema, "agui");
  return ajv.getSchema("agui#/$defs/Event");
}

export function peers() {
  const ajvEvent = ajvWithDiscriminator();
  return [
    { id: "canon-isEvent", label: "@canon-sdk/agui isEvent (generated guard)", check: (v) => isEvent(v) },
    { id: "ajv-discriminator", label: "ajv 8 + discriminator on the Canon schema", check: (v) => ajvEvent(v) },
    {
      id: "ag-ui-core-zod4",
      label: "@ag-ui/core 1.0 EventSchema.safeParse (zod 4)",
      check: (v) => EventSchema.safeParse(v).success,
    },
    {
      id: "zod3-discriminated-union",
      label: "zod 3 discriminatedUnion (AG-UI 0.x style)",
      check: (v) => Zod3EventSchema.safeParse(v).success,
    },
  ];
}
