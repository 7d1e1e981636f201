"""A class in the app: the teacher's window beside the table, projector views of any table,
and the results archive."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog

from decrypto_qt.ui.class_window import ClassWindow

if TYPE_CHECKING:
    from decrypto_qt.net.service import HostService
    from decrypto_qt.ui.table_window import TableWindow

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


class ClassDesk(QObject):
    """The teacher's window and the projector views it opened, closed together.

    ``ask_path`` asks where to save the archive (tests replace it); ``None`` cancels.
    """

    def __init__(self, service: HostService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.window = ClassWindow(
            service.host, addresses=service.addresses, web_url=service.web_url
        )
        self.window.open_table.connect(self.open_projector)
        self.window.export_requested.connect(self.export)
        self.projectors: dict[int, TableWindow] = {}
        self.ask_path = self._ask_path

    def show(self) -> None:
        """Open the teacher's window within its screen's work area, not at its bare
        size hint (a strip of 320 px that clipped the cards)."""
        self.window.place_on(self.window.screen().availableGeometry())
        self.window.show()

    def open_projector(self, number: int) -> TableWindow:
        """Table ``number`` as its own projector view: a table window joined over loopback."""
        from decrypto_qt.ui.session import Session
        from decrypto_qt.ui.table_window import JoinInfo, TableWindow

        shown = self.projectors.get(number)
        if shown is not None:
            shown.raise_()
            return shown
        host = self.service.host
        session = Session("127.0.0.1", host.port, pin=host.pin, parent=self)
        session.connection.table = number
        info = JoinInfo(host.room, self.service.addresses, host.port, host.pin)
        window = TableWindow(session, join_info=info)
        window.ask_before_closing = False
        window.closed.connect(lambda n=number: self._closed(n))
        self.projectors[number] = window
        session.open()
        window.show()
        return window

    def _closed(self, number: int) -> None:
        window = self.projectors.pop(number, None)
        if window is not None:
            window.session.close()

    def _ask_path(self) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("ClassWindow", "Export the class"),
            f"{self.service.host.room}.zip",
            translate("ClassWindow", "Zip archives (*.zip)"),
        )
        return Path(name) if name else None

    def export(self) -> Path | None:
        from decrypto_qt.ui.class_export import export_class

        path = self.ask_path()
        if path is None:
            return None
        try:
            export_class(self.service.host, path)
        except OSError as exc:
            self.window.say(translate("ClassWindow", "Export failed: %1").replace("%1", str(exc)))
            return None
        self.window.say(translate("ClassWindow", "Exported to %1").replace("%1", str(path)))
        return path

    def close(self) -> None:
        for number in list(self.projectors):
            window = self.projectors.pop(number)
            window.close()
            window.session.close()
        self.window.close()
