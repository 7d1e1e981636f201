"""The table as a show: the reveal stays large, the header follows it, rosters stay short.

The table is fed the views of an 8-against-8 game with computers and long names
(:mod:`tests.helpers.show`), laid out as the projector shows it at 1920×1080 from
the start (as a host opens it full screen), not grown to its own size hint.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Team
from decrypto_qt.ui.computer_badge import badge_word, level_name
from decrypto_qt.ui.focus import install_focus_ring
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.style import set_pixel_size, set_style_sheet
from tests.helpers.fit import small_texts
from tests.helpers.show import ShowTable
from tests.helpers.tables import decode, play_round, submit_both

PROJECTOR_PX = 32
"""The smallest text on a 1080-line projector, in pixels (DESIGN: the back row reads it)."""


@pytest.fixture(autouse=True)
def as_the_app_runs(prefs: Prefs, english: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings in the test's folder, and the app's own style sheet (its focus ring):
    under it, Qt treats a widget's first style sheet differently."""
    monkeypatch.setattr("decrypto_qt.ui.prefs.QSettings", lambda: prefs.qs)
    install_focus_ring()


def round_text(number: int) -> str:
    return (
        QCoreApplication.translate("TableWindow", "Round %1 of %2")
        .replace("%1", str(number))
        .replace("%2", "8")
    )


def reveal_labels(show: ShowTable) -> list[QLabel]:
    return [show.table.reveal.title, *show.table.reveal.steps]


def too_small_or_cut(show: ShowTable) -> list[str]:
    """The reveal strip's texts under :data:`PROJECTOR_PX` or cut off by their boxes."""
    out = []
    for label in reveal_labels(show):
        px = QFontInfo(label.font()).pixelSize()
        text = label.text().replace("\n", " / ")
        if px < PROJECTOR_PX:
            out.append(f"{text!r} is {px} px")
        need = label.heightForWidth(label.width())
        if need > label.height() + 2:
            out.append(f"{text!r} needs {need} px of height, has {label.height()}")
    return out


@pytest.mark.parametrize("lang", ["en", "fr", "zh_CN"])
def test_the_reveal_strip_stays_large_on_the_projector_whatever_the_rosters(
    qtbot: QtBot, lang: str
) -> None:
    TRANSLATIONS.set_language(lang)
    show = ShowTable(lang)
    qtbot.addWidget(show.table)
    show.as_projector()  # the size first, then the game: as a host opens the projector
    play_round(show.game)
    show.show()
    table = show.table
    assert table.centralWidget().size().toTuple() == (1920, 1080)  # type: ignore[union-attr]
    for t in Team:
        roster = table.boards[t].roster
        assert roster.height() > 1.5 * roster.fontMetrics().height(), "the rosters wrap"
    # Round 2: White's code on stage, Black intercepting it.
    submit_both(show.game)
    show.show()
    first = show.game.state.round.order[0]
    decode(show.game, first, intercept=True)
    show.show()
    assert table.staging and table.reveal.shown == 1
    assert too_small_or_cut(show) == []
    qtbot.waitUntil(lambda: not table.staging)
    assert "✔" in table.reveal.steps[0].text(), "the interception is shown"
    assert too_small_or_cut(show) == []
    assert small_texts(table, PROJECTOR_PX, f"projector ({lang})") == []


@pytest.mark.parametrize(("lang", "played"), [("en", 0), ("fr", 2)])
def test_the_header_follows_the_round_being_revealed_until_its_reveal_ends(
    qtbot: QtBot, lang: str, played: int
) -> None:
    TRANSLATIONS.set_language(lang)
    show = ShowTable(lang)
    qtbot.addWidget(show.table)
    show.as_projector()
    for _ in range(played):
        play_round(show.game)
    show.show()
    table = show.table
    number = played + 1
    assert table.round_label.text() == round_text(number)
    headers: list[tuple[int, str]] = []

    def finished() -> None:  # after the table's own handler: what the room sees next
        entry = table.reveal.entry
        assert entry is not None
        headers.append((entry["round"], table.round_label.text()))

    table.reveal.finished.connect(finished)
    play_round(show.game)  # both codes of the round: the host is in the next round at once
    show.show()
    assert show.game.state.round.number == number + 1
    assert table.staging and table.reveal.entry is not None
    assert table.reveal.entry["round"] == number
    assert table.round_label.text() == round_text(number)
    qtbot.waitUntil(lambda: not table.staging)
    # The second code of the round was on stage under the same header; then the next round.
    assert headers == [(number, round_text(number)), (number, round_text(number + 1))]
    assert table.round_label.text() == round_text(number + 1)


@pytest.mark.parametrize("lang", ["en", "fr", "zh_CN"])
def test_the_rosters_say_computer_once_a_team(qtbot: QtBot, lang: str) -> None:
    TRANSLATIONS.set_language(lang)
    show = ShowTable(lang, level="hard")
    qtbot.addWidget(show.table)
    show.as_projector()
    show.show()
    for t in Team:
        text = show.table.boards[t].roster.text()
        assert text.count("<img") == 4, "a robot after each computer's name"
        word = badge_word("hard").replace(" ", "&nbsp;")  # the legend never breaks
        assert text.count(f"<i>{word}</i>") == 1, text
        assert text.count(level_name("hard")) == 1, text
        said = show.table.boards[t].roster.accessibleName()
        assert said.count(level_name("hard")) == 4, "a screen reader still hears each seat"


def test_a_projector_text_keeps_its_size_when_it_gets_its_first_style_sheet(
    qtbot: QtBot,
) -> None:
    """The sand timer turning red, a reveal step being shown: a style sheet given to a
    sized text must not put it back to the desktop's size."""
    room = QWidget()
    qtbot.addWidget(room)
    label = QLabel("1 2 3", room)
    room.show()
    set_pixel_size(label, 41, bold=True)
    set_style_sheet(label, "QLabel{color:red;font-weight:bold;}")
    assert QFontInfo(label.font()).pixelSize() == 41
    set_style_sheet(label, "QLabel{color:green;}")
    assert QFontInfo(label.font()).pixelSize() == 41
    set_pixel_size(label, 30)
    set_style_sheet(label, "")
    assert QFontInfo(label.font()).pixelSize() == 30
