"""``decrypto-qt bot`` options for computer players."""

from __future__ import annotations

import pytest

from decrypto_qt.cli import build_parser


def test_computer_players_are_asked_for_with_a_level() -> None:
    args = build_parser().parse_args(["bot", "--ai", "--level", "hard", "--join", "10.0.0.2:4000"])
    assert args.ai and args.level == "hard" and args.delay is None  # a human pace by default
    plain = build_parser().parse_args(["bot", "--join", "10.0.0.2:4000"])
    assert not plain.ai and plain.level == "normal"


def test_an_unknown_level_is_refused_with_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["bot", "--ai", "--level", "expert", "--join", "h:1"])
    err = capsys.readouterr().err
    assert "expert" in err and "easy" in err and "hard" in err


def test_the_help_says_what_the_options_do(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["bot", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "computer players that understand the words" in out
    assert "a person's time" in out and "45-90 s" in out
