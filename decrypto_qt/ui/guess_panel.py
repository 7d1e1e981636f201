"""Decoding: the clues on the table, the team's shared guess, lock in (R10-R12)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.ui import texts
from decrypto_qt.ui.digit_picker import DigitPicker
from decrypto_qt.ui.rich_text import escape
from decrypto_qt.ui.sheet import code_text
from decrypto_qt.ui.style import scaled

translate = QCoreApplication.translate


class GuessPanel(QWidget):
    """Shows the three clues being decoded and, when the team may guess, the guess.

    Signals:
        drafted(object): (target team, draft) after a person changes the guess.
        locked(object): (target team, code) when the team locks in.
    """

    drafted = Signal(object)
    locked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.target: Team | None = None
        self._can_guess = False
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        scaled(self.heading, 1.3, bold=True)
        layout.addWidget(self.heading)
        self.clue_labels: list[QLabel] = []
        for _ in range(3):
            label = QLabel(self)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            scaled(label, 1.6, bold=True)
            layout.addWidget(label)
            self.clue_labels.append(label)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        # Rich text: a computer encryptor's name carries its badge.
        self.hint.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.hint)
        # A computer teammate's guess arrives as the draft below: say whose it is.
        self.computers = QLabel(self)
        self.computers.setWordWrap(True)
        self.computers.setTextFormat(Qt.TextFormat.RichText)
        self.computers.setVisible(False)
        layout.addWidget(self.computers)
        self.picker = DigitPicker(self)
        self.picker.edited.connect(self._edited)
        layout.addWidget(self.picker)
        self.lock_button = QPushButton(self)
        self.lock_button.clicked.connect(self.lock)
        layout.addWidget(self.lock_button)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addStretch(1)
        self.picker.entered.connect(self.lock)
        self.retranslate()

    def retranslate(self) -> None:
        self.lock_button.setText(translate("GuessPanel", "Lock in the guess (Enter)"))
        self.lock_button.setToolTip(translate("GuessPanel", "Locks the guess for the whole team"))
        self.picker.retranslate()

    def show_decoding(
        self,
        *,
        me: Team,
        decoding_team: Team,
        clues: list[str],
        guess: dict[str, object] | None,
        silent: bool,
        own_locked: bool,
        opp_locked: bool,
        three_player: bool,
        encryptor: str = "",
        deciders: list[str] | None = None,
        timed_out: bool = False,
        computers: str = "",
        encryptor_html: str = "",
        encryptor_said: str = "",
    ) -> None:
        """Draw the decoding step; ``silent``: the window serves the encryptor alone.

        ``encryptor`` names who wrote the clues; ``deciders``, on a window shared with
        that encryptor, the teammates at it who decode (the encryptor stays silent, R10).
        ``computers``: this team's computer players who decide with this window, as
        rich text with their badges (their guess shows here as the draft).
        ``encryptor_html`` and ``encryptor_said``: the encryptor's name as rich text (a
        computer's with its badge) and as a screen reader says it; both default to
        ``encryptor``.
        """
        self.target = decoding_team
        ours = decoding_team is me
        who = texts.team_label(decoding_team, three_player=three_player)
        for i, (label, clue) in enumerate(zip(self.clue_labels, clues, strict=False)):
            label.setText(f"{i + 1}.  {clue}" if clue else f"{i + 1}.  —")
        can_guess = guess is not None and not silent
        do = translate("GuessPanel", "Which keyword does each clue point to? Type 1-4, then Enter.")
        # The hint as plain text (what a screen reader says) and as rich text (shown).
        hint_html = ""
        if ours and silent:
            heading = translate("GuessPanel", "Your teammates decode your clues")
            hint = translate("GuessPanel", "Stay silent until the code is revealed.")
        elif ours and deciders:
            heading = (
                translate("GuessPanel", "%1 decodes — %2 stays silent")
                if len(deciders) == 1
                else translate("GuessPanel", "%1 decode — %2 stays silent")
            )
            heading = heading.replace("%1", texts.join_names(deciders)).replace("%2", encryptor)
            hint = do
        elif ours:
            heading = translate("GuessPanel", "Decode your team's clues")
            hint = do
            if encryptor:
                wrote = translate("GuessPanel", "%1 wrote them and stays silent.")
                hint = wrote.replace("%1", encryptor_said or encryptor) + " " + do
                hint_html = (
                    escape(wrote).replace("%1", encryptor_html or escape(encryptor))
                    + " "
                    + escape(do)
                )
        elif guess is None:
            heading = translate("GuessPanel", "The clues of %1").replace("%1", who)
            hint = translate(
                "GuessPanel", "No interception in round 1: note the clues, they help later."
            )
        else:
            heading = translate("GuessPanel", "Intercept: guess %1's code").replace("%1", who)
            hint = do
        hint_html = hint_html or escape(hint)
        if timed_out:
            late = "⌛ " + translate(
                "GuessPanel", "Time ran out: the clues were taken as they stood."
            )
            hint = late + "\n" + hint
            hint_html = escape(late) + "<br>" + hint_html
        self.heading.setText(heading)
        self.hint.setText(hint_html)
        self.hint.setAccessibleName(hint)
        self._can_guess = can_guess
        locked_now = guess is not None and bool(guess["locked"])
        if computers and can_guess and not locked_now:
            note = escape(
                translate(
                    "GuessPanel",
                    "Deciding with you: %1. The computer's guess appears below as "
                    "the draft; change it if you disagree, then lock it in.",
                )
            )
            self.computers.setText(note.replace("%1", computers))
        else:
            self.computers.setText("")
        self.computers.setVisible(bool(self.computers.text()))
        self.picker.setVisible(self._can_guess)
        self.lock_button.setVisible(self._can_guess)
        if guess is not None:
            draft = guess["draft"]
            assert isinstance(draft, list)
            is_locked = bool(guess["locked"])
            self.picker.set_draft(draft)
            self.picker.set_editable(self._can_guess and not is_locked)
            self.lock_button.setEnabled(self._can_guess and not is_locked and self.picker.complete)
            if is_locked:
                self.status.setText(
                    translate("GuessPanel", "Locked in: %1. Waiting for the other team…").replace(
                        "%1", code_text([d for d in draft if d is not None])
                    )
                )
            else:
                self.status.setText("")
        else:
            mine_done = own_locked if ours else opp_locked
            self.status.setText(translate("GuessPanel", "Locked in.") if mine_done else "")

    def _edited(self, draft: tuple[int | None, int | None, int | None]) -> None:
        self.lock_button.setEnabled(self.picker.complete)
        if self.target is not None:
            self.drafted.emit((self.target, draft))

    def lock(self) -> None:
        if not self._can_guess or not self.picker.complete or not self.lock_button.isEnabled():
            return
        if self.target is not None:
            d = self.picker.draft
            self.lock_button.setEnabled(False)
            self.locked.emit((self.target, (d[0], d[1], d[2])))
