"""Whole games of computer players, each given only its own window's view, in every language."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.selfplay import play
from decrypto_qt.ai.vocabulary import Vocabulary, gives_keyword_away
from decrypto_qt.engine import Phase, Player, Settings, Team, Variant, bundled_pack, deal


def seats(three: bool) -> list[Player]:
    if three:
        return [
            Player("w1", "W1", Team.WHITE),
            Player("w2", "W2", Team.WHITE),
            Player("x", "X", Team.BLACK),
        ]
    return [Player(f"{t.value[0]}{i}", f"{t.value}{i}", t) for i in (1, 2) for t in Team]


@pytest.mark.parametrize(
    ("language", "three"),
    [("en", False), ("fr", False), ("nl", False), ("zh", False), ("en", True)],
)
def test_computer_players_play_a_whole_legal_game(
    model: Model, vocabulary: Callable[[str], Vocabulary], language: str, three: bool
) -> None:
    pack = bundled_pack(language).words
    variant = Variant.THREE_PLAYER if three else Variant.STANDARD
    table = seats(three)
    setup, _ = deal(Settings(variant=variant, timer_seconds=None), table, pack, seed=11)
    ids = frozenset(p.id for p in table)
    players = {
        p.id: ComputerPlayer(
            p.id,
            model,
            vocabulary(language),
            LEVELS["hard" if p.team is Team.WHITE else "easy"],
            3,
            ids,
        )
        for p in table
    }
    record = play(setup, players)
    state = record.state
    assert state.phase is Phase.GAME_OVER and not record.stuck
    assert record.refused == []
    keywords = [*state.keywords(Team.WHITE), *state.keywords(Team.BLACK)]
    for rnd in state.rounds:
        for code in rnd.codes:
            assert code.clues is not None and all(code.clues)
            for clue in code.clues:  # no clue says, holds or inflects a keyword of either team
                assert not any(gives_keyword_away(clue, k) for k in keywords), (clue, keywords)
    # Computers that understand words read their own clues: few miscommunications.
    own = [c for r in state.rounds for c in r.codes]
    assert sum(c.miscommunicated for c in own) <= len(own) // 2
