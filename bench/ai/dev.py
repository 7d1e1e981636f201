"""Quick scores on the development clue sets, without the self-play tournament.

Run from the repository root: ``python -m bench.ai.dev [--languages en,fr] [--kinds hard]``
(``--quick``: English, the first two sets, for CI).
The development files (``bench/ai/data/dev_<lang>.json``, same format as the held-out
files) are the ones to tune the readers on: this prints, per language and player, the share
of rounds the decoder reads exactly and the interceptor's hits from round 3, in seconds.
The held-out files are only measured: ``--sets heldout`` (or ``--heldout``) scores them the
same way, once tuning is over, and ``--sets outside`` the held-out sets whose keywords are in
no pack (a teacher's own list: the game's word list is then those sets' keywords); ``python
-m bench.ai`` prints both after the tournament. ``--sets dev_outside`` scores their tuning
counterpart (``dev_outside_<lang>.json``: other everyday words, clues of the same kinds).
``--sets broad`` scores clues written to hide the keywords from strong opponents (broad
qualities: "noisy", "tiny"), measured only and honest with ``--strike``; ``--sets dev_broad``
their English tuning counterpart.

``--strike`` first strikes every clue of the scored sets from the association lists
(``resources/words/associations/``, ``common/``, ``names/``, ``rarer/`` and ``traits/``),
wherever it stands: how well the players read clues that are in no list, as a stricter
check of what the lists carry.
``--strike-headings`` also leaves out the lists headed by a clue (what people say about the
clue word itself): the strictest reading, by the model and the keywords' own lists alone.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from collections.abc import Mapping
from pathlib import Path

from bench.ai.__main__ import KINDS, QUICK_SETS, make, pct
from bench.ai.heldout import DATA, HeldOut, load_heldout, score
from decrypto_qt.ai.lexicon import entry_of, holds_a_clue
from decrypto_qt.ai.model import shared_model
from decrypto_qt.ai.vocabulary import Vocabulary, vocabulary_for
from decrypto_qt.engine import bundled_pack, normalize


def clue_set_path(language: str, kind: str = "dev") -> Path:
    return DATA / f"{kind}_{language}.json"


SETS = {
    "dev": "dev clue sets (tuning data)",
    "heldout": "held-out clue sets (only measured)",
    "outside": "outside-the-packs held-out sets (only measured; the game's words are theirs)",
    "dev_outside": "outside-the-packs dev sets (tuning data; the game's words are theirs)",
    "broad": "clues written to hide the keywords (only measured; honest with --strike)",
    "dev_broad": "clues written to hide the keywords (tuning data; English only)",
    "broad_outside": "clues written to hide the keywords of a teacher's list (only measured)",
    "dev_broad_outside": "clues written to hide the keywords of a teacher's list (tuning data)",
}
OUTSIDE = ("outside", "dev_outside", "broad_outside", "dev_broad_outside")
"""Sets whose keywords are in no pack: the game's word list is then their own keywords."""


def game_words(language: str, sets: str, data: HeldOut) -> tuple[str, ...]:
    """The game's word list: the bundled pack, or for the outside sets their own keywords
    (as a teacher's list would be)."""
    if sets in OUTSIDE:
        return tuple(dict.fromkeys(k for s in data.sets for k in s.keywords))
    return bundled_pack(language).words


def strike(vocab: Vocabulary, data: HeldOut, headings: bool = False) -> tuple[Vocabulary, int]:
    """``vocab`` with every clue of ``data`` taken out of every association list, and every
    phrase in which one is heard out of the phrase lists (and with ``headings``, every list
    headed by one of them: the clue's own list is gone too)."""
    said = {normalize(c) for s in data.sets for r in s.rounds for c in r.clues}
    heads = set(said)
    if headings:  # the lists the players would read a clue by, in any of its forms
        heads |= {e for c in said if (e := entry_of(vocab.understood, c, vocab.language))}

    def struck_from(lists: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
        return {
            k: tuple(a for a in v if normalize(a) not in said)
            for k, v in lists.items()
            if not (headings and k in heads)
        }

    lexicon, rarer = struck_from(vocab.lexicon), struck_from(vocab.rarer)
    traits = struck_from(vocab.traits)
    phrases = {
        k: tuple(p for p in v if not holds_a_clue(k, p, said, vocab.language))
        for k, v in vocab.phrases.items()
        if not (headings and k in heads)
    }
    struck = sum(len(v) - len(lexicon.get(k, ())) for k, v in vocab.lexicon.items())
    struck += sum(len(v) - len(rarer.get(k, ())) for k, v in vocab.rarer.items())
    struck += sum(len(v) - len(traits.get(k, ())) for k, v in vocab.traits.items())
    struck += sum(len(v) - len(phrases.get(k, ())) for k, v in vocab.phrases.items())
    replaced = dataclasses.replace(
        vocab, lexicon=lexicon, phrases=phrases, rarer=rarer, traits=traits
    )
    return replaced, struck


def report(kind: str, vocab: Vocabulary, data: HeldOut) -> tuple[float, float, float]:
    """(decoder share, interceptor share from round 2, from round 3) of one player on ``data``."""
    s = score(make(kind, "me", vocab, 0, frozenset()), data)
    assert s.interceptor_right is not None and s.interceptor_rounds is not None
    r3 = sum(v for r, v in s.interceptor_right.items() if r >= 3)
    n3 = sum(v for r, v in s.interceptor_rounds.items() if r >= 3)
    r2, n2 = sum(s.interceptor_right.values()), sum(s.interceptor_rounds.values())
    nan = float("nan")
    return s.decoder_right / s.decoder_rounds, (r2 / n2 if n2 else nan), (r3 / n3 if n3 else nan)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--languages", default="en,fr,nl,zh")
    parser.add_argument("--kinds", default=",".join(KINDS[1:]), help="players to score")
    parser.add_argument(
        "--sets",
        choices=list(SETS),
        default="dev",
        help="which clue sets: dev, dev_outside (tuning data); heldout, outside (only measured)",
    )
    parser.add_argument("--heldout", action="store_true", help="the same as --sets heldout")
    parser.add_argument(
        "--strike",
        action="store_true",
        help="strike the sets' clues from the association lists before scoring",
    )
    parser.add_argument(
        "--strike-headings",
        action="store_true",
        help="with --strike, also leave out every list headed by one of the sets' clues",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"the short run for CI: English, the first {QUICK_SETS} sets (figures not meaningful)",
    )
    args = parser.parse_args()
    if args.quick:
        args.languages = "en"
    model = shared_model()
    model.load()
    kinds = args.kinds.split(",")
    sets = "heldout" if args.heldout else args.sets
    print(SETS[sets])
    print(f"{'':4}{'player':8}{'decoder':>9}{'icpt r2+':>10}{'icpt r3+':>10}{'rounds':>8}")
    for language in args.languages.split(","):
        if not clue_set_path(language, sets).exists():
            print(f"{language:4}(no {clue_set_path(language, sets).name})")
            continue
        data = load_heldout(clue_set_path(language, sets))
        if args.quick:
            data = dataclasses.replace(data, sets=data.sets[:QUICK_SETS])
        vocab = vocabulary_for(model, language, game_words(language, sets, data))
        if args.strike:
            vocab, struck = strike(vocab, data, args.strike_headings)
            print(f"{language:4}({struck} entries of the association and phrase lists struck)")
        t0 = time.perf_counter()
        for kind in kinds:
            dec, icpt2, icpt3 = report(kind, vocab, data)
            print(
                f"{language:4}{kind:8}{pct(dec):>9}{pct(icpt2):>10}{pct(icpt3):>10}{data.rounds:>8}"
            )
        print(f"{'':4}({time.perf_counter() - t0:.1f} s)")


if __name__ == "__main__":
    main()
