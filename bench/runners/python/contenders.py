"""The Python contenders: each factory takes the input kind ("text" or "value") and a list that
collects warnings, and returns a function that parses one document or raises a ValueError."""

from __future__ import annotations

from typing import Any, Callable, Dict, List

Parse = Callable[[Any], object]


def canon(input_kind: str, warnings: List[Any]) -> Parse:
    """canon_agui's default parse: tolerant, warnings collected."""
    from canon_agui import parse_event

    return lambda document: parse_event(document, warnings=warnings)


def canon_strict(input_kind: str, warnings: List[Any]) -> Parse:
    """canon_agui's strict parse (the schema, nothing else)."""
    from canon_agui import parse_event

    return lambda document: parse_event(document, mode="strict")


def canon_fast(input_kind: str, warnings: List[Any]) -> Parse:
    """canon_agui.fast: JSON text to msgspec Structs, tolerant, the same warnings as parse_event
    (appended to the list, as parse_event(..., warnings=) does)."""
    from canon_agui import fast

    return fast.decoder("Event", warnings=warnings)


def ag_ui_protocol(input_kind: str, warnings: List[Any]) -> Parse:
    """ag-ui-protocol 1.0.0: a pydantic TypeAdapter of its Event union."""
    from ag_ui.core import Event
    from pydantic import TypeAdapter

    adapter: Any = TypeAdapter(Event)
    return adapter.validate_json if input_kind == "text" else adapter.validate_python


def msgspec_structs(input_kind: str, warnings: List[Any]) -> Parse:
    """msgspec with plain tagged Structs for the same events: a peer, not a full validator."""
    import msgspec
    from msgspec_events import Event

    if input_kind == "text":
        decode = msgspec.json.Decoder(Event).decode
    else:
        from msgspec_events import Box

        decode = lambda value: msgspec.convert({"event": value}, Box).event  # noqa: E731

    def parse(document: Any) -> object:
        try:
            return decode(document)
        except msgspec.ValidationError as error:
            raise ValueError(str(error)) from None

    return parse


def orjson_loads(input_kind: str, warnings: List[Any]) -> Parse:
    """orjson.loads alone: the floor (reading JSON, no checking). With decoded values, nothing."""
    import orjson

    return orjson.loads if input_kind == "text" else (lambda value: value)


CONTENDERS: Dict[str, Callable[[str, List[Any]], Parse]] = {
    "canon": canon,
    "canon-strict": canon_strict,
    "canon-fast": canon_fast,
    "ag-ui-protocol": ag_ui_protocol,
    "msgspec": msgspec_structs,
    "orjson": orjson_loads,
}
