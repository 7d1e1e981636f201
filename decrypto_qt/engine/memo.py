"""Values remembered for immutable objects by identity, a bounded number of them.

A game state, a revealed code or a view's history list never changes once made, so
what is built from one (its public view parts, its encoding) can be kept with it and
reused while it is current. Each object is kept alongside its value, so its ``id``
is not reused by another object while remembered; the oldest are forgotten first.
"""

from __future__ import annotations

import contextlib
from typing import Any, Generic, TypeVar

V = TypeVar("V")


class _Bounded(Generic[V]):
    """At most ``limit`` values; the oldest are forgotten first."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._kept: dict[Any, tuple[Any, V]] = {}

    def _keep(self, key: Any, kept: Any, value: V) -> None:
        if len(self._kept) >= self._limit:
            # The oldest goes; another thread may have removed it first.
            with contextlib.suppress(KeyError, RuntimeError, StopIteration):
                del self._kept[next(iter(self._kept))]
        self._kept[key] = (kept, value)

    def clear(self) -> None:
        self._kept.clear()


class IdentityMemo(_Bounded[V]):
    """At most ``limit`` values, each for one object (looked up by identity)."""

    def get(self, obj: Any) -> V | None:
        kept = self._kept.get(id(obj))
        return kept[1] if kept is not None and kept[0] is obj else None

    def put(self, obj: Any, value: V) -> None:
        self._keep(id(obj), obj, value)


class IdentitiesMemo(_Bounded[V]):
    """At most ``limit`` values, each for one combination of objects (by identity).

    For a value built from several immutable parts: it is found again only while
    every part is the very same object, and the parts are kept with it so that
    no id is reused while it is remembered."""

    def get(self, parts: tuple[Any, ...]) -> V | None:
        kept = self._kept.get(tuple(map(id, parts)))
        if kept is None:
            return None
        for a, b in zip(kept[0], parts, strict=True):  # a loop, not any(): a hot path
            if a is not b:
                return None
        return kept[1]

    def put(self, parts: tuple[Any, ...], value: V) -> None:
        self._keep(tuple(map(id, parts)), parts, value)
