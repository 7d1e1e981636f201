"""First run, settings that persist, and the about/network diagnostics."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from decrypto_qt.cli import main
from decrypto_qt.logfile import LOG_NAME, install_file_log
from decrypto_qt.ui.app import App
from decrypto_qt.ui.diagnostics import DiagnosticsDialog, network_help_html, port_accepts
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.start_window import StartWindow
from tests.helpers.ui import PACK, host_of


def test_the_network_tab_lists_addresses_and_checks_the_hosted_port(
    qtbot: QtBot, app: App, tmp_path: Path
) -> None:
    table = app.host_game("Diag", resume=False, pack=PACK)
    assert table is not None
    table.ask_before_closing = False
    port = host_of(app).port
    dialog = DiagnosticsDialog(port=port, data_dir=tmp_path, log_file=tmp_path / "x.log")
    qtbot.addWidget(dialog)
    rows = {
        dialog.table.item(r, 1).text(): dialog.table.item(r, 2).text()
        for r in range(dialog.table.rowCount())
    }
    assert rows["127.0.0.1"].startswith("no: this computer only")
    assert str(port) in dialog.port_label.text()
    dialog.check_port()
    # The host listens on 127.0.0.1 only here: loopback answers (the check does not block).
    row = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())].index(
        "127.0.0.1"
    )
    qtbot.waitUntil(lambda: "port" in dialog.table.item(row, 2).text(), timeout=5000)
    assert dialog.table.item(row, 2).text().endswith("✔ port open")
    assert dialog.paths["Saved games"] == str(tmp_path)
    assert port_accepts("127.0.0.1", port) and not port_accepts("127.0.0.1", 1, timeout=0.2)


def test_the_network_help_covers_what_blocks_discovery() -> None:
    text = network_help_html()
    for needle in (
        "Private networks",
        "Local Network",
        "ufw",
        "client isolation",
        "Join by address",
    ):
        assert needle in text


def test_first_run_welcomes_and_the_name_and_window_place_are_remembered(
    qtbot: QtBot, prefs: Prefs, english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("decrypto_qt.ui.prefs.QSettings", lambda: prefs.qs)
    first = StartWindow(prefs, discovery=False)
    qtbot.addWidget(first)
    assert "Welcome" in first.message.text()
    first.name.setText("Ann")
    first.name.editingFinished.emit()
    first.show()
    first.move(40, 60)
    first.resize(800, 700)
    first.close()
    again = StartWindow(prefs, discovery=False)
    qtbot.addWidget(again)
    assert again.name.text() == "Ann" and "Welcome" not in again.message.text()
    # Restored within the window frame's few pixels.
    assert abs(again.width() - 800) <= 4 and abs(again.height() - 700) <= 4


def test_reset_settings_forgets_the_preferences(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    stored = QSettings("decrypto_qt", "decrypto_qt")
    stored.setValue("player/name", "Ann")
    stored.sync()
    monkeypatch.setattr("decrypto_qt.ui.app.run_app", lambda **_: 0)
    assert main(["--reset-settings"]) == 0
    assert "settings reset" in capsys.readouterr().out
    assert QSettings("decrypto_qt", "decrypto_qt").value("player/name") is None


def test_the_log_file_lives_in_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path))
    root = logging.getLogger()
    before = list(root.handlers)
    path = install_file_log()
    try:
        assert path == tmp_path / "logs" / LOG_NAME
        logging.getLogger("decrypto_qt.test").warning("hello from the test")
        for h in root.handlers:
            h.flush()
        assert "hello from the test" in path.read_text(encoding="utf-8")
    finally:
        for h in root.handlers[:]:
            if h not in before:
                root.removeHandler(h)
                h.close()


def test_about_names_the_one_data_folder_and_its_log(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english: None
) -> None:
    from decrypto_qt.logfile import log_file

    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path / "one"))
    dialog = DiagnosticsDialog(log_file=log_file())
    qtbot.addWidget(dialog)
    assert dialog.paths["Saved games"] == str(tmp_path / "one")
    assert dialog.paths["Log file"] == str(tmp_path / "one" / "logs" / LOG_NAME)
