"""Reads samples (one JSON object per line: type, text) from standard input and prints one verdict
per line from the generated package named by the first argument: "1" accepted, "0" rejected with
the package's ValidationError, "X:<class>" when anything else escaped (a defect)."""

import importlib
import json
import sys


def main() -> None:
    package = importlib.import_module(sys.argv[1])
    out = []
    for line in sys.stdin:
        if not line.strip():
            continue
        sample = json.loads(line)
        try:
            package.validate(sample["type"], json.loads(sample["text"]))
            out.append("1")
        except package.ValidationError:
            out.append("0")
        except BaseException as error:  # noqa: BLE001 - any other escape is what this run looks for
            out.append(f"X:{type(error).__name__}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
