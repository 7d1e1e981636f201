"""The table's staged reveal: the room sees each step before the clues are filed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QHBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Team
from decrypto_qt.ui.app import App
from decrypto_qt.ui.history_board import HistoryBoard
from decrypto_qt.ui.table_window import TableWindow
from tests.helpers.moves import decoding, encrypt_all, lock, revealed
from tests.helpers.ui import WAIT, game_of_pairs, host_table, room_pace_reveals, settle

WORDS = ("comet", "anchor", "thimble")


def filed(table: TableWindow, team: Team) -> list[str]:
    board = table.boards[team]
    return [lst.item(i).text() for lst in board.lists for i in range(lst.count())]


def test_a_reveal_is_staged_before_the_clues_are_filed_and_the_next_clues_wait(
    qtbot: QtBot, app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    room_pace_reveals(monkeypatch)  # each step stays up long enough to be looked at
    table, host, windows = game_of_pairs(qtbot, app, "Stage", Settings(timer_seconds=None))
    encrypt_all(host, windows, WORDS)
    qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    first, _, _ = decoding(host)
    mine, theirs = f"comet {first.value[0]}1", f"comet {first.other.value[0]}1"
    lock(host, windows)
    qtbot.waitUntil(lambda: revealed(host) == 1, timeout=WAIT)
    settle(qtbot, host, windows, table)
    # Step 1 on stage: the code is not shown, the board has not filed the clues, and the
    # table still shows the clues being revealed, not the next team's.
    assert table.staging and table.reveal.shown == 1
    assert "…" in table.reveal.steps[2].text()
    assert filed(table, first) == []
    assert mine in table.clues_label.text() and theirs not in table.clues_label.text()
    qtbot.waitUntil(lambda: table.reveal.shown == 2, timeout=WAIT)
    assert filed(table, first) == []
    qtbot.waitUntil(lambda: table.reveal.shown == 3, timeout=WAIT)
    code = host.state.rounds[0].code_of(first).code  # type: ignore[union-attr]
    assert " ".join(map(str, code)) in table.reveal.steps[2].text()
    assert filed(table, first) == [], "the code is on stage; the board files it after"
    # The reveal ends: the clues are filed under their keywords, the next clues appear.
    qtbot.waitUntil(lambda: not table.staging, timeout=WAIT)
    assert sorted(filed(table, first)) == sorted(f"{w} {first.value[0]}1" for w in WORDS)
    assert theirs in table.clues_label.text()


def test_the_host_slows_the_reveal_down_or_skips_to_its_end(
    qtbot: QtBot, app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """View ▸ Reveal pace: the host picks how long each step stays up; Ctrl+Right skips
    to the end: the whole code at once, the clues filed, the next clues shown."""
    room_pace_reveals(monkeypatch)
    table, host, windows = game_of_pairs(qtbot, app, "Skip", Settings(timer_seconds=None))
    assert table.view_menu.pace_actions["room"].isChecked()
    table.view_menu.pace_actions["slow"].trigger()
    assert table.reveal.pace == "slow" and table.view_menu.pace_actions["slow"].isChecked()
    assert table.view_menu.skip_action.shortcut().toString() == "Ctrl+Right"
    encrypt_all(host, windows, WORDS)
    qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    first, _, _ = decoding(host)
    lock(host, windows)
    qtbot.waitUntil(lambda: revealed(host) == 1, timeout=WAIT)
    settle(qtbot, host, windows, table)
    assert table.staging and table.reveal.shown == 1 and filed(table, first) == []
    table.view_menu.skip_action.trigger()
    assert not table.staging and table.reveal.shown == 3
    code = host.state.rounds[0].code_of(first).code  # type: ignore[union-attr]
    assert " ".join(map(str, code)) in table.reveal.steps[2].text()
    assert sorted(filed(table, first)) == sorted(f"{w} {first.value[0]}1" for w in WORDS)


def test_the_last_reveal_plays_before_the_game_over_page(qtbot: QtBot, app: App) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Finale", Settings(timer_seconds=None))
    assert host.state is not None
    # What the room sees, as it happens: each reveal played to its end, and the table
    # at the moment it turns to the game-over page.
    played: list[tuple[str, int]] = []
    at_game_over: list[dict[str, object]] = []

    def finished() -> None:
        e = table.reveal.entry
        assert e is not None
        played.append((e["team"], e["round"]))

    def turned(_index: int) -> None:
        if table.stack.currentWidget() is table.game_over:
            at_game_over.append(
                dict(
                    entry=table.reveal.entry,
                    shown=table.reveal.shown,
                    interception=table.reveal.steps[0].text(),
                    staging=table.staging,
                    filed=table.reveals.filed,
                    played=len(played),
                )
            )

    table.reveal.finished.connect(finished)
    table.stack.currentChanged.connect(turned)
    while host.state.phase is not Phase.GAME_OVER:
        settle(qtbot, host, windows, table)
        encrypt_all(host, windows, WORDS)
        qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
        while host.state.phase is Phase.DECODING:
            settle(qtbot, host, windows, table)
            before = revealed(host)
            lock(host, windows)
            qtbot.waitUntil(lambda b=before: revealed(host) > b, timeout=WAIT)  # type: ignore[misc]
    settle(qtbot, host, windows, table)
    final = host.state.round.number
    codes = revealed(host)
    # The reveals queue up and play in turn; the game-over page comes after the last one.
    qtbot.waitUntil(lambda: table.stack.currentWidget() is table.game_over, timeout=4 * WAIT)
    assert "White wins" in table.game_over.result.text()
    assert len(at_game_over) == 1, "the table turns to the game-over page once"
    seen = at_game_over[0]
    # White has intercepted Black's code a second time: the room saw that reveal in full,
    # every code was played and filed, and only then did the page turn.
    entry = seen["entry"]
    assert isinstance(entry, dict) and (entry["team"], entry["round"]) == ("black", final)
    assert seen["shown"] == 3 and "✔" in str(seen["interception"])
    assert not seen["staging"] and seen["filed"] == codes
    qtbot.waitUntil(lambda: len(played) == codes, timeout=WAIT)
    assert played[-1] == ("black", final)


def test_the_host_controls_float_for_a_second_screen(qtbot: QtBot, app: App) -> None:
    table = host_table(app, "Two screens")
    dock = table.controls_dock
    assert dock is not None
    table.view_menu.float_action.trigger()
    assert dock.isFloating() and dock.isVisible()
    table.toggle_full_screen()  # the table goes to the projector
    assert table.isFullScreen() and dock.isVisible(), "floating controls stay on the laptop"
    table.toggle_full_screen()
    table.view_menu.float_action.trigger()
    assert not dock.isFloating()
    table.toggle_full_screen()
    assert not dock.isVisible(), "docked controls stay off the projector"
    table.toggle_full_screen()
    assert dock.isVisible()


def test_both_team_boards_start_their_keyword_columns_level(qtbot: QtBot) -> None:
    """One team's roster wraps (two computers with badges), the other's does not: the
    keyword columns of both boards still start at the same height on the projector."""
    room = QWidget()
    qtbot.addWidget(room)
    row = QHBoxLayout(room)
    boards = {t: HistoryBoard(t, room) for t in Team}
    for t in Team:
        boards[t].partner = boards[t.other]
        row.addWidget(boards[t], 1)
    room.resize(520, 500)
    room.show()
    qtbot.waitExposed(room)
    boards[Team.WHITE].show_history([], "○ White", (0, 0), roster=(("Ann", False, None),))
    long = (("Computer 2", True, "hard"), ("Computer 3", True, "hard"))
    boards[Team.BLACK].show_history([], "■ Black", (0, 0), roster=long)

    def top(t: Team) -> int:
        return boards[t].heads[0].mapTo(room, QPoint(0, 0)).y()

    qtbot.waitUntil(
        lambda: (
            boards[Team.BLACK].roster.height()
            > boards[Team.BLACK].roster.fontMetrics().height() * 1.5
        )
    )
    qtbot.waitUntil(lambda: top(Team.WHITE) == top(Team.BLACK))
    # No computers at all: no roster row on either board, and still level.
    for t in Team:
        boards[t].show_history([], t.value, (0, 0))
    assert not boards[Team.WHITE].roster.isVisible() and not boards[Team.BLACK].roster.isVisible()
    qtbot.waitUntil(lambda: top(Team.WHITE) == top(Team.BLACK))
