"""The development clue sets in ``bench/ai/data``: tuning data apart from the held-out sets.

The readers are tuned on these files, so they must never share a keyword with a held-out set
of the same language (or the held-out score would be tuned too), and must be as playable as
the held-out files: the seeded draw, well formed, legal under the game's own check.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from bench.ai.heldout import load_heldout
from decrypto_qt.engine.clues import check_clues
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import normalize
from decrypto_qt.engine.wordpack import bundled_pack
from tests.helpers.data_scripts import data_script

DATA = Path(__file__).resolve().parents[2] / "bench" / "ai" / "data"
MIN_ROUNDS = {"en": 60, "fr": 90, "nl": 90, "zh": 30}
LANGUAGES = sorted(MIN_ROUNDS)


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / name).read_text(encoding="utf-8"))
    return data


def draw_dev() -> ModuleType:
    return data_script("draw_dev")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dev_file_is_read_by_the_benchmark_and_big_enough(lang: str) -> None:
    data = load_heldout(DATA / f"dev_{lang}.json")
    assert data.language == lang
    assert data.rounds >= MIN_ROUNDS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dev_keywords_are_pack_words_never_in_a_heldout_set(lang: str) -> None:
    pack = set(bundled_pack(lang).words)
    held = {normalize(k) for s in load(f"heldout_{lang}.json")["sets"] for k in s["keywords"]}
    for clue_set in load(f"dev_{lang}.json")["sets"]:
        keywords = clue_set["keywords"]
        assert set(keywords) <= pack
        assert not {normalize(k) for k in keywords} & held, keywords


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dev_keywords_and_codes_are_the_seeded_draw(lang: str) -> None:
    skeleton_of = data_script("draw").skeleton_of
    assert skeleton_of(load(f"dev_{lang}.json")) == skeleton_of(draw_dev().draw(lang))


@pytest.mark.parametrize("kind", ["dev", "dev_outside"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dev_clue_is_legal_and_new_within_its_set(lang: str, kind: str) -> None:
    for clue_set in load(f"{kind}_{lang}.json")["sets"]:
        earlier: list[str] = []
        for game_round in clue_set["rounds"]:
            clues = game_round["clues"]
            try:
                given = check_clues(clues, clue_set["keywords"], earlier)
            except RuleError as exc:
                pytest.fail(f"{clue_set['keywords']} {clues}: {exc}")
            assert list(given) == clues
            earlier.extend(given)
        assert len({normalize(c) for c in earlier}) == len(earlier)


def test_a_malformed_dev_file_is_refused_with_where_and_what(tmp_path: Path) -> None:
    data = load("dev_en.json")
    data["sets"][2]["rounds"][3]["code"] = [1, 2, 2]
    bad = tmp_path / "dev_en.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match=r'dev_en\.json, set 3, round 4: "code" must be 3'):
        load_heldout(bad)
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot be read as JSON"):
        load_heldout(bad)


OUTSIDE_ROUNDS = {"en": 30, "fr": 20, "nl": 20, "zh": 20}


def measured_keywords(lang: str) -> set[str]:
    return {
        normalize(k)
        for kind in ("heldout", "outside")
        for s in load(f"{kind}_{lang}.json")["sets"]
        for k in s["keywords"]
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dev_outside_sets_share_no_keyword_with_a_measured_set_and_are_no_pack_words(
    lang: str,
) -> None:
    """The tuning counterpart of the outside sets: everyday words, never a keyword of an
    outside or held-out set (or tuning on them would tune the measured score)."""
    data = load_heldout(DATA / f"dev_outside_{lang}.json")
    assert data.language == lang and data.rounds >= OUTSIDE_ROUNDS[lang]
    pack = {normalize(w) for w in bundled_pack(lang).words}
    measured = measured_keywords(lang)
    for clue_set in data.sets:
        folded = {normalize(k) for k in clue_set.keywords}
        assert not folded & measured, clue_set.keywords
        assert not folded & pack, clue_set.keywords


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dev_outside_keywords_and_codes_are_the_seeded_draw(lang: str) -> None:
    skeleton_of = data_script("draw").skeleton_of
    drawn = data_script("draw_dev_outside").draw(lang)
    assert skeleton_of(load(f"dev_outside_{lang}.json")) == skeleton_of(drawn)
