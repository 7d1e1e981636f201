"""Merge hand-written association lists into ``resources/words/common/<lang>.txt``.

Run from the repository root::

    python tools/merge_associations.py fr part1.txt part2.txt

Each part has the lexicon's format (keyword, TAB, associations separated by ``;``). The
merge keeps the first line of each keyword (after the game's folding) and leaves out:
keywords of the bundled pack (their list is in ``resources/words/associations/``);
associations that are, contain or sit inside their keyword (R23: they could never be
given as its clue); repeated associations; lines left with fewer than
:data:`MIN_KEPT`. Lines already in the output file stay; new keywords are added after
them. Then every held-out clue is struck (``tools/strike_heldout.py``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from strike_heldout import held_out_clues, strike_text  # noqa: E402

from decrypto_qt.engine import bundled_pack, contains_keyword, normalize  # noqa: E402

OUT = ROOT / "resources" / "words" / "common"
MIN_KEPT = 12
HEADER = {
    "en": "English",
    "fr": "French",
    "nl": "Dutch",
    "zh": "Chinese",
}


def header(language: str) -> str:
    return (
        f"# Associations for everyday {HEADER[language]} words (the most frequent nouns, verbs\n"
        "# and adjectives): for each, the words and short phrases people give as clues for\n"
        "# it, so that a teacher's own word list is understood. Our own work for decrypto_qt\n"
        "# (unofficial fan work), MIT licence. Format: keyword, TAB, associations separated\n"
        '# by ";". Read by decrypto_qt/ai/lexicon.py; held-out clues are struck from it.\n'
    )


def parse(text: str) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        keyword, tab, rest = line.partition("\t")
        keyword = " ".join(keyword.split())
        if line.startswith("#") or not tab or not keyword:
            continue
        out.append((keyword, [" ".join(w.split()) for w in rest.split(";") if w.strip()]))
    return out


def clean(keyword: str, words: list[str]) -> list[str]:
    kept: list[str] = []
    seen = {normalize(keyword)}
    for word in words:
        norm = normalize(word)
        if not norm or norm in seen:
            continue
        if contains_keyword(word, keyword) or contains_keyword(keyword, word):
            continue
        seen.add(norm)
        kept.append(word)
    return kept


def merge(language: str, parts: list[Path]) -> tuple[str, int, int]:
    """The merged file's text, the lines it holds, and the lines left out."""
    return merge_into(OUT / f"{language}.txt", header(language), parts, language)


def merge_into(
    out: Path,
    head: str,
    parts: list[Path],
    language: str,
    taken: set[str] | None = None,
    least: int = MIN_KEPT,
) -> tuple[str, int, int]:
    """``out``'s lines and then the parts' new ones under ``head``, struck of every held-out
    clue: the text, the lines it holds, and the lines left out. A keyword of the pack, of
    ``out`` or of ``taken`` (folded) is not added again, nor one left with fewer than
    ``least`` associations once cleaned."""
    lines = parse(out.read_text(encoding="utf-8")) if out.exists() else []
    taken = set(taken or ()) | {normalize(k) for k, _ in lines}
    taken |= {normalize(w) for w in bundled_pack(language).words}
    dropped = 0
    for part in parts:
        for keyword, words in parse(part.read_text(encoding="utf-8")):
            key = normalize(keyword)
            kept = clean(keyword, words)
            if key in taken or len(kept) < least:
                dropped += 1
                continue
            taken.add(key)
            lines.append((keyword, kept))
    body = "".join(f"{k}\t{'; '.join(w)}\n" for k, w in lines)
    text, _struck = strike_text(head + body, held_out_clues(language))
    return text, len(lines), dropped


def headings(language: str, *folders: Path) -> set[str]:
    """The words (folded) that head a list of ``language`` in ``folders``."""
    out: set[str] = set()
    for folder in folders:
        path = folder / f"{language}.txt"
        out |= {normalize(k) for k, _ in parse(path.read_text(encoding="utf-8"))}
    return out


Merge = Callable[[str, list[Path]], tuple[str, int, int]]


def run(argv: list[str] | None, doc: str | None, merged: Merge, out: Path) -> int:
    """The command line of a merge: ``merged(language, parts)`` written to ``out``."""
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("language", choices=sorted(HEADER))
    parser.add_argument("parts", nargs="+", type=Path)
    args = parser.parse_args(argv)
    text, count, dropped = merged(args.language, args.parts)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{args.language}.txt").write_text(text, encoding="utf-8")
    where = (out / f"{args.language}.txt").relative_to(ROOT)
    print(f"{where}: {count} words ({dropped} lines left out)")
    return 0


def main(argv: list[str] | None = None) -> int:
    return run(argv, __doc__, merge, OUT)


if __name__ == "__main__":
    sys.exit(main())
