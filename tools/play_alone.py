"""Play alone against the computer in each language, as a person would, and report.

    QT_QPA_PLATFORM=offscreen python tools/play_alone.py [--lang en ...] [--level hard]
        [--shots docs/screenshots --screen 1366x768]

Per language: start the app, host, press "Add a computer player" three times (one
teammate, two opponents), open the person's team window, start, and play the
person's part through the window's widgets (write clues, decode the computer
teammate's clues, lock in its interception drafts) until the game is over. The
computers act instantly. With ``--shots``, the team window and the table are
saved as PNGs at the moments worth showing, at each ``--screen`` size (the first
to ``<shots>/<lang>/``). Exits with status 1 if a game did not end or a window
did not fit. Everything runs on 127.0.0.1.
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
sys.path.insert(0, str(ROOT / "tools"))

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import Shooter, screen_size, wait  # noqa: E402

from decrypto_qt.ui.app import App, create_application  # noqa: E402
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS  # noqa: E402
from decrypto_qt.ui.prefs import Prefs  # noqa: E402
from tests.helpers.alone import NAMES, open_alone, play_alone  # noqa: E402


def play_language(
    qapp: QApplication, lang: str, level: str, tmp: Path, shoot: Shooter | None
) -> list[str]:
    """One whole game in ``lang``; returns what went wrong (nothing: it went well)."""
    TRANSLATIONS.set_language(lang)
    prefs = Prefs(QSettings(str(tmp / f"{lang}.ini"), QSettings.Format.IniFormat))
    prefs.name = NAMES[lang]
    app = App(prefs, discovery=False, interfaces=["127.0.0.1"], data_dir=tmp / lang)

    def wait_until(condition: object, timeout: int) -> None:
        wait(qapp, condition, timeout / 1000)  # type: ignore[arg-type]

    began = time.monotonic()
    table, host, me = open_alone(app, wait_until, lang=lang, level=level)
    seated = time.monotonic() - began
    panel = table.controls.computers  # type: ignore[union-attr]
    shots: list[str] = []

    def moment(name: str) -> None:
        if shoot is None:
            return
        if name == "computer-writes":
            shoot(me, "alone-team-computer-writes")
        elif name == "computer-clues":
            shoot(me, "alone-team-computer-clues")
        elif name == "computer-draft":
            shoot(me, "alone-team-computer-draft")
            shoot(table, "alone-table-computers")
        shots.append(name)

    try:
        if shoot is not None:
            lobby = lambda: table.session.lobby  # noqa: E731
            wait_until(lambda: lobby() is not None and len(lobby().players) == 4, 10_000)  # type: ignore[union-attr]
            shoot(table, "alone-table-lobby")
            shoot(me, "alone-team-lobby")
        seen = play_alone(host, table, me, wait_until, lang=lang, moment=moment)
    except Exception as exc:  # a report, not a crash: the other languages still play
        return [f"{lang}: {type(exc).__name__}: {exc}"]
    finally:
        panel.close_seats()
        table.ask_before_closing = False
        for w in list(app.team_windows):
            w.close()
        app.close_all()
        for _ in range(20):
            qapp.processEvents()
    state = host.state
    assert state is not None and state.outcome is not None
    winners = ", ".join(t.value for t in state.outcome.winners) or "nobody"
    played = time.monotonic() - began - seated
    print(
        f"{lang}: game over after {state.round.number} rounds "
        f"({winners} won: {state.outcome.reason.value}); "
        f"three computers seated in {seated:.1f} s, game in {played:.1f} s; "
        f"the person wrote clues {seen.wrote}×, decoded the computer teammate's {seen.decoded}×, "
        f"locked in its interception drafts {len(seen.locked_drafts)}×",
        flush=True,
    )
    return []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", action="append", choices=list(LANGUAGES))
    parser.add_argument("--level", choices=["easy", "normal", "hard"], default="hard")
    parser.add_argument("--shots", type=Path, help="save screenshots under this folder")
    parser.add_argument("--screen", action="append", type=screen_size)
    args = parser.parse_args()
    os.environ.setdefault(
        "DECRYPTO_QT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "decrypto_qt-test-cache")
    )
    tmp_data = Path(tempfile.mkdtemp(prefix="decrypto-alone-"))
    os.environ["DECRYPTO_QT_DATA_DIR"] = str(tmp_data / "data")
    qapp = create_application(["play_alone"])
    QCoreApplication.setApplicationName("decrypto_qt-play-alone")  # not the person's settings
    from decrypto_qt.ui.fonts import install_fonts

    install_fonts()  # Chinese on a machine without a CJK font, as the app itself does
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in args.lang or list(LANGUAGES):
            shoot = None
            if args.shots is not None:
                shoot = Shooter(qapp, args.shots / lang, args.screen or [(1366, 768)])
            problems += play_language(qapp, lang, args.level, Path(tmp), shoot)
            if shoot is not None:
                problems += shoot.problems
    for p in problems:
        print(f"problem: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
