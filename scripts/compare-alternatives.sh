#!/usr/bin/env bash
# Installs librsvg, Chromium and fonts (scripts/install-render-tools.sh), builds render-cli for release, and prints
# what one frame costs us against an rsvg-convert process, a Chromium process and a persistent Chromium per frame.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bash "$here/install-render-tools.sh" >/dev/null
(cd "$here/.." && swift build -c release --product render-cli >/dev/null)
exec python3 "$here/compare-alternatives.py" "$@"
