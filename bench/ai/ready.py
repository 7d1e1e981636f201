"""How soon a computer seat is ready, and how much memory a process with one holds.

Run from the repository root: ``python -m bench.ai.ready [--language en]``. Each figure is
taken in a fresh process, as when a host's "Add a computer player" is clicked
(:mod:`decrypto_qt.bots.seating`): the word model is read on its own thread
(:meth:`Model.start_loading`), which then builds the language's vocabulary
(:func:`vocabulary_for`) and calls back: the seat is ready. Behind it, the same thread
works out the language's candidate clues (*prepared*: the seat's first decision needs
them; in a game at a person's pace it comes 6 s or more later). A model built for the
first time is then written to the cache on that thread (*kept*), and one decision is
made, as a game started later would. *Cold* starts with an empty cache
(the first time on a computer), *warm* with the cache the cold run left. Beside them, a
bare baseline: a process that imports numpy and PySide6's QtCore and nothing else.
The time to the seat counts the imports the click makes (numpy and the word model's
modules, which no window imports before), not Qt's or the rules'.
Targets (issue 22): ready ≤ 2 s cold and ≤ 0.5 s warm after the click; peak ≤ 250 MB
with the model and one language.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile

PROBE = r"""
import json, sys, threading, time
def peak_mb():
    # The process's own high-water mark (getrusage's would keep the parent's across exec).
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
t0 = time.perf_counter()
if sys.argv[1] == "bare":
    import numpy
    from PySide6 import QtCore
    print(json.dumps({"seconds": time.perf_counter() - t0,
                      "rss_mb": peak_mb()}))
    raise SystemExit
# What the host's process holds before the click: Qt and the rules, not numpy (no window
# imports it) nor the computer players' modules.
from PySide6 import QtCore
from decrypto_qt.engine import Team, bundled_pack
pack = bundled_pack(sys.argv[1])
clicked = time.perf_counter()
# The click (decrypto_qt.bots.seating): the word model's modules are imported, the model
# loads on its own thread, which then builds the vocabulary and calls back; the seat sits
# down at the call back.
from decrypto_qt.ai.model import shared_model
from decrypto_qt.ai.vocabulary import vocabulary_for
imported = time.perf_counter()
model = shared_model()
stamps = {}
done = threading.Event()
def build():
    stamps["vocabulary"] = vocabulary_for(model, sys.argv[1], pack.words)
def progress(what, fraction):
    if fraction == 1.0:
        stamps["loaded"] = time.perf_counter()
def on_ready(error):
    stamps["ready"], stamps["error"] = time.perf_counter(), error
    if error is not None:
        prepared.set()
    done.set()
prepared = threading.Event()
def prepare():
    try:
        stamps["vocabulary"].candidates.get()
    finally:  # a failure is raised below, never waited for
        stamps["prepared"] = time.perf_counter()
        prepared.set()
model.start_loading(on_ready=on_ready, progress=progress, then=build, later=prepare)
done.wait()
if stamps["error"] is not None:
    raise stamps["error"]
loaded, ready, vocabulary = stamps["loaded"], stamps["ready"], stamps["vocabulary"]
# Behind the seat, the same thread works out the candidate clues (its first decision
# needs them); the figure below says when they are there.
prepared.wait()
# After the call back, the loading thread writes a newly built encoder to the cache (half a
# second). In the app the seat's first decision comes after the host starts the game: the
# decision below is taken once that is done, as there.
model.keep()
kept = time.perf_counter()
from decrypto_qt.ai.levels import level
from decrypto_qt.ai.player import ComputerPlayer
player = ComputerPlayer("me", model, vocabulary, level("hard"))
keywords = list(pack.words[:4])
player.write_clues({"history": [], "round": 1, "teams": []}, Team.WHITE, keywords, [1, 2, 3])
decided = time.perf_counter()
print(json.dumps({
    "imports": imported - clicked, "model": loaded - imported, "vocabulary": ready - loaded,
    "seconds": ready - clicked, "prepared": stamps["prepared"] - clicked,
    "kept": kept - stamps["prepared"], "first_decision": decided - kept,
    "rss_mb": peak_mb(),
}))
"""


def probe(what: str, cache: str) -> dict[str, float]:
    env = {"DECRYPTO_QT_CACHE_DIR": cache, "QT_QPA_PLATFORM": "offscreen"}
    import os

    done = subprocess.run(
        [sys.executable, "-c", PROBE, what],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **env},
    )
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--language", default="en")
    parser.add_argument(
        "--runs", type=int, default=3, help="cold runs and warm runs (the medians are shown)"
    )
    args = parser.parse_args(argv)

    def median(runs: list[dict[str, float]]) -> dict[str, float]:
        """The run of median readiness, with the highest peak of all the runs."""
        middle = sorted(runs, key=lambda r: r["seconds"])[len(runs) // 2]
        return {**middle, "rss_mb": max(r["rss_mb"] for r in runs)}

    colds = []
    for _ in range(args.runs):  # each in an empty cache (a single run swings by a second)
        with tempfile.TemporaryDirectory() as cache:
            colds.append(probe(args.language, cache))
    with tempfile.TemporaryDirectory() as cache:
        bare = probe("bare", cache)
        probe(args.language, cache)  # fills the cache
        warm = median([probe(args.language, cache) for _ in range(args.runs)])
    cold = median(colds)
    print(f"bench.ai.ready — {args.language}, fresh processes")
    print(f"  bare (numpy + QtCore): {bare['seconds']:.2f} s, peak {bare['rss_mb']:.0f} MB")
    for name, r in (("cold", cold), ("warm", warm)):
        target = 2.0 if name == "cold" else 0.5
        print(
            f"  {name}: imports {r['imports']:.2f} s, model {r['model']:.2f} s, vocabulary "
            f"{r['vocabulary']:.2f} s → seat ready {r['seconds']:.2f} s after the click "
            f"(target ≤ {target} s); its candidate clues ready {r['prepared']:.2f} s after "
            f"the click, behind it; cache kept {r['kept']:.2f} s later; "
            f"first decision {r['first_decision']:.2f} s; "
            f"peak {r['rss_mb']:.0f} MB (target ≤ 250), {r['rss_mb'] / bare['rss_mb']:.1f}× bare"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
