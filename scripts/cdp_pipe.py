"""A minimal client for headless Chromium over ``--remote-debugging-pipe``.

Chromium reads NUL-terminated JSON DevTools-protocol commands from fd 3 and
writes NUL-terminated JSON replies and events to fd 4. ``Chromium`` starts the
browser with those pipe ends as fds 3 and 4, a temporary profile (removed on
close) and its own process group, sends commands and reads replies within
deadlines, keeps the events that arrive meanwhile, and on close kills the
process group if the browser does not exit by itself. Standard library only.

Used by ``compare-renderers.py``, which subclasses ``Chromium`` with what is
its own and sets the class attributes below to keep its own error type and
messages, and by ``test-player.py`` and ``test-report.py``, which check a page
through ``PageBrowser`` and ``run_page_check`` at the end of this file.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path


#: Flags that keep a fresh profile from first-run prompts, extensions,
#: background network traffic and sound (callers add their own around them).
QUIET_FLAGS = [
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--mute-audio",
]


class CDPError(Exception):
    """Chromium stopped answering, closed the pipe or refused a command."""


class Chromium:
    """One headless Chromium driven over the pipe; one flat session to a page."""

    #: The exception raised for transport failures and error replies.
    Error: type[Exception] = CDPError
    #: While waiting for a reply, check twice a second whether Chromium is
    #: still running and name its exit status; otherwise wait on the pipe only.
    watch_process = True
    #: What the error says when Chromium closes its end of the pipe.
    closed_text = "Chromium closed the pipe (it crashed or exited)"
    #: Seconds allowed for Chromium to exit on close, and again after each signal.
    close_wait = 3.0

    def __init__(self, binary: str, flags: list[str], profile_prefix: str, *,
                 trailing: list[str] | tuple[str, ...] = (), timeout: float = 15.0,
                 deadline: float | None = None):
        """Start ``binary flags... --remote-debugging-pipe --user-data-dir=PROFILE
        trailing... about:blank``. ``timeout`` is the default number of seconds
        a command or event wait may take; no wait goes past ``deadline`` (a
        time.monotonic() value) when it is given."""
        self.timeout = timeout
        self.deadline = deadline
        self.profile = tempfile.mkdtemp(prefix=profile_prefix)
        self.log_path = Path(self.profile) / "chromium.log"
        self.buf = b""
        self.events: list[dict] = []
        self.next_id = 0
        self.sid: str | None = None
        to_r, self.to_chrome = os.pipe()
        self.from_chrome, from_w = os.pipe()

        def child() -> None:  # between fork and exec: the pipe ends become fds 3 and 4
            a = fcntl.fcntl(to_r, fcntl.F_DUPFD_CLOEXEC, 10)
            b = fcntl.fcntl(from_w, fcntl.F_DUPFD_CLOEXEC, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.log_file = open(self.log_path, "wb")
        cmd = [binary, *flags, "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
               *trailing, "about:blank"]
        try:
            self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=self.log_file,
                                         stderr=self.log_file, close_fds=False, preexec_fn=child,
                                         start_new_session=True)
        except OSError as exc:
            self.log_file.close()
            shutil.rmtree(self.profile, ignore_errors=True)
            for fd in (self.to_chrome, self.from_chrome):
                os.close(fd)
            error = self.start_error(binary, exc)
            if error is exc:
                raise
            raise error from exc
        finally:
            os.close(to_r)
            os.close(from_w)

    def start_error(self, binary: str, exc: OSError) -> Exception:
        """The exception to raise when ``binary`` cannot be started (default: exc itself)."""
        return exc

    def attach(self, timeout: float | None = None) -> None:
        """Attach to the browser's first page (or a new one) as a flat session.

        ``timeout`` is for the first command, which also waits for Chromium to
        come up."""
        targets = self.send("Target.getTargets", timeout=timeout)["targetInfos"]
        pages = [t for t in targets if t.get("type") == "page"]
        target = pages[0]["targetId"] if pages else \
            self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.sid = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

    # -- the log -------------------------------------------------------------
    def log_text(self) -> str | None:
        """Chromium's own stdout and stderr so far (the file goes on close)."""
        try:
            self.log_file.flush()
            return self.log_path.read_text(errors="replace")
        except OSError:
            return None

    def log_tail(self, lines: int = 12) -> list[str]:
        """The last lines of Chromium's log, without the D-Bus noise."""
        text = self.log_text()
        if text is None:
            return []
        return [t for t in text.splitlines() if "dbus" not in t.lower()][-lines:]

    # -- transport -----------------------------------------------------------
    def _limit(self, timeout: float | None) -> float:
        limit = time.monotonic() + (self.timeout if timeout is None else timeout)
        return limit if self.deadline is None else min(limit, self.deadline)

    def _read(self, deadline: float) -> dict:
        """The next message (reply or event), waiting until deadline at most."""
        while b"\0" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise self.Error("Chromium did not answer in time")
            ready, _, _ = select.select([self.from_chrome], [], [],
                                        min(left, 0.5) if self.watch_process else left)
            if not ready:
                if self.watch_process and self.proc.poll() is not None:
                    raise self.Error(f"Chromium exited with status {self.proc.returncode}")
                continue
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise self.Error(self.closed_text)
            self.buf += chunk
        raw, self.buf = self.buf.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method: str, params: dict | None = None, timeout: float | None = None,
             session: bool = False) -> dict:
        """Send a command (to the page's session when ``session``) and return
        its result; events that arrive meanwhile are kept in ``events``."""
        self.next_id += 1
        msg_id = self.next_id
        msg = {"id": msg_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = self.sid
        data = json.dumps(msg).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self.to_chrome, data):]
        except OSError as exc:
            status = self.proc.poll() if self.watch_process else None
            raise self.Error(f"Chromium exited with status {status}" if status is not None
                             else f"Chromium pipe closed: {exc}") from exc
        deadline = self._limit(timeout)
        while True:
            reply = self._read(deadline)
            if reply.get("id") == msg_id:
                if "error" in reply:
                    raise self.Error(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def call(self, method: str, params: dict | None = None, timeout: float | None = None) -> dict:
        """A command to the page."""
        return self.send(method, params, timeout=timeout, session=True)

    def wait_event(self, method: str, timeout: float | None = None) -> dict:
        """The first kept or next arriving event named method (removed from ``events``)."""
        deadline = self._limit(timeout)
        while True:
            for i, ev in enumerate(self.events):
                if ev.get("method") == method:
                    del self.events[i]
                    return ev
            self.events.append(self._read(deadline))

    def pump(self) -> None:
        """Collect events that arrived without blocking."""
        while True:
            ready, _, _ = select.select([self.from_chrome], [], [], 0)
            if not ready and b"\0" not in self.buf:
                return
            self.events.append(self._read(time.monotonic() + 1))

    def close(self) -> None:
        """Close the pipe, give Chromium close_wait seconds to exit, then
        SIGTERM and SIGKILL its process group; remove the profile."""
        try:
            os.close(self.to_chrome)
        except OSError:
            pass
        try:
            self.proc.wait(timeout=self.close_wait)
        except subprocess.TimeoutExpired:
            for sig in (signal.SIGTERM, signal.SIGKILL):
                try:
                    os.killpg(self.proc.pid, sig)
                    self.proc.wait(timeout=self.close_wait)
                    break
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    continue
        try:
            os.close(self.from_chrome)
        except OSError:
            pass
        self.log_file.close()
        shutil.rmtree(self.profile, ignore_errors=True)


# --------------------------------------------------------------------------
# Checking a page: what test-player.py and test-report.py share
# --------------------------------------------------------------------------

class Failure(Exception):
    """A check of the page failed (exit 1)."""


class InputProblem(Exception):
    """The folder or the file the page is made from is missing or unreadable (exit 2)."""


class BrowserError(Exception):
    """Chromium could not be started, crashed or stopped answering (exit 3)."""


def find_chromium() -> str:
    """The browser binary: $CHROMIUM, else chromium or chromium-browser on PATH."""
    binary = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not binary:
        raise BrowserError("chromium not found; run scripts/install-render-tools.sh (or set CHROMIUM)")
    return binary


class PageBrowser(Chromium):
    """A browser with one page of a fixed viewport, for checking a page as a person would use it: evaluation that
    turns a script error into a Failure, the errors the page reported, clicks and screenshots."""

    Error = BrowserError
    #: Evaluate as if from a user gesture (needed for the clipboard).
    user_gesture = False

    def __init__(self, binary: str, flags: list[str], profile_prefix: str, viewport: tuple[int, int], deadline: float):
        super().__init__(binary, flags, profile_prefix, trailing=[f"--window-size={viewport[0]},{viewport[1]}"],
                         timeout=15, deadline=deadline)
        try:
            self.attach(timeout=20)
            for domain in ("Page", "Runtime", "Log"):
                self.call(f"{domain}.enable")
            self.viewport(*viewport)
            self.prepare()
        except BaseException:
            self.close()
            raise

    def prepare(self) -> None:
        """More set-up of the page, for subclasses."""

    def viewport(self, width: int, height: int) -> None:
        self.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def start_error(self, binary: str, exc: OSError) -> Exception:
        return BrowserError(f"cannot start {binary}: {exc}")

    def evaluate(self, expression: str, timeout: float = 10):
        params = {"expression": expression, "returnByValue": True, "awaitPromise": True}
        if self.user_gesture:
            params["userGesture"] = True
        result = self.call("Runtime.evaluate", params, timeout=timeout)
        if "exceptionDetails" in result:
            d = result["exceptionDetails"]
            raise Failure(f"script error while testing: {d.get('exception', {}).get('description') or d.get('text')}")
        return result.get("result", {}).get("value")

    def errors(self) -> list[str]:
        """Script exceptions, console errors, dialogs and failed loads the page reported so far."""
        self.pump()
        found = []
        for ev in self.events:
            method, params = ev.get("method"), ev.get("params", {})
            if method == "Runtime.exceptionThrown":
                d = params.get("exceptionDetails", {})
                found.append("exception: " + (d.get("exception", {}).get("description") or d.get("text", "?")).splitlines()[0])
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console.error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Page.javascriptDialogOpening":
                found.append(f"a {params.get('type')} dialog opened: {params.get('message')!r}")
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                e = params["entry"]
                found.append(f"{e.get('source', 'log')}: {e.get('text', '')} {e.get('url', '')}".strip())
        return found

    def click(self, x: float, y: float) -> None:
        self.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def press(self, key: str) -> None:
        """Types one printable key, as a keyboard does: keydown with its text, then keyup."""
        self.call("Input.dispatchKeyEvent", {"type": "keyDown", "key": key, "text": key, "unmodifiedText": key})
        self.call("Input.dispatchKeyEvent", {"type": "keyUp", "key": key})

    def shot(self, clip: dict | None = None) -> bytes:
        """A PNG of the viewport, or of ``clip`` (page coordinates) beyond it."""
        params = {"format": "png"}
        if clip:
            params.update({"clip": {**clip, "scale": 1}, "captureBeyondViewport": True})
        return base64.b64decode(self.call("Page.captureScreenshot", params, timeout=30)["data"])


def run_page_check(name: str, page: str, body, failures: tuple[type[Exception], ...] = ()) -> int:
    """Runs ``body(holder)``, where ``holder`` is a one-item list the body puts its browser in, and turns what went
    wrong into the exit status and the lines every page check prints: 0 passed; 1 a check failed (``Failure`` or one
    of ``failures``); 2 an input problem; 3 the browser (with the tail of its log). The browser is closed in every
    case."""
    holder: list[PageBrowser] = []
    try:
        return body(holder)
    except (Failure, *failures) as exc:
        print(f"  FAIL  {exc}", flush=True)
        print(f"FAIL: {page}", file=sys.stderr)
        return 1
    except InputProblem as exc:
        print(f"{name}: error: {exc}", file=sys.stderr)
        return 2
    except BrowserError as exc:
        print(f"{name}: browser error: {exc}", file=sys.stderr)
        for browser in holder:
            for line in browser.log_tail():
                print(f"    {line}", file=sys.stderr)
        return 3
    finally:
        for browser in holder:
            browser.close()
