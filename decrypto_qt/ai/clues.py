"""Writing clues (the encryptor): three words that point at the code's keywords.

A good clue is close to its keyword and far from the team's three other
keywords (teammates must read it), and not close to the clues the opponents
have already seen for that keyword (they must not). Every clue is checked
by the rules engine (R22-R24) and is never a near-translation or synonym of
a keyword, never shares a stem (Latin) or a character (Chinese) with one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

import numpy as np

from decrypto_qt.ai.levels import Level
from decrypto_qt.ai.reading import (
    ASSOCIATED,
    INFERRED,
    Associations,
    association_scores,
)
from decrypto_qt.ai.vocabulary import (
    NEAR_KEYWORD,
    Vocabulary,
    gives_keyword_away,
    shares_stem,
)
from decrypto_qt.engine import RuleError
from decrypto_qt.engine.clues import check_clue
from decrypto_qt.engine.normalize import is_unspaced_script, normalize

SHORTLIST = 400
"""Candidates looked at per clue, best first; the rest cannot win."""
FAMILIAR = 0.1
"""Preference for what people say first about a keyword (the head of its list) over
what they say last, per the whole length of the list."""
SPECIFIC = 0.25
"""Weight against a clue that only one word of the lists goes with ("Alexander Graham
Bell" says telephone to anyone): the opponents would work the keyword out from it. A clue
that goes with many ("ring", "cord") is read by the teammates, who know the four
keywords, and not by the opponents, who must guess them; the weight falls as 1/n."""
ECHO = 0.45
"""Nearness in meaning from which a clue linked with one the opponents have seen echoes it
("wealth" after "rich", "毅力" after "坚持"): the nearer, the surer they place it."""
OBVIOUS = 1.0
"""Weight against a clue that names its keyword to anyone (:func:`obvious`): a careful
encryptor prefers a link that shows once the keyword is known ("barn" for an owl) to one
that calls it to mind at once ("hoot"). Its teammates, who know the four keywords, still
read it: it is said of the keyword and of none of the other three."""
OBVIOUS_RANK = 20
"""The rank among everyday words at which a keyword is half as obvious from a clue."""


def obvious(vocabulary: Vocabulary, vectors: np.ndarray, keyword: np.ndarray) -> np.ndarray:
    """How surely each clue (rows of ``vectors``) calls its keyword to mind by itself: 1
    when the keyword is nearer to it than any everyday word ("Stanley Cup": hockey),
    falling as 1/(1 + rank/:data:`OBVIOUS_RANK`) with the number of everyday words nearer
    ("barn": farm, hay, horse… then owl)."""
    if len(vectors) == 0:
        return np.zeros(0, dtype=np.float32)
    near = vectors @ keyword
    rank = (vectors @ vocabulary.vectors.T > near[:, None]).sum(axis=1)
    return np.asarray(1.0 / (1.0 + rank / OBVIOUS_RANK), dtype=np.float32)


CO_LISTED = 0.75
"""How near the opponents place a clue to a clue they have seen when what people say about
some word holds both ("horns" and "stubborn", both said of a goat): a person links them at
once, however far apart their vectors are. So a clue from a keyword's list is always near
the earlier clues from that list, and the encryptor looks for one that is as near to what
the opponents have seen under another number (a decoy): they can no longer tell which."""


@dataclass(frozen=True)
class Said:
    """What people say about one keyword (:meth:`Vocabulary.said_about`: its association
    list in order, then the words whose lists name it), with each text's vector: the clues
    a person links to the keyword at once."""

    texts: tuple[str, ...]
    vectors: np.ndarray


PINNED = 3.0
"""Weight against clues that, with those the opponents have seen under the same number,
pin its keyword down (:func:`pins_down`)."""


def pins_down(vocabulary: Vocabulary, texts: Sequence[str]) -> float:
    """How surely the clues ``texts`` of one number say which word they are about, to
    someone who knows what people say about every word: 1 when the lists hold them all
    under one word only ("horns", "stubborn": a goat), 1/n under n words ("red", "round":
    an apple, a ball, a tomato…), 0 when no list holds them all or none is listed."""
    heads: frozenset[str] | None = None
    for text in texts:
        under = vocabulary.listed_under.get(normalize(text))
        if under is None:
            continue
        heads = under if heads is None else heads & under
    if not heads:
        return 0.0
    return 1.0 / len(heads)


NOT_SEEN_YET = 0.45
"""How near the opponents place a clue to a number they have seen no clue for: a clue that
goes with nothing they have seen goes there, as a person sorts it ("none of these, so the
number we have not seen yet")."""


def opponents_reading(
    vocabulary: Vocabulary,
    seen: Sequence[np.ndarray],
    seen_texts: Sequence[Sequence[str]] = (),
    texts: Sequence[str] | None = None,
    vectors: np.ndarray | None = None,
) -> np.ndarray | None:
    """How the opponents would place each candidate (default: every vocabulary word), from
    the clues they have seen; None when they have seen none.

    ``seen[j]`` holds the clues they have seen for keyword j+1 (vectors), ``seen_texts[j]``
    the same clues as texts: a candidate listed with one of them under some word
    (:meth:`Vocabulary.co_listed`) is placed :data:`CO_LISTED` near them, and nearer
    still by what its meaning has of theirs beyond :data:`ECHO`.
    """
    if not any(len(g) for g in seen):
        return None
    if texts is None or vectors is None:
        texts, vectors = vocabulary.words, vocabulary.vectors
    opponents = np.full((len(texts), 4), NOT_SEEN_YET, dtype=np.float32)
    for j, group in enumerate(seen):
        if len(group):
            opponents[:, j] = (vectors @ group.T).max(axis=1)
    for j, group_texts in enumerate(seen_texts):
        if not group_texts:
            continue
        for i, text in enumerate(texts):
            if any(vocabulary.co_listed(text, e) for e in group_texts):
                # Linked, and the surer the nearer in meaning: "wealth" after "rich".
                opponents[i, j] = CO_LISTED + max(0.0, float(opponents[i, j]) - ECHO)
    return opponents


def clue_scores(sims: np.ndarray, keyword: int) -> np.ndarray:
    """How well the teammates read each candidate as a clue for keyword index ``keyword``
    (0-3): ``sims`` (candidates × 4) holds each one's nearness to the team's keywords, and
    a clue must be near its keyword and far from the other three. (How the opponents would
    read a whole code is weighed by :func:`_pick`.)"""
    target = sims[:, keyword]
    score = target + _lead(sims, keyword)
    # Nearly the keyword itself: a translation or a synonym (R25), never offered.
    score[target >= NEAR_KEYWORD] = -np.inf
    return np.asarray(score)


def vocabulary_associations(vocabulary: Vocabulary, keywords: Sequence[Associations]) -> np.ndarray:
    """(words × 4): each candidate read against each keyword's associations, as a
    teammate reads a clue (:func:`decrypto_qt.ai.reading.association_scores`)."""
    exact = np.zeros((len(vocabulary.words), len(keywords)), dtype=bool)
    rows = vocabulary.word_rows
    for k, known in enumerate(keywords):
        for text in known.texts:
            row = rows.get(text)
            if row is not None:
                exact[row, k] = True
    return association_scores(vocabulary.vectors, exact, keywords)


def _shares_character(word: str, keywords: Sequence[str]) -> bool:
    chars = {ch for k in keywords for ch in normalize(k) if is_unspaced_script(ch)}
    return any(ch in chars for ch in normalize(word))


def acceptable(word: str, keywords: Sequence[str], earlier: Sequence[str]) -> bool:
    """Legal (R22-R24), giving no keyword away by its form, and no other form of an
    earlier clue ("warning" after "warn": anyone would place it under the same number)."""
    try:
        check_clue(word, keywords, earlier)
    except RuleError:
        return False
    if any(gives_keyword_away(word, k) for k in keywords):
        return False
    if any(_another_form(word, e) for e in earlier):
        return False
    return not _shares_character(word, keywords)


def _another_form(word: str, earlier: str) -> bool:
    """Is ``word`` another form of the clue ``earlier`` ("warning", "warn"; "蓝", "蓝色")?"""
    a, b = normalize(word), normalize(earlier)
    if any(is_unspaced_script(ch) for ch in a + b):
        return bool(a and b) and (a in b or b in a)
    return shares_stem(a, b)


def choose_clues(
    code: Sequence[int],
    keywords: Sequence[str],
    keyword_vectors: np.ndarray,
    vocabulary: Vocabulary,
    earlier: Sequence[str],
    seen: Sequence[np.ndarray],
    level: Level,
    rng: np.random.Generator,
    associated: np.ndarray | None = None,
    exposed: Sequence[int] = (),
    said: Sequence[Said | None] = (),
    seen_texts: Sequence[Sequence[str]] = (),
) -> tuple[str, str, str]:
    """Three clues for ``code``, one per digit, legal together with the team's ``earlier`` clues.

    ``said[k]``, when given, holds what people say about keyword k+1: its clue is then
    chosen among those texts (a word, a name, a phrase a person links to the keyword at
    once), weighed as below, and from the vocabulary only when none of them is legal.

    ``associated`` (words × 4), when given, is how near each candidate is to what people
    associate with each keyword (:func:`vocabulary_associations`): the encryptor then
    weighs candidates as its teammates read them. ``exposed`` lists the keyword indices
    (0-3) the opponents can work out from the clues they have seen: they read a clue for
    one of those much as the teammates do (:data:`INFERRED`).
    """
    sims = vocabulary.vectors @ keyword_vectors.T
    if associated is not None:
        sims = (sims + ASSOCIATED * associated) / (1 + ASSOCIATED)
    shortlists: list[list[Candidate]] = []
    for digit in code:
        k = digit - 1
        known = said[k] if k < len(said) else None
        found: list[Candidate] = []
        if known is not None:
            found = _from_what_people_say(
                known, k, keyword_vectors, vocabulary, said, keywords, earlier, level
            )
        if not found:
            found = _from_the_vocabulary(sims, k, vocabulary, keywords, earlier, level)
        if level.caution > 0:
            _read_as_opponents(found, vocabulary, seen, seen_texts, exposed)
            mine = seen_texts[k] if k < len(seen_texts) else ()
            for c in found:
                c.score -= PINNED * pins_down(vocabulary, [*mine, c.text])
            found = _shortlist(found, k, level)
        shortlists.append(found)
    picked = _pick(code, shortlists, keywords, earlier, level, rng)
    if picked is not None:
        return picked
    # The shortlists clash (a tiny or repetitive word list): one by one, from every word.
    chosen: list[str] = []
    for found in shortlists:
        texts = [c.text for c in found] + list(vocabulary.words)
        legal = next((t for t in texts if acceptable(t, keywords, [*earlier, *chosen])), None)
        if legal is None:
            raise RuntimeError("no legal clue in the vocabulary")
        chosen.append(legal)
    return (chosen[0], chosen[1], chosen[2])


@dataclass
class Candidate:
    """One possible clue for one digit: how well the teammates read it (``score``) and how
    near the opponents would place it to what they have seen under each number (``seen``,
    4 values; None before they have seen any clue)."""

    text: str
    score: float
    vector: np.ndarray
    near: np.ndarray
    """How near the teammates place it to each of the four keywords."""
    seen: np.ndarray | None = None


MIN_LEAD = 0.05
"""A clue is offered only if the teammates place it nearer its keyword than any other of
the four by this much ("white" for a dove is as near a snowflake): however well it would
hide the code from the opponents, a clue the teammates misread costs a miscommunication."""


def _lead(sims: np.ndarray, k: int) -> np.ndarray:
    """How much nearer each candidate is to keyword index ``k`` than to the other three."""
    return np.asarray(sims[:, k] - np.delete(sims, k, axis=1).max(axis=1))


JOINT = 16
"""Candidates per digit weighed together by a careful encryptor (16³ codes' worth of clues)."""
LOOKED_AT = 64
"""Candidates per digit a careful encryptor reads as the opponents would, before keeping
the :data:`JOINT` best: a clue far down what people say about a keyword may be the one
the opponents would place under another number (a decoy)."""


def _shortlist(found: list[Candidate], k: int, level: Level) -> list[Candidate]:
    """The :data:`JOINT` candidates for keyword index ``k`` worth weighing as whole codes:
    best for the teammates, less what the opponents would see of it by itself (how much
    nearer they place it to its own number than to any other)."""
    if len(found) <= JOINT:
        return found

    def worth(c: Candidate) -> float:
        if c.seen is None:
            return c.score
        others = float(np.delete(c.seen, k).max())
        return c.score - level.caution / 3 * max(0.0, float(c.seen[k]) - others + 0.05)

    return sorted(found, key=worth, reverse=True)[:JOINT]


def _from_the_vocabulary(
    sims: np.ndarray,
    k: int,
    vocabulary: Vocabulary,
    keywords: Sequence[str],
    earlier: Sequence[str],
    level: Level,
) -> list[Candidate]:
    """The best common words for keyword index ``k`` (when the lists hold nothing legal)."""
    scores = clue_scores(sims, k)
    if np.isfinite(floored := np.where(_lead(sims, k) < MIN_LEAD, -np.inf, scores)).any():
        scores = floored  # the teammates could place the others elsewhere
    wanted = LOOKED_AT if level.caution > 0 else level.clue_pool
    found: list[Candidate] = []
    for i in np.argsort(-scores)[:SHORTLIST]:
        if not np.isfinite(scores[i]):
            break
        word = vocabulary.words[int(i)]
        if acceptable(word, keywords, earlier):
            found.append(Candidate(word, float(scores[i]), vocabulary.vectors[i], sims[i]))
            if len(found) >= wanted:
                break
    if not found:  # a tiny vocabulary: any legal word will do
        found = [
            Candidate(w, 0.0, vocabulary.vectors[i], sims[i])
            for i, w in enumerate(vocabulary.words)
            if acceptable(w, keywords, earlier)
        ][:1]
    if not found:
        raise RuntimeError("no legal clue in the vocabulary")
    return found


def _read_as_opponents(
    found: list[Candidate],
    vocabulary: Vocabulary,
    seen: Sequence[np.ndarray],
    seen_texts: Sequence[Sequence[str]],
    exposed: Sequence[int],
) -> None:
    """Fill each candidate's ``seen``: how the opponents would place it
    (:func:`opponents_reading`); for a keyword they can work out (``exposed``), much as
    the teammates do (:data:`INFERRED`)."""
    vectors = np.stack([c.vector for c in found])
    opponents = opponents_reading(vocabulary, seen, seen_texts, [c.text for c in found], vectors)
    if opponents is None:
        return
    near = np.stack([c.near for c in found])
    for j in exposed:
        opponents[:, j] = (1 - INFERRED) * opponents[:, j] + INFERRED * near[:, j]
    for c, row in zip(found, opponents, strict=True):
        c.seen = row


def _pick(
    code: Sequence[int],
    shortlists: Sequence[Sequence[Candidate]],
    keywords: Sequence[str],
    earlier: Sequence[str],
    level: Level,
    rng: np.random.Generator,
) -> tuple[str, str, str] | None:
    """Three clues, one from each shortlist, legal together (None: no three are).

    A careful level weighs whole codes, as the opponents read them: they place the three
    clues together, so a clue that looks like another number of this same code is sorted
    out by the other two. The encryptor gives up ``caution`` per unit of the margin by
    which the true code beats every other order of three numbers in their reading."""
    a, b, c = shortlists
    total = (
        np.array([x.score for x in a])[:, None, None]
        + np.array([x.score for x in b])[None, :, None]
        + np.array([x.score for x in c])[None, None, :]
    )
    if level.caution > 0 and all(x.seen is not None for s in shortlists for x in s):
        f = [np.stack([x.seen for x in s]) for s in shortlists]  # type: ignore[misc]
        truth = tuple(d - 1 for d in code)
        readings: dict[tuple[int, ...], np.ndarray] = {
            p: f[0][:, p[0]][:, None, None]
            + f[1][:, p[1]][None, :, None]
            + f[2][:, p[2]][None, None, :]
            for p in permutations(range(4), 3)
        }
        rival = np.max(np.stack([r for p, r in readings.items() if p != truth]), axis=0)
        total = total - level.caution * np.maximum(0.0, readings[truth] - rival + 0.05)
    pool: list[tuple[str, str, str]] = []
    best: float | None = None
    for flat in np.argsort(-total, axis=None):
        if best is not None and level.caution > 0 and total.flat[flat] < best - level.spread:
            break
        i, j, m = np.unravel_index(flat, total.shape)
        triple = (a[i].text, b[j].text, c[m].text)
        if _legal_together(triple, keywords, earlier):
            best = float(total.flat[flat]) if best is None else best
            pool.append(triple)
            if len(pool) >= level.clue_pool:
                break
    if not pool:
        return None
    return pool[int(rng.integers(len(pool)))]


def _legal_together(triple: Sequence[str], keywords: Sequence[str], earlier: Sequence[str]) -> bool:
    return all(acceptable(t, keywords, [*earlier, *triple[:i]]) for i, t in enumerate(triple))


def _from_what_people_say(
    known: Said,
    k: int,
    keyword_vectors: np.ndarray,
    vocabulary: Vocabulary,
    said: Sequence[Said | None],
    keywords: Sequence[str],
    earlier: Sequence[str],
    level: Level,
) -> list[Candidate]:
    """The best clues for keyword index ``k`` from what people say about it (none: none
    is legal).

    A text that says, holds or inflects a word of the game's list
    (:meth:`Vocabulary.names_a_word_of_the_list`: it could be an opponent's keyword) is
    never given.

    Each candidate is read as a teammate reads it: near its keyword and what people say
    about it, far from the other three (:func:`clue_scores`); what people say first is
    preferred a little (:data:`FAMILIAR`), and a careful level avoids a text said of one
    word only (:data:`SPECIFIC`)."""
    legal = [
        i
        for i, t in enumerate(known.texts)
        if acceptable(t, keywords, earlier) and not vocabulary.names_a_word_of_the_list(t)
    ]
    if not legal:
        return []
    vectors = known.vectors[legal]
    texts = [known.texts[i] for i in legal]
    raw = vectors @ keyword_vectors.T
    sims = raw
    lists = [s for s in said if s is not None]
    if len(lists) == len(keyword_vectors):
        exact = np.array(
            [[normalize(t) in {normalize(x) for x in s.texts} for s in lists] for t in texts]
        )
        groups = [Associations(s.vectors, s.texts) for s in lists]
        sims = (raw + ASSOCIATED * association_scores(vectors, exact, groups)) / (1 + ASSOCIATED)
    scores = clue_scores(sims, k)
    scores[raw[:, k] >= NEAR_KEYWORD] = -np.inf  # a translation or synonym (R25)
    scores[_lead(sims, k) < MIN_LEAD] = -np.inf  # the teammates could place it elsewhere
    scores += FAMILIAR * (1 - np.array(legal, dtype=np.float32) / len(known.texts))
    if level.caution > 0:
        scores -= OBVIOUS * obvious(vocabulary, vectors, keyword_vectors[k])
        scores -= SPECIFIC * np.array(
            [1 / max(1, vocabulary.association_degree.get(normalize(t), 1)) for t in texts],
            dtype=np.float32,
        )
    wanted = LOOKED_AT if level.caution > 0 else level.clue_pool
    order = [int(i) for i in np.argsort(-scores) if np.isfinite(scores[i])][:wanted]
    return [Candidate(texts[i], float(scores[i]), vectors[i], sims[i]) for i in order]
