"""Shared vectors and schema facts for the mirror tests. The vectors, tolerance and
stream cases travel with the package in corpus.json (as their files' text), so that its
tests run wherever it is copied; they are laid out once per test process in a temporary
folder shaped like the module's folder."""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any, Dict, Iterator, List, Tuple

import {{package}} as sdk

HERE = Path(__file__).resolve().parent


def _unpack_corpus() -> Path:
    files: Dict[str, str] = json.loads(
        (HERE / "corpus.json").read_text(encoding="utf-8")
    )["files"]
    root = Path(tempfile.mkdtemp(prefix="canon-corpus-"))
    atexit.register(shutil.rmtree, root, True)
    for name, text in files.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
    return root


CORPUS = _unpack_corpus()
EXAMPLES = CORPUS / "examples"
STREAMS = CORPUS / "streams"
SCHEMA: Dict[str, Any] = sdk.schema()
DEFS: Dict[str, Dict[str, Any]] = {
    name: d for name, d in SCHEMA["$defs"].items() if not d.get("x-canon-mixin")
}
ANNOTATIONS = {
    "title",
    "description",
    "deprecated",
    "default",
    "examples",
    "$comment",
    "readOnly",
    "writeOnly",
}


def vectors() -> List[Tuple[str, str, Path]]:
    found = [
        (p.parent.parent.name, p.parent.name, p)
        for p in EXAMPLES.glob("*/*/*.json")
        if p.parent.name in ("valid", "invalid")
    ]
    return sorted(found, key=lambda v: (v[0], v[1], v[2].name))


NO_VECTORS = (
    "no vectors in tests/corpus.json: the schemas were generated without examples, "
    "so there is nothing to check"
)


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def first_valid(type_name: str) -> Any:
    paths = sorted((EXAMPLES / type_name / "valid").glob("*.json"))
    return load(paths[0]) if paths else None


def same_json(a: Any, b: Any) -> bool:
    """JSON equality: numbers by value (1 == 1.0), but booleans are not numbers."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def ref_name(schema: Dict[str, Any]) -> str:
    return str(schema["$ref"]).split("/")[-1]


def unions_of(type_name: str) -> Iterator[str]:
    for name, d in DEFS.items():
        if "discriminator" in d and any(
            ref_name(m) == type_name for m in d.get("oneOf", [])
        ):
            yield name


def accepts_anything(d: Dict[str, Any]) -> bool:
    return not (set(d) - ANNOTATIONS)


def allows_null(schema: Dict[str, Any]) -> bool:
    if "$ref" in schema:
        target = DEFS[ref_name(schema)]
        return not (
            "properties" in target or "discriminator" in target
        ) and allows_null(target)
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    if "enum" in schema:
        return None in schema["enum"]
    if "const" in schema:
        return schema["const"] is None
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return any(allows_null(option) for option in schema[key])
    return kind is None and not ({"not", "properties", "items"} & set(schema))
