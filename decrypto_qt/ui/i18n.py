"""The app's languages through Qt's translation system: .qm files in resources/translations."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from decrypto_qt.languages import LANGUAGES, WORD_PACKS
from decrypto_qt.paths import resources_dir

__all__ = ["LANGUAGES", "TRANSLATIONS", "WORD_PACKS", "Translations"]


def translations_dir() -> Path:
    return resources_dir() / "translations"


def system_language() -> str:
    """The supported language closest to the system's locale; English if none fits."""
    for name in QLocale.system().uiLanguages():
        tag = name.replace("-", "_")
        if tag.startswith("zh"):
            # Traditional Chinese readers can read Simplified more easily than English.
            return "zh_CN"
        base = tag.split("_")[0]
        if base in LANGUAGES:
            return base
    return "en"


def join_names(names: Iterable[str]) -> str:
    """Names in a row, with the comma of the language (Chinese: the full-width "，")."""
    return ("，" if TRANSLATIONS.language.startswith("zh") else ", ").join(names)


def parse_names(text: str) -> tuple[str, ...]:
    """One name, or several separated by commas for a window shared by teammates (V7)."""
    for sep in "，、;":
        text = text.replace(sep, ",")
    return tuple(n.strip() for n in text.split(",") if n.strip())


class Translations:
    """Installs the app's and Qt's own translators and swaps them when the language changes.

    Qt then sends every widget a LanguageChange event, and each window redraws its text.
    """

    def __init__(self) -> None:
        self.language = "en"
        self._installed: list[QTranslator] = []

    def set_language(self, code: str) -> bool:
        """Switch to ``code`` (a key of :data:`LANGUAGES`); False if it is not one."""
        if code not in LANGUAGES:
            return False
        app = QCoreApplication.instance()
        assert app is not None
        for tr in self._installed:
            QCoreApplication.removeTranslator(tr)
        self._installed = []
        self.language = code
        QLocale.setDefault(QLocale(code))
        if code != "en":
            ours = QTranslator(app)
            if ours.load(f"decrypto_qt_{code}", str(translations_dir())):
                QCoreApplication.installTranslator(ours)
                self._installed.append(ours)
            qt = QTranslator(app)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{code}", qt_dir) or qt.load(f"qtbase_{code[:2]}", qt_dir):
                QCoreApplication.installTranslator(qt)
                self._installed.append(qt)
        # Installing or removing a translator sends every widget a LanguageChange event.
        return True


TRANSLATIONS = Translations()
