/** A top-level declaration in quicktype's output, per language; group 1 is the name. */
export const DECLARATIONS: Record<string, RegExp> = {
  kotlin: /^(?:data class|enum class|class|object|typealias)\s+(\w+)/gm,
  swift: /^(?:public\s+)?(?:struct|class|enum|typealias)\s+(\w+)/gm,
  csharp: /^\s*public\s+(?:partial\s+)?(?:class|enum|struct)\s+(\w+)/gm,
  dart: /^(?:class|enum)\s+(\w+)/gm,
};

/** A top-level enum declaration in quicktype's output, per language; group 1 is the name. */
export const ENUM_DECLARATIONS: Record<string, RegExp> = {
  kotlin: /^enum class\s+(\w+)/gm,
  swift: /^(?:public\s+)?enum\s+(\w+)/gm,
  csharp: /^\s*public\s+enum\s+(\w+)/gm,
  dart: /^enum\s+(\w+)/gm,
};
