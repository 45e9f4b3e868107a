"""Reads samples (one JSON object per line: module, type, text) and prints, per line, what parse in
its default (tolerant) mode made of it as JSON: status ok (with the output), unknown (with the tag)
or error, and the warnings. "X:<class>" status when anything but ValidationError escaped."""

import importlib
import json
import sys

packages = {name: importlib.import_module(f"canon_{name}") for name in ("agui", "openwop", "meup")}


def result(sample: dict) -> dict:
    package = packages.get(sample["module"])
    if package is None:
        return {"status": "?"}
    warnings: list = []
    try:
        value = package.parse(sample["type"], sample["text"], warnings=warnings)
        if isinstance(value, package.Unknown):
            found = {"status": "unknown", "tag": value.tag}
        else:
            found = {"status": "ok", "output": json.loads(package.to_json(value, sample["type"]))}
    except package.ValidationError:
        found = {"status": "error"}
    except BaseException as error:  # noqa: BLE001 - any other escape is what this run looks for
        return {"status": f"X:{type(error).__name__}"}
    found["warnings"] = [{"code": w.code, "path": w.path} for w in warnings]
    return found


def main() -> None:
    out = []
    for line in sys.stdin:
        if line.strip():
            out.append(json.dumps(result(json.loads(line)), ensure_ascii=False))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
