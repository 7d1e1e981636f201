"""What each pack word is like ("noisy", "tiny", "obedient"): read by the computers, never written.

A careful encryptor gives broad clues that only its teammates, who know the keywords, can
place: "noisy" fits a helicopter on a screen with a king, a camel and a flag. The traits
lists let a computer teammate place them as a person does; the computers' own clues do not
change, so what people read of them stays measured.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.lexicon import MIN_ASSOCIATIONS, bundled_traits
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.vocabulary import LANGUAGES, Vocabulary
from decrypto_qt.engine import Team, bundled_pack, contains_keyword, normalize

from .test_reading import team_view

HARD = LEVELS["hard"]

# Round 1 of screens whose clues were written to hide the keywords from the opponents
# (bench/ai/data/blind/written/briefed): every clue is a quality, not a name or a phrase.
BROAD_ROUNDS = [
    (["helicopter", "king", "camel", "flag"], ["palace", "noisy", "desert"], (2, 1, 3)),
    (["feather", "kiwi", "ambulance", "desert"], ["fuzzy", "dry", "loud"], (2, 4, 3)),
    (["popcorn", "robot", "concert", "watermelon"], ["obedient", "summer", "salty"], (2, 4, 1)),
    (["grape", "school", "seed", "car"], ["lessons", "tiny", "purple"], (2, 3, 1)),
]


@pytest.mark.parametrize(("keywords", "clues", "code"), BROAD_ROUNDS)
def test_a_teammate_places_broad_clues_by_what_the_keywords_are_like(
    model: Model,
    vocabulary: Callable[[str], Vocabulary],
    keywords: list[str],
    clues: list[str],
    code: tuple[int, int, int],
) -> None:
    base = vocabulary("en")
    view = team_view(keywords, [], 1)
    reader = ComputerPlayer("me", model, base, HARD)
    assert reader.read_code(view, Team.WHITE, Team.WHITE, clues) == code
    without = ComputerPlayer("me", model, dataclasses.replace(base, traits={}), HARD)
    assert without.read_code(view, Team.WHITE, Team.WHITE, clues) != code


def test_the_computers_own_clues_do_not_come_from_the_traits(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    base = vocabulary("en")
    keywords = ["helicopter", "king", "camel", "flag"]
    view = team_view(keywords, [], 1)
    for code in ([2, 1, 3], [4, 3, 1]):
        writers = [
            ComputerPlayer("me", model, v, HARD)
            for v in (base, dataclasses.replace(base, traits={}))
        ]
        written = [w.write_clues(view, Team.WHITE, keywords, code) for w in writers]
        assert written[0] == written[1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_pack_word_has_traits_and_none_gives_it_away(language: str) -> None:
    traits = bundled_traits(language)
    pack = bundled_pack(language).words
    assert [w for w in pack if normalize(w) not in traits] == []
    for word in pack:
        said = traits[normalize(word)]
        assert len(said) >= MIN_ASSOCIATIONS
        assert not [t for t in said if normalize(t) == normalize(word)], word
        assert not [t for t in said if contains_keyword(t, word)], word
