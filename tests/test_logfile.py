"""What the real command line says on the console (stderr) and what goes to the log file."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.logfile import (
    BACKUPS,
    LOG_NAME,
    MAX_BYTES,
    close_logging,
    console_level,
    setup_logging,
)
from tests.helpers.processes import free_port


class Run:
    """``python -m decrypto_qt ARGS`` with stdout and stderr in files of their own."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        self.data = tmp_path / "data"
        self.out_path, self.err_path = tmp_path / "out.txt", tmp_path / "err.txt"
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            DECRYPTO_QT_DATA_DIR=str(self.data),
            XDG_CONFIG_HOME=str(tmp_path / "config"),
            DECRYPTO_QT_REPORT_PAINT="1",  # the start window says "first-paint" on stdout
        )
        with self.out_path.open("w") as out, self.err_path.open("w") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "decrypto_qt", *args], stdout=out, stderr=err, env=env
            )

    @property
    def err(self) -> str:
        return self.err_path.read_text(encoding="utf-8")

    @property
    def out(self) -> str:
        return self.out_path.read_text(encoding="utf-8")

    @property
    def log(self) -> str:
        path = self.data / "logs" / LOG_NAME
        return path.read_text(encoding="utf-8") if path.exists() else ""

    def interrupt(self, qtbot: QtBot) -> int:
        self.proc.send_signal(signal.SIGINT)
        qtbot.waitUntil(lambda: self.proc.poll() is not None, timeout=20_000)
        return int(self.proc.returncode)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


@pytest.fixture
def run(tmp_path: Path) -> Iterator[type[Run]]:
    started: list[Run] = []

    class Started(Run):
        def __init__(self, *args: str) -> None:
            folder = tmp_path / f"run{len(started)}"
            folder.mkdir()
            super().__init__(folder, *args)
            started.append(self)

    yield Started  # type: ignore[misc]
    for r in started:
        r.kill()


def unreachable_bot(qtbot: QtBot, run: type[Run], *verbose: str) -> Run:
    """A bot sent to an address where nothing listens, left to retry three times."""
    bot = run(*verbose, "bot", "--join", f"127.0.0.1:{free_port()}")  # type: ignore[call-arg]
    qtbot.waitUntil(lambda: bot.log.count("still no host") >= 3, timeout=20_000)
    assert bot.interrupt(qtbot) == 0
    return bot


def test_a_wrong_address_is_said_once_in_words(qtbot: QtBot, run: type[Run]) -> None:
    bot = unreachable_bot(qtbot, run)
    lines = bot.err.splitlines()
    assert len(lines) == 1, bot.err
    assert lines[0].startswith("decrypto-qt: cannot reach the host at 127.0.0.1:")
    assert "refused" in lines[0].lower() and lines[0].endswith("trying again")
    # Every attempt, and the start, are in the log file all the same.
    assert bot.log.count("still no host") >= 3
    assert " INFO decrypto_qt.cli: decrypto-qt " in bot.log


def test_v_shows_what_happens_and_vv_everything(qtbot: QtBot, run: type[Run]) -> None:
    info = unreachable_bot(qtbot, run, "-v")
    assert " INFO decrypto_qt.cli: decrypto-qt " in info.err
    assert "still no host" not in info.err
    debug = unreachable_bot(qtbot, run, "-vv")
    assert "DEBUG decrypto_qt.net.client: still no host" in debug.err


def test_a_headless_host_says_nothing_on_stderr_unless_asked(qtbot: QtBot, run: type[Run]) -> None:
    host = run("host", "--headless", "--interface", "127.0.0.1", "--no-discovery", "--port", "0")
    qtbot.waitUntil(lambda: "join with:" in host.out, timeout=20_000)
    assert host.interrupt(qtbot) == 0
    assert host.err == ""
    assert "stopped" in host.out
    assert "listening on 127.0.0.1" in host.log and "signal 2: shutting down" in host.log


def test_a_host_that_cannot_start_says_why_in_one_line(qtbot: QtBot, run: type[Run]) -> None:
    host = run("host", "--headless", "--no-discovery", "--lang", "xx")
    qtbot.waitUntil(lambda: host.proc.poll() is not None, timeout=20_000)
    assert host.proc.returncode == 2
    assert len(host.err.splitlines()) == 1 and host.err.startswith("decrypto-qt: ")
    assert "xx" in host.err


def test_levels_and_handlers_are_set_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path))
    assert [console_level(n) for n in (0, 1, 2, 3)] == [
        logging.WARNING,
        logging.INFO,
        logging.DEBUG,
        logging.DEBUG,
    ]
    root = logging.getLogger()
    before = len(root.handlers)
    try:
        setup_logging(0)
        path = setup_logging(1)  # again: replaces, does not add
        assert path == tmp_path / "logs" / LOG_NAME
        assert len(root.handlers) == before + 2
        logging.getLogger("decrypto_qt.test").debug("a detail")
        for h in root.handlers:
            h.flush()
        assert "DEBUG decrypto_qt.test: a detail" in path.read_text(encoding="utf-8")
    finally:
        close_logging()
    assert len(root.handlers) == before


def test_the_start_window_keeps_the_console_quiet(qtbot: QtBot, run: type[Run]) -> None:
    app = run("--no-discovery")
    qtbot.waitUntil(lambda: "first-paint" in app.out, timeout=20_000)
    assert app.interrupt(qtbot) == 0
    assert app.err == ""
    # What Qt itself had to say (the offscreen platform's remarks) is in the file instead.
    assert "starting (app)" in app.log


def test_a_full_log_is_set_aside_when_a_process_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path))
    logs = tmp_path / "logs"
    logs.mkdir()
    log = logs / LOG_NAME
    for n, text in ((1, "first"), (2, "second"), (BACKUPS, "oldest")):
        (logs / f"{LOG_NAME}.{n}").write_text(text, encoding="utf-8")
    log.write_text("x" * MAX_BYTES, encoding="utf-8")
    try:
        setup_logging(0)
        logging.getLogger("decrypto_qt.test").info("a fresh start")
    finally:
        close_logging()
    assert "a fresh start" in log.read_text(encoding="utf-8") and log.stat().st_size < 1000
    kept = {p.name: p.read_text(encoding="utf-8") for p in logs.iterdir() if p != log}
    assert kept == {
        f"{LOG_NAME}.1": "x" * MAX_BYTES,
        f"{LOG_NAME}.2": "first",
        f"{LOG_NAME}.3": "second",
    }  # BACKUPS older files at most: the oldest went
    # Under the limit, a log is carried on.
    try:
        setup_logging(0)
        logging.getLogger("decrypto_qt.test").info("and more")
    finally:
        close_logging()
    assert "a fresh start" in log.read_text(encoding="utf-8")
    assert "and more" in log.read_text(encoding="utf-8")
