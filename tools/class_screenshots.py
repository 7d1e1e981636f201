"""Render the teacher's window of a class for the guide, to docs/screenshots/en/class-*.png.

    QT_QPA_PLATFORM=offscreen python tools/class_screenshots.py [--out docs/screenshots/en]

A real class host (three tables) runs in-process on 127.0.0.1; twelve pupils join as
scripted players, the class is dealt, the tables play, and the windows are grabbed.
Nothing leaves loopback.
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

from PySide6.QtWidgets import QApplication

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import Settings, bundled_pack
from decrypto_qt.net import classroom
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.app import create_application
from decrypto_qt.ui.class_window import ClassWindow
from decrypto_qt.ui.fonts import install_fonts
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.table_window import JoinInfo, TableWindow

PUPILS = (
    "Amira", "Ben", "Chloé", "Daan", "Emma", "Finn", "Gabriel", "Hana",
    "Ivo", "Julia", "Kenji", "Lotte",
)  # fmt: skip


def wait(app: QApplication, done: Callable[[], bool], seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the class did not get there in time")
        app.processEvents()
        time.sleep(0.005)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="docs/screenshots/en")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
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
    teacher = ClassWindow(host)
    teacher.rng = random.Random(5)
    teacher.resize(1280, 720)
    teacher.show()
    conns = [HostConnection("127.0.0.1", port, names=(name,)) for name in PUPILS]
    bots = [
        Bot(c, bundled_pack("en").words, rng=random.Random(i), secret="class", delay=0.4)
        for i, c in enumerate(conns)
    ]
    for c in conns:
        c.open()
    wait(app, lambda: sum(len(t.book.seats) for t in host.tables) == len(PUPILS))
    teacher.deal()
    wait(app, lambda: all(c.welcome is not None and c.last_lobby is not None for c in conns))
    teacher.refresh()
    teacher.grab().save(str(out / "class-dealt.png"), "PNG", 0)
    teacher.control_all("start")
    wait(app, lambda: all(t.state is not None and len(t.state.rounds) >= 3 for t in host.tables))
    classroom.control(host.tables[1], "pause")
    conns[3].drop()
    conns[3].close()
    wait(app, lambda: any(s.away for s in classroom.overview(host)), 10)
    teacher.refresh()
    teacher.grab().save(str(out / "class-play.png"), "PNG", 0)
    session = Session("127.0.0.1", port)
    session.connection.table = 3
    info = JoinInfo(host.room, ("192.168.1.20",), port, None)
    projector = TableWindow(session, join_info=info)
    projector.ask_before_closing = False
    projector.resize(1280, 720)
    projector.show()
    session.open()
    wait(app, lambda: session.view is not None)
    for _ in range(20):
        app.processEvents()
    projector.grab().save(str(out / "class-projector.png"), "PNG", 0)
    print(f"  {out}/class-dealt.png, class-play.png, class-projector.png")
    projector.close()
    for c in conns:
        c.close()
    del bots
    teacher.close()
    host.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
