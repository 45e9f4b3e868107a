"""Reads samples (one JSON object per line: module, type, text) from standard input and prints
one verdict per line: "1" accepted, "0" rejected with the package's ValidationError, or
"X:<class>" when anything else escaped (a defect: validate must only raise ValidationError)."""

import importlib
import json
import sys

packages: dict = {}


def package_of(module: str):
    # Imported on first use: a batch of one module does not pay for building the others' models.
    if module not in packages:
        packages[module] = importlib.import_module(f"canon_{module}") if module in ("agui", "openwop", "meup") else None
        # validate is imported lazily, with the models: a package whose models do not import
        # fails the whole run here, rather than once per document as an escaped error.
        if packages[module] is not None:
            _ = packages[module].validate
    return packages[module]


def verdict(sample: dict) -> str:
    package = package_of(sample["module"])
    if package is None:
        return "?"
    try:
        package.validate(sample["type"], json.loads(sample["text"]))
        return "1"
    except package.ValidationError:
        return "0"
    except BaseException as error:  # noqa: BLE001 - any other escape is what this run looks for
        return f"X:{type(error).__name__}"


def main() -> None:
    out = []
    for line in sys.stdin:
        if line.strip():
            out.append(verdict(json.loads(line)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
