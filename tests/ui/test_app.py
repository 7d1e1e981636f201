"""``decrypto-qt host`` with windows means what ``--headless`` means, flag by flag; the
start window browses where the command line says, or not at all.

Every test goes through the real parser and :func:`open_app` (what ``run_app`` shows
before its event loop), with real windows offscreen and a real host on loopback.
"""

from __future__ import annotations

import json
import logging
import socket
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.cli import build_parser
from decrypto_qt.engine import Settings, Variant, deal
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.discovery import Advertiser, Browser
from decrypto_qt.net.host import GameHost
from decrypto_qt.protocol.limits import PREFERRED_PORT
from decrypto_qt.ui.app import App, open_app
from decrypto_qt.ui.prefs import Prefs
from tests.helpers.groups import ZEROCONF
from tests.helpers.net import LOOPBACK, make_bot
from tests.helpers.processes import free_port
from tests.helpers.ui import PACK, WAIT, host_of

Run = Callable[..., App]


@pytest.fixture
def command(
    qtbot: QtBot, prefs: Prefs, tmp_path: Path, english: None, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Run]:
    """``decrypto-qt ARGS...`` in this process: returns the app it opened."""
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("decrypto_qt.ui.prefs.QSettings", lambda: prefs.qs)
    opened: list[App] = []

    def run(*argv: str) -> App:
        app = open_app(build_parser().parse_args(list(argv)))
        opened.append(app)
        if app.table is not None:
            app.table.ask_before_closing = False
        return app

    yield run
    for app in opened:
        if app.table is not None:
            app.table.ask_before_closing = False
        app.close_all()


def host(run: Run, *flags: str) -> GameHost:
    """``decrypto-qt host --interface 127.0.0.1 --no-discovery FLAGS``: its host."""
    app = run("host", "--interface", LOOPBACK, "--no-discovery", *flags)
    assert app.table is not None, app.start_window.message.text()
    return host_of(app)


def accepts(address: str, port: int) -> bool:
    try:
        with socket.create_connection((address, port), timeout=2):
            return True
    except OSError:
        return False


# --- where it listens and advertises --------------------------------------------------


def test_no_discovery_interface_name_and_port_zero(
    qtbot: QtBot, command: Run, capsys: pytest.CaptureFixture[str]
) -> None:
    app = command(
        "host", "--no-discovery", "--interface", LOOPBACK, "--name", "GuiRoom", "--port", "0"
    )
    assert app.service is not None and app.table is not None
    h = host_of(app)
    # Not advertised, and the start window does not look for games either.
    assert app.service.advertiser is None
    qtbot.waitExposed(app.start_window)
    assert app.start_window.browser is None
    # Listening on the one address only: 127.0.0.2 is this computer too, but refused.
    assert accepts(LOOPBACK, h.port) and not accepts("127.0.0.2", h.port)
    assert h.room == "GuiRoom"
    assert h.port != PREFERRED_PORT  # 0: any free port, not the usual one
    out = capsys.readouterr().out
    assert 'room "GuiRoom"' in out and f"address: {LOOPBACK}  port: {h.port}" in out


def test_without_interface_it_listens_on_every_address(command: Run) -> None:
    app = command("host", "--no-discovery", "--port", "0")
    h = host_of(app)
    assert accepts(LOOPBACK, h.port) and accepts("127.0.0.2", h.port)


@ZEROCONF
def test_interface_advertises_there_only(qtbot: QtBot, command: Run) -> None:
    browser = Browser(interfaces=[LOOPBACK])
    browser.start()
    try:
        app = command("host", "--interface", LOOPBACK, "--name", "Seen room", "--port", "0")
        h = host_of(app)
        qtbot.waitUntil(
            lambda: any(g.port == h.port for g in browser.games.values()), timeout=15_000
        )
        game = next(g for g in browser.games.values() if g.port == h.port)
        assert game.room == "Seen room" and game.addresses == (LOOPBACK,)
        assert isinstance(app.service and app.service.advertiser, Advertiser)
    finally:
        browser.stop()


def test_an_explicit_port_is_used_or_refused(qtbot: QtBot, command: Run) -> None:
    port = free_port()
    assert host(command, "--port", str(port)).port == port
    # Taken now: a second host on that port says so instead of picking another one.
    app = command("host", "--interface", LOOPBACK, "--no-discovery", "--port", str(port))
    assert app.table is None
    assert "Could not host" in app.start_window.message.text()


# --- the room ---------------------------------------------------------------------------


def test_pin_keeps_out_a_window_without_it(qtbot: QtBot, command: Run) -> None:
    h = host(command, "--pin", "4821")
    assert h.pin == "4821"
    conn = HostConnection(LOOPBACK, h.port, names=("Eve",))
    try:
        with qtbot.waitSignal(conn.refused, timeout=WAIT) as refused:
            conn.open()
        assert refused.args is not None and refused.args[0] == "hello/pin"
    finally:
        conn.close()


def test_without_name_the_room_is_named_after_the_player(command: Run, prefs: Prefs) -> None:
    prefs.name = "Ann, Bob"
    assert host(command).room == "Ann's game"


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (("--timer", "45"), Settings(timer_seconds=45.0)),
        (("--timer", "off"), Settings(timer_seconds=None)),
        (("--rounds", "6"), Settings(rounds_limit=6)),
        (("--alternate",), Settings(alternate_first_team=True)),
        (("--three-player",), Settings(variant=Variant.THREE_PLAYER)),
        (("--large-teams",), Settings(allow_large_teams=True)),
    ],
    ids=["timer", "timer-off", "rounds", "alternate", "three-player", "large-teams"],
)
def test_table_options(command: Run, flags: tuple[str, ...], expected: Settings) -> None:
    from decrypto_qt.net.service import table_settings

    h = host(command, *flags)
    assert h.settings == expected
    # The same options as the headless host reads from the same command line.
    headless = build_parser().parse_args(["host", "--headless", *flags])
    assert table_settings(headless) == h.settings


def test_lang_chooses_the_pack_and_defaults_to_the_window_language(
    command: Run, prefs: Prefs
) -> None:
    assert host(command, "--lang", "nl").pack.language == "nl"
    prefs.language = "fr"  # the windows speak French
    assert host(command, "--port", "0").pack.language == "fr"


def test_words_reads_the_file_and_a_bad_one_is_explained(
    command: Run, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    words = tmp_path / "lesson.txt"
    words.write_text("\n".join(PACK.words), encoding="utf-8")
    h = host(command, "--words", str(words))
    assert h.pack.words == PACK.words
    missing = tmp_path / "missing.txt"
    with caplog.at_level(logging.ERROR):
        app = command("host", "--no-discovery", "--words", str(missing))
    assert app.table is None
    assert "missing.txt" in app.start_window.message.text()
    assert any("missing.txt" in r.getMessage() for r in caplog.records)


def test_start_at_starts_by_itself_and_seed_fixes_the_deal(qtbot: QtBot, command: Run) -> None:
    h = host(command, "--start-at", "4", "--seed", "7", "--timer", "off")
    bots = [make_bot(h.port, f"B{i}", "white" if i % 2 else "black") for i in range(4)]
    try:
        qtbot.waitUntil(lambda: h.state is not None, timeout=15_000)
        assert h.state is not None
        players = h.book.engine_players()
        setup, _ = deal(h.settings, players, h.pack.words, seed=7, used=())
        assert h.state.setup.teams == setup.teams
    finally:
        for b in bots:
            b.conn.close()


def test_resume_takes_up_the_saved_room_or_says_there_is_none(
    command: Run, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    saved = GameHost("Saved room", pack=PACK, pin="99", data_dir=tmp_path / "data")
    saved._save()
    saved.close()
    h = host(command, "--resume", "--name", "Ignored")
    assert (h.room, h.pin, h.pack.words) == ("Saved room", "99", PACK.words)
    for name in ("autosave.json", "autosave.journal"):
        (tmp_path / "data" / name).unlink(missing_ok=True)
    with caplog.at_level(logging.WARNING):
        again = host(command, "--resume", "--name", "Fresh", "--port", "0")
    assert again.room == "Fresh"
    assert "there is no saved game to resume" in caplog.text


def test_a_damaged_save_is_explained_not_resumed(command: Run, tmp_path: Path) -> None:
    (tmp_path / "data").mkdir(exist_ok=True)
    (tmp_path / "data" / "autosave.json").write_text(json.dumps({"format": "other"}))
    app = command("host", "--no-discovery", "--resume")
    assert app.table is None
    assert "The saved game cannot be read" in app.start_window.message.text()


# --- the start window --------------------------------------------------------------------


@ZEROCONF
def test_the_start_window_can_browse_one_interface(
    qtbot: QtBot, command: Run, tmp_path: Path
) -> None:
    game = GameHost("Loopback game", pack=PACK, data_dir=tmp_path / "other")
    game.listen(LOOPBACK, 0)
    advertiser = Advertiser(game, addresses=[LOOPBACK])
    advertiser.start()
    try:
        app = command("--interface", LOOPBACK)
        start = app.start_window
        qtbot.waitUntil(lambda: start.browser is not None, timeout=WAIT)
        assert start.browser is not None and start.browser.interfaces == [LOOPBACK]
        qtbot.waitUntil(
            lambda: any(g.port == game.port for g in start.browser.games.values()),  # type: ignore[union-attr]
            timeout=15_000,
        )
    finally:
        advertiser.stop()
        game.close()


def browsing_after_first_paint(qtbot: QtBot, app: App) -> bool:
    """Whether the start window looks for games once it has painted (it starts then)."""
    start = app.start_window
    qtbot.waitUntil(lambda: not start._first_paint, timeout=WAIT)
    QCoreApplication.processEvents()  # the zero-length timer that starts browsing
    return start.browser is not None


@ZEROCONF
def test_no_discovery_keeps_the_start_window_off_the_network(qtbot: QtBot, command: Run) -> None:
    # Control: told an interface, the same window browses right after its first paint.
    assert browsing_after_first_paint(qtbot, command("--interface", LOOPBACK))
    for argv in (
        ["--no-discovery"],
        ["join", "127.0.0.1:1", "--no-discovery"],  # no name given: the start window shows
        ["--no-discovery", "join", "127.0.0.1:1"],
    ):
        app = command(*argv)
        assert app.start_window.isVisible() and not app.team_windows
        assert not browsing_after_first_paint(qtbot, app), argv


def test_join_with_names_opens_the_team_window(qtbot: QtBot, command: Run, tmp_path: Path) -> None:
    game = GameHost("Join room", pack=PACK, data_dir=tmp_path / "other")
    game.listen(LOOPBACK, 0)
    try:
        app = command(
            "--no-discovery", "join", f"{LOOPBACK}:{game.port}", "--name", "Ann", "--name", "Bob"
        )
        assert len(app.team_windows) == 1 and not app.start_window.isVisible()
        qtbot.waitUntil(lambda: len(game.book.seats) == 2, timeout=WAIT)
        assert [s.name for s in game.book.players()] == ["Ann", "Bob"]
        window = app.team_windows[0]
        qtbot.waitUntil(window.isVisible, timeout=WAIT)
        # Back at the start window, the game is among the recent hosts, with its players.
        window.close()
        qtbot.waitUntil(app.start_window.isVisible, timeout=WAIT)
        recent = app.start_window.recent
        assert recent.count() == 1 and "Join room" in recent.item(0).text()
        assert "Ann, Bob" in recent.item(0).text()
    finally:
        game.close()


def test_a_join_that_fails_goes_back_to_the_start_window_with_the_names(
    qtbot: QtBot, command: Run
) -> None:
    address = f"{LOOPBACK}:{free_port()}"  # nothing listens there
    app = command("--no-discovery", "join", address, "--name", "Ann", "--name", "Bob")
    start = app.start_window
    qtbot.waitUntil(lambda: "Nothing answered" in start.message.text(), timeout=WAIT)
    assert start.isVisible() and not app.team_windows
    assert start.name.text() == "Ann, Bob" and start.address.text() == address


# --- questions the app asks -------------------------------------------------------------


def answer_next_dialog(act: Callable[[QWidget], None]) -> None:
    """Do what a person would with the next modal dialog, once it is up."""

    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, attempt)
        else:
            act(dialog)

    QTimer.singleShot(0, attempt)


def click(button: QMessageBox.StandardButton, asked: list[str]) -> Callable[[QWidget], None]:
    """Note the question a message box asks, and click ``button``."""

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        asked.append(dialog.text())
        dialog.button(button).click()

    return act


def saved_lobby(qtbot: QtBot, folder: Path, room: str) -> None:
    """A room left by a host that stopped with two players seated."""
    h = GameHost(room, pack=PACK, data_dir=folder)
    h.listen(LOOPBACK, 0)
    conn = HostConnection(LOOPBACK, h.port, names=("Ann", "Bob"))
    with qtbot.waitSignal(conn.welcomed, timeout=WAIT):
        conn.open()
    h.close()  # the seats stay in the autosave
    conn.close()


@pytest.mark.parametrize("yes", [True, False], ids=["yes", "no"])
def test_hosting_offers_the_unfinished_room(
    qtbot: QtBot, command: Run, tmp_path: Path, yes: bool
) -> None:
    saved_lobby(qtbot, tmp_path / "data", "Left room")
    asked: list[str] = []
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
    answer_next_dialog(click(button, asked))
    h = host(command, "--name", "New room", "--port", "0")
    assert asked == ["Take up the room “Left room” (players: 2)?"]
    assert h.room == ("Left room" if yes else "New room")
    assert len(h.book.seats) == (2 if yes else 0)


def test_hosting_offers_the_unfinished_game_with_its_round(qtbot: QtBot, command: Run) -> None:
    app = command(
        "host", "--interface", LOOPBACK, "--no-discovery", "--start-at", "4", "--name", "Midgame"
    )
    first = host_of(app)
    bots = [make_bot(first.port, f"B{i}", "white" if i % 2 else "black") for i in range(4)]
    try:
        qtbot.waitUntil(lambda: first.state is not None, timeout=15_000)
        assert first.state is not None
        keywords = first.state.setup.teams
    finally:
        for b in bots:
            b.conn.close()
    app.stop_hosting()  # the table closed: the game stays in the autosave
    asked: list[str] = []
    answer_next_dialog(click(QMessageBox.StandardButton.Yes, asked))
    again = host(command, "--port", "0")
    assert asked == ["Resume the unfinished game “Midgame” (round 1)?"]
    assert again.state is not None and again.state.setup.teams == keywords


@pytest.mark.parametrize(
    ("typed", "seats"), [("Cleo, Dan", ["Cleo", "Dan"]), ("  ", []), (None, [])]
)
def test_a_team_window_on_the_host_computer_asks_who_plays(
    qtbot: QtBot, command: Run, typed: str | None, seats: list[str]
) -> None:
    app = command("host", "--interface", LOOPBACK, "--no-discovery", "--port", "0")
    h = host_of(app)

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        if typed is None:
            dialog.reject()  # Cancel
        else:
            dialog.setTextValue(typed)
            dialog.accept()

    answer_next_dialog(fill)
    window = app.open_local_team_window()
    assert (window is not None) == bool(seats)
    if seats:
        qtbot.waitUntil(lambda: len(h.book.seats) == len(seats), timeout=WAIT)
        assert [s.name for s in h.book.players()] == seats
    assert len(app.team_windows) == (1 if seats else 0)
