#!/usr/bin/env python3
"""Check a review report folder (index.html + report.json) in headless Chromium.

    scripts/test-report.py DIR [--timeout 60] [--screenshot report.png] [--dark-screenshot report-dark.png]
                           [--expect-identical ID]... [--expect-changed ID]... [--cli RENDER_CLI]

Opens ``DIR/index.html`` (``render-cli check --report DIR`` or ``render-cli report merge … --out DIR`` writes it)
in one headless Chromium over the DevTools pipe (scripts/cdp_pipe.py), with a 1200 x 900 viewport, and checks,
against ``DIR/report.json``:

  1. the summary bar shows the report's passed, failed (failed + missing), recorded and stale counts, and the
     passed cases are listed in a collapsed list;
  2. every failed, missing and recorded case is listed as an article with its status, and every image in it loads
     (``naturalWidth > 0``), the wipe and difference layers included; text cases show a line diff or the text;
  3. every failed image pair is classified by drawing both images on a canvas: identical pixels or not. The
     difference view (CSS ``mix-blend-mode: difference``) of an identical pair is all black and that of a changed
     pair is not, read from a screenshot of the view; ``--expect-identical`` / ``--expect-changed`` name pairs
     that must be classified so (at least one of each must exist);
  4. dragging the wipe moves its edge and handle;
  5. the filter box hides cases whose id does not contain the text (or match a glob), updates the shown count,
     says when nothing matches, and shows everything again when cleared;
  7. each failed or missing case has a tick box; ticking some makes one ``render-cli accept DIR --filter …``
     command whose globs match exactly the ticked ids (with ``--cli``, the command is run with ``--dry-run`` and
     must choose exactly those cases); select-all ticks or clears the shown failures and then needs no filter;
  6. a copy button reacts; no id injected markup (no element the data did not make), no dialog opened, and the
     page logged no script error.

Prints one line per check; exits 0 when all pass, 1 when a check fails, 2 on a usage or input problem, 3 when
Chromium cannot be started or stops answering. ``--timeout`` caps the whole run (default 60 s).

Environment: CHROMIUM (browser binary, default ``chromium``). scripts/test-report.sh builds the fixture report,
merges its shards with the CLI and runs this script.
"""

from __future__ import annotations

import argparse
import base64
import fnmatch
import json
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cdp_pipe  # noqa: E402  (scripts/cdp_pipe.py)
from png_pixels import PNGError, darkness  # noqa: E402  (scripts/png_pixels.py)

FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *cdp_pipe.QUIET_FLAGS,
         "--allow-file-access-from-files", "--force-color-profile=srgb"]
VIEWPORT = (1200, 900)


Failure, BrowserError, InputProblem = cdp_pipe.Failure, cdp_pipe.BrowserError, cdp_pipe.InputProblem


class Chromium(cdp_pipe.PageBrowser):
    """The browser under test: one page with a 1200 x 900 viewport; evaluation counts as a user gesture, so the
    page's copy buttons may use the clipboard."""

    user_gesture = True

    def __init__(self, binary: str, deadline: float):
        super().__init__(binary, FLAGS, "test-report-chromium-", VIEWPORT, deadline)


# --------------------------------------------------------------------------
# The checks
# --------------------------------------------------------------------------

def visible(text: str) -> str:
    """The id as the page shows it (SceneGraph's VisibleText): controls and bidi characters as \\u{HEX}."""
    out = []
    for ch in text:
        v = ord(ch)
        if ch in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[ch])
        elif v < 0x20 or 0x7F <= v <= 0x9F or 0x200B <= v <= 0x200F or 0x2028 <= v <= 0x202E or 0x2060 <= v <= 0x2069 \
                or v in (0xFEFF, 0x061C) or 0xFFF9 <= v <= 0xFFFB:
            out.append("\\u{%X}" % v)
        else:
            out.append(ch)
    return "".join(out)


CASES_JS = """(() => Array.from(document.querySelectorAll('article.case')).map((a) => ({
  id: a.dataset.id, status: a.dataset.status, media: a.dataset.media, hidden: a.hidden || a.closest('.group').hidden,
  images: Array.from(a.querySelectorAll('img:not(.variant img)')).map((i) => ({ role: i.dataset.role || ('layer-' + i.dataset.from),
    ok: i.complete && i.naturalWidth > 0, width: i.naturalWidth })),
  text: !!a.querySelector('.text-diff, .text-file'), copy: !!a.querySelector('button.copy'),
  diff: !!a.querySelector('.frame.difference'), wipe: !!a.querySelector('.frame.wipe'),
})))()"""

# Draws golden and actual of article i on canvases at their natural size and compares the pixels.
SAME_JS = """((i) => new Promise((done) => {
  const a = document.querySelectorAll('article.case')[i];
  const g = a.querySelector('img.shot[data-role=golden]'), t = a.querySelector('img.shot[data-role=actual]');
  const draw = (img) => { const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
    const x = c.getContext('2d'); x.fillStyle = '#fff'; x.fillRect(0, 0, c.width, c.height); x.drawImage(img, 0, 0);
    return x.getImageData(0, 0, c.width, c.height).data; };
  if (g.naturalWidth !== t.naturalWidth || g.naturalHeight !== t.naturalHeight) return done(false);
  const p = draw(g), q = draw(t);
  for (let k = 0; k < p.length; k++) if (p[k] !== q[k]) return done(false);
  done(true);
}))(%d)"""

RECT_JS = """((i, selector) => { const e = document.querySelectorAll('article.case')[i].querySelector(selector);
  e.scrollIntoView({ block: 'center' }); const r = e.getBoundingClientRect();
  return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height]; })(%d, %s)"""


class Run:
    def __init__(self, folder: Path, browser: Chromium, report: dict, deadline: float, args):
        self.folder, self.browser, self.report, self.deadline, self.args = folder, browser, report, deadline, args

    def ok(self, text: str) -> None:
        print(f"  ok    {text}", flush=True)

    def wait_for(self, expression: str, what: str, timeout: float = 5):
        limit = min(time.monotonic() + timeout, self.deadline)
        while True:
            value = self.browser.evaluate(expression)
            if value:
                return value
            if time.monotonic() >= limit:
                raise Failure(f"timed out after {timeout:g} s waiting for {what}")
            time.sleep(0.05)

    def run(self) -> None:
        results = self.report.get("results", [])
        shown = [r for r in results if r["status"] != "passed"]
        url = (self.folder / "index.html").resolve().as_uri()
        self.browser.events.clear()
        nav = self.browser.call("Page.navigate", {"url": url})
        if nav.get("errorText"):
            raise BrowserError(f"cannot open {url}: {nav['errorText']}")
        self.browser.wait_event("Page.loadEventFired", timeout=20)
        self.wait_for("!!window.report", "window.report (the page's script did not run)")

        # 1. The summary bar.
        counts = {"passed": sum(r["status"] == "passed" for r in results),
                  "failed": sum(r["status"] in ("failed", "missing") for r in results),
                  "recorded": sum(r["status"] == "recorded" for r in results), "stale": len(self.report.get("stale", []))}
        bar = self.browser.evaluate("Object.fromEntries(['passed','failed','recorded','stale'].map((k) => "
                                    "[k, Number(document.getElementById('count-' + k).textContent)]))")
        if bar != counts:
            raise Failure(f"the summary bar shows {bar}, report.json has {counts}")
        passed = self.browser.evaluate("(() => { const d = document.getElementById('passed'); "
                                       "return d ? { open: d.open, items: d.querySelectorAll('li').length } : null; })()")
        if counts["passed"] and (not passed or passed["open"] or passed["items"] != counts["passed"]):
            raise Failure(f"the passed cases are not a collapsed list of {counts['passed']}: {passed}")
        self.ok(f"summary bar: {counts['passed']} passed, {counts['failed']} failed, {counts['recorded']} recorded, "
                f"{counts['stale']} stale; passed cases collapsed")

        # 2. Every failed, missing and recorded case is listed, and its images load.
        self.wait_for("Array.from(document.querySelectorAll('article.case img')).every((i) => i.complete)", "the images to load", 10)
        cases = self.browser.evaluate(CASES_JS)
        listed = {c["id"]: c for c in cases}
        for r in shown:
            c = listed.get(visible(r["id"]))
            if not c:
                raise Failure(f"the case {visible(r['id'])!r} ({r['status']}) is not listed")
            if c["status"] != r["status"]:
                raise Failure(f"{c['id']!r} shows status {c['status']!r}, report.json {r['status']!r}")
            bad = [i["role"] for i in c["images"] if not i["ok"]]
            if bad:
                raise Failure(f"{c['id']!r}: image(s) {bad} did not load (naturalWidth 0)")
            if c["media"] == "text" and not c["text"]:
                raise Failure(f"{c['id']!r}: a text case without a line diff or text")
            if c["media"] != "text":
                want = (r.get("golden") is not None or r.get("goldenEqualsActual")) and r.get("actual") is not None
                if want and not (c["diff"] and c["wipe"] and len(c["images"]) == 6):
                    raise Failure(f"{c['id']!r}: expected golden, actual, wipe and difference views, found {c['images']}")
            if r.get("acceptCommand") and not c["copy"]:
                raise Failure(f"{c['id']!r}: no copy button for the accept command")
        if len(cases) != len(shown):
            raise Failure(f"the page lists {len(cases)} cases, report.json has {len(shown)} failed, missing or recorded")
        images = sum(len(c["images"]) for c in cases)
        self.ok(f"{len(shown)} failed/missing/recorded cases listed; all {images} images loaded (naturalWidth > 0)")

        # 3. Difference views: black for identical pixels, not for changed ones.
        identical, changed = [], []
        for i, c in enumerate(cases):
            if not c["diff"]:
                continue
            same = self.browser.evaluate(SAME_JS % i)
            x, y, w, h = self.browser.evaluate(RECT_JS % (i, json.dumps(".frame.difference")))
            brightest, bright, total = darkness(self.browser.shot({"x": x + 1, "y": y + 1, "width": w - 2, "height": h - 2}))
            if same and brightest > 3:
                raise Failure(f"{c['id']!r}: the pair draws identical pixels but its difference view is not black "
                              f"(brightest channel {brightest}, {bright} of {total} pixels above 32)")
            if not same and bright == 0:
                raise Failure(f"{c['id']!r}: the pair differs but its difference view is all black")
            (identical if same else changed).append((c["id"], brightest, bright, total))
        for wanted, found, word in ((self.args.expect_identical, identical, "identical"), (self.args.expect_changed, changed, "changed")):
            for ident in wanted:
                if visible(ident) not in [f[0] for f in found]:
                    raise Failure(f"{ident!r} was expected to be an {word} pair; identical: {[f[0] for f in identical]}, "
                                  f"changed: {[f[0] for f in changed]}")
        if not identical or not changed:
            raise Failure(f"need at least one identical-looking and one changed pair; found {len(identical)} and {len(changed)}")
        for ident, brightest, bright, total in identical:
            self.ok(f"difference of identical-looking {ident!r}: all black (brightest channel {brightest} of {total} pixels)")
        for ident, brightest, bright, total in changed:
            self.ok(f"difference of changed {ident!r}: {bright} of {total} pixels lit (brightest {brightest})")

        # 4. The wipe follows the range.
        i = next(k for k, c in enumerate(cases) if c["wipe"])
        moved = self.browser.evaluate("""((i) => { const f = document.querySelectorAll('article.case')[i].querySelector('.frame.wipe');
          const r = f.querySelector('.wipe-range'), h = f.querySelector('.handle'), out = [];
          for (const v of ['20', '80']) { r.value = v; r.dispatchEvent(new Event('input', { bubbles: true }));
            const fr = f.getBoundingClientRect(), hr = h.getBoundingClientRect();
            out.push([(hr.left + hr.width / 2 - fr.left) / fr.width, getComputedStyle(f.querySelector('.over')).clipPath]); }
          return out; })(%d)""" % i)
        if abs(moved[0][0] - 0.2) > 0.02 or abs(moved[1][0] - 0.8) > 0.02 or moved[0][1] == moved[1][1]:
            raise Failure(f"the wipe of {cases[i]['id']!r} did not follow its range: {moved}")
        self.ok(f"wipe of {cases[i]['id']!r}: the handle follows the range (20 % -> {moved[0][0]:.2f}, 80 % -> {moved[1][0]:.2f})")

        # 5. The filter.
        total_items = self.browser.evaluate("document.querySelectorAll('[data-id]').length")
        for query in ("price", "cases/*:rest-light", "evil"):
            n = self.browser.evaluate(f"window.report.filter({json.dumps(query)})")
            state = self.browser.evaluate("Array.from(document.querySelectorAll('[data-id]')).map((e) => "
                                          "[e.dataset.id, !e.hidden && !e.closest('.group').hidden])")
            match = (lambda s: __import__("fnmatch").fnmatchcase(s.lower(), query.lower())) if "*" in query else (lambda s: query in s.lower())
            wrong = [ident for ident, on in state if on != match(ident)]
            if wrong:
                raise Failure(f"filter {query!r}: wrong visibility for {wrong}")
            text = self.browser.evaluate("document.getElementById('shown').textContent")
            if text != f"{n} of {total_items} shown" or n != sum(on for _, on in state):
                raise Failure(f"filter {query!r}: #shown reads {text!r} with {sum(on for _, on in state)} shown")
            self.ok(f"filter {query!r}: {n} of {total_items} shown, the rest hidden")
        # Typed, as a person would: an input event from the keyboard.
        self.browser.evaluate("(() => { const f = document.getElementById('filter'); f.focus(); f.value = ''; })()")
        self.browser.call("Input.insertText", {"text": "no such case"})
        self.wait_for("document.getElementById('shown').textContent.startsWith('0 of')", "typing to filter everything out")
        if not self.browser.evaluate("!document.getElementById('no-match').hidden"):
            raise Failure("a filter that matches nothing does not say so")
        n = self.browser.evaluate("window.report.filter('')")
        if n != total_items:
            raise Failure(f"clearing the filter shows {n} of {total_items}")
        self.ok(f"typed filter 'no such case': 0 shown and 'No case matches'; cleared: all {total_items} shown again")

        # 7. Ticking failures builds one accept command for exactly those.
        self.accept_box(results)

        # 8. Keys, zoom and variants side by side.
        self.keys_and_zoom()

        # 6. Copy, injection, errors.
        x, y, w, h = self.browser.evaluate(RECT_JS % (0, json.dumps("button.copy")))
        scroll = self.browser.evaluate("[window.scrollX, window.scrollY]")
        self.browser.click(x - scroll[0] + w / 2, y - scroll[1] + h / 2)
        label = self.wait_for("(() => { const t = document.querySelector('article.case button.copy').textContent; "
                              "return t !== 'Copy' ? t : null; })()", "the copy button to react", 3)
        self.ok(f"copy button: {label!r}")
        injected = self.browser.evaluate("document.querySelectorAll('img[src=\"x\"], img[onerror], b:not([id^=count-]), i').length + document.scripts.length - 1")
        if injected:
            raise Failure(f"{injected} element(s) that the data injected exist in the page")
        errors = self.browser.errors()
        if errors:
            raise Failure(f"the page reported {len(errors)} error(s): " + "; ".join(errors[:3]))
        self.ok("no injected elements, no dialogs, no script errors")


def accept_filter(ident: str) -> str:
    """The glob the page gives `render-cli accept --filter` for an id (SliderReports' ReviewReport.acceptFilter)."""
    out = []
    for ch in ident:
        v = ord(ch)
        if ch in "*?[":
            out.append("[" + ch + "]")
        elif v < 0x20 or 0x7F <= v <= 0x9F or 0x200B <= v <= 0x200F or 0x2028 <= v <= 0x202E or 0x2060 <= v <= 0x2069 \
                or v in (0xFEFF, 0x061C) or 0xFFF9 <= v <= 0xFFFB:
            out.append("?")
        else:
            out.append(ch)
    return "".join(out)


def accept_box(self, results: list) -> None:
    """Check 7: the accept box. Each failed or missing case has a box; ticking some makes one command whose
    arguments (read as a shell reads them) are `render-cli accept FOLDER --filter GLOB…`, each glob matching its id
    and no other failure; select-all ticks or clears the failures shown and then needs no --filter; the copy button
    follows. With --cli, each command is run (with --dry-run) where the report's goldens were laid out, and must
    choose exactly the ticked cases."""
    fails = [r for r in results if r["status"] in ("failed", "missing")]
    box = self.browser.evaluate("!!document.getElementById('accept-box')")
    if not self.report.get("roots") or not fails:
        if box:
            raise Failure("an accept box on a report without roots or failures")
        self.ok("no roots or no failures: no accept box")
        return
    if not box:
        raise Failure("no accept box on a report with roots and failures")
    folder = self.browser.evaluate("document.getElementById('accept-box').dataset.folder")
    if self.browser.evaluate("document.querySelectorAll('input.pick').length") != len(fails):
        raise Failure(f"expected {len(fails)} tick boxes, one per failed or missing case")
    state_js = ("(() => ({ command: document.getElementById('accept-command').textContent, "
                "copy: document.getElementById('copy-accept').dataset.command, disabled: document.getElementById('copy-accept').disabled, "
                "picked: document.getElementById('picked').textContent, all: document.getElementById('select-all').checked, "
                "ticked: Array.from(document.querySelectorAll('input.pick')).map((p) => p.checked) }))()")
    state = self.browser.evaluate(state_js)
    if state["command"] != "Tick the failures to accept" or not state["disabled"] or any(state["ticked"]):
        raise Failure(f"the accept box does not start empty: {state}")

    def click(selector: str, index: int = 0) -> None:
        x, y, w, h = self.browser.evaluate("((s, i) => { const e = document.querySelectorAll(s)[i]; e.scrollIntoView({ block: 'center' }); "
                                           "const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })(%s, %d)"
                                           % (json.dumps(selector), index))
        self.browser.click(x + w / 2, y + h / 2)

    def expect(ticked: list[int], what: str) -> dict:
        limit = time.monotonic() + 3
        while True:
            state = self.browser.evaluate(state_js)
            if sum(state["ticked"]) == len(ticked) or time.monotonic() > limit:
                break
            time.sleep(0.05)
        want_ticked = [i in ticked for i in range(len(fails))]
        if state["ticked"] != want_ticked:
            raise Failure(f"{what}: ticked {state['ticked']}, expected {want_ticked}")
        words = shlex.split(state["command"])
        want = ["render-cli", "accept", folder]
        if len(ticked) < len(fails):
            for i in ticked:
                want += ["--filter", accept_filter(fails[i]["id"])]
        if words != want or state["copy"] != state["command"] or state["disabled"]:
            raise Failure(f"{what}: the command reads {words}, expected {want} (copy button {state['copy']!r}, disabled {state['disabled']})")
        for i in ticked:
            glob = accept_filter(fails[i]["id"])
            matched = [r["id"] for r in fails if fnmatch.fnmatchcase(r["id"], glob)]
            if matched != [fails[i]["id"]]:
                raise Failure(f"{what}: --filter {glob!r} matches {matched}, not just its own case")
        if state["picked"] != f"{len(ticked)} of {len(fails)} ticked":
            raise Failure(f"{what}: the count reads {state['picked']!r}")
        if self.args.cli:
            self.run_accept(state["command"], [fails[i] for i in ticked], what)
        return state

    last = len(fails) - 1
    click("input.pick", 0)
    click("input.pick", last)
    expect([0, last], "the first and last failures clicked")
    self.ok(f"ticking 2 of {len(fails)} failures: one command with a --filter for each, each matching only its own case")
    click("#select-all")
    state = expect(list(range(len(fails))), "select-all")
    self.ok(f"select-all: all {len(fails)} ticked, the command needs no --filter: {state['command']!r}")
    shown = self.browser.evaluate("window.report.filter('price')")
    click("#select-all")
    kept = [i for i, r in enumerate(fails) if "price" not in r["id"]]
    expect(kept, "select-all cleared with the filter 'price'")
    self.browser.evaluate("window.report.filter('')")
    self.ok(f"select-all with the filter 'price' ({shown} shown) clears only the shown failures; {len(kept)} stay ticked")
    click("#copy-accept")
    label = self.wait_for("(() => { const t = document.getElementById('copy-accept').textContent; return t !== 'Copy' ? t : null; })()",
                          "the accept box's copy button to react", 3)
    self.ok(f"accept box copy button: {label!r}")


def keys_and_zoom(self) -> None:
    """j / k walk the cases shown, x ticks the current one, + / - / 0 zoom; a case with other image outputs of the
    same case shows them in a strip. Keys are typed as key events, not called through the script."""
    self.browser.evaluate("(() => { document.activeElement && document.activeElement.blur(); window.report.filter(''); "
                          "for (const p of document.querySelectorAll('input.pick')) p.checked = false; "
                          "const p = document.querySelector('input.pick'); if (p) p.dispatchEvent(new Event('change')); })()")
    shown = self.browser.evaluate("Array.from(document.querySelectorAll('article.case')).map((c) => c.dataset.id)")
    walked = []
    for _ in range(len(shown) + 1):
        self.browser.press("j")
        walked.append(self.browser.evaluate("window.report.current()"))
    if walked != shown + [shown[-1]]:
        raise Failure(f"j walked {walked}, the cases are {shown}")
    self.browser.press("k")
    if self.browser.evaluate("window.report.current()") != shown[-2]:
        raise Failure("k did not go back one case")
    for index in (0, len(shown) // 2):
        for _ in range(len(shown)):
            self.browser.press("k")
        for _ in range(index):
            self.browser.press("j")
        top, bar, height = self.browser.evaluate("[document.querySelector('article.case.current').getBoundingClientRect().top, "
                                                 "document.getElementById('summary').getBoundingClientRect().bottom, innerHeight]")
        if not bar <= top <= min(bar + 40, height - 40):
            raise Failure(f"case {index} is not scrolled to just below the summary bar (top {top}, bar ends at {bar})")
    self.ok(f"j walks all {len(shown)} cases in order and stops at the last, k goes back; the current case is scrolled into view")
    # x ticks the current failure.
    self.browser.evaluate("window.report.filter('')")
    first_fail = self.browser.evaluate("Array.from(document.querySelectorAll('article.case')).findIndex((c) => c.querySelector('input.pick'))")
    if first_fail >= 0:
        for _ in range(len(shown)):
            self.browser.press("k")
        for _ in range(first_fail):
            self.browser.press("j")
        self.browser.press("x")
        ticked = self.browser.evaluate("Array.from(document.querySelectorAll('input.pick')).map((p) => p.checked)")
        if ticked.count(True) != 1 or not ticked[0]:
            raise Failure(f"x did not tick the current failure alone: {ticked}")
        self.browser.press("x")
        self.ok("x ticks the current failure and unticks it again")
    # Zoom: the images double, and the filter box still takes the keys as text.
    width = "document.querySelector('article.case img.shot').getBoundingClientRect().width"
    before = self.browser.evaluate(width)
    self.browser.press("+")
    after = self.browser.evaluate(width)
    if self.browser.evaluate("window.report.zoom()") != "2" or abs(after - 2 * before) > 1.5:
        raise Failure(f"+ did not zoom to 2x: width {before} -> {after}")
    self.browser.press("+")
    self.browser.press("-")
    self.browser.press("0")
    if self.browser.evaluate("window.report.zoom()") != "1" or abs(self.browser.evaluate(width) - before) > 0.5:
        raise Failure("0 did not reset the zoom")
    self.browser.evaluate("document.getElementById('filter').focus()")
    self.browser.press("j")
    typed = self.browser.evaluate("document.getElementById('filter').value")
    self.browser.evaluate("(() => { const f = document.getElementById('filter'); f.blur(); window.report.filter(''); })()")
    if typed != "j":
        raise Failure(f"typing j in the filter box gave {typed!r}")
    self.ok(f"+ zooms the images to 2x ({before:.0f} -> {after:.0f} px wide), - and 0 zoom out; keys typed in the filter box stay text")
    strips = self.browser.evaluate("Array.from(document.querySelectorAll('article.case')).map((c) => "
                                   "Array.from(c.querySelectorAll('.v-variants .variant span')).map((s) => s.textContent))")
    ids = shown
    groups = {}
    for ident in ids:
        groups.setdefault(ident.split(":")[0] if ":" in ident else ident, []).append(ident)
    for ident, strip in zip(ids, strips):
        media = self.browser.evaluate(f"document.querySelectorAll('article.case')[{ids.index(ident)}].dataset.media")
        key = ident.split(":")[0] if ":" in ident else ident
        siblings = [i for i in groups[key]
                    if self.browser.evaluate(f"document.querySelectorAll('article.case')[{ids.index(i)}].dataset.media") != "text"]
        want = [i.split(":", 1)[1] for i in siblings][:12] if media != "text" and len(siblings) > 1 and ":" in ident else []
        if strip != want:
            raise Failure(f"{ident!r}: variants strip {strip}, expected {want}")
    with_strip = sum(1 for strip in strips if strip)
    if with_strip == 0:
        raise Failure("no case shows its variants side by side")
    self.ok(f"{with_strip} image cases show their case's other outputs side by side")


def run_accept(self, command: str, ticked: list, what: str) -> None:
    """Runs the page's command with --dry-run in the folder where `--cli` laid out the report's goldens."""
    words = shlex.split(command)
    done = subprocess.run([self.args.cli, *words[1:], "--dry-run"], cwd=self.goldens, capture_output=True, text=True, timeout=30)
    if done.returncode != 0:
        raise Failure(f"{what}: {command!r} exited {done.returncode}: {done.stderr.strip()}")
    lines = done.stdout.splitlines()
    for r in ticked:
        head = f"would write {visible(r['goldenPath'])} ({visible(r['id'])}, "
        if not any(line.startswith(head) for line in lines):
            raise Failure(f"{what}: the command did not choose {visible(r['id'])!r}: {lines}")
    if len(lines) != len(ticked) + 1:
        raise Failure(f"{what}: the command chose {len(lines) - 1} cases, {len(ticked)} were ticked: {lines}")
    self.ok(f"{what}: render-cli accept --dry-run chooses exactly the {len(ticked)} ticked case(s)")


def lay_out_goldens(report: dict, folder: Path) -> None:
    """Writes each failure's golden as the report holds it (none for a missing one) under `folder`, so that
    `render-cli accept` run there finds every golden unchanged since the report."""
    for r in report.get("results", []):
        if r["status"] not in ("failed", "missing"):
            continue
        path = folder / r["goldenPath"]
        path.parent.mkdir(parents=True, exist_ok=True)
        golden = r.get("actual") if r.get("goldenEqualsActual") else r.get("golden")
        if golden is not None:
            path.write_bytes(base64.b64decode(golden))


Run.accept_box = accept_box
Run.run_accept = run_accept
Run.keys_and_zoom = keys_and_zoom


def main() -> int:
    parser = argparse.ArgumentParser(description="Check a review report's index.html in headless Chromium.")
    parser.add_argument("folder", help="a report folder: index.html and report.json")
    parser.add_argument("--timeout", type=float, default=60, help="seconds for the whole run (default 60)")
    parser.add_argument("--screenshot", metavar="PNG", help="save a screenshot of the top of the page (light)")
    parser.add_argument("--dark-screenshot", metavar="PNG", help="save the same in the dark scheme")
    parser.add_argument("--screenshot-filter", default="", metavar="TEXT", help="type this into the filter box for the screenshots")
    parser.add_argument("--expect-identical", action="append", default=[], metavar="ID", help="a pair whose pixels must be identical")
    parser.add_argument("--cli", metavar="RENDER_CLI", help="run each accept command the page makes (with --dry-run) against the report's goldens")
    parser.add_argument("--expect-changed", action="append", default=[], metavar="ID", help="a pair whose pixels must differ")
    args = parser.parse_args()
    began = time.monotonic()
    deadline = began + args.timeout
    folder = Path(args.folder)
    print(f"test-report: {folder / 'index.html'}", flush=True)

    def check(holder: list) -> int:
        try:
            report = json.loads((folder / "report.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise InputProblem(f"cannot read {folder / 'report.json'}: {exc}")
        if not (folder / "index.html").is_file():
            raise InputProblem(f"{folder / 'index.html'} does not exist")
        browser = Chromium(cdp_pipe.find_chromium(), deadline)
        holder.append(browser)
        run = Run(folder, browser, report, deadline, args)
        with tempfile.TemporaryDirectory(prefix="test-report-goldens-") as goldens:
            run.goldens = goldens
            if args.cli:
                lay_out_goldens(report, Path(goldens))
            run.run()
        for path, scheme in ((args.screenshot, "light"), (args.dark_screenshot, "dark")):
            if not path:
                continue
            browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            browser.evaluate("(() => { window.report.filter(%s); window.scrollTo(0, 0); " % json.dumps(args.screenshot_filter) +
                             "for (const b of document.querySelectorAll('button.copy')) { b.textContent = 'Copy'; b.classList.remove('done'); } "
                             "for (const c of document.querySelectorAll('.case.current')) c.classList.remove('current'); "
                             "const picks = Array.from(document.querySelectorAll('input.pick')); "
                             "picks.forEach((p) => { p.checked = false; }); "
                             "const first = picks.find((p) => !p.closest('.case').hidden); if (first) first.checked = true; "
                             "if (picks.length) picks[0].dispatchEvent(new Event('change')); "
                             "for (const r of document.querySelectorAll('.wipe-range')) { r.value = '50'; "
                             "r.dispatchEvent(new Event('input', { bubbles: true })); } })()")
            time.sleep(0.2)
            Path(path).write_bytes(browser.shot())
            run.ok(f"screenshot ({scheme}) {path}")
        print(f"PASS: {len(report.get('results', []))} cases in {time.monotonic() - began:.1f} s", flush=True)
        return 0

    return cdp_pipe.run_page_check("test-report", str(folder / "index.html"), check, failures=(PNGError,))


if __name__ == "__main__":
    sys.exit(main())
