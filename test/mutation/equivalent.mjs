// Equivalent mutants, found statically: removing a Go `Validate` call whose callee can never
// return an error changes nothing, so no test can kill it (an open `Metadata` map, a type with no
// constraint anywhere below it). Those mutants are listed as equivalent and left out of the score.

/** Function bodies of a Go package by name: `checkX`, `shapeCheckN`, and methods as `Type.Validate`. */
function goFunctions(files) {
  const bodies = new Map();
  for (const text of files) {
    for (const m of text.matchAll(/^func (?:\((?:\w+ )?\*?(\w+)\) )?(\w+)\([^)]*\)[^{\n]*\{\n([\s\S]*?)^\}/gm)) {
      bodies.set(m[1] === undefined ? m[2] : `${m[1]}.${m[2]}`, m[3]);
    }
  }
  return bodies;
}

/** Whether a Go function can return a non-nil error; unknown or recursive ones are assumed to. */
export function goFailureOracle(files) {
  const bodies = goFunctions(files);
  const known = new Map();
  const canFail = (name) => {
    if (known.has(name)) return known.get(name);
    const body = bodies.get(name);
    if (body === undefined) return true;
    known.set(name, true);
    let fails = false;
    for (const ret of body.matchAll(/return ([^\n]*)/g)) {
      const value = ret[1].trim();
      if (value === "nil" || /^at(?:Index)?\(err, /.test(value)) continue;
      // `func checkX(v X) error { return v.Validate() }` delegates to X's Validate.
      const delegated =
        value === "v.Validate()" && name.startsWith("check") ? `${name.slice("check".length)}.Validate` : undefined;
      fails ||= delegated === undefined ? true : canFail(delegated);
    }
    for (const call of body.matchAll(/if err := (\w+)\(/g)) fails ||= canFail(call[1]);
    known.set(name, fails);
    return fails;
  };
  return canFail;
}

/** The mutants that remove a call to a check that cannot fail. */
export function equivalentGoMutants(mutants, files) {
  const canFail = goFailureOracle(files);
  return new Set(
    mutants.filter(
      (m) =>
        (m.kind === "Validate check removed" || m.kind === "item check removed") &&
        !canFail(/if err := (\w+)\(/.exec(m.span)?.[1] ?? ""),
    ),
  );
}
