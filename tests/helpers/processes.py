"""Run ``decrypto-qt`` as real processes and read what they print."""

from __future__ import annotations

import os
import re
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


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
