"""The palette actually used by the windows meets WCAG 2.1 AA contrast, in every theme."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QListWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Team
from decrypto_qt.ui import theme
from decrypto_qt.ui.app import App
from decrypto_qt.ui.reveal_board import RevealBoard
from decrypto_qt.ui.theme import THEMES, contrast
from tests.helpers.groups import LOOK

TEXT, OTHER = 4.5, 3.0

pytestmark = LOOK


@pytest.fixture(autouse=True)
def back_to_light(qapp: QApplication) -> object:
    yield
    theme.apply("light")


@pytest.mark.parametrize("key", list(THEMES))
def test_text_and_marks_stand_out_from_what_lies_behind_them(key: str) -> None:
    t = THEMES[key]
    for role in ("text", "muted", "good", "bad", "neutral", "urgent", "accent"):
        for ground in ("window", "panel"):
            ratio = contrast(getattr(t, role), getattr(t, ground))
            assert ratio >= TEXT, f"{key}: {role} on {ground} is {ratio:.2f}:1"
    assert contrast(t.text_on_flash, t.flash) >= TEXT
    for team in Team:
        look = t.look(team)
        assert contrast(look.foreground, look.background) >= TEXT, f"{key}: {team} card text"
        # The card must be told apart from the window: by its fill or by its border.
        edge = max(contrast(look.background, t.window), contrast(look.border, t.window))
        assert edge >= OTHER, f"{key}: {team} card against the window is {edge:.2f}:1"
    for chip in (t.intercept, t.miscomm):
        assert contrast(chip, t.window) >= OTHER and contrast(chip, t.chip_mark) >= OTHER


@pytest.mark.parametrize("key", list(THEMES))
def test_the_widgets_draw_with_the_theme(qtbot: QtBot, key: str) -> None:
    t = theme.apply(key)
    assert t is THEMES[key]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.palette().color(QPalette.ColorRole.Window).name() == t.window
    # On black, frames are drawn in the text colour, and only there.
    assert ("border:1px solid #ffffff" in app.styleSheet()) == (key == "contrast")
    board = RevealBoard()
    qtbot.addWidget(board)
    entry = {
        "team": "white",
        "round": 2,
        "encryptor": "p1",
        "clues": ["a", "b", "c"],
        "code": [1, 2, 3],
        "opp_guess": [1, 2, 3],
        "own_guess": [1, 2, 3],
        "intercepted": True,
        "miscommunicated": False,
        "timed_out": False,
        "flags": [],
    }
    board.reveal(entry, animate=True, three_player=False)  # type: ignore[arg-type]
    assert f"color:{t.good}" in board.steps[0].styleSheet()
    assert f"color:{t.muted}" in board.steps[2].styleSheet(), "a step not shown yet"
    board._timer.stop()


def test_the_theme_and_reduced_motion_are_chosen_in_the_view_menu_and_remembered(
    qtbot: QtBot, app: App
) -> None:
    from tests.helpers.ui import host_table

    table = host_table(app, "Dim room")
    table.view_menu.look_menu.theme_actions["dark"].trigger()
    assert theme.current() is THEMES["dark"] and app.prefs.theme == "dark"
    board = table.boards[Team.BLACK]
    assert THEMES["dark"].look(Team.BLACK).border in board.title.styleSheet()
    table.view_menu.look_menu.motion_action.trigger()
    assert theme.reduced_motion() and app.prefs.reduced_motion
    table.view_menu.look_menu.theme_actions["contrast"].trigger()
    assert app.prefs.theme == "contrast"
    table.view_menu.look_menu.motion_action.trigger()
    assert not app.prefs.reduced_motion


def test_windows_already_open_take_the_new_look_at_once(qtbot: QtBot) -> None:
    """Choosing a look recolours the windows that are open before anything is drawn
    again: a window that restyles itself on the change, or a screenshot, never sees
    the old text colour on the new background."""
    theme.apply("light")
    label, board = QLabel("Game night"), QListWidget()
    for w in (label, board):
        qtbot.addWidget(w)
        w.show()
    qtbot.waitExposed(board)
    dark = theme.apply("dark")  # no event is processed before the checks
    assert label.palette().color(QPalette.ColorRole.WindowText).name() == dark.text
    assert board.palette().color(QPalette.ColorRole.Base).name() == dark.panel
    assert theme.apply("dark") is dark  # the same look again changes nothing
