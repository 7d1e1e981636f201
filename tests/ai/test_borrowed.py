"""A reader borrows the other languages' lists for a word its own lists lack."""

from __future__ import annotations

import pytest

from bench.ai.dev import clue_set_path, game_words
from bench.ai.heldout import _view, load_heldout
from decrypto_qt.ai.borrowed import Borrowed, borrowed_lists
from decrypto_qt.ai.levels import level
from decrypto_qt.ai.lexicon import bundled_lexicon
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.vocabulary import vocabulary_for
from decrypto_qt.engine import Team, normalize


def test_a_word_the_lists_lack_reads_the_list_of_its_translation(model: Model) -> None:
    # "beschikbaar" is in no Dutch list; the English lists know "available".
    assert normalize("beschikbaar") not in bundled_lexicon("nl")
    english = bundled_lexicon("en")["available"]
    found = borrowed_lists(model, "nl").lists_for(["beschikbaar"])[0]
    assert set(english) <= set(found)


def test_a_language_never_borrows_its_own_lists(model: Model) -> None:
    # "bicycle" is listed in English: an English reader gets only the other lists' lines
    # for it (the Dutch "fiets", the French "vélo"…), never the English line again.
    found = Borrowed(model, "en").lists_for(["bicycle"])[0]
    assert found
    assert not set(bundled_lexicon("en")["bicycle"]) <= set(found)


@pytest.mark.parametrize(
    "text", ["", "   ", "🙂🙂🙂", "x" * 500, "qzxv qzxv qzxv", "word" * 40, "a\tb;c"]
)
def test_bad_input_borrows_nothing_it_should_not_and_never_fails(model: Model, text: str) -> None:
    borrowed = borrowed_lists(model, "fr")
    found = borrowed.lists_for([text, "disponible"])
    assert len(found) == 2 and all(isinstance(t, str) for lists in found for t in lists)
    if not text.strip():
        assert found[0] == ()


def test_a_decoder_reads_a_round_it_misread_without_the_borrowed_lists(
    model: Model, request: pytest.FixtureRequest
) -> None:
    """A Dutch teacher's list (the development set outside the packs, tuning data): round 1
    gives "herfst" (autumn) for *november* and "toepassen" for *gebruiken*; read by the
    Dutch lists alone the decoder puts "herfst" under *ontstaan*."""
    data = load_heldout(clue_set_path("nl", "dev_outside"))
    vocabulary = vocabulary_for(model, "nl", game_words("nl", "dev_outside", data))
    clue_set = next(s for s in data.sets if s.keywords[0] == "november")
    first = clue_set.rounds[0]
    assert first.clues == ("toepassen", "herfst", "puzzel") and first.code == (2, 1, 4)
    view = _view(list(clue_set.keywords), (), 1)

    def read() -> tuple[int, int, int]:
        reader = ComputerPlayer("me", model, vocabulary, level("hard"), 0)
        return reader.read_code(view, Team.WHITE, Team.WHITE, list(first.clues))

    assert read() == first.code

    request.getfixturevalue("no_borrowed_lists")
    assert read() != first.code
