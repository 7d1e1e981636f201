"""Candidate clues never give a keyword of the pack away, by form or by meaning."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

import numpy as np
import pytest

from decrypto_qt.ai.model import Model
from decrypto_qt.ai.vocabulary import (
    Candidates,
    Vocabulary,
    build_vocabulary,
    candidate_words,
    clue_source,
    drop_near_keywords,
    gives_keyword_away,
    shares_stem,
)
from decrypto_qt.engine import bundled_pack, contains_keyword, normalize
from decrypto_qt.engine.normalize import words as words_of
from tests.helpers.coverage_pause import untraced

LANGUAGES = ["en", "fr", "nl", "zh"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_candidate_is_contains_or_inflects_a_keyword_of_the_pack(language: str) -> None:
    pack = bundled_pack(language).words
    words = candidate_words(language, pack, 3000)
    assert len(words) == 3000
    # The check below calls the product's own helpers 3,000 times over; coverage has seen
    # them in candidate_words already, so they run untraced (and several times faster).
    with untraced():
        _check_candidates(language, pack, words)


def _check_candidates(language: str, pack: Sequence[str], words: Sequence[str]) -> None:
    keys = [normalize(k) for k in pack]
    key_words = {w for k in pack for w in words_of(k)}
    by_first: dict[str, list[str]] = {}
    for k in keys:
        by_first.setdefault(k[:1], []).append(k)
    for word in words:
        norm = normalize(word)
        assert not any(ch.isdigit() for ch in word), word
        if language == "zh":
            assert not any(k in norm or norm in k for k in keys), word
            continue
        # One Latin word contains a keyword only by being it (R23), sits in one only as its word.
        assert len(words_of(word)) == 1 and norm not in key_words, word
        assert not any(shares_stem(norm, k) for k in by_first.get(norm[:1], [])), word
    for word in words[:60]:  # the engine's own test, on a sample
        assert not any(contains_keyword(word, k) or contains_keyword(k, word) for k in pack)


@pytest.mark.parametrize(("language", "pack"), [("en", "en"), ("zh", "zh"), ("fr", "nl")])
def test_candidates_are_those_a_scan_of_the_whole_pack_keeps(language: str, pack: str) -> None:
    """candidate_words compares a word with the keywords that start as it does (Chinese: looks
    its pieces up); it keeps exactly the words a comparison with every keyword keeps."""
    words = bundled_pack(pack).words
    keys = [n for n in dict.fromkeys(normalize(k) for k in words) if n]
    key_words = {w for k in keys for w in words_of(k)}
    squeezed = [k.replace(" ", "") for k in keys]
    with untraced():
        expected: list[str] = []
        seen: set[str] = set()
        for word in clue_source(language):
            norm = normalize(word)
            if norm in seen:
                continue
            if language == "zh":
                if any(k in norm or norm in k for k in squeezed):
                    continue
            elif norm in key_words or any(shares_stem(norm, k) for k in keys):
                continue
            seen.add(norm)
            expected.append(word)
            if len(expected) == 2000:
                break
    assert candidate_words(language, words, 2000) == expected


def test_forms_of_a_keyword_count_as_giving_it_away() -> None:
    assert gives_keyword_away("badgers", "badger")
    assert gives_keyword_away("chienne", "chien")
    assert gives_keyword_away("elbow", "bow")
    # A part of a compound keyword: "fly" for firefly would be read by its spelling.
    assert gives_keyword_away("fly", "firefly")
    assert gives_keyword_away("pool", "whirlpool")
    assert not gives_keyword_away("art", "heart")  # "he" is no word of a compound
    assert gives_keyword_away("Cœur", "coeur") or normalize("Cœur") != normalize("coeur")
    assert gives_keyword_away("大熊猫", "熊猫")
    assert not gives_keyword_away("forest", "tiger")
    assert not gives_keyword_away("竹子", "熊猫")


def test_english_candidates_leave_out_names_seen_in_other_languages() -> None:
    words = set(candidate_words("en", bundled_pack("en").words))
    for name in ("john", "york", "david", "google", "facebook"):
        assert name not in words
    assert {"happy", "summer", "kitchen"} <= words


def test_a_translation_of_a_keyword_is_dropped_by_meaning(model: Model) -> None:
    pack = model.embed(["dog", "bicycle"])
    words = ["chien", "fiets", "kitchen", "mountain"]
    kept, vectors = drop_near_keywords(words, model.embed(words), pack)
    assert "chien" not in kept and "fiets" not in kept
    assert {"kitchen", "mountain"} <= set(kept)
    assert vectors.shape == (len(kept), 512)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_vocabulary_rows_match_its_words(
    vocabulary: Callable[[str], Vocabulary], language: str
) -> None:
    v = vocabulary(language)
    assert len(v.words) > 4000
    assert v.vectors.shape == (len(v.words), 512)
    assert np.allclose(np.linalg.norm(v.vectors[:50], axis=1), 1.0, atol=1e-2)
    # Nothing crude for a classroom.
    assert not {"rape", "raped", "porn", "cocaine", "verkrachting"} & set(v.words)


def test_the_shipped_clue_word_lists_are_what_the_tool_builds() -> None:
    """The app reads resources/words/clues/ instead of wordfreq's lists; they must say the same."""
    import subprocess
    import sys
    from pathlib import Path

    tool = Path(__file__).resolve().parents[2] / "tools" / "build_clue_words.py"
    done = subprocess.run(
        [sys.executable, str(tool), "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("as built") == 4


def test_a_seat_s_vocabulary_works_out_its_candidate_clues_only_when_asked(model: Model) -> None:
    """A computer seat sits down before its 6,000 candidate clues are embedded (a second
    and more on a new computer): the vocabulary is made without them, and they come the
    first time a decision, or the loading thread behind the seat, asks for them."""
    vocab = build_vocabulary(model, "en", bundled_pack("en").words[:40], size=300)
    assert not vocab.candidates.ready
    assert len(vocab.pack_vectors) == 40  # what reading a keyword needs is there
    words, vectors = vocab.words, vocab.vectors
    assert vocab.candidates.ready and 0 < len(words) <= 300
    assert vectors.shape == (len(words), 512)
    assert vocab.word_rows[normalize(words[0])] == 0


def test_candidates_asked_for_by_several_threads_at_once_are_worked_out_once() -> None:
    calls: list[str] = []
    started = threading.Barrier(4)

    def compute() -> tuple[tuple[str, ...], np.ndarray]:
        calls.append(threading.current_thread().name)
        return ("meadow",), np.ones((1, 512), dtype=np.float32)

    candidates = Candidates(compute)
    got: list[tuple[str, ...]] = []

    def ask() -> None:
        started.wait()
        got.append(candidates.get()[0])

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert len(calls) == 1 and got == [("meadow",)] * 4


def test_candidates_that_failed_are_tried_again_by_the_next_asker() -> None:
    tries: list[int] = []

    def compute() -> tuple[tuple[str, ...], np.ndarray]:
        tries.append(1)
        if len(tries) == 1:
            raise OSError("the cache folder went away")
        return ("meadow",), np.ones((1, 512), dtype=np.float32)

    candidates = Candidates(compute)
    with pytest.raises(OSError, match="cache folder"):
        candidates.get()
    assert not candidates.ready
    assert candidates.get()[0] == ("meadow",) and len(tries) == 2
