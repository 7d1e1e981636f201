"""The host's controls beside the table: settings, start, pause, force-advance, seats, end.

They act on the in-process GameHost directly and never show a secret: seats
are listed by name, team and presence only.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.engine import RuleError, Settings, Variant, bundled_pack, parse_word_list
from decrypto_qt.engine import actions as act
from decrypto_qt.engine.log import document, encode_entry
from decrypto_qt.engine.settings import MAX_ROUNDS_LIMIT
from decrypto_qt.engine.types import Phase
from decrypto_qt.engine.wordpack import WordPack
from decrypto_qt.net.autosave import write_atomic
from decrypto_qt.net.host import GameHost
from decrypto_qt.protocol.limits import MAX_PIN_LENGTH
from decrypto_qt.ui import texts
from decrypto_qt.ui.computer_badge import accessible_name, badge_word, robot_icon
from decrypto_qt.ui.computer_seats import ComputerSeatsPanel
from decrypto_qt.ui.error_texts import exception_text

translate = QCoreApplication.translate

PACK_LANGUAGES = ("en", "zh", "fr", "nl")


def _is_bundled(pack: WordPack) -> bool:
    if pack.language not in PACK_LANGUAGES:
        return False
    try:
        return bundled_pack(pack.language).words == pack.words
    except RuleError:
        return False


class HostControls(QWidget):
    """Signals: open_team_window() — the host wants a team window on this computer."""

    open_team_window = Signal()

    def __init__(self, host: GameHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._custom_pack: WordPack | None = None if _is_bundled(host.pack) else host.pack
        layout = QVBoxLayout(self)
        # Top to bottom in the order a host needs them: seat the players, start; in play
        # the game's buttons come first. The table shows the browsers' QR code (once).
        self.computers = ComputerSeatsPanel(host, parent=self)
        layout.addWidget(self.computers)
        self.team_window_button = QPushButton(self)
        self.team_window_button.clicked.connect(self.open_team_window.emit)
        layout.addWidget(self.team_window_button)
        # the game
        self.game_box = QGroupBox(self)
        game = QVBoxLayout(self.game_box)
        self.start_button = QPushButton(self.game_box)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_game)
        self.problem = QLabel(self.game_box)
        self.problem.setWordWrap(True)
        # Game over: another game at this table, the same people in the same seats.
        self.again_button = QPushButton(self.game_box)
        self.again_button.setDefault(True)
        self.again_button.clicked.connect(lambda: self.play_again(shuffle=False))
        self.shuffle_button = QPushButton(self.game_box)
        self.shuffle_button.clicked.connect(lambda: self.play_again(shuffle=True))
        row = QHBoxLayout()
        self.pause_button = QPushButton(self.game_box)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.force_button = QPushButton(self.game_box)
        self.force_button.clicked.connect(self.force_advance)
        row.addWidget(self.pause_button)
        row.addWidget(self.force_button)
        self.end_button = QPushButton(self.game_box)
        self.end_button.clicked.connect(self.end_game)
        self.export_button = QPushButton(self.game_box)
        self.export_button.clicked.connect(self.export_log)
        for w in (self.start_button, self.problem, self.again_button, self.shuffle_button):
            game.addWidget(w)
        game.addLayout(row)
        game.addWidget(self.end_button)
        game.addWidget(self.export_button)
        layout.addWidget(self.game_box)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color:#c62828;")
        layout.addWidget(self.message)
        # seats
        self.seats_box = QGroupBox(self)
        seats = QVBoxLayout(self.seats_box)
        self.seat_list = QListWidget(self.seats_box)
        seats.addWidget(self.seat_list)
        row = QHBoxLayout()
        self.kick_button = QPushButton(self.seats_box)
        self.kick_button.clicked.connect(self.kick)
        self.hand_button = QPushButton(self.seats_box)
        self.hand_button.clicked.connect(self.hand_over)
        row.addWidget(self.kick_button)
        row.addWidget(self.hand_button)
        seats.addLayout(row)
        layout.addWidget(self.seats_box)
        # settings, before the start
        self.settings_box = QGroupBox(self)
        form = QFormLayout(self.settings_box)
        self.room = QLineEdit(host.room, self.settings_box)
        self.room.editingFinished.connect(self._apply)
        self.variant = QComboBox(self.settings_box)
        self.variant.currentIndexChanged.connect(self._apply)
        self.timer = QSpinBox(self.settings_box)
        self.timer.setRange(0, 600)
        self.timer.setSingleStep(5)
        self.timer.valueChanged.connect(self._apply)
        self.rounds = QSpinBox(self.settings_box)
        self.rounds.setRange(1, MAX_ROUNDS_LIMIT)
        self.rounds.valueChanged.connect(self._apply)
        self.alternate = QCheckBox(self.settings_box)
        self.alternate.toggled.connect(self._apply)
        self.large = QCheckBox(self.settings_box)
        self.large.toggled.connect(self._apply)
        self.pack = QComboBox(self.settings_box)
        self.pack.activated.connect(self._pack_chosen)
        self.pin = QLineEdit(host.pin or "", self.settings_box)
        self.pin.setMaxLength(MAX_PIN_LENGTH)
        self.pin.editingFinished.connect(self._apply)
        self.form_labels = [QLabel(self.settings_box) for _ in range(8)]
        for label, field in zip(
            self.form_labels,
            (
                self.room,
                self.variant,
                self.timer,
                self.rounds,
                self.alternate,
                self.large,
                self.pack,
                self.pin,
            ),
            strict=True,
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        self.settings_note = QLabel(self.settings_box)
        self.settings_note.setWordWrap(True)
        form.addRow(self.settings_note)
        layout.addWidget(self.settings_box)
        layout.addStretch(1)
        host.lobby_changed.connect(self.refresh)
        host.game_changed.connect(lambda _s: self.refresh())
        self._loading = False
        self.retranslate()
        self._load_settings()
        self.refresh()

    def retranslate(self) -> None:
        self.settings_box.setTitle(translate("HostControls", "Table settings"))
        for label, text in zip(
            self.form_labels,
            (
                translate("HostControls", "&Room name"),
                translate("HostControls", "Varia&nt"),
                translate("HostControls", "Sand &timer"),
                translate("HostControls", "R&ounds"),
                translate("HostControls", "&Alternate"),
                translate("HostControls", "Lar&ge teams"),
                translate("HostControls", "&Word pack"),
                translate("HostControls", "P&IN"),
            ),
            strict=True,
        ):
            label.setText(text)
        self._loading = True
        self.variant.clear()
        self.variant.addItem(
            translate("HostControls", "Standard: two teams"), Variant.STANDARD.value
        )
        self.variant.addItem(
            translate("HostControls", "Three players: two against an Interceptor"),
            Variant.THREE_PLAYER.value,
        )
        self.pack.clear()
        names = {"en": "English", "zh": "简体中文", "fr": "Français", "nl": "Nederlands"}
        for code in PACK_LANGUAGES:
            self.pack.addItem(
                translate("HostControls", "Bundled: %1").replace("%1", names[code]), code
            )
        if self._custom_pack is not None:
            self.pack.addItem(self._custom_pack.name, "custom")
        self.pack.addItem(translate("HostControls", "Your word list…"), "file")
        self._loading = False
        self._load_settings()
        self.timer.setSpecialValueText(translate("HostControls", "Off"))
        self.timer.setSuffix(translate("HostControls", " s"))
        self.timer.setToolTip(
            translate("HostControls", "Starts when the first encryptor hands in; 0 turns it off")
        )
        self.alternate.setText(translate("HostControls", "Black decodes first in even rounds"))
        self.large.setText(translate("HostControls", "Teams of up to 8"))
        self.pin.setPlaceholderText(translate("HostControls", "none"))
        self.pin.setToolTip(translate("HostControls", "Players must type this PIN to join"))
        self.settings_note.setText(
            translate("HostControls", "Settings are fixed once the game starts.")
        )
        self.game_box.setTitle(translate("HostControls", "Game"))
        self.start_button.setText(translate("HostControls", "&Start the game"))
        self.force_button.setText(translate("HostControls", "&Force advance"))
        self.force_button.setToolTip(
            translate(
                "HostControls",
                "End what the table is waiting for: clue drafts are handed in as they stand; a team that has not locked in its guess counts as wrong",
            )
        )
        self.end_button.setText(translate("HostControls", "&End the game"))
        self.again_button.setText(translate("HostControls", "Pla&y again"))
        self.again_button.setToolTip(
            translate(
                "HostControls",
                "A new game at this table: the same players in the same teams, new keywords",
            )
        )
        self.shuffle_button.setText(translate("HostControls", "Play again, s&huffled teams"))
        self.shuffle_button.setToolTip(
            translate(
                "HostControls",
                "A new game at this table: the same players in new teams, new keywords",
            )
        )
        self.export_button.setText(translate("HostControls", "E&xport the game log (JSON)…"))
        self.seats_box.setTitle(translate("HostControls", "Seats"))
        self.kick_button.setText(translate("HostControls", "&Kick"))
        self.kick_button.setToolTip(
            translate(
                "HostControls",
                "Before the game: remove the player. In play: open the seat for someone else",
            )
        )
        self.hand_button.setText(translate("HostControls", "Han&d over…"))
        self.hand_button.setToolTip(
            translate("HostControls", "Someone else takes this seat, seeing all it saw")
        )
        self.team_window_button.setText(
            translate("HostControls", "Open a team window on this &computer…")
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- settings -----------------------------------------------------------------

    def _load_settings(self) -> None:
        self._loading = True
        s = self.host.settings
        self.variant.setCurrentIndex(0 if s.variant is Variant.STANDARD else 1)
        self.timer.setValue(0 if s.timer_seconds is None else int(s.timer_seconds))
        self.rounds.setValue(s.rounds_limit)
        self.alternate.setChecked(s.alternate_first_team)
        self.large.setChecked(s.allow_large_teams)
        index = self.pack.findData(
            "custom" if self._custom_pack is not None else self.host.pack.language
        )
        self.pack.setCurrentIndex(max(0, index))
        self._loading = False

    def _pack_chosen(self, index: int) -> None:
        code = self.pack.itemData(index)
        if code == "file":
            path, _ = QFileDialog.getOpenFileName(
                self,
                translate("HostControls", "Choose a word list"),
                "",
                translate("HostControls", "Text files (*.txt);;All files (*)"),
            )
            if not path:
                self._load_settings()
                return
            self.load_word_list(Path(path))
            return
        self._apply()

    def load_word_list(self, path: Path) -> bool:
        """Use a person's own word list; a bad file is refused with the reason, nothing changes."""
        try:
            pack = parse_word_list(path.read_bytes(), name=path.stem)
        except (OSError, RuleError) as exc:
            self.message.setText(
                translate("HostControls", "Cannot use %1: %2")
                .replace("%1", path.name)
                .replace("%2", exception_text(exc))
            )
            self._load_settings()
            return False
        self._custom_pack = pack
        self.retranslate()
        self.pack.setCurrentIndex(self.pack.findData("custom"))
        self._apply()
        note = (
            translate("HostControls", "Word list “%1” (words: %2).")
            .replace("%1", pack.name)
            .replace("%2", str(len(pack.words)))
        )
        if pack.skipped:
            note += " " + translate("HostControls", "Lines left out: %1.").replace(
                "%1", str(len(pack.skipped))
            )
        self.message.setStyleSheet("")
        self.message.setText(note)
        self.message.setToolTip("\n".join(pack.skipped[:30]))
        return True

    def _apply(self) -> None:
        if self._loading or self.host.started:
            return
        try:
            timer = self.timer.value()
            settings = Settings(
                variant=Variant(self.variant.currentData() or Variant.STANDARD.value),
                timer_seconds=None if timer == 0 else max(5.0, float(timer)),
                alternate_first_team=self.alternate.isChecked(),
                rounds_limit=self.rounds.value(),
                allow_large_teams=self.large.isChecked(),
            )
            code = self.pack.currentData()
            if code == "custom" and self._custom_pack is not None:
                pack = self._custom_pack
            elif code in PACK_LANGUAGES:
                pack = bundled_pack(code)
            else:
                pack = self.host.pack
            self.host.configure(
                room=self.room.text(), settings=settings, pack=pack, pin=self.pin.text().strip()
            )
            self.message.setText("")
        except RuleError as exc:
            self.message.setStyleSheet("color:#c62828;")
            self.message.setText(
                translate("HostControls", "Not changed: %1").replace("%1", exception_text(exc))
            )

    # --- state ------------------------------------------------------------------

    def refresh(self) -> None:
        host = self.host
        started = host.started
        self.settings_box.setEnabled(not started)
        error = host.lobby_error()
        self.start_button.setVisible(not started)
        self.start_button.setEnabled(error is None)
        self.problem.setVisible(not started)
        self.problem.setText(
            translate("HostControls", "Ready to start.")
            if error is None
            else translate("HostControls", "Cannot start yet: %1").replace(
                "%1", texts.error_text(error.code, error.message, error.params)
            )
        )
        state = host.state
        over = state is not None and state.phase is Phase.GAME_OVER
        for b in (self.pause_button, self.force_button, self.end_button):
            b.setVisible(started)
            b.setEnabled(started and not over)
        for b in (self.again_button, self.shuffle_button):
            b.setVisible(over)
        self.pause_button.setText(
            translate("HostControls", "&Resume")
            if state is not None and state.paused
            else translate("HostControls", "&Pause")
        )
        self.export_button.setEnabled(started)
        # In play nobody takes a new seat: the game's own buttons come to the top.
        self.computers.setVisible(not started)
        # At game over too: who takes a seat now plays it in the next game (Play again).
        self.hand_button.setEnabled(started)
        self.kick_button.setEnabled(not over)
        # The three-player game always lasts five rounds (R30).
        self.rounds.setEnabled(self.variant.currentData() != Variant.THREE_PLAYER.value)
        current = self.seat_list.currentItem()
        selected = current.data(256) if current is not None else None
        self.seat_list.clear()
        away = set(host.book.away())
        three = host.settings.variant is Variant.THREE_PLAYER
        for seat in host.book.players():
            team = texts.team_label(seat.team, three_player=three) if seat.team else "—"
            marks = []
            if seat.free:
                marks.append(translate("HostControls", "open seat"))
            elif seat.id in away:
                marks.append(translate("HostControls", "away"))
            if seat.ready and not started:
                marks.append("✔")
            if seat.computer:
                marks.insert(0, badge_word(seat.level))
            item = QListWidgetItem(f"{seat.name}  ·  {team}  {' '.join(marks)}".rstrip())
            if seat.computer:
                item.setIcon(robot_icon())
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole, accessible_name(seat.name, seat.level)
                )
            item.setData(256, seat.id)
            self.seat_list.addItem(item)
            if seat.id == selected:
                self.seat_list.setCurrentItem(item)

    def _selected_seat(self) -> str | None:
        item = self.seat_list.currentItem()
        return None if item is None else str(item.data(256))

    def _run(self, fn: object) -> bool:
        try:
            fn()  # type: ignore[operator]
        except RuleError as exc:
            self.message.setStyleSheet("color:#c62828;")
            self.message.setText(exception_text(exc))
            return False
        self.message.setText("")
        return True

    def start_game(self) -> None:
        self._run(self.host.start_game)
        self.refresh()

    def play_again(self, *, shuffle: bool) -> None:
        """Deal another game at this table for the same people; every window follows."""
        focused = self.again_button.hasFocus() or self.shuffle_button.hasFocus()
        paired: list[bool] = []
        if not self._run(lambda: paired.append(self.host.play_again(shuffle=shuffle))):
            return
        if shuffle and not paired[0]:
            self.message.setStyleSheet("")
            self.message.setText(
                translate(
                    "HostControls",
                    "The teams could not be shuffled: players who share a window stay "
                    "together. A new game has started with the same teams.",
                )
            )
        if focused:  # the buttons go with the game over: the keyboard goes on to Pause
            self.pause_button.setFocus()

    def toggle_pause(self) -> None:
        state = self.host.state
        if state is not None:
            self._run(lambda: self.host.host_action(act.Resume() if state.paused else act.Pause()))

    def force_advance(self) -> None:
        self._run(lambda: self.host.host_action(act.ForceAdvance()))

    def end_game(self, *, confirm: bool = True) -> None:
        if confirm:
            answer = QMessageBox.question(
                self,
                translate("HostControls", "End the game"),
                translate("HostControls", "End the game now? Nobody wins."),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._run(lambda: self.host.host_action(act.EndGame()))

    def kick(self, *, confirm: bool = True) -> None:
        seat = self._selected_seat()
        if seat is None:
            return
        name = self.host.book.seats[seat].name
        if confirm:
            answer = QMessageBox.question(
                self,
                translate("HostControls", "Kick"),
                translate("HostControls", "Take %1 off the table?").replace("%1", name),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._run(lambda: self.host.kick(seat))

    def hand_over(self, new_name: str | None = None) -> None:
        seat = self._selected_seat()
        if seat is None:
            return
        if not isinstance(new_name, str):
            new_name, ok = QInputDialog.getText(
                self,
                translate("HostControls", "Hand over a seat"),
                translate("HostControls", "Who takes this seat?"),
            )
            if not ok:
                return
        name = new_name
        self._run(lambda: self.host.hand_over(seat, name))

    def export_log(self, path: Path | None = None) -> Path | None:
        """The whole game (setup, every action, the final state) as the engine's JSON."""
        state = self.host.state
        if state is None:
            return None
        if not isinstance(path, Path):
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                translate("HostControls", "Export the game log"),
                "decrypto-log.json",
                "JSON (*.json)",
            )
            if not chosen:
                return None
            path = Path(chosen)
        doc = document(state, [encode_entry(e) for e in self.host.log])
        try:
            write_atomic(path, json.dumps(doc, ensure_ascii=False, indent=1))
        except OSError as exc:
            self.message.setText(str(exc))
            return None
        return path
