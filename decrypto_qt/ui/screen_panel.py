"""The team's screen: its four numbered keywords in the team colour."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.ui.style import card_css, scaled

translate = QCoreApplication.translate

CARD_WIDTH = 120
"""The narrowest a keyword card gets; a longer keyword widens all four."""


class ScreenPanel(QWidget):
    """Keywords 1-4 as cards; shows only what the view holds for this window.

    The cards stand two by two where there is room for two side by side, else one under
    the other: the panel asks only for the width of one card, so that a team window can
    be narrow (beside the host controls on a laptop)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self.outer = QVBoxLayout(self)
        self.title = QLabel(self)
        scaled(self.title, 1.1, bold=True)
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        self.columns = 2
        self.cards: list[QLabel] = []
        for i in range(4):
            card = QLabel(self)
            card.setAlignment(Qt.AlignmentFlag.AlignCenter)
            card.setMinimumSize(CARD_WIDTH, 64)
            card.setWordWrap(True)
            card.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            scaled(card, 1.5, bold=True)
            self.grid.addWidget(card, i // 2, i % 2)
            self.cards.append(card)
        layout.addLayout(self.grid)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.show_keywords(None, None)

    def show_keywords(
        self, team: Team | None, keywords: list[str] | None, *, title: str = ""
    ) -> None:
        self.title.setText(title or translate("ScreenPanel", "Our screen"))
        words = keywords or []
        self.note.setVisible(not words)
        self.note.setText("")  # no stale words for a screen reader once the cards show
        if not words:
            self.note.setText(
                translate(
                    "ScreenPanel",
                    "The Interceptor has no screen: read the team's clues and intercept.",
                )
                if keywords == []
                else translate("ScreenPanel", "Your keywords appear here when the game starts.")
            )
        # A keyword is one word: the cards are as wide as the longest one, never clipped.
        metrics = self.cards[0].fontMetrics()
        widest = max((metrics.horizontalAdvance(w) for w in words), default=0)
        for card in self.cards:
            card.setMinimumWidth(max(CARD_WIDTH, widest + 28))
        self._arrange(self.width())
        for i, card in enumerate(self.cards):
            word = words[i] if i < len(words) else ""
            card.setVisible(bool(words))
            card.setText(f"{i + 1}\n{word}")
            card.setAccessibleName(
                translate("ScreenPanel", "Keyword %1: %2")
                .replace("%1", str(i + 1))
                .replace("%2", word)
            )
            if team is not None:
                card.setStyleSheet(card_css(team, selector="QLabel"))

    def two_columns_width(self) -> int:
        """The width the cards need side by side, margins and all."""
        margins = self.outer.contentsMargins()
        spacing = max(self.grid.horizontalSpacing(), 0)
        return 2 * self.cards[0].minimumWidth() + spacing + margins.left() + margins.right()

    def _arrange(self, width: int) -> None:
        columns = 2 if width >= self.two_columns_width() else 1
        if columns == self.columns:
            return
        self.columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        """One card wide, four cards high, whatever the layout shows now."""
        margins = self.outer.contentsMargins()
        spacing = max(self.grid.verticalSpacing(), 0)
        cards = self.cards[0].minimumSizeHint().expandedTo(self.cards[0].minimumSize())
        width = max(cards.width(), self.title.minimumSizeHint().width())
        if self.note.isVisibleTo(self):
            width = max(width, self.note.minimumSizeHint().width())
        height = self.title.sizeHint().height() + spacing
        if any(c.isVisibleTo(self) for c in self.cards):
            height += 4 * cards.height() + 3 * spacing
        if self.note.isVisibleTo(self):
            height += self.note.heightForWidth(width) + spacing
        return QSize(
            width + margins.left() + margins.right(), height + margins.top() + margins.bottom()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(event.size().width())
        super().resizeEvent(event)
