"""A pattern matcher that takes time linear in the text, for the schema patterns a
backtracking engine (Python's re) could take exponential time on, like ``^(.+/)+x$``.

The pattern, in the ECMAScript ``u``-mode syntax Canon accepts (no lookaround, no
backreferences, no ``\\p{..}``), is compiled to a Thompson NFA and run as a Pike VM:
each position advances a set of states, each state at most once, so the work is
bounded by pattern size times text length whatever the text.
"""

from __future__ import annotations

from typing import List, Sequence

from ._linear_compile import WORD, Op, Ranges, compile_pattern


def _in(ranges: Ranges, char: int) -> bool:
    return any(lo <= char <= hi for lo, hi in ranges)


class LinearPattern:
    """The compiled matcher; ``steps`` counts the NFA states the last search visited."""

    def __init__(self, source: str) -> None:
        self._program: List[Op] = compile_pattern(source)
        self.steps = 0

    def search(self, text: str) -> bool:
        program = self._program
        chars = [ord(c) for c in text]
        marks = [-1] * len(program)
        steps = 0

        def add(found: List[int], pc: int, at: int) -> bool:
            nonlocal steps
            # An explicit stack: no recursion limit on long alternations or repeats.
            stack = [pc]
            while stack:
                pc = stack.pop()
                if marks[pc] == at:
                    continue
                marks[pc] = at
                steps += 1
                op = program[pc]
                kind = op[0]
                if kind == "match":
                    return True
                if kind == "jump":
                    stack.append(int(str(op[1])))
                elif kind == "split":
                    stack.extend((int(str(op[2])), int(str(op[1]))))
                elif kind == "assert":
                    if _holds(str(op[1]), chars, at):
                        stack.append(pc + 1)
                else:
                    found.append(pc)
            return False

        current: List[int] = []
        at = 0
        while True:
            # A search: a new thread starts at every position.
            if add(current, 0, at):
                self.steps = steps
                return True
            if at == len(chars):
                self.steps = steps
                return False
            following: List[int] = []
            char = chars[at]
            for pc in current:
                op = program[pc]
                ranges = op[1]
                assert isinstance(ranges, tuple)
                if _in(ranges, char) != op[2] and add(following, pc + 1, at + 1):
                    self.steps = steps
                    return True
            current = following
            at += 1


def _holds(kind: str, chars: Sequence[int], at: int) -> bool:
    if kind == "^":
        return at == 0
    if kind == "$":
        return at == len(chars)
    before = at > 0 and _in(WORD, chars[at - 1])
    after = at < len(chars) and _in(WORD, chars[at])
    return (before != after) == (kind == "b")
