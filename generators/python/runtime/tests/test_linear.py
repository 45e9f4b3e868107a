"""The linear-time matcher (_linear.py) against Python's re, on seeded random strings:
the same verdict for every pattern and string, and work that grows linearly on the
strings that make re backtrack exponentially."""

from __future__ import annotations

import random
import re

import pytest

from {{package}}._linear import LinearPattern

# Each pattern with its spelling for re, as the generator writes it (core's
# pythonRePattern, which its own tests hold to ECMAScript's verdicts).
SPELLED = [
    (
        r"^(.+\/)+(.+)\.(ya?ml)(@.+)?$",
        r"^([^\n\r\u2028\u2029]+\/)+([^\n\r\u2028\u2029]+)\.(ya?ml)"
        r"(@[^\n\r\u2028\u2029]+)?\Z",
    ),
    (r"^(a+)+$", r"^(a+)+\Z"),
    (r"(a|a)*", r"(a|a)*"),
    (r"(a*)*b", r"(a*)*b"),
    (r"^[^a-c\d]{2,3}x?$", r"^[^a-c0-9]{2,3}x?\Z"),
    (r"\bab\B", r"(?a:\b)ab(?a:\B)"),
    (r"a{2}|b{1,}|c{0,2}d", r"a{2}|b{1,}|c{0,2}d"),
    (
        r"^(?:[a-z]|\s)*$",
        r"^(?:[a-z]|[\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029"
        r"\u202F\u205F\u3000\uFEFF])*\Z",
    ),
    (r"[\w-]+@[\w.]+", r"[A-Za-z0-9_-]+@[A-Za-z0-9_.]+"),
    (r"^\u{61}\x62\u0063.$", r"^\u0061\x62\u0063[^\n\r\u2028\u2029]\Z"),
    (r"^$", r"^\Z"),
    (r"a|", r"a|"),
    (r"^(/([^/~]|~[01])*)*$", r"^(/([^/~]|~[01])*)*\Z"),
]
PATTERNS = [pattern for pattern, _ in SPELLED]
ALPHABET = list("abcdxy/.ml@1- \n~0") + ["\u00e9", "\U0001f600"]


@pytest.mark.parametrize("pattern,spelled", SPELLED)
def test_same_verdict_as_re(pattern: str, spelled: str) -> None:
    rng = random.Random(pattern)
    linear = LinearPattern(pattern)
    native = re.compile(spelled)
    for _ in range(2000):
        text = "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(12)))
        assert linear.search(text) == (native.search(text) is not None), text


def test_work_is_linear_on_a_hostile_string() -> None:
    linear = LinearPattern(PATTERNS[0])
    steps = []
    for size in (100, 1000, 10000):
        assert not linear.search("a/" * size + "!")
        steps.append(linear.steps)
    # Ten times the text, at most ten times the work (plus the constant start-up).
    assert steps[1] <= 10 * steps[0] + 100
    assert steps[2] <= 10 * steps[1] + 100


@pytest.mark.parametrize("pattern", [r"(?=a)", r"(a)\1", r"\p{L}", r"a{2,1}", r"[b-a]"])
def test_refuses_what_it_does_not_read(pattern: str) -> None:
    with pytest.raises(ValueError):
        LinearPattern(pattern)
