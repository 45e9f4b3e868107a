"""Where a value fails the keywords beyond its type, for the error message: the
deepest property or item whose own subschema refuses it, and the keyword that does.
Only the error path runs this, so it may evaluate subschemas again.
"""

from __future__ import annotations

from typing import Any, List, Tuple, Union

from ._beyond_patterns import search

__all__ = ["where"]

Path = List[Union[str, int]]

# Keywords judged with others: the counts by `contains`. The applicators and the
# keywords of properties and items were followed by _step: none refuses alone here.
_WITH = {"minContains": "contains", "maxContains": "contains"}
_SKIP = {
    "properties",
    "patternProperties",
    "additionalProperties",
    "prefixItems",
    "items",
    "$ref",
    "allOf",
    "if",
    "then",
    "else",
    "x-canon-beyond",
}


def where(schema: Any, value: object, evaluate: Any, resolve: Any) -> Tuple[Path, str]:
    """The path inside `value`, and the keyword, where `value` fails `schema`.

    `evaluate(schema, value, resolve)` is the evaluator's own judgement (None when
    the value fails)."""
    path: Path = []
    via = "false"
    for _ in range(10_000):  # a `$ref` cycle that refuses nothing ends here
        step = _step(schema, value, evaluate, resolve)
        if step is None:
            return path, _local(schema, value, evaluate, resolve) or via
        segment, schema, value, via = step
        if segment is not None:
            path.append(segment)
    return path, via


def _fails(schema: Any, value: object, evaluate: Any, resolve: Any) -> bool:
    return evaluate(schema, value, resolve) is None


def _step(schema: Any, value: object, evaluate: Any, resolve: Any) -> Any:
    """One step down to a failing subschema: (segment or None, schema, value, via)."""
    if not isinstance(schema, dict):
        return None
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        patterns = schema.get("patternProperties", {})
        for key, item in value.items():
            parts = [(properties[key], "properties")] if key in properties else []
            parts += [
                (p, "patternProperties") for k, p in patterns.items() if search(k, key)
            ]
            if not parts and "additionalProperties" in schema:
                parts = [(schema["additionalProperties"], "additionalProperties")]
            for part, keyword in parts:
                if _fails(part, item, evaluate, resolve):
                    return key, part, item, keyword
    if isinstance(value, list):
        prefix = schema.get("prefixItems", [])
        for index, item in enumerate(value):
            inside = index < len(prefix)
            part = prefix[index] if inside else schema.get("items", True)
            if _fails(part, item, evaluate, resolve):
                return index, part, item, "prefixItems" if inside else "items"
    if "$ref" in schema:
        target = resolve(schema["$ref"])
        if _fails(target, value, evaluate, resolve):
            return None, target, value, "$ref"
    for part in schema.get("allOf", ()):
        if _fails(part, value, evaluate, resolve):
            return None, part, value, "allOf"
    if "if" in schema:
        holds = not _fails(schema["if"], value, evaluate, resolve)
        branch = "then" if holds else "else"
        if branch in schema and _fails(schema[branch], value, evaluate, resolve):
            return None, schema[branch], value, branch
    return None


def _local(schema: Any, value: object, evaluate: Any, resolve: Any) -> str:
    """The first keyword of `schema` that refuses `value` by itself ("" if none)."""
    if not isinstance(schema, dict):
        return ""
    for keyword, argument in schema.items():
        if keyword in _SKIP:
            continue
        alone = {keyword: argument}
        partner = _WITH.get(keyword)
        if partner is not None and partner in schema:
            alone[partner] = schema[partner]
        if keyword in ("unevaluatedProperties", "unevaluatedItems"):
            alone = schema  # judged by what every other keyword evaluated
        if _fails(alone, value, evaluate, resolve):
            return str(keyword)
    return ""
