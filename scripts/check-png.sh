#!/usr/bin/env bash
# Checks our PNG and APNG output with tools that are not ours: Debian's pngcheck, Python's zlib and Pillow.
#
# Writes our PNGs of every golden (still frames and sequence contact sheets, at --scale, default 2) and an APNG of
# every sequence's replay with `swift test --filter GoldenPNGTests` (RENDER_PNG_OUT, RENDER_APNG), then for each file:
#   - pngcheck -q must pass (it knows acTL/fcTL/fdAT);
#   - every chunk's CRC, the IHDR, and the zlib stream of the IDATs (and each fdAT) must check out in Python's zlib,
#     and the inflated size must be height x (1 + width x bytes per pixel);
#   - Pillow must open and decode it, with the right size; for an APNG, the frame count and the sum of the frame
#     durations must match the acTL and fcTL chunks.
# Installs pngcheck (apt) when missing. Exit status 0 when every file passes, 1 otherwise.
#
#   scripts/check-png.sh [--scale 1|2|3] [--out DIR]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
scale=2
out="$repo/.build/png-check"
while [ $# -gt 0 ]; do
    case "$1" in
        --scale) scale="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        *) echo "usage: scripts/check-png.sh [--scale 1|2|3] [--out DIR]" >&2; exit 2 ;;
    esac
done
if ! command -v pngcheck >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
    echo "check-png: installing pngcheck" >&2
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends pngcheck >/dev/null 2>&1 \
        || { $SUDO apt-get update >/dev/null && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends pngcheck >/dev/null; }
fi
rm -rf "$out"
echo "check-png: writing our PNGs and APNGs to $out" >&2
(cd "$repo" && RENDER_PNG_OUT="$out" RENDER_PNG_SCALE="$scale" RENDER_APNG=1 swift test --filter GoldenPNGTests >/dev/null)
status=0
while IFS= read -r -d '' file; do
    if ! pngcheck -q "$file" >/dev/null; then
        echo "FAIL pngcheck: $file" >&2
        pngcheck "$file" >&2 || true
        status=1
    fi
done < <(find "$out" -name '*.png' -print0 | sort -z)
python3 - "$out" <<'PY' || status=1
import struct, sys, zlib
from pathlib import Path
from PIL import Image

failures = 0
files = sorted(Path(sys.argv[1]).rglob("*.png"))
for path in files:
    data = path.read_bytes()
    try:
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
        chunks, i = [], 8
        while i < len(data):
            n, = struct.unpack(">I", data[i:i + 4])
            kind, body = data[i + 4:i + 8], data[i + 8:i + 8 + n]
            crc, = struct.unpack(">I", data[i + 8 + n:i + 12 + n])
            assert zlib.crc32(kind + body) == crc, f"CRC of {kind}"
            chunks.append((kind, body))
            i += 12 + n
        w, h, depth, color = struct.unpack(">IIBB", chunks[0][1][:10])
        bpp = {2: 3, 6: 4}[color]
        raw = zlib.decompress(b"".join(b for k, b in chunks if k == b"IDAT"))
        assert len(raw) == h * (1 + w * bpp), "IDAT size"
        frames, seconds = 0, 0.0
        for k, b in chunks:
            if k == b"fcTL":
                frames += 1
                fw, fh = struct.unpack(">II", b[4:12])
                num, den = struct.unpack(">HH", b[20:24])
                seconds += num / (den or 100)
            if k == b"fdAT":
                assert len(zlib.decompress(b[4:])) == fh * (1 + fw * 4), "fdAT size"
        with Image.open(path) as im:
            im.load()
            assert im.size == (w, h), "Pillow size"
            if frames:
                actl = next(b for k, b in chunks if k == b"acTL")
                assert struct.unpack(">I", actl[:4])[0] == frames == im.n_frames, "frame count"
                total = 0
                for f in range(im.n_frames):
                    im.seek(f)
                    im.load()
                    total += im.info.get("duration", 0)
                assert abs(total / 1000 - seconds) < 0.002 * frames + 0.001, f"durations {total} ms vs {seconds} s"
        print(f"ok   {path.relative_to(sys.argv[1])}: {w}x{h}, {len(data)} bytes" + (f", {frames} frames, {seconds:.3f} s" if frames else ""))
    except Exception as exc:  # noqa: BLE001 - report and go on
        failures += 1
        print(f"FAIL {path}: {exc}", file=sys.stderr)
print(f"check-png: {len(files) - failures} of {len(files)} files pass", file=sys.stderr)
sys.exit(1 if failures else 0)
PY
exit $status
