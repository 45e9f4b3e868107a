"""Fresh-consumer install test for the generated Python packages.

For each packages/<module>/python: build a wheel, install it into a brand-new virtual environment
in a temporary folder, import it there, and parse a JSON Lines stream made of the module's valid
union-member vectors. Run with the tests' Python (it has `build` and `hatchling`).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CONSUMER = r"""
import json, sys
from importlib import resources
import {package} as sdk

assert sdk.__version__ == {version!r}, sdk.__version__
files = resources.files("{package}")
assert files.joinpath("py.typed").is_file() and files.joinpath("schema.json").is_file()
assert set(sdk.schema()["$defs"]) >= set(sdk.TYPE_NAMES)
parse = sdk.PARSERS[{union!r}]
count = 0
for line in sys.stdin.buffer:
    if line.strip():
        value = parse(line, mode="strict")
        assert not isinstance(value, sdk.Unknown), line
        assert json.loads(sdk.to_json(value)) == json.loads(line), line
        count += 1
try:
    parse(b"\xff", mode="strict")
    raise SystemExit("invalid input was accepted")
except sdk.ValidationError:
    pass
print(f"{package}: parsed {{count}} {union} documents from a stream in a fresh environment")
"""


def stream_for(module_dir: Path, schema: dict) -> tuple[str, bytes]:
    """The union with the most members, and a JSON Lines stream of its members' valid vectors."""
    unions = {name: d for name, d in schema["$defs"].items() if "discriminator" in d}
    union = max(sorted(unions), key=lambda name: len(unions[name]["oneOf"]))
    lines = []
    for member in unions[union]["oneOf"]:
        name = member["$ref"].split("/")[-1]
        for path in sorted((module_dir / "examples" / name / "valid").glob("*.json")):
            lines.append(json.dumps(json.loads(path.read_text(encoding="utf-8")), separators=(",", ":")))
    return union, ("\n".join(lines) + "\n").encode("utf-8")


def check(package_dir: Path, config: dict, work: Path) -> None:
    module = package_dir.parent.name
    package = f"canon_{module}"
    dist = work / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist), str(package_dir)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    wheel = next(dist.glob(f"canon_{module}-*.whl"))
    env_dir = work / "consumer"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    consumer = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run(
        [str(consumer), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)], check=True
    )
    schema = json.loads((package_dir / package / "schema.json").read_text(encoding="utf-8"))
    union, stream = stream_for(ROOT / config["modules"][module]["schemas"], schema)
    script = CONSUMER.format(package=package, version=config["modules"][module]["version"], union=union)
    # Run outside the repository so that only the installed wheel can be imported.
    subprocess.run([str(consumer), "-c", script], input=stream, check=True, cwd=work)


def main() -> None:
    config = json.loads((ROOT / "canon.config.json").read_text(encoding="utf-8"))
    packages = sorted(p.parent for p in ROOT.glob("packages/*/python/pyproject.toml"))
    if not packages:
        raise SystemExit("no generated Python packages found")
    for package_dir in packages:
        with tempfile.TemporaryDirectory(prefix="canon-python-install-") as temp:
            check(package_dir, config, Path(temp))


if __name__ == "__main__":
    main()
