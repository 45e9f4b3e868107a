/**
 * pydantic-core runs a model's patterns in Rust's `regex`, an engine of the RE2 family: the
 * core's spelling for that family makes each mean there what it means in ECMAScript.
 */
import { re2FamilyPattern } from "@canon-sdk/core";

export const portablePattern = re2FamilyPattern;
