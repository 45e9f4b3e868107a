"""The structs of the fast API (fast.py): msgspec Structs derived from the generated
pydantic models, on first use, that decode and check JSON text in one pass of C.

The translation only says in msgspec what it can say exactly. A field it cannot express
(a regex, a format, uniqueness) keeps msgspec's plain type and is checked afterwards by
pydantic itself (the struct's `checks`, run by _fast_keys); a model it cannot express
at all (deprecated, recursive) becomes a union member that always misses. A miss sends
the document down the full pipeline, so the fast API accepts only what that pipeline
accepts, with the same values. msgspec is optional (the package's `fast` extra)."""

from __future__ import annotations

import enum
import sys
import typing
from typing import (
    Any,
    Callable,
    Dict,
    FrozenSet,
    List,
    Optional,
    Set,
    Tuple,
    Type,
    Union,
)

from pydantic import BaseModel, TypeAdapter
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

try:
    import msgspec
except ImportError:  # pragma: no cover - the `fast` extra is not installed
    msgspec = None  # type: ignore[assignment]

__all__ = ["AVAILABLE", "Miss", "Target"]

AVAILABLE = msgspec is not None


def _unavailable(_: Any) -> bytes:  # pragma: no cover - never called without msgspec
    raise Miss()


_encode: Callable[[Any], bytes] = msgspec.json.encode if AVAILABLE else _unavailable
_RAW_OBJECT = msgspec.json.Decoder(Dict[str, msgspec.Raw]).decode if AVAILABLE else None

Convert = Callable[[Any], Tuple[Any, int]]
"""Decoded msgspec value → (the value, after the checks msgspec cannot make; the JSON
object keys it was read from).
"""


class Miss(Exception):
    """The fast API cannot decide this document; the full pipeline takes it."""


class _Unsupported(Exception):
    pass


def _checked(annotation: Any, convert: Optional[Convert]) -> Convert:
    """A leaf msgspec cannot check exactly (a pattern, a format): pydantic checks the
    decoded value.
    """
    # Built on the first value to check: a TypeAdapter costs milliseconds (the first
    # one also pydantic's plugin lookup), and most documents never hold such a field.
    validator: List[Callable[[Any], Any]] = []
    # The verdict on a string depends on the string alone, and a stream repeats its
    # values (JSON pointers, URLs): those pydantic accepted are remembered, a set lookup
    # instead of a validation.
    passed: Set[Any] = set()

    def check(value: Any) -> Tuple[Any, int]:
        if value not in passed:
            if not validator:
                validator.append(TypeAdapter(annotation).validate_python)
            try:
                validator[0](value)
            except Exception:  # noqa: BLE001 - pydantic says no: the full pipeline explains why
                raise Miss() from None
            if len(passed) < 4096 and type(value) is str:
                passed.add(value)
        return convert(value) if convert is not None else (value, 0)

    return check


_NON_NULL_JSON = Union[bool, int, float, str, list, dict]  # type: ignore[type-arg]


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
                continue  # handled below with the JSON value
            else:
                raise _Unsupported(kind)
        if annotation is typing.Any or _is_json_value(annotation):
            if any(isinstance(m, _json_types.NonNullJson) for m in metadata):
                return _NON_NULL_JSON, None
            return typing.Any, None
        if check and annotation is not str:
            raise _Unsupported("checked non-string")
        found, convert = self._plain(annotation)
        if annotation is int:
            # msgspec reads integers of any size; the shared reading refuses those past
            # a float's range. 64 bits bound what msgspec decides, a larger integer is
            # left to the full reading.
            low = (
                {} if "gt" in meta else {"ge": max(meta.get("ge", -(2**63)), -(2**63))}
            )
            high = (
                {}
                if "lt" in meta
                else {"le": min(meta.get("le", 2**63 - 1), 2**63 - 1)}
            )
            meta = {**meta, **low, **high}
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


_FIELDS: Dict[type, Dict[str, FieldInfo]] = {}


def _fields(model: Type[BaseModel]) -> Dict[str, FieldInfo]:
    """The model's fields with their annotations resolved, without building its
    validator: the models are built on first use (defer_build), and a field naming a
    class defined further down stays unresolved until then. pydantic resolves it the
    same way when it builds the model."""
    found = _FIELDS.get(model)
    if found is None:
        found = dict(model.model_fields)
        if not getattr(model, "__pydantic_fields_complete__", True):
            hints = typing.get_type_hints(
                model, globalns=vars(sys.modules[model.__module__]), include_extras=True
            )
            found = {
                name: (
                    info
                    if getattr(info, "_complete", True)
                    else _resolved(hints[name], info)
                )
                for name, info in found.items()
            }
        _FIELDS[model] = found
    return found


def _resolved(annotation: Any, info: FieldInfo) -> FieldInfo:
    # The field's own assignment (`= Field(...)`) as written, kept by pydantic for this
    # rebuild.
    assigned = getattr(info, "_original_assignment", info)
    return (
        FieldInfo.from_annotation(annotation)
        if assigned is PydanticUndefined
        else FieldInfo.from_annotated_attribute(annotation, assigned)
    )


def _is_json_value(annotation: Any) -> bool:
    return getattr(annotation, "__name__", None) == "JsonValue" or repr(
        annotation
    ).endswith("JsonValue")


def _each(convert: Convert) -> Convert:
    def each(items: List[Any]) -> Tuple[Any, int]:
        out = []
        keys = 0
        for item in items:
            value, n = convert(item)
            out.append(value)
            keys += n
        return out, keys

    return each


def _entries(convert: Convert) -> Convert:
    def entries(items: Dict[str, Any]) -> Tuple[Any, int]:
        out = {}
        keys = len(items)
        for key, item in items.items():
            value, n = convert(item)
            out[key] = value
            keys += n
        return out, keys

    return entries


def _placeholder(model: Type[BaseModel], tag: str) -> Tuple[Any, Convert]:
    """A union member the fast path cannot read: decoding it is a miss, never a wrong
    answer.
    """
    value = next(
        typing.get_args(i.annotation)[0]
        for i in _fields(model).values()
        if (i.alias or "") == tag
    )

    def miss(_: Any) -> Tuple[Any, int]:
        raise Miss()

    return msgspec.defstruct(
        f"{model.__name__}Fallback", [], tag_field=tag, tag=value
    ), miss


def _build(
    model: Type[BaseModel],
    converters: List[Tuple[str, Convert]],
    tag_name: Optional[str],
) -> Convert:
    """The checks msgspec cannot make on a decoded struct of the model, and the JSON
    object keys it was read from: (the struct, its keys). Written out field by field and
    compiled once per model, because a generic loop costs more than msgspec's decode."""
    convert = dict(converters)
    required = {name for name, info in _fields(model).items() if info.is_required()}
    scope: Dict[str, Any] = {}
    # Names bound as defaults are local variables in the function: the fastest lookup
    # there is.
    bound: Dict[str, Any] = {"UNSET": msgspec.UNSET}
    given = sorted(required | ({tag_name} if tag_name else set()))
    body = [f"    keys = {len(given)}"]
    for i, name in enumerate(_fields(model)):
        if name == tag_name or (name not in convert and name in required):
            continue  # nothing to check or count beyond the required key counted
        body.append(f"    v{i} = struct.{name}")
        if name not in required:
            body += [f"    if v{i} is not UNSET:", "        keys += 1"]
        if name in convert:
            bound[f"c{i}"] = convert[name]
            indent = "    " if name in required else "        "
            body += [f"{indent}v{i}, n = c{i}(v{i})", f"{indent}keys += n"]
    body.append("    return struct, keys")
    source = (
        f"def build(struct, {', '.join(f'{k}={k}' for k in bound)}):\n"
        + "\n".join(body)
    )
    exec(source, dict(bound), scope)  # noqa: S102 - source built above from field names only
    built: Convert = scope["build"]
    return built


def _wire_names(kind: Any) -> FrozenSet[str]:
    """The JSON property names of a pydantic model or of a struct built here (its tag
    included).
    """
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return frozenset(info.alias or name for name, info in _fields(kind).items())
    config = kind.__struct_config__
    return frozenset(
        [
            *kind.__struct_encode_fields__,
            *([config.tag_field] if config.tag_field else []),
        ]
    )


def from_model(target: "Target", value: Any) -> Any:
    """A pydantic value the full pipeline returned, as the target's structs; the value
    itself when no struct can hold it (a member the fast API cannot read)."""
    if isinstance(value, BaseModel) and target._prepare():
        text = _encode(value.model_dump(mode="json", by_alias=True, exclude_unset=True))
        try:
            struct = target._decode(text)  # type: ignore[misc]
        except Exception:  # noqa: BLE001 - a member no struct reads: the model is the answer
            return value
        # An open model's extra properties would be lost in the struct: keep the model
        # then.
        return struct if _encode(struct).count(b":") == text.count(b":") else value
    return value


class Target:
    """One type of the module for the fast API: its pydantic TypeAdapter (the full
    pipeline's) and its msgspec structs, both built on first use so that importing the
    package stays cheap."""

    def __init__(
        self, annotation: Any, adapter: Optional[TypeAdapter[Any]] = None
    ) -> None:
        self.annotation = annotation
        self.models: Dict[Any, Type[BaseModel]] = {}
        self._adapter = adapter
        self._decode: Optional[Callable[[Any], Any]] = None
        self._struct: Any = None
        self._builder: Optional[_Builder] = None
        self._ready = False

    @property
    def adapter(self) -> TypeAdapter[Any]:
        if self._adapter is None:
            self._adapter = TypeAdapter(self.annotation)
        return self._adapter

    def _prepare(self) -> bool:
        if not self._ready:
            self._ready = True
            if AVAILABLE:
                try:
                    # The structs ignore unknown properties: the key tally finds them.
                    builder = self._builder = _Builder(lenient=True)
                    self._struct, _ = builder.top(self.annotation)
                    self.models = builder.models
                    self._decode = msgspec.json.Decoder(self._struct).decode
                except (_Unsupported, TypeError):
                    self._decode = None
        return self._decode is not None
