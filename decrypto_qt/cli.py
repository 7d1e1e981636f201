"""The ``decrypto-qt`` command: the app, a headless host, bots."""

from __future__ import annotations

import argparse
import logging
from collections.abc import Sequence

from decrypto_qt import __version__


def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(
            f"expected HOST:PORT, such as 192.168.1.20:47123, not {text!r}"
        )
    return host.strip("[]"), int(port)


def _timer(text: str) -> float | None:
    if text.lower() in {"off", "none", "0"}:
        return None
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("the timer is a number of seconds, or 'off'") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="decrypto-qt",
        description="Decrypto on a local network (unofficial fan implementation).",
    )
    parser.add_argument("--version", action="version", version=f"decrypto-qt {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens")
    parser.add_argument(
        "--reset-settings",
        action="store_true",
        help="forget the name, language, sound, recent hosts and window places, then start",
    )
    sub = parser.add_subparsers(dest="command")

    host = sub.add_parser("host", help="host a game")
    host.add_argument("--headless", action="store_true", help="no windows: run the host only")
    host.add_argument("--name", default="Decrypto", help="room name shown in game lists")
    host.add_argument("--port", type=int, default=0, help="TCP port (default: any free port)")
    host.add_argument("--pin", help="a PIN players must give to join")
    host.add_argument("--resume", action="store_true", help="take up the autosaved game")
    host.add_argument(
        "--interface", metavar="ADDR", help="listen and advertise on this address only"
    )
    host.add_argument("--no-discovery", action="store_true", help="do not advertise on the LAN")
    host.add_argument("--start-at", type=int, metavar="N", help="start once N ready players sit")
    host.add_argument("--timer", type=_timer, default=30.0, help="sand timer seconds, or 'off'")
    host.add_argument("--rounds", type=int, default=8, help="rounds before a tie (default 8)")
    host.add_argument("--alternate", action="store_true", help="Black decodes first in even rounds")
    host.add_argument("--three-player", action="store_true", help="the interceptor variant")
    host.add_argument("--large-teams", action="store_true", help="allow teams of up to 8")
    host.add_argument("--lang", default="en", help="bundled word pack: en, zh, fr or nl")
    host.add_argument("--words", metavar="FILE", help="your own word list, one word per line")
    host.add_argument("--seed", type=int, help="deal from this seed (tests)")

    bot = sub.add_parser("bot", help="join a game with scripted players")
    where = bot.add_mutually_exclusive_group(required=True)
    where.add_argument("--join", type=_address, metavar="HOST:PORT")
    where.add_argument("--discover", metavar="ROOM", help="find the room on the LAN by name")
    bot.add_argument("--interface", metavar="ADDR", help="browse on this address only")
    bot.add_argument("--name", default="Bot", help="name (numbered when --count > 1)")
    bot.add_argument("--team", choices=["white", "black"], help="team (default: balanced)")
    bot.add_argument("--count", type=int, default=1, help="how many bots, one window each")
    bot.add_argument("--pin")
    bot.add_argument("--lang", default="en", help="vocabulary for clues")
    bot.add_argument("--seed", type=int, default=0)
    bot.add_argument("--secret", default="bots", help="shared by teammates to read clues")
    bot.add_argument("--skill", type=float, default=0.9, help="chance of reading clues right")
    bot.add_argument("--state-dir", help="keep resume tokens here, to come back after a crash")
    bot.add_argument(
        "--delay",
        type=float,
        help="seconds to wait before each action (default: 0; with --ai 2, a human pace)",
    )
    bot.add_argument(
        "--ai",
        action="store_true",
        help="computer players that understand the words, instead of scripted ones",
    )
    bot.add_argument(
        "--level",
        choices=["easy", "normal", "hard"],
        default="normal",
        help="how well the computer players read clues and use the history (with --ai)",
    )

    join = sub.add_parser("join", help="open a team window on a game, by address")
    join.add_argument("address", type=_address, metavar="HOST:PORT")
    join.add_argument(
        "--name", action="append", default=[], help="a player at this window (repeat to share it)"
    )
    join.add_argument("--pin", help="the room's PIN, if it has one")
    return parser


def reset_settings() -> None:
    """Clear the app's stored preferences (saved games are kept)."""
    from PySide6.QtCore import QSettings

    settings = QSettings("decrypto_qt", "decrypto_qt")
    settings.clear()
    settings.sync()
    print(f"decrypto-qt: settings reset ({settings.fileName()})")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(asctime)s %(name)s: %(message)s",
    )
    if args.reset_settings:
        reset_settings()
    if args.command == "host":
        if not args.headless:
            from decrypto_qt.ui.app import run_app

            return run_app(host=args)
        from decrypto_qt.headless import run_host

        return run_host(args)
    if args.command == "bot":
        from decrypto_qt.bots.run import run_bots

        return run_bots(args)
    from decrypto_qt.ui.app import run_app

    if args.command == "join":
        return run_app(join=args.address, names=tuple(args.name), pin=args.pin)
    return run_app()
