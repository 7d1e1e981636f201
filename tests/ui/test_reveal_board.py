"""A reveal's steps fade in, unless the person asked for reduced motion."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine.views import HistoryEntry
from decrypto_qt.ui import theme
from decrypto_qt.ui.reveal_board import RevealBoard

ENTRY: HistoryEntry = {
    "team": "black",
    "round": 3,
    "encryptor": "p3",
    "clues": ["a", "b", "c"],
    "code": [2, 4, 1],
    "opp_guess": [1, 4, 2],
    "own_guess": [2, 4, 1],
    "intercepted": False,
    "miscommunicated": False,
    "timed_out": False,
    "flags": [],
}


@pytest.fixture(autouse=True)
def motion() -> Iterator[None]:
    yield
    theme.set_reduced_motion(False)


def test_each_step_fades_in_and_the_board_says_when_it_is_done(qtbot: QtBot) -> None:
    board = RevealBoard()
    qtbot.addWidget(board)
    board.reveal(ENTRY, animate=True, three_player=False)
    assert board.steps[0].graphicsEffect() is not None, "the first step fades in"
    assert board.steps[1].text().endswith("…") and board.steps[2].text().endswith("…")
    with qtbot.waitSignal(board.finished, timeout=8000):
        pass
    assert "2 4 1" in board.steps[2].text() and "1 4 2 ✖" in board.steps[0].text()
    assert not board.revealing


def test_reduced_motion_keeps_the_order_but_not_the_fade(qtbot: QtBot) -> None:
    theme.set_reduced_motion(True)
    board = RevealBoard()
    qtbot.addWidget(board)
    board.reveal(ENTRY, animate=True, three_player=False)
    assert board.steps[0].graphicsEffect() is None
    assert board.revealing and board.steps[2].text().endswith("…")
    qtbot.waitUntil(lambda: board.shown == 2, timeout=5000)
    assert board.steps[1].graphicsEffect() is None


@pytest.mark.parametrize(("pace", "factor"), [("brisk", 1.0), ("room", 2.0), ("slow", 3.5)])
def test_the_host_sets_how_long_each_step_stays_up(qtbot: QtBot, pace: str, factor: float) -> None:
    """The room reads each result from the back: at the room's pace a step stays up twice
    as long as at the brisk one, and the slow pace longer still."""
    from decrypto_qt.ui import reveal_board

    board = RevealBoard()
    qtbot.addWidget(board)
    assert board.pace == "room"  # the default: time to read it aloud
    board.pace = pace
    board.reveal(ENTRY, animate=True, three_player=False)
    assert board._timer.interval() == round(reveal_board.REVEAL_STEP_MS * factor)


def test_skipping_shows_the_whole_reveal_at_once_and_files_it(qtbot: QtBot) -> None:
    board = RevealBoard()
    qtbot.addWidget(board)
    board.pace = "slow"
    board.reveal(ENTRY, animate=True, three_player=False)
    assert board.shown == 1 and board.steps[2].text().endswith("…")
    with qtbot.waitSignal(board.finished, timeout=1000):
        board.skip()
    assert board.shown == 3 and "2 4 1" in board.steps[2].text() and not board.revealing
