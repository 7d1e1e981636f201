"""The PIN throttle on its own: growing waits per address, the room's pace, no clock read."""

from __future__ import annotations

from decrypto_qt.net.throttle import FORGET_SECONDS, MAX_ADDRESSES, PinThrottle

DAY = 24 * 3600.0
HOUR = 3600.0


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_an_address_gets_a_few_free_tries_then_waits_longer_up_to_the_cap() -> None:
    clock = Clock()
    throttle = PinThrottle(clock, free=3, cap=30.0)
    waits = []
    for _ in range(12):
        assert throttle.wait("a") == 0.0
        throttle.checked("a", right=False)
        waits.append(throttle.wait("a"))
        clock.t += waits[-1]
    assert waits == [0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30, 30]


def test_a_right_pin_clears_the_count_and_the_room_pace_for_that_address() -> None:
    clock = Clock()
    throttle = PinThrottle(clock, free=1, room_free=2, room_gap=5.0)
    for _ in range(3):
        clock.t += 100
        throttle.checked("a", right=False)
    assert throttle.wait("a") > 0 and throttle.wait("fresh") > 0
    clock.t += 100
    throttle.checked("b", right=True)  # b was let through before the room's next slot
    throttle.checked("b", right=True)
    throttle.checked("x", right=False)  # the room is paced again
    assert throttle.wait("b") == 0.0  # trusted: the room's pace is not for it
    assert throttle.wait("fresh") == 5.0
    throttle.checked("b", right=False)  # trust goes with a wrong PIN
    assert throttle.wait("b") == 5.0


def test_the_whole_four_digit_space_takes_a_day_from_one_address_and_hours_from_many() -> None:
    throttle = PinThrottle()
    assert throttle.seconds_for(10_000) >= DAY
    assert throttle.seconds_for(10_000, addresses=254) >= 8 * HOUR
    assert throttle.seconds_for(10_000, addresses=65_536) >= 8 * HOUR


def test_addresses_are_forgotten_when_quiet_and_never_pile_up() -> None:
    clock = Clock()
    throttle = PinThrottle(clock, free=0, room_free=10**9)
    throttle.checked("a", right=False)
    assert throttle.wait("a") == 1.0
    clock.t += FORGET_SECONDS + 1
    assert throttle.wait("a") == 0.0
    for n in range(MAX_ADDRESSES + 10):
        throttle.checked(f"10.{n // 65536}.{n // 256 % 256}.{n % 256}", right=False)
    assert len(throttle._addresses) == MAX_ADDRESSES
