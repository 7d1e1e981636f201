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
