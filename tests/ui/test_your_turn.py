"""Your turn, unmistakably: the window calls for attention, a sound plays, the sheet comes back.

Two things cannot be observed offscreen, so they are recorded instead: the offscreen
platform has no taskbar for ``QApplication.alert`` to flash, and the app ships the Qt
wheel without Qt Multimedia, so no sound reaches a speaker in any test. The alert is
recorded by replacing ``QApplication.alert``, the sound through the cues' player (the
one the app injects). The note sheet's tab is the real widget's.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Team
from decrypto_qt.ui import theme
from decrypto_qt.ui.app import App
from decrypto_qt.ui.cues import Sound
from tests.helpers.moves import lock
from tests.helpers.ui import WAIT, game_of_pairs, seat_window, write_clues


class Recorder:
    """Stands in for the speaker: the sounds asked for, in order."""

    def __init__(self) -> None:
        self.played: list[Sound] = []

    def play(self, sound: Sound) -> None:
        self.played.append(sound)


@pytest.fixture
def alerts(monkeypatch: pytest.MonkeyPatch) -> list[QWidget]:
    calls: list[QWidget] = []
    monkeypatch.setattr(QApplication, "alert", lambda widget, _ms=0: calls.append(widget))
    return calls


@pytest.fixture
def sounds(app: App) -> Recorder:
    recorder = Recorder()
    app.cues.player = recorder
    return recorder


@pytest.fixture
def motion_back() -> Iterator[None]:
    yield
    theme.set_reduced_motion(False)


def turns(recorder: Recorder) -> int:
    return recorder.played.count(Sound.YOUR_TURN)


def test_the_encryptor_and_the_one_the_timer_runs_against_are_called(
    qtbot: QtBot, app: App, alerts: list[QWidget], sounds: Recorder, motion_back: None
) -> None:
    _table, host, windows = game_of_pairs(qtbot, app, "Turns", Settings(timer_seconds=60.0))
    white, black = windows
    # Both windows serve their team's encryptor: both are called, once each.
    qtbot.waitUntil(lambda: alerts.count(white) == 1 and alerts.count(black) == 1, timeout=WAIT)
    assert turns(sounds) == 2
    # Black's encryptor looks at the other side of the sheet; White hands in its clues.
    black.notes.setCurrentIndex(1)
    writer = seat_window(windows, host.state.round.code_of(Team.WHITE).encryptor)  # type: ignore[union-attr]
    write_clues(writer, ("oak", "pine", "elm"))
    # R8: the sand timer runs against Black: called again, sheet back on our side.
    qtbot.waitUntil(lambda: alerts.count(black) == 2, timeout=WAIT)
    assert black.session.view is not None and black.session.view["deadline"] is not None
    assert black.notes.currentIndex() == 0
    assert turns(sounds) == 3 and alerts.count(white) == 1
    # With the quiet look (reduced motion), round 2's turn calls without a sound.
    theme.set_reduced_motion(True)
    write_clues(black, ("ash", "fir", "yew"))
    qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
    while host.state.round.number == 1:  # type: ignore[union-attr]
        white.notes.setCurrentIndex(1)
        before = host.state.version  # type: ignore[union-attr]
        lock(host, windows)
        qtbot.waitUntil(lambda b=before: host.state.version > b, timeout=WAIT)  # type: ignore[misc, union-attr]
    qtbot.waitUntil(lambda: alerts.count(white) == 2 and alerts.count(black) == 3, timeout=WAIT)
    assert white.notes.currentIndex() == 0
    assert turns(sounds) == 3


def test_the_turn_sound_is_a_setting_of_its_own_in_the_menu(
    qtbot: QtBot, app: App, alerts: list[QWidget], sounds: Recorder
) -> None:
    _table, _host, windows = game_of_pairs(qtbot, app, "Quiet", Settings(timer_seconds=None))
    white = windows[0]
    qtbot.waitUntil(lambda: turns(sounds) == 2, timeout=WAIT)
    assert white.turn_sound_action.isChecked()
    white.turn_sound_action.trigger()
    assert not app.cues.turn_sound and not app.prefs.turn_sound  # remembered
    app.cues.your_turn(white)
    assert alerts.count(white) == 2 and turns(sounds) == 2  # called, without a sound
    white.turn_sound_action.trigger()
    white.mute_action.trigger()  # muting all sounds mutes this one too
    app.cues.your_turn(white)
    assert turns(sounds) == 2
    white.mute_action.trigger()
    app.cues.your_turn(white)
    assert turns(sounds) == 3
