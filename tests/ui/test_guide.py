"""The user's guide, in the window's language, from the Help menu (F1)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from decrypto_qt.paths import GUIDES, guide_file
from decrypto_qt.ui.guide_dialog import GuideDialog
from decrypto_qt.ui.help_menu import HelpMenu
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS


def sections(language: str) -> list[str]:
    """The guide's numbered section headings' numbers ("## 4. Play" → "4")."""
    text = guide_file(language).read_text(encoding="utf-8")
    return re.findall(r"^## (\d+)\.", text, flags=re.MULTILINE)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_guide_is_there_in_every_language_with_every_section(language: str) -> None:
    path = guide_file(language)
    assert path.name == GUIDES[language]
    assert sections(language) == sections("en") and len(sections("en")) >= 10
    english = guide_file("en").read_text(encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    # Every command and picture of the English guide is in each one.
    for kept in re.findall(r"`decrypto-qt [^`]+`|\]\((screenshots/[^)]+)\)", english):
        assert kept in text, (language, kept)


@pytest.mark.parametrize("language", ["en", "fr", "zh_CN"])
def test_f1_opens_the_guide_of_the_windows_language(
    qtbot: QtBot, english: None, language: str
) -> None:
    TRANSLATIONS.set_language(language)
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = HelpMenu(window)
    window.menuBar().addMenu(menu)
    window.show()
    assert menu.guide_action.shortcut().toString() == "F1"
    menu.guide_action.trigger()
    dialog = menu.guide
    assert isinstance(dialog, GuideDialog) and dialog.isVisible()
    qtbot.addWidget(dialog)
    assert dialog.path == guide_file(language)
    first = guide_file(language).read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
    assert first in dialog.browser.toPlainText()
    screen = window.screen().availableGeometry()
    assert screen.contains(dialog.frameGeometry()) or screen.contains(dialog.geometry())
    dialog.close()
