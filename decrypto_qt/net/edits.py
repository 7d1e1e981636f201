"""Drafts and notes, kept from flooding the journal and the autosave. No Qt.

Notes and drafts (a guess being discussed, clues being typed, tie-break keyword
guesses) are the actions a player may send as often as they like: only the
latest of each counts. Every applied action goes into the game's log, which the
journal and every autosave carry, so a script sending thousands of note edits
would make the save grow without end.

Each team has a budget of log bytes for these edits per round, far above what a
team typing by hand spends. Past it, a team's edits are *held*: for each note,
draft or guess only the latest waits, with the time it arrived, and the held
edits are applied (at those times) just before anything else happens in the game,
so nothing a player meant to keep is lost and no rule sees them late. A new round
starts a new budget.
"""

from __future__ import annotations

from typing import Any

from decrypto_qt.engine import GameState, Team
from decrypto_qt.engine import actions as act
from decrypto_qt.engine.log import LogEntry, encode_entry
from decrypto_qt.protocol.wire import dumps_line

EDIT_BUDGET_BYTES = 32 * 1024
"""Log bytes of edits per team and round before its edits are held (an honest team
spends a few kilobytes); a whole game's edits stay well under 1 MB."""

EDITS = (act.SetNote, act.DraftGuess, act.DraftClues, act.DraftKeywordGuesses)
"""The actions only the latest of which counts."""

Key = tuple[Any, ...]


def is_edit(action: act.Action) -> bool:
    return isinstance(action, EDITS)


def edit_key(action: act.Action) -> Key:
    """What an edit replaces: the same note, the same draft."""
    match action:
        case act.SetNote():
            return ("note", action.player, action.keyword)
        case act.DraftGuess():
            return ("guess", action.player, action.target)
        case _:
            return (type(action).__name__, action.player)  # type: ignore[union-attr]


def entry_size(action: act.Action, now: float) -> int:
    """The bytes the edit adds to the journal and the autosave."""
    return len(dumps_line(encode_entry(LogEntry(action, now))))


class EditGate:
    """Per team and round, how many bytes of edits have gone into the log, and the
    edits held back once a team has spent its budget."""

    def __init__(self, budget: int = EDIT_BUDGET_BYTES) -> None:
        self.budget = budget
        self._round = -1
        self._spent: dict[Team, int] = {}
        self.held: dict[Key, tuple[act.Action, float]] = {}
        """The latest held edit of each note or draft, with the time it arrived, in order."""

    def fits(self, state: GameState, action: act.Action, now: float) -> bool:
        """May ``action`` (an edit) be applied now? If so, it is counted; if not, the
        caller checks it and :meth:`hold` s it."""
        if len(state.rounds) != self._round:
            self._round, self._spent = len(state.rounds), {}
        player = state.player(action.player)  # type: ignore[union-attr]
        team = player.team if player is not None else None
        size = entry_size(action, now)
        key = edit_key(action)
        if team is not None and key not in self.held:
            spent = self._spent.get(team, 0)
            if spent + size <= self.budget:
                self._spent[team] = spent + size
                return True
        return False

    def hold(self, action: act.Action, now: float) -> None:
        """Keep ``action`` back, in place of any held edit of the same note or draft."""
        key = edit_key(action)
        self.held.pop(key, None)  # the latest goes last: held edits keep their times in order
        self.held[key] = (action, now)

    def take_held(self) -> list[tuple[act.Action, float]]:
        """The held edits, oldest first; the gate holds none afterwards."""
        held, self.held = list(self.held.values()), {}
        return held
