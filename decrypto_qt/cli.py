"""The ``decrypto-qt`` command."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from decrypto_qt import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="decrypto-qt",
        description="Decrypto on a local network (unofficial fan implementation).",
    )
    parser.add_argument("--version", action="version", version=f"decrypto-qt {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    build_parser().parse_args(argv)
    print("decrypto-qt: the desktop windows are not built yet; try --version.")
    return 0
