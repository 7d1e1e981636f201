"""One team's public board on the table: its tokens and its clues under keywords 1-4."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import HistoryEntry
from decrypto_qt.ui import texts
from decrypto_qt.ui.computer_badge import accessible_name, roster_html
from decrypto_qt.ui.sheet import clue_index, entries_of
from decrypto_qt.ui.style import card_css, set_pixel_size, set_style_sheet
from decrypto_qt.ui.token_chips import TokenChips


class HistoryBoard(QWidget):
    """A team's card with its token chips, over its clue history in four columns (R15)."""

    def __init__(self, team: Team, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        self.partner: HistoryBoard | None = None
        """The other team's board beside this one: their rosters keep one height, so the
        two boards' keyword columns start level."""
        self._roster: tuple[tuple[str, bool, str | None], ...] = ()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        header = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        header.addWidget(self.title, 1)
        self.tokens = TokenChips(self)
        header.addWidget(self.tokens)
        grid.addLayout(header, 0, 0, 1, 4)
        # Who plays for the team, shown when a computer does (its seat carries the badge).
        self.roster = QLabel(self)
        self.roster.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.roster.setWordWrap(True)
        self.roster.setTextFormat(Qt.TextFormat.RichText)
        self.roster.setVisible(False)
        grid.addWidget(self.roster, 1, 0, 1, 4)
        self.heads: list[QLabel] = []
        self.lists: list[QListWidget] = []
        for k in range(4):
            head = QLabel(str(k + 1), self)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lst = QListWidget(self)
            lst.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            lst.setWordWrap(True)
            lst.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            lst.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
            lst.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
            lst.setMinimumSize(40, 40)
            grid.addWidget(head, 2, k)
            grid.addWidget(lst, 3, k)
            self.heads.append(head)
            self.lists.append(lst)
        grid.setRowStretch(3, 1)
        self.restyle()

    def restyle(self) -> None:
        set_style_sheet(self.title, card_css(self.team, radius=6, selector="QLabel"))

    def show_history(
        self,
        history: list[HistoryEntry],
        label: str,
        tokens: tuple[int, int | None],
        *,
        clues_shown: bool = True,
        roster: tuple[tuple[str, bool, str | None], ...] = (),
    ) -> None:
        """``tokens``: interceptions and miscommunications (None: the team has none to lose).

        ``roster``: the team's players as (name, played by the computer, level), shown
        under the title with the computer's badge (empty: not shown).
        """
        self.title.setText(label)
        self._roster = roster
        self._show_roster()
        self.tokens.show_counts(tokens[0], tokens[1], label)
        for head, lst in zip(self.heads, self.lists, strict=True):
            head.setVisible(clues_shown)
            lst.setVisible(clues_shown)
            lst.clear()
        for lst, clues in zip(
            self.lists, clue_index(entries_of(history, self.team.value)), strict=True
        ):
            for clue in clues:
                # R25: a flagged clue is shown to everyone; the table judges it.
                item = QListWidgetItem(clue.text if clue.flag is None else f"{clue.text} ⚑")
                if clue.flag is not None:
                    item.setToolTip(texts.flag_reason(clue.flag))
                lst.addItem(item)
        for lst in self.lists:
            if lst.count():
                lst.scrollToBottom()

    def _show_roster(self) -> None:
        # The robot is as tall as the roster's text, whatever the table's type size.
        px = self.roster.fontMetrics().height()
        self.roster.setText(roster_html(self._roster, px))
        self.roster.setAccessibleName(
            ", ".join(accessible_name(n, lv) if c else n for n, c, lv in self._roster)
        )
        self.even_rosters()

    def even_rosters(self) -> None:
        """Show the roster row on this board and its partner alike, at the taller one's height."""
        boards = [self] if self.partner is None else [self, self.partner]
        shown = any(b._roster for b in boards)
        need = 0
        for b in boards:
            b.roster.setVisible(shown)
            if shown:
                # The roster spans its board: the board's width is current in a resize,
                # where the label's may not be yet.
                need = max(need, b._roster_height(b.width()))
        for b in boards:
            b.roster.setMinimumHeight(need)

    def _roster_height(self, width: int) -> int:
        """The height the roster's text takes at ``width`` (its rich text laid out)."""
        doc = QTextDocument()
        doc.setDefaultFont(self.roster.font())
        doc.setDocumentMargin(0)
        doc.setHtml(self.roster.text())
        doc.setTextWidth(max(1, width))
        return math.ceil(doc.size().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.even_rosters()

    def scale(self, unit: float) -> None:
        set_pixel_size(self.title, unit * 1.1, bold=True)
        set_pixel_size(self.roster, unit)
        self._show_roster()
        set_pixel_size(self.tokens, unit * 1.1, bold=True)
        for head in self.heads:
            set_pixel_size(head, unit, bold=True)
        for lst in self.lists:
            set_pixel_size(lst, unit)
