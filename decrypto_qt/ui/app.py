"""The desktop app: the start window, and the windows it opens for hosting and joining."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from decrypto_qt.paths import resources_dir
from decrypto_qt.ui import theme
from decrypto_qt.ui.focus import install_focus_ring
from decrypto_qt.ui.i18n import TRANSLATIONS, WORD_PACKS, parse_names, system_language
from decrypto_qt.ui.prefs import Prefs, RecentHost

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from PySide6.QtCore import QRect

    from decrypto_qt.engine import Settings, WordPack
    from decrypto_qt.net.service import HostService
    from decrypto_qt.ui.class_hosting import ClassDesk
    from decrypto_qt.ui.cues import Cues
    from decrypto_qt.ui.start_window import StartWindow
    from decrypto_qt.ui.table_window import TableWindow
    from decrypto_qt.ui.team_window import TeamWindow

log = logging.getLogger(__name__)

APP_ID = "io.github.decrypto_qt.DecryptoQt"
TABLE_REFUSALS = frozenset({"hello/no_table", "hello/table_full", "hello/no_free_seat"})
"""Refusals of the table a student chose at a class: the tables are offered again."""
"""The reverse-DNS id of the .desktop file and AppStream metainfo (packaging/linux)."""


class App(QObject):
    """Opens and closes the app's windows; holds the in-process host when hosting.

    Args:
        discovery: browse and advertise with zeroconf (tests turn it off or pin it
            to loopback with ``interfaces``).
        interfaces: addresses to browse, listen and advertise on; ``None``: the real LAN.
    """

    def __init__(
        self,
        prefs: Prefs | None = None,
        *,
        discovery: bool = True,
        interfaces: list[str] | None = None,
        data_dir: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.prefs = prefs or Prefs()
        theme.set_reduced_motion(self.prefs.reduced_motion)
        theme.apply(self.prefs.theme)
        install_focus_ring()  # every window has it, whichever opens first
        self.discovery = discovery
        self.interfaces = interfaces
        self.data_dir = data_dir
        self._start_window: StartWindow | None = None
        self.names_given = ""
        """The names given on the command line (``join --name``): the start window's name
        field shows them, should it open."""
        self.team_windows: list[TeamWindow] = []
        self.service: HostService | None = None
        self.table: TableWindow | None = None
        self.class_desk: ClassDesk | None = None
        """The teacher's window and projector views, when hosting a class."""
        self._cues: Cues | None = None
        self.ask_pin: Callable[[str, bool], str | None] | None = self._ask_pin
        """Asks a person for a room's PIN: room name, whether the last one was wrong
        (tests replace it); ``None``: never ask."""

    @property
    def start_window(self) -> StartWindow:
        """The start window, built when it is first needed: ``decrypto-qt join`` with a
        name opens the team window alone, and the start window only if the player goes
        back to it (a failed join, leaving the game)."""
        if self._start_window is None:
            from decrypto_qt.ui.start_window import StartWindow

            window = StartWindow(
                self.prefs, browse_interfaces=self.interfaces, discovery=self.discovery
            )
            if self.names_given:
                window.name.setText(self.names_given)
            window.host_requested.connect(self.host_game)
            window.join_requested.connect(self.join)
            self._start_window = window
        return self._start_window

    def _ask_pin(self, room: str, wrong: bool) -> str | None:
        return self.start_window.ask_pin(room, wrong)

    def _hide_start_window(self) -> None:
        if self._start_window is not None:
            self._start_window.hide()

    @property
    def cues(self) -> Cues:
        if self._cues is None:
            from decrypto_qt.ui.cues import Cues

            self._cues = Cues(self.prefs.muted, self, turn_sound=self.prefs.turn_sound)
        return self._cues

    # --- hosting -------------------------------------------------------------------

    def host_game(
        self,
        room: str | None = None,
        *,
        resume: bool | None = None,
        settings: Settings | None = None,
        pack: WordPack | None = None,
        pin: str | None = None,
        port: int | None = None,
        start_at: int | None = None,
        seed: int | None = None,
        web: bool | None = None,
        web_port: int | None = None,
        tables: int = 1,
    ) -> TableWindow | None:
        """Start hosting and open the table with its controls. Asks what it is not told.

        ``port``: see :meth:`HostService.start` (``None``: the usual port if free).
        ``tables``: more than one hosts a class, with the teacher's window beside table 1.
        """
        from decrypto_qt.engine import RuleError, bundled_pack
        from decrypto_qt.net import autosave
        from decrypto_qt.net.autosave import unfinished_game
        from decrypto_qt.net.service import HostService
        from decrypto_qt.ui.session import Session
        from decrypto_qt.ui.table_window import JoinInfo, TableWindow

        if self.service is not None and self.table is not None:
            self.table.raise_()
            return self.table
        data_dir = self.data_dir or autosave.data_dir()
        if resume is None:
            saved = unfinished_game(data_dir)
            resume = False
            if saved is not None:
                question = (
                    translate("App", "Resume the unfinished game “%1” (round %2)?")
                    .replace("%1", saved.room)
                    .replace("%2", str(saved.round))
                    if saved.started
                    else translate("App", "Take up the room “%1” (players: %2)?")
                    .replace("%1", saved.room)
                    .replace("%2", str(saved.players))
                )
                answer = QMessageBox.question(
                    self.start_window, translate("App", "Resume"), question
                )
                resume = answer == QMessageBox.StandardButton.Yes
        if room is None:
            name = self.prefs.name.split(",")[0].strip()
            room = (
                translate("App", "%1's game").replace("%1", name)
                if name
                else translate("App", "Decrypto night")
            )
        try:
            service = HostService(
                room,
                settings=settings,
                pack=pack or bundled_pack(WORD_PACKS.get(TRANSLATIONS.language, "en")),
                pin=pin,
                data_dir=data_dir,
                interfaces=self.interfaces,
                discovery=self.discovery,
                start_at=start_at,
                seed=seed,
                web=self.prefs.web_client if web is None else web,
                tables=tables,
                parent=self,
            )
            port = service.start(port=port, resume=resume, web_port=web_port)
        except (RuleError, OSError) as exc:
            from decrypto_qt.ui.error_texts import exception_text

            log.warning("could not host: %s", getattr(exc, "message", str(exc)))
            self.start_window.say(
                translate("App", "Could not host: %1").replace("%1", exception_text(exc))
            )
            return None
        self.service = service
        from decrypto_qt.ui.host_controls import HostControls

        controls = HostControls(service.host)
        controls.open_team_window.connect(self.open_local_team_window)
        session = Session("127.0.0.1", port, parent=self)
        info = JoinInfo(service.host.room, service.addresses, port, service.host.pin)
        table = TableWindow(session, join_info=info, controls=controls, cues=self.cues)
        table.join_qr.set_url(service.web_url)
        service.host.lobby_changed.connect(lambda: self._update_join_info())
        self.table = table
        table.closed.connect(self._table_closed)
        session.open()
        table.show()
        self._hide_start_window()
        if service.host.is_class:
            from decrypto_qt.ui.class_hosting import ClassDesk

            session.connection.table = 1
            self.class_desk = ClassDesk(service, parent=self)
            self.class_desk.show()
        return table

    def _update_join_info(self) -> None:
        if self.table is not None and self.service is not None:
            from decrypto_qt.ui.table_window import JoinInfo

            h = self.service.host
            self.table.join_info = JoinInfo(h.room, self.service.addresses, h.port, h.pin)

    def _table_closed(self) -> None:
        self.table = None
        self.stop_hosting()
        if not self.team_windows:
            self.start_window.show()

    def stop_hosting(self) -> None:
        """Close the table and the host; the game stays in the autosave."""
        table, self.table = self.table, None
        service, self.service = self.service, None
        if table is not None:
            table.ask_before_closing = False
            table.close()
        desk, self.class_desk = self.class_desk, None
        if desk is not None:
            desk.close()
        if service is not None:
            service.close()

    def open_local_team_window(self, names: tuple[str, ...] | None = None) -> TeamWindow | None:
        """A team window on the host's computer, joined over loopback like any other."""
        if self.service is None:
            return None
        if names is None:
            from PySide6.QtWidgets import QInputDialog

            text, ok = QInputDialog.getText(
                self.table,
                translate("App", "Team window"),
                translate("App", "Who plays at this window? (names separated by commas)"),
                text=self.prefs.name,
            )
            if not ok:
                return None
            names = parse_names(text)
            if not names:
                return None
        window = self.join(
            "127.0.0.1", self.service.host.port, None, self.service.host.pin, names=names
        )
        self._beside_controls(window)
        return window

    def _beside_controls(self, window: TeamWindow) -> None:
        """Open ``window`` beside the host controls rather than over them, and keep it there
        when it grows (in play a team window needs more width than in the lobby)."""
        table = self.table
        dock = table.controls_dock if table is not None else None
        if table is None or dock is None or not dock.isVisible():
            return
        from decrypto_qt.ui.placement import FRAME, keep_beside, make_room
        from decrypto_qt.ui.team_window import PREFERRED_SIZE

        make_room(table, dock, PREFERRED_SIZE.width() + FRAME.left() + FRAME.right())
        keep_beside(window, self._controls_on_screen, PREFERRED_SIZE)

    def _controls_on_screen(self) -> QRect | None:
        """Where the host controls are, if they show."""
        dock = self.table.controls_dock if self.table is not None else None
        if dock is None or not dock.isVisible():
            return None
        from decrypto_qt.ui.placement import on_screen

        return on_screen(dock)

    # --- joining -------------------------------------------------------------------

    def join(
        self,
        host: str,
        port: int,
        resume: str | None = None,
        pin: str | None = None,
        table: int | None = None,
        *,
        names: tuple[str, ...] | None = None,
    ) -> TeamWindow:
        """Join the host at ``host:port``; at a class, ``table`` asks for a table (``None``:
        the host seats the window where there is room)."""
        from decrypto_qt.ui.session import Session
        from decrypto_qt.ui.team_window import TeamWindow

        names = names if names is not None else self.start_window.names()
        session = Session(host, port, names=names, pin=pin, resume=resume, parent=self)
        session.connection.table = table
        window = TeamWindow(session, cues=self.cues)
        self.team_windows.append(window)
        address = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
        # The team window opens once the host has welcomed it: until then the start
        # window (if it shows) stays, so a wrong address or PIN is said where it can be
        # corrected.
        if self._start_window is not None:
            self._start_window.connecting(address)

        def welcomed() -> None:
            if session.connection.welcome is not None:
                recent = RecentHost(host, port, session.room, session.resume_token, names, pin)
                if self._start_window is None:
                    self.prefs.remember_host(recent)
                else:
                    self._start_window.remember(recent)
                    self._start_window.joined()
                if not window.isVisible():
                    window.show()
                    if self.service is None:
                        self._hide_start_window()

        def back_to_start(text: str) -> None:
            self._forget(window)
            self.start_window.address.setText(address)
            self.start_window.show()
            self.start_window.say(text)

        def refused(code: str, message: str) -> None:
            from decrypto_qt.ui import texts

            if window.isVisible():  # kicked or replaced during the game
                window.close()
                self.start_window.say(texts.error_text(code, message))
                return
            self._forget(window)
            room = session.connection.refused_room or session.room or address
            if code == "hello/pin" and self.ask_pin is not None:
                # Joined by address or from the recent list: ask, then try again.
                new_pin = self.ask_pin(room, pin is not None)
                if new_pin:
                    self.join(host, port, resume, new_pin, table, names=names)
                    return
            back_to_start(texts.error_text(code, message))
            if table is not None and code in TABLE_REFUSALS:
                # The table chosen at a class: say why, and offer the tables again.
                self.start_window.offer_tables_again(
                    host, port, pin, texts.error_text(code, message)
                )

        def failed(kind: str) -> None:
            from decrypto_qt.ui import texts

            back_to_start(texts.connect_failure_text(kind, address))

        session.connection.welcomed.connect(lambda _w: welcomed())
        session.refused.connect(refused)
        session.connection.failed.connect(failed)
        window.closed.connect(lambda w=window: self._team_closed(w))
        session.open()
        return window

    def _forget(self, window: TeamWindow) -> None:
        """Drop a team window that never opened (its first connection did not succeed)."""
        window.session.close()
        if window in self.team_windows:
            self.team_windows.remove(window)
        window.deleteLater()

    def _team_closed(self, window: TeamWindow) -> None:
        if window in self.team_windows:
            self.team_windows.remove(window)
        if not self.team_windows and self.table is None:
            self.start_window.show()

    def close_all(self) -> None:
        for w in list(self.team_windows):
            w.close()
        self.stop_hosting()
        if self._start_window is not None:
            self._start_window.stop_browsing()
            self._start_window.close()


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv)
    QCoreApplication.setOrganizationName("decrypto_qt")
    QCoreApplication.setApplicationName("decrypto_qt")
    app.setApplicationDisplayName("Decrypto")
    app.setDesktopFileName(APP_ID)  # lets Wayland match the windows to the .desktop file
    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("decrypto-qt-*.png")):
        icon.addFile(str(png))
    app.setWindowIcon(icon)
    return app


def host_from_command_line(app: App, args: argparse.Namespace) -> TableWindow | None:
    """``decrypto-qt host [options]``: host at once with the command line's options, as
    ``--headless`` does (with the same banner on stdout), and open the table."""
    from decrypto_qt.engine import RuleError
    from decrypto_qt.net.service import banner, table_settings, word_pack

    try:
        settings = table_settings(args)
        pack = word_pack(args, WORD_PACKS.get(TRANSLATIONS.language, "en"))
    except (RuleError, OSError) as exc:
        from decrypto_qt.ui.error_texts import exception_text

        log.error("%s", getattr(exc, "message", str(exc)))
        app.start_window.say(exception_text(exc))
        return None
    table = app.host_game(
        args.name,
        resume=True if args.resume else None,
        settings=settings,
        pack=pack,
        pin=args.pin,
        port=args.port,
        start_at=args.start_at,
        seed=args.seed,
        web=False if args.no_web else None,
        web_port=args.web_port,
        tables=args.tables,
    )
    if table is not None and app.service is not None:
        h = app.service.host
        print(banner(h.room, app.service.addresses, h.port, h.pin, h.web_port), flush=True)
    return table


def open_app(args: argparse.Namespace) -> App:
    """The app's windows as the command line asks for them (:func:`run_app` without the
    event loop): the start window, ``join``'s team window, or ``host``'s table.

    ``--interface`` limits browsing (and hosting) to one address, ``--no-discovery``
    turns browsing and advertising off.
    """
    prefs = Prefs()
    language = prefs.language or system_language()
    TRANSLATIONS.set_language(language)
    from decrypto_qt.ui.fonts import install_fonts

    install_fonts()  # under a millisecond; Chinese needs it before the first paint
    interfaces = [args.interface] if args.interface else None
    app = App(prefs, discovery=not args.no_discovery, interfaces=interfaces)
    if args.command == "join":
        address, port = args.address
        app.names_given = ", ".join(args.name)
        names = parse_names(app.names_given or prefs.name)
        if not names:
            app.start_window.show()
            app.start_window.say(translate("App", "Type your name, then join."))
            app.start_window.address.setText(f"{address}:{port}")
        else:
            app.join(address, port, None, args.pin, names=names)
    elif args.command == "host":
        app.start_window.show()
        host_from_command_line(app, args)
    else:
        app.start_window.show()
    return app


def run_app(*, args: argparse.Namespace) -> int:
    """Open the app; returns the exit status when the last window closes."""
    qapp = create_application(sys.argv[:1])
    app = open_app(args)
    from decrypto_qt.qtsignals import SignalWatcher

    watcher = SignalWatcher(lambda _signum: qapp.quit())  # Ctrl+C in a terminal closes the app
    code = qapp.exec()
    watcher.close()
    app.close_all()
    return int(code)
