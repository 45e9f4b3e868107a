"""The string formats checked the way the reference validator (ajv with ajv-formats,
full mode) checks them; a format not listed here is an annotation and passes."""

from __future__ import annotations

import re
from typing import Any, Callable, Dict, Optional

__all__ = ["FORMATS"]


class _Pattern:
    """A regular expression compiled on its first match: importing the package (which
    most programs do without meeting a format) compiles none."""

    __slots__ = ("_source", "_flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: Optional[re.Pattern[str]] = None

    def get(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self._source, self._flags)
        return compiled


_DATE = _Pattern(r"(\d{4})-(\d{2})-(\d{2})", re.ASCII)
# The offset may be written +01:00, +0100 or +01, as ajv-formats' full mode accepts.
_TIME = _Pattern(
    r"(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:[zZ]|([+-])(\d{2})(?::?(\d{2}))?)", re.ASCII
)
_UUID = _Pattern(
    r"(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}",
    re.ASCII | re.IGNORECASE,
)
_EMAIL = _Pattern(
    r"[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?",
    re.ASCII | re.IGNORECASE,
)
_URI = _Pattern(r"[a-z][a-z0-9+\-.]*:[^\s]*", re.ASCII | re.IGNORECASE)
_HOSTNAME = _Pattern(
    r"(?=.{1,253}\.?\Z)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?",
    re.ASCII | re.IGNORECASE,
)
# ajv-formats splits a date-time at "T", "t" or JavaScript's \s, which is wider than
# Python's.
_DATE_TIME_SEPARATOR = _Pattern(
    "[tT\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]"
)
_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

# Every pattern is matched with fullmatch: Python's `$` also matches before a final
# newline.


def _is_date(text: str) -> bool:
    match = _DATE.get().fullmatch(text)
    if match is None:
        return False
    year, month, day = int(match[1]), int(match[2]), int(match[3])
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return 1 <= month <= 12 and 1 <= day <= (
        29 if month == 2 and leap else _DAYS[month]
    )


def _is_time(text: str) -> bool:
    """RFC 3339 full-time as ajv-formats' full mode reads it: an offset is required; a
    leap second only where the time, moved to UTC by the offset, is 23:59."""
    match = _TIME.get().fullmatch(text)
    if match is None:
        return False
    hour, minute, second = int(match[1]), int(match[2]), float(match[3])
    sign = -1 if match[4] == "-" else 1
    tz_hour, tz_minute = int(match[5] or 0), int(match[6] or 0)
    if tz_hour > 23 or tz_minute > 59:
        return False
    if hour <= 23 and minute <= 59 and second < 60:
        return True
    utc_minute = minute - tz_minute * sign
    utc_hour = hour - tz_hour * sign - (1 if utc_minute < 0 else 0)
    return utc_hour in (23, -1) and utc_minute in (59, -1) and second < 61


def _is_date_time(text: str) -> bool:
    parts = _DATE_TIME_SEPARATOR.get().split(text)
    return len(parts) == 2 and _is_date(parts[0]) and _is_time(parts[1])


def _is_ip(version: int) -> Any:
    def check(text: str) -> bool:
        import ipaddress  # only where a schema has an ip format: kept off the import

        try:
            return ipaddress.ip_address(text).version == version
        except ValueError:
            return False

    return check


FORMATS: Dict[str, Callable[[str], bool]] = {
    "date-time": _is_date_time,
    "date": _is_date,
    "time": _is_time,
    "uuid": lambda text: _UUID.get().fullmatch(text) is not None,
    "email": lambda text: _EMAIL.get().fullmatch(text) is not None,
    "uri": lambda text: _URI.get().fullmatch(text) is not None,
    "hostname": lambda text: _HOSTNAME.get().fullmatch(text) is not None,
    "ipv4": _is_ip(4),
    "ipv6": _is_ip(6),
}
