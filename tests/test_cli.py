"""The ``decrypto-qt`` command line."""

import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt import __version__
from decrypto_qt.cli import main
from tests.helpers.net import make_host
from tests.helpers.processes import Proc


def test_version_is_printed_by_the_module_entry_point() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "decrypto_qt", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == f"decrypto-qt {__version__}"


def test_version_flag_exits_cleanly(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_a_bad_address_is_refused_with_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["bot", "--join", "nonsense"])
    assert exc.value.code == 2
    assert "expected HOST:PORT, such as" in capsys.readouterr().err


def test_join_opens_a_team_window_serving_the_named_players(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_host(tmp_path / "host", start_at=None)
    app = Proc(
        "join",
        f"127.0.0.1:{host.port}",
        "--name",
        "Ann",
        "--name",
        "Bob",
        data_dir=tmp_path / "app",
        env={"XDG_CONFIG_HOME": str(tmp_path / "config")},
    )
    try:
        qtbot.waitUntil(lambda: len(host.book.seats) == 2, timeout=20_000)
        assert [s.name for s in host.book.players()] == ["Ann", "Bob"]
        assert host.connected_windows == 1
        # Ctrl+C (SIGINT) closes the app, which says goodbye: in the lobby, the seats go.
        app.proc.send_signal(signal.SIGINT)
        assert app.wait_exit(qtbot) == 0
        qtbot.waitUntil(lambda: host.connected_windows == 0, timeout=5000)
        assert not host.book.seats
    finally:
        app.kill()
        host.close()
