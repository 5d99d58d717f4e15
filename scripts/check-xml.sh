#!/usr/bin/env bash
# Checks that every SVG under the given paths (default: Fixtures/ of the
# repository, any depth) is well-formed XML, with `xmllint --noout`.
# Installs libxml2-utils when xmllint is missing (apt-get; root or sudo).
# Exits 1 and lists the offending files when any file fails; 2 when a given
# path does not exist.
#
#   scripts/check-xml.sh [PATH...]
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if ! command -v xmllint >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && SUDO="sudo"
    echo "check-xml: installing libxml2-utils (xmllint)" >&2
    log="$(mktemp)"
    if ! { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update &&
           $SUDO env DEBIAN_FRONTEND=noninteractive \
               apt-get install -y --no-install-recommends libxml2-utils; } >"$log" 2>&1; then
        tail -n 20 "$log" >&2
        rm -f "$log"
        echo "check-xml: could not install libxml2-utils" >&2
        exit 1
    fi
    rm -f "$log"
fi

if [ "$#" -eq 0 ]; then
    set -- "$repo/Fixtures"
fi

files=()
for p in "$@"; do
    if [ -d "$p" ]; then
        while IFS= read -r -d '' f; do files+=("$f"); done \
            < <(find "$p" -type f -name '*.svg' -print0 | LC_ALL=C sort -z)
    elif [ -f "$p" ]; then
        files+=("$p")
    else
        echo "check-xml: no such file or folder: $p" >&2
        exit 2
    fi
done

bad=()
for f in "${files[@]+"${files[@]}"}"; do
    # --nonet: never fetch a DTD or entity from the network.
    if ! xmllint --noout --nonet "$f"; then
        bad+=("$f")
    fi
done

if [ "${#bad[@]}" -gt 0 ]; then
    echo "check-xml: ${#bad[@]} of ${#files[@]} SVG file(s) are not well-formed XML:" >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
if [ "${#files[@]}" -eq 0 ]; then
    echo "check-xml: no SVG files found under: $*" >&2
else
    echo "check-xml: ${#files[@]} SVG file(s) well-formed" >&2
fi
