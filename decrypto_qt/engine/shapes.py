"""Notes on the shape of view fields, read by the protocol's JSON Schema.

They go in ``Annotated[...]`` next to a field's type: the type checker sees the
plain type, the schema (``decrypto_qt/protocol/schema.py``) says the rest, so a
client in another language knows, say, that a list holds keyword numbers 1-4
and that an object has exactly one entry per team.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Between:
    """A whole number from ``low`` to ``high``."""

    low: int
    high: int


@dataclass(frozen=True)
class Items:
    """A list of exactly ``count`` items (any number if ``None``); ``unique``: no repeats."""

    count: int | None = None
    unique: bool = False
    most: int | None = None


@dataclass(frozen=True)
class PerTeam:
    """An object with exactly the keys ``white`` and ``black``."""


@dataclass(frozen=True)
class Doc:
    """What the field means, for the schema's ``description``."""

    text: str


PER_TEAM = PerTeam()
