"""Playing again at the same table: the same seats, new keywords, legal (shuffled) teams."""

from __future__ import annotations

import pytest

from decrypto_qt.engine import (
    EndGame,
    HandOverSeat,
    RuleError,
    Settings,
    Team,
    Variant,
    Window,
    bundled_pack,
    deal,
    deal_again,
    dumps,
    loads,
    normalize,
    pairing_changed,
    start,
    view_for,
)
from decrypto_qt.engine.state import GameState
from tests.helpers.tables import Table, play_round, players

PACK = bundled_pack("en").words


def finished(
    white: int = 2, black: int = 2, *, settings: Settings | None = None, hand_over: bool = False
) -> Table:
    """A game dealt as the host deals it, played two rounds and ended by the host;
    ``hand_over``: seat w2 changed hands in the meantime (R32)."""
    setup, _ = deal(settings or Settings(), players(white, black), PACK, seed=3)
    t = Table(start(setup))
    play_round(t)
    if hand_over:
        t.do(HandOverSeat("w2", "Walter"))
    play_round(t)
    t.do(EndGame())
    return t


def teams_of(state: GameState) -> dict[Team, set[str]]:
    return {t: set(state.team_setup(t).players) for t in Team}


def keywords(state: GameState) -> set[str]:
    return {normalize(k) for t in Team for k in state.keywords(t)}


def test_a_game_in_play_cannot_be_dealt_again() -> None:
    setup, _ = deal(Settings(), players(2, 2), PACK, seed=3)
    with pytest.raises(RuleError) as caught:
        deal_again(start(setup), PACK, seed=4)
    assert caught.value.code == "game/not_over"


@pytest.mark.rule("R2")
@pytest.mark.rule("R5")
def test_same_teams_keep_every_seat_and_name_with_new_keywords_and_fresh_sheets() -> None:
    t = finished(3, 2, hand_over=True)
    before = t.state
    setup, memory = deal_again(before, PACK, seed=4, used=keywords(before))
    again = start(setup)
    assert teams_of(again) == teams_of(before)
    assert {p.id: p.name for p in again.players} == {p.id: p.name for p in before.players}
    assert again.player("w2") is not None and again.player("w2").name == "Walter"  # type: ignore[union-attr]
    assert keywords(again).isdisjoint(keywords(before))
    assert keywords(before) | keywords(again) <= memory
    assert again.round.number == 1 and again.outcome is None and not again.notes[0][0]
    assert again.tokens == start(before.setup).tokens
    # R5 across games: two rounds were played, so White's rotation goes on with its third
    # player and Black's (two players) comes back to its first.
    assert setup.teams[0].players == ("w3", "w1", "w2")
    assert setup.teams[1].players == ("b1", "b2")
    assert again.round.code_of(Team.WHITE).encryptor == "w3"  # type: ignore[union-attr]
    assert setup.game == before.setup.game + 1 == 2
    assert not pairing_changed(before.setup, setup)


@pytest.mark.rule("R32")
@pytest.mark.parametrize("shuffle", [False, True])
def test_a_seat_handed_over_after_the_game_plays_the_next_one_under_its_new_name(
    shuffle: bool,
) -> None:
    before = finished().state
    setup, _ = deal_again(before, PACK, seed=4, shuffle=shuffle, names={"b1": "Bella"})
    names = {p.id: p.name for p in start(setup).players}
    assert names["b1"] == "Bella" and names["w1"] == before.player("w1").name  # type: ignore[union-attr]
    # Checked as any name: two players of one name are refused, and nothing is dealt.
    taken = before.player("w1").name  # type: ignore[union-attr]
    with pytest.raises(RuleError) as caught:
        deal_again(before, PACK, seed=4, shuffle=shuffle, names={"b1": taken.upper()})
    assert caught.value.code == "table/duplicate_name"


def test_every_window_s_version_moves_on_and_the_view_says_which_game() -> None:
    before = finished().state
    again = start(deal_again(before, PACK, seed=4)[0])
    windows = [Window.table(), Window.for_team(Team.WHITE, "w1"), Window.for_team(Team.BLACK, "b1")]
    windows += [Window.for_team(Team.WHITE, "w1", "w2")]
    old = max(view_for(before, w)["version"] for w in windows)
    for w in windows:
        view = view_for(again, w)
        assert view["version"] > old
        assert (view["game"], view["round"], view["phase"]) == (2, 1, "encrypting")
        assert view["history"] == [] and view["outcome"] is None
    assert view_for(before, windows[0])["game"] == 1


@pytest.mark.rule("R1")
@pytest.mark.parametrize(("white", "black"), [(2, 2), (3, 2), (3, 3), (4, 4), (4, 3)])
@pytest.mark.parametrize("seed", range(6))
def test_shuffled_teams_are_legal_and_pair_the_players_otherwise(
    white: int, black: int, seed: int
) -> None:
    before = finished(white, black).state
    setup, _ = deal_again(before, PACK, seed=seed, shuffle=True)  # deal checks R1 itself
    again = start(setup)
    assert {p.id for p in again.players} == {p.id for p in before.players}
    assert pairing_changed(before.setup, setup)
    sizes = sorted(len(s) for s in teams_of(again).values())
    assert sizes[1] - sizes[0] <= 1 and sizes[0] >= 2


def test_a_shuffle_spreads_over_the_possible_pairings() -> None:
    before = finished(2, 2).state
    pairings = set()
    for seed in range(40):
        setup, _ = deal_again(before, PACK, seed=seed, shuffle=True)
        pairings.add(frozenset(frozenset(ts.players) for ts in setup.teams))
    # Four players pair up in three ways; the one they had is left out.
    assert len(pairings) == 2


@pytest.mark.rule("R1")
def test_players_of_one_window_stay_together_and_two_shared_laptops_keep_their_teams() -> None:
    before = finished(3, 3).state
    together = [("w1", "w2"), ("b1", "b2")]
    for seed in range(10):
        setup, _ = deal_again(before, PACK, seed=seed, shuffle=True, together=together)
        team = {p.id: p.team for p in setup.players}
        assert team["w1"] is team["w2"] and team["b1"] is team["b2"]
        assert pairing_changed(before.setup, setup)
    pairs = finished(2, 2).state
    setup, _ = deal_again(pairs, PACK, seed=1, shuffle=True, together=[("w1", "w2"), ("b1", "b2")])
    assert not pairing_changed(pairs.setup, setup)
    assert teams_of(start(setup)) == teams_of(pairs)


@pytest.mark.rule("R27")
@pytest.mark.rule("R28")
def test_three_players_shuffled_get_a_new_interceptor() -> None:
    three = Settings(variant=Variant.THREE_PLAYER)
    before = finished(2, 1, settings=three).state
    interceptors = set()
    for seed in range(12):
        setup, _ = deal_again(before, PACK, seed=seed, shuffle=True)
        again = start(setup)
        (interceptor,) = again.team_setup(Team.BLACK).players
        assert interceptor != "b1"
        assert len(again.team_setup(Team.WHITE).players) == 2 and not again.keywords(Team.BLACK)
        interceptors.add(interceptor)
    assert interceptors == {"w1", "w2"}
    same = start(deal_again(before, PACK, seed=1)[0])
    assert same.team_setup(Team.BLACK).players == ("b1",)


@pytest.mark.rule("R2")
def test_the_keywords_just_played_are_not_drawn_again_when_the_memory_starts_over() -> None:
    words = tuple(f"word{i}" for i in range(16))
    setup, _ = deal(Settings(), players(2, 2), words, seed=1)
    t = Table(start(setup))
    t.do(EndGame())
    # Every word has been used: the memory starts over, but not with the last game's words.
    for seed in range(10):
        again, _ = deal_again(t.state, words, seed=seed, used=words)
        assert keywords(start(again)).isdisjoint(keywords(t.state))


def test_a_game_played_again_saves_and_loads_as_itself() -> None:
    before = finished().state
    t = Table(start(deal_again(before, PACK, seed=4)[0]))
    play_round(t)
    state, log = loads(dumps(t.state, t.log))
    assert state == t.state and state.setup.game == 2 and len(log) == len(t.log)
