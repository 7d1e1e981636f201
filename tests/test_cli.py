"""The ``decrypto-qt`` command line."""

import subprocess
import sys

import pytest

from decrypto_qt import __version__
from decrypto_qt.cli import main


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


def test_without_a_command_the_app_says_what_it_can_do(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    out = capsys.readouterr().out
    assert "host --headless" in out and "bot --discover" in out


def test_a_bad_address_is_refused_with_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["bot", "--join", "nonsense"])
    assert exc.value.code == 2
    assert "expected HOST:PORT, such as" in capsys.readouterr().err
