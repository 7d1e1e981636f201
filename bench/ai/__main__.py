"""Computer players: a seeded self-play tournament per language and level, against baselines.

Run from the repository root: ``python -m bench.ai [--games N] [--languages en,fr] [--quick]``.
Players are given only ``view_for`` their own window (in-process games, for
speed). Prints, per language and player: decoder accuracy, miscommunication
rate, interception rate by round, game length, win rates, time per decision
(p50/p99) and memory; the baselines ``random`` and ``naive`` (nearest-keyword
cosine) are measured in the same run. Then the decoder and interceptor are
scored on the held-out clue sets, first (only measured: every held-out clue is struck
from the lists the players read, the outside-the-packs sets stand for a teacher's
own word list, and the broad sets hold clues written to hide the keywords from strong
opponents), then on the development sets (tuning data), all in ``bench/ai/data/``;
``--no-heldout`` leaves the held-out ones out. Last, how soon a computer seat is ready
and how much memory it holds (:mod:`bench.ai.ready`). Targets are printed beside the
figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass, field, replace

from bench.ai.baselines import PLAIN, NaivePlayer, RandomPlayer
from bench.ai.heldout import DATA, load_heldout, score
from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.model import shared_model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.selfplay import play
from decrypto_qt.ai.vocabulary import Vocabulary, vocabulary_for
from decrypto_qt.engine import Player, Settings, Team, bundled_pack, deal

KINDS = ("random", "naive", "easy", "normal", "hard")
PAIRINGS = (
    ("hard", "easy"),
    ("hard", "normal"),
    ("normal", "easy"),
    ("hard", "naive"),
    ("hard", "random"),
)
"""The head-to-head matches, the first the one with a target."""
QUICK_SETS = 2
"""``--quick`` scores the readers on this many clue sets of each file."""
CHANCE = 1 / 24


def make(
    kind: str, me: str, vocab: Vocabulary, seed: int, partners: frozenset[str]
) -> ComputerPlayer:
    model = shared_model()
    if kind == "random":
        return RandomPlayer(me, model, vocab, PLAIN, seed, partners)
    if kind == "naive":
        return NaivePlayer(me, model, vocab, PLAIN, seed, partners)
    return ComputerPlayer(me, model, vocab, LEVELS[kind], seed, partners)


@dataclass
class Tally:
    own_right: int = 0
    own_total: int = 0
    miscommunications: int = 0
    intercepts: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    attempts: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    wins: float = 0.0
    games: int = 0
    rounds: list[int] = field(default_factory=list)

    def interception(self, low: int, high: int = 99) -> float:
        hit = sum(v for r, v in self.intercepts.items() if low <= r <= high)
        tries = sum(v for r, v in self.attempts.items() if low <= r <= high)
        return hit / tries if tries else float("nan")


def game(
    language: str, vocab: Vocabulary, white: str, black: str, seed: int, times: list[float]
) -> tuple[dict[Team, str], object]:
    pack = bundled_pack(language).words
    table = [Player(f"{t.value[0]}{i}", f"{t.value}{i}", t) for i in (1, 2) for t in Team]
    setup, _ = deal(Settings(timer_seconds=None), table, pack, seed=seed)
    ids = frozenset(p.id for p in table)
    kinds = {Team.WHITE: white, Team.BLACK: black}
    players = {p.id: make(kinds[p.team], p.id, vocab, seed, ids) for p in table}
    record = play(setup, players)
    assert not record.refused and not record.stuck, (record.refused[:3], record.stuck)
    times.extend(record.decision_seconds)
    return kinds, record.state


def add(tallies: dict[str, Tally], kinds: dict[Team, str], state: object) -> None:
    from decrypto_qt.engine import GameState

    assert isinstance(state, GameState)
    for team in Team:
        tallies[kinds[team]].games += 1
        tallies[kinds[team]].rounds.append(len(state.rounds))
    winners = state.outcome.winners if state.outcome else frozenset()
    for team in Team:
        if team in winners:
            tallies[kinds[team]].wins += 1 / len(winners)
    for rnd in state.rounds:
        for code in rnd.codes:
            t = tallies[kinds[code.team]]
            t.own_total += 1
            t.own_right += code.own_guess == code.code
            t.miscommunications += code.miscommunicated
            if rnd.number >= 2:
                o = tallies[kinds[code.team.other]]
                o.attempts[rnd.number] += 1
                o.intercepts[rnd.number] += code.intercepted


def pct(x: float) -> str:
    return "   n/a" if x != x else f"{100 * x:5.1f}%"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=10, help="games per pairing and language")
    parser.add_argument("--languages", default="en,fr,nl,zh")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--no-heldout",
        action="store_true",
        help="leave out the held-out scores (while tuning: tune on the dev sets only)",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="the short run for CI: one game per pairing, English, the first head-to-head "
        f"pairing only, the first {QUICK_SETS} clue sets of each file (figures not meaningful)",
    )
    args = parser.parse_args()
    if args.quick:
        args.games, args.languages = 1, "en"
    languages = args.languages.split(",")
    print(
        f"bench.ai — python {platform.python_version()}, {platform.machine()}, seed {args.seed}, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} "
        "(times are per core under that load)"
    )
    model = shared_model()
    t0 = time.perf_counter()
    model.load()
    load_s = time.perf_counter() - t0
    rss_model = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"model: loaded in {load_s:.2f} s, peak resident {rss_model:.0f} MB")
    times: list[float] = []
    for language in languages:
        t0 = time.perf_counter()
        vocab = vocabulary_for(model, language, bundled_pack(language).words)
        print(
            f"\n=== {language}: vocabulary of {len(vocab.words)} candidate clues "
            f"ready in {time.perf_counter() - t0:.1f} s ==="
        )
        selfplay: dict[str, Tally] = defaultdict(Tally)
        lang_times: list[float] = []
        for kind in KINDS:
            for g in range(args.games):
                kinds, state = game(language, vocab, kind, kind, args.seed + g, lang_times)
                add(selfplay, kinds, state)
        print("self-play (both teams the same player):")
        heads = ("decoder", "miscomm", "icpt r2", "r3", "r4", "r5+", "r3+", "rounds")
        print(f"  {'player':8}" + "".join(f"{h:>9}" for h in heads))
        for kind in KINDS:
            t = selfplay[kind]
            cells = [
                pct(t.own_right / t.own_total),
                pct(t.miscommunications / t.own_total),
                pct(t.interception(2, 2)),
                pct(t.interception(3, 3)),
                pct(t.interception(4, 4)),
                pct(t.interception(5)),
                pct(t.interception(3)),
                f"{statistics.mean(t.rounds):.2f}",
            ]
            print(f"  {kind:8}" + "".join(f"{c:>9}" for c in cells))
        # A random reader intercepts 1 code in 24 whatever the clues; measured here too.
        rand = selfplay["random"].interception(2)
        print(f"  random reader: {pct(rand)} measured, {pct(CHANCE)} expected")
        for kind in ("naive", "easy", "normal", "hard"):
            mine = selfplay[kind].interception(3)
            print(
                f"  {kind}: interception from round 3 = {pct(mine)}, "
                f"{mine / CHANCE:.1f}× random — target ≥ 3×"
            )
        lengths = [n for k in ("easy", "normal", "hard") for n in selfplay[k].rounds]
        print(
            f"  computer-only games (easy, normal, hard): {statistics.mean(lengths):.2f} rounds "
            "on average — target 4–8"
        )
        print("head to head (colours alternate):")
        for a, b in PAIRINGS[:1] if args.quick else PAIRINGS:
            duel: dict[str, Tally] = defaultdict(Tally)
            for g in range(args.games):
                white, black = (a, b) if g % 2 == 0 else (b, a)
                kinds, state = game(language, vocab, white, black, args.seed + 1000 + g, lang_times)
                add(duel, kinds, state)
            ta, tb = duel[a], duel[b]
            target = " — target ≥ 65%" if (a, b) == ("hard", "easy") else ""
            print(
                f"  {a} vs {b}: {a} wins {pct(ta.wins / ta.games)} of {ta.games} games "
                f"(ties shared), {statistics.mean(ta.rounds):.2f} rounds{target}; "
                f"interception from round 3: {a} {pct(ta.interception(3)).strip()}, "
                f"{b} {pct(tb.interception(3)).strip()}"
            )
        times.extend(lang_times)
        print(
            f"time per decision: p50 {1000 * percentile(lang_times, 0.5):.0f} ms, "
            f"p99 {1000 * percentile(lang_times, 0.99):.0f} ms, "
            f"max {1000 * max(lang_times):.0f} ms over {len(lang_times)} decisions"
            " — target p99 ≤ 1000 ms"
        )
        limit = QUICK_SETS if args.quick else None
        if not args.no_heldout:  # the honest figures first: sets no list was written for
            clue_sets(language, vocab, "heldout", limit)
            clue_sets(language, vocab, "outside", limit)
            clue_sets(language, vocab, "broad", limit)
            if language == "en":
                clue_sets(language, vocab, "broad_outside", limit)
        clue_sets(language, vocab, "dev", limit)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    from bench.ai.ready import main as ready

    print()
    ready(["--language", languages[0], "--runs", "1"])
    print(
        f"\nall languages: decision p50 {1000 * percentile(times, 0.5):.0f} ms, "
        f"p99 {1000 * percentile(times, 0.99):.0f} ms; peak resident {rss:.0f} MB "
        f"(model alone {rss_model:.0f} MB; {len(languages)} vocabularies loaded); "
        f"load average now {os.getloadavg()[0]:.1f}"
    )


def clue_sets(language: str, vocab: Vocabulary, kind: str, limit: int | None = None) -> None:
    """Decoder and interceptor scores on the ``kind`` clue sets: "heldout" (every clue struck
    from the lists), "outside" (keywords in no pack: the game's word list is theirs) or
    "dev" (tuning data); ``limit``: on the first sets of the file only."""
    path = DATA / f"{kind}_{language}.json"
    name = {
        "heldout": "held-out, struck from every list",
        "outside": "held-out outside the packs (a teacher's list)",
        "broad": "held-out clues written to hide the keywords, struck from every list",
        "broad_outside": "the same for a teacher's list (keywords in no pack), struck",
    }.get(kind, "dev (tuning data)")
    if not path.exists():
        print(f"{name}: no {path.relative_to(DATA.parent.parent.parent)} — skipped")
        return
    data = load_heldout(path)
    if limit is not None:
        data = replace(data, sets=data.sets[:limit])
    from bench.ai.dev import OUTSIDE, game_words, strike  # dev imports this module

    if kind in OUTSIDE:
        vocab = vocabulary_for(shared_model(), language, game_words(language, kind, data))
    if kind in ("broad", "broad_outside"):  # written without the lists, not struck from them
        vocab, _ = strike(vocab, data)
    target = 0.85 if language == "en" else 0.75
    print(f"{name} ({data.rounds} rounds in {len(data.sets)} sets):")
    for player in KINDS:
        s = score(make(player, "me", vocab, 0, frozenset()), data)
        assert s.interceptor_right is not None and s.interceptor_rounds is not None
        r3 = sum(v for r, v in s.interceptor_right.items() if r >= 3)
        n3 = sum(v for r, v in s.interceptor_rounds.items() if r >= 3)
        r2 = sum(s.interceptor_right.values())
        n2 = sum(s.interceptor_rounds.values())
        targets = kind in ("heldout", "outside")  # the targets; broad has none
        print(
            f"  {player:8} decoder {pct(s.decoder_right / s.decoder_rounds)}"
            + (f" (target ≥ {100 * target:.0f}%)" if targets else "")
            + f"  interceptor from round 2 {pct(r2 / n2 if n2 else float('nan'))} of {n2}"
            + (" (target ≥ 20%)" if targets else "")
            + f", from round 3 {pct(r3 / n3 if n3 else float('nan'))} of {n3}"
        )


if __name__ == "__main__":
    main()
