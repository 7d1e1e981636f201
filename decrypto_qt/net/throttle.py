"""PIN guesses, throttled per address and per room. No Qt, no sockets; the clock is given.

An address may get the PIN wrong a few times (a typo, a pupil trying the PIN from
the board twice); after that each further try waits longer, up to a cap: the
whole space of 4-digit PINs then takes days from one address. Wrong PINs from
every address together pace the room: once the room has seen many, a PIN is
checked at most once every few seconds room-wide, so that many addresses
together still need many hours. An address that has given the right PIN before
(a computer at the table) is never held up by the room's pace, and a fresh
address in a quiet room is checked at once.

A try that must wait is refused *without* its PIN being looked at, so waiting
out the answer tells an attacker nothing.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from decrypto_qt.protocol.limits import (
    PIN_ADDRESS_CAP_SECONDS,
    PIN_FREE_TRIES,
    PIN_ROOM_FREE_TRIES,
    PIN_ROOM_GAP_SECONDS,
)

MAX_ADDRESSES = 4096
"""Addresses remembered at once; the least recently seen is forgotten first."""
FORGET_SECONDS = 24 * 3600.0
"""An address silent this long starts over."""


@dataclass
class _Record:
    wrong: int = 0
    next_try: float = 0.0
    seen: float = 0.0
    trusted: bool = False


class PinThrottle:
    """Who may try a PIN now, and how long the others wait.

    Args:
        clock: seconds, monotonic (tests pass their own).
        free: wrong PINs an address may give before it has to wait.
        cap: the longest an address waits between two tries.
        room_free: wrong PINs the whole room takes before it is paced.
        room_gap: once paced, the room checks at most one PIN per this many seconds.
    """

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        *,
        free: int = PIN_FREE_TRIES,
        cap: float = PIN_ADDRESS_CAP_SECONDS,
        room_free: int = PIN_ROOM_FREE_TRIES,
        room_gap: float = PIN_ROOM_GAP_SECONDS,
    ) -> None:
        self.clock = clock
        self.free = free
        self.cap = cap
        self.room_free = room_free
        self.room_gap = room_gap
        self._addresses: OrderedDict[str, _Record] = OrderedDict()
        self._room_wrong = 0
        self._room_next = 0.0

    def _record(self, address: str) -> _Record:
        now = self.clock()
        record = self._addresses.get(address)
        if record is None or now - record.seen > FORGET_SECONDS:
            record = _Record(seen=now)
            self._addresses[address] = record
        record.seen = now
        self._addresses.move_to_end(address)
        while len(self._addresses) > MAX_ADDRESSES:
            self._addresses.popitem(last=False)
        return record

    def wait(self, address: str) -> float:
        """Seconds before ``address`` may try a PIN; 0 if it may now."""
        now = self.clock()
        record = self._record(address)
        waits = [record.next_try - now]
        if not record.trusted and self._room_wrong >= self.room_free:
            waits.append(self._room_next - now)
        return max(0.0, *waits)

    def checked(self, address: str, right: bool) -> None:
        """``address`` tried a PIN (it was allowed to): record whether it was right."""
        now = self.clock()
        record = self._record(address)
        if right:
            record.wrong, record.next_try, record.trusted = 0, 0.0, True
            return
        record.wrong += 1
        self._room_wrong += 1
        if record.wrong > self.free:
            record.next_try = now + self.delay(record.wrong)
        if self._room_wrong >= self.room_free:
            self._room_next = max(self._room_next, now + self.room_gap)
        record.trusted = False  # an address that starts guessing is paced with everyone else

    def delay(self, wrong: int) -> float:
        """How long an address waits after its ``wrong``-th wrong PIN: 1 s, 2 s, 4 s… up
        to the cap, from the first wrong PIN past the free ones."""
        over = wrong - self.free
        if over <= 0:
            return 0.0
        return min(self.cap, math.ldexp(1.0, min(over - 1, 62)))

    def seconds_for(self, guesses: int, *, addresses: int = 1) -> float:
        """The least time ``guesses`` wrong PINs take from ``addresses`` addresses (a model
        of the rules above, for the benchmark and the docs)."""
        per_address = math.ceil(guesses / addresses)
        one = sum(self.delay(n) for n in range(1, per_address))
        if addresses == 1:
            return one
        paced = max(0, guesses - self.room_free) * self.room_gap
        return max(one, paced)
