#!/usr/bin/env bash
# Builds render-cli for CI machines without a Swift toolchain: on Linux a binary with the Swift runtime and
# Foundation linked in (--static-swift-stdlib), needing only the C library; on macOS the ordinary release build.
# Writes dist/render-cli-VERSION-OS-ARCH and prints its path.
#   scripts/release.sh            # build and package
set -euo pipefail
cd "$(dirname "$0")/.."
case "$(uname -s)" in
    Linux) flags=(--static-swift-stdlib); os=linux ;;
    Darwin) flags=(); os=macos ;;
    *) echo "release: unsupported system $(uname -s)" >&2; exit 1 ;;
esac
swift build -c release --product render-cli "${flags[@]}"
bin="$(swift build -c release --show-bin-path)/render-cli"
version=$("$bin" --version | awk '{print $2}')
mkdir -p dist
out="dist/render-cli-$version-$os-$(uname -m)"
cp "$bin" "$out"
# The binary must run from anywhere, and on Linux must not need the toolchain's shared Swift libraries.
(cd / && "$OLDPWD/$out" --version >/dev/null)
if [ "$os" = linux ] && ldd "$out" | grep -q "libswift\|libFoundation"; then
    echo "release: $out still needs the toolchain's shared libraries:" >&2
    ldd "$out" >&2
    exit 1
fi
echo "$out"
