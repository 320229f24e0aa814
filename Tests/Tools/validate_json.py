#!/usr/bin/env python3
"""Validates Strut's JSON outputs against Schemas/*.schema.json (JSON Schema 2020-12).

Runs the strut binary given on every sample (run, with a --why query, a sweep, a file with
errors, a storyboard), on `check` of every golden check input and on `devices`, and checks
each document against its schema with the `jsonschema` package. Prints one line per
document and exits 1 on the first invalid one.

    python3 Tests/Tools/validate_json.py .build/debug/strut
"""
import json
import pathlib
import subprocess
import sys

import jsonschema
from referencing import Registry, Resource

root = pathlib.Path(__file__).resolve().parents[2]
strut = sys.argv[1]

schemas = {}
registry = Registry()
for path in sorted((root / "Schemas").glob("*.schema.json")):
    schema = json.loads(path.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    schemas[path.name] = schema
    resource = Resource.from_contents(schema)
    registry = registry.with_resource(path.name, resource).with_resource(schema["$id"], resource)


def validate(schema_name, arguments):
    result = subprocess.run([strut] + arguments, cwd=root, capture_output=True, text=True)
    document = json.loads(result.stdout)
    validator = jsonschema.Draft202012Validator(schemas[schema_name], registry=registry)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
    if errors:
        print(f"INVALID {' '.join(arguments)}: {errors[0].message} at {list(errors[0].path)}")
        sys.exit(1)
    print(f"valid   {schema_name:20} strut {' '.join(arguments)} (exit {result.returncode})")


samples = sorted(p.relative_to(root) for p in (root / "Samples").glob("*.layout"))
for sample in samples:
    validate("run.schema.json", ["run", str(sample), "--format", "json"])
validate("run.schema.json", ["run", "Samples/profile.layout", "--format", "json", "--why", "avatar.x", "--exercise-ambiguity"])
validate("run.schema.json", ["run", "Samples/banner.layout", "--format", "json", "--sweep", "scrolled=0:100:50"])
validate("run.schema.json", ["run", "Samples/login.storyboard", "--format", "json", "--device", "all"])
for bad in sorted((root / "Tests/StrutCLITests/Golden/check").glob("*.layout")):
    validate("run.schema.json", ["run", str(bad.relative_to(root)), "--format", "json"])
checked = [str(p.relative_to(root)) for p in sorted((root / "Tests/StrutCLITests/Golden/check").iterdir())
           if p.suffix in (".layout", ".storyboard")]
validate("check.schema.json", ["check", "--format", "json"] + checked)
validate("check.schema.json", ["check", "--format", "json"] + [str(s) for s in samples])
validate("devices.schema.json", ["devices", "--format", "json"])
print("all valid")
