"""docs/protocol.md and docs/protocol.schema.json match the code's message definitions."""

import json
import re
from contextlib import nullcontext
from pathlib import Path

import jsonschema
import pytest

from decrypto_qt.protocol.messages import CLIENT_MESSAGES, HOST_MESSAGES
from decrypto_qt.protocol.schema import build_schema, schema_text
from decrypto_qt.protocol.wire import PLAYER_ACTIONS, action_from_wire, parse_client, parse_host

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
EXAMPLES = [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", DOC, re.S)]
SCHEMA = build_schema()


def test_the_checked_in_schema_is_the_one_the_code_generates() -> None:
    checked_in = (ROOT / "docs" / "protocol.schema.json").read_text(encoding="utf-8")
    assert checked_in == schema_text(), (
        "regenerate: python -m decrypto_qt.protocol.schema > docs/protocol.schema.json"
    )
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def validator(definition: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(
        {"$ref": f"#/$defs/{definition}", "$defs": SCHEMA["$defs"]}
    )


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e["type"])
def test_every_example_in_the_doc_is_valid_for_the_code_and_the_schema(example: dict) -> None:  # type: ignore[type-arg]
    line = json.dumps(example, ensure_ascii=False).encode()
    kind = example["type"]
    if kind in CLIENT_MESSAGES:
        parse_client(line)
        validator("client_message").validate(example)
    elif kind in HOST_MESSAGES:
        parse_host(line)
        validator("host_message").validate(example)
    else:
        action_from_wire(example, "p1")
        validator("player_action").validate(example)


def test_the_doc_shows_every_message_and_every_action() -> None:
    shown = {e["type"] for e in EXAMPLES}
    assert set(CLIENT_MESSAGES) | set(HOST_MESSAGES) | set(PLAYER_ACTIONS) <= shown


def test_the_doc_lists_every_error_code_the_code_can_raise() -> None:
    codes: set[str] = set()
    for path in (ROOT / "decrypto_qt").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        codes |= set(
            re.findall(
                r'(?:RuleError|ProtocolError|Refusal|Refused|Error|Bye)\(\s*"([a-z_]+/[a-z_0-9]+)"',
                text,
            )
        )
    from decrypto_qt.protocol.errors import PROTOCOL_ERRORS, REFUSALS

    codes |= set(PROTOCOL_ERRORS) | set(REFUSALS)
    assert len(codes) > 60
    missing = sorted(c for c in codes if f"`{c}`" not in DOC)
    assert missing == []


def test_the_schema_rejects_what_the_host_rejects() -> None:
    bad = {
        "type": "action",
        "id": 1,
        "action": {"type": "lock_guess", "target": "grey", "code": [1, 2, 3]},
    }
    with pytest.raises(jsonschema.ValidationError):
        validator("client_message").validate(bad)


def test_real_views_of_random_games_match_the_schema() -> None:
    import random

    from decrypto_qt.engine import view_for
    from tests.helpers.coverage_pause import untraced
    from tests.helpers.random_play import play_to_end, random_setup, windows

    check = validator("View")
    rng = random.Random(5)
    for game in range(40):
        # Under coverage, the first ten games are traced; the rest run untraced.
        with untraced() if game >= 10 else nullcontext():
            _, _, steps = play_to_end(random_setup(rng), rng)
            for step in [*steps[:: max(1, len(steps) // 8)], steps[-1]]:
                for window in windows(step.after):
                    check.validate(json.loads(json.dumps(view_for(step.after, window))))


def test_the_schema_says_what_the_tie_break_fields_hold() -> None:
    """Keyed by both teams, numbers of keywords 1-4, four guesses: no guessing left."""
    check = validator("TieBreakView")
    good = {
        "submitted": {"white": True, "black": True},
        "guesses": {"white": ["lighthouse", "fiddle", "ice", ""], "black": ["", "", "", ""]},
        "accepted": {"white": [2], "black": []},
        "judged": {"white": False, "black": True},
        "right_at_mine": [1, 2],
    }
    check.validate(good)
    for bad in (
        {**good, "accepted": {"white": [5], "black": []}},
        {**good, "accepted": {"white": [2, 2], "black": []}},
        {**good, "accepted": {"white": [2]}},
        {**good, "guesses": {"white": ["a"], "black": ["", "", "", ""]}},
        {**good, "judged": {"white": False, "black": True, "grey": True}},
        {**good, "right_at_mine": [0]},
    ):
        with pytest.raises(jsonschema.ValidationError):
            check.validate(bad)
    described = SCHEMA["$defs"]["TieBreakView"]["properties"]
    assert "guessing team" in described["accepted"]["description"]
    assert "owning team" in described["judged"]["description"]
    locked = SCHEMA["$defs"]["DecodingView"]["properties"]["own_locked"]["description"]
    assert "decoding.team" in locked
