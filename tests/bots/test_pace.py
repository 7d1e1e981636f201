"""Computer players take a person's time (R7, R8): they never start a person's sand timer
at machine pace, and still hand in before their own timer runs out."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.bots.pace import FAST, PERSON, Pace, person_encrypting, situation, timer_against
from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import Settings, Team
from decrypto_qt.engine import actions as act
from decrypto_qt.net.client import HostConnection
from tests.helpers.net import LOOPBACK, WORDS, make_host


def _view(white_encryptor_computer: bool, **extra: Any) -> dict[str, Any]:
    return {
        "phase": "encrypting",
        "round": 2,
        "deadline": None,
        "paused": False,
        "teams": [
            {
                "team": "white",
                "encryptor": "p1",
                "clues_in": False,
                "players": [
                    {"id": "p1", "name": "Ann", "computer": white_encryptor_computer},
                    {"id": "p2", "name": "Bo"},
                ],
            },
            {
                "team": "black",
                "encryptor": "p3",
                "clues_in": False,
                "players": [
                    {"id": "p3", "name": "C1", "computer": True},
                    {"id": "p4", "name": "C2", "computer": True},
                ],
            },
        ],
        **extra,
    }


SUBMIT = act.SubmitClues("p3", ("a", "b", "c"))


@pytest.mark.rule("R8")
def test_beside_a_person_clues_wait_45_to_90_seconds_and_vary() -> None:
    """A person encrypting for the other team gets at least 45 s before a computer's clues
    could start the sand timer against them; the wait varies from round to round."""
    rng = random.Random(5)
    waits = [PERSON.hold(_view(False), SUBMIT, 100.0, 100.0, rng) for _ in range(200)]
    assert min(waits) >= 45.0 and max(waits) <= 90.0
    assert max(waits) - min(waits) > 30  # not one fixed time that would say something
    # Time already spent in the round counts: 50 s in, at most 40 s are left to wait.
    later = PERSON.hold(_view(False), SUBMIT, 100.0, 150.0, rng)
    assert 0.0 <= later <= 40.0


@pytest.mark.rule("R8")
def test_among_computers_clues_come_in_a_watchable_12_to_20_seconds() -> None:
    rng = random.Random(1)
    waits = [PERSON.hold(_view(True), SUBMIT, 0.0, 0.0, rng) for _ in range(100)]
    assert min(waits) >= 12.0 and max(waits) <= 20.0


@pytest.mark.rule("R8")
def test_clues_go_in_before_the_seats_own_timer_runs_out() -> None:
    """The other team handed in: whatever the draw, the clues go in `margin` s before the end."""
    rng = random.Random(2)
    for _ in range(50):
        wait = PERSON.hold(_view(False), SUBMIT, 0.0, 10.0, rng, timer_ends=40.0)
        assert wait <= 40.0 - PERSON.margin - 10.0
    # A timer nearly out: hand in now, never wait for a time that has passed.
    assert PERSON.hold(_view(False), SUBMIT, 0.0, 10.0, rng, timer_ends=12.0) == 0.0


def test_guesses_and_the_tiebreak_wait_a_short_while_and_other_actions_none() -> None:
    rng = random.Random(3)
    view = _view(False, phase="decoding", decoding={"team": "white"})
    guess = PERSON.hold(view, act.DraftGuess("p3", Team.WHITE, (1, 2, 3)), 0.0, 0.0, rng)
    assert 6.0 <= guess <= 14.0
    judge = PERSON.hold(view, act.FinishJudging("p3"), 0.0, 0.0, rng)
    assert 10.0 <= judge <= 20.0
    # Drafts of clues go at once: the sand timer takes them as they stand (R8).
    assert PERSON.hold(_view(False), act.DraftClues("p3", ("a", "", "")), 0.0, 0.0, rng) == 0
    assert FAST.hold(_view(False), SUBMIT, 0.0, 0.0, rng) == 0


def test_what_the_pace_reads_from_a_view() -> None:
    assert person_encrypting(_view(False)) and not person_encrypting(_view(True))
    assert situation(_view(False)) == ("encrypting", 2)
    decoding = _view(False, phase="decoding", decoding={"team": "black"})
    assert situation(decoding) == ("decoding", 2, "black")
    assert not timer_against(_view(False), "p3")  # no deadline: no timer
    timed = _view(False, deadline=123.0)
    assert timer_against(timed, "p3")
    timed["teams"][1]["clues_in"] = True
    assert not timer_against(timed, "p3")


# --- at a real host ---------------------------------------------------------------------


@dataclass
class _Idle:
    """A person who has not written anything yet."""

    me: str

    def decide(self, view: dict[str, Any]) -> list[act.Action]:
        return []


def _seat(port: int, name: str, team: str, pace: Pace | None, *, idle: bool = False) -> Bot:
    conn = HostConnection(LOOPBACK, port, names=(name,), team=team, computer=pace is not None)
    players = (lambda seat: _Idle(seat.id)) if idle else None
    bot = Bot(conn, WORDS, rng=random.Random(name), secret="s", pace=pace, players=players)
    conn.open()
    return bot


@pytest.mark.rule("R8")
def test_a_computer_holds_its_clues_until_a_person_could_have_written(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """People encrypt for White and never hand in (no timer); Black's computers write their
    drafts at once but hand their clues in only after the (shortened) person's time."""
    host = make_host(tmp_path)
    slow = Pace(clues_beside_people=(1.5, 1.5))
    people = [_seat(host.port, n, "white", None, idle=True) for n in ("Ann", "Bo")]
    computers = [_seat(host.port, n, "black", slow) for n in ("C1", "C2")]
    try:
        qtbot.waitUntil(lambda: host.state is not None, timeout=10_000)
        started = time.monotonic()
        black = lambda: host.state.round.code_of(Team.BLACK)  # noqa: E731
        qtbot.waitUntil(lambda: any(black().drafts), timeout=5_000)
        assert black().clues is None  # drafted, not handed in: no timer runs against Ann
        assert any(isinstance(a, act.SubmitClues) for b in computers for a in b.holding)
        qtbot.waitUntil(lambda: black().clues is not None, timeout=10_000)
        assert time.monotonic() - started >= 1.4
    finally:
        for b in computers:
            b.conn.close()
        for b in people:
            b.conn.close()
        host.close()


@pytest.mark.rule("R8")
def test_a_computer_hands_in_before_its_own_sand_timer_runs_out(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """White (people, played here by quick scripted seats) hands in at once and starts the
    shortest sand timer (5 s) against Black's computers, who meant to take a minute: they
    hand in before it runs out, so their clues are theirs, not drafts taken by the timer."""
    host = make_host(tmp_path, settings=Settings(timer_seconds=5.0))
    patient = Pace(clues_beside_people=(60.0, 60.0), margin=2.0)
    people = [_seat(host.port, n, "white", None) for n in ("Ann", "Bo")]
    computers = [_seat(host.port, n, "black", patient) for n in ("C1", "C2")]
    try:
        qtbot.waitUntil(lambda: host.state is not None, timeout=10_000)
        black = lambda: host.state.rounds[0].code_of(Team.BLACK)  # noqa: E731
        qtbot.waitUntil(lambda: black().clues is not None, timeout=10_000)
        assert not black().timed_out
    finally:
        for b in computers + people:
            b.conn.close()
        host.close()
