"""Every word on screen is in the reader's language: no English left in a Chinese, French
or Dutch window (the projector included) unless it is a name, and errors the host sends
by code are said in the window's language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings
from decrypto_qt.ui import i18n
from decrypto_qt.ui.app import App
from decrypto_qt.ui.error_texts import error_text
from decrypto_qt.ui.i18n import TRANSLATIONS
from tests.helpers.ui import WAIT, host_of, host_table, settle, visible_texts

OTHER_LANGUAGES = ("zh_CN", "fr", "nl")
SHORTEST_SENTENCE = 12
"""Fragments of an English source this long are telltale; shorter ones ("Code") are shared."""


def english_fragments(code: str) -> list[str]:
    """English texts (or their longest literal pieces) whose translation differs."""
    ts = i18n.translations_dir() / f"decrypto_qt_{code}.ts"
    out = []
    for m in ET.parse(ts).getroot().iter("message"):
        source, translation = m.findtext("source") or "", m.findtext("translation") or ""
        if source == translation:
            continue  # the same in both languages ("Version", "Interface")
        for piece in re.split(r"%\d|&(?=\w)", source):
            piece = piece.strip(" :—-()")
            if len(piece) >= SHORTEST_SENTENCE and " " in piece:
                out.append(piece)
    return out


def english_on_screen(texts: list[str], code: str, names: set[str]) -> list[tuple[str, str]]:
    found = []
    fragments = english_fragments(code)
    for text in texts:
        if text in names:
            continue
        for piece in fragments:
            if piece in text:
                found.append((piece, text))
    return found


def test_no_english_is_left_on_screen_in_the_other_languages(qtbot: QtBot, app: App) -> None:
    table = host_table(app, "Talen", settings=Settings(timer_seconds=None))
    host = host_of(app)
    start = app.start_window
    start.show()
    ann = app.join("127.0.0.1", host.port, names=("Ann",))
    qtbot.waitUntil(lambda: ann.session.lobby is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: table.session.lobby is not None, timeout=WAIT)
    names = {"Ann", "Bob", "Cleo", "Dan", "Talen"}
    # The lobby cannot start yet: its reason comes from the host as a code.
    assert ann.session.lobby is not None and ann.session.lobby.problem_code == "table/too_few"
    for code in OTHER_LANGUAGES:
        TRANSLATIONS.set_language(code)
        too_few = error_text("table/too_few")
        assert too_few != "Each team needs at least 2 players."
        # The windows redraw on the language change (an event on the next turn).
        qtbot.waitUntil(
            lambda t=too_few: t in ann.lobby.problem.text() and t in table.lobby.problem.text(),
            timeout=WAIT,
        )
        shown = [*visible_texts(start), *visible_texts(ann), *visible_texts(table)]
        assert english_on_screen(shown, code, names) == []
    TRANSLATIONS.set_language("en")
    others = [app.join("127.0.0.1", host.port, names=(n,)) for n in ("Bob", "Cleo", "Dan")]
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=WAIT)
    host.start_game()
    windows = [ann, *others]
    settle(qtbot, host, windows, table)
    rounds = {c: ann.round_label.text() for c in OTHER_LANGUAGES}
    keywords = {w for s in host.state.setup.teams for w in s.keywords}  # type: ignore[union-attr]
    for code in OTHER_LANGUAGES:
        TRANSLATIONS.set_language(code)
        qtbot.waitUntil(lambda c=code: ann.round_label.text() != rounds[c], timeout=WAIT)
        rounds[code] = ann.round_label.text()
        shown = [t for w in [*windows, table] for t in visible_texts(w)]
        assert english_on_screen(shown, code, names | keywords) == []
    TRANSLATIONS.set_language("en")


def test_every_error_code_has_words_in_every_language(qtbot: QtBot, english: None) -> None:
    from decrypto_qt.ui.error_texts import known_codes

    english_texts = {c: error_text(c, "", {"limit": 4, "name": "Ann"}) for c in known_codes()}
    try:
        for code in OTHER_LANGUAGES:
            TRANSLATIONS.set_language(code)
            for c, text in english_texts.items():
                assert error_text(c, "", {"limit": 4, "name": "Ann"}) != text, (code, c)
    finally:
        TRANSLATIONS.set_language("en")


def test_every_error_code_the_app_can_raise_has_its_own_words() -> None:
    from pathlib import Path

    from decrypto_qt.protocol.errors import REFUSALS
    from decrypto_qt.ui.error_texts import known_codes

    root = Path(__file__).resolve().parents[2] / "decrypto_qt"
    codes: set[str] = set(REFUSALS)
    for path in root.rglob("*.py"):
        codes |= set(
            re.findall(
                r"(?:RuleError|ProtocolError|Refused|Error|Bye|_refuse)\(\s*(?:conn,\s*)?"
                r'"([a-z_]+/[a-z_0-9]+)"',
                path.read_text(encoding="utf-8"),
            )
        )
    assert len(codes) > 60
    # Protocol errors (proto/...) are one text: the two apps do not understand each other.
    missing = sorted(c for c in codes if not c.startswith("proto/") and c not in known_codes())
    assert missing == []
