"""The broad clue sets in ``bench/ai/data`` (clues written to hide the keywords): well formed
and legal, so the computers are scored on rounds a table could play; those of a teacher's
own list hold no pack word and are the seeded draw."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from decrypto_qt.engine.clues import check_clues
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import normalize
from decrypto_qt.engine.wordpack import bundled_pack
from tests.helpers.data_scripts import data_script

DATA = Path(__file__).resolve().parents[2] / "bench" / "ai" / "data"
FILES = ["broad_en", "broad_fr", "broad_nl", "broad_zh", "dev_broad_en"]
OUTSIDE = ["broad_outside_en", "dev_broad_outside_en"]
MIN_ROUNDS = 60


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("name", FILES + OUTSIDE)
def test_a_broad_set_has_legal_codes_and_clues_for_the_keywords_it_says(name: str) -> None:
    data = load(name)
    assert set(data) == {"language", "sets"}
    assert name.endswith(data["language"])
    pack = {normalize(w) for w in bundled_pack(data["language"]).words}
    assert sum(len(s["rounds"]) for s in data["sets"]) >= MIN_ROUNDS
    for clue_set in data["sets"]:
        keywords = clue_set["keywords"]
        assert len(keywords) == 4
        assert all((normalize(k) in pack) is (name not in OUTSIDE) for k in keywords)
        earlier: list[str] = []
        for game_round in clue_set["rounds"]:
            code = game_round["code"]
            assert len(set(code)) == 3 and set(code) <= {1, 2, 3, 4}
            try:
                given = check_clues(game_round["clues"], keywords, earlier)
            except RuleError as exc:
                pytest.fail(f"{keywords} {game_round['clues']}: {exc}")
            assert list(given) == game_round["clues"]
            earlier.extend(given)


def test_the_held_out_broad_sets_share_no_clue_set_with_the_tuning_one() -> None:
    tuning = {tuple(s["keywords"]) for s in load("dev_broad_en")["sets"]}
    assert not tuning & {tuple(s["keywords"]) for s in load("broad_en")["sets"]}


def test_the_teacher_list_sets_are_the_seeded_draw() -> None:
    assert data_script("draw_broad_outside").main(["--check"]) == 0
