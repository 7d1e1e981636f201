"""What a bot does with a view: pure decisions, no network.

A bot sees only its own window's view, like any player. Bots of one team may
share a secret: the encryptor then picks clue words whose hash names the
keyword digit, and teammates read the digits back, so a team of bots decodes
its own code reliably while the opponents can only guess — games then run
their full length, with interceptions and tie-breaks, as with good players.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from decrypto_qt.ai.decider import Decider
from decrypto_qt.engine import (
    ALL_CODES,
    DraftClues,
    DraftGuess,
    FinishJudging,
    LockGuess,
    RuleError,
    SetNote,
    SubmitClues,
    SubmitKeywordGuesses,
    Team,
)
from decrypto_qt.engine import actions as act
from decrypto_qt.engine.clues import check_clue

__all__ = ["Decider", "Strategy", "digit_of"]


def digit_of(secret: str, clue: str) -> int:
    """The keyword digit (1-4) a clue stands for under a team's shared secret."""
    h = hashlib.blake2b(f"{secret}\x00{clue}".encode(), digest_size=2).digest()
    return int.from_bytes(h, "big") % 4 + 1


@dataclass
class Strategy:
    """One bot's way of playing.

    Attributes:
        me: the bot's seat id.
        words: the vocabulary clues and keyword guesses come from.
        secret: shared with teammates to make clues readable (None: random play).
        skill: chance of reading the team's clues right when a secret is shared.
    """

    me: str
    words: Sequence[str]
    rng: random.Random
    secret: str | None = None
    skill: float = 1.0
    notes: bool = True

    def decide(self, view: dict[str, Any]) -> list[act.Action]:
        """The actions to send now (usually none or one; drafts come first)."""
        team, roster = self._my_team(view)
        if team is None or view.get("paused") or view.get("outcome"):
            return []
        secret = view.get("secret") or {}
        phase = view["phase"]
        if phase == "encrypting":
            return self._encrypt(view, team, secret)
        if phase == "decoding":
            return self._decode(view, team, roster, secret)
        first = roster[0] == self.me
        if phase == "keyword_guessing" and first:
            kg = secret.get("keyword_guesses") or {}
            if not kg.get("submitted"):
                picks = self.rng.sample(list(self.words), 4)
                return [SubmitKeywordGuesses(self.me, (picks[0], picks[1], picks[2], picks[3]))]
        if phase == "keyword_judging" and first:
            judged = (view.get("tiebreak") or {}).get("judged", {})
            if not judged.get(team.value):
                return [FinishJudging(self.me)]
        return []

    def _my_team(self, view: dict[str, Any]) -> tuple[Team | None, list[str]]:
        for t in view["teams"]:
            ids = [p["id"] for p in t["players"]]
            if self.me in ids:
                return Team(t["team"]), ids
        return None, []

    def _encrypt(
        self, view: dict[str, Any], team: Team, secret: dict[str, Any]
    ) -> list[act.Action]:
        mine = view["teams"][team.index]
        code = secret.get("code")
        if code is None or secret.get("clues") is not None or mine["encryptor"] != self.me:
            return []
        keywords = mine["keywords"] or []
        earlier = [c for h in view["history"] if h["team"] == team.value for c in h["clues"] if c]
        clues: list[str] = []
        for digit in code:
            clues.append(self._clue(digit, keywords, earlier + clues))
        triple = (clues[0], clues[1], clues[2])
        return [DraftClues(self.me, (triple[0], "", "")), SubmitClues(self.me, triple)]

    def _clue(self, digit: int, keywords: list[str], earlier: list[str]) -> str:
        candidates = list(self.words)
        self.rng.shuffle(candidates)
        for word in candidates:
            if self.secret is not None and digit_of(self.secret, word) != digit:
                continue
            try:
                return check_clue(word, keywords, earlier)
            except RuleError:
                continue
        # A vocabulary too small for the secret: any legal word will do.
        for n in range(10_000):
            word = f"hint{self.rng.randrange(10**9)}x{n}"
            try:
                return check_clue(word, keywords, earlier)
            except RuleError:
                continue
        raise RuntimeError("no clue found")  # pragma: no cover

    def _decode(
        self, view: dict[str, Any], team: Team, roster: list[str], secret: dict[str, Any]
    ) -> list[act.Action]:
        decoding = view["decoding"]
        guess = secret.get("guess")
        if decoding is None or guess is None or guess["locked"]:
            return []
        target = Team(decoding["team"])
        own = target is team
        encryptor = view["teams"][team.index]["encryptor"]
        actors = [p for p in roster if not (own and p == encryptor)]
        if not actors or actors[0] != self.me:
            return []  # one voice per team keeps the table quiet
        code = self._read(decoding["clues"]) if own else None
        if code is None:
            code = self.rng.choice(ALL_CODES)
        actions: list[act.Action] = [
            DraftGuess(self.me, target, (code[0], None, None)),
            LockGuess(self.me, target, code),
        ]
        if self.notes and own and self.rng.random() < 0.5:
            actions.append(
                SetNote(
                    self.me,
                    self.rng.randint(1, 4),
                    f"note-{team.value}-{self.rng.randrange(10**6)}",
                )
            )
        return actions

    def _read(self, clues: list[str]) -> tuple[int, int, int] | None:
        if self.secret is None or self.rng.random() >= self.skill:
            return None
        digits = tuple(digit_of(self.secret, c) if c else 0 for c in clues)
        if len(set(digits)) == 3 and all(1 <= d <= 4 for d in digits):
            return (digits[0], digits[1], digits[2])
        return None
