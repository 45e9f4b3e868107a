"""RFC 6902 JSON Patch for STATE_DELTA-like events, through the jsonpatch library."""

from __future__ import annotations

from typing import Any

__all__ = ["PatchFailed", "apply_patch"]


class PatchFailed(ValueError):
    """A patch that cannot apply (a malformed operation, a missing path, a failed
    test)."""


def apply_patch(document: object, patch: object) -> Any:
    """The patched copy of document; the document itself is never changed."""
    # Imported on the first patch: importing the package does not load jsonpatch.
    import jsonpatch  # type: ignore[import-untyped, unused-ignore]
    import jsonpointer  # type: ignore[import-untyped, unused-ignore]

    if not isinstance(patch, list):
        raise PatchFailed("a JSON Patch is an array of operations")
    try:
        return jsonpatch.JsonPatch(patch).apply(document, in_place=False)
    except (
        jsonpatch.JsonPatchException,
        jsonpointer.JsonPointerException,
        TypeError,
        KeyError,
        IndexError,
        ValueError,
        AttributeError,
    ) as error:
        raise PatchFailed(f"{type(error).__name__}: {error}") from None
