"""Rejections whose issues are worked out when first read: rejecting a document costs
one validation pass, and explaining it is paid only when asked."""

from __future__ import annotations

from typing import Optional, Tuple

import pydantic

from . import _issues
from ._runtime import Issue, ValidationError


class _Rejected(ValidationError):
    """A rejection whose issues are worked out when first read: rejecting a document
    costs one validation pass, and explaining it (decoding, locating each problem) is
    paid only when asked."""

    def __init__(self, error: pydantic.ValidationError, document: object) -> None:
        ValueError.__init__(self)
        self._error = error
        self._document = document
        self._found: Optional[ValidationError] = None

    def _explain(self) -> ValidationError:
        return _issues.documented(self._error, self._document)

    def _explained(self) -> ValidationError:
        if self._found is None:
            self._found = self._explain()
        return self._found

    @property
    def issues(self) -> Tuple[Issue, ...]:  # type: ignore[override]
        return self._explained().issues

    @property
    def path(self) -> str:  # type: ignore[override]
        return self._explained().path

    @property
    def code(self) -> str:  # type: ignore[override]
        return self._explained().code

    @property
    def message(self) -> str:  # type: ignore[override]
        return self._explained().message

    def __str__(self) -> str:
        return str(self._explained())


_STANDS = object()
"""A lane's answer when its rejection stands (no spelling nor walk changes it)."""


class _Deferred(_Rejected):
    """A rejection the lane proved; its issues are the full pipeline's, worked out when
    read. Built without a Python __init__ (it is raised per invalid document): its args
    are the full pipeline and the document."""

    __init__ = ValueError.__init__
    _found = None

    def _explain(self) -> ValidationError:
        run, data = self.args[:2]
        try:
            run(data, [])
        except ValidationError as error:
            return ValidationError(error.issues)
        return ValidationError(
            [Issue("", "invalid", "is invalid")]
        )  # pragma: no cover - the lane proved it
