"""When a computer hands in what it decided: at a person's pace, not a machine's.

A computer decides in a fraction of a second. Handed in at once, its clues
would start the sand timer (R8) against a person on the other team about two
seconds into the round, and a table of computers would finish a game in half
a minute. So a seat paced by :class:`Pace` holds each decision until a person
could have reached it, measured from the moment the situation began (the round's
encrypting phase, a decoding, the tie-break):

- **Clues**, when a person encrypts for the other team this round: a varied 45-90 s.
  People take about a minute to write three clues; with 45 s at the least, a
  person has 75 s or more in all before the sand timer can run out on them,
  and 90 s at the most keeps the round moving. The draw varies from round to
  round so the hand-in time says nothing. Among computers only (no person
  encrypting), 12-20 s: long enough to read "White has handed in" from the back
  of a room.
- **Guesses** (a draft beside people, a lock among computers): 6-14 s after the
  clues are shown, the time to read three clues aloud.
- **The tie-break** (keyword guesses and judging): 10-20 s.
- Whatever the draw, clues are handed in :attr:`Pace.margin` seconds before the
  seat's own sand timer runs out; its drafts are written at once, so the timer
  would take them even so (R8).

:data:`FAST` holds nothing: it is for tests and benchmarks (``bot --delay``).
This module is pure: the caller passes the clock's readings and the random draw.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from decrypto_qt.engine import actions as act

Span = tuple[float, float]
"""Seconds, at least and at most (drawn uniformly in between)."""


@dataclass(frozen=True)
class Pace:
    """How long a computer waits, per kind of decision (see the module's text)."""

    clues_beside_people: Span = (45.0, 90.0)
    clues_among_computers: Span = (12.0, 20.0)
    guess: Span = (6.0, 14.0)
    tiebreak: Span = (10.0, 20.0)
    margin: float = 4.0
    """Seconds before the seat's own sand timer runs out by which its clues are in."""

    def hold(
        self,
        view: Mapping[str, Any],
        action: act.Action,
        since: float,
        now: float,
        rng: random.Random,
        timer_ends: float | None = None,
    ) -> float:
        """Seconds from ``now`` to wait before sending ``action`` (0: send now).

        Args:
            view: the seat's view when the action was decided.
            since: when the situation began (the caller's clock, like ``now``).
            rng: draws the wait within its span.
            timer_ends: when the sand timer running against the seat's team ends
                (same clock), or None when none runs.
        """
        span = self.span_of(view, action)
        if span is None:
            return 0.0
        due = since + rng.uniform(*span)
        if timer_ends is not None and isinstance(action, act.SubmitClues):
            due = min(due, timer_ends - self.margin)
        return max(0.0, due - now)

    def span_of(self, view: Mapping[str, Any], action: act.Action) -> Span | None:
        """The span an action waits for (None: it goes at once)."""
        if isinstance(action, act.SubmitClues):
            return (
                self.clues_beside_people if person_encrypting(view) else self.clues_among_computers
            )
        if isinstance(action, act.DraftGuess | act.LockGuess):
            return self.guess
        if isinstance(
            action,
            act.DraftKeywordGuesses
            | act.SubmitKeywordGuesses
            | act.JudgeKeywordGuess
            | act.FinishJudging,
        ):
            return self.tiebreak
        return None


FAST = Pace((0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0), margin=0.0)
"""No waiting: tests and benchmarks."""

PERSON = Pace()
"""The pace people play at (the default for computer players)."""


def person_encrypting(view: Mapping[str, Any]) -> bool:
    """Whether a person (not a computer) encrypts for either team this round."""
    for team in view.get("teams") or []:
        encryptor = team.get("encryptor")
        for player in team.get("players") or []:
            if player.get("id") == encryptor and not player.get("computer"):
                return True
    return False


def situation(view: Mapping[str, Any]) -> tuple[object, ...]:
    """What a seat is deciding about: the waits count from the moment this first changed."""
    phase = view.get("phase")
    decoding = view.get("decoding") or {}
    if phase == "decoding":
        return (phase, view.get("round"), decoding.get("team"))
    return (phase, view.get("round"))


def timer_against(view: Mapping[str, Any], me: str) -> bool:
    """Whether the sand timer runs against the team of seat ``me`` (its clues are not in)."""
    if view.get("phase") != "encrypting" or view.get("deadline") is None or view.get("paused"):
        return False
    for team in view.get("teams") or []:
        if any(p.get("id") == me for p in team.get("players") or []):
            return not team.get("clues_in")
    return False
