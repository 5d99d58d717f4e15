#!/usr/bin/env bash
# Validates every scene, case and trace file under Fixtures/ against docs/schemas/ with Python's jsonschema
# (installed from PyPI, pinned, when missing), so the schemas editors use stay true to what the reader accepts.
# (Fixtures/traces/webdriver-*.json are WebDriver action captures for `trace import`, not traces, and are left out.)
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
if ! "$PYTHON" -c 'import jsonschema' 2>/dev/null; then
    "$PYTHON" -m pip install --quiet "jsonschema==4.23.0"
fi
"$PYTHON" - <<'PY'
import glob, json, sys
import jsonschema
checks = [("docs/schemas/scene.schema.json", sorted(glob.glob("Fixtures/scenes/*.json"))),
          ("docs/schemas/case.schema.json", sorted(glob.glob("Fixtures/**/*.case.json", recursive=True))),
          ("docs/schemas/trace.schema.json", sorted(p for p in glob.glob("Fixtures/traces/*.json") if not p.split("/")[-1].startswith("webdriver-")))]
bad = 0
for schema_path, files in checks:
    schema = json.load(open(schema_path))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in files:
        for error in validator.iter_errors(json.load(open(path))):
            print(f"{path}: {'/'.join(map(str, error.path)) or '$'}: {error.message}")
            bad += 1
    print(f"check-schemas: {len(files)} file(s) against {schema_path}")
sys.exit(1 if bad else 0)
PY
