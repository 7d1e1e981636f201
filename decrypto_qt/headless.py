"""``decrypto-qt host --headless``: a host with no windows, until SIGINT or SIGTERM."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from decrypto_qt.engine import (
    RuleError,
    Settings,
    Variant,
    WordPack,
    bundled_pack,
    parse_word_list,
)

log = logging.getLogger(__name__)


def table_settings(args: argparse.Namespace) -> Settings:
    return Settings(
        variant=Variant.THREE_PLAYER if args.three_player else Variant.STANDARD,
        timer_seconds=args.timer,
        alternate_first_team=args.alternate,
        rounds_limit=args.rounds,
        allow_large_teams=args.large_teams,
    )


def word_pack(args: argparse.Namespace) -> WordPack:
    """``--words FILE`` or the bundled pack of ``--lang``.

    Raises:
        RuleError: the file is not a usable word list, or there is no such pack.
        OSError: the file cannot be read.
    """
    if args.words:
        path = Path(args.words)
        return parse_word_list(path.read_bytes(), name=path.stem)
    return bundled_pack(args.lang)


def run_host(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from decrypto_qt.net.host import GameHost
    from decrypto_qt.qtsignals import SignalWatcher

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    QCoreApplication.setApplicationName("decrypto_qt")
    try:
        settings = table_settings(args)
        pack = word_pack(args)
        host = GameHost(
            args.name,
            settings=settings,
            pack=pack,
            pin=args.pin,
            start_at=args.start_at,
            seed=args.seed,
        )
        if args.resume and not host.restore():
            print(
                "decrypto-qt: there is no saved game to resume; starting a new room.",
                file=sys.stderr,
            )
        port = host.listen(args.interface or "0.0.0.0", args.port)
        web_port = None
        if not args.no_web:
            web_port = host.listen_web(args.interface or "0.0.0.0", args.web_port)
    except (RuleError, OSError) as exc:
        print(f"decrypto-qt: {getattr(exc, 'message', exc)}", file=sys.stderr)
        return 2
    if args.interface:
        addresses = [args.interface]
    else:
        from decrypto_qt.net.discovery import lan_addresses

        addresses = lan_addresses()
    advertiser = None
    if not args.no_discovery:
        from decrypto_qt.net.discovery import Advertiser  # zeroconf only when advertising

        advertiser = Advertiser(host, addresses=[args.interface] if args.interface else None)
        advertiser.start()
    pin = host.pin or "none"
    shown = ", ".join(addresses) or "127.0.0.1"
    print(f'decrypto-qt host: room "{host.room}"', flush=True)
    print(f"  address: {shown}  port: {port}  PIN: {pin}", flush=True)
    print(f"  join with: decrypto-qt join {(addresses or ['127.0.0.1'])[0]}:{port}", flush=True)
    if web_port is not None:
        print(f"  browsers: http://{(addresses or ['127.0.0.1'])[0]}:{web_port}/", flush=True)

    def stop(signum: int) -> None:
        log.info("signal %d: shutting down", signum)
        app.quit()

    watcher = SignalWatcher(stop)
    app.exec()
    watcher.close()
    if advertiser is not None:
        advertiser.stop()  # withdraw the record first, then close
    host.close()
    QCoreApplication.processEvents()
    print("decrypto-qt host: stopped", flush=True)
    return 0
