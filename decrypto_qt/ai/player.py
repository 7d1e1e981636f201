"""A computer player: its window's view in, the actions to send out.

It sees exactly what a person in its seat sees (the view), nothing more. One
player object serves one seat; ``partners`` names the other seats of its team
that the computer also plays. Beside people, it proposes guesses as drafts and
leaves locking in to them; when every guesser of its team is a computer, it
locks in.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from decrypto_qt.ai.clues import Said, choose_clues, vocabulary_associations
from decrypto_qt.ai.keywords import guess_keywords, infer_keywords
from decrypto_qt.ai.levels import Level
from decrypto_qt.ai.lexicon import (
    associations_of,
    calls_to_mind,
    compound_parts,
    entry_of,
    said_as_a_name,
)
from decrypto_qt.ai.model import DIMENSIONS, Model
from decrypto_qt.ai.reading import (
    CONTEXT_NO_HISTORY,
    NO_HISTORY,
    Associations,
    all_known,
    association_scores,
    background,
    best_code,
    context_vectors,
    decoder_scores,
    exact_matches,
    hop_scores,
    interceptor_scores,
    named_by_clues,
    set_phrases,
)
from decrypto_qt.ai.vocabulary import Vocabulary
from decrypto_qt.engine import (
    DraftClues,
    DraftGuess,
    DraftKeywordGuesses,
    FinishJudging,
    JudgeKeywordGuess,
    LockGuess,
    SubmitClues,
    SubmitKeywordGuesses,
    Team,
    normalize,
)
from decrypto_qt.engine import actions as act
from decrypto_qt.engine.normalize import words as words_of

ACCEPT_GUESS = 0.8
"""Judging the tie-break: a guess this close in meaning to the keyword is accepted (R20)."""
NAMESAKES = 3
"""A name given by one of its words ("Bocuse") is read by the lists of the names it may be,
when there are at most this many ("Paul Bocuse"); past that it says no one in particular."""


def seed_of(*parts: object) -> int:
    """A stable integer seed from any parts (Python's hash of a string is not stable)."""
    text = "\x00".join(str(p) for p in parts)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


@dataclass
class ComputerPlayer:
    """One computer seat.

    Attributes:
        me: the seat's player id.
        model: the shared sentence encoder (loaded).
        vocabulary: candidate clues and the pack's words, in the game's language.
        level: how well it plays.
        seed: makes its choices repeatable.
        partners: other seats of the computer (its own team's count for locking in).
    """

    me: str
    model: Model
    vocabulary: Vocabulary
    level: Level
    seed: object = 0
    partners: Collection[str] = frozenset()
    _done: set[tuple[object, ...]] = field(default_factory=set, init=False, repr=False)
    _centre_vector: np.ndarray | None = field(default=None, init=False, repr=False)
    _game: object = field(default=None, init=False, repr=False)

    def _rng(self, *situation: object) -> np.random.Generator:
        # One generator per situation: the same view gives the same decision.
        return np.random.default_rng(seed_of(self.seed, self.me, *situation))

    def decide(self, view: dict[str, Any]) -> list[act.Action]:
        """The actions to send now (none when there is nothing to do)."""
        if view.get("game") != self._game:
            self._game = view.get("game")
            self._done.clear()  # another game at the table: its round 1 is to play again
        team, roster = _my_team(view, self.me)
        if team is None or view.get("paused") or view.get("outcome"):
            return []
        phase = view["phase"]
        if phase == "encrypting":
            return self._encrypt(view, team)
        if phase == "decoding":
            return self._decode(view, team, roster)
        if phase == "keyword_guessing":
            return self._guess_keywords(view, team, roster)
        if phase == "keyword_judging":
            return self._judge(view, team, roster)
        return []

    # --- who speaks for the team ---------------------------------------------

    def _computer(self, pid: str) -> bool:
        return pid == self.me or pid in self.partners

    def _speaker(self, actors: list[str]) -> tuple[bool, bool]:
        """(does this seat speak for the computers among ``actors``, are all actors computers)."""
        computers = [p for p in actors if self._computer(p)]
        return bool(computers) and computers[0] == self.me, all(map(self._computer, actors))

    # --- roles ---------------------------------------------------------------

    def _encrypt(self, view: dict[str, Any], team: Team) -> list[act.Action]:
        mine = view["teams"][team.index]
        secret = view.get("secret") or {}
        code = secret.get("code")
        if mine["encryptor"] != self.me or code is None or secret.get("clues") is not None:
            return []
        key = ("clues", view["round"], team.value)
        if key in self._done:
            return []
        keywords = list(mine["keywords"] or [])
        clues = self.write_clues(view, team, keywords, code)
        self._done.add(key)
        return [DraftClues(self.me, clues), SubmitClues(self.me, clues)]

    def write_clues(
        self, view: dict[str, Any], team: Team, keywords: list[str], code: list[int]
    ) -> tuple[str, str, str]:
        earlier = [c for h in view["history"] if h["team"] == team.value for c in h["clues"] if c]
        seen = self._history_vectors(view, team, 0)
        keyword_vectors = self.model.embed(keywords)
        associated = None
        exposed: list[int] = []
        seen_texts: list[list[str]] = []
        # Every level writes clues a person links to the keyword at once (an easy computer
        # chooses among them less carefully); the careful levels also read by the lists.
        said = self._what_people_say(keywords)
        if self.level.associations:
            known = all_known(self._associations(keywords))
            if known is not None:
                associated = vocabulary_associations(self.vocabulary, known)
            # Which of our keywords could the opponents work out from what they have seen?
            texts = self._history_texts(view, team, 0)
            seen_texts = texts
            picks = infer_keywords(seen, self.vocabulary, earlier, texts)
            exposed = [
                k
                for k, i in enumerate(picks)
                if i is not None and normalize(self.vocabulary.pack[i]) == normalize(keywords[k])
            ]
        return choose_clues(
            code,
            keywords,
            keyword_vectors,
            self.vocabulary,
            earlier,
            seen,
            self.level,
            self._rng("clues", view["round"], tuple(code)),
            associated,
            exposed,
            said,
            seen_texts,
        )

    def _what_people_say(self, keywords: list[str]) -> list[Said | None]:
        """What people say about each keyword, with its vectors (None: the lists lack it)."""
        out: list[Said | None] = []
        for keyword in keywords:
            texts = self.vocabulary.said_about(keyword)
            out.append(Said(texts, self.model.embed(list(texts))) if texts else None)
        return out

    def _decode(self, view: dict[str, Any], team: Team, roster: list[str]) -> list[act.Action]:
        decoding = view["decoding"]
        guess = (view.get("secret") or {}).get("guess")
        if decoding is None or guess is None or guess["locked"]:
            return []
        target = Team(decoding["team"])
        own = target is team
        encryptor = view["teams"][team.index]["encryptor"]
        actors = [p for p in roster if not (own and p == encryptor)]
        speaks, all_computers = self._speaker(actors)
        key = ("guess", view["round"], target.value)
        if not speaks or key in self._done:
            return []
        code = self.read_code(view, team, target, decoding["clues"])
        self._done.add(key)
        actions: list[act.Action] = [DraftGuess(self.me, target, code)]
        if all_computers:
            actions.append(LockGuess(self.me, target, code))
        return actions

    def read_code(
        self, view: dict[str, Any], team: Team, target: Team, clues: list[str]
    ) -> tuple[int, int, int]:
        """The code ``clues`` stand for, as this player reads them."""
        careful = self.level.careful
        read = self._read_vectors if careful else self._clue_vectors
        if careful:  # every text of this decision in one batch; the reads below are cached
            mine = (view["teams"][team.index]["keywords"] or []) if target is team else []
            read([*clues, *mine, *_clues_of(view, target)])
        vectors = read(clues)
        rng = self._rng("read", view["round"], target.value)
        if target is team:
            keywords = view["teams"][team.index]["keywords"] or []
            history = self._history_vectors(view, team, 0, read)
            hubs = None
            if careful:
                hubs = background(self.model.embed(keywords), self._centre())
            associated = self._associated(vectors, clues, keywords)
            hops = phrases = named = None
            if self.level.associations:
                vocabulary = self.vocabulary
                said = [self._calls_to_mind(c) for c in clues]
                hops = hop_scores(
                    self.model.embed(keywords),
                    [self.model.embed(list(t)) if t else None for t in said],
                )
                partners = [vocabulary.phrase_partners(k) for k in keywords]
                phrases = set_phrases(
                    clues, keywords, vocabulary.says, vocabulary.language, partners
                )
                named = named_by_clues(said, keywords, vocabulary.language)
            scores = decoder_scores(
                vectors,
                read(keywords),
                history,
                self.level.history,
                hubs,
                CONTEXT_NO_HISTORY if careful else NO_HISTORY,
                associated,
                hops,
                phrases,
                named,
            )
        else:
            history = self._history_vectors(view, target, self.level.memory, read)
            inferred = None
            associated = None
            named = None
            if self.level.infer_keywords:
                own = view["teams"][team.index]["keywords"] or []
                raw = self._history_vectors(view, target, self.level.memory)
                texts = self._history_texts(view, target, self.level.memory)
                picks = infer_keywords(
                    raw,
                    self.vocabulary,
                    [*own, *_clues_of(view, target)],
                    texts if self.level.associations else None,
                )
                inferred = np.zeros((4, vectors.shape[1]), dtype=np.float32)
                found = [(k, i) for k, i in enumerate(picks) if i is not None]
                if found:
                    words = read([self.vocabulary.pack[i] for _, i in found])
                    for (k, _), vector in zip(found, words, strict=True):
                        inferred[k] = vector
                guessed = self._associated(
                    vectors, clues, [self.vocabulary.pack[i] for _, i in found]
                )
                if guessed is not None:  # columns of numbers with no guess are never read
                    associated = np.zeros((len(clues), 4), dtype=np.float32)
                    associated[:, [k for k, _ in found]] = guessed
                if found and self.level.associations:  # as the decoder hears its keywords
                    said = [self._calls_to_mind(c) for c in clues]
                    names = [self.vocabulary.pack[i] for _, i in found]
                    named = np.zeros((len(clues), 4), dtype=bool)
                    named[:, [k for k, _ in found]] = named_by_clues(
                        said, names, self.vocabulary.language
                    )
            scores = interceptor_scores(vectors, history, inferred, associated, named)
        return best_code(scores, rng, self.level.noise)

    def _read_vectors(self, texts: list[str]) -> np.ndarray:
        """Vectors of ``texts`` read in context (empty texts: zero rows)."""
        out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        given = [i for i, c in enumerate(texts) if c.strip()]
        if given:
            language = self.vocabulary.language
            out[given] = context_vectors(self.model, [texts[i] for i in given], language)
        return out

    def _associated(
        self, vectors: np.ndarray, clues: list[str], keywords: list[str]
    ) -> np.ndarray | None:
        """(clues × keywords): the clues read against the keywords' associations; None
        when the level does not read by them or a keyword has none (one scale for all)."""
        if not self.level.associations or not keywords:
            return None
        known = all_known(self._associations(keywords, traits=True))
        if known is None:
            return None
        said = [normalize(c) for c in clues]
        names = [self._unknown_name(c) for c in clues]
        return association_scores(vectors, exact_matches(said, known, names), known)

    def _unknown_name(self, clue: str) -> bool:
        """Is ``clue`` written as a name that the lists do not know by itself ("Bocuse")?"""
        if not said_as_a_name(clue):
            return False
        return entry_of(self.vocabulary.understood, clue, self.vocabulary.language) is None

    def _calls_to_mind(self, clue: str) -> tuple[str, ...]:
        """What a clue calls to mind: its own associations when the lists know it as a
        word; else, for a name written by one of its words, the whole name's ("Bocuse":
        Paul Bocuse, :data:`NAMESAKES`); else those of its words that they know, or of the
        two words a compound is made of (:func:`compound_parts`); nothing when the lists
        know none."""
        lexicon, language = self.vocabulary.understood, self.vocabulary.language
        texts = calls_to_mind(lexicon, clue, language)
        if not texts and self._unknown_name(clue):
            named = self.vocabulary.named_by(clue)
            if 0 < len(named) <= NAMESAKES:
                # The whole name says something too: "Tryphon Tournesol".
                texts = tuple(t for n in named for t in (n, *lexicon[n]))
        if not texts:
            parts = [w for w in words_of(normalize(clue)) if len(w) >= 3]
            if len(parts) > 1:
                texts = tuple(t for w in parts for t in calls_to_mind(lexicon, w, language))
        if not texts and (compound := compound_parts(lexicon, clue, language)) is not None:
            texts = tuple(t for part in compound for t in lexicon[part])
        return texts

    def _associations(self, keywords: list[str], traits: bool = False) -> list[Associations | None]:
        """What people associate with each keyword, as vectors (None: the lexicon lacks it);
        with ``traits``, what the thing is like too ("noisy" for a helicopter), which a
        reader weighs but a writer never gives."""
        out: list[Associations | None] = []
        for keyword in keywords:
            texts = associations_of(self.vocabulary.understood, keyword)
            if traits:
                more = associations_of(self.vocabulary.traits, keyword)
                texts = tuple(dict.fromkeys((*texts, *more)))
            out.append(Associations(self.model.embed(texts), texts) if texts else None)
        return out

    def _centre(self) -> np.ndarray:
        """The mean vector of the vocabulary's common words (computed once)."""
        if self._centre_vector is None:
            self._centre_vector = np.asarray(self.vocabulary.vectors.mean(axis=0))
        return self._centre_vector

    def _guess_keywords(
        self, view: dict[str, Any], team: Team, roster: list[str]
    ) -> list[act.Action]:
        kg = (view.get("secret") or {}).get("keyword_guesses") or {}
        speaks, all_computers = self._speaker(roster)
        key = ("keywords",)
        if kg.get("submitted") or not speaks or key in self._done:
            return []
        own = view["teams"][team.index]["keywords"] or []
        history = self._history_vectors(view, team.other, 0)
        exclude = [*own, *_clues_of(view, team.other)]
        texts = self._history_texts(view, team.other, 0) if self.level.associations else None
        guesses = guess_keywords(history, self.vocabulary, exclude, self._rng("keywords"), texts)
        self._done.add(key)
        actions: list[act.Action] = [DraftKeywordGuesses(self.me, guesses)]
        if all_computers:
            actions.append(SubmitKeywordGuesses(self.me, guesses))
        return actions

    def _judge(self, view: dict[str, Any], team: Team, roster: list[str]) -> list[act.Action]:
        tiebreak = view.get("tiebreak") or {}
        speaks, all_computers = self._speaker(roster)
        key = ("judge",)
        if (tiebreak.get("judged") or {}).get(team.value) or not speaks or key in self._done:
            return []
        self._done.add(key)
        keywords = view["teams"][team.index]["keywords"] or []
        guesses = (tiebreak.get("guesses") or {}).get(team.other.value) or []
        right = set(tiebreak.get("right_at_mine") or [])
        actions: list[act.Action] = []
        for k, (guess, keyword) in enumerate(zip(guesses, keywords, strict=False), start=1):
            if k in right or not guess.strip():
                continue
            a, b = self.model.embed([guess, keyword])
            if float(a @ b) >= ACCEPT_GUESS:
                actions.append(JudgeKeywordGuess(self.me, k, True))
        if all_computers:
            actions.append(FinishJudging(self.me))
        return actions

    # --- what the view says --------------------------------------------------

    def _clue_vectors(self, clues: list[str]) -> np.ndarray:
        out = np.zeros((len(clues), DIMENSIONS), dtype=np.float32)
        given = [i for i, c in enumerate(clues) if c.strip()]
        if given:
            out[given] = self.model.embed([clues[i] for i in given])
        return out

    def _history_texts(self, view: dict[str, Any], team: Team, memory: int) -> list[list[str]]:
        """The public clues ``team`` gave for each keyword number, as texts (R15)."""
        entries = [h for h in view["history"] if h["team"] == team.value]
        if memory > 0:
            rounds = sorted({h["round"] for h in entries})[-memory:]
            entries = [h for h in entries if h["round"] in rounds]
        groups: list[list[str]] = [[], [], [], []]
        for h in entries:
            for clue, digit in zip(h["clues"], h["code"], strict=False):
                if clue and 1 <= digit <= 4:
                    groups[digit - 1].append(clue)
        return groups

    def _history_vectors(
        self,
        view: dict[str, Any],
        team: Team,
        memory: int,
        read: Callable[[list[str]], np.ndarray] | None = None,
    ) -> list[np.ndarray]:
        """The public clues ``team`` gave for each keyword number, as vectors (R15).

        ``read`` turns texts into vectors (default: each bare text).
        """
        groups = self._history_texts(view, team, memory)
        embed = read or self.model.embed
        return [embed(g) if g else np.zeros((0, DIMENSIONS), dtype=np.float32) for g in groups]


def _clues_of(view: dict[str, Any], team: Team) -> list[str]:
    return [c for h in view["history"] if h["team"] == team.value for c in h["clues"] if c]


def _my_team(view: dict[str, Any], me: str) -> tuple[Team | None, list[str]]:
    for t in view["teams"]:
        ids = [p["id"] for p in t["players"]]
        if me in ids:
            return Team(t["team"]), ids
    return None, []
