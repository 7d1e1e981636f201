"""Clue checks a machine can make (R22-R24); the rest is for people (R25)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import contains_keyword, normalize, printable_problem

MAX_CLUE_LENGTH = 60
"""R22: a clue has 1-60 characters after trimming."""
MAX_DRAFT_LENGTH = 200
"""A draft may run over while being edited; beyond this it is not text anyone is writing."""

HUMAN_RULES: tuple[str, ...] = (
    "A clue may refer only to a keyword's meaning.",
    "Nothing about spelling, letter count or the keyword's position on the screen.",
    "Nothing about how the keyword sounds (rhymes, homophones).",
    "No private references the opponents cannot know.",
    "No translation of a keyword into another language.",
    "Never say the code or its digits.",
    "No clue with the same idea as an earlier clue of your team.",
    "While your code is being decoded, write nothing your teammates see, notes included.",
)
"""Reminders for the encryptor of the rules only people can judge (R25)."""

ORDINALS = ("first", "second", "third")


def check_clue(
    text: str,
    keywords: Sequence[str],
    earlier: Iterable[str] = (),
    *,
    position: int | None = None,
) -> str:
    """Return the clue trimmed, or raise ``clue/...`` saying which rule it breaks.

    Args:
        text: what the encryptor typed.
        keywords: the encrypting team's own keywords (R23).
        earlier: clues the team has given before, or earlier in this submission (R24).
        position: 0-2, to say which clue is wrong in the message.
    """
    return _Checker(keywords, earlier).check(text, position)


class _Checker:
    """The clue checks against one team's keywords and earlier clues, each folded once
    (:func:`normalize`) however many clues are checked against them."""

    def __init__(self, keywords: Sequence[str], earlier: Iterable[str]) -> None:
        self.keywords = [(k, normalize(k)) for k in keywords]
        self.given = {normalize(e) for e in earlier}

    def check(self, text: str, position: int | None) -> str:
        """:func:`check_clue`; the clue then counts as given, for the next clues (R24)."""
        where = "" if position is None else f"The {ORDINALS[position]} clue: "
        params = {"position": position}
        # Control characters (tabs and newlines too) are refused before the spaces are
        # tidied: a clue is one line of text, as its drafts are.
        problem = printable_problem(text)
        clue = " ".join(text.split())
        if problem:
            raise RuleError("clue/invalid", f"{where}this clue {problem}.", **params)
        norm = normalize(clue)
        if not norm:
            raise RuleError("clue/empty", f"{where}a clue cannot be empty.", **params)
        if len(clue) > MAX_CLUE_LENGTH:
            raise RuleError(
                "clue/too_long",
                f"{where}a clue has at most {MAX_CLUE_LENGTH} characters; "
                f"this one has {len(clue)}.",
                limit=MAX_CLUE_LENGTH,
                length=len(clue),
                **params,
            )
        for number, (keyword, folded) in enumerate(self.keywords, start=1):
            if norm == folded:
                raise RuleError(
                    "clue/is_keyword",
                    f"{where}“{clue}” is your keyword {number}; a clue may not be a keyword.",
                    keyword=number,
                    **params,
                )
            if contains_keyword(clue, keyword):
                raise RuleError(
                    "clue/contains_keyword",
                    f"{where}“{clue}” contains your keyword {number}; "
                    "a clue may not contain a keyword.",
                    keyword=number,
                    **params,
                )
        if norm in self.given:
            raise RuleError(
                "clue/repeated",
                f"{where}your team has already given “{clue}”; a clue cannot be given twice.",
                **params,
            )
        self.given.add(norm)
        return clue


def check_clues(
    clues: Sequence[str], keywords: Sequence[str], earlier: Iterable[str]
) -> tuple[str, str, str]:
    """Check a submission of three clues (R22-R24), including repeats within it."""
    if len(clues) != 3:
        raise RuleError("clue/count", "Write exactly three clues, one for each digit of the code.")
    checker = _Checker(keywords, earlier)
    out: list[str] = []
    for i, text in enumerate(clues):
        if not isinstance(text, str):
            raise RuleError("clue/invalid", "A clue is text.", position=i)
        out.append(checker.check(text, i))
    return (out[0], out[1], out[2])


def salvage_drafts(
    drafts: Sequence[str], keywords: Sequence[str], earlier: Iterable[str]
) -> tuple[tuple[str, str, str], tuple[int, ...]]:
    """Take drafts as they stand when the timer runs out (R8).

    An empty draft stays empty. A draft that breaks R22-R24 cannot be given as a
    clue, so it is left empty too. Returns the clues and the positions dropped.
    """
    checker = _Checker(keywords, earlier)
    out: list[str] = []
    dropped: list[int] = []
    for i, text in enumerate(drafts):
        if not text.strip():
            out.append("")
            continue
        try:
            out.append(checker.check(text, i))
        except RuleError:
            out.append("")
            dropped.append(i)
    return (out[0], out[1], out[2]), tuple(dropped)
