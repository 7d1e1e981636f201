"""Render every window in every language to docs/screenshots/<lang>/.

    QT_QPA_PLATFORM=offscreen python tools/screenshots.py [--lang en] [--out docs/screenshots]
        [--screen 1366x768 --screen 1920x1080]

Each window is shot at exactly each screen size (the window is never grown): the
first size goes to ``<lang>/``, the others to ``<lang>/<W>x<H>/``. On screens of
1920 px and wider the table is shot as the projector shows it in full screen
(no menu, no host controls). A window that cannot fit a size is reported and the
script exits with status 1. The start window is shot at 1024×522 (a netbook's 600
lines less its taskbar and title bar). A 4K projector
at device pixel ratio 2: ``QT_SCALE_FACTOR=2 … --screen 1920x1080`` (3840×2160 PNGs).

A real host runs in-process on 127.0.0.1 with the app's own windows joined to it;
the script plays a scripted game through the windows' sessions and grabs each
window at the moments worth showing. Nothing leaves loopback.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from decrypto_qt.engine import Phase, RuleError, Settings, Team, Variant, bundled_pack
from decrypto_qt.engine.clues import check_clue
from decrypto_qt.engine.state import CodeRound
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui import theme
from decrypto_qt.ui.app import App, create_application
from decrypto_qt.ui.i18n import LANGUAGES, TRANSLATIONS, WORD_PACKS
from decrypto_qt.ui.prefs import Prefs
from decrypto_qt.ui.table_window import TableWindow
from decrypto_qt.ui.team_window import TeamWindow

CLUES = {
    "en": "ocean thunder candle whisper marble garden rocket velvet harbour meadow lantern compass "
    "glacier orchard violin saddle",
    "zh_CN": "海洋 雷声 蜡烛 耳语 大理石 花园 火箭 天鹅绒 港口 草地 灯笼 指南针 冰川 果园 小提琴 "
    "马鞍",
    "fr": "océan tonnerre bougie murmure marbre jardin fusée velours port prairie lanterne "
    "boussole glacier verger violon selle",
    "nl": "oceaan donder kaars gefluister marmer tuin raket fluweel haven weide lantaarn kompas "
    "gletsjer boomgaard viool zadel",
}
NAMES = {
    "en": ("Ann", "Bob", "Cleo", "Dan"),
    "zh_CN": ("小明", "小红", "小华", "小刚"),
    "fr": ("Anne", "Benoît", "Chloé", "David"),
    "nl": ("Anna", "Bram", "Cato", "Daan"),
}
ROOM = {"en": "Game night", "zh_CN": "桌游之夜", "fr": "Soirée jeux", "nl": "Spelavond"}
SIZE = (1366, 768)
START_SIZE = (1024, 600 - 48 - 30)
"""A 1024×600 netbook less its taskbar and the window's title bar."""


def wait(app: QApplication, done: Callable[[], bool], seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        app.processEvents()
        if time.monotonic() > end:
            raise TimeoutError("the windows did not catch up")
        time.sleep(0.005)


class Shooter:
    """Grabs windows at each screen size and notes the ones that do not fit."""

    def __init__(self, qapp: QApplication, out: Path, screens: list[tuple[int, int]]) -> None:
        self.qapp, self.out, self.screens = qapp, out, screens
        self.problems: list[str] = []
        out.mkdir(parents=True, exist_ok=True)

    def folder(self, index: int) -> Path:
        if index == 0:
            return self.out
        w, h = self.screens[index]
        path = self.out / f"{w}x{h}"
        path.mkdir(parents=True, exist_ok=True)
        return path

    def __call__(self, widget: QWidget, name: str, *, size: tuple[int, int] | None = None) -> None:
        window = widget.window()
        screens = [size] if size else self.screens
        for index, (w, h) in enumerate(screens):
            projector = isinstance(window, TableWindow) and w >= 1920
            undo = as_projector(window) if projector else None
            window.resize(w, h)
            for _ in range(5):
                self.qapp.processEvents()
            self.check(window, name, w, h)
            path = self.folder(index) / f"{name}.png"
            widget.grab().save(str(path), "PNG", 0)  # 0: smallest file
            need = window.minimumSizeHint().expandedTo(window.minimumSize())
            print(f"  {path}  (needs at least {need.width()}×{need.height()})")
            if undo is not None:
                undo()
        window.resize(*self.screens[0])

    def check(self, window: QWidget, name: str, w: int, h: int) -> None:
        need = window.minimumSizeHint().expandedTo(window.minimumSize())
        got = window.size()
        if need.width() > w or need.height() > h or (got.width(), got.height()) != (w, h):
            self.problems.append(
                f"{self.out.name}/{name}: needs {need.width()}×{need.height()}, "
                f"is {got.width()}×{got.height()} on a {w}×{h} screen"
            )


def as_projector(table: QWidget) -> Callable[[], None]:
    """Hide what full screen hides (menu, status bar, docked host controls); returns an undo."""
    assert isinstance(table, TableWindow)
    dock = table.controls_dock
    hidden = [table.menuBar(), table.statusBar(), *([dock] if dock is not None else [])]
    was = [x.isVisible() for x in hidden]
    for x in hidden:
        x.setVisible(False)

    def undo() -> None:
        for x, v in zip(hidden, was, strict=True):
            x.setVisible(v)

    return undo


def clue_source(lang: str, host: GameHost) -> Callable[[Team], tuple[str, str, str]]:
    words = CLUES[lang].split() + list(host.pack.words[::7])  # then any word of the pack

    def pick(team: Team) -> tuple[str, str, str]:
        assert host.state is not None
        keywords = host.state.team_setup(team).keywords
        given = [c for h in host.state.rounds for c in h.codes for c in (c.clues or ())]
        out: list[str] = []
        for w in words:
            try:
                check_clue(w, keywords, [*given, *out])
            except RuleError:
                continue
            out.append(w)
            words.remove(w)
            if len(out) == 3:
                return (out[0], out[1], out[2])
        raise RuntimeError("out of clues")

    return pick


def settle(qapp: QApplication, host: GameHost, windows: list[QWidget]) -> None:
    assert host.state is not None
    v = host.state.version
    wait(qapp, lambda: all(w.session.view and w.session.view["version"] == v for w in windows))  # type: ignore[attr-defined]


def window_of(windows: list[TeamWindow], pid: str) -> TeamWindow:
    return next(w for w in windows if pid in w.session.seat_ids)


def decoding_now(host: GameHost) -> CodeRound:
    assert host.state is not None
    return next(c for c in host.state.round.codes if c.clues is not None and not c.revealed)


def guessers(windows: list[TeamWindow], code: CodeRound) -> TeamWindow:
    """A window of the code's team that serves someone besides its encryptor."""
    return next(
        w
        for w in windows
        if w.session.team is code.team and any(s != code.encryptor for s in w.session.seat_ids)
    )


def lock_both(
    qapp: QApplication, host: GameHost, windows: list[TeamWindow], intercept: bool
) -> None:
    """The owners read their code right; from round 2 the others intercept (or miss)."""
    assert host.state is not None
    settle(qapp, host, list(windows))
    decoding = decoding_now(host)
    guessers(windows, decoding).session.lock_guess(decoding.team, decoding.code)
    if host.state.round.number > 1:
        a, b, c = decoding.code
        guess = decoding.code if intercept else (b, a, c)
        opp = next(w for w in windows if w.session.team is decoding.team.other)
        opp.session.lock_guess(decoding.team, guess)
    before = revealed(host)
    wait(qapp, lambda: revealed(host) > before)


def play_round(
    qapp: QApplication,
    host: GameHost,
    windows: list[TeamWindow],
    clues: Callable[[Team], tuple[str, str, str]],
    *,
    intercept: bool,
    stop_at_decoding: bool = False,
) -> None:
    assert host.state is not None
    settle(qapp, host, list(windows))  # a window acts on the view it has: wait for the latest
    for code in host.state.round.codes:
        window_of(windows, code.encryptor).session.submit_clues(clues(code.team))
        wait(qapp, lambda c=code: host.state.round.code_of(c.team).clues is not None)  # type: ignore[union-attr]
    while host.state.phase is Phase.DECODING:
        if stop_at_decoding:
            return
        lock_both(qapp, host, windows, intercept)


def revealed(host: GameHost) -> int:
    assert host.state is not None
    return sum(1 for r in host.state.rounds for c in r.codes if c.revealed)


def shoot_language(
    qapp: QApplication, lang: str, out: Path, tmp: Path, screens: list[tuple[int, int]]
) -> list[str]:
    print(lang)
    TRANSLATIONS.set_language(lang)
    shot = Shooter(qapp, out / lang, screens)
    prefs = Prefs(QSettings(str(tmp / f"{lang}.ini"), QSettings.Format.IniFormat))
    prefs.name = NAMES[lang][0]
    app = App(prefs, discovery=True, interfaces=["127.0.0.1"], data_dir=tmp / lang)
    pack = bundled_pack(WORD_PACKS[lang])
    settings = Settings(timer_seconds=60.0)
    table = app.host_game(ROOM[lang], resume=False, settings=settings, pack=pack)
    assert table is not None and app.service is not None
    table.ask_before_closing = False
    table.resize(*SIZE)
    host = app.service.host
    host.seed = 11
    n = NAMES[lang]
    groups = ((n[0], n[1]), (n[2],), (n[3],))
    windows = [app.join("127.0.0.1", host.port, names=names) for names in groups]
    for w in windows:
        w.resize(*SIZE)
    wait(qapp, lambda: table.session.lobby is not None and len(table.session.lobby.players) == 4)
    windows[1].session.set_ready(True)
    wait(qapp, lambda: all(w.session.lobby for w in windows))
    # A player's start window that finds the game on the network (zeroconf on loopback).
    player_prefs = Prefs(QSettings(str(tmp / f"{lang}-p.ini"), QSettings.Format.IniFormat))
    player_prefs.name = NAMES[lang][0]
    player = App(player_prefs, discovery=True, interfaces=["127.0.0.1"], data_dir=tmp / f"{lang}-p")
    start = player.start_window
    start.resize(*START_SIZE)
    start.show()
    wait(qapp, lambda: start.games.topLevelItemCount() == 1, seconds=30)
    item = start.games.topLevelItem(0)
    assert item is not None
    wait(qapp, lambda: "…" not in item.text(3) and item.text(2) == "4", seconds=30)
    start.games.setCurrentItem(start.games.topLevelItem(0))
    shot(start, "start", size=START_SIZE)
    player.close_all()
    shot(table, "table-lobby")
    shot(windows[1], "team-lobby")
    host.start_game()
    settle(qapp, host, [*windows, table])
    clues = clue_source(lang, host)
    white = windows[0]
    shot(white, "team-encrypt-shared")
    white.encrypt._set_holding(True)
    shot(white.encrypt, "team-encrypt-code-held")
    white.encrypt._set_holding(False)
    play_round(qapp, host, windows, clues, intercept=False)
    play_round(qapp, host, windows, clues, intercept=False, stop_at_decoding=True)
    settle(qapp, host, [*windows, table])
    # White's clues of round 2 being decoded: White decodes, Black intercepts.
    table.timer.refresh()
    wait(qapp, lambda: not table.staging)  # the reveals played and filed on the boards
    shot(table, "table-decoding")
    if lang == "en":
        for key in ("dark", "contrast"):
            theme.apply(key)
            white.redraw()
            shot(table, f"table-decoding-{key}")
            shot(white, f"team-decoding-{key}")
        theme.apply("light")
        white.redraw()
    for w in windows:
        w.redraw()
    shot(white, "team-decoding")
    shot(windows[1], "team-intercept")
    white.notes.setCurrentIndex(1)
    shot(white, "team-note-sheet")
    white.notes.setCurrentIndex(0)
    # Finish: White intercepts twice.
    while host.state is not None and host.state.phase in {Phase.ENCRYPTING, Phase.DECODING}:
        if host.state.phase is Phase.ENCRYPTING:
            play_round(qapp, host, windows, clues, intercept=True)
        else:
            lock_both(qapp, host, windows, intercept=True)
    settle(qapp, host, [*windows, table])
    if host.state is not None and host.state.phase is Phase.KEYWORD_GUESSING:
        shot(white, "team-tiebreak")
        black_words = host.state.team_setup(Team.BLACK).keywords
        white.session.submit_keyword_guesses((black_words[0], black_words[1], "?", "?"))
        windows[1].session.submit_keyword_guesses(("?", "?", "?", "?"))
        wait(qapp, lambda: host.state.phase is Phase.KEYWORD_JUDGING)  # type: ignore[union-attr]
        settle(qapp, host, [*windows, table])
        shot(windows[1], "team-tiebreak-judging")
        white.session.finish_judging()
        windows[1].session.finish_judging()
        wait(qapp, lambda: host.state.phase is Phase.GAME_OVER)  # type: ignore[union-attr]
        settle(qapp, host, [*windows, table])
    wait(qapp, lambda: not table.staging)
    shot(table, "table-game-over")
    shot(white, "team-game-over")
    # Play again: the host's controls at game over (beside the table, on a laptop's
    # screen), then a team window in the new game, with its new keywords.
    shot(table, "host-play-again", size=SIZE)
    host.play_again()
    wait(qapp, lambda: all(w.session.view and w.session.view["game"] == 2 for w in windows))
    shot(white, "team-play-again")
    for w in list(app.team_windows):
        w.close()
    app.stop_hosting()
    # The three-player variant: the Interceptor's window.
    settings = Settings(variant=Variant.THREE_PLAYER, timer_seconds=None)
    trio = app.host_game(ROOM[lang], resume=False, settings=settings, pack=pack)
    assert trio is not None and app.service is not None
    trio.resize(*SIZE)
    host = app.service.host
    host.seed = 12
    windows = [app.join("127.0.0.1", host.port, names=names) for names in ((n[0], n[1]), (n[2],))]
    for w in windows:
        w.resize(*SIZE)
    wait(qapp, lambda: len(host.book.seats) == 3)
    host.start_game()
    settle(qapp, host, [*windows, trio])
    clues = clue_source(lang, host)
    play_round(qapp, host, windows, clues, intercept=False)
    play_round(qapp, host, windows, clues, intercept=False, stop_at_decoding=True)
    settle(qapp, host, [*windows, trio])
    shot(windows[1], "interceptor")
    wait(qapp, lambda: not trio.staging)
    shot(trio, "table-three-player")
    for w in list(app.team_windows):
        w.close()
    app.close_all()
    return shot.problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--lang", action="append", choices=list(LANGUAGES))
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument(
        "--screen",
        action="append",
        type=screen_size,
        help="a screen size WxH to render at (repeatable; default 1366x768 and 1920x1080)",
    )
    args = parser.parse_args()
    screens = args.screen or [(1366, 768), (1920, 1080)]
    tmp = Path(tempfile.mkdtemp(prefix="decrypto-shots-"))
    os.environ["DECRYPTO_QT_DATA_DIR"] = str(tmp / "data")
    qapp = create_application(sys.argv[:1])
    QCoreApplication.setApplicationName("decrypto_qt-screenshots")
    from decrypto_qt.ui.fonts import install_fonts

    install_fonts()
    problems: list[str] = []
    for lang in args.lang or list(LANGUAGES):
        problems += shoot_language(qapp, lang, args.out, tmp, screens)
    for p in problems:
        print(f"does not fit: {p}", file=sys.stderr)
    return 1 if problems else 0


def screen_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a screen size WxH: {text!r}") from None
    return (w, h)


if __name__ == "__main__":
    raise SystemExit(main())
