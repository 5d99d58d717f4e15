#!/usr/bin/env python3
"""Check the HTML player of a frames folder in headless Chromium.

    scripts/test-player.py out/price-drag [--timeout 60] [--screenshot player.png]

Opens ``DIR/index.html#frame=M`` (``render-cli render SCENE --trace TRACE
--out DIR`` writes it) in one headless Chromium driven over the DevTools
protocol on a pipe (``--remote-debugging-pipe``: NUL-terminated JSON, commands
on fd 3, replies and events on fd 4; standard library only), with a
1000 x 700 viewport, and checks, against ``DIR/manifest.json``:

  1. the page has its controls (#play, #scrubber, #time, #value, #voiceover,
     #timeline, #player-data) and opened at frame M from the URL hash;
  2. moving the scrubber (set its value, dispatch ``input``, as a drag does)
     shows the manifest's files and value text for that frame, and the
     images load;
  3. the right-arrow key steps one frame;
  4. the timeline has one marker per event and effect (thinned to one per half pixel on long replays), and a click on it
     seeks to the frame under the pointer;
  5. clicking #play advances the frame at about real speed (the frame shown
     after ~0.5 s is not ahead of the wall clock), and space pauses;
  6. while a touch is down (a frame whose data has a ``pointer``), a dot shows
     over every image at that point, scaled with the image; on the first frame
     after the lift it is hidden (skipped when the trace has no touch);
  7. every frame file loaded and the page logged no script error.

A folder written with ``--frames none`` has no frame files: there every image
must be the contact sheet (``sheet.svg`` or ``.png``), loaded, under a
``#notice`` that says why, while the readouts follow the scrubber.

Prints one line per check and exits 0 when all pass; 1 when a check fails;
2 on a usage or input problem (no such folder, no manifest.json); 3 when
Chromium cannot be started or stops answering. Every wait is bounded:
``--timeout`` caps the whole run (default 60 s).

The manifest is read leniently: ``frames`` is a list whose entries carry the
files as ``files`` (a list, or an object keyed by scheme) or ``file``, and
the displayed value text as ``value`` (when it is a string), ``valueText`` or
``text``; paths may be relative to DIR or to DIR/frames.

Environment: CHROMIUM (browser binary, default ``chromium``). Run
``scripts/install-render-tools.sh`` first (``scripts/test-player.sh`` does).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cdp_pipe  # noqa: E402  (scripts/cdp_pipe.py)

FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    *cdp_pipe.QUIET_FLAGS,
    "--allow-file-access-from-files",
    # A hidden page must not have its animation frames throttled.
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
]
VIEWPORT = (1000, 700)
CONTROLS = ["play", "scrubber", "time", "value", "voiceover", "timeline", "player-data"]


Failure, BrowserError, InputProblem = cdp_pipe.Failure, cdp_pipe.BrowserError, cdp_pipe.InputProblem


# --------------------------------------------------------------------------
# Chromium over --remote-debugging-pipe
# --------------------------------------------------------------------------

class Chromium(cdp_pipe.PageBrowser):
    """The browser under test: one page with a 1000 x 700 viewport, flat session, focus emulated (so keys reach the
    page). The pipe transport and the page checks are cdp_pipe's."""

    def __init__(self, binary: str, deadline: float):
        super().__init__(binary, FLAGS, "test-player-chromium-", VIEWPORT, deadline)

    def prepare(self) -> None:
        self.call("Emulation.setFocusEmulationEnabled", {"enabled": True})

    def key(self, key: str, code: str, key_code: int) -> None:
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": code,
                                                 "windowsVirtualKeyCode": key_code})


# --------------------------------------------------------------------------
# The manifest
# --------------------------------------------------------------------------

def norm(path: str) -> str:
    path = path.replace("\\", "/")
    while path.startswith("./"):
        path = path[2:]
    return path


def manifest_frames(folder: Path) -> list[dict]:
    """[{index, files: [str], value: str | None}] in frame order."""
    path = folder / "manifest.json"
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputProblem(f"{path} does not exist; is {folder} a frames folder from 'render-cli render --trace'?")
    except (OSError, ValueError) as exc:
        raise InputProblem(f"cannot read {path}: {exc}")
    frames = manifest.get("frames") if isinstance(manifest, dict) else manifest
    if isinstance(frames, dict):  # {"light": [...], "dark": [...]}
        columns = [v for v in frames.values() if isinstance(v, list)]
        frames = [{"files": [c[i] for c in columns]} for i in range(min(map(len, columns), default=0))]
    if not isinstance(frames, list) or not frames:
        raise InputProblem(f"{path} has no 'frames' list")
    out = []
    for position, entry in enumerate(frames):
        if isinstance(entry, str):
            entry = {"file": entry}
        if not isinstance(entry, dict):
            raise InputProblem(f"{path}: frame {position} is not an object")
        files = entry.get("files", entry.get("file", entry.get("path")))
        if isinstance(files, str):
            files = [files]
        elif isinstance(files, dict):
            files = [f for f in files.values() if isinstance(f, str)]
        elif isinstance(files, list):
            files = [f if isinstance(f, str) else (f.get("file") or f.get("path")) for f in files]
        else:
            files = []
        if not all(isinstance(f, str) for f in files) or (not files and entry.get("files") != []):
            raise InputProblem(f"{path}: frame {position} names no file ('files' or 'file'; an empty 'files' list means --frames none)")
        value = next((entry[k] for k in ("valueText", "text", "value") if isinstance(entry.get(k), str)), None)
        index = entry.get("index", entry.get("frame", position))
        out.append({"index": index if isinstance(index, int) else position, "files": [norm(f) for f in files],
                    "value": value})
    return out


def same_file(shown: str, expected: str) -> bool:
    shown, expected = norm(shown), norm(expected)
    return shown == expected or shown.endswith("/" + expected) or expected.endswith("/" + shown)


def same_files(shown: list[str], expected: list[str]) -> bool:
    if len(shown) != len(expected):
        return False
    remaining = list(expected)
    for s in shown:
        match = next((e for e in remaining if same_file(s, e)), None)
        if match is None:
            return False
        remaining.remove(match)
    return True


# --------------------------------------------------------------------------
# The checks
# --------------------------------------------------------------------------

STATE_JS = """(() => {
  const p = window.player, $ = (id) => document.getElementById(id);
  const images = Array.from(document.querySelectorAll('img.frame-img'));
  const rect = (e) => { if (!e) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
  const playhead = document.querySelector('#timeline .playhead');
  return {
    ready: !!p, position: p ? p.frame : -1, index: p ? p.index : -1, count: p ? p.count : 0,
    playing: p ? p.playing : false, loaded: p ? p.loaded : 0, failed: p ? p.failed : [], requested: p ? p.requested : 0,
    missing: %s.filter((id) => !$(id)),
    scrubber: $('scrubber') ? { type: $('scrubber').type, value: $('scrubber').value, max: $('scrubber').max } : null,
    value: $('value') ? $('value').textContent : null,
    time: $('time') ? $('time').textContent : null,
    voiceover: $('voiceover') ? Array.from($('voiceover').children).map((li) => li.textContent) : [],
    files: images.map((i) => i.dataset.file), srcs: images.map((i) => i.getAttribute('src')),
    images: images.map((i) => i.complete && i.naturalWidth > 0),
    markers: { events: document.querySelectorAll('#timeline .ev').length, effects: document.querySelectorAll('#timeline .fx').length },
    data: (() => { try { const d = (window.player && window.player.data) || JSON.parse($('player-data').textContent); return { frames: d.frames.length, events: d.markers.filter((m) => m.lane === 0).length, effects: d.markers.filter((m) => m.lane > 0).length, fps: d.fps, schemes: d.schemes, values: d.frames.map((f) => f.caption), times: d.frames.map((f) => f.t), pointers: d.frames.map((f) => f.pointer || null), indices: d.frames.map((f) => f.index), width: d.width, height: d.height }; } catch (e) { return null; } })(),
    dots: Array.from(document.querySelectorAll('.frame-box .pointer')).map((d) => ({ shown: !d.hidden && getComputedStyle(d).display !== 'none', rect: rect(d) })),
    imageRects: images.map(rect),
    play: rect($('play')), strip: rect($('timeline')),
    playhead: playhead ? playhead.getBoundingClientRect().left + playhead.getBoundingClientRect().width / 2 : null,
    hash: location.hash,
    notice: $('notice') ? $('notice').textContent : null,
  };
})()""" % json.dumps(CONTROLS)


class Run:
    def __init__(self, folder: Path, browser: Chromium, expected: list[dict], deadline: float):
        self.folder, self.browser, self.expected, self.deadline = folder, browser, expected, deadline
        self.lines: list[str] = []
        self.data: dict | None = None
        self.finger_frame: int | None = None

    def ok(self, text: str) -> None:
        print(f"  ok    {text}", flush=True)

    def state(self) -> dict:
        return self.browser.evaluate(STATE_JS)

    def wait_for(self, predicate, what: str, timeout: float = 5) -> dict:
        limit = min(time.monotonic() + timeout, self.deadline)
        while True:
            s = self.state()
            if predicate(s):
                return s
            if time.monotonic() >= limit:
                raise Failure(f"timed out after {timeout:g} s waiting for {what}; last state: {brief(s)}")
            time.sleep(0.05)

    def value_of(self, position: int) -> str | None:
        v = self.expected[position]["value"]
        if v is None and self.data:
            return self.data["values"][position]
        return v

    def check_frame(self, s: dict, position: int, how: str) -> None:
        want = self.expected[position]
        if s["position"] != position:
            raise Failure(f"{how}: expected frame {want['index']} (position {position}), the page shows position "
                          f"{s['position']} ({s['time']})")
        if not want["files"]:
            # A run without frame files (--frames none): every image is the stand-in contact sheet, loaded, and
            # the page says why; the readouts still follow the scrubber.
            if not s["srcs"] or any(not (src or "").startswith("sheet") for src in s["srcs"]):
                raise Failure(f"{how}: no frame files, so the images should show the contact sheet; they show {s['srcs']}")
            if not all(s["images"]):
                raise Failure(f"{how}: the contact sheet {s['srcs']} did not load")
            if not s["notice"]:
                raise Failure(f"{how}: no frame files, but the page has no #notice saying so")
        elif not same_files(s["files"], want["files"]):
            raise Failure(f"{how}: the page shows {s['files']}, manifest.json says frame {want['index']} is {want['files']}")
        for file, src in zip(s["files"] if want["files"] else [], s["srcs"]):
            if src is None or not same_file(url_path_decode(src), file):
                raise Failure(f"{how}: img src {src!r} does not point at {file!r}")
        value = self.value_of(position)
        if value is not None and s["value"] != value:
            source = "manifest.json" if want["value"] is not None else "the page's embedded data"
            raise Failure(f"{how}: #value is {s['value']!r}, {source} says {value!r} for frame {want['index']}")
        number = self.number(position)
        if f"frame {number}/" not in (s["time"] or ""):
            raise Failure(f"{how}: #time reads {s['time']!r}, expected it to name frame {number}")
        if not s["voiceover"]:
            raise Failure(f"{how}: #voiceover is empty")

    def run(self) -> None:
        n = len(self.expected)
        missing = [f for e in self.expected for f in e["files"] if not (self.folder / f).is_file()
                   and not (self.folder / "frames" / f).is_file()]
        if missing:
            raise Failure(f"{len(missing)} frame file(s) named in manifest.json do not exist, e.g. {missing[0]}")
        index_html = self.folder / "index.html"
        if not index_html.is_file():
            raise InputProblem(f"{index_html} does not exist")

        # 1. Open at #frame=M.
        start = n // 3
        url = index_html.resolve().as_uri() + f"#frame={self.expected[start]['index']}"
        self.browser.events.clear()
        nav = self.browser.call("Page.navigate", {"url": url})
        if nav.get("errorText"):
            raise BrowserError(f"cannot open {url}: {nav['errorText']}")
        self.browser.wait_event("Page.loadEventFired", timeout=20)
        s = self.wait_for(lambda s: s["ready"], "window.player (the page's script did not run)")
        if s["missing"]:
            raise Failure(f"index.html lacks the element(s) #{', #'.join(s['missing'])}")
        if not s["scrubber"] or s["scrubber"]["type"] != "range":
            raise Failure("#scrubber is not an <input type=range>")
        self.data = s["data"]
        if not self.data:
            raise Failure("#player-data does not hold the player's JSON")
        if self.data["frames"] != n or s["count"] != n:
            raise Failure(f"the page has {self.data['frames']} frames, manifest.json {n}")
        if int(s["scrubber"]["max"]) != n - 1:
            raise Failure(f"#scrubber max is {s['scrubber']['max']}, expected {n - 1}")
        s = self.wait_for(lambda s: all(s["images"]), "the first frame's images to load")
        self.check_frame(s, start, f"opening {url.rsplit('/', 1)[1]}")
        self.ok(f"opened at #frame={self.expected[start]['index']}: {', '.join(s['files'])}; "
                f"#value {s['value']!r}; #time {s['time']!r}; #voiceover {len(s['voiceover'])} line(s)")

        # 2. Drag the scrubber to a frame that looks different.
        target = pick(self.expected, [self.value_of(i) for i in range(n)], start, around=(2 * n) // 3)
        self.browser.evaluate(f"(() => {{ const s = document.getElementById('scrubber'); s.value = '{target}'; "
                              "s.dispatchEvent(new Event('input', { bubbles: true })); })()")
        s = self.wait_for(lambda s: s["position"] == target and all(s["images"]), f"frame {target} to show")
        self.check_frame(s, target, "after moving the scrubber")
        before = self.value_of(start)
        changed = "value changed" if s["value"] != before else "value unchanged in this trace"
        source = "manifest.json" if self.expected[target]["value"] is not None else \
            "the embedded data; manifest.json has no value text"
        self.ok(f"scrubbed to frame {self.expected[target]['index']}: {', '.join(s['files'])} (as manifest.json); "
                f"#value {before!r} -> {s['value']!r} ({changed}; as {source})")

        if n < 2:
            self.ok("one frame only: skipped the keyboard, timeline-seek and playback checks")
            self.finish()
            return

        # 3. Keyboard: one frame right (or left at the end).
        key, step = (("ArrowRight", "ArrowRight", 39), 1) if target < n - 1 else (("ArrowLeft", "ArrowLeft", 37), -1)
        self.browser.key(*key)
        s = self.wait_for(lambda s: s["position"] == target + step, f"{key[0]} to step to frame {target + step}", 3)
        self.check_frame(s, target + step, f"after {key[0]}")
        self.ok(f"{key[0]} stepped to frame {self.expected[target + step]['index']} ({s['value']!r})")

        # The timeline keeps its width from the first frame to the last (the time readout beside it does not grow).
        widths = [self.show(p, f"position {p}")["strip"][2] for p in sorted({0, n - 1})]
        if max(widths) - min(widths) > 0.5:
            raise Failure(f"the timeline changes width while scrubbing: {widths} px at the first and the last frame")
        self.ok(f"the timeline keeps its width ({widths[0]:.1f} px) from the first frame to the last")
        s = self.show(target + step, "back to the stepped frame")

        # 4. Timeline: markers, and a click seeks.
        # Markers closer than half a pixel are thinned, so long replays draw fewer than one per event.
        # (so does a replay of more frames than the strip has pixels).
        thinned = self.data["events"] + self.data["effects"] > 2000 or (s["strip"] is not None and n > s["strip"][2])
        counts_ok = (s["markers"]["events"] <= self.data["events"] and s["markers"]["effects"] <= self.data["effects"]
                     and s["markers"]["events"] > 0) if thinned else (
                     s["markers"]["events"] == self.data["events"] and s["markers"]["effects"] == self.data["effects"])
        if not counts_ok:
            raise Failure(f"the timeline draws {s['markers']['events']} event and {s['markers']['effects']} effect "
                          f"marker(s); the data has {self.data['events']} and {self.data['effects']}")
        self.browser.evaluate("document.getElementById('timeline').scrollIntoView({ block: 'center' })")
        s = self.state()
        left, top, width, height = s["strip"]
        seek = max(0, min(n - 1, n // 4 if n // 4 != s["position"] else n // 4 + 1))
        x = left + 8 + (seek / (n - 1) if n > 1 else 0.5) * (width - 16)
        self.browser.click(x, top + height / 2)
        s = self.wait_for(lambda s: s["position"] == seek, f"a click on the timeline to seek frame {seek}", 3)
        self.check_frame(s, seek, "after clicking the timeline")
        # On long replays a pixel spans many frames; allow for the rounding of the seeked frame back to x.
        if s["playhead"] is None or abs(s["playhead"] - x) > (3 if thinned else 2):
            raise Failure(f"the playhead is at x {s['playhead']}, the click was at x {x:.1f}")
        self.ok(f"timeline: {self.data['events']} event and {self.data['effects']} effect markers; "
                f"a click at x {x:.0f} sought frame {self.expected[seek]['index']}, playhead followed")

        # 5. The finger: a dot during a touch, none after the lift.
        self.check_pointer()

        # 6. Play from the start for about half a second, then pause with space.
        self.browser.evaluate("(() => { const s = document.getElementById('scrubber'); s.value = '0'; "
                              "s.dispatchEvent(new Event('input', { bubbles: true })); })()")
        self.browser.evaluate("document.getElementById('play').scrollIntoView({ block: 'center' })")
        s = self.wait_for(lambda s: s["position"] == 0, "the scrubber to return to frame 0", 3)
        pl, pt, pw, ph = s["play"]
        clicked = time.monotonic()
        self.browser.click(pl + pw / 2, pt + ph / 2)
        time.sleep(max(0.0, 0.5 - (time.monotonic() - clicked)))
        s = self.state()
        elapsed = time.monotonic() - clicked
        times, fps = self.data["times"], self.data["fps"] or 60
        if s["position"] <= 0:
            raise Failure(f"after clicking #play and waiting {elapsed:.2f} s the page still shows frame 0 "
                          f"(playing: {s['playing']})")
        shown = times[s["position"]] - times[0]
        if shown > elapsed + 2 / fps + 0.05:
            raise Failure(f"playback runs ahead of the clock: {shown:.3f} s of trace shown after {elapsed:.3f} s")
        if s["position"] < n - 1 and shown < 0.25 * elapsed - 2 / fps:
            raise Failure(f"playback is far slower than real time: {shown:.3f} s of trace after {elapsed:.3f} s")
        self.check_frame(s, s["position"], "while playing")
        played = s["position"]
        note = "real speed"
        if not s["playing"]:
            # The trace ended within the wait: playback must have stopped on the last frame. Check space on a
            # slowed-down replay instead.
            if played != n - 1:
                raise Failure(f"playback stopped at frame {self.expected[played]['index']}, before the end")
            note = "stopped at the last frame"
            self.browser.evaluate("(() => { const s = document.getElementById('speed'); s.value = '0.1'; "
                                  "s.dispatchEvent(new Event('change', { bubbles: true })); })()")
            self.browser.key("Home", "Home", 36)
            self.wait_for(lambda s: s["position"] == 0, "Home to go to frame 0", 3)
            self.browser.key(" ", "Space", 32)
            self.wait_for(lambda s: s["playing"], "space to start playback", 3)
        self.browser.key(" ", "Space", 32)
        s = self.wait_for(lambda s: not s["playing"], "space to pause", 3)
        paused_at = s["position"]
        time.sleep(0.25)
        s = self.state()
        if s["playing"] or s["position"] != paused_at:
            raise Failure(f"space did not pause: frame {paused_at} then {s['position']} (playing: {s['playing']})")
        self.ok(f"play: frame 0 -> {self.expected[played]['index']} after {elapsed:.2f} s "
                f"({shown:.3f} s of trace; {note}); space paused at frame {self.expected[paused_at]['index']}")

        self.finish()

    def number(self, position: int) -> int:
        """The frame number at a position: the page's own (manifest.json numbers its entries, which differ from the
        frame numbers once frames are held)."""
        if self.data and self.data.get("indices"):
            return self.data["indices"][position]
        return self.expected[position]["index"]

    def show(self, position: int, what: str) -> dict:
        self.browser.evaluate(f"(() => {{ const s = document.getElementById('scrubber'); s.value = '{position}'; "
                              "s.dispatchEvent(new Event('input', { bubbles: true })); })()")
        return self.wait_for(lambda s: s["position"] == position, what, 3)

    def check_pointer(self) -> None:
        """A frame with a pointer shows the dot there on every image; the frame after the lift shows none."""
        pointers = self.data.get("pointers") or []
        down = [i for i, p in enumerate(pointers) if p]
        if down and not self.expected[down[0]]["files"]:
            s = self.show(down[0], f"frame {down[0]} (finger down, no frame files)")
            if any(d["shown"] for d in s["dots"]):
                raise Failure("no frame files: the picture is the contact sheet, so the finger dot must stay hidden")
            self.ok("no frame files: the finger dot stays hidden over the contact sheet")
            return
        if not down:
            self.ok("no touch in this trace: skipped the finger-dot checks")
            return
        # Mid-drag: the middle of the first run of frames with a finger down.
        first = down[0]
        end = first
        while end + 1 < len(pointers) and pointers[end + 1]:
            end += 1
        during = (first + end) // 2
        self.finger_frame = during
        s = self.show(during, f"frame {during} (finger down)")
        px, py = pointers[during]
        width, height = self.data["width"], self.data["height"]
        if not s["dots"] or len(s["dots"]) != len(s["imageRects"]):
            raise Failure(f"the page has {len(s['dots'])} finger dot(s) for {len(s['imageRects'])} image(s)")
        for dot, image in zip(s["dots"], s["imageRects"]):
            if not dot["shown"]:
                raise Failure(f"frame {self.number(during)} has a finger at {px}, {py} but its dot is hidden")
            left, top, w, h = image
            want_x, want_y = left + px / width * w, top + py / height * h
            dl, dt, dw, dh = dot["rect"]
            cx, cy = dl + dw / 2, dt + dh / 2
            if abs(cx - want_x) > 1.5 or abs(cy - want_y) > 1.5:
                raise Failure(f"the finger dot is centred at {cx:.1f}, {cy:.1f}; the finger at {px}, {py} pt is at "
                              f"{want_x:.1f}, {want_y:.1f} on the {w:.0f} px wide image")
            if not (0 < dw < w / 4 and abs(dw - dh) < 0.5):
                raise Failure(f"the finger dot is {dw:.1f} x {dh:.1f} px on a {w:.0f} px image; expected a small round dot")
        ratio = s["dots"][0]["rect"][2] / s["imageRects"][0][2] * width
        self.ok(f"finger down at frame {self.number(during)}: a {ratio:.0f} pt dot at {px}, {py} pt "
                f"over {len(s['dots'])} image(s)")
        if end + 1 >= len(pointers):
            self.ok("the trace ends with the finger down: skipped the lift check")
            return
        after = end + 1
        s = self.show(after, f"frame {after} (after the lift)")
        if any(d["shown"] for d in s["dots"]):
            raise Failure(f"frame {self.number(after)} comes after the lift, but the finger dot still shows")
        self.ok(f"lifted by frame {self.number(after)}: the dot is hidden")

    def finish(self) -> None:
        """Every file loaded; no script errors."""
        # Long replays preload a window of frames around the one shown; every requested file must load.
        total = self.state().get("requested") or sum(len(e["files"]) for e in self.expected)
        s = self.wait_for(lambda s: s["loaded"] + len(s["failed"]) >= total, f"{total} frame files to preload", 10)
        if s["failed"]:
            raise Failure(f"{len(s['failed'])} frame file(s) failed to load, e.g. {s['failed'][0]}")
        errors = self.browser.errors()
        if errors:
            raise Failure(f"the page reported {len(errors)} error(s): " + "; ".join(errors[:3]))
        self.ok(f"preloaded {s['loaded']}/{total} frame files; no script errors")


def pick(expected: list[dict], values: list[str | None], current: int, around: int) -> int:
    """A frame near `around` whose files and value differ from `current` (files only if none does)."""
    n = len(expected)
    order = sorted(range(n), key=lambda i: (abs(i - around), i))
    differs = lambda i: i != current and not same_files(expected[i]["files"], expected[current]["files"])
    for i in order:
        if differs(i) and values[i] != values[current]:
            return i
    for i in order:
        if differs(i):
            return i
    return (current + 1) % n


def url_path_decode(src: str) -> str:
    from urllib.parse import unquote, urlsplit
    return unquote(urlsplit(src).path if "://" in src else src)


def brief(s: dict) -> str:
    if not isinstance(s, dict):
        return repr(s)
    keys = ("position", "playing", "value", "time", "files", "images", "loaded", "failed")
    return ", ".join(f"{k}={s.get(k)!r}" for k in keys)


def main() -> int:
    parser = argparse.ArgumentParser(description="Check a frames folder's index.html player in headless Chromium.")
    parser.add_argument("folder", help="the --out folder of 'render-cli render SCENE --trace TRACE'")
    parser.add_argument("--timeout", type=float, default=60, help="seconds for the whole run (default 60)")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="also save a screenshot of the player at the end, showing a frame with the finger down if any")
    args = parser.parse_args()

    began = time.monotonic()
    deadline = began + args.timeout
    folder = Path(args.folder)
    print(f"test-player: {folder / 'index.html'}", flush=True)

    def check(holder: list) -> int:
        if not folder.is_dir():
            raise InputProblem(f"{folder} is not a folder")
        expected = manifest_frames(folder)
        browser = Chromium(cdp_pipe.find_chromium(), deadline)
        holder.append(browser)
        run = Run(folder, browser, expected, deadline)
        run.run()
        if args.screenshot:
            if run.finger_frame is not None:
                # Show a frame with the finger down, dot and all.
                run.show(run.finger_frame, "the finger frame for the screenshot")
                browser.evaluate("window.scrollTo(0, 0)")
            Path(args.screenshot).write_bytes(browser.shot())
            run.ok(f"screenshot {args.screenshot}")
        d = run.data or {}
        print(f"PASS: {len(expected)} frames ({' + '.join(d.get('schemes', []))}, {d.get('fps')} fps), "
              f"{d.get('events')} events, {d.get('effects')} effects, in {time.monotonic() - began:.1f} s", flush=True)
        return 0

    return cdp_pipe.run_page_check("test-player", str(folder / "index.html"), check)


if __name__ == "__main__":
    sys.exit(main())
