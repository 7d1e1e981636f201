"""What people associate with each keyword: the bundled lists, their reading, and their use.

A computer that knows Qantas flies a kangaroo reads the clue "Qantas" as a person does;
the encoder alone does not know it. These tests check the shipped lists (every
keyword of every bundled pack, never the keyword itself) and that a careful
reader uses them, while a keyword they do not know is read as before.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from decrypto_qt.ai.keywords import infer_keywords, lexicon_evidence
from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.lexicon import MIN_ASSOCIATIONS, bundled_lexicon, entry_of, parse_lexicon
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.reading import Associations, association_scores, exact_matches
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
    text = f"# a comment\nkoala\t{many}\nno tab here\nfew\tone; two\n\nCafé\t{many}; word1\n"
    with caplog.at_level(logging.WARNING):
        lexicon = parse_lexicon(text, "test.txt")
    assert set(lexicon) == {"koala", "cafe"}  # keys are normalized
    assert len(lexicon["cafe"]) == MIN_ASSOCIATIONS  # repeats dropped
    assert "test.txt, line 3" in caplog.text and "test.txt, line 4" in caplog.text


def test_association_scores_read_a_clue_against_the_associations(model: Model) -> None:
    clues = ["Qantas", "honey"]
    vectors = model.embed(clues)
    kangaroo = ("pouch", "joey", "Qantas", "outback", "boxing")
    hive = ("bees", "wax", "buzz", "queen", "swarm")
    known = [Associations(model.embed(list(w)), w) for w in (kangaroo, hive)]
    said = [normalize(c) for c in clues]
    exact = exact_matches(said, known)
    assert exact.tolist() == [[True, False], [False, False]]
    scores = association_scores(vectors, exact, known)
    # "Qantas" is one of the kangaroo's associations word for word; "honey" is the hive's.
    assert scores[0, 0] > scores[0, 1] + 0.3
    assert scores[1, 1] > scores[1, 0]


def test_a_trivia_clue_is_read_by_the_associations_the_encoder_alone_lacks(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """Person-style clues that lean on knowledge, not on word likeness."""
    base = vocabulary("en")
    lexicon = {
        "kangaroo": ("pouch", "joey", "outback", "boxing", "Down Under", "Qantas"),
        "pirate": ("Jolly Roger", "parrot", "treasure", "plank", "Blackbeard", "ahoy"),
        "penguin": ("Pingu", "tuxedo", "waddle", "Antarctica", "huddle", "Linux"),
        "teapot": ("spout", "brew", "kettle", "cosy", "Earl Grey", "short and stout"),
    }
    lexicon = {k: tuple(v) * 2 for k, v in lexicon.items()}  # enough entries each
    keywords = ["kangaroo", "pirate", "penguin", "teapot"]
    clues = ["Qantas", "tuxedo", "cosy"]
    view = team_view(keywords, [], 1)
    reader = ComputerPlayer("me", model, dataclasses.replace(base, lexicon=lexicon), HARD)
    assert reader.read_code(view, Team.WHITE, Team.WHITE, clues) == (1, 3, 4)
    nothing = dataclasses.replace(base, lexicon={}, traits={})
    blind = ComputerPlayer("me", model, nothing, HARD)
    assert blind.read_code(view, Team.WHITE, Team.WHITE, clues) != (1, 3, 4)


def test_a_screen_with_a_keyword_the_lists_lack_is_read_by_the_encoder_alone(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """A teacher's own word beside bundled ones: reading by the lists would favour the
    keywords they know (their scores run higher), so none are used for that screen."""
    base = vocabulary("en")
    assert "kangaroo" in base.lexicon and "zorblat" not in base.lexicon
    keywords = ["kangaroo", "zorblat", "ocean", "bread"]
    view = team_view(keywords, [], 1)
    with_lists = ComputerPlayer("me", model, base, HARD)
    without = ComputerPlayer("me", model, dataclasses.replace(base, lexicon={}), HARD)
    for clues in (["waves", "toast", "pouch"], ["strange", "salt", "jump"]):
        expected = without.read_code(view, Team.WHITE, Team.WHITE, clues)
        assert with_lists.read_code(view, Team.WHITE, Team.WHITE, clues) == expected
    assert without.read_code(view, Team.WHITE, Team.WHITE, ["waves", "toast", "pouch"]) == (
        3,
        4,
        1,
    )


def test_the_interceptor_infers_a_keyword_from_clues_people_associate_with_it(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    vocab = vocabulary("en")
    clues = list(vocab.lexicon[normalize(vocab.pack[0])][:3])
    evidence = lexicon_evidence(vocab, clues)
    # All three are the first pack word's (and the lists of some may name it too).
    assert evidence[0] >= 1.0 and int(np.argmax(evidence)) == 0
    history = [model.embed(clues), *(np.zeros((0, 512), dtype=np.float32),) * 3]
    picks = infer_keywords(history, vocab, [], [clues, [], [], []])
    assert picks[0] == 0 and picks[1:] == [None, None, None]
    # Each vocabulary answers from its own lists.
    other = dataclasses.replace(vocab, lexicon={})
    assert not lexicon_evidence(other, clues).any()
    assert lexicon_evidence(vocab, clues)[0] == pytest.approx(evidence[0])


def test_the_interceptor_thinks_of_a_keyword_a_clue_calls_to_mind(
    vocabulary: Callable[[str], Vocabulary],
) -> None:
    """ "Golden Gate Bridge" calls fog to mind: an opponent who hears it guesses fog, as a
    person does, though "Golden Gate Bridge" is not in fog's own list."""
    from decrypto_qt.ai.keywords import NAMED_BY_CLUE

    vocab = vocabulary("en")
    fog = vocab.pack_rows["fog"]
    assert "golden gate bridge" not in {normalize(a) for a in vocab.lexicon["fog"]}
    evidence = lexicon_evidence(vocab, ["Golden Gate Bridge", "Bridges"])
    assert evidence[fog] == pytest.approx(NAMED_BY_CLUE / 2)
    unnamed = {k: v for k, v in vocab.lexicon.items() if k != "golden gate bridge"}
    assert not lexicon_evidence(
        dataclasses.replace(vocab, lexicon=unnamed), ["Golden Gate Bridge"]
    )[fog]


@pytest.mark.parametrize("language", LANGUAGES)
def test_everyday_words_have_associations_that_never_give_them_away(language: str) -> None:
    """A teacher's own list of everyday words is understood: the common lists know them."""
    from decrypto_qt.ai.lexicon import LISTS
    from decrypto_qt.paths import resources_dir

    path = resources_dir() / "words" / LISTS[1] / f"{language}.txt"
    common = parse_lexicon(path.read_text(encoding="utf-8"), str(path))
    # The most frequent nouns, verbs and adjectives: 3,000 in English, 1,500 in the others.
    assert len(common) >= (3000 if language == "en" else 1500)
    lexicon = bundled_lexicon(language)
    for keyword, found in common.items():
        assert lexicon[keyword] == found or keyword in {
            normalize(w) for w in bundled_pack(language).words
        }
        assert len(found) >= MIN_ASSOCIATIONS, keyword
        bad = [a for a in found if contains_keyword(a, keyword) or contains_keyword(keyword, a)]
        assert bad == [], (keyword, bad)


@pytest.mark.parametrize("language", LANGUAGES)
def test_famous_names_have_lists_that_never_give_them_away(language: str) -> None:
    """People give famous names as clues: the names lists tell what hundreds of them call
    to mind, in each language's own culture, and none shadows a pack or everyday word."""
    from decrypto_qt.ai.lexicon import LISTS
    from decrypto_qt.paths import resources_dir

    path = resources_dir() / "words" / LISTS[2] / f"{language}.txt"
    names = parse_lexicon(path.read_text(encoding="utf-8"), str(path))
    assert len(names) >= 500
    lexicon = bundled_lexicon(language)
    for name, found in names.items():
        assert lexicon[name] == found, name  # no pack or everyday word of that name
        bad = [a for a in found if contains_keyword(a, name) or contains_keyword(name, a)]
        assert bad == [], (name, bad)


@pytest.mark.parametrize(
    ("language", "keywords", "clues"),
    [
        ("en", ["fog", "gardener", "oak", "ship"], ["Golden Gate Bridge", "plants", "tree"]),
        (
            "fr",
            ["chêne", "extraterrestre", "tournevis", "toupie"],
            ["Panoramix", "martien", "cruciforme"],
        ),
        ("nl", ["woestijn", "eiland", "voetbal", "berg"], ["Mozes", "zee", "doelpunt"]),
        ("zh", ["月亮", "藏宝图", "化石", "犀牛"], ["嫦娥", "海盗", "恐龙"]),
    ],
)
def test_a_famous_name_is_read_through_what_it_calls_to_mind(
    model: Model,
    vocabulary: Callable[[str], Vocabulary],
    language: str,
    keywords: list[str],
    clues: list[str],
) -> None:
    """The Golden Gate Bridge is far from fog in the model, Panoramix from an oak, Moses from
    a desert, Chang'e from the moon; what people say about them is not. Without the names
    lists the same reader misreads the code."""
    from decrypto_qt.ai.lexicon import LISTS
    from decrypto_qt.paths import resources_dir

    base = vocabulary(language)
    path = resources_dir() / "words" / LISTS[2] / f"{language}.txt"
    names = parse_lexicon(path.read_text(encoding="utf-8"), str(path))
    unnamed = {k: v for k, v in base.lexicon.items() if k not in names}
    view = team_view(keywords, [], 1)
    reader = ComputerPlayer("me", model, base, HARD)
    assert reader.read_code(view, Team.WHITE, Team.WHITE, clues) == (1, 2, 3)
    blind = ComputerPlayer("me", model, dataclasses.replace(base, lexicon=unnamed), HARD)
    assert blind.read_code(view, Team.WHITE, Team.WHITE, clues) != (1, 2, 3)


def test_a_clue_that_is_an_everyday_word_is_read_through_what_it_calls_to_mind(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """ "rake" is far from "gardener" in the model, but what people say about a rake
    (garden, leaves, shed) points at the gardener: the careful reader follows it."""
    from decrypto_qt.ai.reading import hop_scores

    keywords = ["gardener", "pilot", "violin", "glacier"]
    rake = ("garden", "leaves", "autumn", "shed", "lawn", "hoe", "spade", "compost")
    scores = hop_scores(model.embed(keywords), [model.embed(list(rake)), None])
    assert int(np.argmax(scores[0])) == 0
    assert scores[1].tolist() == [0.0, 0.0, 0.0, 0.0]  # an unknown clue leans on no number


@pytest.mark.parametrize(
    ("language", "keywords", "clues", "code"),
    [
        ("nl", ["visser", "wolk", "schaduw", "vuurtoren"], ["Texel"], 4),
        ("nl", ["orkest", "pijl", "hamster", "hond"], ["Cupido"], 2),
        ("en", ["coconut", "microscope", "chocolate", "football"], ["cocoa"], 3),
    ],
)
def test_a_keyword_the_clues_own_list_names_is_heard_in_it(
    model: Model,
    vocabulary: Callable[[str], Vocabulary],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    keywords: list[str],
    clues: list[str],
    code: int,
) -> None:
    """Texel calls its lighthouse to mind, Cupid his arrow ("pijl en boog"), cocoa chocolate:
    the clue's own list names the keyword, though the model puts them far apart. With the
    clue struck from every other list, as the benchmark reads, the careful reader hears the
    keyword in the clue's own list; without that, it reads the clue for another keyword."""
    from decrypto_qt.ai import player, reading
    from decrypto_qt.ai.lexicon import entry_of
    from decrypto_qt.ai.reading import named_by_clues

    base = vocabulary(language)
    own = entry_of(base.understood, clues[0], language)
    assert own is not None
    said = {normalize(c) for c in clues}

    def strike(lists: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
        return {
            k: v if k == own else tuple(a for a in v if normalize(a) not in said)
            for k, v in lists.items()
        }

    struck = dataclasses.replace(
        base,
        lexicon=strike(base.lexicon),
        rarer=strike(base.rarer),
        traits=strike(base.traits),
    )
    named = named_by_clues([struck.understood[own]], keywords, language)
    assert named[0].tolist() == [k == code - 1 for k in range(4)]
    reader = ComputerPlayer("me", model, struck, HARD)
    tables: list[np.ndarray] = []

    def spy(*args: Any, **kwargs: Any) -> np.ndarray:
        tables.append(reading.decoder_scores(*args, **kwargs))
        return tables[-1]

    monkeypatch.setattr(player, "decoder_scores", spy)
    view = team_view(keywords, [], 1)
    three = [*clues, "?", "?"]  # a code has three clues; the others are read, not checked
    reader.read_code(view, Team.WHITE, Team.WHITE, three)
    assert int(np.argmax(tables[-1][0])) == code - 1
    monkeypatch.setattr(reading, "NAMED", 0.0)
    reader.read_code(view, Team.WHITE, Team.WHITE, three)
    assert int(np.argmax(tables[-1][0])) != code - 1  # the model alone reads it elsewhere


def test_a_clue_names_a_keyword_as_a_word_of_its_list_never_inside_one() -> None:
    from decrypto_qt.ai.reading import named_by_clues

    said = [("pijl en boog", "liefde"), ("pijlstaart", "rog"), ("Big Ben", "klok"), ("月饼",)]
    named = named_by_clues(said, ["pijl", "klok", "big ben", "月"], "nl")
    assert named.tolist() == [
        [True, False, False, False],
        [False, False, False, False],  # a ray's tail is no arrow
        [False, True, True, False],
        [False, False, False, False],  # one character names nothing
    ]
    assert named_by_clues([("月饼", "中秋")], ["月饼"], "zh").tolist() == [[True]]
    assert named_by_clues([()], ["pijl"], "nl").tolist() == [[False]]


def test_a_clue_that_is_another_form_of_an_association_counts_for_part_of_one() -> None:
    """ "trapèze" for a circus whose list says "trapéziste": a person links them at once. It
    counts for part of a match word for word, and never for a short word that only begins
    another ("mari", "marin") or for a phrase."""
    from decrypto_qt.ai.reading import EXACT, FORM

    circus = Associations(np.zeros((3, 4), dtype=np.float32), ["trapéziste", "clown", "marin"])
    said = [normalize(c) for c in ["trapèze", "clown", "mari", "trapèze volant", "canoë"]]
    assert exact_matches(said, [circus])[:, 0].tolist() == [FORM, 1.0, 0.0, 0.0, 0.0]
    vectors = np.zeros((len(said), 4), dtype=np.float32)
    scores = association_scores(vectors, exact_matches(said, [circus]), [circus])
    assert scores[0, 0] == pytest.approx(EXACT * FORM) and scores[4, 0] == 0.0


def test_a_compound_is_cut_into_the_two_words_it_is_made_of() -> None:
    """Dutch and English write a compound as one word; one nobody listed is read by its
    parts, a joining letter left out. French words are not cut ("parapluie")."""
    from decrypto_qt.ai.lexicon import compound_parts

    said = ("a",) * 10
    nl = {"wang": said, "zak": said, "bok": said, "schoonheid": said, "slaapje": said}
    assert compound_parts(nl, "wangzakken", "nl") == ("wang", "zak")
    assert compound_parts(nl, "schoonheidsslaapje", "nl") == ("schoonheid", "slaapje")
    assert compound_parts(nl, "bokzak", "nl") is None  # too short to be read as two
    assert compound_parts(nl, "wang zakken", "nl") is None
    assert compound_parts({"tooth": said, "brush": said}, "toothbrush", "en") == ("tooth", "brush")
    assert compound_parts({"para": said, "pluie": said}, "parapluie", "fr") is None
    assert compound_parts({"月": said, "饼": said}, "月饼月饼月饼月", "zh") is None


def test_a_dutch_compound_nobody_listed_is_read_by_its_parts(
    model: Model, vocabulary: Callable[[str], Vocabulary], monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "wangzakken" (cheek pouches) is in no list: read as "wang" and "zak", it says a
    rodent; read by the model alone, it is placed elsewhere."""
    from decrypto_qt.ai import lexicon

    keywords = ["knaagdier", "muziek", "strand", "winter"]
    clues = ["wangzakken", "vioolkist", "zwembadtegel"]
    view = team_view(keywords, [], 1)
    vocab = vocabulary("nl")
    assert entry_of(vocab.understood, "wangzakken", "nl") is None
    reader = ComputerPlayer("me", model, vocab, HARD)
    assert reader.read_code(view, Team.WHITE, Team.WHITE, clues) == (1, 2, 3)
    monkeypatch.setattr(lexicon, "CLOSED_COMPOUNDS", frozenset())
    uncut = ComputerPlayer("me", model, vocab, HARD)
    assert uncut.read_code(view, Team.WHITE, Team.WHITE, clues) != (1, 2, 3)


def test_a_list_names_a_keyword_in_the_plural_too() -> None:
    """Forrest Gump calls shrimps to mind: its list says "crevettes", which names the
    keyword crevette; a longer word that only begins like a keyword does not."""
    from decrypto_qt.ai.reading import named_by_clues

    said = [("Tom Hanks", "crevettes", "banc"), ("château", "chatons")]
    assert named_by_clues(said, ["crevette", "chat"], "fr").tolist() == [
        [True, False],
        [False, False],
    ]
    assert named_by_clues([("beaux feux",)], ["feu"], "fr").tolist() == [[True]]
    assert named_by_clues([("paint", "boxes")], ["pain", "box"], "en").tolist() == [[False, True]]
    assert named_by_clues([("dirigenten",)], ["dirigent"], "nl").tolist() == [[True]]


def test_a_plural_clue_is_read_through_what_its_singular_calls_to_mind() -> None:
    """People write "klauwen", "étoiles", "berries": the list of the word they are a form
    of tells what they call to mind; a word no form of which has a list finds nothing."""
    from decrypto_qt.ai.lexicon import calls_to_mind, entry_of

    lexicon = {
        "klauw": ("valk", "kat"),
        "berg": ("top", "sneeuw"),
        "kat": ("muis", "poes"),
        "kaart": ("post", "spel"),
        "etoile": ("ciel", "nuit"),
        "cheval": ("selle", "galop"),
        "berry": ("jam", "bush"),
        "horse": ("saddle", "ride"),
        "wolf": ("pack", "howl"),
        "swim": ("pool", "stroke"),
        "dive": ("board", "deep"),
        "bury": ("grave", "treasure"),
        "gout": ("saveur", "palais"),  # goût, folded
        "probleem": ("vraag", "oplossing"),
        "boom": ("blad", "tak"),
        "bom": ("knal", "oorlog"),
        "golf": ("zee", "branding"),
        "brief": ("post", "postzegel"),
    }
    assert calls_to_mind(lexicon, "klauwen", "nl") == ("valk", "kat")
    assert calls_to_mind(lexicon, "Bergen", "nl") == ("top", "sneeuw")
    assert calls_to_mind(lexicon, "katten", "nl") == ("muis", "poes")  # doubled consonant
    assert calls_to_mind(lexicon, "kaartjes", "nl") == ("post", "spel")
    assert calls_to_mind(lexicon, "problemen", "nl") == ("vraag", "oplossing")  # long vowel
    assert calls_to_mind(lexicon, "bomen", "nl") == ("blad", "tak")  # trees, not bombs
    assert calls_to_mind(lexicon, "bommen", "nl") == ("knal", "oorlog")
    assert calls_to_mind(lexicon, "golven", "nl") == ("zee", "branding")  # v → f
    assert calls_to_mind(lexicon, "brieven", "nl") == ("post", "postzegel")  # ie stays
    assert calls_to_mind(lexicon, "étoiles", "fr") == ("ciel", "nuit")
    assert calls_to_mind(lexicon, "chevaux", "fr") == ("selle", "galop")
    assert calls_to_mind(lexicon, "berries", "en") == ("jam", "bush")
    assert calls_to_mind(lexicon, "horses", "en") == ("saddle", "ride")
    assert entry_of(lexicon, "Horse", "en") == "horse"
    assert calls_to_mind(lexicon, "wolves", "en") == ("pack", "howl")
    assert calls_to_mind(lexicon, "swimming", "en") == ("pool", "stroke")  # undoubled
    assert calls_to_mind(lexicon, "diving", "en") == ("board", "deep")
    assert calls_to_mind(lexicon, "buried", "en") == ("grave", "treasure")
    names = {"la france": ("baguette", "Paris"), "beatles": ("Liverpool", "band")}
    assert calls_to_mind(names, "France", "fr") == ("baguette", "Paris")  # listed with "la"
    assert calls_to_mind(names, "The Beatles", "en") == ("Liverpool", "band")
    assert calls_to_mind(names, "France", "en") == ()
    # Only the language's own endings, only words long enough, never a phrase.
    assert calls_to_mind(lexicon, "katten", "en") == ()
    assert calls_to_mind(lexicon, "cats", "en") == ()
    assert calls_to_mind(lexicon, "wild horses", "en") == ()
    assert calls_to_mind(lexicon, "horsey", "en") == ()
    assert calls_to_mind(lexicon, "gouttes", "fr") == ()  # drops are no taste: Dutch undoubles
    assert calls_to_mind(lexicon, "bomen", "fr") == ()  # only Dutch opens a syllable


def test_set_phrases_are_read_either_word_first_and_joined_as_the_language_joins() -> None:
    from decrypto_qt.ai.reading import set_phrases

    said = {"hourglass", "blue moon", "roue de secours", "stadshuis", "火车"}.__contains__
    en = set_phrases(["hour", "Blue", "moon"], ["glass", "moon", "sun"], said, "en")
    assert en.tolist() == [[True, False, False], [False, True, False], [False, False, False]]
    fr = set_phrases(["secours", "roue"], ["roue", "secours"], said, "fr")
    assert fr.tolist() == [[True, False], [False, True]]
    assert set_phrases(["stad"], ["huis"], said, "nl").tolist() == [[True]]
    assert set_phrases(["stad"], ["huis"], said, "en").tolist() == [[False]]  # no "s" join
    assert set_phrases(["车"], ["火"], said, "zh").tolist() == [[True]]


def test_a_clue_that_makes_a_phrase_with_its_keyword_is_read_through_it(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """ "hour" is far from "glass" in the model, but people say "hourglass": the careful
    reader hears the phrase, as it hears "blue moon" and "rocking horse"."""
    vocab = vocabulary("en")
    keywords = ["moon", "horse", "glass", "bee"]
    clues = ["blue", "rocking", "hour"]
    phrases = {"hourglass", "hour glass", "blue moon", "rocking horse"}
    assert any(vocab.says(p) for p in phrases)
    view = team_view(keywords, [], 1)
    heard = ComputerPlayer("me", model, vocab, HARD)
    assert heard.read_code(view, Team.WHITE, Team.WHITE, clues) == (1, 2, 3)
    lexicon = {
        k: tuple(a for a in v if normalize(a) not in phrases)
        for k, v in vocab.lexicon.items()
        if k not in phrases
    }
    unheard = dataclasses.replace(vocab, lexicon=lexicon, phrases={})
    deaf = ComputerPlayer("me", model, unheard, HARD)
    assert deaf.read_code(view, Team.WHITE, Team.WHITE, clues) != (1, 2, 3)


def test_a_set_phrase_says_its_other_words_beside_the_keyword() -> None:
    from decrypto_qt.ai.lexicon import heard_in, phrase_partners

    mass = phrase_partners("mass", ["critical mass", "Mass Effect", "landmass", "a mass of"], "en")
    assert {"critical", "effect", "land"} <= mass
    assert heard_in("Critical", mass) and heard_in("effects", mass)
    assert not heard_in("crit", mass) and not heard_in("weight", mass)
    # A compound joined by an "s", the small words of a phrase left out, a character word.
    beauty = phrase_partners(
        "schoonheid", ["schoonheidsslaapje", "De schoonheid en het beest"], "nl"
    )
    assert heard_in("slaap", beauty) and heard_in("beest", beauty)
    help_ = phrase_partners("secours", ["roue de secours", "au secours"], "fr")
    assert heard_in("roue", help_) and not heard_in("au", help_)
    assert heard_in("车", phrase_partners("火", ["火车", "火山"], "zh"))
    # A phrase that does not hold the keyword says nothing.
    assert phrase_partners("horse", ["pony express", "horse"], "en") == frozenset()


def test_a_clue_heard_in_a_set_phrase_of_its_keyword_is_read_there(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """Beside a pilot, "jet" reads as the pilot's; a person who knows "jetpack" hears the
    pack in it, and so does the careful reader given the keyword's set phrases."""
    # Without the rarer words' lists too: what "cockpit" and "bow" call to mind would place
    # them, and "jet" by elimination, whatever the phrases say.
    vocab = dataclasses.replace(vocabulary("en"), phrases={}, rarer={})
    keywords = ["pack", "pilot", "violin", "glacier"]
    clues = ["jet", "cockpit", "bow"]
    view = team_view(keywords, [], 1)
    without = ComputerPlayer("me", model, vocab, HARD)
    assert without.read_code(view, Team.WHITE, Team.WHITE, clues) != (1, 2, 3)
    knows = dataclasses.replace(vocab, phrases={"pack": ("jetpack", "backpack", "wolf pack")})
    heard = ComputerPlayer("me", model, knows, HARD)
    assert heard.read_code(view, Team.WHITE, Team.WHITE, clues) == (1, 2, 3)


def test_an_idiom_is_read_for_what_it_means_not_for_its_words(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """People say "white elephant" for something useless: the rarer lists hold idioms,
    compound words and names with what they mean, where a reader going by the idiom's words
    (white, elephant) would place it wrong."""
    keywords = ["useless", "violin", "glacier", "pilot"]
    clues = ["white elephant", "bow", "cockpit"]
    view = team_view(keywords, [], 1)
    vocab = vocabulary("en")
    knows = ComputerPlayer("me", model, vocab, HARD)
    assert knows.read_code(view, Team.WHITE, Team.WHITE, clues) == (1, 2, 4)
    literal = ComputerPlayer("me", model, dataclasses.replace(vocab, rarer={}), HARD)
    assert literal.read_code(view, Team.WHITE, Team.WHITE, clues) != (1, 2, 4)


def test_a_famous_name_given_by_one_of_its_words_is_read_as_the_whole_name(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """People give a famous person by the surname alone ("Escoffier", the chef): the lists
    know "Auguste Escoffier", so the reader takes the name for the whole one. The same word
    in lower case is not taken for a name, and is read by the model alone (here, wrong)."""
    keywords = ["ice", "magician", "kitchen", "desert"]
    view = team_view(keywords, [], 1)
    player = ComputerPlayer("me", model, vocabulary("en"), HARD)
    named = ["Gretzky", "Houdini", "Escoffier"]
    assert player.read_code(view, Team.WHITE, Team.WHITE, named) == (1, 2, 3)
    plain = ["Gretzky", "Houdini", "escoffier"]
    assert player.read_code(view, Team.WHITE, Team.WHITE, plain) != (1, 2, 3)


def test_a_name_is_also_called_by_its_first_or_last_word() -> None:
    from decrypto_qt.ai.lexicon import name_parts

    assert name_parts("Paul Bocuse") == ("paul", "bocuse")
    assert name_parts("Vincent van Gogh") == ("vincent", "gogh", "van gogh")
    # Not names: one word, a phrase in lower case, a title that ends in lower case.
    assert name_parts("Escoffier") == name_parts("coup de foudre") == ()
    assert name_parts("Top chef") == ()
    known = Associations(np.zeros((2, 4), dtype=np.float32), ["Auguste Escoffier", "oven"])
    # A name the lists do not know by itself matches the whole name; other words do not.
    exact = exact_matches(
        ["escoffier", "auguste", "oven", "escoffier"], [known], [True] * 3 + [False]
    )
    assert exact[:, 0].tolist() == [True, True, True, False]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_packs_words_have_set_phrases_that_hold_them(language: str) -> None:
    from decrypto_qt.ai.lexicon import bundled_phrases

    phrases = bundled_phrases(language)
    pack = {normalize(w) for w in bundled_pack(language).words}
    assert len(phrases.keys() & pack) >= len(pack) // 3, "the phrase lists went missing"
    # Beside the packs' words, everyday words that a teacher's list may hold.
    assert set(phrases) <= pack | set(bundled_lexicon(language))
    for word, said in phrases.items():
        assert not [p for p in said if word not in normalize(p) or normalize(p) == word], word


def test_rarer_lists_are_split_when_looked_up_and_read_as_the_others_are(
    caplog: pytest.LogCaptureFixture,
) -> None:
    from decrypto_qt.ai.lexicon import RawLists

    text = (
        "# comment\n"
        "Strijkstok\tviool; snaren; hars; cello; Stradivarius; orkest; strijken; paardenhaar;"
        " altviool; contrabas; viool\n"
        "kapstok\tjas; haak\n"  # too few: skipped, with the line named
        "zonder tab; viool\n"
    )
    reads: list[str] = []

    def read() -> str:
        reads.append("read")
        return text

    raw = RawLists(read, "rarer/nl.txt")
    assert reads == []  # nothing read until the lists are used
    with caplog.at_level(logging.WARNING):
        assert dict(raw) == parse_lexicon(text, "rarer/nl.txt")
    assert list(raw) == ["strijkstok"] and len(raw) == 1 and "kapstok" not in raw
    assert raw["strijkstok"][:2] == ("viool", "snaren") and raw["strijkstok"].count("viool") == 1
    assert raw["strijkstok"] is raw["strijkstok"]  # split once
    assert "rarer/nl.txt, line 3" in caplog.text and "rarer/nl.txt, line 4" in caplog.text
    with pytest.raises(KeyError):
        raw["viool"]
    assert reads == ["read"]

    def missing() -> str:
        raise FileNotFoundError("rarer/xx.txt")

    assert len(RawLists(missing, "rarer/xx.txt")) == 0  # no such file: no lists


def test_a_rarer_words_list_is_read_to_understand_a_clue_never_to_give_one(
    vocabulary: Callable[[str], Vocabulary],
) -> None:
    """People write "valkenier" for a falcon: the rarer words' lists tell a reader what it
    calls to mind, but a computer never finds its clues there (the lists it draws clues from
    are what a person links at once)."""
    from decrypto_qt.ai.lexicon import calls_to_mind

    base = vocabulary("nl")
    rarer = {"valkenier": ("valk", "jacht", "handschoen", "roofvogel", "africhten")}
    vocab = dataclasses.replace(base, rarer=rarer)
    assert calls_to_mind(vocab.understood, "valkeniers", "nl") == rarer["valkenier"]
    assert calls_to_mind(base.understood, "valkeniers", "nl") != rarer["valkenier"]
    assert "valkenier" not in {normalize(t) for t in vocab.said_about("valk")}
    # A word both know is read by the lists clues come from.
    both = dataclasses.replace(base, rarer={"valk": ("valkenier",)})
    assert both.understood["valk"] == base.lexicon["valk"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_rarer_words_lists_are_new_words_that_never_give_them_away(language: str) -> None:
    from decrypto_qt.ai.lexicon import bundled_rarer

    rarer = bundled_rarer(language)
    assert len(rarer) >= 1000, "the rarer words' lists went missing"
    known = bundled_lexicon(language)
    assert not [w for w in rarer if w in known]
    for word in rarer:
        found = rarer[word]
        assert len(found) >= MIN_ASSOCIATIONS, word
        bad = [a for a in found if contains_keyword(a, word) or contains_keyword(word, a)]
        assert bad == [], (word, bad)


def test_merging_rarer_lists_adds_only_words_no_other_list_knows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """tools/merge_rarer.py: a pack word, an everyday word or a name keeps its own list;
    a new word's list loses what holds the word; a list left with fewer associations than
    the lexicon reads a list by is left out (one with just as many is read, so kept)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import merge_rarer

    monkeypatch.setattr(merge_rarer, "OUT", tmp_path)
    kept = "; ".join(["valk", "jacht", "handschoen", "roofvogel", "africhten", "kap"])
    more = "; ".join(["vrijheid", "vlucht", "prooi", "leer", "fluitje", "kooi", "valkerij"])
    just = "; ".join(["nutteloos", "duur", "last", "cadeau", "verspilling", "project", "Siam"])
    just += "; " + "; ".join(["tempel", "koning", "geschenk"][: MIN_ASSOCIATIONS - 7])
    part = tmp_path / "part.txt"
    part.write_text(
        f"Valkenier\t{kept}; {more}; oude valkenier\n"
        f"hond\t{kept}; {more}\n"  # a pack word
        "zeldzaam\tweinig; schaars\n"  # too short
        f"witte olifant\t{just}; witte\n",  # as many as the lexicon reads by, once cleaned
        encoding="utf-8",
    )
    text, count, dropped = merge_rarer.merge("nl", [part])
    lines = [line for line in text.splitlines() if not line.startswith("#")]
    assert (count, dropped) == (2, 2)
    assert lines[1] == f"witte olifant\t{just}"
    assert lines[0].startswith("Valkenier\tvalk; jacht")
    assert "oude valkenier" not in lines[0] and "valkerij" in lines[0]
