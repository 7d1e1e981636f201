"""The Help menu every window carries: the user's guide, network help, about and diagnostics."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

translate = QCoreApplication.translate


class HelpMenu(QMenu):
    """``port`` tells the dialog which game this computer hosts, if any."""

    def __init__(self, parent: QWidget, port: Callable[[], int | None] = lambda: None) -> None:
        super().__init__(parent)
        self._port = port
        self.guide_action = QAction(self)
        # The platform's keys for help (F1); setShortcut() would load the Qt namespace
        # (some 15 ms) before the start window's first frame to convert the key.
        self.guide_action.setShortcuts(QKeySequence.StandardKey.HelpContents)
        self.guide_action.triggered.connect(self.open_guide)
        self.addAction(self.guide_action)
        self.network_action = QAction(self)
        self.network_action.triggered.connect(lambda: self.open(network=True))
        self.about_action = QAction(self)
        self.about_action.triggered.connect(lambda: self.open(network=False))
        self.addAction(self.network_action)
        self.addAction(self.about_action)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(translate("HelpMenu", "&Help"))
        self.guide_action.setText(translate("HelpMenu", "&User's guide"))
        self.network_action.setText(translate("HelpMenu", "&Network help…"))
        self.about_action.setText(translate("HelpMenu", "&About and diagnostics…"))

    def open_guide(self) -> None:
        """The user's guide in the window's language."""
        from decrypto_qt.ui.guide_dialog import GuideDialog

        dialog = GuideDialog(self.parentWidget())
        dialog.show()
        self.guide = dialog
        """The guide last opened (it stays open beside the game)."""

    def open(self, *, network: bool) -> None:
        from decrypto_qt.logfile import LOG_NAME, log_dir
        from decrypto_qt.ui.diagnostics import DiagnosticsDialog

        dialog = DiagnosticsDialog(
            port=self._port(), log_file=log_dir() / LOG_NAME, parent=self.parentWidget()
        )
        if network:
            dialog.show_network()
        dialog.exec()
