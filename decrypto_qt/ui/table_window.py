"""The table window for the projector: only what everyone may see (V6), in large type.

Lobby: the room, how to join (the PIN large), both rosters. In play: round,
phase, the big timer, the clues being decoded, the reveal staged in order
(interception guess → own guess → code), both teams' token chips and both
public clue histories under keywords 1-4. A reveal is filed on the boards only
once its code has been shown, and the next clues (or the game-over page) wait
for it; until then the header names the round on stage, not the host's. F11 toggles full screen; the type scales with the screen so the back
of the room can read it.

The reveals' order is :mod:`decrypto_qt.ui.reveal_sequence`'s, the window's sentences
:mod:`decrypto_qt.ui.projector_texts`'s, its View menu :mod:`decrypto_qt.ui.projector_menu`'s.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import TeamView, View
from decrypto_qt.ui import texts, theme
from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.game_over_panel import GameOverPanel
from decrypto_qt.ui.help_menu import HelpMenu
from decrypto_qt.ui.history_board import HistoryBoard
from decrypto_qt.ui.join_qr import JoinQr
from decrypto_qt.ui.language_menu import LanguageMenu
from decrypto_qt.ui.lobby_panel import LobbyPanel
from decrypto_qt.ui.placement import open_within_screen
from decrypto_qt.ui.prefs import restore_geometry, save_geometry
from decrypto_qt.ui.projector_menu import ProjectorMenu
from decrypto_qt.ui.projector_texts import JoinInfo, clues_text, join_text, phase_text
from decrypto_qt.ui.reveal_board import RevealBoard
from decrypto_qt.ui.reveal_sequence import RevealSequence
from decrypto_qt.ui.sand_timer import SandTimer
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.style import card_css, colour_css, set_pixel_size, set_style_sheet
from decrypto_qt.ui.token_chips import TokenLegend

translate = QCoreApplication.translate

# A table window is given a JoinInfo (it lives in projector_texts): callers take both from here.
__all__ = ["JoinInfo", "TableWindow"]

TEXT_PX_AT_1080 = 32.0
"""The smallest text on the projector, in pixels, on a 1080-line screen; it scales with it."""
MIN_UNIT = 14.0


def wrapping(label: QLabel) -> QLabel:
    """A label that wraps instead of widening its window."""
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


class TableWindow(QMainWindow):
    """The projector's window. Host controls, when given, sit in a panel beside it that
    scrolls, hides (Ctrl+H) or floats as a window of its own for a second screen.

    Signals:
        closed(): the window was closed; with host controls, hosting stops.
    """

    closed = Signal()

    def __init__(
        self,
        session: Session,
        *,
        join_info: JoinInfo | None = None,
        controls: QWidget | None = None,
        cues: Cues | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.join_info = join_info
        self.cues = cues or Cues(parent=self)
        self.unit = TEXT_PX_AT_1080
        self.ask_before_closing = True
        central = QWidget(self)
        outer = QVBoxLayout(central)
        top = QHBoxLayout()
        self.room_label = wrapping(QLabel(central))
        top.addWidget(self.room_label, 1)
        self.round_label = QLabel(central)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.round_label)
        self.timer = SandTimer(central)
        self.timer.hurry.connect(self._hurry)
        top.addWidget(self.timer)
        outer.addLayout(top)
        self.join_label = wrapping(QLabel(central))
        self.join_label.setTextFormat(Qt.TextFormat.RichText)
        self.join_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.join_label)
        self.join_qr = JoinQr(large=True, parent=central)  # browsers: set_url() shows it
        outer.addWidget(self.join_qr)
        self.stack = QStackedWidget(central)
        self.stack.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        # lobby page
        self.lobby = LobbyPanel(table=True, parent=self.stack)
        # play page
        play = QWidget(self.stack)
        play_layout = QVBoxLayout(play)
        play_layout.setContentsMargins(0, 0, 0, 0)
        self.phase_label = wrapping(QLabel(play))
        self.phase_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        play_layout.addWidget(self.phase_label)
        self.clues_label = wrapping(QLabel(play))
        self.clues_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        play_layout.addWidget(self.clues_label)
        self.reveal = RevealBoard(play)
        self.reveals = RevealSequence(self.reveal, self.cues, self)
        self.reveals.filed_one.connect(self.redraw)
        play_layout.addWidget(self.reveal)
        line = QFrame(play)
        line.setFrameShape(QFrame.Shape.HLine)
        play_layout.addWidget(line)
        boards = QHBoxLayout()
        self.boards = {t: HistoryBoard(t, play) for t in Team}
        for t in Team:
            self.boards[t].partner = self.boards[t.other]
        for t in Team:
            boards.addWidget(self.boards[t], 1)
        play_layout.addLayout(boards, 1)
        self._boards_layout = boards
        self.legend = TokenLegend(play)
        play_layout.addWidget(self.legend)
        self.play = play
        self.game_over = GameOverPanel(
            exports=False, large=True, again_note=False, parent=self.stack
        )
        for w in (self.lobby, play, self.game_over):
            self.stack.addWidget(w)
        outer.addWidget(self.stack, 1)
        self.away_label = wrapping(QLabel(central))
        outer.addWidget(self.away_label)
        self.setCentralWidget(central)
        central.installEventFilter(self)
        self.controls_dock: QDockWidget | None = None
        if controls is not None:
            dock = QDockWidget(self)
            dock.setObjectName("host-controls")
            scroll = QScrollArea(dock)
            scroll.setWidgetResizable(True)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(controls)
            scroll.setMinimumWidth(controls.minimumSizeHint().width() + 24)
            dock.setWidget(scroll)
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            )
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.controls_dock = dock
        self._build_menus()
        session.changed.connect(self.redraw)
        session.status.connect(lambda st: self.statusBar().showMessage(texts.connection_text(st)))
        theme.themes().changed.connect(self.restyle)
        self.retranslate()
        self.restyle()
        self.redraw()
        open_within_screen(self, QSize(1280, 720))
        restore_geometry(self, "table")

    @property
    def controls(self) -> QWidget | None:
        """The host controls inside their panel, if this table has them."""
        if self.controls_dock is None:
            return None
        scroll = self.controls_dock.widget()
        return scroll.widget() if isinstance(scroll, QScrollArea) else scroll

    def _build_menus(self) -> None:
        bar = self.menuBar()
        menu = ProjectorMenu(
            cues=self.cues, reveal=self.reveal, controls=self.controls_dock is not None, parent=self
        )
        menu.full_action.triggered.connect(self.toggle_full_screen)
        menu.controls_action.triggered.connect(self.toggle_controls)
        menu.float_action.toggled.connect(self.float_controls)
        if self.controls_dock is not None:
            self.controls_dock.topLevelChanged.connect(menu.show_floating)
        menu.skip_action.triggered.connect(self.skip_reveals)
        bar.addMenu(menu)
        self.view_menu = menu
        # On the window too, so the keys work in full screen with the menu bar hidden.
        self.addActions(menu.window_actions)
        self.language_menu = LanguageMenu(self)
        bar.addMenu(self.language_menu)
        self.help_menu = HelpMenu(self, lambda: self.join_info.port if self.join_info else None)
        bar.addMenu(self.help_menu)

    def skip_reveals(self) -> None:
        """File the reveal on stage and those waiting, at once (the host skips ahead); the
        last of them stays on the board, whole."""
        self.reveals.skip()
        self.redraw()

    def toggle_full_screen(self) -> None:
        full = not self.isFullScreen()
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        dock = self.controls_dock
        if dock is not None and not dock.isFloating():
            # Docked controls stay off the projector; floating ones live on the laptop.
            dock.setVisible(not full)
        self.menuBar().setVisible(not full)
        self.statusBar().setVisible(not full)

    def toggle_controls(self) -> None:
        if self.controls_dock is not None:
            self.controls_dock.setVisible(not self.controls_dock.isVisible())

    def float_controls(self, floating: bool) -> None:
        """The host controls as a window of their own (for the laptop, beside a projector)."""
        dock = self.controls_dock
        if dock is None or dock.isFloating() == floating:
            return
        dock.setFloating(floating)
        dock.setVisible(True)
        if floating:
            dock.resize(max(360, dock.sizeHint().width()), min(700, self.height()))

    def retranslate(self) -> None:
        self.view_menu.retranslate()
        if self.controls_dock is not None:
            self.controls_dock.setWindowTitle(translate("TableWindow", "Host controls"))
        self.language_menu.retranslate()
        self.help_menu.retranslate()
        self.lobby.retranslate()
        self.game_over.retranslate()
        self.legend.retranslate()

    def restyle(self) -> None:
        """Colours from the current theme (also after a theme switch)."""
        for t in Team:
            self.boards[t].restyle()
            set_style_sheet(self.lobby.titles[t], card_css(t, radius=6, selector="QLabel"))
            for card in self.game_over.screens[t]:
                set_style_sheet(card, card_css(t, selector="QLabel"))
        set_style_sheet(self.away_label, colour_css("bad"))
        self.reveal.redraw()
        self.timer.refresh()
        self.legend.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The central area, not the window: hiding the host controls or the menu grows it.
        if watched is self.centralWidget() and event.type() == QEvent.Type.Resize:
            self._scale()
        return super().eventFilter(watched, event)

    def _scale(self) -> None:
        """Type is a share of the screen: 32 px on 1080 lines, so the back row can read it."""
        central = self.centralWidget()
        if central is None:
            return
        area = central.size()
        factor = min(area.width() / 1880.0, area.height() / 1000.0)
        u = max(MIN_UNIT, TEXT_PX_AT_1080 * factor)
        if abs(u - self.unit) < 0.5 and self.room_label.font().pixelSize() > 0:
            return
        self.unit = u
        set_pixel_size(self.room_label, u * 1.5, bold=True)
        set_pixel_size(self.round_label, u * 1.2, bold=True)
        set_pixel_size(self.timer, u * 2.0, bold=True)
        set_pixel_size(self.join_label, u)
        set_pixel_size(self.join_qr.title, u, bold=True)
        set_pixel_size(self.join_qr.address, u)
        self.join_qr.code.setFixedSize(int(u * 6), int(u * 6))
        set_pixel_size(self.phase_label, u * 1.1, bold=True)
        set_pixel_size(self.clues_label, u * 1.6, bold=True)
        set_pixel_size(self.away_label, u)
        for t in Team:
            self.boards[t].scale(u)
        self.reveal.scale(u)
        for w in [self.legend, *self.legend.labels, *self.legend.icons]:
            set_pixel_size(w, u)
        lobby = self.lobby
        set_pixel_size(lobby.heading, u * 1.2, bold=True)
        set_pixel_size(lobby.problem, u)
        for t in Team:
            set_pixel_size(lobby.titles[t], u * 1.2, bold=True)
            set_pixel_size(lobby.rosters[t], u * 1.1)
            side = lobby.rosters[t].fontMetrics().height()
            lobby.rosters[t].setIconSize(QSize(side, side))
        over = self.game_over
        set_pixel_size(over.result, u * 1.6, bold=True)
        set_pixel_size(over.tokens, u * 1.1)
        set_pixel_size(over.tiebreak, u)
        for t in Team:
            set_pixel_size(over.titles[t], u * 1.2, bold=True)
            for card in over.screens[t]:
                set_pixel_size(card, u * 1.3, bold=True)
        self.join_label.setText(self._join_text())

    # --- drawing ----------------------------------------------------------------

    def redraw(self) -> None:
        s = self.session
        view = s.view
        info = self.join_info
        room = s.room or (info.room if info else "")
        self.room_label.setText(room)
        self.setWindowTitle(translate("TableWindow", "Decrypto — table — %1").replace("%1", room))
        self.join_label.setText(self._join_text())
        self.join_label.setVisible(view is None or view["phase"] != "game_over")
        self.join_qr.setVisible(view is None and self.join_qr.url is not None)
        three = bool(view and view["settings"]["variant"] == "three_player")
        if view is None:
            self.round_label.setText("")
            self.timer.follow(lambda: None, paused=False)
            if s.lobby is not None:
                self.lobby.show_lobby(s.lobby, three_player=s.lobby.variant == "three_player")
            else:
                # Until the first roster arrives, the cards still say which team is which.
                for t in Team:
                    self.lobby.titles[t].setText(texts.team_label(t))
            self.stack.setCurrentWidget(self.lobby)
            self._show_away()
            return
        self.timer.follow(s.time_left, paused=view["paused"])
        history = view["history"]
        self.reveals.take(history, three)
        staged = self.staging
        entry = self.reveal.entry
        # The header follows the round on stage: the host has moved on, the room not yet.
        shown_round = entry["round"] if staged and entry is not None else view["round"]
        self.round_label.setText(
            translate("TableWindow", "Round %1 of %2")
            .replace("%1", str(shown_round))
            .replace("%2", str(view["rounds"]))
        )
        for tv in view["teams"]:
            t = Team(tv["team"])
            board = self.boards[t]
            interceptor = three and t is Team.BLACK
            tokens = (tv["interceptions"], None if interceptor else tv["miscommunications"])
            if staged:
                # The tokens of a reveal still on stage are counted when it is filed.
                tokens = self.reveals.tokens_before(history, t, tokens)
            board.show_history(
                history[: self.reveals.filed],
                texts.team_label(t, three_player=three),
                tokens,
                clues_shown=not interceptor,
                roster=self._roster(view, tv),
            )
        # The Interceptor has no clues: its card and chips take only the room they need.
        self._boards_layout.setStretch(Team.BLACK.index, 0 if three else 1)
        self._boards_layout.setAlignment(
            self.boards[Team.BLACK], Qt.AlignmentFlag.AlignTop if three else Qt.AlignmentFlag(0)
        )
        if staged and entry is not None:
            self.phase_label.setText(
                translate("TableWindow", "The reveal: %1's code").replace(
                    "%1", texts.team_label(entry["team"], three_player=three)
                )
            )
            self.clues_label.setText(clues_text(entry["clues"]))
        else:
            self.phase_label.setText(phase_text(view, three))
            d = view["decoding"]
            self.clues_label.setText(clues_text(d["clues"]) if d is not None else "")
        self.clues_label.setVisible(bool(self.clues_label.text()))
        if view["phase"] == "game_over":
            self.game_over.show_view(view)
        if view["phase"] == "game_over" and not staged:
            self.stack.setCurrentWidget(self.game_over)
        else:
            self.stack.setCurrentWidget(self.play)
        self._show_away()

    @staticmethod
    def _roster(view: View, tv: TeamView) -> tuple[tuple[str, bool, str | None], ...]:
        """A team's players for its board, when a computer plays at the table (else none)."""
        if not any(p.get("computer") for t in view["teams"] for p in t["players"]):
            return ()
        return tuple((p["name"], bool(p.get("computer")), p.get("level")) for p in tv["players"])

    @property
    def staging(self) -> bool:
        """A reveal is on stage or waiting for its turn."""
        return self.reveals.staging

    def _join_text(self) -> str:
        """How to join, as rich text: in the lobby the PIN stands large on its own line."""
        return join_text(
            self.join_info,
            self.session.connection.welcome,
            lobby=self.session.view is None,
            unit=self.unit,
        )

    def _show_away(self) -> None:
        s = self.session
        names = []
        if s.lobby is not None:
            names = [p.name for p in s.lobby.players if p.away]
        if s.view is not None:
            names = [s.player_name(pid) for pid in s.away]
        self.away_label.setText(
            translate("TableWindow", "Away: %1").replace("%1", ", ".join(names)) if names else ""
        )

    def _hurry(self) -> None:
        self.cues.beep()
        self.cues.flash(self.timer)

    def closeEvent(self, event: QCloseEvent) -> None:
        view = self.session.view
        in_play = view is not None and view["phase"] != "game_over"
        if self.controls_dock is not None and in_play and self.ask_before_closing:
            answer = QMessageBox.question(
                self,
                translate("TableWindow", "Stop hosting"),
                translate(
                    "TableWindow",
                    "Closing the table stops the game for everyone. It is saved: "
                    "host again to resume it. Close?",
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        save_geometry(self, "table")
        self.session.close()
        super().closeEvent(event)
        self.closed.emit()
