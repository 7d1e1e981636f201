"""bench.ai.blind: the deals people write clues for, their clues checked, and the kept readings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.ai import blind

GAMES = {
    "language": "en",
    "level": "hard",
    "sets": [
        {
            "keywords": ["koala", "oven", "ship", "bell"],
            "rounds": [
                {"code": [1, 2, 3], "clues": ["leaves", "bake", "sail"]},
                {"code": [4, 1, 2], "clues": ["ring", "pouch", "bread"]},
            ],
        },
        {
            "keywords": ["moon", "tiger", "glove", "piano"],
            "rounds": [{"code": [2, 3, 4], "clues": ["stripes", "boxing", "keys"]}],
        },
    ],
}


@pytest.fixture
def games(tmp_path: Path) -> Path:
    path = tmp_path / "games.json"
    path.write_text(json.dumps(GAMES))
    return path


def test_the_sheet_gives_keywords_and_codes_but_no_clue(games: Path, tmp_path: Path) -> None:
    blind.main(["sheet", str(games), str(tmp_path / "sheet.json")])
    sheet = json.loads((tmp_path / "sheet.json").read_text())
    assert sheet[0] == {
        "screen": 0,
        "keywords": ["koala", "oven", "ship", "bell"],
        "codes": [[1, 2, 3], [4, 1, 2]],
    }
    assert "leaves" not in (tmp_path / "sheet.json").read_text()


def test_written_clues_become_games_of_their_level(games: Path, tmp_path: Path) -> None:
    clues = [
        {"screen": 0, "rounds": [["eucalyptus", " hot  ", "anchor"], ["chime", "grey", "loaf"]]},
        {"screen": 1, "rounds": [["jungle", "hands", "concert"]]},
    ]
    (tmp_path / "clues.json").write_text(json.dumps(clues))
    blind.main(["written", str(games), str(tmp_path / "clues.json"), "people", str(tmp_path / "p")])
    out = json.loads((tmp_path / "p").read_text())
    assert out["level"] == "people"
    first = {"code": [1, 2, 3], "clues": ["eucalyptus", "hot", "anchor"]}
    assert out["sets"][0]["rounds"][0] == first
    assert out["sets"][1]["keywords"] == ["moon", "tiger", "glove", "piano"]


@pytest.mark.parametrize(
    ("second_round", "said"),
    [
        (["chime", "koala bear", "loaf"], "screen 0, round 2: clue/contains_keyword"),
        (["chime", "anchor", "loaf"], "screen 0, round 2: clue/repeated"),
    ],
)
def test_a_clue_the_game_would_refuse_stops_with_where_and_why(
    games: Path, tmp_path: Path, second_round: list[str], said: str
) -> None:
    clues = [
        {"screen": 0, "rounds": [["eucalyptus", "hot", "anchor"], second_round]},
        {"screen": 1, "rounds": [["jungle", "hands", "concert"]]},
    ]
    (tmp_path / "clues.json").write_text(json.dumps(clues))
    with pytest.raises(SystemExit, match=said):
        blind.main(["written", str(games), str(tmp_path / "clues.json"), "x", str(tmp_path / "o")])
    assert not (tmp_path / "o").exists()


def test_a_quiz_takes_only_the_screens_named(games: Path, tmp_path: Path) -> None:
    blind.main(["quiz", str(tmp_path / "q"), "decode", f"{games}:1-1"])
    state = json.loads((tmp_path / "q" / "state.json").read_text())
    assert [q["keywords"] for q in state["questions"]] == [["moon", "tiger", "glove", "piano"]]


def test_the_kept_written_readings_are_complete_and_mixed_with_the_computers() -> None:
    for folder in ("people", "briefed"):
        for reading in ("decode", "intercept"):
            path = blind.DATA / "written" / folder / f"en_{reading}.json"
            questions = json.loads(path.read_text(encoding="utf-8"))["questions"]
            assert all(len(q["answer"]) == 3 for q in questions)
            levels = {q["level"] for q in questions}
            assert levels == {"hard", folder}
            # Every deal was read once with each side's clues, never twice by one reader.
            deals = {(q["deal"], q["level"]) for q in questions}
            assert len(deals) == 48
            for reader in {q["reader"] for q in questions}:
                mine = [q for q in questions if q["reader"] == reader]
                assert len({q["deal"] for q in mine}) == len({q["screen"] for q in mine})
