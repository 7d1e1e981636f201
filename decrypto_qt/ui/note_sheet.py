"""The note sheet: our side and their side, rounds 1-8, and the clue index under keywords 1-4."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import HistoryEntry
from decrypto_qt.ui import texts
from decrypto_qt.ui.sheet import clue_flag, clue_index, code_text, entries_of, our_guess

translate = QCoreApplication.translate

ROUNDS = 8
NOTE_DELAY_MS = 500
CLUES = 3
"""The grid's first columns: a round's clues 1-3, then our guess and the code."""


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle (a heading over a narrow column);
    a single word stays whole."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return text
    middle = len(text) / 2
    at = min(spaces, key=lambda i: abs(i - middle))
    return text[:at] + "\n" + text[at + 1 :]


class NoteGrid(QTableWidget):
    """The rounds of one side: the clue columns share the width left by the guess and the
    code, and the grid asks for the width that shows every column whole, so that it never
    scrolls sideways nor cuts a heading."""

    def clue_width(self) -> int:
        """The narrowest a clue column gets: a short clue shows whole, a long one wraps."""
        return self.fontMetrics().horizontalAdvance("M") * 4

    def minimumSizeHint(self) -> QSize:
        header = self.horizontalHeader()
        width = self.verticalHeader().sizeHint().width() + 2 * self.frameWidth()
        width += self.verticalScrollBar().sizeHint().width()  # when the rounds scroll
        for col in range(self.columnCount()):
            need = header.sectionSizeHint(col)
            if col < CLUES:
                need = max(need, self.clue_width())
            else:
                need = max(need, self.sizeHintForColumn(col))
            width += need
        return QSize(width, super().minimumSizeHint().height())


class SideSheet(QWidget):
    """One side of the sheet: a table of rounds and the clue index under keywords 1-4.

    Signals:
        note_edited(int, str): keyword number and text (their side only).
    """

    note_edited = Signal(int, str)

    def __init__(self, *, theirs: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theirs = theirs
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.table = NoteGrid(ROUNDS, CLUES + 2, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the sheet; arrows move in it
        self.table.setWordWrap(True)  # a long clue takes two lines in a narrow column
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(self.table.clue_width())
        # The guess and the code are short; their headings must show whole in every language.
        for col in (CLUES, CLUES + 1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 3)
        self.flags_label = QLabel(self)  # flagged clues and why, in words (R25)
        self.flags_label.setWordWrap(True)
        self.flags_label.setVisible(False)
        layout.addWidget(self.flags_label)
        self.index_title = QLabel(self)
        self.index_title.setWordWrap(True)
        layout.addWidget(self.index_title)
        grid = QGridLayout()
        self.heads: list[QLabel] = []
        self.notes: list[QLineEdit] = []
        self.lists: list[QListWidget] = []
        for k in range(4):
            head = QLabel(self)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            head.setWordWrap(True)
            grid.addWidget(head, 0, k)
            self.heads.append(head)
            if theirs:
                note = QLineEdit(self)
                note.setMaxLength(200)
                note.textEdited.connect(lambda text, k=k: self._note_typed(k, text))
                grid.addWidget(note, 1, k)
                self.notes.append(note)
            lst = QListWidget(self)
            lst.setMinimumHeight(80)
            lst.setMinimumWidth(56)
            lst.setTabKeyNavigation(False)
            # A long clue wraps in a narrow column (hovering shows it whole), never sideways.
            lst.setWordWrap(True)
            lst.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            grid.addWidget(lst, 2, k)
            self.lists.append(lst)
        layout.addLayout(grid, 2)
        self._pending: dict[int, str] = {}
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.setInterval(NOTE_DELAY_MS)
        self._note_timer.timeout.connect(self._flush_notes)
        self.retranslate()

    def retranslate(self) -> None:
        # The clue columns are headed by the clue's number alone, the guess and the code
        # on two lines: the grid stays narrow. The whole heading is the tooltip, and what
        # a screen reader says.
        names = [
            translate("NoteSheet", "Clue 1"),
            translate("NoteSheet", "Clue 2"),
            translate("NoteSheet", "Clue 3"),
            translate("NoteSheet", "Our guess"),
            translate("NoteSheet", "Correct"),
        ]
        for col, name in enumerate(names):
            heading = QTableWidgetItem(str(col + 1) if col < CLUES else two_lines(name))
            heading.setToolTip(name)
            heading.setData(Qt.ItemDataRole.AccessibleTextRole, name)
            self.table.setHorizontalHeaderItem(col, heading)
        self.table.updateGeometry()
        rows = self.table.rowCount()
        self.table.setVerticalHeaderLabels(
            [translate("NoteSheet", "Round %1").replace("%1", str(r)) for r in range(1, rows + 1)]
        )
        self.index_title.setText(translate("NoteSheet", "Clues under each keyword number"))
        for k, head in enumerate(self.heads):
            head.setText(translate("NoteSheet", "Keyword %1").replace("%1", str(k + 1)))
        side = (
            translate("NoteSheet", "their side")
            if self.theirs
            else translate("NoteSheet", "our side")
        )
        self.table.setAccessibleName(
            translate("NoteSheet", "Note sheet, %1: clues and codes by round").replace("%1", side)
        )
        for k, lst in enumerate(self.lists):
            lst.setAccessibleName(
                translate("NoteSheet", "Clues under keyword %1, %2")
                .replace("%1", str(k + 1))
                .replace("%2", side)
            )
        for k, note in enumerate(self.notes):
            note.setPlaceholderText(
                translate("NoteSheet", "Your note on their keyword %1").replace("%1", str(k + 1))
            )
            note.setAccessibleName(
                translate("NoteSheet", "Note on their keyword %1").replace("%1", str(k + 1))
            )

    def show_entries(
        self, entries: list[HistoryEntry], current: tuple[int, list[str]] | None, notes: list[str]
    ) -> None:
        """Fill the table from revealed codes; ``current`` is (round, clues) still being decoded."""
        self.table.clearContents()
        for lst in self.lists:
            lst.clear()
        for e in entries:
            row = e["round"] - 1
            if row >= self.table.rowCount():
                self.table.setRowCount(row + 1)
            guess = our_guess(e, theirs=self.theirs)
            cells = [*e["clues"], code_text(guess), code_text(e["code"])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 3 and guess is not None:
                    item.setText(("✔ " if guess == e["code"] else "✖ ") + text)
                flag = clue_flag(e, col + 1) if col < CLUES else None
                if col < CLUES:
                    item.setToolTip(text)  # whole, should a long word not fit its column
                if flag is not None:
                    item.setText(text + " ⚑")
                    item.setToolTip(texts.flag_reason(flag))
                self.table.setItem(row, col, item)
        flagged = []
        for e in entries:
            for f in e["flags"]:
                clue = e["clues"][f["clue"] - 1] if 0 < f["clue"] <= len(e["clues"]) else ""
                flagged.append(
                    "⚑ "
                    + translate("NoteSheet", "Round %1, “%2”: %3")
                    .replace("%1", str(e["round"]))
                    .replace("%2", clue)
                    .replace("%3", texts.flag_reason(f["reason"]))
                )
        self.flags_label.setText("\n".join(flagged))
        self.flags_label.setVisible(bool(flagged))
        for lst, indexed in zip(self.lists, clue_index(entries), strict=True):
            for c in indexed:
                entry = QListWidgetItem(c.text if c.flag is None else f"{c.text} ⚑")
                entry.setToolTip(c.text)
                if c.flag is not None:
                    entry.setToolTip(texts.flag_reason(c.flag))
                lst.addItem(entry)
        if current is not None:
            rnd, clues = current
            if rnd - 1 >= self.table.rowCount():
                self.table.setRowCount(rnd)
            for col, clue in enumerate(clues):
                item = QTableWidgetItem(clue)
                item.setToolTip(clue)
                self.table.setItem(rnd - 1, col, item)
        self.table.updateGeometry()  # its guesses and codes may need wider columns now
        for k, note in enumerate(self.notes):
            typing = note.hasFocus() or k in self._pending
            if not typing and k < len(notes) and note.text() != notes[k]:
                note.setText(notes[k])

    def _note_typed(self, k: int, text: str) -> None:
        self._pending[k] = text
        self._note_timer.start()

    def lock_notes(self, locked: bool) -> None:
        """Read-only while the window's only player knows an unrevealed code (R25)."""
        for note in self.notes:
            note.setReadOnly(locked)
            note.setToolTip(
                translate("NoteSheet", "You know this round's code: notes wait for its reveal.")
                if locked
                else ""
            )

    def new_game(self) -> None:
        """Another game at the table: the notes of the last one are neither kept nor sent."""
        self._note_timer.stop()
        self._pending = {}
        for note in self.notes:
            note.clear()

    def _flush_notes(self) -> None:
        pending, self._pending = self._pending, {}
        for k, text in pending.items():
            self.note_edited.emit(k + 1, text)


class NoteSheet(QTabWidget):
    """Both sides of the team's note sheet, filled in from the public history after each reveal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ours = SideSheet(theirs=False, parent=self)
        self.theirs = SideSheet(theirs=True, parent=self)
        self.addTab(self.ours, "")
        self.addTab(self.theirs, "")
        self.retranslate()

    def retranslate(self) -> None:
        self.setTabText(0, translate("NoteSheet", "Our side"))
        self.setTabText(1, translate("NoteSheet", "Their side"))
        self.ours.retranslate()
        self.theirs.retranslate()

    def show_history(
        self,
        me: Team,
        history: list[HistoryEntry],
        decoding: tuple[Team, int, list[str]] | None,
        notes: list[str],
        *,
        rounds: int = ROUNDS,
        interceptor: bool = False,
    ) -> None:
        """Fill both sides; the Interceptor (R27) has no code of its own, so no "our side"."""
        self.setTabVisible(0, not interceptor)
        if interceptor and self.currentIndex() == 0:
            self.setCurrentIndex(1)
        for side, team in ((self.ours, me), (self.theirs, me.other)):
            if side.table.rowCount() != rounds:
                side.table.setRowCount(rounds)
                side.retranslate()
            current = None
            if decoding is not None and decoding[0] is team:
                current = (decoding[1], decoding[2])
            side.show_entries(entries_of(history, team.value), current, notes)

    def new_game(self) -> None:
        """Another game at the table: a fresh sheet, on our side."""
        self.ours.new_game()
        self.theirs.new_game()
        self.setCurrentIndex(0)

    def set_side_titles(self, ours: str, theirs: str) -> None:
        self.setTabText(0, ours)
        self.setTabText(1, theirs)
