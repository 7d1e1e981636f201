"""Who sees what (V1-V7): every window's view of the same moments."""

import json

import pytest

from decrypto_qt.engine import (
    DraftClues,
    DraftGuess,
    EndGame,
    LockGuess,
    RuleError,
    SetNote,
    SubmitClues,
    Team,
    Window,
    view_for,
    visibility_key,
)
from tests.helpers.tables import Table, make_setup, play_round, players

W, B = Team.WHITE, Team.BLACK
TABLE = Window.table()
WHITE_ENCRYPTOR = Window.for_team(W, "w1")
WHITE_GUESSER = Window.for_team(W, "w2")
WHITE_LAPTOP = Window.for_team(W, "w1", "w2")
BLACK_LAPTOP = Window.for_team(B, "b1", "b2")
ALL = [TABLE, WHITE_ENCRYPTOR, WHITE_GUESSER, WHITE_LAPTOP, BLACK_LAPTOP]


def text(state, window: Window) -> str:  # type: ignore[no-untyped-def]
    return json.dumps(view_for(state, window), ensure_ascii=False)


@pytest.mark.rule("V1")
def test_keywords_go_to_their_team_until_the_game_ends() -> None:
    t = Table.of(make_setup())
    for window in ALL:
        shown = [team["keywords"] for team in view_for(t.state, window)["teams"]]
        expected_white = window.team is W
        expected_black = window.team is B
        assert (shown[0] is not None, shown[1] is not None) == (expected_white, expected_black)
        assert ("dragonfly" in text(t.state, window)) is expected_white
        assert ("lighthouse" in text(t.state, window)) is expected_black
    t.do(EndGame())
    for window in ALL:
        teams = view_for(t.state, window)["teams"]
        assert teams[0]["keywords"] == ["black", "dragonfly", "cocktail", "sombrero"]
        assert teams[1]["keywords"] == ["lighthouse", "violin", "glacier", "pepper"]


@pytest.mark.rule("V2", "V7")
def test_the_code_goes_to_the_encryptors_windows_only_until_revealed() -> None:
    t = Table.of(make_setup(white_codes=[(4, 2, 1)], black_codes=[(1, 2, 3)]))
    assert view_for(t.state, WHITE_ENCRYPTOR)["secret"]["code"] == [4, 2, 1]
    assert view_for(t.state, WHITE_ENCRYPTOR)["secret"]["hold_to_reveal"] is False
    # V7: a window serving the encryptor and teammates shows the code only on hold.
    assert view_for(t.state, WHITE_LAPTOP)["secret"]["code"] == [4, 2, 1]
    assert view_for(t.state, WHITE_LAPTOP)["secret"]["hold_to_reveal"] is True
    assert view_for(t.state, WHITE_LAPTOP)["window"]["hold_to_reveal"] is True
    for window in (TABLE, WHITE_GUESSER, Window.for_team(B, "b2")):
        secret = view_for(t.state, window)["secret"] or {}
        assert "code" not in secret
    assert view_for(t.state, BLACK_LAPTOP)["secret"]["code"] == [1, 2, 3]  # its own only
    t.do(SubmitClues("w1", ("hat", "wings", "night")))
    t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    t.do(DraftGuess("w2", W, (4, 2, None)))
    t.do(LockGuess("w2", W, (4, 2, 1)))
    for window in ALL:
        assert view_for(t.state, window)["history"][0]["code"] == [4, 2, 1]


@pytest.mark.rule("V3")
def test_clues_stay_with_their_encryptor_until_their_code_is_decoded() -> None:
    t = Table.of(make_setup())
    t.do(DraftClues("w1", ("hatdraft", "", "")))
    t.do(SubmitClues("b1", ("chilisecret", "icesecret", "bowsecret")))
    assert view_for(t.state, WHITE_ENCRYPTOR)["secret"]["drafts"] == ["hatdraft", "", ""]
    for window in (TABLE, WHITE_GUESSER, BLACK_LAPTOP):
        assert "hatdraft" not in text(t.state, window)
    t.do(SubmitClues("w1", ("hatclue", "wingsclue", "nightclue")))
    # White is being decoded: its clues are public; Black's stay hidden, from Black too.
    for window in ALL:
        assert "hatclue" in text(t.state, window)
    assert "chilisecret" in text(t.state, Window.for_team(B, "b1"))
    for window in (TABLE, WHITE_LAPTOP, Window.for_team(B, "b2")):
        assert "chilisecret" not in text(t.state, window)
    t.do(LockGuess("w2", W, (1, 2, 3)))
    for window in ALL:
        assert view_for(t.state, window)["decoding"]["clues"] == [
            "chilisecret",
            "icesecret",
            "bowsecret",
        ]


@pytest.mark.rule("V4")
def test_a_teams_guess_and_draft_stay_with_the_team_until_the_reveal() -> None:
    t = Table.of(make_setup())
    play_round(t)
    t.do(SubmitClues("w2", ("a1", "a2", "a3")))
    t.do(SubmitClues("b2", ("c1", "c2", "c3")))
    t.do(DraftGuess("b1", W, (2, None, 3)))  # Black discusses its interception
    for window in (BLACK_LAPTOP, Window.for_team(B, "b2")):
        assert view_for(t.state, window)["secret"]["guess"] == {
            "draft": [2, None, 3],
            "locked": False,
        }
    for window in (TABLE, WHITE_LAPTOP, WHITE_ENCRYPTOR):
        assert "[2, null, 3]" not in text(t.state, window)
        guess = (view_for(t.state, window)["secret"] or {}).get("guess")
        assert guess is None or guess["draft"] != [2, None, 3]

    t.do(LockGuess("b1", W, (2, 1, 3)))
    assert view_for(t.state, TABLE)["decoding"]["opp_locked"] is True  # that it is in: public
    assert "[2, 1, 3]" not in text(t.state, TABLE)
    t.do(LockGuess("w1", W, (4, 1, 3)))
    revealed = view_for(t.state, TABLE)["history"][-1]
    assert (revealed["opp_guess"], revealed["own_guess"]) == ([2, 1, 3], [4, 1, 3])


@pytest.mark.rule("V5")
def test_notes_stay_with_their_team_always() -> None:
    t = Table.of(make_setup())
    t.do(SetNote("b2", 2, "notewhite2 wings?"))
    assert view_for(t.state, BLACK_LAPTOP)["secret"]["notes"][1] == "notewhite2 wings?"
    t.do(EndGame())
    for window in (TABLE, WHITE_LAPTOP, WHITE_GUESSER):
        assert "notewhite2" not in text(t.state, window)
    assert "notewhite2" in text(t.state, BLACK_LAPTOP)


@pytest.mark.rule("V6")
def test_the_table_sees_what_everyone_may_see() -> None:
    t = Table.of(make_setup(seats=players(3, 2)))
    play_round(t, white_right=False)
    view = view_for(t.state, TABLE)
    assert view["secret"] is None
    assert (view["round"], view["phase"]) == (2, "encrypting")
    assert [team["name"] for team in view["teams"]] == ["White", "Black"]
    assert [p["name"] for p in view["teams"][0]["players"]] == ["Wendy1", "Wendy2", "Wendy3"]
    assert view["teams"][0]["miscommunications"] == 1
    assert view["teams"][0]["encryptor"] == "w2"
    assert len(view["history"]) == 2 and view["history"][0]["clues"] == ["w1a", "w1b", "w1c"]
    assert set(view) >= {"deadline", "paused", "settings", "waiting", "outcome"}


def test_windows_in_the_same_visibility_class_get_equal_views() -> None:
    t = Table.of(make_setup(seats=players(3, 3)))
    a = Window.for_team(W, "w2")
    b = Window.for_team(W, "w3")
    c = Window.for_team(W, "w2", "w3")
    assert visibility_key(t.state, a) == visibility_key(t.state, b) == visibility_key(t.state, c)
    assert view_for(t.state, a) == view_for(t.state, b) == view_for(t.state, c)
    assert visibility_key(t.state, WHITE_ENCRYPTOR) != visibility_key(t.state, a)


@pytest.mark.parametrize(
    "window",
    [
        Window(None, frozenset({"w1"})),
        Window(W, frozenset()),
        Window(W, frozenset({"b1"})),
        Window(W, frozenset({"nobody"})),
    ],
)
def test_a_window_serving_someone_else_is_refused(window: Window) -> None:
    t = Table.of(make_setup())
    with pytest.raises(RuleError) as err:
        view_for(t.state, window)
    assert err.value.code == "window/invalid"
