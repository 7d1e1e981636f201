"""Render what a netbook and a laptop with a taskbar show, in every language.

    QT_QPA_PLATFORM=offscreen python tools/fit_screenshots.py [--lang en] [--out docs/screenshots]

The screen's available area (less a 48 px taskbar) is handed to the app's placement
in place of the offscreen screen, so every window opens where it would on that
screen; each shot is the whole screen: the windows' contents where the app put
them under a drawn title bar, and the taskbar. To ``<lang>/``:

- ``start_1024x600.png``: the start window on a 1024×600 netbook, a game found and
  a recent host listed (the game list is filled in; nothing browses the network);
- ``start_1024x600_long_texts.png``: the same with the advice shown when no game is
  found and an error under it (scrolled to the error where they do not all fit);
- ``desktop_1366x768_after_start.png``: a 1366×768 laptop after the host pressed
  Start, the team window opened on the host's computer in front of the table and
  its controls.

Everything runs on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSettings, QSize, Qt  # noqa: E402
from PySide6.QtGui import QColor, QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from screenshots import NAMES, ROOM, wait  # noqa: E402

from decrypto_qt.engine import Phase, Settings, bundled_pack  # noqa: E402
from decrypto_qt.net.discovery import GameInfo  # noqa: E402
from decrypto_qt.ui import placement  # noqa: E402
from decrypto_qt.ui.app import App, create_application  # noqa: E402
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS, WORD_PACKS, join_names  # noqa: E402
from decrypto_qt.ui.prefs import Prefs, RecentHost  # noqa: E402

TASKBAR = 48
NETBOOK = (1024, 600)
LAPTOP = (1366, 768)
translate = QCoreApplication.translate


def settle(qapp: QApplication) -> None:
    for _ in range(6):
        qapp.processEvents()


def screen_of(size: tuple[int, int]) -> QRect:
    """The available area of a screen of ``size`` with the taskbar at the bottom."""
    return QRect(0, 0, size[0], size[1] - TASKBAR)


def desktop(size: tuple[int, int], windows: list[QWidget]) -> QPixmap:
    """The screen: each window's contents where the app put them, under a title bar (the
    offscreen platform draws none), the last one in front; the taskbar at the bottom."""
    w, h = size
    screen = QPixmap(w, h)
    screen.fill(QColor("#3a4a5a"))
    p = QPainter(screen)
    for window in windows:
        # Where a window manager puts the contents of a window moved to pos(): under a
        # title bar and inside thin borders (placement.FRAME).
        frame = placement.FRAME
        rect = QRect(window.pos() + QPoint(frame.left(), frame.top()), window.size())
        bar = QRect(window.pos(), QSize(rect.width() + frame.left() + frame.right(), frame.top()))
        p.fillRect(rect.marginsAdded(frame), QColor("#2b2b2b"))
        p.setPen(QColor("#f0f0f0"))
        p.drawText(bar.adjusted(10, 0, -10, 0), Qt.AlignmentFlag.AlignVCenter, window.windowTitle())
        p.drawPixmap(rect.topLeft(), window.grab())
    p.fillRect(QRect(0, h - TASKBAR, w, TASKBAR), QColor("#1e1e1e"))
    p.end()
    return screen


def start_window_shots(qapp: QApplication, lang: str, tmp: Path, out: Path) -> None:
    placement.available_geometry = lambda _widget=None: screen_of(NETBOOK)  # type: ignore[assignment]
    prefs = Prefs(QSettings(str(tmp / f"start-{lang}.ini"), QSettings.Format.IniFormat))
    app = App(prefs, discovery=False, interfaces=["127.0.0.1"], data_dir=tmp / f"start-{lang}")
    start = app.start_window
    start.remember(RecentHost("192.168.1.20", 47123, ROOM[lang], names=NAMES[lang][:2]))
    start.name.setText(join_names(NAMES[lang][:2]))
    game = GameInfo(
        key="shot",
        room=ROOM[lang],
        server=NAMES[lang][2],
        addresses=("192.168.1.31",),
        port=47123,
        players=3,
        phase="lobby",
        pin=False,
        protocol=1,
        app="decrypto_qt",
        reachable=True,
    )
    start._show_game(game)  # what a browser would have found
    start.show()
    settle(qapp)
    desktop(NETBOOK, [start]).save(str(out / "start_1024x600.png"), "PNG", 0)
    size, pos = f"{start.width()}×{start.height()}", start.pos().toTuple()
    print(f"{lang} start window: {size}, its frame at {pos}")
    start._lose_game("shot")
    start.searching.setText(start.nothing_found_hint())
    error = translate("StartWindow", "Cannot look for games on this network (%1). Join by address.")
    start.say(error.replace("%1", "[Errno 99] Cannot assign requested address"))
    settle(qapp)
    desktop(NETBOOK, [start]).save(str(out / "start_1024x600_long_texts.png"), "PNG", 0)
    app.close_all()
    QSettings().remove("geometry")


def after_start_shot(qapp: QApplication, lang: str, tmp: Path, out: Path) -> None:
    placement.available_geometry = lambda _widget=None: screen_of(LAPTOP)  # type: ignore[assignment]
    prefs = Prefs(QSettings(str(tmp / f"laptop-{lang}.ini"), QSettings.Format.IniFormat))
    prefs.name = NAMES[lang][0]
    app = App(prefs, discovery=False, interfaces=["127.0.0.1"], data_dir=tmp / f"laptop-{lang}")
    table = app.host_game(
        ROOM[lang],
        resume=False,
        settings=Settings(timer_seconds=None),
        pack=bundled_pack(WORD_PACKS[lang]),
    )
    assert table is not None and app.service is not None
    table.ask_before_closing = False
    settle(qapp)
    host = app.service.host
    me = app.open_local_team_window(NAMES[lang][:2])
    assert me is not None
    others = [app.join("127.0.0.1", host.port, names=(n,)) for n in NAMES[lang][2:]]
    wait(qapp, lambda: len(host.book.seats) == 4)
    controls = table.controls
    assert controls is not None
    controls.start_button.click()  # type: ignore[attr-defined]
    wait(qapp, lambda: host.state is not None and host.state.phase is Phase.ENCRYPTING)
    wait(qapp, lambda: me.encrypt.isVisible())
    settle(qapp)
    desktop(LAPTOP, [table, me]).save(str(out / "desktop_1366x768_after_start.png"), "PNG", 0)
    dock = table.controls_dock
    assert dock is not None
    ctl = placement.on_screen(dock)
    print(
        f"{lang} after Start: team window {me.width()}×{me.height()},"
        f" its frame at {me.pos().toTuple()}"
        f" (minimum width {me.minimumWidth()}); table's frame at {table.pos().toTuple()},"
        f" host controls {ctl.getRect()} within it"
    )
    for w in [me, *others]:
        w.close()
    app.close_all()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--lang", action="append", choices=list(LANGUAGES))
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="decrypto-fit-"))
    os.environ["DECRYPTO_QT_DATA_DIR"] = str(tmp / "data")
    qapp = create_application(sys.argv[:1])
    QCoreApplication.setApplicationName("decrypto_qt-screenshots")
    # Windows open as a window manager with 30 px title bars would have them (the
    # offscreen platform's frame is 2 px all round).
    placement.frame_of = lambda _window: placement.FRAME  # type: ignore[assignment]
    from decrypto_qt.ui.fonts import install_fonts

    install_fonts()
    for lang in args.lang or list(LANGUAGES):
        QSettings().remove("geometry")  # windows open where the screen puts them
        TRANSLATIONS.set_language(lang)
        out: Path = args.out / lang
        out.mkdir(parents=True, exist_ok=True)
        start_window_shots(qapp, lang, tmp, out)
        after_start_shot(qapp, lang, tmp, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
