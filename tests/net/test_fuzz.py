"""Fuzzing a live host: generated and mutated messages never crash it or change the game wrongly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from decrypto_qt.net.host import GameHost
from tests.helpers.groups import FUZZ
from tests.helpers.net import make_host
from tests.helpers.raw_peer import RawPeer

pytestmark = FUZZ

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=20,
)

TEMPLATES: list[dict[str, Any]] = [
    {"type": "action", "id": 1, "action": {"type": "submit_clues", "clues": ["a", "b", "c"]}},
    {"type": "action", "id": 2, "action": {"type": "draft_clues", "clues": ["a", "", ""]}},
    {
        "type": "action",
        "id": 3,
        "action": {"type": "lock_guess", "target": "white", "code": [1, 2, 3]},
    },
    {
        "type": "action",
        "id": 4,
        "action": {"type": "draft_guess", "target": "black", "digits": [1, None, 3]},
    },
    {"type": "action", "id": 5, "action": {"type": "set_note", "keyword": 1, "text": "x"}},
    {
        "type": "action",
        "id": 6,
        "action": {"type": "flag_clue", "team": "black", "round": 1, "clue": 1, "reason": "sound"},
    },
    {
        "type": "action",
        "id": 7,
        "action": {"type": "submit_keyword_guesses", "guesses": ["a", "b", "c", "d"]},
    },
    {"type": "action", "id": 8, "player": "p1", "base": 0, "action": {"type": "finish_judging"}},
    {"type": "lobby_choice", "id": 9, "team": "white", "ready": True},
    {"type": "hello", "protocol": 1, "app": "x", "names": ["Q"]},
]


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    message = json.loads(json.dumps(draw(st.sampled_from(TEMPLATES))))
    target = message
    if "action" in message and draw(st.booleans()):
        target = message["action"]
    key = draw(st.sampled_from(sorted(target)))
    how = draw(st.sampled_from(["drop", "replace", "add"]))
    if how == "drop":
        del target[key]
    elif how == "replace":
        target[key] = draw(json_values)
    else:
        target[draw(st.text(max_size=8))] = draw(json_values)
    return json.dumps(message).encode()


lines = st.one_of(
    mutated(),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.binary(max_size=200).map(lambda b: b.replace(b"\n", b"")),
    st.text(max_size=200).map(lambda t: t.replace("\n", "").encode("utf-8", "surrogatepass")),
)


@pytest.fixture(scope="module")
def live(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GameHost, RawPeer]]:
    from pytestqt.qtbot import QtBot as _QtBot

    host = make_host(Path(tmp_path_factory.mktemp("fuzz")), start_at=None)
    host.flood_messages = 10**9  # the fuzzer is fast on purpose; flooding is tested elsewhere
    # Host and peers share this thread: while the fuzzer draws an example (slow on a loaded
    # machine) nothing is read, and the host would take the windows for silent ones.
    # Silence is tested elsewhere (tests/net/test_presence.py).
    host.silence_seconds = 3600.0
    peers = []
    bot = _QtBot(None)  # type: ignore[arg-type]
    for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]:
        peer = RawPeer(host.port)
        peer.hello(name, team=team)
        peers.append(peer)
        bot.waitUntil(lambda p=peer: bool(p.of_type("welcome")), timeout=5000)
    host.start_game()
    yield host, peers[0]
    for peer in peers:
        peer.close()
    host.close()


COUNTS = {"sent": 0, "errors": 0, "accepted": 0}


@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(line=lines)
def test_fuzzed_lines_get_an_error_and_change_nothing_or_are_legal(
    qtbot: QtBot, live: tuple[GameHost, RawPeer], line: bytes
) -> None:
    host, peer = live
    before = host.state
    seen = len(peer.lines)
    COUNTS["sent"] += 1
    peer.send(line + b"\n")
    peer.send_json(type="ping", t=COUNTS["sent"])
    qtbot.waitUntil(
        lambda: any(m.get("t") == COUNTS["sent"] for m in peer.of_type("pong")) or peer.closed,
        timeout=5000,
    )
    assert not peer.closed, "the host dropped a window over a bad line"
    replies = [m for m in peer.lines[seen:] if m["type"] == "error"]
    assert len(replies) <= 1
    if replies:
        COUNTS["errors"] += 1
        assert replies[0]["code"] and replies[0]["message"]
        assert host.state is before, replies[0]
    elif host.state is not before:
        COUNTS["accepted"] += 1  # a mutation that happened to be a legal move
        assert host.state is not None and before is not None
        assert host.state.version == before.version + 1


def test_the_fuzz_run_was_mostly_refusals(live: tuple[GameHost, RawPeer]) -> None:
    assert COUNTS["sent"] >= 600
    assert COUNTS["errors"] >= 0.8 * COUNTS["sent"]
    print(f"fuzz: {COUNTS}")
