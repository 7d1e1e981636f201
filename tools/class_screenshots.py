"""Render the teacher's window of a class for the guide, at the size it opens at.

    QT_QPA_PLATFORM=offscreen python tools/class_screenshots.py [--out docs/screenshots]

A real class host (three tables) runs in-process on 127.0.0.1; fourteen pupils join as
scripted players, two of them seats the computer plays: a scripted bot (no level) and,
standing in for a computer player, a scripted player that announces the level "easy"
(the window shows only what the hello says). The teacher presses Start for all tables
while the class is still arriving, the tables fill, the teacher deals the class, and
the tables play. The teacher's window is grabbed at
each step, in English and French, as it opens on the work area of a 1366×768 laptop
and of a 1920×1080 screen (the screen less its task bar), to
``OUT/<language>/<screen>/class-{lobby,filled,dealt,play}.png``; table 3's projector view
to ``OUT/en/class-projector.png``. Nothing leaves loopback.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import Settings, bundled_pack
from decrypto_qt.net import classroom
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.app import create_application
from decrypto_qt.ui.class_window import ClassWindow, dealt_text
from decrypto_qt.ui.fonts import install_fonts
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.table_window import JoinInfo, TableWindow

PUPILS = (
    "Amira", "Ben", "Chloé", "Daan", "Emma", "Finn", "Gabriel", "Hana",
    "Ivo", "Julia", "Kenji", "Lotte",
)  # fmt: skip
COMPUTERS = (("Bot 1", None), ("Computer 1", "easy"))
"""Seats the computer plays: a scripted bot, and one announcing a level."""
WORK_AREAS = {
    "1366x768": QRect(0, 0, 1366, 690),
    "1920x1080": QRect(0, 0, 1920, 1032),
}
"""Each screen less its task bar: what a window may take there."""
LANGUAGES = ("en", "fr")
ADDRESS = "192.168.1.20"
WEB_URL = f"http://{ADDRESS}:8080/"


def wait(app: QApplication, done: Callable[[], bool], seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the class did not get there in time")
        app.processEvents()
        time.sleep(0.005)


Windows = dict[tuple[str, str], ClassWindow]


def open_windows(host: GameHost) -> Windows:
    """The teacher's window in each language, as it opens on each work area."""
    windows: Windows = {}
    for lang in LANGUAGES:
        TRANSLATIONS.set_language(lang)
        for screen, area in WORK_AREAS.items():
            window = ClassWindow(host, addresses=(ADDRESS,), web_url=WEB_URL)
            window.rng = random.Random(5)
            window.place_on(area)
            window.show()
            windows[lang, screen] = window
    TRANSLATIONS.set_language("en")
    return windows


def each(windows: Windows, act: Callable[[ClassWindow], None]) -> None:
    """``act`` on every window, in the window's language."""
    for (lang, _screen), window in windows.items():
        TRANSLATIONS.set_language(lang)
        act(window)
    TRANSLATIONS.set_language("en")


def shoot(app: QApplication, windows: Windows, out: Path, stage: str) -> None:
    """Every window at ``stage``, to ``out/<language>/<screen>/class-<stage>.png``."""
    for (lang, screen), window in windows.items():
        TRANSLATIONS.set_language(lang)
        window.refresh()
        for _ in range(10):
            app.processEvents()
        folder = out / lang / screen
        folder.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(folder / f"class-{stage}.png"), "PNG", 0)
        print(f"  {folder}/class-{stage}.png ({window.width()}×{window.height()})")
    TRANSLATIONS.set_language("en")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args()
    out = Path(args.out)
    app = create_application(sys.argv[:1])
    TRANSLATIONS.set_language("en")
    install_fonts()
    host = GameHost(
        "Class 3B",
        settings=Settings(timer_seconds=60),
        pack=bundled_pack("en"),
        data_dir=Path(tempfile.mkdtemp(prefix="decrypto-class-shots-")),
        tables=3,
        seed=11,
    )
    port = host.listen("127.0.0.1", 0)
    windows = open_windows(host)
    conns = [HostConnection("127.0.0.1", port, names=(name,)) for name in PUPILS]
    conns += [
        HostConnection("127.0.0.1", port, names=(name,), computer=True, level=level)
        for name, level in COMPUTERS
    ]
    bots = [
        Bot(c, bundled_pack("en").words, rng=random.Random(i), secret="class", delay=0.4)
        for i, c in enumerate(conns)
    ]
    early, late = conns[:3], conns[3:]
    for c in early:
        c.open()
    wait(app, lambda: sum(len(t.book.seats) for t in host.tables) == len(early))
    # Start pressed while the class still arrives: each table says why it cannot start.
    each(windows, lambda w: w.control_all("start"))
    shoot(app, windows, out, "lobby")
    # The others arrive and fill the tables: what was refused no longer stands.
    for c in late:
        c.open()
    wait(app, lambda: sum(len(t.book.seats) for t in host.tables) == len(conns))
    shoot(app, windows, out, "filled")
    windows["en", "1366x768"].deal()
    each(windows, lambda w: w.say(dealt_text(host)))
    wait(app, lambda: all(c.welcome is not None and c.last_lobby is not None for c in conns))
    shoot(app, windows, out, "dealt")
    each(windows, lambda w: w.say(""))
    classroom.control_all(host, "start")
    wait(app, lambda: all(t.state is not None and len(t.state.rounds) >= 3 for t in host.tables))
    classroom.control(host.tables[1], "pause")
    conns[3].drop()
    conns[3].close()
    wait(app, lambda: any(s.away for s in classroom.overview(host)), 10)
    shoot(app, windows, out, "play")
    session = Session("127.0.0.1", port)
    session.connection.table = 3
    info = JoinInfo(host.room, (ADDRESS,), port, None)
    projector = TableWindow(session, join_info=info)
    projector.ask_before_closing = False
    projector.resize(1280, 720)
    projector.show()
    session.open()
    wait(app, lambda: session.view is not None)
    for _ in range(20):
        app.processEvents()
    projector.grab().save(str(out / "en" / "class-projector.png"), "PNG", 0)
    print(f"  {out}/en/class-projector.png")
    projector.close()
    for c in conns:
        c.close()
    del bots
    for window in windows.values():
        window.close()
    host.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
