"""The held-out clue sets measure reading, not the lists: no held-out clue stands in a list
the computer players read, and the outside-the-packs sets' keywords are in no pack."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from decrypto_qt.ai.lexicon import (
    bundled_lexicon,
    bundled_phrases,
    bundled_rarer,
    bundled_traits,
    holds_a_clue,
)
from decrypto_qt.engine import bundled_pack, normalize

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "bench" / "ai" / "data"
sys.path.insert(0, str(ROOT / "tools"))

from strike_heldout import held_out_clues, strike_text  # noqa: E402

LANGUAGES = ("en", "fr", "nl", "zh")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_held_out_clue_stands_in_a_list_the_players_read(language: str) -> None:
    said = held_out_clues(language)
    assert len(said) >= 80, "the held-out sets of this language went missing"
    lexicon = bundled_lexicon(language)
    assert lexicon, "the association lists went missing"
    found = sorted(
        {
            f"{k}: {a}"
            for lists in (lexicon, bundled_rarer(language), bundled_traits(language))
            for k, words in lists.items()
            for a in words
            if normalize(a) in said
        }
    )
    # Nor is one heard in a set phrase ("Silicon Valley" would hold the clue "Silicon").
    phrases = bundled_phrases(language)
    found += sorted(
        f"{k}: {p}"
        for k, said_k in phrases.items()
        for p in said_k
        if holds_a_clue(k, p, said, language)
    )
    assert not found, f"held-out clues in the lists (run tools/strike_heldout.py): {found[:10]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_outside_sets_keywords_are_in_no_pack(language: str) -> None:
    data = json.loads((DATA / f"outside_{language}.json").read_text(encoding="utf-8"))
    keywords = [k for s in data["sets"] for k in s["keywords"]]
    assert len(keywords) == len(set(keywords)) >= 24
    assert all(c for s in data["sets"] for r in s["rounds"] for c in r["clues"])
    pack = {normalize(w) for w in bundled_pack(language).words}
    assert not [k for k in keywords if normalize(k) in pack]


def test_striking_takes_out_the_clue_in_any_case_and_keeps_the_rest() -> None:
    rest = "; ".join(f"horn {n}" for n in range(10))
    text = f"# comment\nbull\tWall Street; {rest}; Matador\nbear\tWall Street; honey\n"
    new, struck = strike_text(text, {normalize("wall street"), normalize("matador")})
    assert struck == 3
    # A list left too short to read by loses its line.
    assert new == f"# comment\nbull\t{rest}\n"


def test_the_outside_sets_are_the_seeded_draw_and_every_clue_is_legal() -> None:
    """The keywords and codes are what draw_outside.py draws, and every clue passes the
    game's own check with the earlier clues of its set (R22-R24)."""
    from decrypto_qt.engine.clues import check_clues

    sys.path.insert(0, str(DATA))
    from draw_outside import main as draw

    assert draw(["--check"]) == 0
    for language in LANGUAGES:
        data = json.loads((DATA / f"outside_{language}.json").read_text(encoding="utf-8"))
        for s in data["sets"]:
            earlier: list[str] = []
            for r in s["rounds"]:
                check_clues(r["clues"], s["keywords"], earlier)
                earlier += r["clues"]
