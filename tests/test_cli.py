"""The ``decrypto-qt`` command line."""

import argparse
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt import __version__
from decrypto_qt.cli import build_parser, main
from tests.helpers.net import make_host
from tests.helpers.processes import Proc


def test_version_is_printed_by_the_module_entry_point() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "decrypto_qt", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == f"decrypto-qt {__version__}"


def test_version_flag_exits_cleanly(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_a_bad_address_is_refused_with_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["bot", "--join", "nonsense"])
    assert exc.value.code == 2
    assert "expected HOST:PORT, such as" in capsys.readouterr().err


def test_join_opens_a_team_window_serving_the_named_players(qtbot: QtBot, tmp_path: Path) -> None:
    host = make_host(tmp_path / "host", start_at=None)
    app = Proc(
        "join",
        f"127.0.0.1:{host.port}",
        "--name",
        "Ann",
        "--name",
        "Bob",
        data_dir=tmp_path / "app",
        env={"XDG_CONFIG_HOME": str(tmp_path / "config")},
    )
    try:
        qtbot.waitUntil(lambda: len(host.book.seats) == 2, timeout=20_000)
        assert [s.name for s in host.book.players()] == ["Ann", "Bob"]
        assert host.connected_windows == 1
        # Ctrl+C (SIGINT) closes the app, which says goodbye: in the lobby, the seats go.
        app.proc.send_signal(signal.SIGINT)
        assert app.wait_exit(qtbot) == 0
        qtbot.waitUntil(lambda: host.connected_windows == 0, timeout=5000)
        assert not host.book.seats
    finally:
        app.kill()
        host.close()


# --- help texts, and the guide saying the same --------------------------------------------

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "guide.md"


def parsers() -> dict[str, argparse.ArgumentParser]:
    """The top level ("") and each command's parser."""
    top = build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    return {"": top, **sub.choices}


def options(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    """Each option by its longest name (``--verbose`` for ``-v``), without ``--help``."""
    return {
        max(a.option_strings, key=len): a
        for a in parser._actions
        if a.option_strings and not isinstance(a, argparse._HelpAction)
    }


def test_every_option_of_every_command_has_a_help_text() -> None:
    for command, parser in parsers().items():
        assert parser.description, command or "decrypto-qt"
        positionals = [
            (a.dest, a)
            for a in parser._actions
            if not a.option_strings and not isinstance(a, argparse._SubParsersAction)
        ]
        for name, action in [*options(parser).items(), *positionals]:
            assert action.help and len(action.help.split()) >= 3, (command, name)
            assert not action.help.endswith("."), (command, name)


def test_help_texts_state_the_defaults_the_code_uses() -> None:
    for command, parser in parsers().items():
        for name, action in options(parser).items():
            default = action.default
            if default in (None, False, argparse.SUPPRESS) or default == []:
                continue
            shown = f"{default:g}" if isinstance(default, float) else str(default)
            assert f"default: {shown})" in str(action.help), (command, name, default)


def guide_options() -> dict[str, set[str]]:
    """The options section 11 of the guide lists, per command ("" for the top level)."""
    text = GUIDE.read_text(encoding="utf-8").split("## 11. The command line", 1)[1]
    found: dict[str, set[str]] = {}
    command = ""
    for line in text.splitlines():
        heading = re.match(r"\*\*`decrypto-qt(?: (\w+))?", line)
        if heading:
            command = heading.group(1) or ""
        elif line.startswith("| `-"):
            first_cell = line.split("|")[1]
            found.setdefault(command, set()).update(re.findall(r"`(--[\w-]+)", first_cell))
    return found


def test_the_guide_lists_every_option_as_the_help_does() -> None:
    listed = guide_options()
    for command, parser in parsers().items():
        assert listed.get(command) == set(options(parser)), command or "decrypto-qt"


def test_help_prints_for_every_command() -> None:
    for command in ("", "host", "bot", "join"):
        argv = [command, "--help"] if command else ["--help"]
        out = subprocess.run(
            [sys.executable, "-m", "decrypto_qt", *argv], capture_output=True, text=True, check=True
        )
        assert out.stdout.startswith("usage: decrypto-qt") and out.stderr == ""


def test_state_dir_alone_keeps_the_bots_tokens_in_the_data_folder(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path / "host", start_at=None)
    bot = Proc(
        "bot",
        "--join",
        f"127.0.0.1:{host.port}",
        "--name",
        "Robin",
        "--state-dir",
        data_dir=tmp_path / "data",
    )
    try:
        bot.wait_for(qtbot, r"Robin seated as")
        token = tmp_path / "data" / "bots" / "bot-Robin.json"
        qtbot.waitUntil(token.exists, timeout=5000)
        assert '"resume"' in token.read_text(encoding="utf-8")
    finally:
        bot.kill()
        host.close()
