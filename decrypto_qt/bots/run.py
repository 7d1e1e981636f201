"""``decrypto-qt bot``: one process, many bot windows, until the game is over.

Scripted bots by default; with ``--ai``, computer players that understand
words (:mod:`decrypto_qt.ai`), which load their model in the background first.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from decrypto_qt.bots.pace import PERSON
from decrypto_qt.bots.vocabulary import clue_vocabulary
from decrypto_qt.engine import RuleError, bundled_pack

log = logging.getLogger(__name__)

LOOK = 0.3
"""Seconds a computer player lets a burst of views settle before it decides."""


def _token_file(state_dir: str | None, name: str) -> Path | None:
    return None if state_dir is None else Path(state_dir) / f"bot-{name}.json"


def run_bots(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from decrypto_qt.bots.player import Bot
    from decrypto_qt.net.client import HostConnection
    from decrypto_qt.protocol import messages as msg
    from decrypto_qt.qtsignals import SignalWatcher

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    try:
        pack = bundled_pack(args.lang).words
    except RuleError as exc:
        print(f"decrypto-qt: {exc.message}", file=sys.stderr)
        return 2
    ai = bool(getattr(args, "ai", False))
    # Computer players take a person's time (bots.pace) unless --delay asks for a fixed one.
    pace = PERSON if ai and args.delay is None else None
    delay = args.delay if args.delay is not None else (LOOK if ai else 0.0)
    # Clues come from common words that are not keywords of the pack, so a bot
    # never says the opponents' secret keyword (keyword guesses come from there too).
    words = pack if ai else clue_vocabulary(args.lang, pack)
    status = {"code": 0}
    bots: list[Bot] = []
    players: Callable[[msg.Seat], Any] | None = None

    def finish_if_done(_: object = None) -> None:
        if bots and all(b.outcome for b in bots):
            print(f"decrypto-qt bot: game over: {json.dumps(bots[0].outcome)}", flush=True)
            if getattr(args, "stay", False):
                # Seated still: the host may play again at this table (each bot forgets
                # the outcome when the new game's first view comes).
                print("decrypto-qt bot: staying for the next game", flush=True)
            else:
                app.quit()

    def refused(code: str, message: str) -> None:
        print(f"decrypto-qt bot: refused ({code}): {message}", file=sys.stderr, flush=True)
        status["code"] = 3
        app.quit()

    def open_bots(address: str, port: int) -> None:
        print(f"decrypto-qt bot: joining {address}:{port}", flush=True)
        for i in range(args.count):
            name = args.name if args.count == 1 else f"{args.name}{i + 1}"
            path = _token_file(args.state_dir, name)
            token = None
            if path is not None and path.exists():
                token = json.loads(path.read_text()).get("resume")
            conn = HostConnection(
                address,
                port,
                names=(name,),
                team=args.team,
                pin=args.pin,
                resume=token,
                persistent=True,
                # Scripted or not, a bot is played by the computer: every window badges it.
                computer=True,
                level=args.level if ai else None,
            )
            bot = Bot(
                conn,
                words,
                rng=random.Random(f"{args.seed}-{name}"),
                secret=args.secret,
                skill=args.skill,
                delay=delay,
                players=players,
                pace=pace,
            )
            if path is not None:

                def save(welcome: msg.Welcome, path: Path = path) -> None:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_text(json.dumps({"resume": welcome.resume}))

                conn.welcomed.connect(save)
            conn.welcomed.connect(
                lambda w, name=name: print(
                    f"decrypto-qt bot: {name} seated as "
                    + ", ".join(f"{s.id} ({s.team})" for s in w.seats),
                    flush=True,
                )
            )
            conn.refused.connect(refused)
            bot.finished.connect(finish_if_done)
            bots.append(bot)
            conn.open()

    browsers: list[Any] = []

    def begin() -> None:
        if args.join is not None:
            open_bots(*args.join)
            return
        from decrypto_qt.net.discovery import Browser, GameInfo

        browser = Browser(interfaces=[args.interface] if args.interface else None)

        def seen(game: GameInfo) -> None:
            if game.room == args.discover and game.reachable and not bots:
                print(
                    f"decrypto-qt bot: found {game.room!r} at {game.addresses[0]}:{game.port}",
                    flush=True,
                )
                open_bots(game.addresses[0], game.port)

        browser.found.connect(seen)
        browser.changed.connect(seen)
        browser.start()
        browsers.append(browser)

    poll = QTimer()
    if ai:
        # The model loads on a background thread; the event loop stays free meanwhile.
        from decrypto_qt.ai.levels import level
        from decrypto_qt.ai.model import shared_model
        from decrypto_qt.ai.seats import ComputerSeats
        from decrypto_qt.ai.vocabulary import Vocabulary, vocabulary_for

        model = shared_model()
        loaded = threading.Event()
        result: dict[str, Any] = {}
        started = time.monotonic()

        def build() -> None:
            result["vocabulary"] = vocabulary_for(model, args.lang, pack)

        def done(error: BaseException | None) -> None:
            result["error"] = error
            loaded.set()

        def check() -> None:
            nonlocal players
            if not loaded.is_set():
                return
            poll.stop()
            if result.get("error") is not None:
                print(
                    f"decrypto-qt bot: the word model could not be loaded: {result['error']}",
                    file=sys.stderr,
                    flush=True,
                )
                status["code"] = 2
                app.quit()
                return
            vocabulary: Vocabulary = result["vocabulary"]
            print(
                f"decrypto-qt bot: word model ready in {time.monotonic() - started:.1f} s",
                flush=True,
            )
            players = ComputerSeats(model, vocabulary, level(args.level), seed=args.seed)
            begin()

        print("decrypto-qt bot: loading the word model…", flush=True)
        model.start_loading(
            on_ready=done, then=build, later=lambda: result["vocabulary"].candidates.get()
        )
        poll.timeout.connect(check)
        poll.start(50)
    else:
        begin()

    watcher = SignalWatcher(lambda _signum: app.quit())
    QTimer.singleShot(0, finish_if_done)
    app.exec()
    poll.stop()
    watcher.close()
    for bot in bots:
        bot.conn.close()
    for browser in browsers:
        browser.stop()
    QCoreApplication.processEvents()
    return status["code"]
