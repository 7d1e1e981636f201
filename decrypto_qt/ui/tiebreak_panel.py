"""The tie-break (R20): guess the other team's keywords, then judge the guesses at ours."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import View
from decrypto_qt.ui import texts
from decrypto_qt.ui.style import scaled

translate = QCoreApplication.translate

DRAFT_DELAY_MS = 400


class TieBreakPanel(QWidget):
    """Signals: drafted(object), submitted(object) — four guesses; judged(int, bool); finished()."""

    drafted = Signal(object)
    submitted = Signal(object)
    judged = Signal(int, bool)
    finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DRAFT_DELAY_MS)
        self._timer.timeout.connect(lambda: self.drafted.emit(self.guesses()))
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        scaled(self.heading, 1.3, bold=True)
        layout.addWidget(self.heading)
        self.explain = QLabel(self)
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        form = QFormLayout()
        self.guess_fields: list[QLineEdit] = []
        self.guess_labels: list[QLabel] = []
        for k in range(4):
            edit = QLineEdit(self)
            edit.setMaxLength(60)
            edit.textEdited.connect(lambda _t: self._timer.start())
            edit.returnPressed.connect(lambda k=k: self._enter(k))
            label = QLabel(self)
            label.setBuddy(edit)
            form.addRow(label, edit)
            self.guess_fields.append(edit)
            self.guess_labels.append(label)
        layout.addLayout(form)
        self.submit_button = QPushButton(self)
        self.submit_button.clicked.connect(self._submit)
        layout.addWidget(self.submit_button)
        self.judge_boxes: list[QCheckBox] = []
        for k in range(4):
            box = QCheckBox(self)
            box.clicked.connect(lambda checked, k=k: self.judged.emit(k + 1, checked))
            layout.addWidget(box)
            self.judge_boxes.append(box)
        self.finish_button = QPushButton(self)
        self.finish_button.clicked.connect(self.finished.emit)
        layout.addWidget(self.finish_button)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        for k, label in enumerate(self.guess_labels):
            label.setText(translate("TieBreakPanel", "Their keyword %1").replace("%1", str(k + 1)))
            self.guess_fields[k].setAccessibleName(label.text())
        self.submit_button.setText(translate("TieBreakPanel", "Hand in our guesses"))
        self.finish_button.setText(translate("TieBreakPanel", "Done judging"))

    def guesses(self) -> tuple[str, str, str, str]:
        g = [e.text() for e in self.guess_fields]
        return (g[0], g[1], g[2], g[3])

    def _enter(self, k: int) -> None:
        if k < 3:
            self.guess_fields[k + 1].setFocus()
        else:
            self._submit()

    def _submit(self) -> None:
        self._timer.stop()
        self.submitted.emit(self.guesses())

    def show_view(self, view: View, me: Team) -> None:
        tb = view["tiebreak"]
        secret = view["secret"] or {"notes": []}
        guessing = view["phase"] == "keyword_guessing"
        self.heading.setText(
            translate("TieBreakPanel", "Tie-break: guess the other team's four keywords")
            if guessing
            else translate("TieBreakPanel", "Tie-break: judge their guesses at our keywords")
        )
        self.explain.setText(
            translate("TieBreakPanel", "The team that guesses more keywords right wins.")
            if guessing
            else translate(
                "TieBreakPanel",
                "Exact matches count by themselves; tick the guesses that "
                "mean the same as our keyword.",
            )
        )
        kg = secret.get("keyword_guesses")
        submitted = bool(kg and kg["submitted"])
        for k, edit in enumerate(self.guess_fields):
            edit.setVisible(guessing)
            self.guess_labels[k].setVisible(guessing)
            edit.setReadOnly(submitted)
            if kg and not edit.hasFocus() and not self._timer.isActive():
                text = kg["draft"][k] if k < len(kg["draft"]) else ""
                if edit.text() != text:
                    edit.setText(text)
        self.submit_button.setVisible(guessing)
        self.submit_button.setEnabled(guessing and not submitted)
        judging = view["phase"] == "keyword_judging" and tb is not None
        mine = view["teams"][me.index]["keywords"] or []
        for box in self.judge_boxes:
            box.setVisible(judging)
        self.finish_button.setVisible(judging)
        if judging and tb is not None:
            theirs = tb.get("guesses", {}).get(me.other.value, [])
            accepted = tb.get("accepted", {}).get(me.other.value, [])
            right = set(tb.get("right_at_mine", []))
            done = tb.get("judged", {}).get(me.value, False)
            for k, box in enumerate(self.judge_boxes):
                guess = theirs[k] if k < len(theirs) else ""
                word = mine[k] if k < len(mine) else ""
                box.setText(f"{k + 1}. {word}  ←  “{guess}”")
                box.setChecked(k + 1 in accepted or k + 1 in right)
                box.setEnabled(not done and bool(guess) and k + 1 not in right)
            self.finish_button.setEnabled(not done)
            self.status.setText(
                translate("TieBreakPanel", "Waiting for the other team to judge…") if done else ""
            )
        elif guessing:
            self.status.setText(
                translate("TieBreakPanel", "Handed in. Waiting for %1…").replace(
                    "%1", texts.team_label(me.other)
                )
                if submitted
                else ""
            )
