"""The user's guide, in the window's language, from the Help menu (F1)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from decrypto_qt.paths import guide_file
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.placement import open_within_screen

translate = QCoreApplication.translate


class GuideDialog(QDialog):
    """The guide of the app's language (``docs/guide.<language>.md``), read as rich text;
    its pictures show where they are at hand (a checkout), and links open outside."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GuideDialog", "User's guide"))
        self.path = guide_file(TRANSLATIONS.language)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(self.path.parent)])
        self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(self.path.parent) + "/"))
        self.browser.setMarkdown(self.path.read_text(encoding="utf-8"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        open_within_screen(self, QSize(900, 760))
