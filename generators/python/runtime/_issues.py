"""pydantic's validation errors as Canon's issues: a JSON Pointer into the document as
it was given (pydantic's labels for union branches dropped), the JSON Schema keyword a
reader of the schema would expect, and at most MAX_ISSUES of them."""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple, Union

import pydantic

from ._runtime import Issue, ValidationError

__all__ = ["MAX_ISSUES", "documented", "resolve", "unexpected"]


# pydantic error types → the JSON Schema keyword a reader of the schema would expect.
_CODES: Dict[str, str] = {
    "missing": "required",
    "extra_forbidden": "additionalProperties",
    "literal_error": "const",
    "enum": "enum",
    "union_tag_invalid": "discriminator",
    "union_tag_not_found": "discriminator",
    "string_too_short": "minLength",
    "string_too_long": "maxLength",
    "string_pattern_mismatch": "pattern",
    "greater_than_equal": "minimum",
    "greater_than": "exclusiveMinimum",
    "less_than_equal": "maximum",
    "less_than": "exclusiveMaximum",
    "multiple_of": "multipleOf",
    "unique_items": "uniqueItems",
    "format": "format",
    "json_invalid": "json",
    "json_type": "json",
    "recursion_loop": "depth",
}


MAX_ISSUES = 100
"""At most this many problems are listed; a document with more gets one more issue
saying so.
"""


def _code(error_type: str, value: object) -> str:
    if error_type in ("too_short", "too_long"):
        noun = "Properties" if isinstance(value, dict) else "Items"
        return ("min" if error_type == "too_short" else "max") + noun
    return _CODES.get(error_type, "type")


def _escape(segment: Union[str, int]) -> str:
    return str(segment).replace("~", "~0").replace("/", "~1")


_ABSENT = object()


def _child(node: object, segment: Union[str, int]) -> object:
    if isinstance(node, dict) and segment in node:
        return node[segment]
    if (
        isinstance(node, list)
        and isinstance(segment, int)
        and not isinstance(segment, bool)
        and 0 <= segment < len(node)
    ):
        return node[segment]
    return _ABSENT


def resolve(
    document: object, loc: Sequence[Union[str, int]], error_type: str
) -> Tuple[List[Union[str, int]], object]:
    """Walks the document along an error location, dropping pydantic's labels (union
    tags, branch names) that are not keys of the document. A label may equal a real key,
    so this backtracks."""
    last = len(loc) - 1
    memo: Dict[Tuple[int, int], Optional[List[Union[str, int]]]] = {}

    def walk(node: object, i: int) -> Optional[List[Union[str, int]]]:
        if i > last:
            return []
        key = (id(node), i)
        if key in memo:
            return memo[key]
        segment = loc[i]
        found: Optional[List[Union[str, int]]] = None
        child = _child(node, segment)
        if child is not _ABSENT:
            rest = walk(child, i + 1)
            found = None if rest is None else [segment, *rest]
        if found is None and i == last:
            if error_type == "missing" and isinstance(node, dict):
                found = [segment]  # the pointer names where the property should be
            elif error_type != "extra_forbidden":
                found = []
        if found is None and i < last:
            found = walk(node, i + 1)
        memo[key] = found
        return found

    path = walk(document, 0) or []
    value: object = document
    for segment in path:
        value = _child(value, segment)
    return path, None if value is _ABSENT else value


def _listed(error: pydantic.ValidationError, document: object) -> List[Issue]:
    details = error.errors(include_url=False, include_input=False)
    found: List[Issue] = []
    for detail in details[:MAX_ISSUES]:
        path, value = resolve(document, detail["loc"], detail["type"])
        code = _code(detail["type"], value)
        if detail["type"] == "beyond":
            # The keywords beyond the types say where below the model they failed.
            context = detail["ctx"]
            path, code = [*path, *context["where"]], str(context["keyword"])
        pointer = "".join("/" + _escape(segment) for segment in path)
        found.append(Issue(pointer, code, str(detail["msg"])))
    if len(details) > MAX_ISSUES:
        found.append(
            Issue(
                "",
                "truncated",
                f"{len(details) - MAX_ISSUES} more problems are not listed",
            )
        )
    return found


def documented(error: pydantic.ValidationError, document: object) -> ValidationError:
    return ValidationError(_listed(error, document))


def unexpected(error: BaseException) -> ValidationError:
    # Defence in depth: whatever escapes pydantic (deep recursion, odd input objects) is
    # reported, not raised.
    return ValidationError(
        [Issue("", "invalid", f"input could not be validated: {type(error).__name__}")]
    )
