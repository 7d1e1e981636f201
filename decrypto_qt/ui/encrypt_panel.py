"""The encryptor's desk: the code (held open on a shared window), three clues, live checks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.clues import check_clue
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.ui import texts
from decrypto_qt.ui.style import scaled

translate = QCoreApplication.translate

DRAFT_DELAY_MS = 350


class EncryptPanel(QWidget):
    """Three clue fields checked as they are typed (R22-R24), with R25's reminders.

    Signals:
        drafted(object): the three texts, a moment after the last keystroke.
        submitted(object): the three clues, when handed in.
    """

    drafted = Signal(object)
    submitted = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._code: list[int] = []
        self._keywords: list[str] = []
        self._earlier: list[str] = []
        self._hold = False
        self._holding = False
        self._key: tuple[int, int, str] | None = None
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        scaled(self.heading, 1.3, bold=True)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.code_label = QLabel(self)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scaled(self.code_label, 2.2, bold=True)
        layout.addWidget(self.code_label)
        self.hold_button = QPushButton(self)
        self.hold_button.pressed.connect(lambda: self._set_holding(True))
        self.hold_button.released.connect(lambda: self._set_holding(False))
        layout.addWidget(self.hold_button)
        form = QFormLayout()
        self.fields: list[QLineEdit] = []
        self.hints: list[QLabel] = []
        self.checks: list[QLabel] = []
        self.labels: list[QLabel] = []
        for i in range(3):
            edit = QLineEdit(self)
            edit.setMaxLength(200)
            scaled(edit, 1.3)
            edit.textEdited.connect(self._edited)
            edit.returnPressed.connect(lambda i=i: self._enter(i))
            check = QLabel(self)
            check.setWordWrap(True)
            label = QLabel(self)
            label.setBuddy(edit)
            box = QVBoxLayout()
            box.addWidget(edit)
            box.addWidget(check)
            form.addRow(label, box)
            self.fields.append(edit)
            self.checks.append(check)
            self.labels.append(label)
        layout.addLayout(form)
        self.submit_button = QPushButton(self)
        self.submit_button.clicked.connect(self.submit)
        self.submit_button.setDefault(True)
        layout.addWidget(self.submit_button)
        self.rules_box = QGroupBox(self)
        rules_layout = QVBoxLayout(self.rules_box)
        # The reminders take the room that is left and scroll in what a laptop leaves
        # under its taskbar, rather than pushing the clue fields off the window.
        scroll = QScrollArea(self.rules_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rules = QLabel(scroll)
        self.rules.setWordWrap(True)
        self.rules.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll.setWidget(self.rules)
        rules_layout.addWidget(scroll)
        layout.addWidget(self.rules_box, 1)
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(DRAFT_DELAY_MS)
        self._draft_timer.timeout.connect(lambda: self.drafted.emit(self.texts()))
        shortcut = QShortcut(QKeySequence("Ctrl+Return"), self)
        shortcut.activated.connect(self.submit)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(translate("EncryptPanel", "You are the encryptor: write three clues"))
        self.hold_button.setText(translate("EncryptPanel", "Hold to see the code"))
        self.hold_button.setToolTip(
            translate(
                "EncryptPanel", "This window serves several players: the code shows only while held"
            )
        )
        self.submit_button.setText(translate("EncryptPanel", "Hand in the clues (Enter)"))
        self.submit_button.setToolTip(
            translate("EncryptPanel", "Final once handed in (Ctrl+Enter)")
        )
        self.rules_box.setTitle(translate("EncryptPanel", "Only people can judge these"))
        self.rules.setText("\n".join(f"• {r}" for r in texts.human_rules()))
        self._show_code()
        self._check()

    # --- from the view -----------------------------------------------------------

    def show_task(
        self,
        *,
        key: tuple[int, int, str],
        code: list[int],
        hold: bool,
        keywords: list[str],
        earlier: list[str],
        drafts: list[str],
    ) -> None:
        """Set up for this round's code; a new round (``key``: game, round, team) clears
        the fields."""
        self._code, self._keywords, self._earlier, self._hold = code, keywords, earlier, hold
        if key != self._key:
            self._key = key
            self._holding = False
            for edit, text in zip(self.fields, [*drafts, "", "", ""], strict=False):
                edit.setText(text)
        elif not any(e.hasFocus() for e in self.fields) and not self._draft_timer.isActive():
            for edit, text in zip(self.fields, drafts, strict=False):
                if edit.text() != text:
                    edit.setText(text)
        self.hold_button.setVisible(hold)
        self._show_code()
        self._check()

    def texts(self) -> tuple[str, str, str]:
        return (self.fields[0].text(), self.fields[1].text(), self.fields[2].text())

    # --- the person -----------------------------------------------------------------

    def _set_holding(self, holding: bool) -> None:
        self._holding = holding
        self._show_code()

    def _show_code(self) -> None:
        visible = bool(self._code) and (not self._hold or self._holding)
        if visible:
            self.code_label.setText(" · ".join(str(d) for d in self._code))
        else:
            self.code_label.setText("? · ? · ?" if self._code else "")
        self.code_label.setAccessibleName(
            translate("EncryptPanel", "Code %1").replace("%1", " ".join(map(str, self._code)))
            if visible
            else translate("EncryptPanel", "Code hidden")
        )
        for i, (label, edit) in enumerate(zip(self.labels, self.fields, strict=True)):
            if visible and i < len(self._code) and len(self._keywords) >= 4:
                d = self._code[i]
                label.setText(f"{i + 1}. → {d} {self._keywords[d - 1]}")
                # Which keyword this clue points at, where the eye is when typing.
                edit.setPlaceholderText(
                    translate("EncryptPanel", "A clue for keyword %1: %2")
                    .replace("%1", str(d))
                    .replace("%2", self._keywords[d - 1])
                )
                edit.setAccessibleName(
                    translate("EncryptPanel", "Clue %1, for keyword %2: %3")
                    .replace("%1", str(i + 1))
                    .replace("%2", str(d))
                    .replace("%3", self._keywords[d - 1])
                )
            else:
                label.setText(translate("EncryptPanel", "Clue %1").replace("%1", str(i + 1)))
                edit.setPlaceholderText(
                    translate("EncryptPanel", "Clue %1 (hold the button to see its digit)").replace(
                        "%1", str(i + 1)
                    )
                    if self._hold and self._code
                    else ""
                )
                edit.setAccessibleName(
                    translate("EncryptPanel", "Clue %1").replace("%1", str(i + 1))
                )

    def problems(self) -> list[str | None]:
        """What is wrong with each field now (``None``: fine, ``""``: empty)."""
        out: list[str | None] = []
        seen = list(self._earlier)
        for i, edit in enumerate(self.fields):
            text = edit.text()
            if not text.strip():
                out.append("")
                continue
            try:
                seen.append(check_clue(text, self._keywords, seen, position=i))
                out.append(None)
            except RuleError as exc:
                # Said beside its own field: no "Clue 2:" in front.
                where = {k: v for k, v in exc.params.items() if k != "position"}
                out.append(texts.error_text(exc.code, exc.message, where))
        return out

    def _check(self) -> bool:
        problems = self.problems()
        for label, problem in zip(self.checks, problems, strict=True):
            if problem is None:
                label.setText("✔ " + translate("EncryptPanel", "fine"))
                label.setStyleSheet("color:#2e7d32;")
            elif problem == "":
                label.setText(translate("EncryptPanel", "still empty"))
                label.setStyleSheet("color:palette(mid);")
            else:
                label.setText("✖ " + problem)
                label.setStyleSheet("color:#c62828;")
        ok = all(p is None for p in problems)
        self.submit_button.setEnabled(ok)
        return ok

    def _edited(self) -> None:
        self._check()
        self._draft_timer.start()

    def _enter(self, i: int) -> None:
        if i < 2 and not self.fields[i + 1].text():
            self.fields[i + 1].setFocus()
            return
        self.submit()

    def submit(self) -> None:
        if not self.isVisible() or not self._check():
            return
        self._draft_timer.stop()
        self.submitted.emit(self.texts())
