"""Completeness: the package and the schema name the same types, and every type has
vectors."""

from __future__ import annotations

import pytest

import {{package}} as sdk
from support import DEFS, EXAMPLES, NO_VECTORS, accepts_anything, vectors


def test_package_and_schema_have_the_same_types() -> None:
    assert set(sdk.TYPES) == set(DEFS)
    assert set(sdk.GUARDS) == set(DEFS)
    # A union tagged without a `discriminator` keyword (each member fixing a property)
    # has a parser too: each union with the keyword has one, and only unions have one.
    tagged = {name for name, d in DEFS.items() if "discriminator" in d}
    unions = {name for name, d in DEFS.items() if "oneOf" in d or "anyOf" in d}
    assert tagged <= set(sdk.PARSERS) <= unions


def test_every_type_has_vectors() -> None:
    if not vectors():
        pytest.skip(NO_VECTORS)
    missing = [
        name for name in DEFS if not list((EXAMPLES / name / "valid").glob("*.json"))
    ]
    missing += [
        f"{name} (invalid)"
        for name, d in DEFS.items()
        if not accepts_anything(d)
        and not list((EXAMPLES / name / "invalid").glob("*.json"))
    ]
    assert missing == []


def test_every_vector_folder_names_a_type() -> None:
    # A package generated without examples has no examples folder at all.
    folders = EXAMPLES.iterdir() if EXAMPLES.is_dir() else iter(())
    assert {p.name for p in folders if p.is_dir()} <= set(DEFS)


def test_bundled_version_matches_package() -> None:
    assert sdk.__version__
