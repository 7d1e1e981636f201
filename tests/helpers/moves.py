"""Moves made through the team windows' sessions, for tests that need a game to reach a phase."""

from __future__ import annotations

from decrypto_qt.engine import Team
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.team_window import TeamWindow
from tests.helpers.ui import seat_window


def encrypt_all(host: GameHost, windows: list[TeamWindow], words: tuple[str, str, str]) -> None:
    """Every encryptor of the round hands in ``words``, made unique by team and round."""
    assert host.state is not None
    n = host.state.round.number
    for code in host.state.round.codes:
        x = code.team.value[0]
        a, b, c = words
        seat_window(windows, code.encryptor).session.submit_clues(
            (f"{a} {x}{n}", f"{b} {x}{n}", f"{c} {x}{n}")
        )


def decoding(host: GameHost) -> tuple[Team, tuple[int, int, int], str]:
    """The team whose code is being decoded, the code and its encryptor."""
    assert host.state is not None
    code = next(c for c in host.state.round.codes if c.clues is not None and not c.revealed)
    return code.team, code.code, code.encryptor


def lock(host: GameHost, windows: list[TeamWindow]) -> None:
    """Both sides lock the code being decoded: the owners right; White intercepts, Black misses."""
    assert host.state is not None
    team, code, encryptor = decoding(host)
    own = next(
        w
        for w in windows
        if w.session.team is team and any(s != encryptor for s in w.session.seat_ids)
    )
    own.session.lock_guess(team, code)
    if host.state.round.number > 1:
        other = next(w for w in windows if w.session.team is team.other)
        a, b, c = code
        other.session.lock_guess(team, code if team is Team.BLACK else (b, a, c))


def revealed(host: GameHost) -> int:
    """How many codes have been revealed so far."""
    assert host.state is not None
    return sum(1 for r in host.state.rounds for c in r.codes if c.revealed)
