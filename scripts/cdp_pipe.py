"""A minimal client for headless Chromium over ``--remote-debugging-pipe``.

Chromium reads NUL-terminated JSON DevTools-protocol commands from fd 3 and
writes NUL-terminated JSON replies and events to fd 4. ``Chromium`` starts the
browser with those pipe ends as fds 3 and 4, a temporary profile (removed on
close) and its own process group, sends commands and reads replies within
deadlines, keeps the events that arrive meanwhile, and on close kills the
process group if the browser does not exit by itself. Standard library only.

Used by ``compare-renderers.py`` and ``test-player.py`` in this folder, which
subclass ``Chromium`` with what is their own (the page set-up, screenshots,
evaluation, input) and set the class attributes below to keep their own error
type and messages.
"""

from __future__ import annotations

import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
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
