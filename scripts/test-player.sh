#!/usr/bin/env bash
# Installs the render tools if missing (headless Chromium among them), then
# checks the HTML player of a frames folder in headless Chromium. All
# arguments go to scripts/test-player.py (see its --help).
#
#   scripts/test-player.sh out/price-drag
#   scripts/test-player.sh out/price-drag --screenshot out/player.png
#
# Environment: PYTHON (interpreter to use, default python3), CHROMIUM (browser).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PY="${PYTHON:-python3}"
bash "$here/install-render-tools.sh"
exec "$PY" "$here/test-player.py" "$@"
