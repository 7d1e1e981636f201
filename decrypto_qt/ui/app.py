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
from decrypto_qt.ui.i18n import TRANSLATIONS, WORD_PACKS, system_language
from decrypto_qt.ui.prefs import Prefs, RecentHost
from decrypto_qt.ui.start_window import StartWindow

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from decrypto_qt.engine import Settings, WordPack
    from decrypto_qt.ui.cues import Cues
    from decrypto_qt.ui.hosting import HostService
    from decrypto_qt.ui.table_window import TableWindow
    from decrypto_qt.ui.team_window import TeamWindow

log = logging.getLogger(__name__)

APP_ID = "io.github.decrypto_qt.DecryptoQt"
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
        self.discovery = discovery
        self.interfaces = interfaces
        self.data_dir = data_dir
        self.start_window = StartWindow(
            self.prefs, browse_interfaces=interfaces, discovery=discovery
        )
        self.start_window.host_requested.connect(self.host_game)
        self.start_window.join_requested.connect(self.join)
        self.team_windows: list[TeamWindow] = []
        self.service: HostService | None = None
        self.table: TableWindow | None = None
        self._cues: Cues | None = None
        self.ask_pin: Callable[[str], str | None] | None = self.start_window.ask_pin
        """Asks a person for a room's PIN (tests replace it); ``None``: never ask."""

    @property
    def cues(self) -> Cues:
        if self._cues is None:
            from decrypto_qt.ui.cues import Cues

            self._cues = Cues(self.prefs.muted, self)
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
        port: int = 0,
        web: bool | None = None,
    ) -> TableWindow | None:
        """Start hosting and open the table with its controls. Asks what it is not told."""
        from decrypto_qt.engine import RuleError, bundled_pack
        from decrypto_qt.net import autosave
        from decrypto_qt.net.autosave import unfinished_game
        from decrypto_qt.ui.hosting import HostService
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
                web=self.prefs.web_client if web is None else web,
                parent=self,
            )
            port = service.start(port=port, resume=resume)
        except (RuleError, OSError) as exc:
            self.start_window.say(
                translate("App", "Could not host: %1").replace(
                    "%1", getattr(exc, "message", str(exc))
                )
            )
            return None
        self.service = service
        from decrypto_qt.ui.host_controls import HostControls

        controls = HostControls(service.host)
        controls.open_team_window.connect(self.open_local_team_window)
        session = Session("127.0.0.1", port, parent=self)
        info = JoinInfo(service.host.room, service.addresses, port, service.host.pin)
        table = TableWindow(session, join_info=info, controls=controls, cues=self.cues)
        for qr in (table.join_qr, controls.join_qr):
            qr.set_url(service.web_url)
        service.host.lobby_changed.connect(lambda: self._update_join_info())
        self.table = table
        table.closed.connect(self._table_closed)
        session.open()
        table.show()
        self.start_window.hide()
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
            from decrypto_qt.ui.start_window import parse_names

            names = parse_names(text)
            if not names:
                return None
        return self.join(
            "127.0.0.1", self.service.host.port, None, self.service.host.pin, names=names
        )

    # --- joining -------------------------------------------------------------------

    def join(
        self,
        host: str,
        port: int,
        resume: str | None = None,
        pin: str | None = None,
        *,
        names: tuple[str, ...] | None = None,
    ) -> TeamWindow:
        from decrypto_qt.ui.session import Session
        from decrypto_qt.ui.team_window import TeamWindow

        names = names if names is not None else self.start_window.names()
        session = Session(host, port, names=names, pin=pin, resume=resume, parent=self)
        window = TeamWindow(session, cues=self.cues)
        self.team_windows.append(window)

        def welcomed() -> None:
            if session.connection.welcome is not None:
                self.start_window.remember(
                    RecentHost(host, port, session.room, session.resume_token, names, pin)
                )

        def refused(code: str, message: str) -> None:
            from decrypto_qt.ui import texts

            window.close()
            if code == "hello/pin" and self.ask_pin is not None:
                # Joined by address or from the recent list: ask, then try again.
                new_pin = self.ask_pin(session.room or f"{host}:{port}")
                if new_pin:
                    self.join(host, port, resume, new_pin, names=names)
                    return
            self.start_window.say(texts.error_text(code, message))

        session.connection.welcomed.connect(lambda _w: welcomed())
        session.refused.connect(refused)
        window.closed.connect(lambda w=window: self._team_closed(w))
        session.open()
        window.show()
        if self.service is None:
            self.start_window.hide()
        return window

    def _team_closed(self, window: TeamWindow) -> None:
        if window in self.team_windows:
            self.team_windows.remove(window)
        if not self.team_windows and self.table is None:
            self.start_window.show()

    def close_all(self) -> None:
        for w in list(self.team_windows):
            w.close()
        self.stop_hosting()
        self.start_window.stop_browsing()
        self.start_window.close()


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


def host_from_command_line(app: App, args: argparse.Namespace) -> None:
    """``decrypto-qt host [options]``: host at once with the command line's table options."""
    from decrypto_qt.engine import RuleError
    from decrypto_qt.headless import table_settings, word_pack

    try:
        settings = table_settings(args)
        pack = word_pack(args)
    except (RuleError, OSError) as exc:
        app.start_window.say(getattr(exc, "message", str(exc)))
        return
    app.host_game(
        args.name,
        resume=True if args.resume else None,
        settings=settings,
        pack=pack,
        pin=args.pin,
        port=args.port,
        web=False if args.no_web else None,
    )


def run_app(
    *,
    join: tuple[str, int] | None = None,
    names: tuple[str, ...] = (),
    pin: str | None = None,
    host: argparse.Namespace | None = None,
) -> int:
    """Open the app; returns the exit status when the last window closes."""
    qapp = create_application(sys.argv[:1])
    from decrypto_qt.logfile import install_file_log

    log_file = install_file_log()
    log.info("decrypto-qt starting; log file %s", log_file)
    prefs = Prefs()
    language = prefs.language or system_language()
    TRANSLATIONS.set_language(language)
    from decrypto_qt.ui.fonts import install_fonts

    install_fonts()  # under a millisecond; Chinese needs it before the first paint
    app = App(prefs, discovery=not join)
    if join is not None:
        if names:
            app.start_window.name.setText(", ".join(names))
        if not app.start_window.names():
            app.start_window.show()
            app.start_window.say(translate("App", "Type your name, then join."))
            app.start_window.address.setText(f"{join[0]}:{join[1]}")
        else:
            app.join(join[0], join[1], None, pin)
    elif host is not None:
        app.start_window.show()
        host_from_command_line(app, host)
    else:
        app.start_window.show()
    from decrypto_qt.qtsignals import SignalWatcher

    watcher = SignalWatcher(lambda _signum: qapp.quit())  # Ctrl+C in a terminal closes the app
    code = qapp.exec()
    watcher.close()
    app.close_all()
    return int(code)
