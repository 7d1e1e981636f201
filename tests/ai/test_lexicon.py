"""What people associate with each keyword: the bundled lists, their reading, and their use.

A computer that knows llamas live in Peru reads the clue "Peru" as a person does;
the encoder alone does not know it. These tests check the shipped lists (every
keyword of every bundled pack, never the keyword itself) and that a careful
reader uses them, while a keyword they do not know is read as before.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable

import numpy as np
import pytest

from decrypto_qt.ai.keywords import infer_keywords, lexicon_evidence
from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.lexicon import MIN_ASSOCIATIONS, bundled_lexicon, parse_lexicon
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.reading import Associations, association_scores
from decrypto_qt.ai.vocabulary import LANGUAGES, Vocabulary
from decrypto_qt.engine import Team, bundled_pack, contains_keyword, normalize

from .test_reading import team_view

HARD = LEVELS["hard"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_bundled_keyword_has_associations_and_none_gives_it_away(language: str) -> None:
    lexicon = bundled_lexicon(language)
    pack = bundled_pack(language).words
    missing = [w for w in pack if normalize(w) not in lexicon]
    assert missing == []
    for word in pack:
        found = lexicon[normalize(word)]
        assert len(found) >= 20, word
        bad = [a for a in found if contains_keyword(a, word) or contains_keyword(word, a)]
        assert bad == [], (word, bad)


def test_a_bad_line_is_skipped_with_a_warning_naming_it(caplog: pytest.LogCaptureFixture) -> None:
    many = "; ".join(f"word{i}" for i in range(MIN_ASSOCIATIONS))
    text = f"# a comment\nllama\t{many}\nno tab here\nfew\tone; two\n\nCafé\t{many}; word1\n"
    with caplog.at_level(logging.WARNING):
        lexicon = parse_lexicon(text, "test.txt")
    assert set(lexicon) == {"llama", "cafe"}  # keys are normalized
    assert len(lexicon["cafe"]) == MIN_ASSOCIATIONS  # repeats dropped
    assert "test.txt, line 3" in caplog.text and "test.txt, line 4" in caplog.text


def test_association_scores_read_a_clue_against_the_associations_or_else_the_keyword(
    model: Model,
) -> None:
    clues = ["Peru", "honey"]
    vectors = model.embed(clues)
    llama = ("alpaca", "Andes", "Peru", "wool", "spit")
    known = [Associations(model.embed(list(llama)), llama), None]
    fallback = np.array([[0.1, 0.2], [0.3, 0.4]], dtype=np.float32)
    scores = association_scores(vectors, clues, known, fallback)
    # Unknown keyword: its column is the fallback, untouched.
    assert scores[:, 1].tolist() == pytest.approx([0.2, 0.4])
    # "Peru" is one of llama's associations word for word: it scores far above "honey".
    assert scores[0, 0] > scores[1, 0] + 0.3


def test_a_lexicon_reads_a_trivia_clue_the_encoder_alone_misreads(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """Person-written clues that lean on knowledge, not on word likeness."""
    base = vocabulary("en")
    lexicon = {
        "llama": ("Peru", "alpaca", "Andes", "spit", "wool", "camelid", "Machu Picchu"),
        "windmill": ("Don Quixote", "Netherlands", "sails", "flour", "tilting", "Dutch"),
        "gardener": ("rake", "hedge", "compost", "green fingers", "roses", "shed"),
        "slide": ("playground", "slippery", "water park", "ladder", "swing", "children"),
    }
    lexicon = {k: tuple(v) * 2 for k, v in lexicon.items()}  # enough entries each
    with_lexicon = dataclasses.replace(base, lexicon=lexicon)
    keywords = ["llama", "gardener", "windmill", "slide"]
    clues = ["spit", "tilting", "compost"]
    view = team_view(keywords, [], 1)
    reader = ComputerPlayer("me", model, with_lexicon, HARD)
    assert reader.read_code(view, Team.WHITE, Team.WHITE, clues) == (1, 3, 2)
    # The same player without the lexicon is no better than a coin here.
    blind = ComputerPlayer("me", model, dataclasses.replace(base, lexicon={}), HARD)
    blind_reads = blind.read_code(view, Team.WHITE, Team.WHITE, clues)
    assert reader.read_code(view, Team.WHITE, Team.WHITE, clues) != blind_reads


def test_a_word_the_lexicon_does_not_know_is_read_by_the_encoder_alone(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    base = dataclasses.replace(vocabulary("en"), lexicon={})
    keywords = ["zorblat", "ocean", "piano", "bread"]  # a teacher's own made-up word
    view = team_view(keywords, [], 1)
    reader = ComputerPlayer("me", model, base, HARD)
    assert reader.read_code(view, Team.WHITE, Team.WHITE, ["waves", "keys", "toast"]) == (
        2,
        3,
        4,
    )


def test_the_interceptor_infers_a_keyword_from_clues_people_associate_with_it(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    vocab = vocabulary("en")
    clues = list(vocab.lexicon[normalize(vocab.pack[0])][:3])
    evidence = lexicon_evidence(vocab, clues)
    assert evidence[0] == pytest.approx(1.0)  # all three are the first pack word's
    history = [model.embed(clues), *(np.zeros((0, 512), dtype=np.float32),) * 3]
    picks = infer_keywords(history, vocab, [], [clues, [], [], []])
    assert picks[0] == 0 and picks[1:] == [None, None, None]
