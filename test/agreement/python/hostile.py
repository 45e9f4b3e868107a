"""Hostile input for the Python packages. Reads lines {module, union, b64} and, for each, runs the
union's parser in strict and tolerant mode on the raw bytes, then `validate` on the decoded value
(when Python can decode it at all). Prints one line per input: a verdict per call, "1" accepted,
"0" rejected with the package's ValidationError, "-" not applicable, "X:<class>" anything else,
and "M" if the decoded value changed under validate (inputs must never be mutated)."""

import base64
import copy
import importlib
import json
import re
import sys

packages = {name: importlib.import_module(f"canon_{name}") for name in ("agui", "openwop", "meup")}


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def call(package, run) -> str:
    try:
        run()
        return "1"
    except package.ValidationError:
        return "0"
    except BaseException as error:  # noqa: BLE001 - any other escape is a defect
        return f"X:{type(error).__name__}"


def judge(sample: dict) -> str:
    package = packages[sample["module"]]
    raw = base64.b64decode(sample["b64"])
    parse = getattr(package, f"parse_{snake(sample['union'])}")
    verdicts = [call(package, lambda: parse(raw, mode="strict")), call(package, lambda: parse(raw, mode="tolerant"))]
    try:
        value = json.loads(raw)
    except (ValueError, RecursionError):
        return " ".join(verdicts + ["-"])
    before = copy.deepcopy(value) if not isinstance(value, (dict, list)) or len(raw) < 1_000_000 else None
    verdicts.append(call(package, lambda: package.validate(sample["union"], value)))
    if before is not None and before != value:
        verdicts.append("M")
    return " ".join(verdicts)


def main() -> None:
    sys.setrecursionlimit(4000)
    for line in sys.stdin:
        if line.strip():
            print(judge(json.loads(line)), flush=True)


if __name__ == "__main__":
    main()
