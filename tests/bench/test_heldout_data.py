"""The held-out clue sets in ``bench/ai/data``: well formed, drawn as documented, and legal.

The computer players are scored on these files; a malformed round, a keyword that is not in
the pack, or a clue the game itself would refuse would score them on something no table
could play.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from decrypto_qt.engine.clues import check_clue, check_clues
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import normalize, words
from decrypto_qt.engine.wordpack import bundled_pack
from tests.helpers.data_scripts import data_script

DATA = Path(__file__).resolve().parents[2] / "bench" / "ai" / "data"
MIN_ROUNDS = {"en": 120, "fr": 50, "nl": 50, "zh": 50}
LANGUAGES = sorted(MIN_ROUNDS)


def load(lang: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / f"heldout_{lang}.json").read_text(encoding="utf-8"))
    return data


def draw_module() -> ModuleType:
    return data_script("draw")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_file_has_the_documented_shape(lang: str) -> None:
    data = load(lang)
    assert set(data) == {"language", "sets"}
    assert data["language"] == lang
    for clue_set in data["sets"]:
        assert set(clue_set) == {"keywords", "rounds"}
        assert len(clue_set["keywords"]) == 4
        assert all(isinstance(k, str) for k in clue_set["keywords"])
        assert clue_set["rounds"]
        for game_round in clue_set["rounds"]:
            assert set(game_round) == {"code", "clues"}
            assert len(game_round["clues"]) == 3
            assert all(isinstance(c, str) and c.strip() for c in game_round["clues"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_file_holds_enough_rounds(lang: str) -> None:
    rounds = sum(len(s["rounds"]) for s in load(lang)["sets"])
    assert rounds >= MIN_ROUNDS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keywords_are_four_different_words_of_the_pack(lang: str) -> None:
    pack = set(bundled_pack(lang).words)
    for clue_set in load(lang)["sets"]:
        keywords = clue_set["keywords"]
        assert set(keywords) <= pack, set(keywords) - pack
        assert len({normalize(k) for k in keywords}) == 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_codes_are_three_different_digits_from_one_to_four(lang: str) -> None:
    for clue_set in load(lang)["sets"]:
        for game_round in clue_set["rounds"]:
            code = game_round["code"]
            assert len(code) == 3 and len(set(code)) == 3
            assert all(type(d) is int and 1 <= d <= 4 for d in code)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keywords_and_codes_are_the_seeded_draw(lang: str) -> None:
    """Nothing was picked by hand to suit the clues: the draw script gives the same skeleton."""
    draw = draw_module()
    assert draw.skeleton_of(load(lang)) == draw.skeleton_of(draw.draw(lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_clue_is_legal_under_the_game_check(lang: str) -> None:
    for clue_set in load(lang)["sets"]:
        earlier: list[str] = []
        for game_round in clue_set["rounds"]:
            clues = game_round["clues"]
            try:
                given = check_clues(clues, clue_set["keywords"], earlier)
            except RuleError as exc:
                pytest.fail(f"{clue_set['keywords']} {clues}: {exc}")
            assert list(given) == clues, "clues are stored trimmed, as the game would give them"
            earlier.extend(given)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_clue_is_repeated_within_a_set(lang: str) -> None:
    for clue_set in load(lang)["sets"]:
        given = [c for r in clue_set["rounds"] for c in r["clues"]]
        assert len({normalize(c) for c in given}) == len(given)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_clues_are_short_and_name_no_digit(lang: str) -> None:
    for clue_set in load(lang)["sets"]:
        for clue in (c for r in clue_set["rounds"] for c in r["clues"]):
            assert not any(unicodedata.category(ch) == "Nd" for ch in clue), clue
            if lang == "zh":
                assert 1 <= len(clue) <= 4, clue
            else:
                assert 1 <= len(words(clue)) <= 3, clue


def test_the_check_used_here_refuses_a_keyword_and_a_repeat() -> None:
    """The legality test above relies on the game's own check doing its job."""
    with pytest.raises(RuleError):
        check_clue("Black Hole", ["chameleon", "fountain", "mole", "black hole"])
    with pytest.raises(RuleError):
        check_clue("穿山隧道", ["美人鱼", "洋葱", "蜘蛛", "隧道"])
    with pytest.raises(RuleError):
        check_clue("Géant", ["a", "b", "c", "d"], ["geant"])
