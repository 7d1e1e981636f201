"""Build ``resources/words/clues/<lang>.txt``: the words computer players may give as clues.

Run from the repository root: ``python tools/build_clue_words.py`` (``--check`` verifies the
files instead). Needs ``wordfreq`` (in the test extra); the app itself reads only the files,
so it never loads wordfreq's lists (about 200 MB and a second at every start).

From wordfreq's :data:`SOURCE_SIZE` most frequent words of the language (data
CC-BY-SA-4.0, so the files are too), in frequency order, the file keeps a word when:

- it is not among the :data:`SKIP_MOST_FREQUENT` most frequent (articles, pronouns,
  particles: clues are content words);
- it has letters only: Latin words of 3+ letters, Chinese words of 2-4 characters;
- (Latin languages) it is not about as frequent in three of the :data:`NEIGHBOURS`'
  lists: such a word is a name or an international word (``john``, ``york``, ``radio``).

What depends on the game's word list (no keyword, nothing that contains or inflects one)
is filtered when a game starts (:func:`decrypto_qt.ai.vocabulary.candidate_words`).
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "words" / "clues"
LANGUAGES = ("en", "fr", "nl", "zh")
SOURCE_SIZE = 25_000
SKIP_MOST_FREQUENT = 400
KEEP = 9_000
"""Words kept per language: enough for 6,000 candidates after any word list's filter."""
NEIGHBOURS = ("en", "fr", "nl", "de", "es", "it", "pt")
HEADER = (
    "# Words computer players may give as clues, most frequent first: built by\n"
    "# tools/build_clue_words.py from wordfreq's lists (data CC-BY-SA-4.0,\n"
    "# https://github.com/rspeer/wordfreq); this file is under the same licence.\n"
)


def _is_cjk(ch: str) -> bool:
    return 0x4E00 <= ord(ch) <= 0x9FFF


def shape_ok(word: str, language: str) -> bool:
    if language == "zh":
        return 2 <= len(word) <= 4 and all(_is_cjk(ch) for ch in word)
    letters = all(unicodedata.category(c)[0] == "L" for c in word)
    return len(word) >= 3 and word.isalpha() and letters


def international(word: str, rank: int, others: Sequence[dict[str, int]]) -> bool:
    """About as common in three other languages: a name (john, york) or an international word."""
    limit = 3 * rank + 300
    return sum(1 for o in others if o.get(word, limit) < limit) >= 3


def clue_words(language: str) -> list[str]:
    from wordfreq import top_n_list

    others = []
    if language != "zh":
        others = [
            {w: i for i, w in enumerate(top_n_list(lang, SOURCE_SIZE))}
            for lang in NEIGHBOURS
            if lang != language
        ]
    out: list[str] = []
    for rank, word in enumerate(top_n_list(language, SOURCE_SIZE)):
        if rank < SKIP_MOST_FREQUENT or not shape_ok(word, language):
            continue
        if others and international(word, rank, others):
            continue
        out.append(word)
        if len(out) >= KEEP:
            break
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the files, change nothing")
    args = parser.parse_args(argv)
    status = 0
    for language in LANGUAGES:
        text = HEADER + "\n".join(clue_words(language)) + "\n"
        path = OUT / f"{language}.txt"
        if args.check:
            same = path.exists() and path.read_text(encoding="utf-8") == text
            print(f"{path.relative_to(ROOT)}: {'as built' if same else 'DIFFERS from the build'}")
            status |= 0 if same else 1
        else:
            OUT.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {text.count(chr(10)) - 3} words")
    return status


if __name__ == "__main__":
    sys.exit(main())
