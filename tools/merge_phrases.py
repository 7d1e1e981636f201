"""Merge hand-written set-phrase lists into ``resources/words/phrases/<lang>.txt``.

Run from the repository root::

    python tools/merge_phrases.py en part1.txt part2.txt

Each part has the lexicon's format (word, TAB, phrases separated by ``;``): for a word of
the bundled pack or of the everyday lists (``resources/words/common/``: a teacher's own
list), the set phrases people say that hold it (compounds, collocations, sayings, titles,
names). The merge keeps the first line of each such word (after the game's folding) and,
of its phrases, those that hold the word and are more than it,
once each; a line left with fewer than :data:`MIN_KEPT` is left out. Lines already in the
output file stay. Then every phrase in which a held-out clue is heard is struck
(``tools/strike_heldout.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from merge_associations import HEADER, parse, run  # noqa: E402
from merge_associations import OUT as COMMON  # noqa: E402
from strike_heldout import held_out_clues, strike_phrases  # noqa: E402

from decrypto_qt.engine import bundled_pack, normalize  # noqa: E402

OUT = ROOT / "resources" / "words" / "phrases"
MIN_KEPT = 3


def header(language: str) -> str:
    return (
        f"# Set phrases holding the words of the {HEADER[language]} pack and everyday words:\n"
        "# for each word, the compounds, collocations, sayings, titles and names people say\n"
        "# that hold it, whose other words call it to mind. Our own work for decrypto_qt\n"
        '# (unofficial fan work), MIT licence. Format: word, TAB, phrases separated by ";".\n'
        "# Read by decrypto_qt/ai/lexicon.py; held-out clues are struck from it.\n"
    )


def clean(word: str, phrases: list[str]) -> list[str]:
    key = normalize(word)
    kept: list[str] = []
    seen: set[str] = set()
    for phrase in phrases:
        norm = normalize(phrase)
        if key in norm and norm != key and norm not in seen:
            seen.add(norm)
            kept.append(phrase)
    return kept


def merge(language: str, parts: list[Path]) -> tuple[str, int, int]:
    """The merged file's text, the lines it holds, and the lines left out."""
    out = OUT / f"{language}.txt"
    lines = parse(out.read_text(encoding="utf-8")) if out.exists() else []
    pack = {normalize(w) for w in bundled_pack(language).words}
    everyday = COMMON / f"{language}.txt"
    pack |= {normalize(k) for k, _ in parse(everyday.read_text(encoding="utf-8"))}
    taken = {normalize(k) for k, _ in lines}
    dropped = 0
    for part in parts:
        for word, phrases in parse(part.read_text(encoding="utf-8")):
            key = normalize(word)
            kept = clean(word, phrases)
            if key in taken or key not in pack or len(kept) < MIN_KEPT:
                dropped += 1
                continue
            taken.add(key)
            lines.append((word, kept))
    body = "".join(f"{k}\t{'; '.join(w)}\n" for k, w in lines)
    text, _struck = strike_phrases(header(language) + body, held_out_clues(language), language)
    return text, len(lines), dropped


def main(argv: list[str] | None = None) -> int:
    return run(argv, __doc__, merge, OUT)


if __name__ == "__main__":
    sys.exit(main())
