"""Completeness: the package and the schema name the same types, and every type has
vectors."""

from __future__ import annotations

import {{package}} as sdk
from support import DEFS, EXAMPLES, accepts_anything


def test_package_and_schema_have_the_same_types() -> None:
    assert set(sdk.TYPES) == set(DEFS)
    assert set(sdk.GUARDS) == set(DEFS)
    assert set(sdk.PARSERS) == {
        name for name, d in DEFS.items() if "discriminator" in d
    }


def test_every_type_has_vectors() -> None:
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
    assert {p.name for p in EXAMPLES.iterdir() if p.is_dir()} <= set(DEFS)


def test_bundled_version_matches_package() -> None:
    assert sdk.__version__
