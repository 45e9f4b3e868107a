"""The constraints of a field's annotation metadata that msgspec checks itself (its
`Meta`), and whether the string needs pydantic's check after msgspec decoded it.
"""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

from . import _json_types
from ._fast_convert import _Unsupported


def constraints(annotation: Any, metadata: List[Any]) -> Tuple[Dict[str, Any], bool]:
    """(msgspec Meta arguments, whether a check is left for pydantic); a constraint
    neither can take raises _Unsupported."""
    meta: Dict[str, Any] = {}
    check = False
    for m in metadata:
        kind = type(m).__name__
        if kind in ("NotNull", "Strict"):
            continue
        if isinstance(m, _json_types.Integer) and annotation is int:
            meta.update(
                {
                    k: v
                    for k, v in (
                        ("ge", m.ge),
                        ("le", m.le),
                        ("gt", m.gt),
                        ("lt", m.lt),
                        ("multiple_of", m.multiple_of),
                    )
                    if v is not None
                }
            )
        elif isinstance(m, _json_types.Container) and not m.unique:
            meta.update(
                {
                    k: v
                    for k, v in (
                        ("min_length", m.min_size),
                        ("max_length", m.max_size),
                    )
                    if v is not None
                }
            )
        elif isinstance(m, (_json_types.Format,)) or kind in (
            "StringConstraints",
            "_PydanticGeneralMetadata",
            "Pattern",
        ):
            check = True  # pydantic checks the string after msgspec decoded it
        elif isinstance(m, _json_types.NonNullJson):
            continue  # the builder handles it with the JSON value
        else:
            raise _Unsupported(kind)
    return meta, check


def within_64_bits(meta: Dict[str, Any]) -> Dict[str, Any]:
    """An integer's bounds, narrowed to 64 bits: msgspec reads integers of any size; the
    shared reading refuses those past a float's range. 64 bits bound what msgspec
    decides, a larger integer is left to the full reading."""
    low = {} if "gt" in meta else {"ge": max(meta.get("ge", -(2**63)), -(2**63))}
    high = {} if "lt" in meta else {"le": min(meta.get("le", 2**63 - 1), 2**63 - 1)}
    return {**meta, **low, **high}
