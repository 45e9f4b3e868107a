/** receivers.go: the module's receiver plan as data, read once by the runtime's tolerant parser. */
import { buildReceiverPlan, type ModuleIR } from "@canon-sdk/core";
import { goString } from "./code.js";

export function receiverPlan(ir: ModuleIR): string {
  const plan = ir.receivers ?? buildReceiverPlan(ir, undefined);
  return `// receiverPlanJSON is what tolerant parsing reads from schemas/${ir.module}/receivers.json, with the
// module's types; docs/receivers.md explains it.
const receiverPlanJSON = ${goString(JSON.stringify(plan))}\n`;
}
