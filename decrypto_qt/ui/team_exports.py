"""A team window's files: its note sheets as a PDF and the game as JSON, saved where the
person chooses, the outcome said in the window's status bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from decrypto_qt.ui.session import Session

translate = QCoreApplication.translate


def _ask_path(window: QMainWindow, title: str, name: str, pattern: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(window, title, name, pattern)
    return Path(path) if path else None


def export_pdf(window: QMainWindow, session: Session, path: Path | None = None) -> Path | None:
    """The team's note sheets as a PDF at ``path`` (else where the person chooses)."""
    view, team = session.view, session.team
    if view is None or team is None:
        return None
    if not isinstance(path, Path):
        path = _ask_path(
            window,
            translate("TeamWindow", "Export note sheets"),
            "decrypto-notes.pdf",
            "PDF (*.pdf)",
        )
    if path is None:
        return None
    from decrypto_qt.ui.export import export_pdf as write_pdf

    write_pdf(view, team, path)
    if not path.is_file() or path.stat().st_size == 0:  # QPdfWriter fails silently
        QMessageBox.warning(
            window,
            translate("TeamWindow", "Export failed"),
            translate("TeamWindow", "Could not write %1.").replace("%1", str(path)),
        )
        return None
    window.statusBar().showMessage(
        translate("TeamWindow", "Saved %1").replace("%1", str(path)), 8000
    )
    return path


def export_json(window: QMainWindow, session: Session, path: Path | None = None) -> Path | None:
    """The game as this window sees it, as JSON at ``path`` (else where the person chooses)."""
    view = session.view
    if view is None:
        return None
    if not isinstance(path, Path):
        path = _ask_path(
            window,
            translate("TeamWindow", "Export the game"),
            "decrypto-game.json",
            "JSON (*.json)",
        )
    if path is None:
        return None
    from decrypto_qt.ui.export import export_view_json

    try:
        export_view_json(view, path, room=session.room)
    except OSError as exc:
        QMessageBox.warning(window, translate("TeamWindow", "Export failed"), str(exc))
        return None
    window.statusBar().showMessage(
        translate("TeamWindow", "Saved %1").replace("%1", str(path)), 8000
    )
    return path
