"""The Help menu every window carries: network help, about and diagnostics."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

translate = QCoreApplication.translate


class HelpMenu(QMenu):
    """``port`` tells the dialog which game this computer hosts, if any."""

    def __init__(self, parent: QWidget, port: Callable[[], int | None] = lambda: None) -> None:
        super().__init__(parent)
        self._port = port
        self.network_action = QAction(self)
        self.network_action.triggered.connect(lambda: self.open(network=True))
        self.about_action = QAction(self)
        self.about_action.triggered.connect(lambda: self.open(network=False))
        self.addAction(self.network_action)
        self.addAction(self.about_action)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(translate("HelpMenu", "&Help"))
        self.network_action.setText(translate("HelpMenu", "&Network help…"))
        self.about_action.setText(translate("HelpMenu", "&About and diagnostics…"))

    def open(self, *, network: bool) -> None:
        from decrypto_qt.logfile import LOG_NAME, log_dir
        from decrypto_qt.ui.diagnostics import DiagnosticsDialog

        dialog = DiagnosticsDialog(
            port=self._port(), log_file=log_dir() / LOG_NAME, parent=self.parentWidget()
        )
        if network:
            dialog.show_network()
        dialog.exec()
