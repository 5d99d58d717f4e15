#!/usr/bin/env bash
# Installs what scripts/measure-inter.py needs to regenerate
# Sources/SceneGraph/InterMetrics.swift:
#   - Debian's fonts-inter (Inter 3.019 on bookworm), the reference font;
#   - fontTools from PyPI, pinned.
# Idempotent: skips whatever is already installed. Meant to run as root on
# Debian 12 (uses sudo when run as another user and sudo exists).
#
# Environment:
#   PYTHON  interpreter to install fontTools for (default: python3 on PATH)
set -euo pipefail

FONTTOOLS_VERSION="4.68.0"
PYTHON="${PYTHON:-python3}"

SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
fi

apt_updated=0
apt_install() {
    # apt_install PKG... : installs the packages that are not installed yet.
    local missing=()
    local pkg status
    for pkg in "$@"; do
        status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
        if [ "$status" != "install ok installed" ]; then
            missing+=("$pkg")
        fi
    done
    if [ "${#missing[@]}" -eq 0 ]; then
        return 0
    fi
    if [ "$apt_updated" -eq 0 ]; then
        $SUDO apt-get update
        apt_updated=1
    fi
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
}

# 1. The font.
apt_install fonts-inter
echo "fonts-inter $(dpkg-query -W -f='${Version}' fonts-inter) installed"

# 2. Python (a fresh Debian 12 has python3 but not pip).
if ! command -v "$PYTHON" >/dev/null 2>&1; then
    apt_install python3
    PYTHON=python3
fi

installed_fonttools() {
    "$PYTHON" -c 'import fontTools, sys; sys.stdout.write(fontTools.version)' 2>/dev/null || true
}

if [ "$(installed_fonttools)" = "$FONTTOOLS_VERSION" ]; then
    echo "fonttools $FONTTOOLS_VERSION already installed for $PYTHON"
    exit 0
fi

if ! "$PYTHON" -m pip --version >/dev/null 2>&1; then
    apt_install python3-pip
fi

pip_install() {
    "$PYTHON" -m pip install --disable-pip-version-check "$@" "fonttools==$FONTTOOLS_VERSION"
}
# Debian 12's own python3 is "externally managed" (PEP 668) and refuses a
# plain pip install; a pyenv/venv interpreter accepts it. fontTools is pure
# Python with no dependencies, so installing it next to Debian's packages is
# harmless.
if ! pip_install; then
    echo "plain pip install refused; retrying with --break-system-packages" >&2
    pip_install --break-system-packages
fi

got="$(installed_fonttools)"
if [ "$got" != "$FONTTOOLS_VERSION" ]; then
    echo "fonttools $FONTTOOLS_VERSION not importable by $PYTHON (got '${got}')" >&2
    exit 1
fi
echo "fonttools $got installed for $PYTHON"
