"""The translation of the generated pydantic models into msgspec Structs for the fast
API (_fast): per annotation, the msgspec type that decodes exactly the same JSON, and
the converter (_fast_convert) for what msgspec cannot check. A model or field it cannot
express raises _Unsupported, and the caller falls back."""

from __future__ import annotations

import enum
import typing
from typing import Any, Dict, FrozenSet, List, Optional, Set, Tuple, Type, Union

from pydantic import BaseModel
from pydantic.fields import FieldInfo

try:
    import msgspec
except ImportError:  # pragma: no cover - the `fast` extra is not installed
    msgspec = None  # type: ignore[assignment]

from ._fast_convert import (
    _NON_NULL_JSON,
    Convert,
    _build,
    _checked,
    _each,
    _entries,
    _fields,
    _is_json_value,
    _placeholder,
    _Unsupported,
)
from ._fast_meta import constraints, within_64_bits


class _Builder:
    """Translates annotations of one package's models; one per Target, structs shared by
    cache.
    """

    def __init__(self, lenient: bool = False) -> None:
        self._lenient = lenient
        """Every struct ignores unknown properties (the fast API's key tally finds
        them); else closed as the model is.
        """
        self._structs: Dict[
            Tuple[type, Optional[str]], Tuple[Any, Optional[Convert]]
        ] = {}
        self._open: Set[Tuple[type, Optional[str]]] = set()
        self.models: Dict[Any, Type[BaseModel]] = {}
        """Each struct built, with the model it mirrors."""
        self.names: FrozenSet[str] = frozenset()
        """Python names of fields whose wire name differs: pydantic accepts both
        spellings.
        """
        self.checks: Dict[Any, Dict[str, Convert]] = {}
        """Per struct, the fields with checks msgspec cannot make (patterns, formats,
        below).
        """
        self.open: Set[Any] = set()
        """Structs of models open to extra properties, which a struct cannot hold."""
        self.placeholders: Set[Any] = set()
        """Structs of union members msgspec cannot read: decoding one is a miss."""

    def translate(
        self,
        annotation: Any,
        metadata: List[Any] = (),  # type: ignore[assignment]
    ) -> Tuple[Any, Optional[Convert]]:
        """(msgspec type, converter or None when there is nothing msgspec leaves to
        check).
        """
        from . import _json_types

        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            inner, *extra = typing.get_args(annotation)
            return self.translate(inner, [*metadata, *extra])
        names = {type(m).__name__ for m in metadata}
        discriminator = next(
            (
                m.discriminator
                for m in metadata
                if isinstance(m, FieldInfo) and m.discriminator
            ),
            None,
        )
        if origin is Union:
            arms = [a for a in typing.get_args(annotation) if a is not type(None)]
            nullable = (
                len(arms) < len(typing.get_args(annotation)) and "NotNull" not in names
            )
            if discriminator is not None:
                if not isinstance(discriminator, str):
                    raise _Unsupported("callable discriminator")
                found, convert = self._tagged(arms, discriminator)
            elif len(arms) == 1:
                found, convert = self.translate(
                    arms[0], [m for m in metadata if type(m).__name__ != "NotNull"]
                )
            else:
                found, convert = self._union(arms)
            return (Optional[found] if nullable else found), convert
        meta, check = constraints(annotation, metadata)
        if annotation is typing.Any or _is_json_value(annotation):
            if any(isinstance(m, _json_types.NonNullJson) for m in metadata):
                return _NON_NULL_JSON, None
            return typing.Any, None
        if check and annotation is not str:
            raise _Unsupported("checked non-string")
        found, convert = self._plain(annotation)
        if annotation is int:
            meta = within_64_bits(meta)
        if meta:
            found = typing.Annotated[found, msgspec.Meta(**meta)]
        if check:
            return found, _checked(typing.Annotated[(annotation, *metadata)], convert)
        return found, convert

    def _plain(self, annotation: Any) -> Tuple[Any, Optional[Convert]]:
        origin = typing.get_origin(annotation)
        if annotation in (str, bool, int):
            return annotation, None
        if origin is typing.Literal:
            values = typing.get_args(annotation)
            if not all(type(v) in (str, int) for v in values):
                raise _Unsupported("literal")
            return annotation, None
        if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
            return annotation, None
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            return self.model(annotation, None)
        if origin in (list, List):
            (item,) = typing.get_args(annotation)
            found, convert = self.translate(item)
            return List[found], (None if convert is None else _each(convert))  # type: ignore[valid-type]
        if origin in (dict, Dict):
            key, item = typing.get_args(annotation)
            if key is not str:
                raise _Unsupported("map key")
            found, convert = self.translate(item)
            return Dict[str, found], (  # type: ignore[valid-type]
                None if convert is None else _entries(convert)
            )
        raise _Unsupported(repr(annotation))

    def _union(self, arms: List[Any]) -> Tuple[Any, Optional[Convert]]:
        translated = [self.translate(arm) for arm in arms]
        found = Union[tuple(t for t, _ in translated)]  # type: ignore[valid-type]
        # msgspec allows one arm per JSON kind, so the decoded value's type says which
        # arm read it.
        by_type: Dict[Any, Convert] = {}
        for arm, (t, c) in zip(arms, translated):
            if c is None:
                continue
            while typing.get_origin(arm) is typing.Annotated:
                arm = typing.get_args(arm)[0]
            origin = typing.get_origin(arm)
            if isinstance(arm, type) and issubclass(arm, BaseModel):
                by_type[t] = c
            elif origin in (list, List):
                by_type[list] = c
            elif origin in (dict, Dict):
                by_type[dict] = c
            else:
                raise _Unsupported("union arm that needs converting")
        if not by_type:
            return found, None

        def convert(value: Any) -> Tuple[Any, int]:
            c = by_type.get(type(value))
            return c(value) if c is not None else (value, 0)

        return found, convert

    def _tagged(self, arms: List[Any], tag: str) -> Tuple[Any, Optional[Convert]]:
        by_type: Dict[Any, Convert] = {}
        structs = []
        for arm in arms:
            if not (isinstance(arm, type) and issubclass(arm, BaseModel)):
                raise _Unsupported("tagged union of non-models")
            struct, member = self.model(arm, tag)
            structs.append(struct)
            by_type[struct] = member  # type: ignore[assignment]

        by_type = {
            struct: member for struct, member in by_type.items() if member is not None
        }
        if not by_type:
            return Union[tuple(structs)], None

        def convert(value: Any) -> Tuple[Any, int]:
            member = by_type.get(type(value))
            return member(value) if member is not None else (value, 0)

        return Union[tuple(structs)], convert

    def model(
        self, model: Type[BaseModel], tag: Optional[str]
    ) -> Tuple[Any, Optional[Convert]]:
        key = (model, tag)
        if key in self._structs:
            return self._structs[key]
        if key in self._open:
            raise _Unsupported("recursive model")
        self._open.add(key)
        try:
            built = self._model(model, tag)
        except _Unsupported:
            if tag is None:
                raise
            built = _placeholder(model, tag)
            self.placeholders.add(built[0])
        finally:
            self._open.discard(key)
        self._structs[key] = built
        return built

    def _model(
        self, model: Type[BaseModel], tag: Optional[str]
    ) -> Tuple[Any, Optional[Convert]]:
        is_open = model.model_config.get("extra") == "allow"
        if getattr(model, "__deprecated__", None) is not None:
            raise _Unsupported("deprecated model")
        tag_value: Any = None
        tag_name: Optional[str] = None
        fields: List[Any] = []
        rename: Dict[str, str] = {}
        converters: List[Tuple[str, Convert]] = []
        for name, info in _fields(model).items():
            if info.default_factory is not None or (
                info.validation_alias not in (None, info.alias)
            ):
                raise _Unsupported("default factory or validation alias")
            wire = info.alias or name
            if wire != name:
                self.names |= {name}
            if tag is not None and wire == tag:
                values = typing.get_args(info.annotation)
                if (
                    typing.get_origin(info.annotation) is not typing.Literal
                    or len(values) != 1
                    or not isinstance(values[0], str)
                ):
                    raise _Unsupported("tag")
                tag_value = values[0]
                tag_name = name
                continue
            # pydantic moves a field's own discriminator from its Annotated metadata to
            # the FieldInfo.
            found, convert = self.translate(
                info.annotation,
                [*info.metadata, *([info] if info.discriminator else [])],
            )
            if not name.isidentifier() or name.startswith("__"):
                raise _Unsupported("field name")
            if info.is_required():
                fields.append((name, found))
            else:
                if type(info.default) not in (type(None), bool, int, float, str):
                    raise _Unsupported("mutable default")
                fields.append((name, Union[found, msgspec.UnsetType], msgspec.UNSET))
            rename[name] = wire
            if convert is not None:
                converters.append((name, convert))
        closed = model.model_config.get("extra") == "forbid"
        options: Dict[str, Any] = (
            {"tag_field": tag, "tag": tag_value} if tag is not None else {}
        )
        struct = msgspec.defstruct(
            f"{model.__name__}Struct",
            fields,
            rename=rename,
            forbid_unknown_fields=closed and not self._lenient,
            kw_only=True,
            # A decoded struct holds no cycle: the collector need not track it.
            gc=False,
            **options,
        )
        self.models[struct] = model
        if is_open:
            self.open.add(struct)
        if converters:
            self.checks[struct] = dict(converters)
        # A converter only runs the checks msgspec cannot make and counts the keys.
        # An open model's extra properties have no place in a struct: the key tally
        # sends that document away.
        return struct, (_build(model, converters, tag_name) if converters else None)

    def top(self, annotation: Any) -> Tuple[Any, Convert]:
        found, convert = self.translate(annotation)
        return found, (convert or (lambda value: (value, 0)))
