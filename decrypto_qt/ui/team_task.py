"""The task at hand in a team window: one panel at a time (the lobby, writing clues,
decoding, waiting, the tie-break, the game's end), chosen from the latest view."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QStackedWidget,
    QWidget,
)

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import View
from decrypto_qt.ui import texts
from decrypto_qt.ui.encrypt_panel import EncryptPanel
from decrypto_qt.ui.guess_panel import GuessPanel
from decrypto_qt.ui.lobby_panel import LobbyPanel
from decrypto_qt.ui.rich_text import escape
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.style import scaled
from decrypto_qt.ui.team_texts import computer_deciders, roles, said_name

if TYPE_CHECKING:
    from decrypto_qt.ui.game_over_panel import GameOverPanel
    from decrypto_qt.ui.tiebreak_panel import TieBreakPanel

translate = QCoreApplication.translate


class TaskStack(QStackedWidget):
    """The panels of a team window's task, one showing; it sends nothing itself (the
    window wires the panels to its session) and decides no rule.

    The tie-break's panel and the game's end are built when first shown (most games never
    come to a tie-break; the end comes once): a window in play holds some 0.7 MiB less.

    Signals:
        tiebreak_built(object), game_over_built(object): that panel was just built; the
            window wires it as it wired the others.
    """

    tiebreak_built = Signal(object)
    game_over_built = Signal(object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._keypad_for: tuple[int, str] | None = None
        self.lobby = LobbyPanel(parent=self)
        self.encrypt = EncryptPanel(self)
        self.guess = GuessPanel(self)
        self.wait = QLabel(self)
        self.wait.setTextFormat(Qt.TextFormat.RichText)  # a computer's name carries its badge
        self.wait.setWordWrap(True)
        self.wait.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scaled(self.wait, 1.4)
        self._tiebreak: TieBreakPanel | None = None
        self._game_over: GameOverPanel | None = None
        for w in (self.lobby, self.encrypt, self.guess, self.wait):
            self.addWidget(w)
        self.currentChanged.connect(self._size_by_current)
        self._size_by_current()

    @property
    def tiebreak(self) -> TieBreakPanel:
        """The tie-break's panel (R20), built the first time it is asked for."""
        if self._tiebreak is None:
            from decrypto_qt.ui.tiebreak_panel import TieBreakPanel

            self._tiebreak = TieBreakPanel(self)
            self._add(self._tiebreak)
            self.tiebreak_built.emit(self._tiebreak)
        return self._tiebreak

    @property
    def game_over(self) -> GameOverPanel:
        """The game's end, built the first time it is asked for."""
        if self._game_over is None:
            from decrypto_qt.ui.game_over_panel import GameOverPanel

            self._game_over = GameOverPanel(parent=self)
            self._add(self._game_over)
            self.game_over_built.emit(self._game_over)
        return self._game_over

    def _add(self, panel: QWidget) -> None:
        self.addWidget(panel)
        self._size_by_current()

    def _size_by_current(self) -> None:
        """Only the panel on show asks for room: the lobby's two rosters side by side do
        not widen the window in play, nor the game's end while writing clues."""
        for i in range(self.count()):
            page = self.widget(i)
            assert page is not None
            policy = (
                QSizePolicy.Policy.Preferred
                if page is self.currentWidget()
                else QSizePolicy.Policy.Ignored
            )
            page.setSizePolicy(policy, policy)
        self.updateGeometry()

    def retranslate(self) -> None:
        self.lobby.retranslate()
        self.encrypt.retranslate()
        self.guess.retranslate()
        for late in (self._tiebreak, self._game_over):
            if late is not None:
                late.retranslate()

    def new_game(self) -> None:
        """Another game at the table: the keypad's last code is forgotten."""
        self._keypad_for = None

    def show_lobby(self) -> None:
        self.show_panel(self.lobby)

    def show_task(self, view: View, team: Team, three: bool) -> None:
        """Bring up the panel for what ``view`` asks of this window, filled in."""
        session = self.session
        phase = view["phase"]
        secret = view["secret"] or {"notes": []}
        mine = view["teams"][team.index]
        serves = view["window"]["serves_encryptor"]
        if view["paused"]:
            self.wait.setText(
                "❚❚ " + escape(translate("TeamWindow", "The host has paused the game."))
            )
            self.show_panel(self.wait)
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
                who = roles(session, view, team)
                if who is not None:
                    self.encrypt.heading.setText(
                        translate(
                            "TeamWindow", "%1, you are the encryptor: write three clues"
                        ).replace("%1", who[0])
                    )
                self.show_panel(self.encrypt)
                return
            lines = []
            px = self.wait.fontMetrics().height()
            for tv in view["teams"]:
                if tv["encryptor"] is None:
                    continue
                name = session.name_html(tv["encryptor"], px)
                label = escape(texts.team_label(tv["team"], three_player=three))
                line = (
                    translate("TeamWindow", "%1: %2 has handed in the clues.")
                    if tv["clues_in"]
                    else translate("TeamWindow", "%1: %2 is writing the clues…")
                )
                lines.append(escape(line).replace("%1", label).replace("%2", name))
            self.wait.setText("<br><br>".join(lines))
            self.show_panel(self.wait)
            return
        if phase == "decoding" and view["decoding"] is not None:
            self._show_decoding(view, team, three)
            return
        if phase in {"keyword_guessing", "keyword_judging"}:
            self.tiebreak.show_view(view, team)
            self.show_panel(self.tiebreak)
            return
        if phase == "game_over":
            self.game_over.show_view(view)
            self.show_panel(self.game_over)

    def _show_decoding(self, view: View, team: Team, three: bool) -> None:
        session = self.session
        d = view["decoding"]
        assert d is not None
        secret = view["secret"] or {"notes": []}
        target = Team(d["team"])
        # The encryptor stays silent while the own team decodes (R10), but helps intercept.
        encryptor = view["teams"][target.index]["encryptor"]
        silent = target is team and set(session.seat_ids) <= {encryptor}
        who = roles(session, view, team) if target is team else None
        self.guess.show_decoding(
            me=team,
            decoding_team=target,
            clues=d["clues"],
            guess=dict(secret["guess"]) if "guess" in secret else None,
            silent=silent,
            own_locked=d["own_locked"],
            opp_locked=d["opp_locked"],
            three_player=three,
            encryptor=session.player_name(encryptor) if encryptor else "",
            encryptor_html=(
                session.name_html(encryptor, self.guess.hint.fontMetrics().height())
                if encryptor
                else ""
            ),
            encryptor_said=said_name(session, encryptor) if encryptor else "",
            deciders=[] if who is None else who[1],
            timed_out=bool(d.get("timed_out")),
            computers=computer_deciders(
                session,
                view,
                team,
                encryptor if target is team else None,
                self.guess.computers.fontMetrics().height(),
            ),
        )
        self.show_panel(self.guess)
        key = (view["round"], d["team"])
        if key != self._keypad_for and self.guess.picker.isVisible():
            # A new code to guess: the keyboard goes to the keypad, unless someone
            # is typing a note.
            self._keypad_for = key
            if not isinstance(QApplication.focusWidget(), QLineEdit):
                self.guess.picker.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_panel(self, panel: QWidget) -> None:
        """Bring up the action of the moment, with the keyboard in its first field."""
        if self.currentWidget() is panel:
            return
        self.setCurrentWidget(panel)
        first = {self.encrypt: self.encrypt.fields[0], self.guess: self.guess.picker}.get(panel)
        if self._tiebreak is not None and panel is self._tiebreak:
            first = self._tiebreak.guess_fields[0]
        if first is not None and first.isEnabled():
            first.setFocus(Qt.FocusReason.OtherFocusReason)
