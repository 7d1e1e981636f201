"""One data folder for every way of starting, and saves left by earlier versions."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import bundled_pack
from decrypto_qt.net.autosave import migrate
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.paths import data_dir, legacy_data_dirs, standard_data_dir
from tests.helpers.net import LOOPBACK
from tests.helpers.processes import Proc, free_port

UNSET = ("DECRYPTO_QT_DATA_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME")
"""A user who never set anything: the folder comes from HOME alone."""


def as_user(home: Path) -> dict[str, object]:
    """Proc arguments for a process run by a user whose home is ``home``."""
    return {"env": {"HOME": str(home)}, "unset": UNSET}


def host_as_user(home: Path, *flags: str) -> Proc:
    """``decrypto-qt host FLAGS`` run by that user, on loopback only, not advertised."""
    return Proc(
        "host",
        *flags,
        "--interface",
        LOOPBACK,
        "--no-discovery",
        **as_user(home),  # type: ignore[arg-type]
    )


def data_folder(home: Path) -> Path:
    return home / ".local" / "share" / "decrypto_qt"


def write_save(folder: Path, room: str, *, mtime: float | None = None) -> None:
    """A real autosave of a room in its lobby, written by the host itself."""
    folder.mkdir(parents=True, exist_ok=True)
    host = GameHost(room, pack=bundled_pack("en"), data_dir=folder)
    host._save()  # what the host writes after any change
    host.close()
    if mtime is not None:
        for name in ("autosave.json", "autosave.journal"):
            if (folder / name).exists():
                os.utime(folder / name, (mtime, mtime))


def saved_room(folder: Path) -> str:
    return str(json.loads((folder / "autosave.json").read_text(encoding="utf-8"))["room"])


def seated(qtbot: QtBot, port: int, name: str) -> HostConnection:
    conn = HostConnection(LOOPBACK, port, names=(name,))
    with qtbot.waitSignal(conn.welcomed, timeout=15_000):
        conn.open()
    return conn


# --- the folder and the move, in process ----------------------------------------------


def test_the_override_wins_and_is_created(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path / "mine"))
    assert data_dir() == tmp_path / "mine"
    assert (tmp_path / "mine").is_dir()


def test_without_override_the_folder_follows_xdg_and_not_the_qt_app_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QCoreApplication

    monkeypatch.delenv("DECRYPTO_QT_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    before = QCoreApplication.organizationName()
    try:
        QCoreApplication.setOrganizationName("someone-else")
        assert standard_data_dir() == tmp_path / "share" / "decrypto_qt"
    finally:
        QCoreApplication.setOrganizationName(before)
    assert legacy_data_dirs(tmp_path / "share" / "decrypto_qt")[0] == (
        tmp_path / "share" / "decrypto_qt" / "decrypto_qt"
    )


def test_an_old_save_and_word_memory_move_to_the_one_folder(tmp_path: Path) -> None:
    new, old = tmp_path / "new", tmp_path / "new" / "decrypto_qt"
    write_save(old, "Old room")
    (old / "used_words.json").write_text(json.dumps({"English": ["river", "apple"]}))
    new.mkdir(exist_ok=True)
    (new / "used_words.json").write_text(json.dumps({"English": ["cloud"], "Français": ["œuf"]}))
    done = migrate(old, new)
    assert saved_room(new) == "Old room"
    assert not (old / "autosave.json").exists() and not (old / "used_words.json").exists()
    memory = json.loads((new / "used_words.json").read_text(encoding="utf-8"))
    assert memory == {"English": ["apple", "cloud", "river"], "Français": ["œuf"]}
    assert any("moved the saved game" in line for line in done)


def test_a_newer_save_in_the_one_folder_is_never_overwritten(tmp_path: Path) -> None:
    new, old = tmp_path / "new", tmp_path / "old"
    write_save(old, "Old room", mtime=1_000_000)
    write_save(new, "New room", mtime=2_000_000)
    done = migrate(old, new)
    assert saved_room(new) == "New room"
    assert saved_room(old) == "Old room"  # left where it was
    assert done == [f"kept the newer saved game in {new}; an older one stays in {old}"]


def test_an_older_save_in_the_one_folder_is_kept_aside(tmp_path: Path) -> None:
    new, old = tmp_path / "new", tmp_path / "old"
    write_save(old, "Newer room", mtime=2_000_000)
    write_save(new, "Older room", mtime=1_000_000)
    migrate(old, new)
    assert saved_room(new) == "Newer room"
    bak = json.loads((new / "autosave.json.bak").read_text(encoding="utf-8"))
    assert bak["room"] == "Older room"


# --- the real command line, as a user who set nothing ----------------------------------


def test_a_headless_save_is_resumed_by_the_windowed_host_in_the_same_folder(
    qtbot: QtBot, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    folder = data_folder(home)
    # A port that stays free for the restart (a port-0 one could be taken in between).
    headless = host_as_user(home, "--headless", "--port", str(free_port()), "--name", "Crash room")
    window = None
    app = None
    try:
        port = int(headless.wait_for(qtbot, r"port: (\d+)").group(1))
        window = seated(qtbot, port, "Ann")
        qtbot.waitUntil(lambda: (folder / "autosave.json").exists(), timeout=5000)
        headless.kill()  # a crash: nothing more is written
        assert saved_room(folder) == "Crash room"
        assert (folder / "logs" / "decrypto_qt.log").exists()
        assert not (folder / "decrypto_qt").exists()
        qtbot.waitUntil(lambda: window is not None and window.state == "lost", timeout=10_000)
        app = host_as_user(home, "--resume")
        app.wait_for(qtbot, r'room "Crash room"')
        assert int(app.wait_for(qtbot, r"port: (\d+)").group(1)) == port
        # The window finds its seat again by itself, in the game the headless host saved.
        qtbot.waitUntil(lambda: window is not None and window.state == "connected", timeout=20_000)
        assert [s.name for s in window.seats] == ["Ann"]
        app.proc.send_signal(signal.SIGINT)
        assert app.wait_exit(qtbot) == 0
        # Everything in the one folder; nothing in the app's old one.
        assert {"autosave.json", "logs"} <= {p.name for p in folder.iterdir()}
        assert saved_room(folder) == "Crash room"
        assert not (folder / "decrypto_qt").exists()
    finally:
        if window is not None:
            window.close()
        headless.kill()
        if app is not None:
            app.kill()


def test_a_windowed_save_is_resumed_by_the_headless_host(qtbot: QtBot, tmp_path: Path) -> None:
    home = tmp_path / "home"
    folder = data_folder(home)
    app = host_as_user(home, "--port", str(free_port()), "--name", "Window room")
    window = None
    headless = None
    try:
        port = int(app.wait_for(qtbot, r"port: (\d+)").group(1))
        window = seated(qtbot, port, "Bo")
        qtbot.waitUntil(lambda: (folder / "autosave.json").exists(), timeout=5000)
        app.kill()
        assert saved_room(folder) == "Window room"
        headless = host_as_user(home, "--headless", "--resume")
        headless.wait_for(qtbot, r'room "Window room"')
        assert int(headless.wait_for(qtbot, r"port: (\d+)").group(1)) == port
        qtbot.waitUntil(lambda: window is not None and window.state == "connected", timeout=20_000)
        assert [s.name for s in window.seats] == ["Bo"]
        assert "no saved game" not in headless.output
    finally:
        if window is not None:
            window.close()
        app.kill()
        if headless is not None:
            headless.kill()


def test_a_save_in_the_old_app_folder_is_moved_and_taken_up(qtbot: QtBot, tmp_path: Path) -> None:
    home = tmp_path / "home"
    folder = data_folder(home)
    write_save(folder / "decrypto_qt", "Last week")
    headless = host_as_user(home, "--headless", "--resume", "--port", "0")
    try:
        headless.wait_for(qtbot, r'room "Last week"')
        assert saved_room(folder) == "Last week"
        assert not (folder / "decrypto_qt" / "autosave.json").exists()
        log_text = (folder / "logs" / "decrypto_qt.log").read_text(encoding="utf-8")
        assert f"moved the saved game from {folder / 'decrypto_qt'} to {folder}" in log_text
        # Said in the log file, not on the console.
        assert "moved" not in headless.output
    finally:
        headless.kill()
