"""The badge of a seat the computer plays: a small painted robot and the word "computer".

The robot is drawn with QPainter (no emoji font needed); the word says the
level of a computer player that understands the words ("computer · hard"). A
computer seat without a level is a scripted bot (``decrypto-qt bot`` without
``--ai``, which moves without reading the words): its word says so ("scripted
bot"), so that nobody takes it for a computer player. Rich-text labels carry the
robot as an inline image, lists as an item icon.

The inline image is a PNG file in the cache folder, named in rich text through a Qt
search path (``decryptoqtbadge:robot-….png``). Qt reads an image it is handed as bytes,
which a ``data:`` URL is, by asking every image format plugin whether it knows them:
that loads the nine plugins and Qt's SVG library (some 1.5 MiB) to read one PNG. An
image that Qt opens by a file name ending in ``.png`` goes to its own PNG reader. A
``data:`` URL remains for a cache folder that cannot be written.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QCryptographicHash,
    QDir,
    QIODevice,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from decrypto_qt.paths import cache_dir
from decrypto_qt.ui.rich_text import escape
from decrypto_qt.ui.theme import current

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

IMAGES = "decryptoqtbadge"
"""The Qt search path (letters only) by which rich text names the robot's files."""


def paint_robot(p: QPainter, rect: QRectF) -> None:
    """A robot's head in ``rect``: a rounded face with two eyes, a mouth and an antenna."""
    theme = current()
    side = min(rect.width(), rect.height())
    r = QRectF(0, 0, side, side)
    r.moveCenter(rect.center())
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    face_colour, mark_colour = QColor(theme.neutral), QColor(theme.chip_mark)
    # The antenna: a stalk and a ball above the face.
    stalk = QPen(face_colour, max(1.2, side / 12))
    stalk.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(stalk)
    top = r.top() + side * 0.28
    p.drawLine(QPointF(r.center().x(), r.top() + side * 0.12), QPointF(r.center().x(), top))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(face_colour)
    p.drawEllipse(QPointF(r.center().x(), r.top() + side * 0.1), side * 0.09, side * 0.09)
    face = QRectF(r.left() + side * 0.08, top, side * 0.84, side * 0.66)
    p.drawRoundedRect(face, side * 0.16, side * 0.16)
    # Ears on either side.
    for x in (r.left(), r.right() - side * 0.08):
        p.drawRoundedRect(QRectF(x, top + side * 0.2, side * 0.08, side * 0.24), 1, 1)
    p.setBrush(mark_colour)
    eye = side * 0.1
    y = top + side * 0.25
    for x in (r.center().x() - side * 0.18, r.center().x() + side * 0.18):
        p.drawEllipse(QPointF(x, y), eye, eye)
    mouth = QPen(mark_colour, max(1.2, side / 14))
    mouth.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(mouth)
    y = top + side * 0.48
    p.drawLine(QPointF(r.center().x() - side * 0.2, y), QPointF(r.center().x() + side * 0.2, y))
    p.restore()


def robot_pixmap(px: int, ratio: float = 2.0) -> QPixmap:
    """The robot, ``px`` logical pixels square, drawn at ``ratio`` for sharp edges."""
    size = max(8, round(px * ratio))
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_robot(p, QRectF(0, 0, size, size))
    p.end()
    return pm


def robot_icon() -> QIcon:
    """The robot for a list item: drawn large, so it stays sharp at any icon size
    (an icon scales its pixmap down, never up)."""
    return QIcon(robot_pixmap(96, 1.0))


@lru_cache(maxsize=1)
def _images_folder() -> Path | None:
    """The cache folder's ``badges/``, made and searched by :data:`IMAGES`; None if it
    cannot be made."""
    folder = cache_dir() / "badges"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.info("badge images kept in the text (%s)", exc)
        return None
    QDir.setSearchPaths(IMAGES, [str(folder)])
    return folder


@lru_cache(maxsize=64)
def _robot_src(size: int, theme_key: str) -> str:
    """The robot ``size`` pixels square in ``theme_key``'s colours, as an ``<img src>``:
    its file (named by its content, so never one drawn by another version), else a
    ``data:`` URL."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    robot_pixmap(size).save(buffer, "PNG")
    folder = _images_folder()
    if folder is not None:
        digest = QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha1).toHex()
        name = f"robot-{size}-{theme_key}-{bytes(digest.data()[:12]).decode()}.png"
        path = folder / name
        try:
            if not path.exists():
                part = folder / f".{name}.{os.getpid()}"  # whole, or not there at all
                part.write_bytes(bytes(data.data()))
                os.replace(part, path)
            return f"{IMAGES}:{name}"
        except OSError as exc:
            log.info("badge image %s not written (%s)", name, exc)
    return "data:image/png;base64," + bytes(data.toBase64().data()).decode()


def robot_html(px: int) -> str:
    """The robot as an inline image for rich text, ``px`` pixels square."""
    px = max(8, px)
    src = _robot_src(px, current().key)
    return f'<img src="{src}" width="{px}" height="{px}" style="vertical-align: middle">'


def level_name(level: str | None) -> str:
    return {
        "easy": translate("ComputerBadge", "easy"),
        "normal": translate("ComputerBadge", "normal"),
        "hard": translate("ComputerBadge", "hard"),
    }.get(level or "", "")


def computer_word() -> str:
    """ "computer": what every seat the computer plays is, whatever plays it."""
    return translate("ComputerBadge", "computer")


def kind_name(level: str | None) -> str:
    """A computer seat's kind, short: its level ("hard"), or "scripted" without one."""
    return level_name(level) or translate("ComputerBadge", "scripted")


def badge_word(level: str | None) -> str:
    """ "computer · hard" for a computer player at a known level, "scripted bot" for a
    seat without one (it moves by script and does not read the words)."""
    name = level_name(level)
    if not name:
        return translate("ComputerBadge", "scripted bot")
    return f"{computer_word()} · {name}"


def accessible_name(name: str, level: str | None = None) -> str:
    """How a screen reader says a computer seat: "Computer 1, computer player, hard",
    or "Bot 1, scripted bot"."""
    level_text = level_name(level)
    if not level_text:
        return translate("ComputerBadge", "%1, scripted bot").replace("%1", name)
    text = translate("ComputerBadge", "%1, computer player").replace("%1", name)
    return f"{text}, {level_text}"


def plain_name(name: str, computer: bool, level: str | None = None) -> str:
    """A seat's name in plain text, with the word in brackets for a computer."""
    return f"{name} ({badge_word(level)})" if computer else name


def name_html(name: str, computer: bool, level: str | None, px: float) -> str:
    """A seat's name as rich text: a computer's with the robot and the word after it."""
    if not computer:
        return escape(name)
    # One piece: a line never breaks between a name and its badge.
    return (
        f'<span style="white-space:nowrap">{escape(name)}&nbsp;{robot_html(round(px))}'
        f"&nbsp;<i>{escape(badge_word(level))}</i></span>"
    )


def roster_html(
    players: Sequence[tuple[str, bool, str | None]],
    px: float,
    *,
    separator: str = " &nbsp;·&nbsp; ",
) -> str:
    """A team's roster as rich text, compact: a robot after each computer's name, and
    what it means said once, at the end ("Ann · Computer 1 🤖 (computer · normal)",
    "Ann · Bot 1 🤖 (scripted bot)"). ``separator`` (rich text) stands between two names.

    When the team's computers are of one kind (one level, or all scripted), the kind is
    said once with the word; when they differ, each robot carries its own ("easy",
    "scripted") and "computer" is said once alone.
    """
    levels = list(dict.fromkeys(lv for _, c, lv in players if c))
    one_level = len(levels) == 1
    robot = robot_html(round(px))
    names = []
    for name, computer, level in players:
        if not computer:
            names.append(escape(name))
            continue
        own = "" if one_level else kind_name(level)
        tail = f"&nbsp;<i>{escape(own)}</i>" if own else ""
        # One piece: a line never breaks between a name and its robot.
        piece = escape(name).replace(" ", "&nbsp;")
        names.append(f'<span style="white-space:nowrap">{piece}&nbsp;{robot}{tail}</span>')
    text = separator.join(names)
    if levels:
        # Words only, held by unbreakable spaces: Qt breaks a line after an image even
        # inside a nowrap span, which would leave the robot apart from its meaning.
        word = badge_word(levels[0]) if one_level else computer_word()
        word = escape(word).replace(" ", "&nbsp;")
        text += f" &nbsp;(<i>{word}</i>)"
    return text
