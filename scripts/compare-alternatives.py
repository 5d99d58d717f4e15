#!/usr/bin/env python3
"""What a frame costs us against what a user would do instead, on the same frames.

Usage:
    scripts/compare-alternatives.py [--frames 60] [--chromium-processes 8] [--scale 2]

Renders the price drag (Fixtures/scenes/price.json × Fixtures/traces/price-drag.json) with the release
render-cli, as SVG frames and as PNG frames at --scale, then rasterises the same SVG frames:
  * with one rsvg-convert process per frame (librsvg, Debian's librsvg2-bin);
  * with one headless Chromium process per frame (`chromium --headless --screenshot`), on a few frames;
  * with one persistent headless Chromium taking a screenshot of each frame over the DevTools pipe.
Prints a Markdown table of the cost per frame and the ratio to ours. Wall-clock times on this machine; run
scripts/install-render-tools.sh first (scripts/compare-alternatives.sh does both).
"""

import argparse
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import importlib.util  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("compare_renderers", REPO / "scripts" / "compare-renderers.py")
compare = importlib.util.module_from_spec(spec)
sys.modules["compare_renderers"] = compare
spec.loader.exec_module(compare)


def timed(cmd, **kw):
    t0 = time.monotonic()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kw)
    return time.monotonic() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=60, help="frames rasterised by rsvg-convert and the persistent Chromium")
    parser.add_argument("--chromium-processes", type=int, default=8, help="frames rendered by a Chromium process each")
    parser.add_argument("--scale", type=float, default=2)
    args = parser.parse_args()

    cli = REPO / ".build" / "release" / "render-cli"
    if not cli.exists():
        subprocess.run(["swift", "build", "-c", "release", "--product", "render-cli"], cwd=REPO, check=True)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    rsvg = shutil.which("rsvg-convert")
    if not chromium or not rsvg:
        sys.exit("compare-alternatives: rsvg-convert and chromium are needed; run scripts/install-render-tools.sh")

    work = Path(tempfile.mkdtemp(prefix="compare-alternatives-"))
    try:
        scene = REPO / "Fixtures/scenes/price.json"
        trace = REPO / "Fixtures/traces/price-drag.json"
        svg_out, png_out = work / "svg", work / "png"
        # Ours: the whole pipeline (replay, scenes, files), one job so it is one core's cost.
        ours_svg = min(timed([str(cli), "render", str(scene), "--trace", str(trace), "--out", str(svg_out), "--jobs", "1"]) for _ in range(3))
        ours_png = min(timed([str(cli), "render", str(scene), "--trace", str(trace), "--out", str(png_out), "--jobs", "1",
                              "--format", "png", "--scale", str(int(args.scale))]) for _ in range(3))
        frames = sorted((svg_out / "frames").glob("*.svg"))
        n = len(frames)
        per_svg, per_png = ours_svg / n, ours_png / n
        sample = frames[: args.frames]

        t_rsvg = [timed([rsvg, "-z", str(args.scale), str(f), "-o", str(work / "r.png")]) for f in sample]
        t_proc = []
        for f in frames[: args.chromium_processes]:
            profile = tempfile.mkdtemp(prefix="compare-alternatives-profile-")
            t_proc.append(timed([chromium, "--headless", "--disable-gpu", "--no-sandbox", f"--user-data-dir={profile}",
                                 f"--screenshot={work / 'c.png'}", "--window-size=378,126",
                                 f"--force-device-scale-factor={args.scale}", f.resolve().as_uri()]))
            shutil.rmtree(profile, ignore_errors=True)
        session = compare.ChromiumSession(chromium, 30.0, [])
        try:
            session.screenshot(sample[0], work / "warm.png", (378, 126), args.scale)
            t_session = [session.screenshot(f, work / "p.png", (378, 126), args.scale) for f in sample]
        finally:
            session.close()

        def ms(x):
            return f"{x * 1000:.2f} ms" if x < 1 else f"{x:.2f} s"

        def median(xs):
            xs = sorted(xs)
            return xs[len(xs) // 2]

        rows = [
            ("render-cli, SVG frames (the whole pipeline, one core)", per_svg, n),
            ("render-cli, PNG frames at @%g (our rasteriser and encoder)" % args.scale, per_png, n),
            ("rsvg-convert, one process per frame", median(t_rsvg), len(t_rsvg)),
            ("headless Chromium, one process per frame", median(t_proc), len(t_proc)),
            ("one persistent headless Chromium, a screenshot per frame", median(t_session), len(t_session)),
        ]
        print(f"Frames of Fixtures/traces/price-drag.json ({n} at 60 fps), rasterised at @{args.scale:g}; median per frame.")
        print()
        print("| Way | Per frame | Frames measured | Times our SVG frame | Times our PNG frame |")
        print("|---|---:|---:|---:|---:|")
        for name, t, count in rows:
            print(f"| {name} | {ms(t)} | {count} | {t / per_svg:,.0f}× | {t / per_png:,.1f}× |")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
