"""What a note sheet holds, read from a view's public history: shared by the team
window's sheet, its PDF export and the table's clue history. No widgets here."""

from __future__ import annotations

from dataclasses import dataclass

from decrypto_qt.engine.views import HistoryEntry

Digits = list[int]


def code_text(digits: Digits | None, sep: str = "-") -> str:
    """``[3, 1, 4]`` → ``"3-1-4"``; nothing for no code."""
    return "" if not digits else sep.join(map(str, digits))


@dataclass(frozen=True)
class IndexedClue:
    """A revealed clue under its keyword number, with the reason it was flagged (R25)."""

    text: str
    flag: str | None = None


def entries_of(history: list[HistoryEntry], team: str) -> list[HistoryEntry]:
    """The revealed codes of one team, in order."""
    return [h for h in history if h["team"] == team]


def our_guess(entry: HistoryEntry, *, theirs: bool) -> Digits | None:
    """On our side, our own guess; on their side, our interception."""
    return entry["opp_guess"] if theirs else entry["own_guess"]


def clue_flag(entry: HistoryEntry, position: int) -> str | None:
    """The reason the clue at ``position`` (1-3, as the rules count) was flagged, if it was."""
    return next((f["reason"] for f in entry["flags"] if f["clue"] == position), None)


def clue_index(entries: list[HistoryEntry]) -> list[list[IndexedClue]]:
    """Every non-empty clue under the keyword number its code digit points at (1-4)."""
    index: list[list[IndexedClue]] = [[], [], [], []]
    for e in entries:
        for position, (clue, digit) in enumerate(zip(e["clues"], e["code"], strict=True), 1):
            if clue:
                index[digit - 1].append(IndexedClue(clue, clue_flag(e, position)))
    return index
