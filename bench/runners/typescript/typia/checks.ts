// typia's checks of the AG-UI Event type that Canon generates (the agui package's TypeScript
// types, copied next to this file by build.mjs). `typia generate` turns each call below into
// plain code at bench build time; contender.mjs imports the compiled result.
import typia from "typia";
import type { Event } from "./agui-types.js";

export const is = typia.createIs<Event>();
export const equals = typia.createEquals<Event>();
export const validateEquals = typia.createValidateEquals<Event>();
export const assertEquals = typia.createAssertEquals<Event>();
