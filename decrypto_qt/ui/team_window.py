"""A team's window: its screen, the action of the moment, tokens and the note sheet (V1-V7).

It draws the latest view and sends actions through its :class:`Session`; every
rule is the host's. A window that loses the host says so, keeps the last view
on screen and reconnects by itself.

The window lays its parts out and draws each view into them; the parts hold the rest:
the header (:mod:`~decrypto_qt.ui.team_header`), the task at hand
(:mod:`~decrypto_qt.ui.team_task`), calling people to their turn and to reveals
(:mod:`~decrypto_qt.ui.team_attention`), the link to the host
(:mod:`~decrypto_qt.ui.team_connection`), the menus (:mod:`~decrypto_qt.ui.team_menus`),
the files it saves (:mod:`~decrypto_qt.ui.team_exports`) and what it says about people
and reveals (:mod:`~decrypto_qt.ui.team_texts`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import FlagReason, Team
from decrypto_qt.engine.views import View
from decrypto_qt.ui import team_exports, texts, theme
from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.focus import keyboard_friendly
from decrypto_qt.ui.note_sheet import NoteSheet
from decrypto_qt.ui.placement import open_within_screen
from decrypto_qt.ui.prefs import restore_geometry, save_geometry
from decrypto_qt.ui.rich_text import escape
from decrypto_qt.ui.screen_panel import ScreenPanel
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.style import scaled
from decrypto_qt.ui.team_attention import Attention
from decrypto_qt.ui.team_connection import ConnectionNotices
from decrypto_qt.ui.team_header import TeamHeader
from decrypto_qt.ui.team_menus import TeamMenus
from decrypto_qt.ui.team_task import TaskStack
from decrypto_qt.ui.team_texts import roles_text, teammates_html

if TYPE_CHECKING:
    from decrypto_qt.ui.game_over_panel import GameOverPanel
    from decrypto_qt.ui.tiebreak_panel import TieBreakPanel

translate = QCoreApplication.translate

PREFERRED_SIZE = QSize(1200, 760)
"""The size a team window would like; it opens within the screen's available area."""


class TeamWindow(QMainWindow):
    """One team's window; serves one player or several of the same team (V7).

    Signals:
        closed(): the window was closed (the player left).
    """

    closed = Signal()

    def __init__(
        self, session: Session, *, cues: Cues | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.cues = cues or Cues(parent=self)
        self._game: int | None = None
        """The number of the game at the table this window shows (the host may play again)."""
        central = QWidget(self)
        outer = QVBoxLayout(central)
        # header: room, team, players, round/phase, timer, tokens
        self.header = TeamHeader(central)
        self.badge = self.header.badge
        self.room_label = self.header.room_label
        self.players_label = self.header.players_label
        self.round_label = self.header.round_label
        self.timer = self.header.timer
        self.tokens = self.header.tokens
        self.token_legend = self.header.token_legend
        outer.addWidget(self.header)
        self.banner = QLabel(central)
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        self.banner.setStyleSheet("background:#fff3cd;color:#5c4400;padding:6px;border-radius:4px;")
        outer.addWidget(self.banner)
        self.reveal_label = QLabel(central)
        self.reveal_label.setWordWrap(True)
        scaled(self.reveal_label, 1.05)
        outer.addWidget(self.reveal_label)
        # Three columns: our screen, the task at hand, the note sheet; each asks only for
        # the width its content needs, so that in play the window fits beside the host
        # controls on a 1366 px laptop.
        split = QSplitter(Qt.Orientation.Horizontal, central)
        self.split = split
        self.screen_panel = ScreenPanel(split)
        self.stack = TaskStack(session, split)
        self.lobby = self.stack.lobby
        self.encrypt = self.stack.encrypt
        self.guess = self.stack.guess
        self.wait = self.stack.wait
        # The flag button under the note sheet, where the opponents' clues are: their
        # column is wide enough for it, the screen's need only be as wide as a card.
        right = QWidget(split)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.notes = NoteSheet(right)
        right_layout.addWidget(self.notes, 1)
        self.flag_button = QPushButton(right)
        self.flag_button.clicked.connect(self.flag_clue)
        right_layout.addWidget(self.flag_button, 0, Qt.AlignmentFlag.AlignRight)
        split.addWidget(self.screen_panel)
        split.addWidget(self.stack)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 4)
        outer.addWidget(split, 1)
        self.setCentralWidget(central)
        self.attention = Attention(self, self.cues, self.notes, self.reveal_label)
        self.timer.hurry.connect(lambda: self.attention.hurry(self.timer))
        # wiring: widgets → session actions
        s = session
        self.lobby.team_chosen.connect(s.choose_team)
        self.lobby.ready_changed.connect(s.set_ready)
        self.encrypt.drafted.connect(s.draft_clues)
        self.encrypt.submitted.connect(s.submit_clues)
        self.guess.drafted.connect(lambda td: s.draft_guess(td[0], td[1]))
        self.guess.locked.connect(lambda tc: s.lock_guess(tc[0], tc[1]))
        self.notes.theirs.note_edited.connect(s.set_note)
        self.stack.tiebreak_built.connect(self._wire_tiebreak)
        self.stack.game_over_built.connect(self._wire_game_over)
        s.changed.connect(self.redraw)
        self.connection = ConnectionNotices(self, s, self.banner)
        self.menus = TeamMenus(
            self,
            self.cues,
            self.notes,
            flag=self.flag_clue,
            export_pdf=self.export_pdf,
            export_json=self.export_json,
        )
        self.mute_action = self.menus.mute_action
        self.turn_sound_action = self.menus.turn_sound_action
        self.language_menu = self.menus.language_menu
        self.help_menu = self.menus.help_menu
        theme.themes().changed.connect(self.redraw)
        self.retranslate()
        self.redraw()
        open_within_screen(self, PREFERRED_SIZE)
        restore_geometry(self, "team")
        keyboard_friendly(self)

    @property
    def tiebreak(self) -> TieBreakPanel:
        """The tie-break's panel (built on first use, see :class:`TaskStack`)."""
        return self.stack.tiebreak

    @property
    def game_over(self) -> GameOverPanel:
        """The game's end (built on first use, see :class:`TaskStack`)."""
        return self.stack.game_over

    def _wire_tiebreak(self, panel: TieBreakPanel) -> None:
        s = self.session
        panel.drafted.connect(s.draft_keyword_guesses)
        panel.submitted.connect(s.submit_keyword_guesses)
        panel.judged.connect(s.judge)
        panel.finished.connect(s.finish_judging)

    def _wire_game_over(self, panel: GameOverPanel) -> None:
        panel.export_pdf.connect(self.export_pdf)
        panel.export_json.connect(self.export_json)

    def retranslate(self) -> None:
        self.menus.retranslate()
        self.flag_button.setText(translate("TeamWindow", "Flag a clue… (Ctrl+F)"))
        self.header.retranslate()
        self.flag_button.setToolTip(
            translate(
                "TeamWindow",
                "Object to an opponent clue that breaks a rule only people can judge",
            )
        )
        self.stack.retranslate()
        self.notes.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()
        super().changeEvent(event)

    # --- drawing -----------------------------------------------------------------

    def redraw(self) -> None:
        s = self.session
        view = s.view
        team = s.team
        three = bool(view and view["settings"]["variant"] == "three_player")
        names = texts.join_names(s.player_name(pid) for pid in s.seat_ids)
        self.players_label.setText(
            escape(translate("TeamWindow", "Playing: %1").replace("%1", names)) if names else ""
        )
        self.room_label.setText(s.room or s.address)
        self.badge.show_team(team, three_player=three)
        title = translate("TeamWindow", "Decrypto — %1").replace("%1", names or s.room)
        self.setWindowTitle(title)
        if view is None:
            self.header.show_no_game()
            self.flag_button.setEnabled(False)
            if s.lobby is not None:
                three = s.lobby.variant == "three_player"
                self.badge.show_team(team, three_player=three)
                self.lobby.show_lobby(s.lobby, s.seat_ids, three_player=three)
            self.stack.show_lobby()
            self.screen_panel.show_keywords(team, None)
            return
        if view["game"] != self._game:
            if self._game is not None:
                self._new_game()
            self._game = view["game"]
        self.header.show_game(view, three, s.time_left)
        if team is None:
            return
        mine = view["teams"][team.index]
        interceptor = three and team is Team.BLACK
        self.screen_panel.show_keywords(
            team,
            mine["keywords"],
            title=translate("TeamWindow", "No screen") if interceptor else "",
        )
        self._room_for_the_cards()
        roles = roles_text(s, view, team)
        teammates = teammates_html(s, view, team, self.players_label.fontMetrics().height())
        if roles:
            self.players_label.setText(escape(roles))
        elif teammates:
            self.players_label.setText(teammates)
        self.stack.show_task(view, team, three)
        self.attention.turn_note_sheet(view, team)
        self.attention.call_to_turn(view)
        self._show_notes(view, team, three)
        theirs = [h for h in view["history"] if h["team"] == team.other.value]
        self.flag_button.setEnabled(bool(theirs) and view["phase"] != "game_over")
        self.attention.cue_reveals(view, three)
        self.connection.show_banner()

    def _show_notes(self, view: View, team: Team, three: bool) -> None:
        decoding = view["decoding"]
        current = None
        if decoding is not None:
            current = (Team(decoding["team"]), view["round"], decoding["clues"])
        secret = view["secret"] or {"notes": []}
        self.notes.show_history(
            team,
            view["history"],
            current,
            secret["notes"],
            rounds=view["rounds"],
            interceptor=three and team is Team.BLACK,
        )
        self.notes.theirs.lock_notes(self._knows_code(view, team))
        their = texts.team_label(team.other, three_player=three)
        self.notes.set_side_titles(
            translate("NoteSheet", "Our side"),
            translate("NoteSheet", "Their side (%1)").replace("%1", their),
        )

    def _room_for_the_cards(self) -> None:
        """Two keyword cards side by side where the note sheet can spare the width: the
        splitter keeps the widths it gave before the keywords set the cards' width, so on
        a wide screen the cards would stay one under another."""
        sizes = self.split.sizes()
        need = self.screen_panel.two_columns_width()
        notes = self.split.widget(2)
        spare = sizes[2] - notes.minimumSizeHint().width() if notes is not None else 0
        if sizes and 0 < sizes[0] < need <= sizes[0] + spare:
            self.split.setSizes([need, sizes[1], sizes[2] - (need - sizes[0])])

    def _new_game(self) -> None:
        """The host started another game at this table: what this window remembered of
        the last one (turns called, the keypad's code, notes being typed) is forgotten."""
        self.attention.new_game()
        self.stack.new_game()
        self.notes.new_game()
        self.statusBar().showMessage(
            translate("TeamWindow", "The host started a new game at this table."), 10_000
        )
        self.cues.beep()

    def _knows_code(self, view: View, team: Team) -> bool:
        """Does this window serve only its team's encryptor, whose code is not yet
        revealed? Then it writes no notes (R25: the host would refuse them)."""
        encryptor = view["teams"][team.index]["encryptor"]
        if view["phase"] not in ("encrypting", "decoding") or encryptor is None:
            return False
        if set(self.session.seat_ids) != {encryptor}:
            return False
        return not any(
            h["team"] == team.value and h["round"] == view["round"] for h in view["history"]
        )

    # --- actions from menus ---------------------------------------------------------

    def flag_clue(self) -> None:
        view, team = self.session.view, self.session.team
        if view is None or team is None:
            return
        from decrypto_qt.ui.flag_dialog import FlagDialog

        theirs = [h for h in view["history"] if h["team"] == team.other.value]
        dialog = FlagDialog(theirs, team.value, self)
        if dialog.exec() and (choice := dialog.choice()) is not None:
            owner, rnd, clue, reason = choice
            self.session.flag_clue(Team(owner), rnd, clue, FlagReason(reason))

    def export_pdf(self, path: Path | None = None) -> Path | None:
        return team_exports.export_pdf(self, self.session, path)

    def export_json(self, path: Path | None = None) -> Path | None:
        return team_exports.export_json(self, self.session, path)

    def closeEvent(self, event: QCloseEvent) -> None:
        save_geometry(self, "team")
        self.session.close()
        super().closeEvent(event)
        self.closed.emit()
