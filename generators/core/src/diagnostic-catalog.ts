/**
 * The diagnostics catalog: every problem Canon reports has a stable code, a title, the usual
 * cause and the fix. Codes never change meaning; new problems get new codes.
 */
export interface CatalogEntry {
  readonly title: string;
  readonly cause: string;
  readonly fix: string;
}

export const catalog = {
  CANON101: {
    title: "invalid JSON",
    cause: "The file is not well-formed JSON.",
    fix: "Fix the syntax at the position shown (a missing comma, quote or bracket).",
  },
  CANON102: {
    title: "duplicate key",
    cause: "An object has the same key twice; JSON readers disagree on which one wins.",
    fix: "Remove or rename one of the keys.",
  },
  CANON103: {
    title: "invalid schema",
    cause:
      "The document does not conform to the meta-schema of the dialect its $schema names (2020-12 when it names none).",
    fix: "Correct the keyword's value as the message says.",
  },
  CANON104: {
    title: "unresolved $ref",
    cause: "A $ref names a file or a definition that does not exist.",
    fix: "Point the $ref at an existing file and `#/$defs/Name` entry.",
  },
  CANON105: {
    title: "remote $ref refused",
    cause: "A $ref points outside the module (a URL or an absolute path); Canon never fetches schemas.",
    fix: "Vendor the schema into the project and map its URI to the copy with `remotes` in canon.config.json, or use a relative reference.",
  },
  CANON106: {
    title: "cyclic $ref",
    cause: "A chain of $refs refers back to itself without any structure in between, so it describes no value.",
    fix: "Break the cycle: make one link a real schema instead of a bare $ref.",
  },
  CANON107: {
    title: "unreadable file",
    cause: "A schema or example file could not be read.",
    fix: "Check that the file exists and is readable.",
  },
  CANON108: {
    title: "unknown dialect",
    cause: "$schema names a meta-schema Canon does not read.",
    fix: "Use draft-04, draft-06, draft-07, 2019-09 or 2020-12 (for example https://json-schema.org/draft/2020-12/schema), or drop $schema to mean 2020-12.",
  },
  CANON109: {
    title: "no schema files",
    cause: "The module's schema folder is missing, or no file in it matches the module's include globs.",
    fix: "Point `schemas` in canon.config.json at the folder, or set `include` (default **/*.json, examples/ excluded).",
  },
  CANON110: {
    title: "remote copy missing",
    cause:
      "A $ref names a URI that the module's `remotes` maps to a local copy, and that copy does not exist or lies outside the mapped folder.",
    fix: "Add the schema at the path the message shows, or correct the mapping in `remotes`.",
  },
  // Security (issue 18): reading stays inside the schema folder.
  CANON130: {
    title: "symlink leaves the schema folder",
    cause:
      "A file or folder under the module's schema folder is a symbolic link to somewhere outside it; Canon does not read it.",
    fix: "Replace the link with the file itself, or a link that stays inside the schema folder.",
  },
  CANON131: {
    title: "schema folder outside the project",
    cause: "The module's `schemas` folder in canon.config.json resolves outside the project root.",
    fix: "Keep the schema folder inside the project and give it as a relative path.",
  },
  CANON201: {
    title: "title does not match name",
    cause: "A $defs entry's title differs from its key; generators name types from both.",
    fix: "Make the title equal to the $defs key.",
  },
  CANON202: {
    title: "missing description",
    cause: "A type or property has no description; every SDK's doc comments come from it.",
    fix: "Add a one-sentence description.",
  },
  CANON203: {
    title: "union member without its tag",
    cause:
      "A member of a discriminated union does not require the tag property or does not fix it with a string const.",
    fix: 'Add the tag to the member\'s properties as {"const": "…"} and to its required list.',
  },
  CANON204: {
    title: "duplicate union tag",
    cause: "Two members of one union use the same tag value, so a reader cannot tell them apart.",
    fix: "Give each member a distinct tag value.",
  },
  CANON205: {
    title: "malformed union",
    cause: "A discriminated union must be a oneOf of $refs to named object types.",
    fix: 'List each member as {"$ref": "#/$defs/Member"}.',
  },
  CANON206: {
    title: "type without vectors",
    cause: "A type has no shared test vectors, so no SDK can prove it matches the schema.",
    fix: "Add examples/<Type>/valid/minimal.json, full.json and invalid/ documents.",
  },
  CANON207: {
    title: "non-portable pattern",
    cause:
      "A pattern uses a construct that ECMAScript, Python re or Go RE2 reads differently or not at all (needless escapes such as \\: and general-category escapes such as \\p{Lu} are respelled, not refused).",
    fix: "Rewrite the pattern without lookaround, backreferences, possessive or atomic groups, escaped letters or Unicode properties other than general categories.",
  },
  CANON208: {
    title: "integer out of safe range",
    cause:
      "An integer value (const, enum, default) lies beyond ±(2^53−1), which JavaScript cannot represent exactly. Bounds may: they compare as the double they read as, as ajv does.",
    fix: "Keep integer values within ±9007199254740991.",
  },
  CANON209: {
    title: "name collision",
    cause:
      "A type or property name is a keyword or collides with another name after case folding in a target language.",
    fix: "Rename the type, or rename the property's generated name in the schema.",
  },
  CANON210: {
    title: "duplicate type name",
    cause: "Two files of one module define the same type name.",
    fix: "Rename one of the types; type names are unique per module.",
  },
  CANON211: {
    title: "anonymous object",
    cause: "An inline schema declares properties; generators need every object to be a named type.",
    fix: "Move the object into $defs with a title and refer to it with $ref.",
  },
  CANON212: {
    title: "unsupported construct",
    cause: "The schema uses a construct the IR cannot represent for every target language.",
    fix: "Express it with the shapes listed in schemas/README.md.",
  },
  CANON213: {
    title: "misplaced definitions",
    cause: "A schema file's definitions (`$defs` or `definitions`) must be an object of schemas.",
    fix: "Make `$defs` an object whose keys are type names.",
  },
  CANON214: {
    title: "examples for an unknown type",
    cause: "An examples folder is named after a type the module does not define.",
    fix: "Rename the folder to an existing type name or remove it.",
  },
  CANON215: {
    title: "vector verdict mismatch",
    cause: "A shared test vector is not judged as its folder says (valid/ rejected or invalid/ accepted).",
    fix: "Fix the vector or the schema so they agree.",
  },
  // Security (issue 18): names and patterns that would escape the output or take super-linear time.
  CANON230: {
    title: "super-linear pattern with lookaround or backreferences",
    cause:
      "A pattern has nested or overlapping quantifiers (like `^(a+)+$`) and also lookaround or backreferences. Other exponential patterns are matched by the validators' linear-time matcher; this one needs a backtracking engine, where a crafted string can take exponential time.",
    fix: "Remove the nested or overlapping quantifier (for `^(a+)+$`: `^a+$`), or the lookaround or backreference; the message shows a linear rewrite when one is found.",
  },
  CANON232: {
    title: "polynomial-time pattern",
    cause:
      "A pattern can take quadratic or worse time on a long crafted string (an unanchored or overlapping loop, like `[a-z]+@[a-z]+`); a warning by default, since published schemas often have them.",
    fix: 'Anchor the pattern or bound the repetition (`{1,64}`); set "lint": { "CANON232": "error" } in the module\'s config to make it stop generation.',
  },
  CANON231: {
    title: "type name is not an identifier",
    cause:
      "A type name (a $defs key) is not an ASCII identifier; names become file names and code identifiers in every target, so `/`, `\\`, `..`, NUL, spaces and the like could write outside the output folder or not compile.",
    fix: "Rename the type to letters, digits and underscores, starting with a letter (PascalCase, e.g. `RunStartedEvent`).",
  },
  CANON217: {
    title: "object without a type",
    cause:
      "A schema lists `properties` but no `type`. JSON Schema then accepts any value that is not an object (a number, a string, null), and so do ajv and the TypeScript validators; the generated types read an object, as every code generator does, so the Python and Go parsers and validators refuse such a value.",
    fix: 'Add "type": "object" (or a list such as ["object", "null"]) to say what the value is; set "lint": { "CANON217": "off" } in the module\'s config to silence it.',
  },
  // A generator (quicktype-core, ajv, a language emitter) failed on a schema the IR accepted.
  CANON216: {
    title: "target cannot express the schema",
    cause:
      "A target's generator (or the library it drives, such as quicktype-core) failed on a construct at the position shown, so that target's code cannot be produced; nothing was written.",
    fix: "Leave the target out (--target, or `targets` in canon.config.json) until the construct is supported, or rewrite the schema at the position shown in a plainer shape; please report the schema to Canon, since every valid schema should generate.",
  },
  CANON220: {
    title: "invalid receivers declaration",
    cause: "The module's receivers.json does not match the receivers vocabulary (docs/receivers.md).",
    fix: "Correct the keyword shown; unknown keys are rejected.",
  },
  CANON221: {
    title: "receivers rule names nothing",
    cause:
      "A receivers.json rule names a type, property or union member the module does not define, or one it cannot apply to.",
    fix: "Use an optional, non-nullable property of an object type, or a member tag of the union.",
  },
  CANON222: {
    title: "malformed tolerance case",
    cause:
      "A file under examples/<Type>/tolerant/ is not a tolerance case: input, one outcome (output, unknown or rejected) and the expected warnings.",
    fix: "Follow the case format in docs/receivers.md; `output` must be a valid document of the type.",
  },
  CANON223: {
    title: "invalid lifecycle declaration",
    cause: "The module's lifecycle.json does not match the lifecycle vocabulary (docs/lifecycle.md).",
    fix: "Correct the keyword shown; unknown keys are rejected.",
  },
  CANON224: {
    title: "lifecycle rule names nothing",
    cause:
      'A lifecycle.json rule names an event type the module\'s union does not have, a scope the file does not declare, or uses a keyword where it cannot apply ("as" on a rule that closes no single scope, "states" on a keyed scope).',
    fix: 'Use a member tag of the declared union and a scope declared under "scopes"; the message says which keyword belongs where.',
  },
  CANON225: {
    title: "malformed stream case",
    cause:
      'A file under streams/ is not a stream case: description, events and the expected outcome (docs/lifecycle.md, "The stream corpus").',
    fix: "Follow the case format in docs/lifecycle.md; `error` is present exactly when the outcome is failed, and its index names an event of the stream.",
  },
  CANON301: {
    title: "generated file is stale",
    cause: "A generated file differs from what the schemas produce now (hand-edited, or schemas changed).",
    fix: "Run `npm run generate` (or `pnpm canon generate`) and commit the result.",
  },
  CANON302: {
    title: "generated file is missing",
    cause: "A file the schemas produce is not on disk.",
    fix: "Run `npm run generate` and commit the result.",
  },
  CANON303: {
    title: "orphaned generated file",
    cause: "A file carries Canon's generated header but no longer comes out of the schemas.",
    fix: "Run `npm run generate`, which deletes it, and commit the deletion.",
  },
  CANON304: {
    title: "write failed",
    cause: "A generated file could not be written; nothing was changed.",
    fix: "Check permissions and free space, then run generate again.",
  },
  CANON305: {
    title: "output changed without a version bump",
    cause:
      "A module's generated output differs from what its current version was released with (canon.lock.json), and no pending changeset bumps it; publishing would ship different code under a released version.",
    fix: 'Add a changeset for the module (a .changeset/*.md file whose front matter says `"<package>": patch`), or run `canon version`, which bumps the patch.',
  },
  // Security (issue 18): the writer never leaves its output folder.
  CANON330: {
    title: "path outside the output folder",
    cause:
      "A generated file's path is absolute, contains `..`, a backslash or NUL, resolves outside its output folder, or goes through a symbolic link that leaves the project; nothing was written.",
    fix: "This is a generator bug or a hostile name: rename the type or module it comes from, or report the generator.",
  },
  CANON331: {
    title: "generation in progress",
    cause:
      "Another `canon generate` is writing this project's outputs (its staging folder `.canon-generate/` belongs to a running process).",
    fix: "Wait for it to finish, then run the command again. If no such process exists, delete `.canon-generate/`.",
  },
  CANON401: {
    title: "invalid configuration",
    cause: "canon.config.json does not match its schema.",
    fix: "Correct the key shown; unknown keys are rejected.",
  },
  CANON402: {
    title: "unknown module",
    cause: "The module named is not in canon.config.json.",
    fix: "Use one of the configured module names.",
  },
  CANON403: {
    title: "unknown type",
    cause: "The type named is not defined by the module.",
    fix: "Use one of the module's type names (`canon lint --module M` lists problems).",
  },
  CANON404: {
    title: "unknown target",
    cause: "No generator is registered for the target named.",
    fix: "Use one of the registered targets.",
  },
  CANON405: {
    title: "invalid generator options",
    cause: "A target's options in canon.config.json are not what its generator accepts.",
    fix: "Remove or correct the option shown.",
  },
  // canon compat: reading the two sides of a comparison.
  CANON501: {
    title: "compat side unreadable",
    cause:
      "A side of `canon compat` is not an existing file, folder, module, git:<ref>[:<path>] or npm:<spec>, holds no schema, or is not JSON.",
    fix: "Name a schema file or folder, a configured module, git:<ref>:<path inside the repository>, or npm:<package@version>.",
  },
  CANON502: {
    title: "compat git side failed",
    cause: "git could not read the ref or path named by a git: side.",
    fix: "Check the ref exists (`git rev-parse <ref>`) and that the path is inside the repository at that ref.",
  },
  CANON503: {
    title: "compat npm side failed",
    cause: "The published package named by an npm: side could not be fetched, or ships no bundled schema.",
    fix: "Check the package name and version, or point at a local .tgz; the package must ship schema/*.schema.json or name it in package.json `canon.schema`.",
  },
  CANON504: {
    title: "compat $ref unresolved",
    cause: "A $ref in one side of the comparison points at a file or definition that side does not have.",
    fix: "Compare complete schema sets (the whole module folder), or fix the $ref.",
  },
} as const satisfies Record<string, CatalogEntry>;

export type DiagnosticCode = keyof typeof catalog;
