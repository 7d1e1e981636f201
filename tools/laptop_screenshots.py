"""Render what a 1366×768 laptop with a taskbar shows to docs/screenshots/<lang>/1366x690/.

    QT_QPA_PLATFORM=offscreen python tools/laptop_screenshots.py [--out docs/screenshots]
        [--lang en --lang zh_CN …]   # every language by default

The laptop's available area (1366×722 under a 46 px taskbar) is handed to the
app's placement in place of the offscreen screen, so every window opens where it
would on that laptop: a window's contents get 1366×690 under its title bar. The
host seats three computers from the host controls and opens a team window on the
same computer; the shots are the table with its controls, the team window's
lobby, and the whole desktop (the team window opened beside the host controls).
Everything runs on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSettings  # noqa: E402
from PySide6.QtGui import QColor, QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from screenshots import wait  # noqa: E402

from decrypto_qt.ui import placement  # noqa: E402
from decrypto_qt.ui.app import App, create_application  # noqa: E402
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS  # noqa: E402
from decrypto_qt.ui.prefs import Prefs  # noqa: E402
from tests.helpers.alone import NAMES, open_alone  # noqa: E402

LAPTOP = QRect(0, 0, 1366, 722)
"""A 1366×768 screen less a 46 px taskbar at the bottom."""


def settle(qapp: QApplication) -> None:
    for _ in range(6):
        qapp.processEvents()


def desktop(windows: list[QWidget]) -> QPixmap:
    """The laptop's screen: each window's contents where the app put them (outlined; the
    offscreen platform draws no title bars), and the taskbar at the bottom."""
    screen = QPixmap(1366, 768)
    screen.fill(QColor("#3a4a5a"))
    p = QPainter(screen)
    for w in windows:
        p.drawPixmap(w.geometry().topLeft(), w.grab())
        p.setPen(QColor("#c62828"))
        p.drawRect(w.geometry().adjusted(0, 0, -1, -1))
    p.fillRect(QRect(0, 722, 1366, 46), QColor("#1e1e1e"))
    p.end()
    return screen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--lang", action="append", choices=list(LANGUAGES))
    args = parser.parse_args()
    languages = args.lang or list(LANGUAGES)
    if len(languages) > 1:
        # One process per language: each starts from a fresh app and a fresh host.
        for lang in languages:
            cmd = [sys.executable, __file__, "--out", str(args.out), "--lang", lang]
            subprocess.run(cmd, check=True)
        return 0
    tmp = Path(tempfile.mkdtemp(prefix="decrypto-laptop-"))
    os.environ["DECRYPTO_QT_DATA_DIR"] = str(tmp / "data")
    qapp = create_application(sys.argv[:1])
    QCoreApplication.setApplicationName("decrypto_qt-screenshots")
    QSettings().remove("geometry")  # windows open where the laptop puts them, not where they were
    placement.available_geometry = lambda _widget=None: QRect(LAPTOP)  # type: ignore[assignment]
    from decrypto_qt.ui.fonts import install_fonts

    install_fonts()
    shoot(qapp, languages[0], args.out / languages[0] / "1366x690", tmp)
    return 0


def shoot(qapp: QApplication, lang: str, out: Path, tmp: Path) -> None:
    """The three shots in one language, from a fresh app."""
    out.mkdir(parents=True, exist_ok=True)
    TRANSLATIONS.set_language(lang)
    prefs = Prefs(QSettings(str(tmp / f"{lang}.ini"), QSettings.Format.IniFormat))
    prefs.name = NAMES[lang]
    app = App(prefs, discovery=False, interfaces=["127.0.0.1"], data_dir=tmp / lang)

    def wait_until(condition: object, timeout: int) -> None:
        wait(qapp, condition, timeout / 1000)  # type: ignore[arg-type]

    table, _host, me = open_alone(app, wait_until, lang=lang)
    me.session.set_ready(True)
    wait_until(lambda: me.session.lobby is not None and len(me.session.lobby.players) == 4, 10_000)
    wait_until(me.isVisible, 10_000)
    settle(qapp)
    table.grab().save(str(out / "table-lobby-controls.png"), "PNG", 0)
    me.grab().save(str(out / "team-lobby.png"), "PNG", 0)
    desktop([table, me]).save(str(out / "desktop-team-window-beside-controls.png"), "PNG", 0)
    for w in (table, me):
        print(f"{lang}: {w.windowTitle()}: {w.width()}×{w.height()} at {w.x()},{w.y()}")
    dock = table.controls_dock
    assert dock is not None
    print(f"{lang}: host controls: {QRect(dock.mapToGlobal(QPoint(0, 0)), dock.size()).getRect()}")
    app.close_all()


if __name__ == "__main__":
    raise SystemExit(main())
