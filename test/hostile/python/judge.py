"""Judges JSON documents the way a Python receiver reads them. Reads lines {module, type, b64,
union} and prints one line per input with three verdicts: validate_json(type, bytes), then the
union's parser in strict and in tolerant mode on the same bytes ("-" when the type is not a
union; with --strict-only the tolerant column is always "-"). "1" accepted,
"0" refused with the package's ValidationError, "X:<class>" anything else escaped (a defect)."""

import base64
import importlib
import json
import re
import sys

MODES = ("strict",) if "--strict-only" in sys.argv else ("strict", "tolerant")

packages = {name: importlib.import_module(f"canon_{name}") for name in ("agui", "openwop", "meup")}


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def call(package, run) -> str:
    try:
        run()
        return "1"
    except package.ValidationError:
        return "0"
    except BaseException as error:  # noqa: BLE001 - any other escape is what this run looks for
        return f"X:{type(error).__name__}"


def judge(sample: dict) -> str:
    package = packages[sample["module"]]
    raw = base64.b64decode(sample["b64"])
    verdicts = [call(package, lambda: package.validate_json(sample["type"], raw))]
    parse = package.PARSERS.get(sample["type"])
    for mode in MODES:
        verdicts.append("-" if parse is None else call(package, lambda: parse(raw, mode=mode)))
    if len(MODES) == 1:
        verdicts.append("-")
    return " ".join(verdicts)


def main() -> None:
    out = []
    for line in sys.stdin:
        if line.strip():
            out.append(judge(json.loads(line)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
