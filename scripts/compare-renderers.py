#!/usr/bin/env python3
"""Rasterise SVG goldens with three renderers and report how far they differ.

For every ``*.svg`` under the given paths (default: ``Fixtures/`` of the
repository, any depth) this renders the file at 2x scale with

  * librsvg   (``rsvg-convert``, Debian ``librsvg2-bin``)
  * resvg     (``resvg``, PyPI ``resvg-cli``)
  * Chromium  (headless ``chromium``, Debian ``chromium``)

to ``<out>/<relative path without .svg>.<renderer>.png`` (default out:
``.build/renderers/`` of the repository), composites each PNG over white and
prints a Markdown table with, for each renderer pair, the largest per-channel
difference (0-255) and the percentage of pixels whose largest channel
difference exceeds ``--threshold`` (default 16). The last row holds the
overall maxima. Rows are sorted by path, so the output is deterministic for a
given set of tools. Progress and timings go to stderr, one line per file.

Chromium runs as ONE headless session for the whole run, driven over the
DevTools protocol on a pipe (``--remote-debugging-pipe``, stdlib only): the
viewport is set to the SVG's width x height with deviceScaleFactor = scale,
the page background is transparent, the SVG file itself is navigated to and
screenshotted. Starting Chromium costs about 1 s; each file then costs tens of
milliseconds. ``--chromium-mode cli`` instead starts one
``chromium --headless --screenshot`` per file (about 0.8-1.5 s per file),
kept as a cross-check of the session mode.

Every PNG is checked to be exactly ceil(W*scale) x ceil(H*scale) (W, H from
the SVG's width/height, else its viewBox); a PNG of another size is cropped
or padded with transparency and noted in the table.

Renderers run in parallel with at most ``--jobs`` (<= 2) rasterisations at a
time; the Chromium session serves one screenshot at a time.

Exit status: 0 when every renderer produced every image; 1 when a renderer
failed to produce an image (or the SVG could not be read); 3 when
``--max-diff N`` is given and some pair differs by more than N, or
``--max-percent P`` is given and some pair has more than P % of its pixels
above the threshold (failures take precedence); 2 on usage errors.

Our own PNG (issue 12) is a fourth column: for every golden under
``Fixtures/`` the script first has ``swift test --filter GoldenPNGTests``
write our PNG of the same scene and the scene as ``--text paths`` SVG
(``RENDER_PNG_OUT``, ``RENDER_PNG_SCALE``; ``--ours DIR`` uses PNGs made
before, ``--ours none`` skips them). A second table sets ours against resvg,
against resvg's rendering of the ``--text paths`` SVG (``resvg-paths``: the
same glyphs and positions as ours, so only rasterisation differs), librsvg
and Chromium. ``--ours-max-percent P`` exits 3 when ours/resvg or
ours/resvg-paths has more than P % of its pixels above the threshold.

``--visuals`` also writes ``<name>.sheet.png`` per file: the three renders
over white stacked top to bottom (rsvg, resvg, chromium), then one diff map
per pair (rsvg/resvg, rsvg/chromium, resvg/chromium; grey = small difference,
red = above the threshold).

Tool locations can be overridden with the environment variables RSVG_CONVERT,
RESVG and CHROMIUM. Run ``scripts/install-render-tools.sh`` first (the
wrapper ``scripts/compare-renderers.sh`` does).
"""

from __future__ import annotations

import argparse
import base64
import concurrent.futures
import math
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cdp_pipe  # noqa: E402  (scripts/cdp_pipe.py)

try:
    import numpy as np
    from PIL import Image
except ImportError as exc:  # pragma: no cover - depends on the machine
    sys.exit(f"compare-renderers: {exc}; run scripts/install-render-tools.sh first")

REPO = Path(__file__).resolve().parent.parent
RENDERERS = ("rsvg", "resvg", "chromium")
PAIRS = (("rsvg", "resvg"), ("rsvg", "chromium"), ("resvg", "chromium"))
# Our PNG and resvg's rendering of our text-as-paths SVG of the same scene.
OURS = ("ours", "resvg-paths")
OUR_PAIRS = (("ours", "resvg"), ("ours", "resvg-paths"), ("ours", "rsvg"), ("ours", "chromium"))


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# SVG size
# --------------------------------------------------------------------------

_UNITS = {"": 1.0, "px": 1.0, "pt": 96 / 72, "pc": 16.0, "in": 96.0,
          "cm": 96 / 2.54, "mm": 96 / 25.4}
_NUM = r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"


def _length(value: str | None) -> float | None:
    if value is None:
        return None
    m = re.fullmatch(rf"\s*({_NUM})\s*([a-zA-Z%]*)\s*", value)
    if not m or m.group(2).lower() not in _UNITS:
        return None  # percentages, em, ... : fall back to the viewBox
    return float(m.group(1)) * _UNITS[m.group(2).lower()]


def svg_size(path: Path) -> tuple[float, float]:
    """CSS pixel size of the SVG's root viewport (width/height, else viewBox)."""
    root = ET.parse(path).getroot()
    if not root.tag.endswith("svg"):
        raise ValueError(f"root element is <{root.tag}>, not <svg>")
    w, h = _length(root.get("width")), _length(root.get("height"))
    vb = None
    if root.get("viewBox"):
        parts = [float(p) for p in re.split(r"[\s,]+", root.get("viewBox").strip())]
        if len(parts) == 4 and parts[2] > 0 and parts[3] > 0:
            vb = parts
    if w is None and h is None:
        if vb is None:
            raise ValueError("no usable width/height or viewBox")
        w, h = vb[2], vb[3]
    elif w is None:
        w = h * vb[2] / vb[3] if vb else h
    elif h is None:
        h = w * vb[3] / vb[2] if vb else w
    if w <= 0 or h <= 0:
        raise ValueError(f"non-positive size {w}x{h}")
    return w, h


def pixel_size(w: float, h: float, scale: float) -> tuple[int, int]:
    return math.ceil(w * scale - 1e-6), math.ceil(h * scale - 1e-6)


# --------------------------------------------------------------------------
# Tools
# --------------------------------------------------------------------------

def find_tool(env: str, *names: str, extra_dirs: tuple[str, ...] = ()) -> str | None:
    if os.environ.get(env):
        return os.environ[env]
    for d in extra_dirs:
        for n in names:
            p = Path(d) / n
            if p.is_file() and os.access(p, os.X_OK):
                return str(p)
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    return None


def tool_version(cmd: list[str]) -> str:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
        line = (out.stdout or out.stderr).strip().splitlines()
        return line[0].strip() if line else "?"
    except (OSError, subprocess.TimeoutExpired):
        return "?"


def fc_family(generic: str) -> str | None:
    """The family fontconfig picks for a generic name (what librsvg/Chromium use)."""
    try:
        out = subprocess.run(["fc-match", "-f", "%{family[0]}", generic],
                             capture_output=True, text=True, timeout=30)
        return out.stdout.strip() or None
    except (OSError, subprocess.TimeoutExpired):
        return None


def inter_font() -> str:
    """Which font fontconfig gives for Inter at weight 600 (the goldens' text)."""
    try:
        out = subprocess.run(["fc-match", "-f", "%{family[0]}\t%{style[0]}\t%{file}",
                              "Inter:semibold"], capture_output=True, text=True, timeout=30)
        fam, style, path = (out.stdout.split("\t") + ["", "", ""])[:3]
        return f"{fam} {style} ({Path(path).name})" if fam else "?"
    except (OSError, subprocess.TimeoutExpired):
        return "? (fc-match not found)"


class RenderError(Exception):
    pass


def run_tool(cmd: list[str], out_png: Path, timeout: float) -> str:
    """Run a command that should write out_png; return its stderr (warnings)."""
    if out_png.exists():
        out_png.unlink()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise RenderError(f"timed out after {timeout:g}s")
    except OSError as exc:
        raise RenderError(str(exc))
    err = (proc.stderr or "").strip()
    if proc.returncode != 0:
        last = err.splitlines()[-1].strip() if err else ""
        raise RenderError(f"exit {proc.returncode}" + (f": {last}" if last else ""))
    if not out_png.is_file() or out_png.stat().st_size == 0:
        raise RenderError("no image written")
    return err


# --------------------------------------------------------------------------
# Chromium: one headless session over --remote-debugging-pipe
# --------------------------------------------------------------------------

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    "--force-color-profile=srgb",
    *cdp_pipe.QUIET_FLAGS,
]


CLI_EXTRA_HEIGHT = 200  # see Renderer.render, --chromium-mode cli


SETTLE_JS = """
Promise.race([
  (document.fonts ? document.fonts.ready : Promise.resolve()).then(() =>
    new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(1))))),
  new Promise(r => setTimeout(() => r(0), 1000)),
])
"""


class ChromiumSession(cdp_pipe.Chromium):
    """One headless Chromium page that screenshots SVG files.

    The pipe transport (start, commands, events, close) is cdp_pipe.Chromium.
    """

    Error = RenderError
    watch_process = False  # wait on the pipe only
    closed_text = "Chromium exited"
    close_wait = 5.0

    def __init__(self, binary: str, timeout: float, extra: list[str]):
        self.lock = threading.Lock()
        super().__init__(binary, [*CHROMIUM_FLAGS, *extra], "compare-renderers-chromium-",
                         timeout=timeout)
        try:
            self.attach()
            self.call("Page.enable")
            self.call("Emulation.setDefaultBackgroundColorOverride",
                      {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        except Exception:
            self.print_log_tail()
            self.close()
            raise

    def print_log_tail(self, lines: int = 15) -> None:
        """Copy the end of Chromium's own log to stderr (it is deleted on close)."""
        text = self.log_text()
        if text is None:
            return
        useful = [t for t in text.strip().splitlines() if "dbus" not in t and "DBus" not in t]
        if useful:
            log("compare-renderers: end of Chromium's log:")
            for t in useful[-lines:]:
                log("    " + t)

    def screenshot(self, svg: Path, out_png: Path, size_css: tuple[float, float],
                   scale: float) -> float:
        """Render svg to out_png; return the seconds spent (without lock wait)."""
        w, h = (math.ceil(v - 1e-6) for v in size_css)
        with self.lock:
            t0 = time.monotonic()
            self.call("Emulation.setDeviceMetricsOverride",
                      {"width": w, "height": h, "deviceScaleFactor": scale, "mobile": False})
            self.events.clear()
            nav = self.call("Page.navigate", {"url": svg.resolve().as_uri()})
            if nav.get("errorText"):
                raise RenderError(f"navigation failed: {nav['errorText']}")
            self.wait_event("Page.loadEventFired")
            # System fonts need no download, but let font loading settle and
            # two frames pass before the screenshot (capped at 1 s).
            self.call("Runtime.evaluate", {"expression": SETTLE_JS, "awaitPromise": True})
            shot = self.call("Page.captureScreenshot",
                             {"format": "png", "fromSurface": True,
                              "captureBeyondViewport": False})
            elapsed = time.monotonic() - t0
        out_png.write_bytes(base64.b64decode(shot["data"]))
        return elapsed


# --------------------------------------------------------------------------
# Images
# --------------------------------------------------------------------------

def load_over_white(png: Path, want: tuple[int, int]) -> tuple[np.ndarray, str | None]:
    """RGB values (0-255, int16) of the PNG composited over white, cropped or
    padded (transparent, i.e. white) to want."""
    with Image.open(png) as im:
        im.load()
        rgba = im.convert("RGBA")
    note = None
    if rgba.size != want:
        note = f"{rgba.size[0]}x{rgba.size[1]} px, cropped/padded to {want[0]}x{want[1]}"
        fixed = Image.new("RGBA", want, (0, 0, 0, 0))
        fixed.paste(rgba.crop((0, 0, min(want[0], rgba.size[0]), min(want[1], rgba.size[1]))),
                    (0, 0))
        rgba = fixed
    a = np.asarray(rgba, dtype=np.float64) / 255.0
    rgb = a[..., :3] * a[..., 3:4] + (1.0 - a[..., 3:4])
    return np.rint(rgb * 255.0).astype(np.int16), note


@dataclass
class PairDiff:
    max_diff: int
    pct_over: float


@dataclass
class FileResult:
    rel: str
    size: tuple[int, int] | None = None
    times: dict[str, float] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    pairs: dict[tuple[str, str], PairDiff] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


def save_visuals(base: Path, imgs: dict[str, np.ndarray], threshold: int) -> None:
    """<base>.sheet.png: the three renders over white, stacked, plus a diff map
    per pair (white = equal, grey = small difference, red = above threshold)."""
    tiles = []
    for r in RENDERERS + OURS:
        if r in imgs:
            tiles.append(imgs[r].astype(np.uint8))
    for a, b in PAIRS + OUR_PAIRS:
        if a in imgs and b in imgs:
            d = np.abs(imgs[a] - imgs[b]).max(axis=2)
            vis = np.full(d.shape + (3,), 255, dtype=np.uint8)
            g = (255 - np.minimum(255, d * 4)).astype(np.uint8)
            vis[..., 0] = vis[..., 1] = vis[..., 2] = g
            over = d > threshold
            vis[over] = (220, 0, 0)
            tiles.append(vis)
    if not tiles:
        return
    h, w = tiles[0].shape[:2]
    gap = 6
    sheet = np.full((len(tiles) * h + (len(tiles) - 1) * gap, w, 3), 200, dtype=np.uint8)
    for i, t in enumerate(tiles):
        sheet[i * (h + gap): i * (h + gap) + h] = t
    Image.fromarray(sheet).save(str(base) + ".sheet.png")


# --------------------------------------------------------------------------
# Main work
# --------------------------------------------------------------------------

@dataclass
class Job:
    svg: Path
    rel: str


def collect(paths: list[str]) -> list[Job]:
    jobs: dict[str, Job] = {}
    for arg in paths:
        p = Path(arg)
        if not p.exists():
            raise FileNotFoundError(arg)
        rp = p.resolve()
        files = [rp] if rp.is_file() else sorted(f for f in rp.rglob("*.svg") if f.is_file())
        anchor = rp.parent  # used for files outside the repository
        for f in files:
            try:
                rel = f.relative_to(REPO).as_posix()
            except ValueError:
                rel = f.relative_to(anchor).as_posix()
            jobs.setdefault(rel, Job(f, rel))
    return [jobs[k] for k in sorted(jobs)]


class Renderer:
    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.scale = args.scale
        self.timeout = args.timeout
        scripts = sysconfig.get_path("scripts")
        self.rsvg = find_tool("RSVG_CONVERT", "rsvg-convert")
        self.resvg = find_tool("RESVG", "resvg", extra_dirs=(scripts,) if scripts else ())
        self.chromium = find_tool("CHROMIUM", "chromium", "chromium-browser")
        self.resvg_fonts: list[str] = []
        # resvg has its own defaults for generic families (Arial, Times New
        # Roman, ...); give it fontconfig's picks so that a fallback to a
        # generic family lands on the same font as librsvg and Chromium.
        for generic, flag in (("sans-serif", "--sans-serif-family"),
                              ("serif", "--serif-family"),
                              ("monospace", "--monospace-family")):
            fam = fc_family(generic)
            if fam:
                self.resvg_fonts += [flag, fam]
        self.session: ChromiumSession | None = None
        self.session_lock = threading.Lock()
        self.session_start_time: float | None = None
        self.session_failed: str | None = None

    # ---- ours ----------------------------------------------------------

    ours_dir: Path | None = None

    def prepare_ours(self, out_dir: Path) -> None:
        """Find or make our PNGs: --ours none skips them, --ours DIR reads them from DIR, --ours auto (default) has
        `swift test --filter GoldenPNGTests` write them to <out>/ours at the comparison's scale."""
        choice = self.args.ours
        if choice == "none":
            return
        if choice != "auto":
            self.ours_dir = Path(choice)
            return
        if float(self.scale) != int(self.scale) or int(self.scale) not in (1, 2, 3):
            log(f"compare-renderers: our PNGs come at scale 1, 2 or 3, not {self.scale:g}; skipping them")
            return
        target = out_dir / "ours"
        env = dict(os.environ, RENDER_PNG_OUT=str(target), RENDER_PNG_SCALE=str(int(self.scale)))
        log(f"compare-renderers: writing our PNGs to {target} (swift test --filter GoldenPNGTests)")
        t0 = time.monotonic()
        proc = subprocess.run(["swift", "test", "--filter", "GoldenPNGTests"], cwd=REPO, env=env,
                              capture_output=True, text=True)
        if proc.returncode != 0:
            log("compare-renderers: making our PNGs failed:\n" + "\n".join((proc.stdout + proc.stderr).splitlines()[-20:]))
            return
        log(f"compare-renderers: our PNGs written in {time.monotonic() - t0:.1f}s")
        self.ours_dir = target

    def ours_files(self, rel: str) -> tuple[Path, Path] | None:
        """Our PNG and text-as-paths SVG for a file under Fixtures/, else None."""
        if self.ours_dir is None or not rel.startswith("Fixtures/") or not rel.endswith(".svg"):
            return None
        stem = self.ours_dir / rel[len("Fixtures/"):-len(".svg")]
        return Path(f"{stem}.png"), Path(f"{stem}.paths.svg")

    def versions(self) -> dict[str, str]:
        return {
            "rsvg": tool_version([self.rsvg, "--version"]) if self.rsvg else "not found",
            "resvg": ("resvg " + tool_version([self.resvg, "--version"])) if self.resvg else "not found",
            "chromium": tool_version([self.chromium, "--version"]) if self.chromium else "not found",
            "font": inter_font(),
        }

    def _session(self) -> ChromiumSession:
        with self.session_lock:
            if self.session is None:
                if self.session_failed:
                    raise RenderError(self.session_failed)
                t0 = time.monotonic()
                try:
                    self.session = ChromiumSession(self.chromium, self.timeout,
                                                   self.args.chromium_arg)
                except (RenderError, OSError, KeyError) as exc:
                    self.session_failed = f"could not start Chromium session: {exc}"
                    raise RenderError(self.session_failed)
                self.session_start_time = time.monotonic() - t0
                log(f"compare-renderers: Chromium session started in {self.session_start_time:.2f}s")
            return self.session

    def _drop_session(self) -> None:
        with self.session_lock:
            if self.session is not None:
                self.session.close()
                self.session = None

    def render(self, which: str, svg: Path, out_png: Path,
               size_css: tuple[float, float]) -> tuple[str, float | None]:
        """Rasterise; return (warnings, seconds if not just the wall time)."""
        out_png.parent.mkdir(parents=True, exist_ok=True)
        s = f"{self.scale:g}"
        if which == "rsvg":
            if not self.rsvg:
                raise RenderError("rsvg-convert not found")
            return run_tool([self.rsvg, "--zoom", s, "--format", "png",
                             "--output", str(out_png), str(svg)], out_png, self.timeout), None
        if which == "resvg":
            if not self.resvg:
                raise RenderError("resvg not found")
            return run_tool([self.resvg, "--zoom", s, *self.resvg_fonts, str(svg), str(out_png)],
                            out_png, self.timeout), None
        if not self.chromium:
            raise RenderError("chromium not found")
        w, h = (math.ceil(v - 1e-6) for v in size_css)
        if self.args.chromium_mode == "cli":
            # Headless Chromium's --window-size is the window, not the page
            # viewport: the page gets less height than asked for (seen: about
            # 90 px less; whatever lies below is not painted). Ask for a
            # taller window and crop the screenshot to the SVG's size.
            with tempfile.TemporaryDirectory(prefix="compare-renderers-chromium-") as prof:
                run_tool([self.chromium, *CHROMIUM_FLAGS, *self.args.chromium_arg,
                          f"--user-data-dir={prof}",
                          f"--force-device-scale-factor={s}",
                          f"--window-size={w},{h + CLI_EXTRA_HEIGHT}",
                          "--default-background-color=00000000",
                          f"--screenshot={out_png}", svg.resolve().as_uri()],
                         out_png, self.timeout)
            want = pixel_size(*size_css, self.scale)
            with Image.open(out_png) as im:
                im.load()
                if im.size[0] >= want[0] and im.size[1] >= want[1] and im.size != want:
                    im.crop((0, 0, *want)).save(out_png)
            return "", None
        if out_png.exists():
            out_png.unlink()
        try:
            return "", self._session().screenshot(svg, out_png, size_css, self.scale)
        except RenderError:
            if self.session_failed:
                raise
            if self.session is not None:
                self.session.print_log_tail()
            self._drop_session()  # a fresh session for the next file
            raise

    def close(self) -> None:
        self._drop_session()


def process(job: Job, rnd: Renderer, out_dir: Path, threshold: int, visuals: bool) -> FileResult:
    res = FileResult(job.rel)
    try:
        size_css = svg_size(job.svg)
    except (ET.ParseError, ValueError, OSError) as exc:
        for r in RENDERERS:
            res.errors[r] = f"unreadable SVG: {exc}"
        return res
    want = pixel_size(*size_css, rnd.scale)
    res.size = want
    base = out_dir / job.rel[: -len(".svg")] if job.rel.endswith(".svg") else out_dir / job.rel
    imgs: dict[str, np.ndarray] = {}
    for r in RENDERERS:
        png = Path(f"{base}.{r}.png")
        t0 = time.monotonic()
        try:
            warn, secs = rnd.render(r, job.svg, png, size_css)
            res.times[r] = secs if secs is not None else time.monotonic() - t0
            if warn:
                res.warnings.append(f"{r}: {warn}")
            img, note = load_over_white(png, want)
            if note:
                res.notes.append(f"{r} {note}")
            imgs[r] = img
        except (RenderError, OSError) as exc:
            res.times[r] = time.monotonic() - t0
            res.errors[r] = str(exc)
    ours = rnd.ours_files(job.rel)
    if ours is not None:
        png, paths_svg = ours
        if png.is_file():
            img, note = load_over_white(png, want)
            if note:
                res.notes.append(f"ours {note}")
            imgs["ours"] = img
        else:
            res.notes.append("no PNG of ours")
        if paths_svg.is_file():
            out_png = Path(f"{base}.resvg-paths.png")
            t0 = time.monotonic()
            try:
                warn, _ = rnd.render("resvg", paths_svg, out_png, size_css)
                res.times["resvg-paths"] = time.monotonic() - t0
                if warn:
                    res.warnings.append(f"resvg-paths: {warn}")
                imgs["resvg-paths"], _ = load_over_white(out_png, want)
            except (RenderError, OSError) as exc:
                res.errors["resvg-paths"] = str(exc)
    for a, b in PAIRS + OUR_PAIRS:
        if a in imgs and b in imgs:
            d = np.abs(imgs[a] - imgs[b]).max(axis=2)
            res.pairs[(a, b)] = PairDiff(int(d.max()),
                                         100.0 * float((d > threshold).sum()) / d.size)
    if visuals and imgs:
        save_visuals(base, imgs, threshold)
    return res


def pair_table(results: list[FileResult], pairs, threshold: int):
    """Markdown rows of one table over `pairs`, with the overall maxima; and the worst (max, pair, rel)."""
    lines = []
    head = ["SVG", "px"]
    for a, b in pairs:
        head += [f"{a}/{b} max", f"{a}/{b} >{threshold}"]
    head.append("notes")
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "|".join(["---", "---"] + ["---:"] * (2 * len(pairs)) + ["---"]) + "|")
    overall: dict[tuple[str, str], tuple[int, float]] = {}
    worst = None  # (max, pair, rel)
    for r in results:
        row = [f"`{r.rel}`", f"{r.size[0]}x{r.size[1]}" if r.size else "?"]
        for pair in pairs:
            pd = r.pairs.get(pair)
            if pd is None:
                missing = "FAIL" if any(k in r.errors for k in pair) else "-"
                row += [missing, missing]
                continue
            row += [str(pd.max_diff), f"{pd.pct_over:.2f}%"]
            m, p = overall.get(pair, (0, 0.0))
            overall[pair] = (max(m, pd.max_diff), max(p, pd.pct_over))
            if worst is None or pd.max_diff > worst[0]:
                worst = (pd.max_diff, pair, r.rel)
        notes = [f"{k} failed: {v}" for k, v in sorted(r.errors.items())] + r.notes
        row.append("; ".join(n.replace("|", "\\|").replace("\n", " ") for n in notes))
        lines.append("| " + " | ".join(row) + " |")
    if results:
        row = ["**overall max**", ""]
        for pair in pairs:
            if pair in overall:
                row += [f"**{overall[pair][0]}**", f"**{overall[pair][1]:.2f}%**"]
            else:
                row += ["-", "-"]
        row.append("")
        lines.append("| " + " | ".join(row) + " |")
    return lines, worst


def markdown(results: list[FileResult], versions: dict[str, str], args) -> tuple[str, tuple | None]:
    lines = [
        "## SVG renderer comparison",
        "",
        f"Scale {args.scale:g}x, composited over white. `max` = largest per-channel "
        f"difference (0-255); `>{args.threshold}` = pixels whose largest channel "
        f"difference exceeds {args.threshold}.",
        "",
        f"- rsvg: {versions['rsvg']}",
        f"- resvg: {versions['resvg']}",
        f"- chromium: {versions['chromium']} (mode: {args.chromium_mode})",
        f"- Inter 600 resolves to: {versions['font']}",
        "",
    ]
    rows, worst = pair_table(results, PAIRS, args.threshold)
    lines += rows
    lines.append("")
    if worst:
        lines.append(f"Overall maximum difference: **{worst[0]}** "
                     f"({worst[1][0]} vs {worst[1][1]}, `{worst[2]}`).")
    elif not results:
        lines.append("No SVG files found.")
    else:
        lines.append("No renderer pair produced comparable images.")
    if any(("ours", "resvg") in r.pairs for r in results):
        lines += [
            "",
            "## Our PNG against the renderers",
            "",
            "`ours` = our rasteriser's PNG of the same scene (glyphs from the package's Inter outlines, tabular "
            "figures drawn as the `tnum` glyphs); `resvg-paths` = resvg's rendering of the scene written with "
            "`--text paths`, i.e. the same glyphs at the same positions as ours, so that column shows "
            "rasterisation alone.",
            "",
        ]
        rows, _ = pair_table([r for r in results if ("ours", "resvg") in r.pairs], OUR_PAIRS, args.threshold)
        lines += rows
        lines += [
            "",
            "Reading these columns:",
            "",
            "- Where `ours/resvg` is well above `ours/resvg-paths`, the difference is where glyphs sit, not how "
            "pixels are drawn: resvg and librsvg ignore `tnum`, so in a `<text>` element a proportional digit "
            "(\"1\" most of all) starts at the left of its tabular slot, while our PNG and the `--text paths` SVG "
            "draw Inter's tabular glyph in it.",
            "- The remaining edge differences are resvg's: its anti-aliasing works on a quarter-pixel grid "
            "(tiny-skia's 4x supersampling): a shape whose left edge is at x = 10.3 px covers 0.75 of pixel 10 "
            "instead of 0.7, one whose right edge is at 20.6 px 0.5 of pixel 20 instead of 0.6. Ours is the exact "
            "covered area, so the two differ by up to about 1/8 of the contrast on edge pixels.",
            "- In contact sheets, a thumb caught mid-grab has a scale transform that the SVG writes with two "
            "decimals (`matrix(1.12 0 0 1.12 ...)`); our PNG uses the exact scale, so such thumbs sit up to about "
            "half a pixel apart at 2x.",
        ]
    return "\n".join(lines) + "\n", worst


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(
        description="Rasterise SVGs with librsvg, resvg and headless Chromium and compare them.")
    ap.add_argument("paths", nargs="*",
                    help="SVG files or folders (searched recursively for *.svg); "
                         "default: Fixtures/ of the repository")
    ap.add_argument("--out", default=str(REPO / ".build" / "renderers"),
                    help="output folder for the PNGs (default: .build/renderers/ of the repository)")
    ap.add_argument("--report", help="also write the Markdown table to this file")
    ap.add_argument("--max-diff", type=int, default=None, metavar="N",
                    help="exit 3 when any pair's largest per-channel difference exceeds N")
    ap.add_argument("--max-percent", type=float, default=None, metavar="P",
                    help="exit 3 when any pair has more than P%% of its pixels above --threshold")
    ap.add_argument("--threshold", type=int, default=16,
                    help="per-channel difference counted in the percentage column (default 16)")
    ap.add_argument("--scale", type=float, default=2.0, help="rasterisation scale (default 2)")
    ap.add_argument("--jobs", type=int, default=2, choices=(1, 2),
                    help="rasterisations at a time (default 2, at most 2)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="seconds allowed for one rasterisation (default 60)")
    ap.add_argument("--chromium-mode", choices=("session", "cli"), default="session",
                    help="session: one headless Chromium for all files (default); "
                         "cli: one `chromium --screenshot` per file")
    ap.add_argument("--chromium-arg", action="append", default=[], metavar="ARG",
                    help="extra Chromium command-line flag (repeatable), e.g. "
                         "--chromium-arg=--font-render-hinting=none")
    ap.add_argument("--ours", default="auto", metavar="auto|DIR|none",
                    help="our PNGs: auto (default) makes them with `swift test --filter GoldenPNGTests`; "
                         "DIR reads <DIR>/<path under Fixtures/ without .svg>.png and .paths.svg; none skips them")
    ap.add_argument("--ours-max-percent", type=float, default=None, metavar="P",
                    help="exit 3 when ours/resvg or ours/resvg-paths has more than P%% of its pixels above --threshold")
    ap.add_argument("--visuals", action="store_true",
                    help="also write <name>.sheet.png: the three renders and the pair diff maps")
    args = ap.parse_args(argv)

    paths = args.paths or [str(REPO / "Fixtures")]
    try:
        jobs = collect(paths)
    except FileNotFoundError as exc:
        log(f"compare-renderers: no such file or folder: {exc}")
        return 2
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)

    rnd = Renderer(args)
    rnd.prepare_ours(out_dir)
    versions = rnd.versions()
    log(f"compare-renderers: {len(jobs)} SVG file(s); {versions['rsvg']}; {versions['resvg']}; "
        f"{versions['chromium']}; chromium mode {args.chromium_mode}; jobs {args.jobs}")
    if not versions["font"].startswith("Inter "):
        log(f"compare-renderers: WARNING: Inter 600 resolves to {versions['font']}; "
            "install fonts-inter (scripts/install-render-tools.sh) or text will differ")
    if not jobs:
        log("compare-renderers: warning: no SVG files found under " + ", ".join(paths))

    results: list[FileResult] = []
    done = 0
    t_start = time.monotonic()
    try:
        if jobs and args.chromium_mode == "session" and rnd.chromium:
            try:
                rnd._session()  # start it before the worker threads fork anything
            except RenderError as exc:
                log(f"compare-renderers: {exc}")
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            futs = {pool.submit(process, j, rnd, out_dir, args.threshold, args.visuals): j
                    for j in jobs}
            for fut in concurrent.futures.as_completed(futs):
                r = fut.result()
                results.append(r)
                done += 1
                times = "  ".join(f"{k} {r.times[k]:.2f}s" for k in RENDERERS if k in r.times)
                diffs = " ".join(f"{a}/{b}={r.pairs[(a, b)].max_diff}"
                                 for a, b in PAIRS + OUR_PAIRS if (a, b) in r.pairs)
                status = "FAILED " + ",".join(sorted(r.errors)) if r.errors else "ok"
                log(f"[{done}/{len(jobs)}] {r.rel}: {status}  {times}  max {diffs}")
                for k, v in sorted(r.errors.items()):
                    log(f"    {k}: {v}")
                for w in r.warnings:
                    log("    " + w.replace("\n", "\n    "))
    finally:
        rnd.close()
    elapsed = time.monotonic() - t_start

    results.sort(key=lambda r: r.rel)
    table, worst = markdown(results, versions, args)
    sys.stdout.write(table)
    sys.stdout.flush()
    if args.report:
        Path(args.report).parent.mkdir(parents=True, exist_ok=True)
        Path(args.report).write_text(table)

    if results:
        summary = []
        for k in RENDERERS:
            ts = [r.times[k] for r in results if k in r.times]
            if ts:
                summary.append(f"{k} {sum(ts):.2f}s total, {sum(ts) / len(ts):.3f}s/file")
        if rnd.session_start_time is not None:
            summary.append(f"chromium session start {rnd.session_start_time:.2f}s")
        log(f"compare-renderers: {len(results)} file(s) in {elapsed:.2f}s; " + "; ".join(summary))
        log(f"compare-renderers: PNGs in {out_dir}")

    if any(r.errors for r in results):
        log("compare-renderers: FAILED: some renderer produced no image")
        return 1
    status = 0
    if args.max_diff is not None and worst and worst[0] > args.max_diff:
        log(f"compare-renderers: FAILED: difference {worst[0]} exceeds --max-diff {args.max_diff}")
        status = 3
    if args.max_percent is not None:
        over = [(pd.pct_over, f"{a}/{b}", r.rel) for r in results
                for (a, b), pd in r.pairs.items() if (a, b) in PAIRS and pd.pct_over > args.max_percent]
        if over:
            pct, pair, rel = max(over)
            log(f"compare-renderers: FAILED: {len(over)} pair(s) above --max-percent "
                f"{args.max_percent:g}; worst {pct:.2f}% ({pair}, {rel})")
            status = 3
    if args.ours_max_percent is not None:
        over = [(pd.pct_over, f"{a}/{b}", r.rel) for r in results for (a, b), pd in r.pairs.items()
                if (a, b) in (("ours", "resvg"), ("ours", "resvg-paths")) and pd.pct_over > args.ours_max_percent]
        if over:
            pct, pair, rel = max(over)
            log(f"compare-renderers: FAILED: {len(over)} of our files above --ours-max-percent "
                f"{args.ours_max_percent:g}; worst {pct:.2f}% ({pair}, {rel})")
            status = 3
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
