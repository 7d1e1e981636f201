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
