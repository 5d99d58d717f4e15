#!/usr/bin/env bash
# Installs the tools used to check that the SVG goldens render the same in
# three renderers (see scripts/compare-renderers.py):
#
#   Debian: librsvg2-bin (rsvg-convert), chromium, fonts-inter, libxml2-utils (xmllint)
#   PyPI:   resvg-cli (the `resvg` binary), pillow, numpy
#
# Idempotent: installs only what is missing, and runs `apt-get update` only
# when a Debian package has to be installed. Meant to run as root on Debian 12
# (uses sudo when not root and sudo exists). Prints every package it installs.
#
# Environment:
#   PYTHON   python interpreter that compare-renderers.py will run with
#            (default: python3 on PATH). The PyPI packages go into its
#            environment.
set -euo pipefail

RESVG_CLI_VERSION="0.44.0"   # PyPI resvg-cli == resvg 0.44.0
PILLOW_VERSION="11.3.0"      # used only when pillow is missing
NUMPY_VERSION="2.2.6"        # used only when numpy is missing

APT_PACKAGES=(librsvg2-bin chromium fonts-inter libxml2-utils)

log() { echo "install-render-tools: $*" >&2; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    fi
fi

# apt/dpkg chatter goes to a log that is shown only when a step fails.
APT_LOG="$(mktemp "${TMPDIR:-/tmp}/install-render-tools.XXXXXX")"
trap 'rm -f "$APT_LOG"' EXIT
quiet() {
    if ! "$@" >>"$APT_LOG" 2>&1; then
        log "FAILED: $*"
        tail -n 40 "$APT_LOG" >&2
        exit 1
    fi
}

APT_UPDATED=0
apt_install() {
    # apt_install PKG... : install the given Debian packages (update lists once).
    if [ "$#" -eq 0 ]; then return 0; fi
    if [ "$APT_UPDATED" -eq 0 ]; then
        log "apt-get update"
        quiet $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
        APT_UPDATED=1
    fi
    log "apt-get install --no-install-recommends $*"
    quiet $SUDO env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "$@"
}

deb_installed() {
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# ---------------------------------------------------------------- Debian ----
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
    deb_installed "$pkg" || missing+=("$pkg")
done
# fontconfig's cache tools (fc-match) are used to report which font Inter
# resolves to; they come with chromium's dependencies, but ask explicitly.
command -v fc-match >/dev/null 2>&1 || missing+=(fontconfig)

PY="${PYTHON:-python3}"
if ! command -v "$PY" >/dev/null 2>&1; then
    missing+=(python3)
fi
if [ "${#missing[@]}" -gt 0 ]; then
    apt_install "${missing[@]}"
    if printf '%s\n' "${missing[@]}" | grep -qx fonts-inter; then
        fc-cache -f >/dev/null 2>&1 || true
    fi
else
    log "Debian packages already installed: ${APT_PACKAGES[*]}"
fi

# ----------------------------------------------------------------- PyPI ----
if ! "$PY" -m pip --version >/dev/null 2>&1; then
    # Debian's own python3 ships without pip.
    apt_install python3-pip
fi

PIP_ARGS=(--disable-pip-version-check --no-input)
# Debian 12's system python is "externally managed" (PEP 668); pyenv/venv
# pythons are not. Only add the override where it is needed.
if "$PY" - <<'EOF'
import os, sys, sysconfig
in_venv = sys.prefix != getattr(sys, "base_prefix", sys.prefix)
marker = os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")
sys.exit(0 if (os.path.exists(marker) and not in_venv) else 1)
EOF
then
    PIP_ARGS+=(--break-system-packages)
fi

pip_want=()
installed_resvg_cli="$("$PY" - <<'EOF'
try:
    from importlib.metadata import version
    print(version("resvg-cli"))
except Exception:
    print("")
EOF
)"
if [ "$installed_resvg_cli" != "$RESVG_CLI_VERSION" ]; then
    pip_want+=("resvg-cli==$RESVG_CLI_VERSION")
fi
"$PY" -c 'import PIL' >/dev/null 2>&1 || pip_want+=("pillow==$PILLOW_VERSION")
"$PY" -c 'import numpy' >/dev/null 2>&1 || pip_want+=("numpy==$NUMPY_VERSION")

if [ "${#pip_want[@]}" -gt 0 ]; then
    log "pip install ${pip_want[*]} (into $("$PY" -c 'import sys; print(sys.prefix)'))"
    quiet $SUDO env PIP_ROOT_USER_ACTION=ignore \
        "$PY" -m pip install "${PIP_ARGS[@]}" "${pip_want[@]}"
else
    log "PyPI packages already installed: resvg-cli==$RESVG_CLI_VERSION pillow numpy"
fi

# --------------------------------------------------------------- report ----
resvg_bin="$("$PY" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/resvg"
[ -x "$resvg_bin" ] || resvg_bin="$(command -v resvg || true)"
if [ -z "$resvg_bin" ] || [ ! -x "$resvg_bin" ]; then
    log "ERROR: resvg binary not found after installing resvg-cli"
    exit 1
fi

log "versions:"
{
    echo "  rsvg-convert: $(rsvg-convert --version 2>&1 | head -n1)"
    echo "  resvg:        $("$resvg_bin" --version 2>&1 | head -n1) ($resvg_bin)"
    echo "  chromium:     $(chromium --version 2>/dev/null | head -n1)"
    echo "  xmllint:      $(xmllint --version 2>&1 | head -n1)"
    echo "  python:       $("$PY" -c 'import sys,PIL,numpy; print(sys.version.split()[0], "pillow", PIL.__version__, "numpy", numpy.__version__)')"
    echo "  Inter 600:    $(fc-match 'Inter:semibold' 2>/dev/null || echo '?')"
} >&2
