"""Game over: who won and why, both screens revealed, exports."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import View
from decrypto_qt.ui import texts
from decrypto_qt.ui.style import card_css, scaled, set_style_sheet

translate = QCoreApplication.translate


class GameOverPanel(QWidget):
    """Signals: export_pdf(), export_json()."""

    export_pdf = Signal()
    export_json = Signal()

    def __init__(
        self,
        *,
        exports: bool = True,
        large: bool = False,
        again_note: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        """``again_note``: say that the host may start another game here (a player's window)."""
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.result = QLabel(self)
        self.result.setWordWrap(True)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scaled(self.result, 2.6 if large else 1.6, bold=True)
        layout.addWidget(self.result)
        self.tokens = QLabel(self)
        self.tokens.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tokens.setWordWrap(True)
        scaled(self.tokens, 1.6 if large else 1.0)
        layout.addWidget(self.tokens)
        grid = QGridLayout()
        self.screens: dict[Team, list[QLabel]] = {}
        self.titles: dict[Team, QLabel] = {}
        for col, team in enumerate(Team):
            title = QLabel(self)
            scaled(title, 1.8 if large else 1.1, bold=True)
            grid.addWidget(title, 0, col)
            self.titles[team] = title
            cards = []
            for k in range(4):
                card = QLabel(self)
                card.setAlignment(Qt.AlignmentFlag.AlignCenter)
                set_style_sheet(card, card_css(team, selector="QLabel"))
                scaled(card, 2.0 if large else 1.2, bold=True)
                card.setMinimumHeight(40)
                grid.addWidget(card, k + 1, col)
                cards.append(card)
            self.screens[team] = cards
        layout.addLayout(grid)
        self.tiebreak = QLabel(self)
        self.tiebreak.setWordWrap(True)
        scaled(self.tiebreak, 1.4 if large else 1.0)
        layout.addWidget(self.tiebreak)
        self.again_note = QLabel(self)
        self.again_note.setWordWrap(True)
        self.again_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.again_note.setVisible(again_note)
        layout.addWidget(self.again_note)
        # One above the other: each button as wide as the panel, which stays narrow enough
        # for a team window beside the host controls on a laptop.
        buttons = QVBoxLayout()
        self.pdf_button = QPushButton(self)
        self.pdf_button.clicked.connect(self.export_pdf.emit)
        self.json_button = QPushButton(self)
        self.json_button.clicked.connect(self.export_json.emit)
        for b in (self.pdf_button, self.json_button):
            b.setVisible(exports)
            buttons.addWidget(b)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self._view: View | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.pdf_button.setText(translate("GameOverPanel", "Export note sheets (PDF)…"))
        self.json_button.setText(translate("GameOverPanel", "Export the game (JSON)…"))
        self.again_note.setText(
            translate(
                "GameOverPanel",
                "The host can start another game at this table, with the same players: "
                "this window follows by itself. Export this game first to keep it.",
            )
        )
        if self._view is not None:
            self.show_view(self._view)

    def show_view(self, view: View) -> None:
        self._view = view
        three = view["settings"]["variant"] == "three_player"
        outcome = view["outcome"]
        if outcome is not None:
            self.result.setText(
                texts.outcome_text(outcome["reason"], outcome["winners"], three_player=three)
            )
        lines = []
        for tv in view["teams"]:
            label = texts.team_label(tv["team"], three_player=three)
            if three and tv["team"] == Team.BLACK.value:
                # The Interceptor has no code of its own to misread (R27).
                lines.append(
                    translate("GameOverPanel", "%1 — interceptions: %2")
                    .replace("%1", label)
                    .replace("%2", str(tv["interceptions"]))
                )
                continue
            lines.append(
                translate("GameOverPanel", "%1 — interceptions: %2, miscommunications: %3")
                .replace("%1", label)
                .replace("%2", str(tv["interceptions"]))
                .replace("%3", str(tv["miscommunications"]))
            )
        self.tokens.setText("\n".join(lines))
        for team in Team:
            tv = view["teams"][team.index]
            words = tv["keywords"] or []
            self.titles[team].setText(texts.team_label(team, three_player=three))
            self.titles[team].setVisible(bool(words))
            for k, card in enumerate(self.screens[team]):
                card.setVisible(bool(words))
                card.setText(f"{k + 1}. {words[k]}" if k < len(words) else "")
        tb = view["tiebreak"]
        if tb is not None and "guesses" in tb:
            parts = []
            for team in Team:
                guesses = tb["guesses"].get(team.value, [])
                right = set(tb.get("right", {}).get(team.value, []))
                marks = ", ".join(
                    f"{k + 1}. {g} {'✔' if k + 1 in right else '✖'}" for k, g in enumerate(guesses)
                )
                parts.append(
                    translate("GameOverPanel", "%1 guessed: %2")
                    .replace("%1", texts.team_label(team))
                    .replace("%2", marks)
                )
            self.tiebreak.setText("\n".join(parts))
            self.tiebreak.setVisible(True)
        else:
            self.tiebreak.setVisible(False)
