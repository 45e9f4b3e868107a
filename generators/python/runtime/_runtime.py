"""What every generated module shares: the error type and its issues, the models' base
class, the value of an unknown union member."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Sequence, Tuple

from pydantic import BaseModel, ConfigDict, JsonValue

__all__ = ["CanonModel", "Issue", "ValidationError", "Unknown", "JsonValue"]


@dataclass(frozen=True)
class Issue:
    """One reason a document was rejected: JSON pointer, JSON-Schema-like keyword,
    message."""

    path: str
    code: str
    message: str


class ValidationError(ValueError):
    """A document does not match its schema. `path`, `code` and `message` describe the
    first issue."""

    def __init__(self, issues: Sequence[Issue]) -> None:
        self.issues: Tuple[Issue, ...] = tuple(issues) or (
            Issue("", "invalid", "is invalid"),
        )
        first = self.issues[0]
        self.path: str = first.path
        self.code: str = first.code
        self.message: str = first.message
        super().__init__(
            "; ".join(
                f"{issue.path or '/'}: {issue.message} ({issue.code})"
                for issue in self.issues
            )
        )


class CanonModel(BaseModel):
    """Base of every generated model: wire names on output, both spellings accepted on
    input."""

    model_config = ConfigDict(
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
        protected_namespaces=(),
        defer_build=True,
    )


@dataclass(frozen=True)
class Unknown:
    """A union member this SDK does not know (a newer protocol version): its tag and raw
    document."""

    tag: str
    raw: Dict[str, JsonValue] = field(repr=False)


def with_models_built(value: object) -> object:
    """The value, once every model class in it is built. A generated model is built on
    first use (defer_build); one met inside an untyped value (an item of a list checked
    for uniqueItems, a list given to to_json) is serialized by pydantic-core through its
    class, which must be built by then."""
    if isinstance(value, BaseModel):
        kind = type(value)
        if not kind.__pydantic_complete__:
            kind.model_rebuild()
    elif isinstance(value, (list, tuple)):
        for item in value:
            with_models_built(item)
    elif isinstance(value, dict):
        for item in value.values():
            with_models_built(item)
    return value
