"""The rulebook's worked example, two rounds, played through the engine."""

import pytest

from decrypto_qt.engine import LockGuess, Phase, SubmitClues, Team, Window, view_for
from decrypto_qt.engine import events as ev
from tests.helpers.tables import Table, make_setup


@pytest.mark.rule("R7", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17")
def test_two_rounds_of_the_rulebook_example() -> None:
    t = Table.of(make_setup(white_codes=[(4, 2, 1), (3, 4, 2)], black_codes=[(4, 3, 2), (2, 3, 4)]))
    assert t.state.keywords(Team.WHITE) == ("black", "dragonfly", "cocktail", "sombrero")

    # Round 1: both encryptors write, White is decoded first, nobody intercepts.
    assert t.code(Team.WHITE) == (4, 2, 1)
    t.do(SubmitClues(t.encryptor(Team.WHITE), ("mexican", "wings", "night")))
    t.do(SubmitClues(t.encryptor(Team.BLACK), ("chili", "ice", "bow")))
    assert t.state.phase is Phase.DECODING
    assert view_for(t.state, Window.table())["decoding"]["clues"] == ["mexican", "wings", "night"]
    with pytest.raises(Exception, match="no interception in round 1"):
        t.do(LockGuess("b2", Team.WHITE, (4, 2, 1)))
    t.do(LockGuess(t.guesser(Team.WHITE, Team.WHITE), Team.WHITE, (4, 2, 1)))
    t.do(LockGuess(t.guesser(Team.BLACK, Team.BLACK), Team.BLACK, (4, 3, 2)))
    assert t.state.round.number == 2
    assert [(tok.interceptions, tok.miscommunications) for tok in t.state.tokens] == [
        (0, 0),
        (0, 0),
    ]

    # Round 2: White's team misreads 3-4-2 as 3-4-1; White intercepts Black's 2-3-4.
    assert t.code(Team.WHITE) == (3, 4, 2)
    t.do(SubmitClues(t.encryptor(Team.WHITE), ("martini", "mexican hat", "insect")))
    t.do(SubmitClues(t.encryptor(Team.BLACK), ("cello", "iceberg", "spicy")))
    t.do(LockGuess(t.guesser(Team.BLACK, Team.WHITE), Team.WHITE, (1, 4, 3)))
    t.do(LockGuess(t.guesser(Team.WHITE, Team.WHITE), Team.WHITE, (3, 4, 1)))
    reveal = [e for e in t.events if isinstance(e, ev.CodeRevealed)][-1]
    assert (reveal.intercepted, reveal.miscommunicated) == (False, True)
    t.do(LockGuess(t.guesser(Team.WHITE, Team.BLACK), Team.BLACK, (2, 3, 4)))
    t.do(LockGuess(t.guesser(Team.BLACK, Team.BLACK), Team.BLACK, (2, 3, 4)))

    white, black = t.state.tokens
    assert (white.interceptions, white.miscommunications) == (1, 1)
    assert (black.interceptions, black.miscommunications) == (0, 0)
    assert t.state.phase is Phase.ENCRYPTING and t.state.round.number == 3

    # R15: the public history files each clue under its true keyword number.
    history = view_for(t.state, Window.table())["history"]
    assert [(h["team"], h["round"], h["code"]) for h in history] == [
        ("white", 1, [4, 2, 1]),
        ("black", 1, [4, 3, 2]),
        ("white", 2, [3, 4, 2]),
        ("black", 2, [2, 3, 4]),
    ]
    assert history[2]["own_guess"] == [3, 4, 1] and history[3]["intercepted"] is True
