"""Held-out clue sets written by people: the decoder and the interceptor scored on them.

File format (``bench/ai/data/heldout_<lang>.json``)::

    {"language": "en",
     "sets": [{"keywords": ["k1", "k2", "k3", "k4"],
               "rounds": [{"code": [2, 4, 1], "clues": ["c1", "c2", "c3"]}, ...]}]}

Decoder: keywords and a round's clues → its code (exact match). Interceptor:
for round r ≥ 2 of a set, only the rounds before r (clues with their codes) →
the code of round r. Both go through :meth:`ComputerPlayer.read_code` on a
view built as a window of that team (or of the opponents) would see it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.engine import Team

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class ClueRound:
    code: tuple[int, int, int]
    clues: tuple[str, str, str]


@dataclass(frozen=True)
class ClueSet:
    keywords: tuple[str, str, str, str]
    rounds: tuple[ClueRound, ...]


@dataclass(frozen=True)
class HeldOut:
    language: str
    sets: tuple[ClueSet, ...]

    @property
    def rounds(self) -> int:
        return sum(len(s.rounds) for s in self.sets)


def _fail(where: str, what: str) -> ValueError:
    return ValueError(f"{where}: {what}")


def parse_heldout(data: Any, where: str = "held-out file") -> HeldOut:
    """Check and read a held-out document; ValueError says what is wrong and where."""
    if not isinstance(data, dict) or not isinstance(data.get("language"), str):
        raise _fail(where, 'expected an object with "language" and "sets"')
    sets = data.get("sets")
    if not isinstance(sets, list):
        raise _fail(where, '"sets" must be a list')
    out: list[ClueSet] = []
    for i, s in enumerate(sets, start=1):
        at = f"{where}, set {i}"
        keywords = s.get("keywords") if isinstance(s, dict) else None
        if not (
            isinstance(keywords, list)
            and len(keywords) == 4
            and all(isinstance(k, str) and k.strip() for k in keywords)
        ):
            raise _fail(at, '"keywords" must be 4 words')
        rounds: list[ClueRound] = []
        for j, r in enumerate(s.get("rounds") or [], start=1):
            code = r.get("code") if isinstance(r, dict) else None
            clues = r.get("clues") if isinstance(r, dict) else None
            if not (
                isinstance(code, list)
                and len(code) == 3
                and all(isinstance(d, int) and 1 <= d <= 4 for d in code)
                and len(set(code)) == 3
            ):
                raise _fail(f"{at}, round {j}", '"code" must be 3 different digits 1-4')
            if not (
                isinstance(clues, list)
                and len(clues) == 3
                and all(isinstance(c, str) for c in clues)
            ):
                raise _fail(f"{at}, round {j}", '"clues" must be 3 texts')
            rounds.append(ClueRound((code[0], code[1], code[2]), (clues[0], clues[1], clues[2])))
        if not rounds:
            raise _fail(at, "a set needs at least one round")
        out.append(ClueSet((keywords[0], keywords[1], keywords[2], keywords[3]), tuple(rounds)))
    return HeldOut(data["language"], tuple(out))


def load_heldout(path: Path) -> HeldOut:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise _fail(str(path), f"cannot be read as JSON ({exc})") from None
    return parse_heldout(data, str(path))


def _view(keywords: list[str] | None, rounds: tuple[ClueRound, ...], number: int) -> dict[str, Any]:
    """What a window sees at round ``number``: White's earlier rounds in the public history."""
    history = [
        {"team": "white", "round": n, "clues": list(r.clues), "code": list(r.code)}
        for n, r in enumerate(rounds, start=1)
    ]
    return {
        "round": number,
        "teams": [
            {"team": "white", "keywords": keywords},
            {"team": "black", "keywords": None if keywords is not None else []},
        ],
        "history": history,
    }


@dataclass
class HeldOutScore:
    decoder_right: int = 0
    decoder_rounds: int = 0
    interceptor_right: dict[int, int] | None = None
    interceptor_rounds: dict[int, int] | None = None


def score(player: ComputerPlayer, heldout: HeldOut) -> HeldOutScore:
    """Decoder and interceptor exact matches of ``player`` on every set of ``heldout``."""
    out = HeldOutScore(interceptor_right={}, interceptor_rounds={})
    assert out.interceptor_right is not None and out.interceptor_rounds is not None
    for s in heldout.sets:
        for n, r in enumerate(s.rounds, start=1):
            # Decoder: the team's keywords and its own earlier rounds.
            view = _view(list(s.keywords), s.rounds[: n - 1], n)
            guess = player.read_code(view, Team.WHITE, Team.WHITE, list(r.clues))
            out.decoder_rounds += 1
            out.decoder_right += guess == r.code
            if n >= 2:  # Interceptor: only the earlier rounds' clues and codes.
                view = _view(None, s.rounds[: n - 1], n)
                guess = player.read_code(view, Team.BLACK, Team.WHITE, list(r.clues))
                out.interceptor_rounds[n] = out.interceptor_rounds.get(n, 0) + 1
                out.interceptor_right[n] = out.interceptor_right.get(n, 0) + (guess == r.code)
    return out
