"""The Language menu every window carries; switching redraws all windows at once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS
from decrypto_qt.ui.prefs import Prefs

translate = QCoreApplication.translate


class LanguageMenu(QMenu):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        group = QActionGroup(self)
        self.actions_by_code: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setData(code)
            action.triggered.connect(lambda _c=False, code=code: switch_language(code))
            group.addAction(action)
            self.addAction(action)
            self.actions_by_code[code] = action
        self.aboutToShow.connect(self._mark)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(translate("LanguageMenu", "&Language"))

    def _mark(self) -> None:
        action = self.actions_by_code.get(TRANSLATIONS.language)
        if action is not None:
            action.setChecked(True)


def switch_language(code: str) -> None:
    if TRANSLATIONS.set_language(code):
        Prefs().language = code
