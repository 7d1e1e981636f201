"""The table window for the projector: only what everyone may see (V6), in large type.

Lobby: the room, how to join (the PIN large), both rosters. In play: round,
phase, the big timer, the clues being decoded, the reveal staged in order
(interception guess → own guess → code), both teams' token chips and both
public clue histories under keywords 1-4. A reveal is filed on the boards only
once its code has been shown, and the next clues (or the game-over page) wait
for it; until then the header names the round on stage, not the host's. F11 toggles full screen; the type scales with the screen so the back
of the room can read it.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import HistoryEntry, TeamView, View
from decrypto_qt.ui import texts, theme
from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.game_over_panel import GameOverPanel
from decrypto_qt.ui.help_menu import HelpMenu
from decrypto_qt.ui.history_board import HistoryBoard
from decrypto_qt.ui.join_qr import JoinQr
from decrypto_qt.ui.language_menu import LanguageMenu
from decrypto_qt.ui.lobby_panel import LobbyPanel
from decrypto_qt.ui.look_menu import LookMenu
from decrypto_qt.ui.placement import open_within_screen
from decrypto_qt.ui.prefs import restore_geometry, save_geometry
from decrypto_qt.ui.reveal_board import PACES, RevealBoard
from decrypto_qt.ui.sand_timer import SandTimer
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.style import card_css, colour_css, set_pixel_size, set_style_sheet
from decrypto_qt.ui.token_chips import TokenLegend

translate = QCoreApplication.translate

__all__ = ["HistoryBoard", "JoinInfo", "RevealBoard", "TableWindow"]

TEXT_PX_AT_1080 = 32.0
"""The smallest text on the projector, in pixels, on a 1080-line screen; it scales with it."""
MIN_UNIT = 14.0


@dataclass(frozen=True)
class JoinInfo:
    """How people reach this table, shown in large type."""

    room: str
    addresses: tuple[str, ...]
    port: int
    pin: str | None


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
        self._history_seen = -1
        self.filed = 0
        """How many history entries are on the boards: a reveal is filed once it ends."""
        self._queue: list[HistoryEntry] = []
        self._three = False
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
        self.reveal.finished.connect(self._reveal_finished)
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
        self.view_menu = bar.addMenu("")
        self.full_action = QAction(self)
        self.full_action.setShortcut(QKeySequence("F11"))
        self.full_action.triggered.connect(self.toggle_full_screen)
        self.view_menu.addAction(self.full_action)
        self.controls_action = QAction(self)
        self.controls_action.setShortcut(QKeySequence("Ctrl+H"))
        self.controls_action.triggered.connect(self.toggle_controls)
        self.controls_action.setEnabled(self.controls_dock is not None)
        self.view_menu.addAction(self.controls_action)
        self.float_action = QAction(self, checkable=True)
        self.float_action.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.float_action.toggled.connect(self.float_controls)
        self.float_action.setEnabled(self.controls_dock is not None)
        if self.controls_dock is not None:
            self.controls_dock.topLevelChanged.connect(self._sync_float)
        self.view_menu.addAction(self.float_action)
        self.mute_action = QAction(self, checkable=True)
        self.mute_action.setShortcut(QKeySequence("Ctrl+M"))
        self.mute_action.setChecked(self.cues.muted)
        self.mute_action.toggled.connect(self.cues.set_muted)
        self.view_menu.addAction(self.mute_action)
        self.pace_menu = QMenu(self)
        self.pace_actions: dict[str, QAction] = {}
        paces = QActionGroup(self)
        for key in PACES:
            action = QAction(self, checkable=True)
            action.setChecked(key == self.reveal.pace)
            action.triggered.connect(lambda _c=False, k=key: self.set_reveal_pace(k))
            paces.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[key] = action
        self.skip_action = QAction(self)
        self.skip_action.setShortcut(QKeySequence("Ctrl+Right"))
        self.skip_action.triggered.connect(self.skip_reveals)
        self.pace_menu.addSeparator()
        self.pace_menu.addAction(self.skip_action)
        self.view_menu.addMenu(self.pace_menu)
        self.look_menu = LookMenu(self)
        self.view_menu.addMenu(self.look_menu)
        # On the window too, so the keys work in full screen with the menu bar hidden.
        self.addActions([self.full_action, self.controls_action, self.float_action])
        self.addAction(self.mute_action)
        self.addAction(self.skip_action)
        self.language_menu = LanguageMenu(self)
        bar.addMenu(self.language_menu)
        self.help_menu = HelpMenu(self, lambda: self.join_info.port if self.join_info else None)
        bar.addMenu(self.help_menu)

    def set_reveal_pace(self, pace: str) -> None:
        """How long each step of a reveal stays up, from the next reveal on."""
        self.reveal.pace = pace
        self.pace_actions[pace].setChecked(True)

    def skip_reveals(self) -> None:
        """File the reveal on stage and those waiting, at once (the host skips ahead); the
        last of them stays on the board, whole."""
        last = self._queue[-1] if self._queue else None
        self._queue.clear()
        if self.reveal.revealing:
            self.reveal.skip()
        if last is not None:
            self.reveal.reveal(last, animate=False, three_player=self._three)
        self.filed = max(self.filed, self._history_seen)
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

    def _sync_float(self, floating: bool) -> None:
        self.float_action.blockSignals(True)
        self.float_action.setChecked(floating)
        self.float_action.blockSignals(False)

    def retranslate(self) -> None:
        self.view_menu.setTitle(translate("TableWindow", "&View"))
        self.full_action.setText(translate("TableWindow", "&Full screen"))
        self.controls_action.setText(translate("TableWindow", "Show or hide the &host controls"))
        self.float_action.setText(
            translate("TableWindow", "Host controls in their own &window (second screen)")
        )
        self.mute_action.setText(translate("TableWindow", "&Mute sounds"))
        self.pace_menu.setTitle(translate("TableWindow", "&Reveal pace"))
        for key, text in (
            ("brisk", translate("TableWindow", "&Brisk: a second a step")),
            ("room", translate("TableWindow", "For the &room: two seconds a step")),
            ("slow", translate("TableWindow", "&Slow: for reading aloud")),
        ):
            self.pace_actions[key].setText(text)
        self.skip_action.setText(translate("TableWindow", "S&kip to the end of the reveal"))
        if self.controls_dock is not None:
            self.controls_dock.setWindowTitle(translate("TableWindow", "Host controls"))
        self.language_menu.retranslate()
        self.look_menu.retranslate()
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
        self._take_reveals(history, three)
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
                tokens = self._tokens_before(history, t, tokens)
            board.show_history(
                history[: self.filed],
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
            self.clues_label.setText(self._clues_text(entry["clues"]))
        else:
            self.phase_label.setText(self._phase_text(view, three))
            d = view["decoding"]
            self.clues_label.setText(self._clues_text(d["clues"]) if d is not None else "")
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

    @staticmethod
    def _clues_text(clues: list[str | None] | list[str]) -> str:
        return "   ·   ".join(f"{i + 1}. {c or '—'}" for i, c in enumerate(clues))

    def _tokens_before(
        self, history: list[HistoryEntry], team: Team, tokens: tuple[int, int | None]
    ) -> tuple[int, int | None]:
        """``team``'s tokens without those the reveals still on stage or waiting will bring."""
        i, m = tokens
        for e in history[self.filed :]:
            if e["team"] == team.other.value and e["intercepted"]:
                i -= 1
            if e["team"] == team.value and e["miscommunicated"] and m is not None:
                m -= 1
        return (max(0, i), None if m is None else max(0, m))

    @property
    def staging(self) -> bool:
        """A reveal is on stage or waiting for its turn."""
        return self.reveal.revealing or bool(self._queue)

    def _take_reveals(self, history: list[HistoryEntry], three: bool) -> None:
        """New history entries go on stage one after another; the first view files all."""
        self._three = three
        if self._history_seen < 0 or len(history) < self.filed:
            self._queue.clear()
            self.filed = len(history)
            self.reveal.reveal(history[-1] if history else None, animate=False, three_player=three)
        elif len(history) > self._history_seen:
            self._queue.extend(history[self._history_seen :])
            if not self.reveal.revealing:
                self._next_reveal()
        self._history_seen = len(history)

    def _next_reveal(self) -> None:
        if not self._queue:
            return
        entry = self._queue.pop(0)
        self.reveal.reveal(entry, animate=True, three_player=self._three)
        self.cues.beep()

    def _reveal_finished(self) -> None:
        self.filed = min(self.filed + 1, self._history_seen)
        if self._queue:
            self._next_reveal()
        self.redraw()

    def _phase_text(self, view: View, three: bool) -> str:
        if view["paused"]:
            return "❚❚ " + translate("TableWindow", "Paused by the host")
        phase = view["phase"]
        if phase == "encrypting":
            waiting = [
                texts.team_label(tv["team"], three_player=three)
                for tv in view["teams"]
                if tv["encryptor"] is not None and not tv["clues_in"]
            ]
            return translate("TableWindow", "Encryptors are writing clues: %1").replace(
                "%1", ", ".join(waiting)
            )
        if phase == "decoding" and view["decoding"] is not None:
            d = view["decoding"]
            team = Team(d["team"])
            who = texts.team_label(team, three_player=three)
            parts = [translate("TableWindow", "Decoding %1's clues").replace("%1", who)]
            sides = [(team, d["own_locked"])]
            if d["interception"]:
                sides.append((team.other, d["opp_locked"]))
            for side, locked in sides:
                label = texts.team_label(side, three_player=three)
                parts.append(
                    (
                        translate("TableWindow", "%1: locked in ✔")
                        if locked
                        else translate("TableWindow", "%1: deciding…")
                    ).replace("%1", label)
                )
            return "   ·   ".join(parts)
        return texts.phase_name(phase)

    def _join_text(self) -> str:
        """How to join, as rich text: in the lobby the PIN stands large on its own line."""
        info = self.join_info
        if info is None:
            return ""
        address = ", ".join(f"{a}:{info.port}" for a in info.addresses) or f"127.0.0.1:{info.port}"
        welcome = self.session.connection.welcome
        if welcome is not None and welcome.tables:  # one table of a class: say which
            line = (
                translate(
                    "TableWindow",
                    "Join: open Decrypto, pick “%1” from the list, then table %3 "
                    "— or join by address %2",
                )
                .replace("%1", info.room)
                .replace("%3", str(welcome.table))
            )
        else:
            line = translate(
                "TableWindow",
                "Join: open Decrypto and pick “%1” from the list — or join by address %2",
            ).replace("%1", info.room)
        text = html.escape(line.replace("%2", address))
        if info.pin:
            pin = html.escape(translate("TableWindow", "PIN: %1").replace("%1", info.pin))
            if self.session.view is None:
                size = round(self.unit * 2)
                text += f'<br><span style="font-size:{size}px;font-weight:bold">{pin}</span>'
            else:
                text += "&nbsp;&nbsp;·&nbsp;&nbsp;" + pin
        return text

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
