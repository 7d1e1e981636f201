"""Three places for a code guess, filled from a 1-4 keypad or the keyboard."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from decrypto_qt.ui.style import scaled

translate = QCoreApplication.translate

Draft = tuple[int | None, int | None, int | None]


class DigitPicker(QWidget):
    """A guess being put together: three places, digits 1-4, each digit at most once.

    Type 1-4 to fill the next empty place, Backspace to clear the last one, or
    click the keypad; clicking a place empties it. Picking a digit that is used
    already takes it from its place and puts it in the first empty one.

    Signals:
        edited(object): the new draft (a 3-tuple of int or None), after a person's edit.
        entered(): Enter was pressed (lock the guess in).
    """

    edited = Signal(object)
    entered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # draws the focus ring
        self._draft: list[int | None] = [None, None, None]
        self._enabled = True
        layout = QVBoxLayout(self)
        places = QHBoxLayout()
        self.places: list[QPushButton] = []
        for i in range(3):
            b = QPushButton(self)
            b.setMinimumSize(56, 56)
            scaled(b, 2.0, bold=True)
            b.clicked.connect(lambda _c=False, i=i: self._clear(i))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            places.addWidget(b)
            self.places.append(b)
        layout.addLayout(places)
        pad = QGridLayout()
        self.keys: list[QPushButton] = []
        for d in range(1, 5):
            b = QPushButton(str(d), self)
            b.setMinimumHeight(36)
            b.setMinimumWidth(40)  # a digit: the keypad may be as narrow as its places
            scaled(b, 1.4)
            b.clicked.connect(lambda _c=False, d=d: self.press(d))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            pad.addWidget(b, 0, d - 1)
            self.keys.append(b)
        layout.addLayout(pad)
        self.retranslate()
        self._show()

    def retranslate(self) -> None:
        for i, b in enumerate(self.places):
            b.setAccessibleName(
                translate("DigitPicker", "Digit %1 of the guess").replace("%1", str(i + 1))
            )
            b.setToolTip(translate("DigitPicker", "Click to clear this place"))
        for d, b in enumerate(self.keys, start=1):
            b.setToolTip(translate("DigitPicker", "Keyword %1 (or press %1)").replace("%1", str(d)))
            b.setAccessibleName(translate("DigitPicker", "Keyword %1").replace("%1", str(d)))
        self.setToolTip(translate("DigitPicker", "Type 1-4 to fill the guess, Backspace to undo"))
        self.setAccessibleName(translate("DigitPicker", "Code guess: type 1 to 4"))
        self._describe()

    @property
    def draft(self) -> Draft:
        return (self._draft[0], self._draft[1], self._draft[2])

    @property
    def complete(self) -> bool:
        return None not in self._draft

    def set_draft(self, draft: list[int | None] | Draft) -> None:
        """Show the team's shared draft (no ``edited`` signal)."""
        self._draft = list(draft) + [None] * (3 - len(draft))
        self._show()

    def set_editable(self, editable: bool) -> None:
        self._enabled = editable
        for b in self.places + self.keys:
            b.setEnabled(editable)

    def press(self, digit: int) -> None:
        if not self._enabled or not 1 <= digit <= 4:
            return
        if digit in self._draft:
            self._draft[self._draft.index(digit)] = None
        try:
            slot = self._draft.index(None)
        except ValueError:
            return
        self._draft[slot] = digit
        self._changed()

    def backspace(self) -> None:
        if not self._enabled:
            return
        for i in (2, 1, 0):
            if self._draft[i] is not None:
                self._draft[i] = None
                self._changed()
                return

    def _clear(self, i: int) -> None:
        if self._enabled and self._draft[i] is not None:
            self._draft[i] = None
            self._changed()

    def _changed(self) -> None:
        self._show()
        self.edited.emit(self.draft)

    def _show(self) -> None:
        for b, d in zip(self.places, self._draft, strict=True):
            b.setText("–" if d is None else str(d))
        for d, b in enumerate(self.keys, start=1):
            b.setDown(d in self._draft)
        self._describe()

    def _describe(self) -> None:
        """What a screen reader says for the guess so far."""
        shown = " ".join("–" if d is None else str(d) for d in self._draft)
        self.setAccessibleDescription(
            translate("DigitPicker", "The guess so far: %1").replace("%1", shown)
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text in {"1", "2", "3", "4"}:
            self.press(int(text))
        elif event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete):
            self.backspace()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
        else:
            super().keyPressEvent(event)
