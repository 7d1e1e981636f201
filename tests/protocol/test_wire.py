"""Messages to and from lines."""

import pytest

from decrypto_qt.engine import LockGuess, SubmitClues, Team
from decrypto_qt.protocol import messages as msg
from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.wire import (
    action_from_wire,
    action_to_wire,
    parse_client,
    parse_host,
    to_line,
)


def test_a_message_is_one_utf8_json_line_and_reads_back() -> None:
    hello = msg.Hello(1, "0.1.0", ("Zoë", "李"), "white", None, "12")
    line = to_line(hello)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert "Zoë".encode() in line
    assert parse_client(line.rstrip(b"\n")) == hello


def test_unknown_fields_are_ignored_and_defaults_filled_in() -> None:
    assert parse_client(
        b'{"type": "hello", "protocol": 1, "app": "9", "colour": "blue"}'
    ) == msg.Hello(1, "9")


@pytest.mark.parametrize(
    ("line", "code", "says"),
    [
        (b'{"type": "hello", "app": "9"}', "proto/bad_field", "hello lacks “protocol”"),
        (
            b'{"type": "hello", "protocol": "1", "app": "9"}',
            "proto/bad_field",
            "hello.protocol should be a whole number",
        ),
        (
            b'{"type": "hello", "protocol": 1, "app": "9", "team": "red"}',
            "proto/bad_field",
            "unknown value",
        ),
        (
            b'{"type": "hello", "protocol": 1, "app": "9", "names": "Ann"}',
            "proto/bad_field",
            "should be a list",
        ),
        (b'{"type": "view"}', "proto/unknown_type", "view"),
        (b"17", "proto/bad_json", "JSON object"),
    ],
)
def test_bad_messages_say_what_is_wrong(line: bytes, code: str, says: str) -> None:
    with pytest.raises(ProtocolError, match=says) as err:
        parse_client(line)
    assert err.value.code == code and not err.value.fatal


def test_actions_travel_without_their_player() -> None:
    action = LockGuess("p2", Team.WHITE, (3, 4, 1))
    wire = action_to_wire(action)
    assert wire == {"type": "lock_guess", "target": "white", "code": [3, 4, 1]}
    assert action_from_wire(wire, "p2") == action
    # A player named in the payload is overruled by the seat the host checked.
    assert action_from_wire({**wire, "player": "p9"}, "p2") == action
    clues = action_from_wire({"type": "submit_clues", "clues": ["a", "b", "c"]}, "p1")
    assert clues == SubmitClues("p1", ("a", "b", "c"))


def test_host_messages_parse_on_the_window_side() -> None:
    error = msg.Error("clue/empty", "A clue cannot be empty.", 4, {"position": 1})
    assert parse_host(to_line(error)) == error
    with pytest.raises(ProtocolError):
        parse_host(b'{"type": "hello", "protocol": 1, "app": "x"}')


@pytest.mark.parametrize(
    ("line", "code"),
    [
        (b'{"type": "ping", "t": "\xff"}', "proto/bad_utf8"),
        (b'{"type": "ping", "t": "\\ud800"}', "proto/bad_json"),  # half a character
        (b'{"type": "ping", "t": 1e999}', "proto/bad_json"),  # not a finite number
        (b'{"type": "ping", "t": Infinity}', "proto/bad_json"),
        (b"[" * 2000 + b"]" * 2000, "proto/bad_json"),  # deeper than any message
    ],
)
def test_lines_that_are_not_json_text_are_refused_by_name(line: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as err:
        parse_client(line)
    assert err.value.code == code


def test_text_the_fast_encoder_refuses_still_goes_out_as_one_json_line() -> None:
    import json

    for odd in ("half \ud800 a character", 2**70):
        line = to_line(msg.Pong(odd))  # type: ignore[arg-type]
        assert line.endswith(b"\n") and line.count(b"\n") == 1
        assert json.loads(line)["t"] == odd


def test_a_views_history_encoded_once_reads_the_same_in_every_line() -> None:
    import json

    from decrypto_qt.protocol.wire import dumps_line

    history = [{"team": "white", "round": 1, "clues": ["Zoë", "李", "x"], "flags": []}]
    for view in ({"version": 2, "history": history}, {"version": 3, "history": history}):
        line = to_line(msg.ViewUpdate(view["version"], 1.5, ("w2",), view))  # type: ignore[arg-type]
        plain = {"type": "view", "version": view["version"], "now": 1.5, "away": ["w2"]}
        assert line == dumps_line({**plain, "view": view})
    odd = {"version": 4, "history": [{"clues": ["half \ud800"]}]}
    line = to_line(msg.ViewUpdate(4, 1.5, (), odd))  # type: ignore[arg-type]
    assert json.loads(line)["view"]["history"][0]["clues"] == ["half \ud800"]
