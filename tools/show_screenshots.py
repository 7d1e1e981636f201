"""Shoot the projector's table at the moments of a show, with long rosters, at 1920×1080.

    QT_QPA_PLATFORM=offscreen python tools/show_screenshots.py [--lang en ...]
        [--out docs/screenshots]

An 8-against-8 game (four people with long names and four computers a team) is
played by the engine and handed to the table window view by view, as the host
would (no sockets; see ``tests/helpers/show.py``). The table is laid out at
1920×1080 as the projector shows it (no menu, no host controls) before the game
starts. Shots, to ``<out>/<lang>/1920x1080/``:

- ``table-reveal-long-rosters.png``: round 2, the interception, own guess and code
  of the first team on stage, above both compact rosters;
- ``table-reveal-round-end.png``: the last code of round 3 on stage while the host is
  already in round 4 (the header still says round 3).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from decrypto_qt.ui import prefs as prefs_module  # noqa: E402
from decrypto_qt.ui.app import create_application  # noqa: E402
from decrypto_qt.ui.focus import install_focus_ring  # noqa: E402
from decrypto_qt.ui.fonts import install_fonts  # noqa: E402
from decrypto_qt.ui.i18n import TRANSLATIONS  # noqa: E402
from tests.helpers.show import LONG_NAMES, ShowTable  # noqa: E402
from tests.helpers.tables import decode, play_round, submit_both  # noqa: E402

SIZE = (1920, 1080)


def pump(qapp: QApplication, until: object = None, seconds: float = 10.0) -> None:
    """Run the event loop a moment, or until ``until()`` holds."""
    end = time.monotonic() + seconds
    for _ in range(5):
        qapp.processEvents()
    while until is not None and not until():  # type: ignore[operator]
        if time.monotonic() > end:
            raise TimeoutError("the table did not get there")
        qapp.processEvents()
        time.sleep(0.005)


def faded_in(show: ShowTable) -> bool:
    """The code is shown, its fade over (the step is fully drawn)."""
    reveal = show.table.reveal
    return reveal.shown == 3 and reveal.steps[2].graphicsEffect() is None


def shoot_language(qapp: QApplication, lang: str, out: Path) -> list[Path]:
    TRANSLATIONS.set_language(lang)
    folder = out / lang / f"{SIZE[0]}x{SIZE[1]}"
    folder.mkdir(parents=True, exist_ok=True)
    shots = []
    # Round 2: the first code's reveal, with the code shown (the last step).
    show = ShowTable(lang)
    show.as_projector(SIZE)
    play_round(show.game)
    show.show()
    submit_both(show.game)
    show.show()
    decode(show.game, show.game.state.round.order[0], intercept=True)
    show.show()
    table = show.table
    pump(qapp, lambda: faded_in(show))
    path = folder / "table-reveal-long-rosters.png"
    table.grab().save(str(path), "PNG", 0)
    shots.append(path)
    table.close()
    # The end of round 3: the host is in round 4, the room still sees round 3's last code.
    show = ShowTable(lang, seed=2)
    show.as_projector(SIZE)
    for _ in range(2):
        play_round(show.game)
    show.show()
    play_round(show.game, black_intercepted=True)
    show.show()
    table = show.table
    # The round's second code, its code shown, still on stage.
    pump(qapp, lambda: table.staging and not table.reveals.queue and faded_in(show), 20.0)
    path = folder / "table-reveal-round-end.png"
    table.grab().save(str(path), "PNG", 0)
    shots.append(path)
    table.close()
    return shots


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", action="append", choices=sorted(LONG_NAMES))
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args()
    qapp = create_application(sys.argv[:1])
    install_fonts()
    install_focus_ring()  # the app's own style sheet, as every window has it
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        prefs_module.QSettings = lambda: settings  # type: ignore[assignment,misc]
        QCoreApplication.setOrganizationName("decrypto_qt-screenshots")
        for lang in args.lang or ["en", "fr", "zh_CN"]:
            for path in shoot_language(qapp, lang, args.out):
                print(f"  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
