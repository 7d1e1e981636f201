"""``decrypto-qt bot``: one process, many bot windows, until the game is over."""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
from pathlib import Path

from decrypto_qt.engine import RuleError, bundled_pack

log = logging.getLogger(__name__)


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
        words = bundled_pack(args.lang).words
    except RuleError as exc:
        print(f"decrypto-qt: {exc.message}", file=sys.stderr)
        return 2
    status = {"code": 0}
    bots: list[Bot] = []

    def finish_if_done(_: object = None) -> None:
        if bots and all(b.outcome for b in bots):
            print(f"decrypto-qt bot: game over: {json.dumps(bots[0].outcome)}", flush=True)
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
            )
            bot = Bot(
                conn,
                words,
                rng=random.Random(f"{args.seed}-{name}"),
                secret=args.secret,
                skill=args.skill,
                delay=args.delay,
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

    browser = None
    if args.join is not None:
        open_bots(*args.join)
    else:
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

    watcher = SignalWatcher(lambda _signum: app.quit())
    QTimer.singleShot(0, finish_if_done)
    app.exec()
    watcher.close()
    for bot in bots:
        bot.conn.close()
    if browser is not None:
        browser.stop()
    QCoreApplication.processEvents()
    return status["code"]
