"""Who sees what (V1-V7): every window's view of the same moments."""

import json

import pytest

from decrypto_qt.engine import (
    DraftClues,
    DraftGuess,
    EndGame,
    FlagClue,
    HandOverSeat,
    LockGuess,
    Pause,
    RuleError,
    SetNote,
    Settings,
    SubmitClues,
    Team,
    Window,
    view_for,
    view_version,
    visibility_key,
)
from tests.helpers.tables import (
    Table,
    dealt,
    decode,
    make_setup,
    play_round,
    players,
    submit_both,
)

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
    t = Table.of(dealt(3, 2, settings=Settings(timer_seconds=40)))
    play_round(t, white_right=False, black_intercepted=True)
    t.do(HandOverSeat("b2", "Xena"))
    view = view_for(t.state, TABLE)
    assert view["secret"] is None
    assert (view["round"], view["phase"], view["rounds"]) == (2, "encrypting", 8)
    assert [team["name"] for team in view["teams"]] == ["White", "Black"]
    assert [p["name"] for p in view["teams"][0]["players"]] == ["Wendy1", "Wendy2", "Wendy3"]
    assert [p["name"] for p in view["teams"][1]["players"]] == ["Boris1", "Xena"]
    assert [(x["interceptions"], x["miscommunications"]) for x in view["teams"]] == [
        (0, 1),
        (0, 0),
    ]
    assert view["teams"][0]["encryptor"] == "w2"
    assert len(view["history"]) == 2 and view["history"][0]["clues"] == ["w1a", "w1b", "w1c"]
    assert view["settings"]["timer_seconds"] == 40.0
    assert view["waiting"] == {"white": ["clues"], "black": ["clues"]}
    assert (view["deadline"], view["paused"], view["outcome"]) == (None, False, None)
    # The sand timer: the table sees when it runs out, and what is left while paused.
    t.do(SubmitClues("b2", ("cello", "frost", "spicy")))
    assert view_for(t.state, TABLE)["deadline"] == t.now + 40
    assert view_for(t.state, TABLE)["waiting"] == {"white": ["clues"], "black": []}
    t.wait(15)
    t.do(Pause())
    view = view_for(t.state, TABLE)
    assert (view["paused"], view["paused_remaining"], view["deadline"]) == (True, 25, None)
    t.do(EndGame())
    assert view_for(t.state, TABLE)["outcome"] == {"winners": [], "reason": "aborted"}


def versions(t: Table, *windows: Window) -> list[int]:
    return [view_version(t.state, w) for w in windows]


@pytest.mark.rule("V3", "V4", "V5")
def test_a_windows_version_moves_only_when_its_own_view_changes() -> None:
    t = Table.of(make_setup(seats=players(3, 3)))
    white_encryptor, white_other = Window.for_team(W, "w1"), Window.for_team(W, "w2", "w3")
    black_encryptor, black_other = Window.for_team(B, "b1"), Window.for_team(B, "b2")
    everyone = [TABLE, white_encryptor, white_other, black_encryptor, black_other]
    start = versions(t, *everyone)
    t.do(SetNote("w2", 1, "lighthouse?"))  # White's private note: White's windows only
    assert versions(t, *everyone) == [start[0], start[1] + 1, start[2] + 1, start[3], start[4]]
    t.do(DraftClues("w1", ("hat", "", "")))  # the encryptor's draft: its windows only
    assert versions(t, *everyone) == [start[0], start[1] + 2, start[2] + 1, start[3], start[4]]
    t.do(SubmitClues("b1", ("chili", "ice", "bow")))  # public: every window
    after = versions(t, *everyone)
    assert all(a > b for a, b in zip(after, start, strict=True))
    assert after[1] == after[2] and after[3] == after[4]
    for window, version in zip(everyone, after, strict=True):
        assert view_for(t.state, window)["version"] == version


@pytest.mark.rule("V4", "V5")
def test_one_teams_typing_never_moves_the_other_teams_version() -> None:
    t = Table.of(dealt(4, 4))
    play_round(t)
    submit_both(t)  # round 2: White's code is decoded; Black intercepts
    black = [TABLE, Window.for_team(B, "b1"), Window.for_team(B, "b2", "b3"), BLACK_LAPTOP]
    before = versions(t, *black)
    t.do(DraftGuess("w1", W, (3, None, None)))
    t.do(SetNote("w3", 2, "violin?"))
    t.do(DraftGuess("w1", W, (3, 1, None)))
    assert versions(t, *black) == before
    t.do(DraftGuess("b1", W, (2, None, None)))  # Black's own draft: Black's windows move
    moved = versions(t, *black)
    assert moved[0] == before[0]
    assert all(m == b + 1 for m, b in zip(moved[1:], before[1:], strict=True))


@pytest.mark.rule("V2", "V3")
def test_a_windows_version_never_goes_back_when_the_encryptor_changes() -> None:
    t = Table.of(dealt(2, 2))
    seen = {pid: [view_version(t.state, Window.for_team(W, pid))] for pid in ("w1", "w2")}
    for _ in range(3):
        t.do(DraftClues(t.encryptor(W), ("a", "", "")))
        t.do(DraftClues(t.encryptor(W), ("ab", "", "")))
        play_round(t)
        t.do(FlagClue("b1", W, t.state.round.number - 1, 1))
        for pid, got in seen.items():
            got.append(view_version(t.state, Window.for_team(W, pid)))
    for got in seen.values():
        assert got == sorted(got) and len(set(got)) == len(got)


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


def check_shape(value: object, hint: object, path: str = "view") -> None:
    """``value`` has exactly the keys its TypedDict declares, all the way down."""
    import typing

    origin = typing.get_origin(hint)
    if origin is typing.Annotated:
        check_shape(value, typing.get_args(hint)[0], path)
    elif origin in (typing.Union, __import__("types").UnionType):
        if value is not None:
            options = [a for a in typing.get_args(hint) if a is not type(None)]
            check_shape(value, options[0], path)
    elif origin is list and isinstance(value, list):
        for i, item in enumerate(value):
            check_shape(item, typing.get_args(hint)[0], f"{path}[{i}]")
    elif origin is dict and isinstance(value, dict):
        for k, item in value.items():
            check_shape(item, typing.get_args(hint)[1], f"{path}.{k}")
    elif origin is typing.NotRequired:
        check_shape(value, typing.get_args(hint)[0], path)
    elif isinstance(hint, type) and hasattr(hint, "__required_keys__"):
        assert isinstance(value, dict), path
        hints = typing.get_type_hints(hint, include_extras=True)
        required = {k for k, h in hints.items() if typing.get_origin(h) is not typing.NotRequired}
        assert required <= set(value) <= set(hints), (path, set(value) ^ required)
        for k, item in value.items():
            check_shape(item, hints[k], f"{path}.{k}")


def test_every_view_has_exactly_the_documented_fields() -> None:
    from decrypto_qt.engine import FinishJudging, JudgeKeywordGuess, SubmitKeywordGuesses
    from decrypto_qt.engine.views import View

    t = Table.of(dealt(2, 2, settings=Settings(rounds_limit=2, timer_seconds=20)))
    windows = [TABLE, WHITE_ENCRYPTOR, WHITE_GUESSER, WHITE_LAPTOP, BLACK_LAPTOP]
    moments = [t.state]
    play_round(t)
    submit_both(t)
    t.do(DraftGuess("b1", W, (1, None, None)))
    moments.append(t.state)  # decoding, with guesses being discussed
    decode(t, W)
    decode(t, B)
    if t.state.phase.value == "keyword_guessing":
        moments.append(t.state)
        t.do(SubmitKeywordGuesses("w1", ("lighthouse", "x", "", "")))
        t.do(SubmitKeywordGuesses("b1", ("black", "", "", "")))
        t.do(JudgeKeywordGuess("b1", 2, True))
        moments.append(t.state)  # judging: right_at_mine for the team windows
        t.do(FinishJudging("b1"))
        t.do(FinishJudging("w1"))
    moments.append(t.state)
    assert len(moments) == 5, [m.phase for m in moments]
    for state in moments:
        for window in windows:
            check_shape(view_for(state, window), View)


@pytest.mark.rule("V4", "R20")
def test_a_teams_keyword_guesses_are_its_own_until_both_are_in() -> None:
    from decrypto_qt.engine import DraftKeywordGuesses, SubmitKeywordGuesses

    t = Table.of(make_setup(settings=Settings(rounds_limit=1)))
    play_round(t)
    t.do(DraftKeywordGuesses("w1", ("lighthouse", "", "", "")))
    assert view_for(t.state, WHITE_GUESSER)["secret"]["keyword_guesses"] == {
        "draft": ["lighthouse", "", "", ""],
        "submitted": False,
    }
    assert view_for(t.state, BLACK_LAPTOP)["secret"]["keyword_guesses"]["draft"] == [""] * 4
    assert view_for(t.state, TABLE)["waiting"] == {
        "white": ["keyword_guesses"],
        "black": ["keyword_guesses"],
    }
    t.do(SubmitKeywordGuesses("w2", ("lighthouse", "fiddle", "", "")))
    assert view_for(t.state, WHITE_GUESSER)["secret"]["keyword_guesses"]["submitted"] is True
    assert view_for(t.state, BLACK_LAPTOP)["secret"]["keyword_guesses"]["submitted"] is False
    table = view_for(t.state, TABLE)
    assert table["waiting"] == {"white": [], "black": ["keyword_guesses"]}
    assert table["tiebreak"] == {"submitted": {"white": True, "black": False}}


@pytest.mark.rule("V1")
def test_views_built_in_any_order_are_those_built_alone() -> None:
    """The parts every window sees are built once per state and shared: one window's
    view never changes what another window of the same state is shown."""
    import itertools

    t = Table.of(make_setup())
    play_round(t)
    submit_both(t)
    encryptor = t.state.round.code_of(W).encryptor
    guesser = "w2" if encryptor == "w1" else "w1"
    t.do(DraftGuess(guesser, W, (1, None, None)))
    alone = {}
    for window in ALL:
        _forget_kept_parts()
        alone[window] = text(t.state, window)
    for order in itertools.islice(itertools.permutations(ALL), 0, None, 7):
        for window in order:
            assert text(t.state, window) == alone[window]


def _forget_kept_parts() -> None:
    from decrypto_qt.engine import views

    for memo in (
        views._public_parts,
        views._history_entries,
        views._settings_views,
        views._team_views,
        views._history_lists,
    ):
        memo.clear()


@pytest.mark.rule("V1")
def test_parts_kept_from_state_to_state_are_those_built_afresh() -> None:
    """A public part kept from one state for the next (a team's roster and tokens, the
    history, the settings) is exactly what that state would show built from scratch,
    over whole games with every kind of change, flags and endings included."""
    from tests.helpers.random_play import random_games, windows

    checked = 0
    for _setup, steps in random_games(11, 6):
        kept = []
        for step in steps:
            if step.error is None:
                kept.append((step.after, [text(step.after, w) for w in windows(step.after)]))
        for state, seen in kept:
            _forget_kept_parts()
            assert [text(state, w) for w in windows(state)] == seen
            checked += 1
    assert checked > 100


@pytest.mark.rule("R25")
def test_a_flag_on_a_revealed_code_reaches_the_history_of_every_view() -> None:
    t = Table.of(make_setup())
    play_round(t)
    play_round(t)
    before = view_for(t.state, TABLE)["history"]
    assert all(h["flags"] == [] for h in before)
    t.do(FlagClue("b1", W, t.state.round.number - 1, 1))
    for window in ALL:
        flagged = [h for h in view_for(t.state, window)["history"] if h["flags"]]
        assert [(h["team"], h["round"]) for h in flagged] == [("white", t.state.round.number - 1)]
