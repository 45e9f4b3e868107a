"""The one reading of JSON text every Canon SDK shares (docs/json-reading.md in the
Canon repository).

pydantic-core keeps the last of two equal keys, reads NaN and 1e400 as floats and stops
at 200 levels; json.loads decodes UTF-16, skips a byte-order mark and keeps lone
surrogates. Reading goes through json's C scanner with hooks that refuse what the other
SDKs refuse, so a document gets the same verdict in Python, TypeScript and Go.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Dict, List, Optional, Tuple, Union

from pydantic_core import from_json, to_json

from ._runtime import Issue, ValidationError

MAX_DEPTH = 128
"""Deepest nesting of arrays and objects a document may have (the top-level value counts
as 1)."""

_LONG_INTEGER = re.compile("[0-9]{309}")
_SPACE = " \t\n\r"


class _Refused(ValueError):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _refuse(code: str, message: str) -> ValidationError:
    return ValidationError([Issue("", code, message)])


def _object(pairs: List[Tuple[str, Any]]) -> Dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        seen = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(
                    "duplicateKey",
                    f"the key {json.dumps(key)} appears twice in one object",
                )
            seen.add(key)
    return found


def _constant(name: str) -> Any:
    raise _Refused("json", f"{name} is not JSON")


def _float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise _Refused("json", "a number is beyond the range of a 64-bit float")
    return value


def _integer(text: str) -> Union[int, float]:
    # A JavaScript or Go reader holds numbers as 64-bit floats; past their range they
    # are refused.
    if len(text) > 308 and math.isinf(float(text)):
        raise _Refused("json", "a number is beyond the range of a 64-bit float")
    return int(text)


_DECODER = json.JSONDecoder(
    object_pairs_hook=_object, parse_constant=_constant, parse_float=_float
)
_LONG_NUMBERS = json.JSONDecoder(
    object_pairs_hook=_object,
    parse_constant=_constant,
    parse_float=_float,
    parse_int=_integer,
)


def _too_deep(value: object) -> bool:
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, (dict, list)):
            if depth > MAX_DEPTH:
                return True
            stack.extend(
                (child, depth + 1)
                for child in (node.values() if isinstance(node, dict) else node)
            )
    return False


def json_value_problem(value: object) -> Optional[str]:
    """Why a decoded value could not be JSON text (NaN, an infinity, a lone surrogate),
    or None."""
    try:
        # pydantic-core writes NaN and infinities as such, and refuses lone surrogates:
        # a text without those words is the common answer, found several times faster
        # than json.dumps.
        text = to_json(value, inf_nan_mode="constants")
    except Exception:  # noqa: BLE001 - the exact check below explains (or ignores) it
        return _value_problem(value)
    # find(): cheaper than `in` for bytes (which first tries the needle as an integer)
    found = text.find(b"NaN") >= 0 or text.find(b"Infinity") >= 0
    return _value_problem(value) if found else None


def _value_problem(value: object) -> Optional[str]:
    try:
        json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError:
        return "a string holds a lone surrogate"
    except ValueError:
        return "NaN and infinities are not JSON numbers"
    except (TypeError, RecursionError):
        return None  # not plain JSON data (a model, say): validation judges it
    return None


def plain(data: Union[str, bytes, bytearray]) -> bool:
    """Whether a text is short or shallow enough, and free of numbers past a float's
    range, that pydantic-core's reader gives what read_json gives, once repeated keys
    and non-finite numbers are ruled out."""
    if len(data) <= 2 * MAX_DEPTH:
        return True
    if isinstance(data, str):
        if data.count("[") + data.count("{") > MAX_DEPTH:
            return False
        if len(data) <= 308:
            return True
        data = data.encode("utf-8", "surrogatepass")
    elif data.count(b"[") + data.count(b"{") > MAX_DEPTH:
        return False
    # A run of 309 digits, found as a substring once every digit reads "0" and every
    # other byte " ": two passes in C, where a regular expression tries each digit.
    return len(data) <= 308 or _DIGIT_RUN not in data.translate(_DIGITS_ONLY)


_DIGITS_ONLY = bytes(0x30 if 0x30 <= byte <= 0x39 else 0x20 for byte in range(256))
_DIGIT_RUN = b"0" * 309


def json_keys(value: object) -> int:
    """Object keys of a decoded JSON value at every depth; -1 when it holds a non-finite
    number.
    """
    count = 0
    stack: List[Any] = [value]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is dict:
            count += len(node)
            stack.extend(node.values())
        elif kind is list:
            stack.extend(node)
        elif kind is float and node - node != 0:
            return -1
    return count


def read(data: Union[str, bytes, bytearray]) -> object:
    """read_json's answer, from pydantic-core's reader when the key count shows no
    repeated key (colons outside strings are exactly the keys) and no number is out of a
    float's range."""
    if plain(data):
        try:
            document = from_json(data)
        except Exception:  # noqa: BLE001 - read_json explains the refusal
            return read_json(data)
        if json_keys(document) == data.count(
            b":" if not isinstance(data, str) else ":"  # type: ignore[arg-type]
        ):
            return document
    return read_json(data)


def read_json(data: Union[str, bytes, bytearray]) -> object:
    """Decodes JSON text or UTF-8 bytes; raises ValidationError for anything the reading
    refuses."""
    if isinstance(data, str):
        text = data
        if not text.isascii():
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                raise _refuse("json", "the text holds a lone surrogate") from None
    else:
        if data[:3] == b"\xef\xbb\xbf":
            raise _refuse("json", "a byte-order mark is not part of JSON text")
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise _refuse("json", "the bytes are not UTF-8") from None
    decoder = (
        _LONG_NUMBERS if len(text) > 308 and _LONG_INTEGER.search(text) else _DECODER
    )
    start = len(text) - len(text.lstrip(_SPACE)) if text and text[0] in _SPACE else 0
    try:
        # The scanner itself, without JSONDecoder.decode's regular expressions around
        # it.
        value, end = decoder.scan_once(text, start)  # type: ignore[attr-defined]
    except StopIteration as stop:
        raise _refuse(
            "json", f"not well-formed JSON: expected a value at offset {stop.value}"
        ) from None
    except _Refused as refused:
        raise _refuse(refused.code, str(refused)) from None
    except RecursionError:
        raise _refuse("depth", f"nesting exceeds {MAX_DEPTH} levels") from None
    except ValueError as error:
        raise _refuse("json", f"not well-formed JSON: {error}") from None
    if end != len(text) and text[end:].strip(_SPACE):
        raise _refuse(
            "json",
            f"not well-formed JSON: unexpected data after the document at offset {end}",
        )
    # Deeper than MAX_DEPTH takes more than 2 * MAX_DEPTH brackets: short texts skip the
    # count.
    if (
        len(text) > 2 * MAX_DEPTH
        and text.count("[") + text.count("{") > MAX_DEPTH
        and _too_deep(value)
    ):
        raise _refuse("depth", f"nesting exceeds {MAX_DEPTH} levels")
    if "\\u" in text and json_value_problem(value) is not None:
        raise _refuse("json", "a string holds a lone surrogate escape")
    return value
