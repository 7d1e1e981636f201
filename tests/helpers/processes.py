"""Run ``decrypto-qt`` as real processes and read what they print."""

from __future__ import annotations

import itertools
import os
import random
import re
import socket
import subprocess
import sys
import threading
from pathlib import Path

from pytestqt.qtbot import QtBot


class Proc:
    """A ``python -m decrypto_qt ...`` child whose output is collected line by line."""

    def __init__(
        self,
        *args: str,
        data_dir: Path | None = None,
        netns: str | None = None,
        env: dict[str, str] | None = None,
        unset: tuple[str, ...] = (),
    ) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1", **(env or {}))
        if data_dir is not None:
            env["DECRYPTO_QT_DATA_DIR"] = str(data_dir)
        for name in unset:
            env.pop(name, None)
        cmd = [sys.executable, "-m", "decrypto_qt", *args]
        if netns is not None:
            cmd = ["ip", "netns", "exec", netns, *cmd]
        self.proc = subprocess.Popen(
            cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
        )
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    @property
    def output(self) -> str:
        return "\n".join(self.lines)

    def wait_for(self, qtbot: QtBot, pattern: str, timeout: int = 20_000) -> re.Match[str]:
        found: list[re.Match[str]] = []

        def seen() -> bool:
            for line in list(self.lines):
                m = re.search(pattern, line)
                if m:
                    found.append(m)
                    return True
            return False

        qtbot.waitUntil(seen, timeout=timeout)
        return found[0]

    def wait_exit(self, qtbot: QtBot, timeout: int = 30_000) -> int:
        qtbot.waitUntil(lambda: self.proc.poll() is not None, timeout=timeout)
        self._finish()
        return int(self.proc.returncode)

    def _finish(self) -> None:
        self._reader.join(5)
        if self.proc.stdout is not None and not self._reader.is_alive():
            self.proc.stdout.close()

    def kill(self) -> None:
        """Stop it now (SIGKILL) if it still runs, and release its pipe."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        self._finish()


def _worker() -> tuple[int, int]:
    """This test process's number and how many run side by side (pytest-xdist), else (0, 1)."""
    name = os.environ.get("PYTEST_XDIST_WORKER", "")
    count = os.environ.get("PYTEST_XDIST_WORKER_COUNT", "")
    if name.startswith("gw") and name[2:].isdigit() and count.isdigit() and int(count) > 0:
        return int(name[2:]), int(count)
    return 0, 1


def _ephemeral_start() -> int:
    """Where the ports the system hands out by itself begin (bind to 0, outgoing connections)."""
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 49152  # the IANA range, used by Windows and macOS


PORTS_FROM = 20_000
"""Ports handed out by :func:`free_port` start here and end below the system's own range."""
_slot = itertools.count(random.randrange(1 << 16))


def free_port() -> int:
    """A free port on 127.0.0.1 whose next port is free too, that no other test takes meanwhile.

    A test that restarts a host on the same port, or counts on the browser page being
    served on the next one, needs the pair to stay free between its steps. So the pair
    comes from below the system's range of automatic ports (which any test's ``listen(0)``
    or outgoing connection may take at any moment), and from this test process's own
    share of that span: tests running side by side (pytest-xdist) never get the same pair.
    """
    worker, workers = _worker()
    # (On a system whose automatic range starts lower, the span overlaps it: still a pair
    # of this process's own, checked free, though not kept from automatic use.)
    end = max(min(_ephemeral_start(), 32_768), PORTS_FROM + 4096)
    pairs = (end - PORTS_FROM) // 2 // workers
    for _ in range(pairs):
        port = PORTS_FROM + 2 * (workers * (next(_slot) % pairs) + worker)
        if _bindable(port) and _bindable(port + 1):
            return port
    raise OSError("no free pair of ports below the system's automatic range")


def _bindable(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def run_script(code: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a Python process of its own (offscreen Qt): for a test whose failure
    would be a crash, which must end that process, not the test run."""
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        timeout=timeout,
    )
