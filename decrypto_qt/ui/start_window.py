"""The start window: your name and language, host a game, the games on the LAN, join by address.

It imports only what it draws; the game windows, the host and zeroconf load
when they are needed, so the app opens fast.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS, join_names, parse_names
from decrypto_qt.ui.placement import open_within_screen
from decrypto_qt.ui.prefs import Prefs, RecentHost, restore_geometry, save_geometry
from decrypto_qt.ui.rich_text import escape

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from decrypto_qt.net.discovery import Browser, GameInfo
    from decrypto_qt.ui.table_picker import TablePicker

ROLE = 256
HINT_AFTER_MS = 6000
"""How long "Looking for games…" shows before it turns into advice."""
BOX_MARGIN_PX = 4
"""Above and below inside each box (the box's title and frame space it enough; the style's
margins are kept at the sides), so that the window fits a netbook in every language."""
REPORT_PAINT_ENV = "DECRYPTO_QT_REPORT_PAINT"
"""When set, the start window prints ``first-paint <monotonic seconds>`` when it first paints."""


def parse_address(text: str) -> tuple[str, int] | None:
    """``HOST:PORT`` (or ``[v6]:PORT``) → (host, port), or None if it is not one."""
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[] ")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


def _compact(layout: QBoxLayout) -> None:
    margins = layout.contentsMargins()
    layout.setContentsMargins(margins.left(), BOX_MARGIN_PX, margins.right(), BOX_MARGIN_PX)


class _Scrolled(QWidget):
    """What a scroll area shows: as tall as the area while its contents fit, else only as
    tall as they need at the area's width (a wrapped text's lines and every list's
    minimum), so that the area scrolls by no more than it must."""

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return layout.totalMinimumHeightForWidth(width) if layout is not None else -1


class StartWindow(QMainWindow):
    """Signals:
    host_requested(): "Host a game".
    join_requested(str, int, object, object, object): host, port, resume token or None,
        PIN or None, and at a class the table asked for (None: any table).
    """

    host_requested = Signal()
    join_requested = Signal(str, int, object, object, object)

    def __init__(
        self,
        prefs: Prefs,
        *,
        browse_interfaces: list[str] | None = None,
        discovery: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # Browse once the window has painted: zeroconf is not needed to draw it.
        self._browse_after_paint = discovery
        self._first_paint = True
        self.prefs = prefs
        self.browser: Browser | None = None
        self.table_picker: TablePicker | None = None
        """The open "which table?" dialog of a class being joined, if any."""
        self._browse_interfaces = browse_interfaces
        central = _Scrolled(self)
        layout = QVBoxLayout(central)
        layout.setSpacing(4)  # with the boxes' margins below, some 30 lines for a netbook
        self.title = QLabel(central)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.unofficial = QLabel(central)
        self.unofficial.setWordWrap(True)
        layout.addWidget(self.unofficial)
        you = QFormLayout()
        self.name = QLineEdit(prefs.name, central)
        self.name.setMaxLength(120)
        self.name.editingFinished.connect(self._save_name)
        self.name_label = QLabel(central)
        self.name_label.setBuddy(self.name)
        you.addRow(self.name_label, self.name)
        self.language = QComboBox(central)
        for code, label in LANGUAGES.items():
            self.language.addItem(label, code)
        self.language.setCurrentIndex(max(0, self.language.findData(TRANSLATIONS.language)))
        self.language.activated.connect(self._language_chosen)
        self.language_label = QLabel(central)
        self.language_label.setBuddy(self.language)
        you.addRow(self.language_label, self.language)
        layout.addLayout(you)
        self.host_button = QPushButton(central)
        self.host_button.setMinimumHeight(44)
        self.host_button.clicked.connect(self.host_requested.emit)
        layout.addWidget(self.host_button)
        self.games_box = QGroupBox(central)
        games = QVBoxLayout(self.games_box)
        _compact(games)
        self.games = QTreeWidget(self.games_box)
        self.games.setColumnCount(5)
        self.games.setRootIsDecorated(False)
        self.games.setTabKeyNavigation(False)
        # Its header and two games at the least (the list grows with the window).
        self.games.setMinimumHeight(4 * self.games.fontMetrics().height())
        self.games.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.games.itemActivated.connect(lambda _i, _c: self.join_selected())
        self.games.itemSelectionChanged.connect(self._selection_changed)
        games.addWidget(self.games)
        self.searching = QLabel(self.games_box)
        self.searching.setWordWrap(True)
        # The hint's link is rich text, which a QLabel recognises by itself.
        self.searching.linkActivated.connect(self._open_network_help)
        games.addWidget(self.searching)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.setInterval(HINT_AFTER_MS)
        self._hint_timer.timeout.connect(self._update_searching)
        self.join_button = QPushButton(self.games_box)
        self.join_button.setEnabled(False)
        self.join_button.clicked.connect(self.join_selected)
        games.addWidget(self.join_button)
        layout.addWidget(self.games_box, 2)
        self.address_box = QGroupBox(central)
        addr = QHBoxLayout(self.address_box)
        _compact(addr)
        self.address = QLineEdit(self.address_box)
        self.address.returnPressed.connect(self.join_address)
        self.address_button = QPushButton(self.address_box)
        self.address_button.clicked.connect(self.join_address)
        addr.addWidget(self.address, 1)
        addr.addWidget(self.address_button)
        layout.addWidget(self.address_box)
        self.recent_box = QGroupBox(central)
        recent = QVBoxLayout(self.recent_box)
        _compact(recent)
        self.recent = QListWidget(self.recent_box)
        # Two lines' worth at the least (the lists grow with the window).
        self.recent.setMinimumHeight(40)
        self.recent.itemActivated.connect(self._join_recent)
        recent.addWidget(self.recent)
        layout.addWidget(self.recent_box, 1)
        self.message = QLabel(central)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color:#c62828;")
        layout.addWidget(self.message)
        # A netbook leaves the window some 520 lines: all of it shows there in every
        # language, and what a long hint or message adds scrolls instead of leaving
        # the screen or being cut.
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(central)
        self.setCentralWidget(self.scroll_area)
        from decrypto_qt.ui.help_menu import HelpMenu

        self.help_menu = HelpMenu(self)
        self.menuBar().addMenu(self.help_menu)
        self.network_help = QPushButton(self.address_box)
        self.network_help.clicked.connect(lambda: self.help_menu.open(network=True))
        addr.addWidget(self.network_help)
        self.first_run = not prefs.name
        self._welcoming = False
        """The message is the first run's welcome (it follows the language chosen)."""
        self.retranslate()
        self.show_recent()
        open_within_screen(self, QSize(720, 680))
        restore_geometry(self, "start")
        self.setTabOrder(self.name, self.language)
        self.setTabOrder(self.language, self.host_button)
        self.setTabOrder(self.host_button, self.games)
        self.setTabOrder(self.games, self.join_button)
        self.setTabOrder(self.join_button, self.address)
        self.setTabOrder(self.address, self.address_button)
        self.setTabOrder(self.address_button, self.recent)
        from decrypto_qt.ui.focus import keyboard_friendly

        keyboard_friendly(self)

    # --- text ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(translate("StartWindow", "Decrypto on the LAN"))
        self.title.setText(translate("StartWindow", "Decrypto on the LAN"))
        self.unofficial.setText(
            translate(
                "StartWindow",
                "An unofficial fan-made app, not affiliated with the publishers of Decrypto.",
            )
        )
        self.name_label.setText(translate("StartWindow", "Your &name"))
        self.name.setPlaceholderText(
            translate("StartWindow", "e.g. Ann — or Ann, Bob when you share this computer")
        )
        self.name.setToolTip(
            translate(
                "StartWindow", "Several teammates at one computer: separate the names with commas"
            )
        )
        self.language_label.setText(translate("StartWindow", "&Language"))
        self.language.setAccessibleName(translate("StartWindow", "Language"))
        self.name.setAccessibleName(translate("StartWindow", "Your name"))
        self.host_button.setText(translate("StartWindow", "H&ost a game"))
        self.host_button.setToolTip(
            translate("StartWindow", "Run the game on this computer and show the table (projector)")
        )
        self.games_box.setTitle(translate("StartWindow", "Games on this network"))
        self.games.setHeaderLabels(
            [
                translate("StartWindow", "Room"),
                translate("StartWindow", "Host"),
                translate("StartWindow", "Players"),
                translate("StartWindow", "State"),
                translate("StartWindow", "PIN"),
            ]
        )
        self.games.setAccessibleName(translate("StartWindow", "Games on this network"))
        self.join_button.setText(translate("StartWindow", "&Join the selected game"))
        self.address_box.setTitle(
            translate("StartWindow", "Join by address (when the game does not appear)")
        )
        self.address.setPlaceholderText(translate("StartWindow", "192.168.1.20:47123"))
        self.address.setAccessibleName(translate("StartWindow", "Host address and port"))
        self.address_button.setText(translate("StartWindow", "Join &by address"))
        self.recent_box.setTitle(translate("StartWindow", "Recent hosts"))
        self.recent.setAccessibleName(translate("StartWindow", "Recent hosts"))
        self.help_menu.retranslate()
        self.network_help.setText(translate("StartWindow", "Net&work help…"))
        self.network_help.setToolTip(
            translate("StartWindow", "What to do when a game does not appear in the list")
        )
        if self.first_run and (self._welcoming or not self.message.text()):
            self._welcoming = True
            self.message.setStyleSheet("")
            self.message.setText(
                translate(
                    "StartWindow",
                    "Welcome! Type your name, then host a game or double-click one in the list.",
                )
            )
        self._update_searching()
        if self.browser is not None:
            for game in self.browser.games.values():
                self._show_game(game)

    def event(self, event: QEvent) -> bool:
        if self._first_paint and event.type() == QEvent.Type.Paint:
            self._first_paint = False
            if os.environ.get(REPORT_PAINT_ENV):
                # For start-up benchmarks of built bundles (bench/bundle.py).
                print(f"first-paint {time.monotonic():.6f}", flush=True)
            if self._browse_after_paint:
                QTimer.singleShot(0, self.start_browsing)
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language.setCurrentIndex(max(0, self.language.findData(TRANSLATIONS.language)))
        super().changeEvent(event)

    def _language_chosen(self, index: int) -> None:
        from decrypto_qt.ui.language_menu import switch_language

        switch_language(str(self.language.itemData(index)))

    def _save_name(self) -> None:
        self.prefs.name = self.name.text().strip()

    def names(self) -> tuple[str, ...]:
        return parse_names(self.name.text())

    def say(self, text: str) -> None:
        self._welcoming = False
        self.message.setStyleSheet("color:#c62828;")
        self.message.setText(text)
        # On a small screen the message may lie below what shows: lay the contents out
        # now (the message may have made them taller) and scroll to it.
        QCoreApplication.sendEvent(self.scroll_area, QEvent(QEvent.Type.LayoutRequest))
        self.scroll_area.ensureWidgetVisible(self.message)

    def connecting(self, address: str) -> None:
        """A join is under way: say so until the host welcomes the window or it fails."""
        self._welcoming = False
        self.message.setStyleSheet("")
        self.message.setText(translate("StartWindow", "Connecting to %1…").replace("%1", address))

    def joined(self) -> None:
        self._welcoming = False
        self.message.setText("")

    # --- the list of games ------------------------------------------------------------

    def start_browsing(self) -> None:
        if self.browser is not None:
            return
        from decrypto_qt.net.discovery import Browser

        browser = Browser(interfaces=self._browse_interfaces, parent=self)
        browser.found.connect(self._show_game)
        browser.changed.connect(self._show_game)
        browser.lost.connect(self._lose_game)
        try:
            browser.start()
        except OSError as exc:  # no usable interface: the list stays empty, addresses still work
            self.say(
                translate(
                    "StartWindow", "Cannot look for games on this network (%1). Join by address."
                ).replace("%1", str(exc))
            )
            return
        self.browser = browser
        self._hint_timer.start()
        self._update_searching()

    def _update_searching(self) -> None:
        if self.games.topLevelItemCount():
            self.searching.setText("")
        elif self.browser is None:
            self.searching.setText(
                translate("StartWindow", "Not looking for games on the network.")
            )
        elif self._hint_timer.isActive():
            self.searching.setText(translate("StartWindow", "Looking for games on this network…"))
        else:
            self.searching.setText(self.nothing_found_hint())

    @staticmethod
    def nothing_found_hint() -> str:
        """Advice once the search has found nothing for a while, with a link to Network help."""
        text = translate(
            "StartWindow",
            "No game found yet. Is the host on the same Wi-Fi as you? A guest network often "
            "keeps computers apart, and a firewall may block the game. You can also join by "
            "the address shown on the table.",
        )
        link = translate("StartWindow", "Network help")
        return f'{escape(text)} <a href="help:network">{escape(link)}</a>'

    def _open_network_help(self, _link: str = "") -> None:
        self.help_menu.open(network=True)

    def _item_for(self, key: str) -> QTreeWidgetItem | None:
        for i in range(self.games.topLevelItemCount()):
            item = self.games.topLevelItem(i)
            if item is not None and item.data(0, ROLE) == key:
                return item
        return None

    def _show_game(self, game: GameInfo) -> None:
        item = self._item_for(game.key)
        if item is None:
            item = QTreeWidgetItem(self.games)
            item.setData(0, ROLE, game.key)
        state = (
            translate("StartWindow", "lobby")
            if game.phase == "lobby"
            else translate("StartWindow", "in play")
        )
        if not game.compatible:
            state = translate("StartWindow", "other version")
        elif not game.reachable:
            state += " · " + translate("StartWindow", "checking…")
        room = game.room
        if game.tables > 1:
            from decrypto_qt.ui.table_picker import class_text

            room = class_text(game.room, game.tables, game.free if game.seats else None)
        values = [room, game.server, str(game.players), state, "✔" if game.pin else ""]
        for col, text in enumerate(values):
            item.setText(col, text)
        item.setToolTip(0, ", ".join(f"{a}:{game.port}" for a in game.addresses))
        item.setToolTip(4, translate("StartWindow", "A PIN is needed to join") if game.pin else "")
        from PySide6.QtCore import Qt  # the Qt namespace is slow to import: not before the paint

        enabled = game.compatible and game.reachable
        flags = item.flags()
        item.setFlags(
            flags | Qt.ItemFlag.ItemIsEnabled if enabled else flags & ~Qt.ItemFlag.ItemIsEnabled
        )
        self._update_searching()
        self._selection_changed()

    def _lose_game(self, key: str) -> None:
        item = self._item_for(key)
        if item is not None:
            self.games.takeTopLevelItem(self.games.indexOfTopLevelItem(item))
        self._update_searching()

    def _selection_changed(self) -> None:
        from PySide6.QtCore import Qt

        item = self.games.currentItem()
        self.join_button.setEnabled(
            item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)
        )

    def selected_game(self) -> GameInfo | None:
        item = self.games.currentItem()
        if item is None or self.browser is None:
            return None
        return self.browser.games.get(str(item.data(0, ROLE)))

    # --- joining ----------------------------------------------------------------------

    def _check_name(self) -> bool:
        if not self.names():
            self.say(translate("StartWindow", "Type your name first."))
            self.name.setFocus()
            return False
        self._save_name()
        return True

    def join_selected(self) -> None:
        game = self.selected_game()
        if game is None or not game.reachable or not self._check_name():
            return
        pin = self.ask_pin(game.room) if game.pin else None
        if game.pin and pin is None:
            return
        if game.tables > 1:
            self.pick_table(game, pin)
            return
        self.join_requested.emit(game.addresses[0], game.port, None, pin, None)

    def pick_table(self, game: GameInfo, pin: str | None, reason: str = "") -> TablePicker:
        """A class: ask which table (any table is the default), then join it."""
        from decrypto_qt.ui.table_picker import TablePicker

        if self.table_picker is not None:
            self.table_picker.close()
        picker = TablePicker(game.room, game.tables, game.seats, reason=reason, parent=self)
        self.table_picker = picker

        def chosen() -> None:
            self.table_picker = None
            self.join_requested.emit(game.addresses[0], game.port, None, pin, picker.chosen())

        picker.accepted.connect(chosen)
        picker.rejected.connect(lambda: setattr(self, "table_picker", None))
        picker.finished.connect(picker.deleteLater)
        picker.open()
        return picker

    def offer_tables_again(self, host: str, port: int, pin: str | None, reason: str) -> bool:
        """The class refused the table chosen: say why and offer its tables again (as the
        game list knows them now); False if the class is no longer in the list."""
        games = self.browser.games.values() if self.browser is not None else ()
        game = next((g for g in games if g.port == port and host in g.addresses), None)
        if game is None or game.tables <= 1:
            return False
        self.pick_table(game, pin, reason)
        return True

    def join_address(self) -> None:
        parsed = parse_address(self.address.text())
        if parsed is None:
            self.say(
                translate(
                    "StartWindow",
                    "Type the address as shown on the table, such as 192.168.1.20:47123.",
                )
            )
            self.address.setFocus()
            return
        if self._check_name():
            self.join_requested.emit(parsed[0], parsed[1], None, None, None)

    def ask_pin(self, room: str, wrong: bool = False) -> str | None:
        """The PIN for ``room``, titled with the room's name; says so when the last was wrong."""
        from PySide6.QtWidgets import QInputDialog

        label = (
            translate("StartWindow", "Wrong PIN. Type the PIN of “%1” again:")
            if wrong
            else translate("StartWindow", "The PIN of “%1”:")
        ).replace("%1", room)
        pin, ok = QInputDialog.getText(
            self, translate("StartWindow", "PIN for “%1”").replace("%1", room), label
        )
        return pin if ok else None

    def show_recent(self) -> None:
        self.recent.clear()
        for i, r in enumerate(self.prefs.recent_hosts()):
            label = f"{r.room} — {r.address}" if r.room else r.address
            if r.names:
                label += f"  ({join_names(r.names)})"
            item = QListWidgetItem(label)
            item.setData(ROLE, i)
            self.recent.addItem(item)

    def _join_recent(self, item: QListWidgetItem) -> None:
        recent = self.prefs.recent_hosts()
        index = int(item.data(ROLE))
        if 0 <= index < len(recent):
            r = recent[index]
            if r.names:
                self.name.setText(join_names(r.names))  # the seats the token claims
            if self._check_name():
                self.join_requested.emit(r.host, r.port, r.resume, r.pin, None)

    def remember(self, entry: RecentHost) -> None:
        self.prefs.remember_host(entry)
        self.show_recent()

    def stop_browsing(self) -> None:
        if self.browser is not None:
            self.browser.stop()
            self.browser = None

    def closeEvent(self, event: QCloseEvent) -> None:
        save_geometry(self, "start")
        self.stop_browsing()
        super().closeEvent(event)
