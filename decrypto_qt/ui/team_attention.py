"""Calling a team window's people to what changed: their turn to write clues (the taskbar,
a sound, the note sheet on our side), a reveal (a beep, the line that sums it up lit), the
sand timer's last seconds, the end of the game; and the note sheet turned to the side of
the code being decoded."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import View
from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.note_sheet import NoteSheet
from decrypto_qt.ui.team_texts import reveal_summary


def turn_of(view: View) -> tuple[int, str] | None:
    """A window's turn, if it is one: its encryptor has clues to write ("write"), and
    then the sand timer runs against them ("timer"); ``None`` otherwise."""
    secret = view["secret"]
    if (
        view["phase"] != "encrypting"
        or view["paused"]
        or not view["window"]["serves_encryptor"]
        or secret is None
        or "code" not in secret
        or secret.get("clues") is not None
    ):
        return None
    return (view["round"], "write" if view["deadline"] is None else "timer")


class Attention(QObject):
    """What a window remembers in order to call its people once per event, not once per
    view: the reveals and the phase seen, the code being decoded, the turns called."""

    def __init__(self, window: QWidget, cues: Cues, notes: NoteSheet, reveal_label: QLabel) -> None:
        super().__init__(window)
        self.window = window
        self.cues = cues
        self.notes = notes
        self.reveal_label = reveal_label
        self._history_seen = -1
        self._last_phase = ""
        self._decoding_seen: tuple[int, str] | None = None
        self._turns_called: set[tuple[int, str]] = set()

    def new_game(self) -> None:
        """Another game at the table: what was remembered of the last one is forgotten."""
        self._history_seen = 0
        self._decoding_seen = None
        self._turns_called.clear()

    def turn_note_sheet(self, view: View, team: Team) -> None:
        """When a new code is being decoded, show the side of the sheet it belongs to."""
        d = view["decoding"]
        key = None if d is None else (view["round"], d["team"])
        if key is not None and key != self._decoding_seen and d is not None:
            theirs = d["team"] != team.value
            if theirs or self.notes.isTabVisible(0):
                self.notes.setCurrentIndex(1 if theirs else 0)
        self._decoding_seen = key

    def call_to_turn(self, view: View) -> None:
        """Once per turn, call the person to the window: the taskbar and a sound (:meth:`Cues.
        your_turn`), and the note sheet back on our side, where the team's own clues are."""
        turn = turn_of(view)
        if turn is None or turn in self._turns_called:
            return
        self._turns_called.add(turn)
        self.cues.your_turn(self.window)
        if self.notes.isTabVisible(0):
            self.notes.setCurrentIndex(0)

    def cue_reveals(self, view: View, three: bool) -> None:
        """The last reveal summed up; a beep and a flash when there is a new one, a beep
        when the game ends."""
        history = view["history"]
        if history:
            self.reveal_label.setText(reveal_summary(history[-1], three_player=three))
        else:
            self.reveal_label.setText("")
        if self._history_seen >= 0 and len(history) > self._history_seen:
            self.cues.beep()
            self.cues.flash(self.reveal_label)
        self._history_seen = len(history)
        if view["phase"] != self._last_phase and view["phase"] == "game_over":
            self.cues.beep()
        self._last_phase = view["phase"]

    def hurry(self, timer: QWidget) -> None:
        """The sand timer's last seconds."""
        self.cues.beep()
        self.cues.flash(timer)
