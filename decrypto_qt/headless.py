"""``decrypto-qt host --headless``: a host with no windows, until SIGINT or SIGTERM."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import TYPE_CHECKING

from decrypto_qt.engine import RuleError
from decrypto_qt.net.service import banner, table_settings, word_pack

if TYPE_CHECKING:
    from decrypto_qt.bots.pace import Pace
    from decrypto_qt.bots.seating import ComputerSeating
    from decrypto_qt.net.host import GameHost

log = logging.getLogger(__name__)


def seat_computers(host: GameHost, count: int, level: str, pace: Pace) -> ComputerSeating | None:
    """``--computers N``: N computer players at the table (at a class, at every table)."""
    if count <= 0:
        return None
    from decrypto_qt.bots.seating import ComputerSeating, Request, local_address

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

    from decrypto_qt.net.service import HostService
    from decrypto_qt.qtsignals import SignalWatcher

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

    def stop(signum: int) -> None:
        log.info("signal %d: shutting down", signum)
        app.quit()

    # Before the banner: whoever reads it may stop the host at once.
    watcher = SignalWatcher(stop)
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

    app.exec()
    watcher.close()
    if seating is not None:
        seating.close()
    service.close()  # withdraws the record first, then closes
    QCoreApplication.processEvents()
    print("decrypto-qt host: stopped", flush=True)
    return 0
