/**
 * The crate's mirror test over the shared vectors, read at test time from the module's examples:
 * every valid vector decodes and re-encodes to the same JSON (compared as trees, numbers by
 * value); every invalid one is rejected, except those listed with the constraint the types cannot
 * enforce, which must decode (so the list stays exact). Every union keeps an unknown tag. The
 * fixed parts are written as rustfmt lays them out; the generated parts go through format.ts.
 */
import { type InvalidVerdict, type ModuleIR, snakeCase, stringLiteral } from "@canon-sdk/core";
import { binding, macroCall, matchArm, MAX_WIDTH, openBrace, tupleArray, width } from "./format.js";

const ROUND_TRIP = [
  "fn round_trip<T: DeserializeOwned + Serialize>(text: &str) -> Result<Value, String> {",
  "    let decoded: T = serde_json::from_str(text).map_err(|e| e.to_string())?;",
  "    serde_json::to_value(&decoded).map_err(|e| e.to_string())",
  "}",
];

const SAME_JSON = [
  "/// JSON equality with numbers compared by value (`1` and `1.0` are the same number).",
  "fn same_json(a: &Value, b: &Value) -> bool {",
  "    match (a, b) {",
  "        (Value::Number(x), Value::Number(y)) => x == y || x.as_f64() == y.as_f64(),",
  "        (Value::Array(x), Value::Array(y)) => {",
  "            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same_json(p, q))",
  "        }",
  "        (Value::Object(x), Value::Object(y)) => {",
  "            x.len() == y.len()",
  "                && x.iter()",
  "                    .all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))",
  "        }",
  "        _ => a == b,",
  "    }",
  "}",
];

const VECTORS = [
  "fn vectors(kind: &str) -> Vec<(String, String, String)> {",
  "    let mut found = Vec::new();",
  "    let mut types: Vec<_> = std::fs::read_dir(examples())",
  '        .expect("examples folder")',
  "        .map(|e| e.unwrap().path())",
  "        .collect();",
  "    types.sort();",
  "    for dir in types {",
  "        let type_name = dir.file_name().unwrap().to_string_lossy().into_owned();",
  "        let Ok(entries) = std::fs::read_dir(dir.join(kind)) else {",
  "            continue;",
  "        };",
  "        let mut files: Vec<_> = entries",
  "            .map(|e| e.unwrap().path())",
  '            .filter(|p| p.extension().is_some_and(|x| x == "json"))',
  "            .collect();",
  "        files.sort();",
  "        for file in files {",
  "            let name = file.file_stem().unwrap().to_string_lossy().into_owned();",
  "            found.push((",
  "                type_name.clone(),",
  "                name,",
  "                std::fs::read_to_string(&file).unwrap(),",
  "            ));",
  "        }",
  "    }",
  "    found",
  "}",
];

const VECTOR_TESTS = [
  "#[test]",
  "fn valid_vectors_round_trip() {",
  '    let all = vectors("valid");',
  '    assert!(!all.is_empty(), "no valid vectors found");',
  "    let mut failures = Vec::new();",
  "    for (type_name, name, text) in &all {",
  "        let original: Value = serde_json::from_str(text).unwrap();",
  "        match decode(type_name, text) {",
  "            Ok(encoded) if same_json(&original, &encoded) => {}",
  "            Ok(encoded) => failures.push(format!(",
  '                "{type_name}/valid/{name}: re-encoded differently: {encoded}"',
  "            )),",
  '            Err(error) => failures.push(format!("{type_name}/valid/{name}: rejected: {error}")),',
  "        }",
  "    }",
  "    assert!(",
  "        failures.is_empty(),",
  '        "{} of {} valid vectors failed:\\n{}",',
  "        failures.len(),",
  "        all.len(),",
  '        failures.join("\\n")',
  "    );",
  '    println!("{} valid vectors round-tripped", all.len());',
  "}",
  "",
  "#[test]",
  "fn invalid_vectors_are_rejected() {",
  '    let all = vectors("invalid");',
  "    let mut failures = Vec::new();",
  "    for (type_name, name, text) in &all {",
  "        let skipped = SKIPPED_INVALID",
  "            .iter()",
  "            .find(|(t, n, _)| t == type_name && n == name);",
  "        match (decode(type_name, text), skipped) {",
  "            (Err(_), None) => {}",
  '            (Ok(_), None) => failures.push(format!("{type_name}/invalid/{name}: accepted")),',
  "            (Ok(_), Some(_)) => {}",
  '            (Err(error), Some((_, _, why))) => failures.push(format!("{type_name}/invalid/{name}: listed as beyond the types ({why}) but rejected: {error}")),',
  "        }",
  "    }",
  "    let listed = SKIPPED_INVALID",
  "        .iter()",
  "        .filter(|(t, n, _)| !all.iter().any(|(a, b, _)| a == t && b == n))",
  "        .count();",
  '    assert_eq!(listed, 0, "skip list names vectors that do not exist");',
  "    assert!(",
  "        failures.is_empty(),",
  '        "{} of {} invalid vectors failed:\\n{}",',
  "        failures.len(),",
  "        all.len(),",
  '        failures.join("\\n")',
  "    );",
  "    println!(",
  '        "{} invalid vectors rejected, {} beyond the types (listed)",',
  "        all.len() - SKIPPED_INVALID.len(),",
  "        SKIPPED_INVALID.len()",
  "    );",
  "}",
];

const lit = (s: string) => stringLiteral(s, "u{}");

function examplesFn(schemaDir: string): string[] {
  const root = `PathBuf::from(env!("CARGO_MANIFEST_DIR"))`;
  const join = `.join(${lit(`../../../${schemaDir}/examples`)})`;
  const body = width(`    ${root}${join}`) <= MAX_WIDTH ? [`    ${root}${join}`] : [`    ${root}`, `        ${join}`];
  return ["fn examples() -> PathBuf {", ...body, "}"];
}

function unknownTagTest(name: string, tag: string): string[] {
  return [
    "",
    "#[test]",
    ...openBrace(`fn unknown_${snakeCase(name)}_tag_is_kept()`),
    ...binding(
      "    ",
      "let text",
      lit(JSON.stringify({ [tag]: "canon.test.unknown-member", note: { kept: [1, 2.5, null] } })),
    ),
    ...binding("    ", `let decoded: ${name}`, `serde_json::from_str(text).expect("an unknown tag decodes")`),
    "    assert!(",
    ...macroCall("        ", "matches", ["decoded", `${name}::Unknown(_)`], ","),
    '        "expected the Unknown variant, got {decoded:?}"',
    "    );",
    '    assert_eq!(decoded.tag(), Some("canon.test.unknown-member"));',
    "    let original: Value = serde_json::from_str(text).unwrap();",
    "    assert!(",
    "        same_json(&original, &serde_json::to_value(&decoded).unwrap()),",
    '        "the raw JSON is kept"',
    "    );",
    "}",
  ];
}

export function mirrorTest(ir: ModuleIR, crate: string, verdicts: readonly InvalidVerdict[], header: string): string[] {
  const skipped = verdicts.filter((v) => v.skipReason !== undefined);
  // rustfmt orders the imports; the crate's own name may sort anywhere among them.
  const uses = [
    "use serde::{de::DeserializeOwned, Serialize};",
    "use serde_json::Value;",
    "use std::path::PathBuf;",
    `use ${crate.replace(/-/g, "_")}::*;`,
  ].sort();
  return [
    header,
    `//! Schema-mirror tests of ${crate} over the shared vectors in ${ir.schemaDir}/examples.`,
    ...uses,
    "",
    "/// Invalid vectors the types alone accept, with the constraint that makes each invalid.",
    "/// Only a JSON Schema validator (`canon validate`, or the TypeScript, Python and Go SDKs) rejects them.",
    ...tupleArray(
      "",
      "const SKIPPED_INVALID: &[(&str, &str, &str)] = &[",
      skipped.map((v) => [lit(v.typeName), lit(v.name), lit(v.skipReason ?? "")]),
      "];",
    ),
    "",
    ...examplesFn(ir.schemaDir),
    "",
    ...ROUND_TRIP,
    "",
    "/// Decodes `text` as the named type and encodes it again.",
    "fn decode(type_name: &str, text: &str) -> Result<Value, String> {",
    "    match type_name {",
    ...ir.types.flatMap((t) => matchArm("        ", lit(t.name), `round_trip::<${t.name}>(text)`)),
    '        other => panic!("vectors name a type the crate does not have: {other}"),',
    "    }",
    "}",
    "",
    ...SAME_JSON,
    "",
    ...VECTORS,
    "",
    ...VECTOR_TESTS,
    ...ir.types.flatMap((u) => (u.kind === "union" ? unknownTagTest(u.name, u.tag) : [])),
  ];
}
