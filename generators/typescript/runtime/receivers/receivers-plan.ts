/**
 * Stands in for the module's plan while the runtime is type-checked in the generator; every
 * generated package gets its own receivers-plan.ts, written from its receivers.json instead.
 */
import type { Plan } from "./receivers-types.js";

/** Types whose valid documents the walk may change (a null read as absent, a retired tag still accepted). */
export declare const UNSETTLED: ReadonlySet<string>;
export declare const PLAN: Plan;
