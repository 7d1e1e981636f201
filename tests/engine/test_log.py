"""The game log and the saved game: replay and JSON (autosave)."""

import json

import pytest

from decrypto_qt.engine import RuleError, SetNote, Settings, dumps, loads, replay
from decrypto_qt.engine.log import FORMAT
from tests.helpers.tables import Table, make_setup, play_round, submit_both


def played() -> Table:
    t = Table.of(make_setup(settings=Settings(timer_seconds=30, alternate_first_team=True)))
    play_round(t)
    play_round(t, white_intercepted=True)
    submit_both(t, "é咖啡")
    return t


def test_the_log_replays_to_the_identical_state() -> None:
    t = played()
    assert replay(t.state.setup, t.log) == t.state


def test_a_saved_game_loads_back_exactly() -> None:
    t = played()
    text = dumps(t.state, t.log)
    state, log = loads(text)
    assert state == t.state and list(log) == t.log
    assert dumps(state, log) == text
    assert "咖啡" in text  # stored as readable UTF-8


def test_a_game_saved_before_view_versions_existed_still_loads() -> None:
    t = played()
    t.do(SetNote("w2", 1, "lighthouse?"))
    data = json.loads(dumps(t.state, t.log))
    del data["state"]["views"]
    state, _ = loads(json.dumps(data))
    assert state == t.state and state.views.teams[0] > state.views.teams[1]
    data["state"]["version"] += 1  # anything else that disagrees is still refused
    with pytest.raises(RuleError) as err:
        loads(json.dumps(data))
    assert err.value.code == "save/invalid"


def tamper(text: str, change) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(text)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d.update(format="other"), "not a saved decrypto_qt game"),
        (lambda d: d.update(format_version=99), "saved in format 99"),
        (lambda d: d["state"].update(phase="dancing"), "state.phase has an unknown value"),
        (lambda d: d["state"]["tokens"][0].update(interceptions="2"), "should be a whole number"),
        (lambda d: d["state"]["tokens"][0].update(interceptions=2), "does not match its log"),
        (lambda d: d["state"].pop("setup"), "state lacks “setup”"),
        (lambda d: d["log"].append({"type": "explode"}), "log[12] is no known action"),
        (lambda d: d["log"][0]["action"].update(player="w2"), "log breaks a rule"),
        (lambda d: d["state"]["setup"]["settings"].update(timer_seconds=1), "is not valid"),
        (lambda d: d.update(log={}), "log should be a list"),
    ],
)
def test_a_damaged_save_is_refused_saying_what_is_wrong(change, says: str) -> None:  # type: ignore[no-untyped-def]
    t = played()
    with pytest.raises(RuleError, match=says.replace("[", r"\[").replace("]", r"\]")) as err:
        loads(tamper(dumps(t.state, t.log), change))
    assert err.value.code in ("save/invalid", "save/version")


def test_a_save_that_is_not_json_is_refused() -> None:
    with pytest.raises(RuleError, match="not valid JSON"):
        loads("{nope")
    with pytest.raises(RuleError, match="not a saved"):
        loads(json.dumps([FORMAT]))


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["log"].append({"type": []}),
        lambda d: d["log"][0].update(now=10**400),
        lambda d: d["state"].update(deadline=10**400),
        lambda d: d["state"]["setup"]["teams"][1].update(players=[]),
        lambda d: d["state"]["setup"]["codes"].__setitem__(0, []),
        lambda d: d["state"]["setup"]["codes"][0].__setitem__(0, [9, 9, 9]),
        lambda d: d["state"]["setup"]["players"][1].update(id="w1"),
        lambda d: d["state"]["setup"]["teams"][0].update(keywords=["a", "a", "b", "c"]),
    ],
)
def test_a_crafted_save_is_refused_never_a_crash(change) -> None:  # type: ignore[no-untyped-def]
    t = played()
    with pytest.raises(RuleError) as err:
        loads(tamper(dumps(t.state, t.log), change))
    assert err.value.code == "save/invalid"


def test_deeply_nested_json_is_refused() -> None:
    with pytest.raises(RuleError) as err:
        loads("[" * 100_000)
    assert err.value.code == "save/invalid"


def test_a_three_player_game_saves_and_loads_and_a_bent_setup_is_refused() -> None:
    from decrypto_qt.engine import Variant

    t = Table.of(make_setup(settings=Settings(variant=Variant.THREE_PLAYER)))
    play_round(t)
    text = dumps(t.state, t.log)
    state, _ = loads(text)
    assert state == t.state
    bent = tamper(text, lambda d: d["state"]["setup"]["codes"].__setitem__(1, [[1, 2, 3]] * 5))
    with pytest.raises(RuleError) as err:
        loads(bent)
    assert err.value.code == "save/invalid"
