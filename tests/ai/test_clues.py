"""Every clue a computer writes is legal (R22-R24) and gives no keyword away."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import permutations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decrypto_qt.ai.clues import (
    Said,
    acceptable,
    choose_clues,
    obvious,
    opponents_reading,
    pins_down,
)
from decrypto_qt.ai.levels import LEVELS, Level
from decrypto_qt.ai.lexicon import associations_of
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.vocabulary import Candidates, Vocabulary, gives_keyword_away
from decrypto_qt.engine import ALL_CODES, bundled_pack, normalize
from decrypto_qt.engine.clues import check_clues
from tests.helpers.coverage_pause import traced_first

LANGUAGES = ["en", "fr", "nl", "zh"]


@pytest.mark.rule("R22", "R23", "R24")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_computer_clue_is_legal(
    model: Model, vocabulary: Callable[[str], Vocabulary], language: str
) -> None:
    pack = list(bundled_pack(language).words)
    vocab = vocabulary(language)

    @settings(
        max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
    )
    @given(
        keywords=st.lists(st.sampled_from(pack), min_size=4, max_size=4, unique=True),
        code=st.sampled_from(ALL_CODES),
        earlier_count=st.integers(0, 21),
        level=st.sampled_from(sorted(LEVELS)),
        seed=st.integers(0, 2**32 - 1),
    )
    @traced_first(3)  # under coverage; every example still runs and is checked
    def check(
        keywords: list[str], code: tuple[int, ...], earlier_count: int, level: str, seed: int
    ) -> None:
        rng = np.random.default_rng(seed)
        # Earlier clues: some of the words this player would like best, to force it elsewhere.
        earlier = list(rng.choice(vocab.words[:400], earlier_count, replace=False))
        seen = [
            model.embed(earlier[i::4]) if earlier[i::4] else np.zeros((0, 512)) for i in range(4)
        ]
        clues = choose_clues(
            code, keywords, model.embed(keywords), vocab, earlier, seen, LEVELS[level], rng
        )
        assert check_clues(clues, keywords, earlier) == clues  # R22-R24, no repeats
        for clue in clues:
            assert not any(gives_keyword_away(clue, k) for k in keywords), (clue, keywords)
            assert normalize(clue) not in {normalize(w) for w in pack}  # no keyword of either team

    check()


def test_clues_point_at_their_keywords(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    keywords = ["piano", "volcano", "penguin", "library"]
    vectors = model.embed(keywords)
    empty = [np.zeros((0, 512))] * 4
    clues = choose_clues(
        (2, 4, 1),
        keywords,
        vectors,
        vocabulary("en"),
        [],
        empty,
        LEVELS["hard"],
        np.random.default_rng(1),
    )
    sims = model.embed(list(clues)) @ vectors.T
    assert [int(np.argmax(row)) + 1 for row in sims] == [2, 4, 1], clues


def test_the_same_seed_gives_the_same_clues(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    keywords = ["熊猫", "钢琴", "火山", "桥"]
    empty = [np.zeros((0, 512))] * 4

    def write(seed: int) -> tuple[str, str, str]:
        return choose_clues(
            (1, 2, 3),
            keywords,
            model.embed(keywords),
            vocabulary("zh"),
            [],
            empty,
            LEVELS["easy"],
            np.random.default_rng(seed),
        )

    assert write(5) == write(5)
    assert len({write(s) for s in range(6)}) > 1  # the easy level varies its clues


def _listed(lexicon: dict[str, tuple[str, ...]]) -> Vocabulary:
    """A vocabulary whose only knowledge is ``lexicon`` (what people say of each word)."""
    empty = np.zeros((0, 512), dtype=np.float32)
    return Vocabulary("en", Candidates.known((), empty), tuple(lexicon), empty, lexicon)


def test_clues_listed_under_one_word_only_pin_it_down() -> None:
    vocab = _listed(
        {
            "goat": ("horns", "stubborn", "cheese", "red", "mountain"),
            "bull": ("horns", "red", "Wall Street"),
            "apple": ("red", "round", "pie"),
            "tomato": ("red", "round", "sauce"),
        }
    )
    assert pins_down(vocab, ["horns", "stubborn"]) == 1.0  # only a goat
    assert pins_down(vocab, ["horns"]) == 0.5  # a goat or a bull
    assert pins_down(vocab, ["red", "round"]) == 0.5  # an apple or a tomato
    assert pins_down(vocab, ["red"]) == 0.25
    assert pins_down(vocab, ["stubborn", "pie"]) == 0.0  # no word holds both
    assert pins_down(vocab, ["a clue nobody lists"]) == 0.0
    # Listed under one word, two clues are linked by anyone who knows what people say.
    assert vocab.co_listed("Horns", "cheese") and not vocab.co_listed("stubborn", "pie")


def test_a_clue_that_names_its_keyword_to_anyone_is_obvious(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    named, hidden = obvious(
        vocabulary("en"), model.embed(["Stanley Cup", "stick"]), model.embed(["hockey"])[0]
    )
    assert named > 0.5 > 0.1 > hidden


def test_a_careful_encryptor_hides_its_code_from_readers_who_know_the_lists(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """After one round, a reader who links two clues when people say both of one word
    (and else goes by meaning) orders a careful encryptor's code less surely than a
    careless one's: its true order beats the next best by less."""
    vocab = vocabulary("en")
    keywords = ["owl", "beetle", "pelican", "hurricane"]
    seen_texts = [["nocturnal"], ["six legs"], ["beak"], ["evacuate"]]
    seen = [model.embed(g) for g in seen_texts]
    said = [
        Said(texts, model.embed(list(texts)))
        for texts in (associations_of(vocab.lexicon, k) for k in keywords)
    ]

    careless_level = replace(LEVELS["hard"], caution=0.0, spread=0.0)

    def lead(level: Level, seed: int) -> float:
        clues = choose_clues(
            (1, 2, 3),
            keywords,
            model.embed(keywords),
            vocab,
            [c for g in seen_texts for c in g],
            seen,
            level,
            np.random.default_rng(seed),
            said=said,
            seen_texts=seen_texts,
        )
        reading = opponents_reading(vocab, seen, seen_texts, clues, model.embed(list(clues)))
        assert reading is not None
        orders = {p: sum(reading[i, p[i]] for i in range(3)) for p in permutations(range(4), 3)}
        return float(orders[(0, 1, 2)] - max(v for p, v in orders.items() if p != (0, 1, 2)))

    careless = np.mean([lead(careless_level, s) for s in range(6)])
    careful = np.mean([lead(LEVELS["hard"], s) for s in range(6)])
    assert careful < careless - 0.05, (careful, careless)


def test_what_people_say_about_a_keyword_reads_the_lists_both_ways() -> None:
    """Asked about a wood or honey, people said badger: those words are said of a badger
    too, after its own list; a word that is part of a word of the game's list is not
    ("board" would hold half of a surfboard)."""
    vocab = _listed(
        {
            "badger": ("sett", "stripes"),
            "woodland": ("oak", "badger"),
            "honey": ("bee", "Badger"),
            "board": ("badger", "chess"),
            "surfboard": ("waves",),
            "cafe": ("badger", "latte"),  # a heading is folded: how is it written?
            "bistro": ("Café", "wine"),
            "bear": ("honey", "woodland", "board"),  # how these are written
        }
    )
    assert vocab.said_about("badger") == ("sett", "stripes", "Café", "honey", "woodland")
    assert vocab.said_about("nothing known") == ()


def test_no_clue_is_another_form_of_an_earlier_one() -> None:
    """A clue such as "warning" after "warn" ("remains" after "remain", "蓝" after "蓝色")
    would be placed under the same number by anyone: a computer never gives it, though
    the rules allow it."""
    keywords = ["storm", "ruins", "piano", "moon"]
    assert acceptable("warning", keywords, [])
    assert not acceptable("warning", keywords, ["warn"])
    assert not acceptable("remains", keywords, ["old", "remain"])
    assert acceptable("thunder", keywords, ["warn"])
    assert not acceptable("蓝", ["天空", "钢琴", "月亮", "狗"], ["蓝色"])
