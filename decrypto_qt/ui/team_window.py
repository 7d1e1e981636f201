"""A team's window: its screen, the action of the moment, tokens and the note sheet (V1-V7).

It draws the latest view and sends actions through its :class:`Session`; every
rule is the host's. A window that loses the host says so, keeps the last view
on screen and reconnects by itself.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine.types import FlagReason, Team
from decrypto_qt.engine.views import HistoryEntry, View
from decrypto_qt.ui import texts, theme
from decrypto_qt.ui.badges import TeamBadge, TokenCounter
from decrypto_qt.ui.computer_badge import accessible_name, name_html
from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.encrypt_panel import EncryptPanel
from decrypto_qt.ui.focus import keyboard_friendly
from decrypto_qt.ui.game_over_panel import GameOverPanel
from decrypto_qt.ui.guess_panel import GuessPanel
from decrypto_qt.ui.help_menu import HelpMenu
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.language_menu import LanguageMenu
from decrypto_qt.ui.lobby_panel import LobbyPanel
from decrypto_qt.ui.look_menu import LookMenu
from decrypto_qt.ui.note_sheet import NoteSheet
from decrypto_qt.ui.placement import open_within_screen
from decrypto_qt.ui.prefs import restore_geometry, save_geometry
from decrypto_qt.ui.sand_timer import SandTimer
from decrypto_qt.ui.screen_panel import ScreenPanel
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.sheet import code_text
from decrypto_qt.ui.style import scaled
from decrypto_qt.ui.tiebreak_panel import TieBreakPanel
from decrypto_qt.ui.token_chips import TokenLegend

translate = QCoreApplication.translate

PREFERRED_SIZE = QSize(1200, 760)
"""The size a team window would like; it opens within the screen's available area."""


def reveal_summary(h: HistoryEntry, *, three_player: bool = False) -> str:
    """One line for a revealed code: interception guess → own guess → code (R11-R15)."""
    owner = Team(h["team"])
    parts = [
        translate("TeamWindow", "Round %1, %2:")
        .replace("%1", str(h["round"]))
        .replace("%2", texts.team_label(owner, three_player=three_player))
    ]
    if h["opp_guess"] is not None:
        mark = "✔" if h["intercepted"] else "✖"
        parts.append(
            translate("TeamWindow", "interception %1 %2")
            .replace("%1", code_text(h["opp_guess"]))
            .replace("%2", mark)
        )
    if h["own_guess"] is not None:
        mark = "✖" if h["miscommunicated"] else "✔"
        parts.append(
            translate("TeamWindow", "own guess %1 %2")
            .replace("%1", code_text(h["own_guess"]))
            .replace("%2", mark)
        )
    parts.append(translate("TeamWindow", "code %1").replace("%1", code_text(h["code"])))
    space = "" if TRANSLATIONS.language.startswith("zh") else " "  # after "：" in Chinese
    return "  →  ".join([parts[0] + space + parts[1], *parts[2:]]) if len(parts) > 1 else parts[0]


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
        self._history_seen = -1
        self._last_phase = ""
        self._decoding_seen: tuple[int, str] | None = None
        self._keypad_for: tuple[int, str] | None = None
        self._turns_called: set[tuple[int, str]] = set()
        self._game: int | None = None
        """The number of the game at the table this window shows (the host may play again)."""
        central = QWidget(self)
        outer = QVBoxLayout(central)
        # header: room, team, players, round/phase, timer, tokens
        header = QHBoxLayout()
        self.badge = TeamBadge(central)
        scaled(self.badge, 1.3, bold=True)
        header.addWidget(self.badge)
        titles = QVBoxLayout()
        self.room_label = QLabel(central)
        scaled(self.room_label, 1.2, bold=True)
        self.players_label = QLabel(central)
        self.players_label.setTextFormat(Qt.TextFormat.RichText)  # a computer's badge
        titles.addWidget(self.room_label)
        titles.addWidget(self.players_label)
        header.addLayout(titles, 1)
        self.round_label = QLabel(central)
        scaled(self.round_label, 1.2, bold=True)
        header.addWidget(self.round_label)
        self.timer = SandTimer(central)
        scaled(self.timer, 1.6, bold=True)
        self.timer.hurry.connect(self._hurry)
        header.addWidget(self.timer)
        tokens = QVBoxLayout()
        self.tokens = [TokenCounter(central), TokenCounter(central)]
        for t in self.tokens:
            tokens.addWidget(t)
        # The chips' meaning in words, not in a tooltip only: the same icons as the counters.
        self.token_legend = TokenLegend(central, two_end=True)
        tokens.addWidget(self.token_legend)
        header.addLayout(tokens)
        outer.addLayout(header)
        self.banner = QLabel(central)
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        self.banner.setStyleSheet("background:#fff3cd;color:#5c4400;padding:6px;border-radius:4px;")
        outer.addWidget(self.banner)
        self.reveal_label = QLabel(central)
        self.reveal_label.setWordWrap(True)
        scaled(self.reveal_label, 1.05)
        outer.addWidget(self.reveal_label)
        split = QSplitter(Qt.Orientation.Horizontal, central)
        left = QWidget(split)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.screen_panel = ScreenPanel(left)
        left_layout.addWidget(self.screen_panel, 1)
        self.flag_button = QPushButton(left)
        self.flag_button.clicked.connect(self.flag_clue)
        left_layout.addWidget(self.flag_button)
        self.stack = QStackedWidget(split)
        self.lobby = LobbyPanel(parent=self.stack)
        self.encrypt = EncryptPanel(self.stack)
        self.guess = GuessPanel(self.stack)
        self.wait = QLabel(self.stack)
        self.wait.setTextFormat(Qt.TextFormat.RichText)  # a computer's name carries its badge
        self.wait.setWordWrap(True)
        self.wait.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scaled(self.wait, 1.4)
        self.tiebreak = TieBreakPanel(self.stack)
        self.game_over = GameOverPanel(parent=self.stack)
        for w in (self.lobby, self.encrypt, self.guess, self.wait, self.tiebreak, self.game_over):
            self.stack.addWidget(w)
        self.notes = NoteSheet(split)
        split.addWidget(left)
        split.addWidget(self.stack)
        split.addWidget(self.notes)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 4)
        outer.addWidget(split, 1)
        self.setCentralWidget(central)
        # wiring: widgets → session actions
        s = session
        self.lobby.team_chosen.connect(s.choose_team)
        self.lobby.ready_changed.connect(s.set_ready)
        self.encrypt.drafted.connect(s.draft_clues)
        self.encrypt.submitted.connect(s.submit_clues)
        self.guess.drafted.connect(lambda td: s.draft_guess(td[0], td[1]))
        self.guess.locked.connect(lambda tc: s.lock_guess(tc[0], tc[1]))
        self.notes.theirs.note_edited.connect(s.set_note)
        self.tiebreak.drafted.connect(s.draft_keyword_guesses)
        self.tiebreak.submitted.connect(s.submit_keyword_guesses)
        self.tiebreak.judged.connect(s.judge)
        self.tiebreak.finished.connect(s.finish_judging)
        self.game_over.export_pdf.connect(self.export_pdf)
        self.game_over.export_json.connect(self.export_json)
        s.changed.connect(self.redraw)
        s.status.connect(self._on_status)
        s.problem.connect(self._on_problem)
        s.refused.connect(self._on_refused)
        self._build_menus()
        self.retranslate()
        self.redraw()
        open_within_screen(self, PREFERRED_SIZE)
        restore_geometry(self, "team")
        keyboard_friendly(self)

    # --- menus ------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.flag_action = QAction(self)
        self.flag_action.setShortcut(QKeySequence("Ctrl+F"))
        self.flag_action.triggered.connect(self.flag_clue)
        self.pdf_action = QAction(self)
        self.pdf_action.setShortcut(QKeySequence("Ctrl+P"))
        self.pdf_action.triggered.connect(self.export_pdf)
        self.json_action = QAction(self)
        self.json_action.setShortcut(QKeySequence("Ctrl+S"))
        self.json_action.triggered.connect(self.export_json)
        self.leave_action = QAction(self)
        self.leave_action.setShortcut(QKeySequence("Ctrl+W"))
        self.leave_action.triggered.connect(self.close)
        for a in (self.flag_action, self.pdf_action, self.json_action, self.leave_action):
            self.game_menu.addAction(a)
        self.view_menu = bar.addMenu("")
        self.full_action = QAction(self)
        self.full_action.setShortcut(QKeySequence("F11"))
        self.full_action.triggered.connect(self.toggle_full_screen)
        self.mute_action = QAction(self, checkable=True)
        self.mute_action.setShortcut(QKeySequence("Ctrl+M"))
        self.mute_action.setChecked(self.cues.muted)
        self.mute_action.toggled.connect(self.cues.set_muted)
        self.turn_sound_action = QAction(self, checkable=True)
        self.turn_sound_action.setChecked(self.cues.turn_sound)
        self.turn_sound_action.toggled.connect(self.cues.set_turn_sound)
        self.notes_action = QAction(self)
        self.notes_action.setShortcut(QKeySequence("Ctrl+N"))
        self.notes_action.triggered.connect(
            lambda: self.notes.setCurrentIndex(1 - self.notes.currentIndex())
        )
        for a in (self.full_action, self.mute_action, self.turn_sound_action, self.notes_action):
            self.view_menu.addAction(a)
        self.view_menu.addMenu(LookMenu(self))  # the theme is the app's: every window follows
        theme.themes().changed.connect(self.redraw)
        self.addActions([self.full_action, self.mute_action, self.notes_action, self.flag_action])
        self.language_menu = LanguageMenu(self)
        bar.addMenu(self.language_menu)
        self.help_menu = HelpMenu(self)
        bar.addMenu(self.help_menu)

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("TeamWindow", "&Game"))
        self.view_menu.setTitle(translate("TeamWindow", "&View"))
        self.flag_action.setText(translate("TeamWindow", "&Flag a clue…"))
        self.pdf_action.setText(translate("TeamWindow", "Export note sheets (&PDF)…"))
        self.json_action.setText(translate("TeamWindow", "Export the game (&JSON)…"))
        self.leave_action.setText(translate("TeamWindow", "&Leave the game"))
        self.full_action.setText(translate("TeamWindow", "&Full screen"))
        self.mute_action.setText(translate("TeamWindow", "&Mute sounds"))
        self.turn_sound_action.setText(translate("TeamWindow", "Sound when it is my &turn"))
        self.turn_sound_action.setToolTip(
            translate("TeamWindow", "Silent while Reduced motion is on")
        )
        self.notes_action.setText(translate("TeamWindow", "Switch note sheet &side"))
        self.flag_button.setText(translate("TeamWindow", "Flag a clue… (Ctrl+F)"))
        self.token_legend.retranslate()
        self.flag_button.setToolTip(
            translate(
                "TeamWindow",
                "Object to an opponent clue that breaks a rule only people can judge",
            )
        )
        self.language_menu.retranslate()
        self.help_menu.retranslate()
        self.lobby.retranslate()
        self.encrypt.retranslate()
        self.guess.retranslate()
        self.tiebreak.retranslate()
        self.game_over.retranslate()
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
            html.escape(translate("TeamWindow", "Playing: %1").replace("%1", names))
            if names
            else ""
        )
        self.room_label.setText(s.room or s.address)
        self.badge.show_team(team, three_player=three)
        title = translate("TeamWindow", "Decrypto — %1").replace("%1", names or s.room)
        self.setWindowTitle(title)
        if view is None:
            self.round_label.setText("")
            self.timer.follow(lambda: None, paused=False)
            for t in self.tokens:
                t.setVisible(False)
            self.token_legend.setVisible(False)
            self.flag_button.setEnabled(False)
            if s.lobby is not None:
                three = s.lobby.variant == "three_player"
                self.badge.show_team(team, three_player=three)
                self.lobby.show_lobby(s.lobby, s.seat_ids, three_player=three)
            self._show_panel(self.lobby)
            self.screen_panel.show_keywords(team, None)
            return
        if view["game"] != self._game:
            if self._game is not None:
                self._new_game()
            self._game = view["game"]
        for t, tv in zip(self.tokens, view["teams"], strict=True):
            t.setVisible(True)
            t.show_team(tv, three_player=three)
        self.token_legend.setVisible(True)
        self.round_label.setText(
            translate("TeamWindow", "Round %1 of %2")
            .replace("%1", str(view["round"]))
            .replace("%2", str(view["rounds"]))
            + "\n"
            + texts.phase_name(view["phase"])
        )
        self.timer.follow(s.time_left, paused=view["paused"])
        if team is None:
            return
        mine = view["teams"][team.index]
        interceptor = three and team is Team.BLACK
        self.screen_panel.show_keywords(
            team,
            mine["keywords"],
            title=translate("TeamWindow", "No screen") if interceptor else "",
        )
        roles = self.roles_text(view, team)
        teammates = self.teammates_html(view, team)
        if roles:
            self.players_label.setText(html.escape(roles))
        elif teammates:
            self.players_label.setText(teammates)
        self._render_action(view, team, three)
        self._turn_note_sheet(view, team)
        self._call_to_turn(view)
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
        theirs = [h for h in view["history"] if h["team"] == team.other.value]
        self.flag_button.setEnabled(bool(theirs) and view["phase"] != "game_over")
        self._cue_reveals(view, three)
        self._show_banner()

    def _new_game(self) -> None:
        """The host started another game at this table: what this window remembered of
        the last one (turns called, the keypad's code, notes being typed) is forgotten."""
        self._history_seen = 0
        self._decoding_seen = None
        self._keypad_for = None
        self._turns_called.clear()
        self.notes.new_game()
        self.statusBar().showMessage(
            translate("TeamWindow", "The host started a new game at this table."), 10_000
        )
        self.cues.beep()

    def roles(self, view: View, team: Team) -> tuple[str, list[str]] | None:
        """On a window shared by teammates (V7) that holds this round's encryptor:
        the encryptor's name and the names of the others at this window."""
        encryptor = view["teams"][team.index]["encryptor"]
        seats = self.session.seat_ids
        if len(seats) < 2 or encryptor not in seats:
            return None
        others = [self.session.player_name(pid) for pid in seats if pid != encryptor]
        return self.session.player_name(encryptor), others

    def roles_text(self, view: View, team: Team) -> str:
        """ "Anne is encrypting — Benoît decodes" for a shared window, else nothing."""
        roles = self.roles(view, team)
        if roles is None or view["phase"] not in {"encrypting", "decoding"}:
            return ""
        writer, others = roles
        text = (
            translate("TeamWindow", "%1 is encrypting — %2 decodes")
            if len(others) == 1
            else translate("TeamWindow", "%1 is encrypting — %2 decode")
        )
        return text.replace("%1", writer).replace("%2", texts.join_names(others))

    def _said_name(self, pid: str) -> str:
        """Seat ``pid``'s name as a screen reader says it: "Computer 1, computer player, hard"."""
        computer, level = self.session.computer_of(pid)
        name = self.session.player_name(pid)
        return accessible_name(name, level) if computer else name

    def _computer_deciders(self, view: View, team: Team, encryptor: str | None) -> str:
        """This team's computer players who decide with us (not the silent encryptor), as
        rich text: their guess reaches this window as a draft."""
        px = self.guess.computers.fontMetrics().height()
        return texts.join_names(
            name_html(p["name"], True, p.get("level"), px)
            for p in view["teams"][team.index]["players"]
            if p.get("computer") and p["id"] != encryptor and p["id"] not in self.session.seat_ids
        )

    def teammates_html(self, view: View, team: Team) -> str:
        """ "Playing: Ann — with Computer 2 (robot) computer · hard" when a computer is a
        teammate; empty otherwise."""
        mine = set(self.session.seat_ids)
        others = [p for p in view["teams"][team.index]["players"] if p["id"] not in mine]
        if not any(p.get("computer") for p in others):
            return ""
        px = self.players_label.fontMetrics().height()
        names = texts.join_names(
            html.escape(self.session.player_name(pid)) for pid in self.session.seat_ids
        )
        mates = texts.join_names(
            name_html(p["name"], bool(p.get("computer")), p.get("level"), px) for p in others
        )
        text = html.escape(translate("TeamWindow", "Playing: %1 — with %2"))
        return text.replace("%1", names).replace("%2", mates)

    def _turn_note_sheet(self, view: View, team: Team) -> None:
        """When a new code is being decoded, show the side of the sheet it belongs to."""
        d = view["decoding"]
        key = None if d is None else (view["round"], d["team"])
        if key is not None and key != self._decoding_seen and d is not None:
            theirs = d["team"] != team.value
            if theirs or self.notes.isTabVisible(0):
                self.notes.setCurrentIndex(1 if theirs else 0)
        self._decoding_seen = key

    @staticmethod
    def turn_of(view: View) -> tuple[int, str] | None:
        """This window's turn, if it is one: its encryptor has clues to write ("write"), and
        then the sand timer runs against them ("timer"); ``None`` otherwise."""
        secret = view["secret"]
        if (
            view["phase"] != "encrypting"
            or view["paused"]
            or not view["window"]["serves_encryptor"]
            or secret is None
            or "code" not in secret
            or secret.get("clues") is not None
        ):
            return None
        return (view["round"], "write" if view["deadline"] is None else "timer")

    def _call_to_turn(self, view: View) -> None:
        """Once per turn, call the person to the window: the taskbar and a sound (:meth:`Cues.
        your_turn`), and the note sheet back on our side, where the team's own clues are."""
        turn = self.turn_of(view)
        if turn is None or turn in self._turns_called:
            return
        self._turns_called.add(turn)
        self.cues.your_turn(self)
        if self.notes.isTabVisible(0):
            self.notes.setCurrentIndex(0)

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

    def _render_action(self, view: View, team: Team, three: bool) -> None:
        phase = view["phase"]
        secret = view["secret"] or {"notes": []}
        mine = view["teams"][team.index]
        serves = view["window"]["serves_encryptor"]
        if view["paused"]:
            self.wait.setText(
                "❚❚ " + html.escape(translate("TeamWindow", "The host has paused the game."))
            )
            self._show_panel(self.wait)
            return
        if phase == "encrypting":
            if serves and "code" in secret and secret.get("clues") is None:
                earlier = [
                    c for h in view["history"] if h["team"] == team.value for c in h["clues"] if c
                ]
                self.encrypt.show_task(
                    key=(view["game"], view["round"], team.value),
                    code=secret["code"],
                    hold=bool(secret.get("hold_to_reveal")),
                    keywords=mine["keywords"] or [],
                    earlier=earlier,
                    drafts=list(secret.get("drafts") or []),
                )
                roles = self.roles(view, team)
                if roles is not None:
                    self.encrypt.heading.setText(
                        translate(
                            "TeamWindow", "%1, you are the encryptor: write three clues"
                        ).replace("%1", roles[0])
                    )
                self._show_panel(self.encrypt)
                return
            lines = []
            px = self.wait.fontMetrics().height()
            for tv in view["teams"]:
                if tv["encryptor"] is None:
                    continue
                who = self.session.name_html(tv["encryptor"], px)
                label = html.escape(texts.team_label(tv["team"], three_player=three))
                line = (
                    translate("TeamWindow", "%1: %2 has handed in the clues.")
                    if tv["clues_in"]
                    else translate("TeamWindow", "%1: %2 is writing the clues…")
                )
                lines.append(html.escape(line).replace("%1", label).replace("%2", who))
            self.wait.setText("<br><br>".join(lines))
            self._show_panel(self.wait)
            return
        if phase == "decoding" and view["decoding"] is not None:
            d = view["decoding"]
            target = Team(d["team"])
            # The encryptor stays silent while the own team decodes (R10), but helps intercept.
            encryptor = view["teams"][target.index]["encryptor"]
            silent = target is team and set(self.session.seat_ids) <= {encryptor}
            roles = self.roles(view, team) if target is team else None
            self.guess.show_decoding(
                me=team,
                decoding_team=target,
                clues=d["clues"],
                guess=dict(secret["guess"]) if "guess" in secret else None,
                silent=silent,
                own_locked=d["own_locked"],
                opp_locked=d["opp_locked"],
                three_player=three,
                encryptor=self.session.player_name(encryptor) if encryptor else "",
                encryptor_html=(
                    self.session.name_html(encryptor, self.guess.hint.fontMetrics().height())
                    if encryptor
                    else ""
                ),
                encryptor_said=self._said_name(encryptor) if encryptor else "",
                deciders=[] if roles is None else roles[1],
                timed_out=bool(d.get("timed_out")),
                computers=self._computer_deciders(
                    view, team, encryptor if target is team else None
                ),
            )
            self._show_panel(self.guess)
            key = (view["round"], d["team"])
            if key != self._keypad_for and self.guess.picker.isVisible():
                # A new code to guess: the keyboard goes to the keypad, unless someone
                # is typing a note.
                self._keypad_for = key
                if not isinstance(QApplication.focusWidget(), QLineEdit):
                    self.guess.picker.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if phase in {"keyword_guessing", "keyword_judging"}:
            self.tiebreak.show_view(view, team)
            self._show_panel(self.tiebreak)
            return
        if phase == "game_over":
            self.game_over.show_view(view)
            self._show_panel(self.game_over)

    def _show_panel(self, panel: QWidget) -> None:
        """Bring up the action of the moment, with the keyboard in its first field."""
        if self.stack.currentWidget() is panel:
            return
        self.stack.setCurrentWidget(panel)
        first = {
            self.encrypt: self.encrypt.fields[0],
            self.guess: self.guess.picker,
            self.tiebreak: self.tiebreak.guess_fields[0],
        }.get(panel)
        if first is not None and first.isEnabled():
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _cue_reveals(self, view: View, three: bool) -> None:
        history = view["history"]
        if history:
            self.reveal_label.setText(reveal_summary(history[-1], three_player=three))
        else:
            self.reveal_label.setText("")
        if self._history_seen >= 0 and len(history) > self._history_seen:
            self.cues.beep()
            self.cues.flash(self.reveal_label)
        self._history_seen = len(history)
        if view["phase"] != self._last_phase and view["phase"] == "game_over":
            self.cues.beep()
        self._last_phase = view["phase"]

    def _hurry(self) -> None:
        self.cues.beep()
        self.cues.flash(self.timer)

    # --- connection and errors ------------------------------------------------------

    def _show_banner(self) -> None:
        state = self.session.state
        if state in {"lost", "connecting"} and self.session.view is not None:
            self.banner.setText(
                "⚠ "
                + translate(
                    "TeamWindow", "Lost the host — showing the last state; reconnecting by itself…"
                )
            )
            self.banner.setVisible(True)
        elif state == "connected":
            self.banner.setVisible(False)

    def _on_status(self, state: str) -> None:
        self.statusBar().showMessage(texts.connection_text(state))
        self._show_banner()

    def _on_problem(self, code: str, message: str) -> None:
        last = self.session.last_error
        params = last.params if last is not None and last.code == code else None
        text = texts.error_text(code, message, params)
        self.statusBar().showMessage("✖ " + text, 8000)

    def _on_refused(self, code: str, message: str) -> None:
        self.banner.setText(
            "✖ "
            + translate("TeamWindow", "The host refused: %1").replace(
                "%1", texts.error_text(code, message)
            )
        )
        self.banner.setVisible(True)

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

    def _ask_path(self, title: str, name: str, pattern: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self, title, name, pattern)
        return Path(path) if path else None

    def export_pdf(self, path: Path | None = None) -> Path | None:
        view, team = self.session.view, self.session.team
        if view is None or team is None:
            return None
        if not isinstance(path, Path):
            path = self._ask_path(
                translate("TeamWindow", "Export note sheets"), "decrypto-notes.pdf", "PDF (*.pdf)"
            )
        if path is None:
            return None
        from decrypto_qt.ui.export import export_pdf

        export_pdf(view, team, path)
        if not path.is_file() or path.stat().st_size == 0:  # QPdfWriter fails silently
            QMessageBox.warning(
                self,
                translate("TeamWindow", "Export failed"),
                translate("TeamWindow", "Could not write %1.").replace("%1", str(path)),
            )
            return None
        self.statusBar().showMessage(
            translate("TeamWindow", "Saved %1").replace("%1", str(path)), 8000
        )
        return path

    def export_json(self, path: Path | None = None) -> Path | None:
        view = self.session.view
        if view is None:
            return None
        if not isinstance(path, Path):
            path = self._ask_path(
                translate("TeamWindow", "Export the game"), "decrypto-game.json", "JSON (*.json)"
            )
        if path is None:
            return None
        from decrypto_qt.ui.export import export_view_json

        try:
            export_view_json(view, path, room=self.session.room)
        except OSError as exc:
            QMessageBox.warning(self, translate("TeamWindow", "Export failed"), str(exc))
            return None
        self.statusBar().showMessage(
            translate("TeamWindow", "Saved %1").replace("%1", str(path)), 8000
        )
        return path

    def closeEvent(self, event: QCloseEvent) -> None:
        save_geometry(self, "team")
        self.session.close()
        super().closeEvent(event)
        self.closed.emit()
