"""The computer's badge: a painted robot (no font needed) and the word, in every language."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from decrypto_qt.ui import computer_badge, theme
from decrypto_qt.ui.computer_badge import (
    accessible_name,
    badge_word,
    name_html,
    robot_html,
    robot_pixmap,
    roster_html,
)
from decrypto_qt.ui.i18n import TRANSLATIONS


@pytest.fixture
def language(qapp: QApplication) -> Iterator[None]:
    yield
    TRANSLATIONS.set_language("en")


def test_the_robot_is_painted_in_the_themes_colours(qapp: QApplication) -> None:
    image = robot_pixmap(24, 1.0).toImage()
    face = QColor(theme.current().neutral)
    colours = {image.pixelColor(x, y).name() for x in range(24) for y in range(24)}
    assert face.name() in colours  # the face
    assert QColor(theme.current().chip_mark).name() in colours  # the eyes
    assert image.pixelColor(0, 0).alpha() == 0  # the corners stay clear


@pytest.mark.parametrize(
    ("lang", "word", "said", "bot", "bot_said"),
    [
        ("en", "computer · hard", "Computer 1, computer player, hard", "scripted bot",
         "Bot 1, scripted bot"),
        ("fr", "ordinateur · difficile", "Computer 1, joueur ordinateur, difficile",
         "bot scripté", "Bot 1, bot scripté"),
        ("nl", "computer · moeilijk", "Computer 1, computerspeler, moeilijk", "gescripte bot",
         "Bot 1, gescripte bot"),
        ("zh_CN", "电脑 · 困难", "Computer 1，电脑玩家, 困难", "脚本机器人", "Bot 1，脚本机器人"),
    ],
)  # fmt: skip
def test_the_word_and_the_spoken_name_are_translated(
    language: None, lang: str, word: str, said: str, bot: str, bot_said: str
) -> None:
    TRANSLATIONS.set_language(lang)
    assert badge_word("hard") == word
    assert accessible_name("Computer 1", "hard") == said
    # No level: a scripted bot (``decrypto-qt bot`` without --ai), not a computer player.
    assert badge_word(None) == bot
    assert accessible_name("Bot 1", None) == bot_said


def test_a_computers_name_carries_the_robot_and_a_persons_does_not(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    label.setText(name_html("Computer 2", True, "easy", 20))
    assert robot_html(20) in label.text() and "computer · easy" in label.text()
    assert name_html("Ann <3", False, None, 20) == "Ann &lt;3"
    # The robot really shows: the label is wider than the text without it.
    bare = QLabel("Computer 2 computer · easy")
    qtbot.addWidget(bare)
    assert label.sizeHint().width() >= bare.sizeHint().width() + 15


def test_a_roster_says_computer_once_and_a_shared_level_once(qapp: QApplication) -> None:
    seats = [("Ann", False, None), ("Computer 1", True, "normal"), ("Computer 2", True, "normal")]
    text = roster_html(seats, 20)
    robot = robot_html(20)
    assert text.count(robot) == 2, "a robot after each computer's name"
    assert text.count("computer&nbsp;·&nbsp;normal") == 1 and text.count("normal") == 1
    assert text.startswith("Ann &nbsp;·&nbsp; <span")
    assert text.endswith(f"{robot}</span> &nbsp;(<i>computer&nbsp;·&nbsp;normal</i>)")


def test_computers_at_different_levels_each_say_theirs(qapp: QApplication) -> None:
    seats = [("Computer 1", True, "easy"), ("Bob <3", False, None), ("Computer 2", True, "hard")]
    text = roster_html(seats, 20, separator=", ")
    assert "Computer&nbsp;1&nbsp;" + robot_html(20) + "&nbsp;<i>easy</i>" in text
    assert "Computer&nbsp;2&nbsp;" + robot_html(20) + "&nbsp;<i>hard</i>" in text
    assert ", Bob &lt;3, " in text
    assert text.count("computer") == 1 and text.endswith("(<i>computer</i>)")


def test_a_roster_of_people_has_no_badge(qapp: QApplication) -> None:
    assert roster_html([("Ann", False, None), ("Bob", False, None)], 20) == (
        "Ann &nbsp;·&nbsp; Bob"
    )
    assert roster_html([], 20) == ""


def test_a_roster_tells_scripted_bots_from_computer_players(qapp: QApplication) -> None:
    robot = robot_html(20)
    bots = roster_html([("Ann", False, None), ("Bot 1", True, None), ("Bot 2", True, None)], 20)
    assert bots.count(robot) == 2 and "computer" not in bots
    assert bots.endswith(f"{robot}</span> &nbsp;(<i>scripted&nbsp;bot</i>)")
    mixed = roster_html([("Bot 1", True, None), ("Computer 1", True, "easy")], 20)
    assert "Bot&nbsp;1&nbsp;" + robot + "&nbsp;<i>scripted</i>" in mixed
    assert "Computer&nbsp;1&nbsp;" + robot + "&nbsp;<i>easy</i>" in mixed
    assert mixed.endswith("(<i>computer</i>)")


SHOWN = """
from PySide6.QtWidgets import QApplication, QLabel
from decrypto_qt.ui.computer_badge import roster_html

qapp = QApplication([])
label = QLabel(roster_html([("Ann", False, None), ("Computer 1", True, "easy")], 20))
label.show()
label.grab()  # drawn: the robot's image read
print(any("imageformats" in line for line in open("/proc/self/maps")))
"""


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc/self/maps")
def test_the_robot_is_read_without_the_image_format_plugins(tmp_path: Path) -> None:
    # A data: URL would have Qt ask each of its image format plugins (some 1.5 MiB with
    # Qt's SVG library) whether it reads the robot's PNG: its file goes to Qt's own reader.
    env = dict(os.environ, DECRYPTO_QT_CACHE_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", SHOWN], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.split() == ["False"]
    assert [p.suffix for p in (tmp_path / "badges").iterdir()] == [".png"]


def test_without_a_writable_cache_the_robot_stays_in_the_text(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(tmp_path / "file"))
    computer_badge._images_folder.cache_clear()
    computer_badge._robot_src.cache_clear()
    try:
        assert 'src="data:image/png;base64,' in robot_html(20)
    finally:
        monkeypatch.undo()
        computer_badge._images_folder.cache_clear()
        computer_badge._robot_src.cache_clear()
