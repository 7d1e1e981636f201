"""The ``decrypto-qt`` command: the app, a headless host, bots."""

from __future__ import annotations

import argparse
import logging
from collections.abc import Sequence

from decrypto_qt import __version__
from decrypto_qt.protocol.limits import PREFERRED_PORT

log = logging.getLogger(__name__)

"""The port a host tries first when not told one (any free one if it is taken)."""


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


def _network_options(parser: argparse.ArgumentParser, *, top: bool, hosting: bool) -> None:
    """``--interface`` and ``--no-discovery``, given before or after the command.

    The command's copies leave the top level's value alone when not given
    (``argparse.SUPPRESS``), so ``decrypto-qt --no-discovery join ...`` and
    ``decrypto-qt join --no-discovery ...`` mean the same.
    """
    if top:
        where = "look for games (and host) on this address only"
        off = "neither look for games on the LAN nor advertise one: join by address"
    elif hosting:
        where = "listen, advertise and look for games on this address only"
        off = "do not advertise the game on the LAN: players join by address"
    else:
        where = "look for games on this address only"
        off = "do not look for games on the LAN: join by address only"
    default = None if top else argparse.SUPPRESS
    parser.add_argument(
        "--interface", metavar="ADDR", default=default, help=f"{where}, such as 192.168.1.20"
    )
    parser.add_argument(
        "--no-discovery", action="store_true", default=False if top else default, help=off
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="decrypto-qt",
        description="Decrypto on a local network (unofficial fan implementation). "
        "Without a command, opens the start window: host a game or join one.",
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"decrypto-qt {__version__}",
        help="print the version and exit",
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="count",
        default=0,
        help="say more on the console: -v what happens, -vv everything "
        "(the log file in the data folder always has everything)",
    )
    parser.add_argument(
        "--reset-settings",
        action="store_true",
        help="forget the name, language, sound, recent hosts and window places, then start "
        "(saved games are kept)",
    )
    _network_options(parser, top=True, hosting=False)
    sub = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")

    host = sub.add_parser(
        "host",
        help="host a game: the table window and its controls, or --headless",
        description="Host a game. Every option means the same with and without --headless.",
    )
    host.add_argument(
        "--headless",
        action="store_true",
        help="no windows: run only the host, which prints its address, port and PIN",
    )
    host.add_argument(
        "--name",
        help="the room's name in game lists and on the table "
        "(default: “YOUR NAME's game”; headless: Decrypto)",
    )
    host.add_argument(
        "--port",
        type=int,
        help="TCP port to listen on; 0: any free port "
        f"(default: a resumed game's port, else {PREFERRED_PORT} if free, else any free port)",
    )
    host.add_argument("--pin", help="a PIN of up to 12 characters that players must give to join")
    host.add_argument(
        "--tables",
        type=int,
        default=1,
        metavar="N",
        help="run a class: N tables of their own (1-16) on this one host, which the LAN "
        "sees as one room; each window sits at one table (default: 1)",
    )
    host.add_argument(
        "--resume",
        action="store_true",
        help="take up the unfinished game saved in the data folder "
        "(with windows and without --resume, the app asks)",
    )
    _network_options(host, top=False, hosting=True)
    host.add_argument(
        "--start-at",
        type=int,
        metavar="N",
        help="start the game by itself once N players are seated and ready "
        "(default: the host starts it)",
    )
    host.add_argument(
        "--timer",
        type=_timer,
        default=30.0,
        metavar="SECONDS",
        help="the sand timer of the second encryptor, in seconds, or 'off' (default: 30)",
    )
    host.add_argument(
        "--rounds",
        type=int,
        default=8,
        metavar="N",
        help="rounds before an undecided game goes to the tie-break (default: 8)",
    )
    host.add_argument(
        "--alternate",
        action="store_true",
        help="Black decodes first in even rounds (default: White always goes first)",
    )
    host.add_argument(
        "--three-player",
        action="store_true",
        help="the three-player variant: two players against an Interceptor",
    )
    host.add_argument("--large-teams", action="store_true", help="allow teams of up to 8 players")
    host.add_argument(
        "--lang",
        metavar="LANG",
        help="bundled word pack for the keywords: en, zh, fr or nl "
        "(default: en; with windows: the pack of the window's language)",
    )
    host.add_argument(
        "--words",
        metavar="FILE",
        help="your own word list instead of a bundled pack: a text file, one word per line",
    )
    host.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="deal the keywords and codes from this number, to play the same deal again",
    )
    host.add_argument(
        "--computers",
        type=int,
        default=0,
        metavar="N",
        help="seat N computer players that understand the words, in the smaller team "
        "each time (at a class: N at every table); they play at a person's pace "
        "(default: 0)",
    )
    host.add_argument(
        "--level",
        choices=["easy", "normal", "hard"],
        default="normal",
        help="with --computers: how well the computer players play (default: normal)",
    )
    host.add_argument(
        "--pace",
        choices=["person", "fast"],
        default="person",
        help="with --computers: 'fast' hands in at once, for tests and benchmarks "
        "(default: person)",
    )
    host.add_argument(
        "--no-web",
        action="store_true",
        help="do not serve the browser client for phones, tablets and Chromebooks",
    )
    host.add_argument(
        "--web-port",
        type=int,
        metavar="PORT",
        help="the browser client's port (default: the game's port + 1 if free, else any)",
    )
    host.add_argument(
        "--max-per-address",
        type=int,
        metavar="N",
        help="connections one computer may hold open at once (default: 32; "
        "benchmarks that open many windows from one machine raise it)",
    )

    bot = sub.add_parser(
        "bot",
        help="join a game with scripted players",
        description="Scripted players for trying the app alone or filling a table.",
    )
    where = bot.add_mutually_exclusive_group(required=True)
    where.add_argument(
        "--join",
        type=_address,
        metavar="HOST:PORT",
        help="join the game at this address, such as 192.168.1.20:47123",
    )
    where.add_argument(
        "--discover", metavar="ROOM", help="find the game on the LAN by its room name"
    )
    bot.add_argument(
        "--interface",
        metavar="ADDR",
        default=argparse.SUPPRESS,
        help="with --discover: look for the game on this address only",
    )
    bot.add_argument(
        "--name",
        default="Bot",
        help="the bot's name, numbered (Bot1, Bot2…) when --count > 1 (default: Bot)",
    )
    bot.add_argument(
        "--team", choices=["white", "black"], help="the team to sit in (default: the smaller one)"
    )
    bot.add_argument(
        "--count",
        type=int,
        default=1,
        metavar="N",
        help="how many bots, each in its own window (default: 1)",
    )
    bot.add_argument("--pin", help="the room's PIN, if it has one")
    bot.add_argument(
        "--lang",
        default="en",
        metavar="LANG",
        help="language of the bots' clues: en, zh, fr or nl (default: en)",
    )
    bot.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="N",
        help="the bots' choices follow this number, to play the same way again (default: 0)",
    )
    bot.add_argument(
        "--secret",
        default="bots",
        metavar="WORD",
        help="a word teammate bots share to understand each other's clues; bots started "
        "separately need the same one (default: bots)",
    )
    bot.add_argument(
        "--skill",
        type=float,
        default=0.9,
        metavar="P",
        help="how often, from 0 to 1, a bot understands its team's clues (default: 0.9)",
    )
    bot.add_argument(
        "--state-dir",
        nargs="?",
        const="",
        metavar="DIR",
        help="keep the bots' resume tokens in DIR (alone: the data folder's bots/), "
        "so that a bot started again gets its seat back",
    )
    bot.add_argument(
        "--delay",
        type=float,
        metavar="SECONDS",
        help="how long a bot waits before each move (default: 0). Computer players (--ai) "
        "otherwise take a person's time: clues 45-90 s into the round beside a person "
        "(12-20 s among computers), guesses after 6-14 s; --delay makes them quick",
    )
    bot.add_argument(
        "--stay",
        action="store_true",
        help="stay seated after the game is over, to play again when the host starts "
        "another game at the table (Ctrl+C leaves); by default the bots leave at game over",
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
        help="with --ai: how well the computer players read clues and use what they have "
        "seen (default: normal)",
    )

    join = sub.add_parser(
        "join",
        help="open a team window on a game, by address",
        description="Open a team window on the game at an address, as the table shows it.",
    )
    join.add_argument(
        "address",
        type=_address,
        metavar="HOST:PORT",
        help="the host's address and port, such as 192.168.1.20:47123",
    )
    join.add_argument(
        "--name",
        action="append",
        default=[],
        help="a player at this window; repeat it for teammates sharing the window "
        "(default: the name typed in the start window)",
    )
    join.add_argument("--pin", help="the room's PIN, if it has one")
    _network_options(join, top=False, hosting=False)
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
    from decrypto_qt.logfile import close_logging, setup_logging

    log_file = setup_logging(args.verbose)
    command = args.command or "app"
    log.info("decrypto-qt %s starting (%s); log file %s", __version__, command, log_file)
    try:
        return _run(args)
    finally:
        close_logging()


def _run(args: argparse.Namespace) -> int:
    from decrypto_qt.qtimport import skip_source_scan

    skip_source_scan()  # every command runs Qt: its host, bots and windows keep no source
    if args.reset_settings:
        reset_settings()
    if args.command == "host" and args.headless:
        from decrypto_qt.headless import run_host

        return run_host(args)
    if args.command == "bot":
        from decrypto_qt.bots.run import run_bots

        if args.state_dir == "":
            from decrypto_qt.net.autosave import data_dir

            args.state_dir = str(data_dir() / "bots")
        return run_bots(args)
    from decrypto_qt.platform_check import check_display_libraries

    if not check_display_libraries():
        # Qt would abort on its missing X11 libraries: the command that installs them is said.
        log.info("the libraries of Qt's X11 plugin are missing")
        return 1
    from decrypto_qt.ui.app import run_app

    return run_app(args=args)
