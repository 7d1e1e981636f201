"""The teacher's window: every table of a class at a glance, and the class's controls.

It shows each table's public state only (:mod:`decrypto_qt.net.classroom`: what
the table's projector may show, V6) and acts on the in-process host like the
host controls do. A table opens as its own projector view through
``open_table``; the window never decides a rule.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMargins, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine import RuleError, Team, WordPack, bundled_pack, parse_word_list
from decrypto_qt.net import classroom
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.computer_badge import roster_html
from decrypto_qt.ui.error_texts import exception_text
from decrypto_qt.ui.rich_text import escape
from decrypto_qt.ui.texts import outcome_text, phase_name, team_label

translate = QCoreApplication.translate

CARD_COLUMNS = 4
REDRAW_MS = 250
"""A burst of changes (a whole class acting at once) is drawn once within this."""
COMFORTABLE = QSize(1600, 1000)
"""The window's first size where the screen has room for it: a row of four cards, and
three rows of them (twelve tables) with their names, before anything scrolls."""
FRAME = QMargins(4, 32, 4, 4)
"""Room kept for the window's frame and title bar, which the window's own size leaves out."""


def control_labels() -> dict[str, str]:
    return {
        "start": translate("ClassWindow", "Start"),
        "pause": translate("ClassWindow", "Pause"),
        "resume": translate("ClassWindow", "Resume"),
        "advance": translate("ClassWindow", "Force advance"),
        "end": translate("ClassWindow", "End"),
    }


def again_labels() -> dict[str, str]:
    """A finished table's controls: another game for the same players."""
    return {
        "again": translate("ClassWindow", "Play again"),
        "again_shuffled": translate("ClassWindow", "Play again, shuffled teams"),
    }


def again_all_labels() -> dict[str, str]:
    return {
        "again": translate("ClassWindow", "Play again at every finished table"),
        "again_shuffled": translate("ClassWindow", "… with shuffled teams"),
    }


def timer_text(deadline: float | None, paused: bool, now: float) -> str:
    if paused:
        return translate("ClassWindow", "paused")
    if deadline is None:
        return ""
    return translate("ClassWindow", "%1 s left").replace("%1", str(max(0, round(deadline - now))))


def lobby_status(s: classroom.TableSummary) -> str:
    """What a table waits for before its start: players, a fix (the card's note says
    which), or only the Start button."""
    count = sum(len(t.players) for t in s.teams) + len(s.unseated)
    if count == 0:
        return translate("ClassWindow", "No players yet")
    if s.problem is not None:
        return translate("ClassWindow", "Not ready to start · players: %1").replace(
            "%1", str(count)
        )
    return translate("ClassWindow", "Ready to start · %1 players").replace("%1", str(count))


def deal_explanation() -> str:
    return translate(
        "ClassWindow",
        "Seats every student present at a table, at random: the tables get as many "
        "players as each other (one more at most), and each table two teams of equal "
        "size (one more at most). The students' windows follow them. Only before any "
        "table starts; students can still be moved afterwards.",
    )


def dealt_text(host: GameHost) -> str:
    """What dealing the class did, and what is left to do."""
    counts = [n for n in (sum(1 for _ in t.book.players()) for t in host.tables) if n]
    return (
        translate(
            "ClassWindow",
            "The class is dealt: %1 students at %2 tables. Check the tables, then start.",
        )
        .replace("%1", str(sum(counts)))
        .replace("%2", str(len(counts)))
    )


PACK_NAMES = {"en": "English", "zh": "简体中文", "fr": "Français", "nl": "Nederlands"}
"""The bundled packs, named in their own language."""


@cache
def bundled_code(pack_name: str) -> str | None:
    """The language code of the bundled pack called ``pack_name``, or ``None``."""
    return next((c for c in PACK_NAMES if bundled_pack(c).name == pack_name), None)


class TableCard(QFrame):
    """One table in the overview: its state and its own controls.

    Signals:
        control(int, str): the table's number and one of :data:`classroom.CONTROLS`.
        open_table(int): show this table as its own projector view.
        language(int, str): before the start, the table's keywords from this bundled pack.
    """

    control = Signal(int, str)
    open_table = Signal(int)
    language = Signal(int, str)

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("tableCard")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-weight: bold; font-size: 14pt;")
        self.status = QLabel(self)
        self.teams = QLabel(self)
        self.teams.setTextFormat(Qt.TextFormat.RichText)  # a computer seat carries its badge
        self.teams.setWordWrap(True)
        self.status.setWordWrap(True)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        for label in (self.title, self.status, self.teams, self.notes):
            layout.addWidget(label)
        self.pack = QComboBox(self)
        self.pack.setToolTip(translate("ClassWindow", "This table's keywords"))
        for code, name in PACK_NAMES.items():
            self.pack.addItem(name, code)
        self.pack.activated.connect(
            lambda i: self.language.emit(self.number, str(self.pack.itemData(i)))
        )
        layout.addWidget(self.pack)
        buttons = QGridLayout()
        buttons.setSpacing(2)
        self.buttons: dict[str, QPushButton] = {}
        for i, (what, text) in enumerate(control_labels().items()):
            button = QPushButton(text, self)
            button.clicked.connect(lambda _c=False, w=what: self.control.emit(self.number, w))
            buttons.addWidget(button, i // 3, i % 3)
            self.buttons[what] = button
        self.projector = QPushButton(translate("ClassWindow", "Projector view"), self)
        self.projector.clicked.connect(lambda: self.open_table.emit(self.number))
        buttons.addWidget(self.projector, 1, 2)
        for (what, text), (column, span) in zip(
            again_labels().items(), ((0, 1), (1, 2)), strict=True
        ):
            button = QPushButton(text, self)
            button.setToolTip(
                translate(
                    "ClassWindow", "Another game at this table: the same players, new keywords"
                )
            )
            button.clicked.connect(lambda _c=False, w=what: self.control.emit(self.number, w))
            buttons.addWidget(button, 2, column, 1, span)
            self.buttons[what] = button
        layout.addLayout(buttons)

    def show_summary(self, s: classroom.TableSummary, now: float) -> None:
        self.title.setText(s.name)
        if s.phase == "lobby":
            status = lobby_status(s)
        elif s.phase == "game_over":
            status = phase_name("game_over")
        else:
            status = translate("ClassWindow", "Round %1 · %2").replace("%1", str(s.round))
            status = status.replace("%2", phase_name(s.phase))
        timer = timer_text(s.deadline, s.paused, now)
        self.status.setText(f"{status} · {timer}" if timer else status)
        lines = []
        levels = dict(s.computers)
        px = self.teams.fontMetrics().height()
        for t in s.teams:
            tokens = translate("ClassWindow", "interceptions: %1, miscommunications: %2")
            tokens = tokens.replace("%1", str(t.interceptions))
            tokens = tokens.replace("%2", str(t.miscommunications))
            # A computer's seat carries its badge, as on the table's own screen.
            seats = [(n, n in levels, levels.get(n)) for n in t.players]
            players = roster_html(seats, px, separator=", ") or "—"
            label = escape(team_label(t.team))
            # The team and its players, with the language's colon ("○白队：", "○ Blancs :").
            line = translate("ClassWindow", "%1: %2").replace("%1", label).replace("%2", players)
            if s.phase == "lobby":
                lines.append(line)
            else:
                lines.append(f"{line}&nbsp; ({escape(tokens)})")
        self.teams.setText("<br>".join(lines))
        notes = []
        if s.winners and s.reason:
            notes.append(outcome_text(s.reason, list(s.winners)))
        if s.away:
            notes.append(translate("ClassWindow", "Away: %1").replace("%1", ", ".join(s.away)))
        if s.flags:
            notes.append(translate("ClassWindow", "Flags raised: %1").replace("%1", str(s.flags)))
        if s.unseated:
            names = ", ".join(s.unseated)
            notes.append(translate("ClassWindow", "No team yet: %1").replace("%1", names))
        if s.problem and s.phase == "lobby":
            error = s.problem_error
            notes.append(s.problem if error is None else exception_text(error))
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))  # no blank line on a card with nothing to note
        started = s.phase != "lobby"
        over = s.phase == "game_over"
        index = self.pack.findData(bundled_code(s.pack))
        if index < 0:
            index = self.pack.findData("custom")
            if index < 0:
                self.pack.addItem(s.pack, "custom")
                index = self.pack.count() - 1
            self.pack.setItemText(index, s.pack)
        self.pack.setCurrentIndex(index)
        self.pack.setEnabled(not started)
        self.buttons["start"].setEnabled(not started and s.problem is None)
        self.buttons["pause"].setEnabled(started and not over and not s.paused)
        self.buttons["resume"].setEnabled(started and not over and s.paused)
        self.buttons["advance"].setEnabled(started and not over)
        self.buttons["end"].setEnabled(started and not over)
        self.buttons["again"].setEnabled(over)
        self.buttons["again_shuffled"].setEnabled(over)


class ClassWindow(QWidget):
    """The teacher's overview of a class, with controls for one table or all of them.

    Signals:
        open_table(int): show this table as its own projector view.
        export_requested(): the teacher asked for the class's results archive.
    """

    open_table = Signal(int)
    export_requested = Signal()

    def __init__(
        self,
        host: GameHost,
        *,
        addresses: Sequence[str] = (),
        web_url: str | None = None,
        clock: Callable[[], float] = time.time,
        parent: QWidget | None = None,
    ) -> None:
        """``addresses``: the host's LAN addresses, which students join; ``web_url``: the
        page browsers open, when the web client is on."""
        super().__init__(parent)
        self.host = host
        self.addresses = tuple(addresses)
        self.web_url = web_url
        self.clock = clock
        self.rng = random.Random()
        self.setWindowTitle(
            translate("ClassWindow", "%1 — teacher's window").replace("%1", host.room)
        )
        outer = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.heading.setWordWrap(True)
        outer.addWidget(self.heading)
        self.join_label = QLabel(self)
        self.join_label.setWordWrap(True)
        self.join_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.join_label)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(translate("ClassWindow", "All tables:"), self))
        self.all_buttons: dict[str, QPushButton] = {}
        for what, text in control_labels().items():
            button = QPushButton(text, self)
            button.clicked.connect(lambda _c=False, w=what: self.control_all(w))
            bar.addWidget(button)
            self.all_buttons[what] = button
        bar.addStretch(1)
        self.deal_button = QPushButton(translate("ClassWindow", "Deal the class"), self)
        self.deal_button.setToolTip(deal_explanation())
        self.deal_button.setWhatsThis(deal_explanation())
        self.deal_button.clicked.connect(self.deal)
        bar.addWidget(self.deal_button)
        self.words_button = QPushButton(translate("ClassWindow", "Word list for all…"), self)
        self.words_button.setToolTip(
            translate(
                "ClassWindow", "One word list, one word per line, for every table not started"
            )
        )
        self.words_button.clicked.connect(self.choose_word_list)
        bar.addWidget(self.words_button)
        self.add_button = QPushButton(translate("ClassWindow", "Add a table"), self)
        self.add_button.clicked.connect(self.add_table)
        bar.addWidget(self.add_button)
        self.export_button = QPushButton(translate("ClassWindow", "Export results…"), self)
        self.export_button.clicked.connect(self.export_requested.emit)
        bar.addWidget(self.export_button)
        outer.addLayout(bar)

        again = QHBoxLayout()
        for what, text in again_all_labels().items():
            button = QPushButton(text, self)
            button.clicked.connect(lambda _c=False, w=what: self.control_all(w))
            again.addWidget(button)
            self.all_buttons[what] = button
        again.addStretch(1)
        outer.addLayout(again)

        move = QHBoxLayout()
        move.addWidget(QLabel(translate("ClassWindow", "Move"), self))
        self.move_player = QComboBox(self)
        self.move_player.setMinimumContentsLength(20)
        move.addWidget(self.move_player)
        move.addWidget(QLabel(translate("ClassWindow", "to table"), self))
        self.move_table = QComboBox(self)
        move.addWidget(self.move_table)
        self.move_team = QComboBox(self)
        self.move_team.addItem(translate("ClassWindow", "smaller team"), None)
        for team in Team:
            self.move_team.addItem(team_label(team), team.value)
        move.addWidget(self.move_team)
        self.move_button = QPushButton(translate("ClassWindow", "Move"), self)
        self.move_button.clicked.connect(self.move_selected)
        move.addWidget(self.move_button)
        move.addStretch(1)
        outer.addLayout(move)

        self.message = QLabel(self)
        self.message.setWordWrap(True)
        outer.addWidget(self.message)
        self._said = ""
        self._refusals: dict[int, tuple[str, RuleError]] = {}
        """Per table, the teacher's last click refused there (the control) and why."""
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid_host = QWidget(scroll)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll.setWidget(self.grid_host)
        outer.addWidget(scroll, 1)
        self.cards: list[TableCard] = []
        self._summaries: list[classroom.TableSummary] = []
        self._dirty: set[int] = set()
        self._lobby_dirty = False
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_MS)
        self._redraw.timeout.connect(self._redraw_changed)
        host.class_changed.connect(self._soon)
        host.lobby_changed.connect(self._lobby_soon)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._show_timers)
        self._tick.start()
        self.refresh()

    # --- drawing -----------------------------------------------------------------

    def _soon(self, number: int) -> None:
        """Table ``number`` changed: redraw its card soon, with the others that change."""
        if number in self._refusals:
            if self._refusal_is_past(number):
                del self._refusals[number]
            self._show_message()
        self._dirty.add(number)
        if not self._redraw.isActive():
            self._redraw.start()

    def _lobby_soon(self) -> None:
        self._lobby_dirty = True
        if not self._redraw.isActive():
            self._redraw.start()

    def _redraw_changed(self) -> None:
        """Only the tables that changed are summarised again: a class at play changes a
        few tables at a time, and the host's tables wait while the window draws."""
        if self._lobby_dirty or len(self._summaries) != len(self.host.tables):
            self.refresh()
            return
        dirty, self._dirty = self._dirty, set()
        now = self.clock()
        for number in sorted(dirty):
            table = self.host.table(number)
            if table is None:
                continue
            summary = classroom.table_summary(table)
            self._summaries[number - 1] = summary
            self.cards[number - 1].show_summary(summary, now)
        self._enable_again()

    def _enable_again(self) -> None:
        """Playing again at every finished table needs one finished table."""
        finished = any(s.phase == "game_over" for s in self._summaries)
        for what in classroom.AGAIN:
            self.all_buttons[what].setEnabled(finished)

    def _show_timers(self) -> None:
        """Once a second: the sand timers count down (no table is summarised again)."""
        now = self.clock()
        for card, summary in zip(self.cards, self._summaries, strict=False):
            if summary.deadline is not None:
                card.show_summary(summary, now)

    def refresh(self) -> None:
        """Draw every table again, and the heading and the choices of whom to move."""
        self._dirty.clear()
        self._lobby_dirty = False
        self._redraw.stop()
        self.heading.setText(
            translate("ClassWindow", "%1 · %2 tables")
            .replace("%1", self.host.room)
            .replace("%2", str(len(self.host.tables)))
        )
        self.join_label.setText(self.join_text())
        self._show_message()
        summaries = list(classroom.overview(self.host))
        self._summaries = summaries
        while len(self.cards) < len(summaries):
            card = TableCard(len(self.cards) + 1, self.grid_host)
            card.control.connect(self.control_one)
            card.open_table.connect(self.open_table)
            card.language.connect(self.set_language)
            index = len(self.cards)
            # Cards of a row start level, however many lines each has to say.
            self.grid.addWidget(
                card, index // CARD_COLUMNS, index % CARD_COLUMNS, Qt.AlignmentFlag.AlignTop
            )
            self.grid.setColumnStretch(index % CARD_COLUMNS, 1)
            self.cards.append(card)
        now = self.clock()
        for card, summary in zip(self.cards, summaries, strict=True):
            card.show_summary(summary, now)
        self._fill_move_choices()
        lobby = not any(t.started for t in self.host.tables)
        self._enable_again()
        self.deal_button.setEnabled(lobby)
        self.move_button.setEnabled(lobby and self.move_player.count() > 0)

    def _fill_move_choices(self) -> None:
        chosen = self.move_player.currentData()
        self.move_player.blockSignals(True)
        self.move_player.clear()
        for table in self.host.tables:
            if table.started:
                continue
            for seat in table.book.players():
                label = (
                    translate("ClassWindow", "%1 (table %2)")
                    .replace("%1", seat.name)
                    .replace("%2", str(table.number))
                )
                self.move_player.addItem(label, seat.id)
        index = self.move_player.findData(chosen)
        if index >= 0:
            self.move_player.setCurrentIndex(index)
        self.move_player.blockSignals(False)
        if self.move_table.count() != len(self.host.tables):
            self.move_table.clear()
            for table in self.host.tables:
                self.move_table.addItem(str(table.number), table.number)

    def join_text(self) -> str:
        """Where students join, as the table window says it: the room in the list, the
        address, the PIN, and the page browsers open."""
        port = self.host.port
        address = ", ".join(f"{a}:{port}" for a in self.addresses) or f"127.0.0.1:{port}"
        lines = [
            translate(
                "ClassWindow",
                "Students join: open Decrypto and pick “%1” from the list — or join by address %2",
            )
            .replace("%1", self.host.room)
            .replace("%2", address)
        ]
        if self.host.pin:
            lines[0] += " · " + translate("ClassWindow", "PIN: %1").replace("%1", self.host.pin)
        if self.web_url:
            lines.append(translate("ClassWindow", "In a browser: %1").replace("%1", self.web_url))
        return "\n".join(lines)

    def opening_geometry(self, available: QRect, frame: QMargins = FRAME) -> QRect:
        """Where the window first opens on a screen whose work area (the screen less its
        task bars) is ``available``: the comfortable size, or the whole work area less
        the window's frame where that is smaller, centred."""
        room = available.marginsRemoved(frame)
        need = self.minimumSizeHint()
        size = COMFORTABLE.expandedTo(need).boundedTo(room.size())
        rect = QRect(room.topLeft(), size)
        rect.moveCenter(room.center())
        return rect

    def place_on(self, available: QRect) -> None:
        """Open at :meth:`opening_geometry` on the work area ``available``."""
        self.setGeometry(self.opening_geometry(available))

    # --- acting ---------------------------------------------------------------------

    def say(self, text: str) -> None:
        """Say ``text`` for the whole class; the tables' refusals are dropped."""
        self._said = text
        self._refusals = {}
        self._show_message()

    def _refusal_is_past(self, number: int) -> bool:
        """Table ``number`` changed: does what refused the teacher's click still hold?

        A refused start stands while the table still cannot start (its card says why
        in any case); any other refusal is of a moment that the change has ended."""
        what, _why = self._refusals[number]
        table = self.host.table(number)
        if table is None or what != "start":
            return True
        error = table.lobby_error()
        if error is None or table.started:
            return True
        self._refusals[number] = (what, error)  # the reason as it is now
        return False

    def _show_message(self) -> None:
        lines = [self._said] if self._said else []
        lines += [
            translate("ClassWindow", "Table %1: %2")
            .replace("%1", str(n))
            .replace("%2", exception_text(why))
            for n, (_what, why) in sorted(self._refusals.items())
        ]
        self.message.setText("\n".join(lines))
        self.message.setVisible(bool(lines))  # no blank line above the cards

    def control_one(self, number: int, what: str) -> None:
        table = self.host.table(number)
        if table is None:
            return
        try:
            classroom.control(table, what)
            self._report(what, {})
        except RuleError as exc:
            self._report(what, {number: exc})

    def control_all(self, what: str) -> None:
        self._report(what, classroom.control_all_refusals(self.host, what))

    def deal(self) -> None:
        try:
            classroom.deal_class(self.host, self.rng)
            self.say(dealt_text(self.host))
        except RuleError as exc:
            self.say(exception_text(exc))
        self.refresh()

    def set_language(self, number: int, code: str) -> None:
        """Table ``number`` draws its keywords from the bundled pack of ``code``."""
        if code not in PACK_NAMES:
            return
        self._report("pack", classroom.use_pack_refusals(self.host, bundled_pack(code), [number]))

    def use_word_list(self, pack: WordPack) -> None:
        """Every table not started draws its keywords from ``pack``."""
        refused = classroom.use_pack_refusals(self.host, pack)
        self._report("pack", refused)
        if not refused:
            self.say(
                translate("ClassWindow", "Every table uses “%1” (%2 words).")
                .replace("%1", pack.name)
                .replace("%2", str(len(pack.words)))
            )

    def choose_word_list(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            translate("ClassWindow", "Word list for all tables"),
            "",
            translate("ClassWindow", "Text files (*.txt);;All files (*)"),
        )
        if not name:
            return
        path = Path(name)
        try:
            pack = parse_word_list(path.read_bytes(), name=path.stem)
        except RuleError as exc:
            self.say(exception_text(exc))
            return
        except OSError as exc:
            self.say(str(exc))
            return
        self.use_word_list(pack)

    def _report(self, what: str, refused: dict[int, RuleError]) -> None:
        """Say, per table, why the control ``what`` was refused there (nothing: all went).
        Each line stays until it no longer holds (:meth:`_refusal_is_past`)."""
        self._said = ""
        self._refusals = {n: (what, why) for n, why in refused.items()}
        self._show_message()
        self.refresh()

    def add_table(self) -> None:
        try:
            self.host.add_table()
        except RuleError as exc:
            self.say(exception_text(exc))
        self.refresh()

    def move_selected(self) -> None:
        seat = self.move_player.currentData()
        number = self.move_table.currentData()
        team = self.move_team.currentData()
        if seat is None or number is None:
            return
        try:
            classroom.move_player(self.host, seat, number, None if team is None else Team(team))
            self.say("")
        except RuleError as exc:
            self.say(exception_text(exc))
        self.refresh()
