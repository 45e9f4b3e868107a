"""The linear matcher's compiler (_linear.py runs the program): a pattern in the
ECMAScript ``u``-mode syntax Canon accepts becomes a Thompson NFA, as a list of ops.
"""

from __future__ import annotations

import re
from typing import Dict, List, Tuple, Union

Ranges = Tuple[Tuple[int, int], ...]
# ("char", ranges, negate) | ("split", to, alt) | ("jump", to) | ("assert", kind)
# | ("match",)
Op = Tuple[object, ...]

_MAX_PROGRAM = 20_000
_DIGIT: Ranges = ((0x30, 0x39),)
WORD: Ranges = ((0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A))
_SPACE: Ranges = (
    (0x09, 0x0D), (0x20, 0x20), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200A),
    (0x2028, 0x2029), (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
)  # fmt: skip
_LINE_ENDS: Ranges = ((0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029))
_CONTROL = {"f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B, "0": 0}
_CLASSES: Dict[str, Tuple[Ranges, bool]] = {
    "d": (_DIGIT, False),
    "D": (_DIGIT, True),
    "w": (WORD, False),
    "W": (WORD, True),
    "s": (_SPACE, False),
    "S": (_SPACE, True),
}
_BOUNDS = re.compile(r"\{(\d+)(,(\d*))?\}")
_INF = -1


def _complement(ranges: Ranges) -> Ranges:
    out: List[Tuple[int, int]] = []
    following = 0
    for lo, hi in sorted(ranges):
        if lo > following:
            out.append((following, lo - 1))
        following = max(following, hi + 1)
    if following <= 0x10FFFF:
        out.append((following, 0x10FFFF))
    return tuple(out)


def compile_pattern(source: str) -> List[Op]:
    """The program of a pattern, ending in its match op."""
    parser = _Parser(source)
    program: List[Op] = []
    parser.disjunction(program)
    if parser.at < len(source):
        raise ValueError(f'unexpected ")" in {source}')
    program.append(("match",))
    return program


def _emit(ops: List[Op], op: Op) -> int:
    if len(ops) >= _MAX_PROGRAM:
        raise ValueError("pattern too large for the linear matcher")
    ops.append(op)
    return len(ops) - 1


class _Parser:
    """Reads the pattern and writes its program as it goes; a repeated atom is read
    again for each copy (``at`` is rewound), so no tree is kept."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.at = 0

    def _peek(self, ahead: int = 0) -> str:
        i = self.at + ahead
        return self.source[i] if i < len(self.source) else ""

    def _fail(self, what: str) -> ValueError:
        return ValueError(f"{what} at {self.at} in {self.source}")

    def disjunction(self, ops: List[Op]) -> None:
        split = _emit(ops, ("jump", 0))
        self._alternative(ops)
        if self._peek() != "|":
            ops[split] = ("jump", split + 1)
            return
        self.at += 1
        jump = _emit(ops, ("jump", 0))
        ops[split] = ("split", split + 1, len(ops))
        self.disjunction(ops)
        ops[jump] = ("jump", len(ops))

    def _alternative(self, ops: List[Op]) -> None:
        while self.at < len(self.source) and self._peek() not in "|)":
            char = self._peek()
            if char in "^$":
                self.at += 1
                _emit(ops, ("assert", char))
            elif char == "\\" and self._peek(1) in ("b", "B"):
                _emit(ops, ("assert", self._peek(1)))
                self.at += 2
            else:
                self._quantified(ops)

    def _quantified(self, ops: List[Op]) -> None:
        start = self.at
        self._atom([])  # measures the atom; its code is written per copy below
        end = self.at
        char = self._peek()
        lo, hi = 1, 1
        if char in ("*", "+", "?") and char:
            self.at += 1
            lo, hi = (1 if char == "+" else 0), (1 if char == "?" else _INF)
        elif char == "{":
            bounds = _BOUNDS.match(self.source, self.at)
            if bounds is not None:
                self.at = bounds.end()
                lo = int(bounds[1])
                hi = (
                    lo
                    if bounds[2] is None
                    else (_INF if bounds[3] == "" else int(bounds[3]))
                )
                if hi != _INF and hi < lo:
                    raise self._fail("numbers out of order in {} quantifier")
        if (lo, hi) != (1, 1) and self._peek() == "?":
            self.at += 1  # laziness changes which match, never whether one exists
        after = self.at

        def copy() -> None:
            self.at = start
            self._atom(ops)
            assert self.at == end

        for _ in range(lo):
            copy()
        if hi == _INF:
            split = _emit(ops, ("jump", 0))
            copy()
            _emit(ops, ("jump", split))
            ops[split] = ("split", split + 1, len(ops))
        else:
            splits = []
            for _ in range(hi - lo):
                splits.append(_emit(ops, ("jump", 0)))
                copy()
            for split in splits:
                ops[split] = ("split", split + 1, len(ops))
        self.at = after

    def _atom(self, ops: List[Op]) -> None:
        char = self._peek()
        if char == "(":
            self.at += 1
            if self.source.startswith("?:", self.at):
                self.at += 2
            elif self._peek() == "?":
                raise self._fail("lookaround and named groups are not read")
            self.disjunction(ops)
            if self._peek() != ")":
                raise self._fail('missing ")"')
            self.at += 1
        elif char == "[":
            self._char_class(ops)
        elif char == ".":
            self.at += 1
            _emit(ops, ("char", _LINE_ENDS, True))
        elif char in "*+?{}])":
            raise self._fail(f'nothing to repeat or unmatched "{char}"')
        elif char == "\\" and self._peek(1) in _CLASSES:
            ranges, negate = _CLASSES[self._peek(1)]
            self.at += 2
            _emit(ops, ("char", ranges, negate))
        else:
            code = self._escape() if char == "\\" else self._literal()
            _emit(ops, ("char", ((code, code),), False))

    def _literal(self) -> int:
        self.at += 1
        return ord(self.source[self.at - 1])

    def _char_class(self, ops: List[Op]) -> None:
        self.at += 1
        negate = self._peek() == "^"
        if negate:
            self.at += 1
        ranges: List[Tuple[int, int]] = []
        while self._peek() != "]":
            if self.at >= len(self.source):
                raise self._fail('missing "]"')
            low = self._class_atom()
            if (
                self._peek() == "-"
                and self._peek(1) not in ("]", "")
                and isinstance(low, int)
            ):
                self.at += 1
                high = self._class_atom()
                if not isinstance(high, int) or high < low:
                    raise self._fail("bad range in character class")
                ranges.append((low, high))
            elif isinstance(low, int):
                ranges.append((low, low))
            else:
                ranges.extend(low)
        self.at += 1
        _emit(ops, ("char", tuple(ranges), negate))

    def _class_atom(self) -> Union[int, Ranges]:
        if self._peek() != "\\":
            return self._literal()
        name = self._peek(1)
        if name in _CLASSES:
            self.at += 2
            ranges, negate = _CLASSES[name]
            return _complement(ranges) if negate else ranges
        if name in ("b", "-"):
            self.at += 2
            return 0x08 if name == "b" else 0x2D
        return self._escape()

    def _escape(self) -> int:
        """The code point of an escape (ECMAScript u-mode: no identity escapes of
        letters)."""
        self.at += 1
        name = self._peek()
        if name == "":
            raise self._fail("\\ at end of pattern")
        self.at += 1
        if name == "0" and self._peek().isdigit():
            raise self._fail("octal escapes are not allowed")
        if name in _CONTROL:
            return _CONTROL[name]
        if name == "c" and self._peek().isascii() and self._peek().isalpha():
            return self._literal() % 32
        if name == "x":
            return self._hex(2)
        if name == "u":
            return self._unicode_escape()
        if name in "^$\\.*+?()[]{}|/":
            return ord(name)
        raise self._fail(f"escape \\{name} is not read by the linear matcher")

    def _unicode_escape(self) -> int:
        if self._peek() == "{":
            close = self.source.find("}", self.at)
            digits = self.source[self.at + 1 : close] if close > 0 else ""
            if not re.fullmatch(r"[0-9A-Fa-f]+", digits) or int(digits, 16) > 0x10FFFF:
                raise self._fail("bad \\u{...} escape")
            self.at = close + 1
            return int(digits, 16)
        high = self._hex(4)
        # A surrogate pair written as two escapes is one code point in u mode.
        pair = re.match(r"\\u[dD][c-fC-F][0-9A-Fa-f]{2}", self.source[self.at :])
        if 0xD800 <= high <= 0xDBFF and pair is not None:
            self.at += 2
            return (high - 0xD800) * 0x400 + (self._hex(4) - 0xDC00) + 0x10000
        return high

    def _hex(self, count: int) -> int:
        digits = self.source[self.at : self.at + count]
        if len(digits) != count or not re.fullmatch(r"[0-9A-Fa-f]+", digits):
            raise self._fail("bad hexadecimal escape")
        self.at += count
        return int(digits, 16)
