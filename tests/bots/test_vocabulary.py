"""Scripted bots never give a keyword of either team as a clue (their clues are not the pack)."""

from __future__ import annotations

import random

import pytest

from decrypto_qt.ai.selfplay import play
from decrypto_qt.bots.strategy import Strategy
from decrypto_qt.bots.vocabulary import clue_vocabulary
from decrypto_qt.engine import (
    Player,
    Settings,
    Team,
    bundled_pack,
    contains_keyword,
    deal,
    normalize,
)


@pytest.mark.parametrize("language", ["en", "fr", "nl", "zh"])
def test_no_bot_clue_is_or_holds_a_keyword_of_either_team(language: str) -> None:
    pack = bundled_pack(language).words
    words = clue_vocabulary(language, pack)
    assert not {normalize(w) for w in words} & {normalize(k) for k in pack}
    clues_seen = 0
    for seed in range(12):
        table = [Player(f"{t.value[0]}{i}", f"{t.value}{i}", t) for i in (1, 2) for t in Team]
        setup, _ = deal(Settings(timer_seconds=None), table, pack, seed=seed)
        rng = random.Random(seed)
        players = {
            p.id: Strategy(p.id, words, random.Random(rng.random()), f"s{seed}:{p.team.value}", 0.8)
            for p in table
        }
        state = play(setup, players).state
        keywords = [*state.keywords(Team.WHITE), *state.keywords(Team.BLACK)]
        for rnd in state.rounds:
            for code in rnd.codes:
                for clue in code.clues or ():
                    if clue:
                        clues_seen += 1
                        assert not any(
                            normalize(clue) == normalize(k) or contains_keyword(clue, k)
                            for k in keywords
                        ), (seed, clue)
    assert clues_seen > 100
