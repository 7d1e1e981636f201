"""What the other languages' lists say of a word, read under its translation.

A teacher's own word list is full of everyday words; the lists of the game's language know
many of them, the lists of the other three languages know others, under their own words
("fiets" is not in the Dutch lists, "bicycle" is in the English ones). The multilingual
word model finds a word's translation among another language's headwords: the nearest one,
when it is at least :data:`SAME` alike (fitted on the development clue sets only). Its list
is read as written, in its own language: the model compares across languages.

Only the readers (decoder and interceptor) borrow: an encryptor gives its clues in the
game's language from that language's own lists.

The headwords' vectors are built the first time a reader needs them (a second or so the
first time on a computer, then read from the cache, like a vocabulary's) and kept for the
process, one set per language, shared by every seat. Only the headwords are held: a list
is read from its line when a word borrows it.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from decrypto_qt.ai.cache import cached_vectors
from decrypto_qt.ai.lexicon import LISTS, parse_lexicon
from decrypto_qt.ai.model import Model
from decrypto_qt.engine import normalize
from decrypto_qt.paths import resources_dir

LANGUAGES = ("en", "fr", "nl", "zh")
SAME = 0.7
"""Cosine at or above which another language's headword is taken for the word itself
(on the development sets: 0.6 let in near misses, "oplossen" → "opt"; 0.8 lost most
translations)."""


@dataclass(frozen=True)
class Headwords:
    """One language's listed words (normalized), their lines, and their unit vectors."""

    language: str
    words: tuple[str, ...]
    lines: tuple[str, ...]
    vectors: np.ndarray

    def list_of(self, row: int) -> tuple[str, ...]:
        """The associations on the headword's line (as written)."""
        parsed = parse_lexicon(self.lines[row], f"{self.language} list")
        return next(iter(parsed.values()), ())


def _headword_lines(language: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Normalized headwords and their lines, from every list of ``language``: the lines
    :func:`~decrypto_qt.ai.lexicon.parse_lexicon` reads, the first list holding a word
    keeping it, as :func:`~decrypto_qt.ai.lexicon.bundled_lexicon` does."""
    lines: dict[str, str] = {}
    for folder in LISTS:
        path = resources_dir() / "words" / folder / f"{language}.txt"
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            continue
        readable = parse_lexicon(text, str(path))
        for line in text.splitlines():
            key = normalize(line.partition("\t")[0])
            if key in readable:
                lines.setdefault(key, line.strip())
    return tuple(lines), tuple(lines.values())


class Borrowed:
    """The other languages' lists, as one language's readers borrow them."""

    def __init__(self, model: Model, language: str) -> None:
        self.model = model
        self.language = language
        self._lock = threading.Lock()
        self._others: list[Headwords] | None = None

    def _headwords(self) -> list[Headwords]:
        with self._lock:
            if self._others is None:
                others = []
                for language in LANGUAGES:
                    if language == self.language:
                        continue
                    words, lines = _headword_lines(language)
                    if not words:
                        continue
                    vectors = cached_vectors(
                        f"headwords-{language}",
                        words,
                        lambda texts: self.model.embed(texts, cache=False),
                    )
                    others.append(Headwords(language, words, lines, vectors))
                self._others = others
            return self._others

    def lists_for(self, texts: Sequence[str]) -> list[tuple[str, ...]]:
        """For each text, the lists of its translations in the other languages (their
        associations one after the other; empty when no headword is alike enough)."""
        out: list[tuple[str, ...]] = [() for _ in texts]
        given = [i for i, t in enumerate(texts) if t.strip()]
        if not given:
            return out
        vectors = self.model.embed([texts[i] for i in given])
        for heads in self._headwords():
            sims = heads.vectors @ vectors.T  # (headwords, texts)
            best = sims.argmax(axis=0)
            for column, i in enumerate(given):
                row = int(best[column])
                if sims[row, column] >= SAME:
                    out[i] = (*out[i], *heads.list_of(row))
        return out


_shared: dict[tuple[int, str], Borrowed] = {}
_shared_lock = threading.Lock()


def borrowed_lists(model: Model, language: str) -> Borrowed:
    """The process's borrowed lists for ``language``'s readers (built once, then shared)."""
    with _shared_lock:
        key = (id(model), language)
        found = _shared.get(key)
        if found is None or found.model is not model:
            found = _shared[key] = Borrowed(model, language)
        return found
