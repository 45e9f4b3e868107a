/**
 * pydantic-core runs a model's patterns in Rust's `regex`, an engine of the RE2 family: the
 * core's spelling for it makes each mean there what it means in ECMAScript.
 */
import { rustRegexPattern } from "@canon-sdk/core";

export const portablePattern = rustRegexPattern;
