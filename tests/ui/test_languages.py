"""Four languages through Qt's translation system, switchable while the windows are open."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings
from decrypto_qt.ui import i18n
from decrypto_qt.ui.app import App
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS
from tests.helpers.ui import PACK, WAIT, host_of

HOST_A_GAME = {
    "en": "H&ost a game",
    "zh_CN": "主持游戏(&O)",
    "fr": "&Héberger une partie",
    "nl": "Een spel &hosten",
}
WHITE = {"en": "White", "zh_CN": "白队", "fr": "Blanc", "nl": "Wit"}


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_every_text_is_translated_and_keeps_its_placeholders(code: str) -> None:
    ts = i18n.translations_dir() / f"decrypto_qt_{code}.ts"
    assert ts.with_suffix(".qm").exists(), "run python tools/update_translations.py"
    messages = list(ET.parse(ts).getroot().iter("message"))
    assert len(messages) > 200
    for m in messages:
        source, translation = m.findtext("source") or "", m.find("translation")
        assert translation is not None and translation.get("type") is None, source
        text = translation.text or ""
        assert text.strip(), source
        assert sorted(re.findall(r"%\d", text)) == sorted(re.findall(r"%\d", source)), source

        # One Alt-key "&" in the source means one in the translation (entities aside).
        def mnemonic(s: str) -> bool:
            return "&" in re.sub(r"&[a-z]+;", "", s).replace("&&", "")

        assert mnemonic(source) == mnemonic(text), source


def test_switching_language_redraws_the_open_windows(qtbot: QtBot, app: App) -> None:
    start = app.start_window
    start.show()
    table = app.host_game("Talen", resume=False, settings=Settings(timer_seconds=None), pack=PACK)
    assert table is not None
    table.ask_before_closing = False
    team = app.join("127.0.0.1", host_of(app).port, names=("Ann",))
    qtbot.waitUntil(lambda: team.session.lobby is not None, timeout=WAIT)
    for code in ("zh_CN", "fr", "nl", "en"):
        # The language menu, as a person would use it.
        team.language_menu.actions_by_code[code].trigger()
        assert TRANSLATIONS.language == code
        qtbot.waitUntil(lambda c=code: start.host_button.text() == HOST_A_GAME[c], timeout=WAIT)
        assert WHITE[code] in team.lobby.titles[next(iter(team.lobby.titles))].text()
        assert WHITE[code] in table.lobby.titles[next(iter(table.lobby.titles))].text()
        assert start.language.currentData() == code
        assert app.prefs.language == code


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("zh_CN", "zh_CN"), ("zh_TW", "zh_CN"), ("fr_BE", "fr"), ("nl_NL", "nl"), ("de_DE", "en")],
)
def test_the_language_follows_the_system_locale(
    locale: str, expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n.QLocale, "system", lambda: QLocale(locale))
    assert i18n.system_language() == expected
