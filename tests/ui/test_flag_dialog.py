"""The flag dialog offers every reason the rules know (R25), in the player's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import FlagReason
from decrypto_qt.engine.views import HistoryEntry
from decrypto_qt.ui.flag_dialog import FlagDialog
from decrypto_qt.ui.i18n import TRANSLATIONS


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    TRANSLATIONS.set_language("fr")
    yield
    TRANSLATIONS.set_language("en")


ENTRY: HistoryEntry = {
    "team": "black",
    "round": 2,
    "encryptor": "b1",
    "clues": ["cello", "four two one", "spicy"],
    "code": [4, 2, 1],
    "opp_guess": None,
    "own_guess": [4, 2, 1],
    "intercepted": False,
    "miscommunicated": False,
    "timed_out": False,
    "flags": [],
}


def reasons(dialog: FlagDialog) -> list[tuple[str, str]]:
    box = dialog.reason
    return [(box.itemData(i), box.itemText(i)) for i in range(box.count())]


@pytest.mark.rule("R25")
def test_every_flag_reason_of_the_rules_is_offered(qtbot: QtBot, english: None) -> None:
    dialog = FlagDialog([ENTRY], "white")
    qtbot.addWidget(dialog)
    offered = dict(reasons(dialog))
    assert list(offered) == [r.value for r in FlagReason]
    assert offered["code"] == "It says the code or its digits"
    assert offered["same_idea"] == "The same idea as an earlier clue of theirs"
    dialog.clue.setCurrentIndex(1)
    dialog.reason.setCurrentIndex(list(offered).index("code"))
    assert dialog.choice() == ("black", 2, 2, "code")


def test_the_reasons_are_translated(qtbot: QtBot, french: None) -> None:
    dialog = FlagDialog([ENTRY], "white")
    qtbot.addWidget(dialog)
    offered = dict(reasons(dialog))
    assert offered["code"] == "Donne le code ou ses chiffres"
    assert offered["same_idea"] == "La même idée qu'un de leurs indices précédents"
