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


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_a_messy_teachers_list_still_gets_legal_play_to_the_end(model: Model, level: str) -> None:
    """A teacher's own list with words of other languages, emoji, entries as long as the
    game allows and one word typed many ways: computers still play every move legally,
    never stuck, never refused (R22-R24)."""
    from decrypto_qt.ai.vocabulary import vocabulary_for
    from decrypto_qt.engine import parse_word_list

    lines = [
        "# language: en",
        "kitchen",
        "Kitchen",
        "KITCHEN",
        " kitchen ",
        "kitchen",  # one word, five ways
        "chien",
        "马",
        "Schmetterling",
        "🐶",
        "🎉 party",
        "naïve",
        "naive",
        "a very long entry that a teacher pasted",
        "x" * 40,
        "y" * 41,  # the last is dropped
        "bread",
        "winter",
        "bicycle",
        "🌧️",
        "猫咪",
        "ℌ𝔢𝔩𝔩𝔬",
    ]
    pack = parse_word_list("\n".join(lines).encode(), name="class list")
    assert len(pack.words) == 15 and len(pack.skipped) == 6
    vocabulary = vocabulary_for(model, "en", pack.words)
    table = seats(False)
    ids = frozenset(p.id for p in table)
    for seed in (1, 2):
        setup, _ = deal(Settings(timer_seconds=None), table, pack.words, seed=seed)
        players = {
            p.id: ComputerPlayer(p.id, model, vocabulary, LEVELS[level], 0, ids) for p in table
        }
        record = play(setup, players)
        assert record.state.phase is Phase.GAME_OVER and not record.stuck
        assert record.refused == []
        for rnd in record.state.rounds:
            for code in rnd.codes:
                assert code.clues is not None and all(code.clues)
