"""Computer clues read blind, as a person reads them: how well people decode and intercept them.

A reader who is not the code's own reader (a person, or anyone reading as a person would)
sees only what a seat's window shows and answers one question at a time; the answer is
kept, then the true code is shown, as at the table's reveal.

    python -m bench.ai.blind games LANG LEVEL GAMES SEED FILE   # computer games to read
    python -m bench.ai.blind sheet FILE SHEET                   # their deals, for people
    python -m bench.ai.blind written FILE CLUES LEVEL OUT       # the deals with people's clues
    python -m bench.ai.blind quiz DIR decode|intercept FILE...  # a quiz of their rounds
    python -m bench.ai.blind next DIR                           # the current question
    python -m bench.ai.blind answer DIR 3-1-4                   # answer; see the code
    python -m bench.ai.blind keep DIR OUT.json                  # keep the rounds and answers
    python -m bench.ai.blind                                    # score bench/ai/data/blind/
    python -m bench.ai.blind score DIR                          # score the readings in DIR

*decode*: a teammate's window (the four keywords, the team's earlier rounds with their
codes, this round's clues). *intercept*: an opponent's (earlier rounds with their codes,
this round's clues; no keyword, no question on round 1). Levels are mixed and the team
screens shuffled, so the reader knows neither. Targets (issue 22): decoded ≥ 90% in every
language and level; intercepted ≤ 25% from round 3.

*sheet* and *written* put the computers' clues beside people's on the same deals: a person
(or anyone writing as one) is given the sheet — each team's keywords and its codes round by
round, no clue — and writes the clues as an encryptor would; *written* checks them by the
game's own clue rules (R22-R24) and keeps them as games of LEVEL. A quiz file may be named
``FILE:FIRST-LAST`` to take only those team screens (counted from 0), so one quiz can hold the
computers' clues for half the deals and people's for the other half, and no reader sees a
screen twice.
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "blind"


def games(language: str, level: str, count: int, seed: int, out: Path) -> None:
    """``count`` whole games of four computers at ``level`` (6 rounds at most), kept as sets."""
    from decrypto_qt.ai.levels import LEVELS
    from decrypto_qt.ai.model import shared_model
    from decrypto_qt.ai.player import ComputerPlayer
    from decrypto_qt.ai.selfplay import play
    from decrypto_qt.ai.vocabulary import vocabulary_for
    from decrypto_qt.engine import Player, Settings, Team, bundled_pack, deal

    model = shared_model()
    model.load()
    pack = bundled_pack(language).words
    vocabulary = vocabulary_for(model, language, pack)
    table = [Player(f"{t.value[0]}{i}", f"{t.value}{i}", t) for i in (1, 2) for t in Team]
    ids = frozenset(p.id for p in table)
    sets: list[dict[str, Any]] = []
    for g in range(count):
        setup, _ = deal(Settings(timer_seconds=None, rounds_limit=6), table, pack, seed=seed + g)
        players = {
            p.id: ComputerPlayer(p.id, model, vocabulary, LEVELS[level], g, ids) for p in table
        }
        state = play(setup, players).state
        for team in Team:
            rounds = [
                {"code": list(c.code), "clues": list(c.clues)}
                for r in state.rounds
                if (c := r.code_of(team)) is not None and c.clues is not None
            ]
            sets.append({"keywords": list(state.keywords(team)), "rounds": rounds})
    out.write_text(
        json.dumps({"language": language, "level": level, "sets": sets}, ensure_ascii=False)
    )


def sheet(games_file: Path, out: Path) -> None:
    """The deals of ``games_file`` as a person writing the clues sees them: keywords and codes."""
    data = json.loads(games_file.read_text(encoding="utf-8"))
    screens = [
        {"screen": i, "keywords": s["keywords"], "codes": [r["code"] for r in s["rounds"]]}
        for i, s in enumerate(data["sets"])
    ]
    out.write_text(json.dumps(screens, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def written(games_file: Path, clues_file: Path, level: str, out: Path) -> None:
    """The deals of ``games_file`` with the clues people wrote for them (``clues_file``:
    ``[{"screen": i, "rounds": [[clue, clue, clue], ...]}, ...]``), checked as the game
    checks a submission; a broken clue stops with the screen, round and rule."""
    from decrypto_qt.engine import RuleError
    from decrypto_qt.engine.clues import check_clues

    data = json.loads(games_file.read_text(encoding="utf-8"))
    people = {e["screen"]: e["rounds"] for e in json.loads(clues_file.read_text(encoding="utf-8"))}
    sets = []
    for i, s in enumerate(data["sets"]):
        triples = people.get(i, [])
        if len(triples) != len(s["rounds"]):
            raise SystemExit(f"screen {i}: {len(s['rounds'])} codes, {len(triples)} clue triples")
        given: list[str] = []
        rounds = []
        for n, (r, triple) in enumerate(zip(s["rounds"], triples, strict=True), start=1):
            try:
                clues = list(check_clues(triple, s["keywords"], given))
            except RuleError as e:
                raise SystemExit(f"screen {i}, round {n}: {e}") from None
            given += clues
            rounds.append({"code": r["code"], "clues": clues})
        sets.append({"keywords": s["keywords"], "rounds": rounds})
    out.write_text(
        json.dumps({"language": data["language"], "level": level, "sets": sets}, ensure_ascii=False)
    )


def _screens(name: str) -> tuple[Path, slice]:
    """``FILE`` or ``FILE:FIRST-LAST``: a games file and which of its team screens to take."""
    path, _, span = name.partition(":")
    if not span:
        return Path(path), slice(None)
    first, _, last = span.partition("-")
    return Path(path), slice(int(first), int(last) + 1)


def quiz(where: Path, reading: str, files: list[str]) -> None:
    sets = []
    for name in files:
        f, screens = _screens(name)
        data = json.loads(f.read_text(encoding="utf-8"))
        sets += [(data["language"], data["level"], s) for s in data["sets"][screens]]
    random.Random(7).shuffle(sets)
    questions = []
    for screen, (_language, level, s) in enumerate(sets, start=1):
        for n, r in enumerate(s["rounds"], start=1):
            if reading == "intercept" and n < 2:
                continue
            questions.append(
                {
                    "level": level,
                    "screen": screen,
                    "round": n,
                    "keywords": s["keywords"] if reading == "decode" else None,
                    "earlier": s["rounds"][: n - 1],
                    "clues": r["clues"],
                    "code": r["code"],
                }
            )
    where.mkdir(parents=True, exist_ok=True)
    state = {
        "language": sets[0][0] if sets else "",
        "reading": reading,
        "i": 0,
        "questions": questions,
    }
    (where / "state.json").write_text(json.dumps(state, ensure_ascii=False))


def show(state: dict[str, Any]) -> None:
    questions = state["questions"]
    if state["i"] >= len(questions):
        print("DONE: no more questions.")
        return
    q = questions[state["i"]]
    print(
        f"Question {state['i'] + 1} of {len(questions)} — screen {q['screen']}, round {q['round']}"
    )
    if q["keywords"]:
        print(
            "  Your team's keywords: "
            + ", ".join(f"{i}. {k}" for i, k in enumerate(q["keywords"], 1))
        )
    else:
        print("  You are the OPPONENTS: you do not know their keywords.")
    for n, r in enumerate(q["earlier"], 1):
        print(f"    round {n}: " + " / ".join(r["clues"]) + "  →  " + "-".join(map(str, r["code"])))
    print("  This round's clues: " + " / ".join(f"“{c}”" for c in q["clues"]))


def answer(where: Path, text: str) -> None:
    path = where / "state.json"
    state = json.loads(path.read_text(encoding="utf-8"))
    if state["i"] >= len(state["questions"]):
        print("DONE")
        return
    q = state["questions"][state["i"]]
    q["answer"] = [int(d) for d in text.replace(" ", "").split("-")]
    state["i"] += 1
    path.write_text(json.dumps(state, ensure_ascii=False))
    print(
        ("RIGHT" if q["answer"] == q["code"] else "WRONG") + f": {'-'.join(map(str, q['code']))}."
    )
    show(state)


def score(files: list[Path]) -> None:
    """Per file and level: the share of rounds read right, and from round 3 on."""
    for f in files:
        data = json.loads(f.read_text(encoding="utf-8"))
        tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
        for q in data["questions"]:
            t = tally[q["level"]]
            right = q.get("answer") == q["code"]
            t[0] += right
            t[1] += 1
            if q["round"] >= 3:
                t[2] += right
                t[3] += 1
        target = "decoded (target ≥ 90%)" if data["reading"] == "decode" else "intercepted"
        cells = "; ".join(
            f"{level} {r}/{n} ({100 * r / n:.0f}%), from round 3 {r3}/{n3}"
            + (
                f" ({100 * r3 / n3:.0f}%, target ≤ 25%)"
                if data["reading"] != "decode" and n3
                else ""
            )
            for level, (r, n, r3, n3) in sorted(tally.items())
        )
        print(f"{data['language']} {target}: {cells}")


def main(argv: list[str]) -> int:
    command, *rest = argv or ["score", str(DATA)]
    if command == "score":
        score(sorted(Path(rest[0]).glob("*.json")))
    elif command == "games":
        games(rest[0], rest[1], int(rest[2]), int(rest[3]), Path(rest[4]))
    elif command == "quiz":
        quiz(Path(rest[0]), rest[1], rest[2:])
    elif command == "sheet":
        sheet(Path(rest[0]), Path(rest[1]))
    elif command == "written":
        written(Path(rest[0]), Path(rest[1]), rest[2], Path(rest[3]))
    elif command == "next":
        show(json.loads((Path(rest[0]) / "state.json").read_text(encoding="utf-8")))
    elif command == "answer":
        answer(Path(rest[0]), rest[1])
    elif command == "keep":
        state = json.loads((Path(rest[0]) / "state.json").read_text(encoding="utf-8"))
        kept = {k: state[k] for k in ("language", "reading", "questions")}
        Path(rest[1]).write_text(json.dumps(kept, ensure_ascii=False) + "\n", encoding="utf-8")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
