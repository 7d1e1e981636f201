"""What the start window loads before its first frame: only what it draws; and what a
team window joined from the command line loads: not the start window.

The game's engine, the host, zeroconf and the Qt namespace (some 15 ms of enums) load
when they are first needed, not while the app opens; a client in a game stays within
1.3× the memory of a bare window (``python -m bench.startup``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from decrypto_qt.net.host import GameHost
from tests.helpers.net import LOOPBACK
from tests.helpers.ui import PACK, WAIT

FIRST_FRAME = """
import sys
import PySide6.QtCore
from decrypto_qt.cli import build_parser
from decrypto_qt.ui.app import create_application, open_app

qapp = create_application(sys.argv[:1])
app = open_app(build_parser().parse_args(["--no-discovery"]))
qapp.processEvents()  # the first frame
assert app.start_window.isVisible()
print("Qt" if "Qt" in vars(PySide6.QtCore) else "-", *sorted(sys.modules))
"""

NOT_YET = (
    "decrypto_qt.engine",
    "decrypto_qt.net",
    "decrypto_qt.protocol.messages",
    "zeroconf",
    "html",
    "ctypes",
)


JOINED = """
import sys
from PySide6.QtCore import QEventLoop
from decrypto_qt.cli import build_parser
from decrypto_qt.ui.app import create_application, open_app

qapp = create_application(sys.argv[:1])
app = open_app(build_parser().parse_args(["--no-discovery", "join", sys.argv[1], "--name", "Ann"]))
window = app.team_windows[0]
while not window.isVisible():  # welcomed: the team window shows (the parent's timeout guards)
    qapp.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
qapp.processEvents()  # its first frame
print(*sorted(sys.modules))
"""
NOT_IN_A_GAME = (
    "decrypto_qt.ui.start_window",
    "PySide6.QtNetwork",  # a window connects on a plain socket (some 3 MiB)
    "html",  # its 2,000 named entities (some 0.4 MiB): ui/rich_text.py escapes
    "encodings.idna",  # the host's address goes to the resolver as bytes (some 0.3 MiB)
    "logging.handlers",  # the log is set aside as a process starts (some 0.6 MiB)
    "decrypto_qt.ui.tiebreak_panel",  # built when a game first comes to a tie-break
    "decrypto_qt.ui.game_over_panel",  # built when the game ends
)
"""What a team window joined from the command line never loads, up to its first frame."""


def fresh_env(tmp_path: Path) -> dict[str, str]:
    """A fresh process's environment: offscreen, settings and data of its own."""
    # Without the coverage hook of a --cov run: it imports modules of its own (html).
    plain = {k: v for k, v in os.environ.items() if not k.startswith(("COV_CORE", "COVERAGE"))}
    return dict(
        plain,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        DECRYPTO_QT_DATA_DIR=str(tmp_path / "data"),
    )


def test_the_start_window_paints_without_the_engine_the_host_or_the_qt_namespace(
    tmp_path: Path,
) -> None:
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME],
        capture_output=True,
        text=True,
        env=fresh_env(tmp_path),
        check=True,
    ).stdout.split()
    namespace, modules = out[0], set(out[1:])
    assert "decrypto_qt.ui.start_window" in modules
    assert namespace == "-", "the Qt namespace was loaded before the first frame"
    early = sorted(m for m in modules for n in NOT_YET if m == n or m.startswith(n + "."))
    assert early == []


def test_a_team_window_joined_by_command_line_loads_only_what_a_game_needs(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # `decrypto-qt join ADDR --name Ann` opens the team window alone: the start window is
    # built (and imported) only if the player goes back to it.
    game = GameHost("Join room", pack=PACK, data_dir=tmp_path / "host")
    game.listen(LOOPBACK, 0)
    try:
        with subprocess.Popen(
            [sys.executable, "-c", JOINED, f"{LOOPBACK}:{game.port}"],
            stdout=subprocess.PIPE,
            text=True,
            env=fresh_env(tmp_path),
        ) as client:
            try:
                # The host answers on this process's event loop while the client joins.
                qtbot.waitUntil(lambda: client.poll() is not None, timeout=4 * WAIT)
            finally:
                if client.poll() is None:
                    client.kill()
            out, _ = client.communicate()
    finally:
        game.close()
    assert client.returncode == 0
    modules = set(out.split())
    assert "decrypto_qt.ui.team_window" in modules
    early = sorted(m for m in modules for n in NOT_IN_A_GAME if m == n or m.startswith(n + "."))
    assert early == []
