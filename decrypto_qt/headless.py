"""``decrypto-qt host --headless``: a host with no windows, until SIGINT or SIGTERM."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from decrypto_qt.engine import (
    RuleError,
    Settings,
    Variant,
    WordPack,
    bundled_pack,
    parse_word_list,
)

if TYPE_CHECKING:
    from decrypto_qt.ai.seating import ComputerSeating
    from decrypto_qt.bots.pace import Pace
    from decrypto_qt.net.host import GameHost

log = logging.getLogger(__name__)


def table_settings(args: argparse.Namespace) -> Settings:
    return Settings(
        variant=Variant.THREE_PLAYER if args.three_player else Variant.STANDARD,
        timer_seconds=args.timer,
        alternate_first_team=args.alternate,
        rounds_limit=args.rounds,
        allow_large_teams=args.large_teams,
    )


def word_pack(args: argparse.Namespace, default_lang: str = "en") -> WordPack:
    """``--words FILE``, else the bundled pack of ``--lang``, else of ``default_lang``.

    Raises:
        RuleError: the file is not a usable word list, or there is no such pack.
        OSError: the file cannot be read.
    """
    if args.words:
        path = Path(args.words)
        return parse_word_list(path.read_bytes(), name=path.stem)
    return bundled_pack(args.lang or default_lang)


def banner(
    room: str, addresses: Sequence[str], port: int, pin: str | None, web_port: int | None = None
) -> str:
    """What a host started from the command line prints: how to join it."""
    shown = ", ".join(addresses) or "127.0.0.1"
    first = addresses[0] if addresses else "127.0.0.1"
    text = (
        f'decrypto-qt host: room "{room}"\n'
        f"  address: {shown}  port: {port}  PIN: {pin or 'none'}\n"
        f"  join with: decrypto-qt join {first}:{port}"
    )
    if web_port is not None:
        text += f"\n  browsers: http://{first}:{web_port}/"
    return text


def seat_computers(host: GameHost, count: int, level: str, pace: Pace) -> ComputerSeating | None:
    """``--computers N``: N computer players at the table (at a class, at every table)."""
    if count <= 0:
        return None
    from decrypto_qt.ai.seating import ComputerSeating, Request, local_address

    seating = ComputerSeating(
        local_address(host),
        host.port,
        pin=host.pin,
        language=host.pack.language,
        words=host.pack.words,
        pace=pace,
        parent=host,
    )
    tables: list[int | None] = [t.number for t in host.tables] if host.is_class else [None]
    # The computers connect from this computer: room for them beside its own windows.
    host.max_per_address = max(host.max_per_address, count * len(tables) + 8)
    print(f"  computer players: {count} ({level}), reading the word model…", flush=True)

    def report() -> None:
        if seating.error:
            log.error("the word model could not be loaded: %s", seating.error)
        elif not seating.loading and not seating.queued:
            print(f"  computer players seated: {len(seating.bots)}", flush=True)
            seating.changed.disconnect(report)

    seating.changed.connect(report)
    for table in tables:
        for _ in range(count):
            seating.add(Request(None, level, table))
    return seating


def run_host(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from decrypto_qt.qtsignals import SignalWatcher
    from decrypto_qt.ui.hosting import HostService

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    QCoreApplication.setApplicationName("decrypto_qt")
    try:
        service = HostService(
            args.name or "Decrypto",
            settings=table_settings(args),
            pack=word_pack(args),
            pin=args.pin,
            interfaces=[args.interface] if args.interface else None,
            discovery=not args.no_discovery,
            start_at=args.start_at,
            seed=args.seed,
            web=not args.no_web,
            tables=getattr(args, "tables", 1),
        )
        port = service.start(port=args.port, resume=args.resume, web_port=args.web_port)
    except (RuleError, OSError) as exc:
        log.error("%s", getattr(exc, "message", exc))
        return 2
    host = service.host
    if getattr(args, "max_per_address", None):
        host.max_per_address = args.max_per_address
    print(banner(host.room, service.addresses, port, host.pin, host.web_port), flush=True)
    if host.is_class:
        print(f"  tables: {len(host.tables)}", flush=True)
    from decrypto_qt.bots.pace import FAST, PERSON

    pace = FAST if getattr(args, "pace", "person") == "fast" else PERSON
    seating = seat_computers(
        host, getattr(args, "computers", 0), getattr(args, "level", "normal"), pace
    )

    def stop(signum: int) -> None:
        log.info("signal %d: shutting down", signum)
        app.quit()

    watcher = SignalWatcher(stop)
    app.exec()
    watcher.close()
    if seating is not None:
        seating.close()
    service.close()  # withdraws the record first, then closes
    QCoreApplication.processEvents()
    print("decrypto-qt host: stopped", flush=True)
    return 0
