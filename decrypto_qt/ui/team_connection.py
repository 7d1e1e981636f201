"""What a team window says about its link to the host: a banner while the host is lost
(the last view stays on screen and the session reconnects and resumes by itself), the
host's refusals, and problems in the status bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QMainWindow

from decrypto_qt.ui import texts
from decrypto_qt.ui.session import Session

translate = QCoreApplication.translate


class ConnectionNotices(QObject):
    """Follows ``session``'s state, problems and refusals into ``window``'s status bar
    and ``banner``."""

    def __init__(self, window: QMainWindow, session: Session, banner: QLabel) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.banner = banner
        session.status.connect(self._on_status)
        session.problem.connect(self._on_problem)
        session.refused.connect(self._on_refused)

    def show_banner(self) -> None:
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
        self.window.statusBar().showMessage(texts.connection_text(state))
        self.show_banner()

    def _on_problem(self, code: str, message: str) -> None:
        last = self.session.last_error
        params = last.params if last is not None and last.code == code else None
        text = texts.error_text(code, message, params)
        self.window.statusBar().showMessage("✖ " + text, 8000)

    def _on_refused(self, code: str, message: str) -> None:
        self.banner.setText(
            "✖ "
            + translate("TeamWindow", "The host refused: %1").replace(
                "%1", texts.error_text(code, message)
            )
        )
        self.banner.setVisible(True)
