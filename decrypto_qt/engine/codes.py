"""The 24 codes of a code deck (R4) and their checks."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.types import Code

ALL_CODES: tuple[Code, ...] = tuple(
    (a, b, c) for a, b, c in itertools.permutations((1, 2, 3, 4), 3)
)
"""Every code of a deck, in a fixed order (R4): 24 triples of different digits 1-4."""


def format_code(code: Sequence[int | None]) -> str:
    """``(4, 2, 1)`` -> ``"4-2-1"``; an undecided digit shows as ``"?"``."""
    return "-".join("?" if d is None else str(d) for d in code)


def _digit_ok(d: object) -> bool:
    return isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 4


def check_code(value: object) -> Code:
    """Return ``value`` as a code, or raise ``code/invalid`` saying what is wrong."""
    if not isinstance(value, (tuple, list)) or len(value) != 3:
        raise RuleError("code/invalid", "A code is three digits, such as 3-4-2.")
    if not all(_digit_ok(d) for d in value):
        raise RuleError("code/invalid", "Each digit of a code is 1, 2, 3 or 4.")
    if len(set(value)) != 3:
        raise RuleError(
            "code/invalid",
            f"The digits of a code are all different; {format_code(value)} repeats one.",
        )
    return (int(value[0]), int(value[1]), int(value[2]))


def check_partial_code(value: object) -> tuple[int | None, int | None, int | None]:
    """A guess still being discussed: three slots, each a digit 1-4 or empty, no repeats."""
    if not isinstance(value, (tuple, list)) or len(value) != 3:
        raise RuleError("code/invalid", "A guess has three places, each 1-4 or empty.")
    if not all(d is None or _digit_ok(d) for d in value):
        raise RuleError("code/invalid", "Each digit of a code is 1, 2, 3 or 4.")
    chosen = [d for d in value if d is not None]
    if len(set(chosen)) != len(chosen):
        raise RuleError(
            "code/invalid",
            f"The digits of a code are all different; {format_code(value)} repeats one.",
        )
    return (value[0], value[1], value[2])
