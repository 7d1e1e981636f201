"""The team's screen: its four numbered keywords in the team colour."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.ui.style import card_css, scaled

translate = QCoreApplication.translate


class ScreenPanel(QWidget):
    """Keywords 1-4 as cards; shows only what the view holds for this window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        scaled(self.title, 1.1, bold=True)
        layout.addWidget(self.title)
        grid = QGridLayout()
        self.cards: list[QLabel] = []
        for i in range(4):
            card = QLabel(self)
            card.setAlignment(Qt.AlignmentFlag.AlignCenter)
            card.setMinimumSize(120, 64)
            card.setWordWrap(True)
            card.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            scaled(card, 1.5, bold=True)
            grid.addWidget(card, i // 2, i % 2)
            self.cards.append(card)
        layout.addLayout(grid)
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
            card.setMinimumWidth(max(120, widest + 28))
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
