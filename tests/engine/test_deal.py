"""Dealing a game: the table, keywords and codes (R1, R2, R6, R27)."""

import collections
import random

import pytest

from decrypto_qt.engine import (
    ALL_CODES,
    Player,
    RuleError,
    Settings,
    Team,
    Variant,
    bundled_pack,
    check_roster,
    deal,
    draw_keywords,
    normalize,
)
from tests.helpers.tables import players

PACK = bundled_pack("en").words


@pytest.mark.rule("R1")
@pytest.mark.parametrize(("white", "black"), [(2, 2), (3, 2), (2, 3), (3, 3), (4, 3), (4, 4)])
def test_four_to_eight_players_in_two_teams_of_two_to_four(white: int, black: int) -> None:
    check_roster(Settings(), players(white, black))


@pytest.mark.rule("R1")
@pytest.mark.parametrize(
    ("white", "black", "large", "code"),
    [
        (1, 3, False, "table/too_few"),
        (2, 1, False, "table/too_few"),
        (5, 4, False, "table/too_many"),
        (4, 2, False, "table/unbalanced"),
        (9, 8, True, "table/too_many"),
        (6, 3, True, "table/unbalanced"),
    ],
)
def test_tables_the_rules_cannot_play_are_refused(
    white: int, black: int, large: bool, code: str
) -> None:
    with pytest.raises(RuleError) as err:
        check_roster(Settings(allow_large_teams=large), players(white, black))
    assert err.value.code == code
    if code == "table/too_many":
        assert err.value.params == {"limit": 8 if large else 4}
        assert ("allow large teams" in err.value.message) is not large


@pytest.mark.rule("R1")
def test_the_host_may_allow_large_teams_for_a_classroom() -> None:
    check_roster(Settings(allow_large_teams=True), players(8, 8))
    check_roster(Settings(allow_large_teams=True), players(7, 6))


def test_players_need_distinct_ids_and_names() -> None:
    seats = list(players(2, 2))
    with pytest.raises(RuleError) as err:
        check_roster(Settings(), [*seats[:3], Player("b2", "wendy1", Team.BLACK)])
    assert err.value.code == "table/duplicate_name"
    with pytest.raises(RuleError) as err:
        check_roster(Settings(), [*seats[:3], Player("w1", "Zed", Team.BLACK)])
    assert err.value.code == "table/bad_ids"
    with pytest.raises(RuleError) as err:
        check_roster(Settings(), [*seats[:3], Player("b2", "   ", Team.BLACK)])
    assert err.value.code == "name/empty"


@pytest.mark.rule("R2")
def test_each_team_gets_four_keywords_all_eight_distinct() -> None:
    for seed in range(50):
        setup, _ = deal(Settings(), players(), PACK, seed=seed)
        words = setup.teams[0].keywords + setup.teams[1].keywords
        assert len(setup.teams[0].keywords) == len(setup.teams[1].keywords) == 4
        assert len({normalize(w) for w in words}) == 8
        assert set(words) <= set(PACK)


@pytest.mark.rule("R2")
def test_recently_used_keywords_are_not_drawn_until_the_pack_runs_out() -> None:
    words = [f"w{i}" for i in range(20)]
    rng = random.Random(7)
    used: frozenset[str] = frozenset()
    seen: list[set[str]] = []
    for _ in range(2):  # 2 games x 8 words = 16 of 20: no repeats
        drawn, used = draw_keywords(words, used, rng, 8)
        seen.append(set(drawn))
    assert not seen[0] & seen[1]
    assert len(used) == 16
    # Third game: the 4 fresh words, then the memory starts over for the other 4.
    drawn, used = draw_keywords(words, used, rng, 8)
    fresh = set(words) - seen[0] - seen[1]
    assert fresh <= set(drawn)
    assert len(set(drawn)) == 8
    assert used == frozenset(drawn)


@pytest.mark.rule("R2")
def test_the_memory_is_part_of_what_deal_returns() -> None:
    _, memory = deal(Settings(), players(), PACK, seed=1, used=["not-a-pack-word"])
    setup, memory2 = deal(Settings(), players(), PACK, seed=1, used=memory)
    assert len(memory) == 8 and len(memory2) == 16
    assert not {normalize(w) for t in setup.teams for w in t.keywords} & memory


@pytest.mark.rule("R2")
def test_the_memory_holds_every_word_drawn_until_the_pack_runs_out() -> None:
    words = [f"w{i}" for i in range(12)]
    rng = random.Random(3)
    first, used = draw_keywords(words, (), rng, 8)
    second, used = draw_keywords(words, used, rng, 4)  # exactly the 4 fresh words are left
    assert set(second) == set(words) - set(first)
    assert used == frozenset(words)  # all 12 remembered: the next game starts over


def test_a_seat_needs_an_id() -> None:
    seats = list(players(2, 2))
    with pytest.raises(RuleError) as err:
        check_roster(Settings(), [*seats[:3], Player("", "Zed", Team.BLACK)])
    assert err.value.code == "table/bad_ids"


def test_a_pack_with_too_few_words_is_refused() -> None:
    with pytest.raises(RuleError) as err:
        deal(Settings(), players(), ["a", "b", "c", "A", "d", "e", "f"], seed=1)
    assert err.value.code == "pack/too_few"


@pytest.mark.rule("R6")
def test_codes_are_drawn_uniformly_with_replacement() -> None:
    counts: collections.Counter[tuple[int, int, int]] = collections.Counter()
    repeats = 0
    for seed in range(600):
        setup, _ = deal(Settings(), players(), PACK, seed=seed)
        for codes in setup.codes:
            assert len(codes) == 8
            counts.update(codes)
            repeats += len(codes) != len(set(codes))
    assert set(counts) == set(ALL_CODES)
    expected = 600 * 16 / 24
    assert all(abs(n - expected) < 0.25 * expected for n in counts.values())
    assert repeats > 0  # the card goes back: the same code can come up again


@pytest.mark.rule("R4", "R6")
def test_each_team_has_its_own_code_deck() -> None:
    same = total = 0
    for seed in range(300):
        setup, _ = deal(Settings(), players(4, 4), PACK, seed=seed)
        white, black = setup.codes
        same += sum(w == b for w, b in zip(white, black, strict=True))
        total += len(white)
    # Independent draws agree one time in 24; one shared schedule would always agree.
    assert 0.5 / 24 < same / total < 2 / 24


def test_the_same_seed_deals_the_same_game() -> None:
    a, _ = deal(Settings(), players(), PACK, seed=42)
    b, _ = deal(Settings(), players(), PACK, seed=42)
    c, _ = deal(Settings(), players(), PACK, seed=43)
    assert a == b and a != c


@pytest.mark.rule("R27")
def test_the_three_player_game_deals_keywords_and_codes_to_the_team_only() -> None:
    setup, memory = deal(Settings(variant=Variant.THREE_PLAYER), players(2, 1), PACK, seed=3)
    white, black = setup.teams
    assert len(white.keywords) == 4 and black.keywords == ()
    assert len(setup.codes[0]) == 5 and setup.codes[1] == ()
    assert len(memory) == 4
    with pytest.raises(RuleError) as err:
        deal(Settings(variant=Variant.THREE_PLAYER), players(2, 2), PACK, seed=3)
    assert err.value.code == "table/three_player"


def test_settings_are_checked() -> None:
    with pytest.raises(RuleError) as err:
        Settings(timer_seconds=1)
    assert err.value.code == "settings/timer"
    with pytest.raises(RuleError) as err:
        Settings(rounds_limit=0)
    assert err.value.code == "settings/rounds"
    assert Settings(variant=Variant.THREE_PLAYER, rounds_limit=8).rounds == 5


def test_team_names_are_cleaned_and_checked() -> None:
    setup, _ = deal(Settings(), players(), PACK, seed=1, team_names=("  Owls ", "Foxes"))
    assert (setup.teams[0].name, setup.teams[1].name) == ("Owls", "Foxes")
    with pytest.raises(RuleError) as err:
        deal(Settings(), players(), PACK, seed=1, team_names=("x" * 41, "Foxes"))
    assert err.value.code == "name/too_long"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"variant": "three_player"}, "settings/variant"),
        ({"rounds_limit": 2.5}, "settings/rounds"),
        ({"rounds_limit": True}, "settings/rounds"),
        ({"timer_seconds": "30"}, "settings/timer"),
        ({"alternate_first_team": 1}, "settings/option"),
    ],
)
def test_settings_of_the_wrong_type_are_refused(kwargs: dict[str, object], code: str) -> None:
    with pytest.raises(RuleError) as err:
        Settings(**kwargs)  # type: ignore[arg-type]
    assert err.value.code == code


def test_a_player_must_sit_in_a_real_team() -> None:
    seats = [*players(2, 1), Player("b2", "Cy", "black")]  # type: ignore[arg-type]
    with pytest.raises(RuleError) as err:
        check_roster(Settings(), seats)
    assert err.value.code == "table/bad_team"


@pytest.mark.rule("R2")
def test_empty_or_invisible_words_are_never_drawn() -> None:
    words = ["", " ", "\u200b", "\u0301", None, *[f"w{i}" for i in range(8)]]
    setup, _ = deal(Settings(), players(), words, seed=1)  # type: ignore[arg-type]
    assert {k for t in setup.teams for k in t.keywords} == {f"w{i}" for i in range(8)}
