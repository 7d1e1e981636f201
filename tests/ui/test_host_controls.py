"""The host's controls beside the table: settings, word lists, PIN, pause, force, seats, end."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Team, Variant
from decrypto_qt.ui.app import App
from decrypto_qt.ui.host_controls import HostControls
from decrypto_qt.ui.table_window import TableWindow
from tests.helpers.fit import AVAILABLE
from tests.helpers.ui import (
    PACK,
    WAIT,
    controls_of,
    game_of_pairs,
    host_of,
    host_table,
    seat_window,
    settle,
)


def hosted(app: App, **kwargs: object) -> tuple[TableWindow, HostControls]:
    table = host_table(app, "Controls", **kwargs)
    return table, controls_of(table)


def select_seat(controls: HostControls, name: str) -> None:
    for i in range(controls.seat_list.count()):
        item = controls.seat_list.item(i)
        if item.text().startswith(name):
            controls.seat_list.setCurrentItem(item)
            return
    raise AssertionError(f"{name} is not in the seat list")


def test_settings_word_lists_and_pin_before_the_start(
    qtbot: QtBot, app: App, tmp_path: Path
) -> None:
    table, controls = hosted(app, settings=Settings(timer_seconds=None))
    host = host_of(app)
    windows = [app.join("127.0.0.1", host.port, names=(n,)) for n in ("Ann", "Cleo", "Bob", "Dan")]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    qtbot.waitUntil(lambda: controls.start_button.isEnabled(), timeout=WAIT)
    # The three-player variant needs three players: start is refused, with the reason.
    controls.variant.setCurrentIndex(1)
    assert not controls.start_button.isEnabled()
    assert "Cannot start yet" in controls.problem.text()
    qtbot.waitUntil(
        lambda: (
            windows[0].session.lobby is not None and windows[0].session.lobby.problem is not None
        ),
        timeout=WAIT,
    )
    assert "Not ready to start" in windows[0].lobby.problem.text()
    controls.variant.setCurrentIndex(0)
    controls.timer.setValue(45)
    controls.rounds.setValue(6)
    assert host.settings == Settings(timer_seconds=45.0, rounds_limit=6)
    # A file that is not a word list is refused with the reason; nothing changes.
    bad = tmp_path / "photo.txt"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    assert not controls.load_word_list(bad)
    assert "Cannot use photo.txt" in controls.message.text() and host.pack is PACK
    good = tmp_path / "classroom.txt"
    good.write_text("\n".join(f"mot{i}" for i in range(30)), encoding="utf-8")
    assert controls.load_word_list(good)
    assert host.pack.name == "classroom" and len(host.pack.words) == 30
    assert controls.pack.currentText() == "classroom"
    assert "(words: 30)" in controls.message.text()
    controls.pin.setText("2468")
    controls.pin.editingFinished.emit()
    assert host.pin == "2468"
    qtbot.waitUntil(lambda: "PIN: 2468" in table.join_label.text(), timeout=WAIT)
    controls.start_game()
    qtbot.waitUntil(lambda: all(w.session.view is not None for w in windows), timeout=WAIT)
    assert not controls.settings_box.isEnabled()
    assert all(w in host.pack.words for w in host.state.setup.teams[0].keywords)  # type: ignore[union-attr]


def test_pause_force_hand_over_and_end_in_play(qtbot: QtBot, app: App) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Controls", Settings(timer_seconds=None))
    controls = controls_of(table)
    white = windows[0]
    controls.pause_button.click()
    qtbot.waitUntil(lambda: white.stack.currentWidget() is white.wait, timeout=WAIT)
    assert "paused" in white.wait.text() and "Paused" in table.phase_label.text()
    assert controls.pause_button.text() == "&Resume"
    controls.pause_button.click()
    qtbot.waitUntil(lambda: white.stack.currentWidget() is white.encrypt, timeout=WAIT)
    # Force advance (R31): the drafts are taken as they stand, the table moves to decoding.
    white.encrypt.fields[0].setText("lighthouse")
    white.encrypt.drafted.emit(white.encrypt.texts())
    qtbot.waitUntil(
        lambda: host.state.round.code_of(Team.WHITE).drafts[0] == "lighthouse",  # type: ignore[union-attr]
        timeout=WAIT,
    )
    controls.force_button.click()
    assert host.state is not None and host.state.phase is Phase.DECODING
    settle(qtbot, host, windows, table)
    assert "lighthouse" in table.clues_label.text()
    # Hand over Bob's seat to Eve (R32): the window now plays for Eve.
    select_seat(controls, "Bob")
    controls.hand_over("Eve")
    qtbot.waitUntil(lambda: "Eve" in white.players_label.text(), timeout=WAIT)
    assert "Bob" not in white.players_label.text()
    controls.end_game(confirm=False)
    settle(qtbot, host, windows, table)
    for w in [*windows, table]:
        assert "nobody wins" in w.game_over.result.text()
    assert not controls.pause_button.isEnabled() and controls.export_button.isEnabled()
    # Eve goes home after the game; Zoe takes the seat and plays the next one (R32).
    select_seat(controls, "Eve")
    assert controls.hand_button.isEnabled()
    controls.hand_over("Zoe")
    qtbot.waitUntil(lambda: "Zoe" in controls.seat_list.currentItem().text(), timeout=WAIT)
    assert "Eve" in white.players_label.text()  # the finished game keeps who played it
    controls.again_button.click()
    qtbot.waitUntil(lambda: "Zoe" in white.players_label.text(), timeout=WAIT)
    assert "Eve" not in white.players_label.text()


def test_kicking_in_the_lobby_closes_that_window_for_good(qtbot: QtBot, app: App) -> None:
    table, controls = hosted(app)
    host = host_of(app)
    ann = app.join("127.0.0.1", host.port, names=("Ann",))
    cleo = app.join("127.0.0.1", host.port, names=("Cleo",))
    qtbot.waitUntil(lambda: controls.seat_list.count() == 2, timeout=WAIT)
    select_seat(controls, "Cleo")
    controls.kick(confirm=False)
    qtbot.waitUntil(lambda: cleo not in app.team_windows, timeout=WAIT)
    assert "took you off the table" in app.start_window.message.text()
    qtbot.waitUntil(lambda: table.lobby.rosters[Team.BLACK].count() == 0, timeout=WAIT)
    assert [s.name for s in host.book.players()] == ["Ann"]
    assert ann in app.team_windows


def test_an_unfinished_game_is_offered_and_resumed(qtbot: QtBot, app: App, tmp_path: Path) -> None:
    from decrypto_qt.net.autosave import unfinished_game

    _table, host, windows = game_of_pairs(qtbot, app, "Controls", Settings(timer_seconds=None))
    version = host.state.version  # type: ignore[union-attr]
    port = host.port
    keywords = host.state.setup.teams  # type: ignore[union-attr]
    app.stop_hosting()  # the host's laptop goes away
    saved = unfinished_game(tmp_path)
    assert saved is not None and saved.started and saved.room == "Controls" and saved.players == 4
    again = app.host_game(resume=True)
    assert again is not None
    again.ask_before_closing = False
    resumed = host_of(app)
    assert resumed.state is not None and resumed.state.version >= version
    assert resumed.state.setup.teams == keywords
    # Same port as before: the team windows come back by themselves, seats and all.
    assert resumed.port == port
    qtbot.waitUntil(lambda: resumed.connected_windows == 3, timeout=15_000)
    settle(qtbot, resumed, windows, again)
    ann = seat_window(windows, "p1")
    assert [c.text().split("\n")[1] for c in ann.screen_panel.cards] == list(keywords[0].keywords)
    assert not ann.banner.isVisible()


def test_the_host_command_opens_the_table_with_its_options(app: App) -> None:
    from decrypto_qt.cli import build_parser
    from decrypto_qt.ui.app import host_from_command_line

    args = build_parser().parse_args(
        [
            "host",
            "--name",
            "Quiz",
            "--pin",
            "77",
            "--timer",
            "off",
            "--three-player",
            "--lang",
            "fr",
        ]
    )
    host_from_command_line(app, args)
    assert app.table is not None
    app.table.ask_before_closing = False
    host = host_of(app)
    assert (host.room, host.pin, host.pack.language) == ("Quiz", "77", "fr")
    assert host.settings == Settings(variant=Variant.THREE_PLAYER, timer_seconds=None)
    assert not controls_of(app.table).rounds.isEnabled()  # always five rounds (R30)


def test_adding_players_and_start_come_first_in_what_a_laptop_shows(qtbot: QtBot, app: App) -> None:
    table, controls = hosted(app)
    panel = controls.computers
    # Each button says what it does, and for which team.
    assert [panel.add[t].text() for t in Team] == [
        "Add a computer player: ○ White",
        "Add a computer player: ■ Black",
    ]
    dock = table.controls_dock
    assert dock is not None
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    for size in AVAILABLE.values():  # 1280×642 is the least a laptop leaves
        table.resize(*size)
        for _ in range(4):
            qtbot.wait(1)
        seen = scroll.viewport().rect()
        for button in [*panel.add.values(), controls.team_window_button, controls.start_button]:
            where = QRect(button.mapTo(scroll.viewport(), QPoint(0, 0)), button.size())
            # Without scrolling: they used to sit under the settings, below the fold.
            assert seen.contains(where), (size, button.text(), where, seen)
    assert scroll.verticalScrollBar().value() == 0
