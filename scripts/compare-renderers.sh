#!/usr/bin/env bash
# Installs the render tools if missing, then compares how librsvg, resvg and
# headless Chromium render the SVG goldens. All arguments go to
# scripts/compare-renderers.py (see its --help); the Markdown table is printed
# on stdout, progress and installer messages on stderr.
#
#   scripts/compare-renderers.sh                         # every SVG under Fixtures/
#   scripts/compare-renderers.sh --report out/renderers.md --max-diff 96 Fixtures/scenes
#
# Environment: PYTHON (interpreter to use, default python3).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PY="${PYTHON:-python3}"
bash "$here/install-render-tools.sh"
exec "$PY" "$here/compare-renderers.py" "$@"
