"""Build the bundled Chinese fallback font, ``resources/fonts/DecryptoSansSC-Subset.otf``.

The app ships a subset of Noto Sans CJK SC Regular (SIL Open Font License 1.1) so
that Simplified Chinese text renders on machines without CJK fonts, which is
common on Linux. The subset keeps:

* ASCII, Latin-1 Supplement and Latin Extended-A;
* General Punctuation, CJK Symbols and Punctuation, Halfwidth and Fullwidth Forms;
* the 3,755 level-1 (most common) characters of GB 2312;
* every character of ``resources/words/zh.txt`` and of any
  ``resources/translations/*.ts`` file.

The family is renamed "Decrypto Sans SC", as the licence asks of modified
versions, and hinting is dropped to keep the file small.

Run it from anywhere after a word list or a translation gains characters::

    python tools/build_cjk_font.py

It needs fontTools (``pip install fonttools``; a build tool only, not a
dependency of the app) and the source font, which on Debian or Ubuntu comes
with ``apt-get install fonts-noto-cjk``. Give another copy with ``--source``
(a ``.ttc`` collection or the single ``NotoSansCJKsc-Regular.otf``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
OUTPUT = RESOURCES / "fonts" / "DecryptoSansSC-Subset.otf"
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_FAMILY = "Noto Sans CJK SC"

FAMILY = "Decrypto Sans SC"
STYLE = "Regular"
POSTSCRIPT_NAME = "DecryptoSansSC-Regular"
MAX_BYTES = 3_000_000
DROPPED_FEATURES = frozenset({"locl", "vert", "vrt2", "valt", "vhal", "vkrn", "vpal", "vchw"})

BLOCKS: tuple[tuple[str, int, int], ...] = (
    ("ASCII", 0x0020, 0x007E),
    ("Latin-1 Supplement", 0x00A0, 0x00FF),
    ("Latin Extended-A", 0x0100, 0x017F),
    ("General Punctuation", 0x2000, 0x206F),
    ("CJK Symbols and Punctuation", 0x3000, 0x303F),
    ("Halfwidth and Fullwidth Forms", 0xFF00, 0xFFEF),
)


def gb2312_level1() -> set[str]:
    """The 3,755 level-1 hanzi of GB 2312: rows 0xB0-0xD7, cells 0xA1-0xFE."""
    chars: set[str] = set()
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            # The last row ends at 0xD7F9; its empty cells decode to "".
            chars.update(bytes((row, cell)).decode("gb2312", errors="ignore"))
    if len(chars) != 3755:
        sys.exit(f"error: expected 3,755 GB 2312 level-1 characters, got {len(chars):,}")
    return chars


def text_characters() -> set[str]:
    """Every character of the Chinese word list and of the translation files."""
    files = [RESOURCES / "words" / "zh.txt"]
    translations = RESOURCES / "translations"
    if translations.is_dir():
        files += sorted(translations.glob("*.ts"))
    chars: set[str] = set()
    for path in files:
        chars.update(path.read_text(encoding="utf-8"))
    return {ch for ch in chars if ch.isprintable() and not ch.isspace()}


def wanted_codepoints() -> set[int]:
    points = {cp for _name, first, last in BLOCKS for cp in range(first, last + 1)}
    points.update(ord(ch) for ch in gb2312_level1() | text_characters())
    return points


def open_source(path: Path) -> TTFont:
    """Open the SC member of a collection, or a single font file."""
    if path.suffix.lower() not in {".ttc", ".otc"}:
        return TTFont(path)
    number = 0
    while True:
        font = TTFont(path, fontNumber=number)  # raises once past the last member
        if font["name"].getDebugName(1) == SOURCE_FAMILY:
            return font
        font.close()
        number += 1


def rename(font: TTFont) -> None:
    """Give the modified font its own name (SIL OFL 1.1, condition 3)."""
    version = font["head"].fontRevision
    names = {
        1: FAMILY,
        2: STYLE,
        3: f"{version:.3f};DECRYPTO;{POSTSCRIPT_NAME}",
        4: FAMILY,
        6: POSTSCRIPT_NAME,
    }
    table = font["name"]
    for record in table.names:
        if record.nameID in names:
            record.string = names[record.nameID]
        elif record.nameID == 5:
            record.string = f"{record.toUnicode()}; subset for decrypto_qt"
    if "CFF " in font:
        cff = font["CFF "].cff
        old = cff.fontNames[0]
        cff.fontNames[0] = POSTSCRIPT_NAME
        top = cff.topDictIndex[0]
        top.FamilyName = FAMILY
        top.FullName = f"{FAMILY} {STYLE}"
        for fd in getattr(top, "FDArray", []):
            name = getattr(fd, "FontName", None)
            if name and name.startswith(old):
                fd.FontName = POSTSCRIPT_NAME + name[len(old) :]


def build(source: Path, output: Path) -> None:
    font = open_source(source)
    cmap = font.getBestCmap()
    wanted = wanted_codepoints()
    missing = sorted(cp for cp in wanted if cp not in cmap)
    # Unassigned code points inside the blocks are expected; report only real text.
    texts = {ord(ch) for ch in gb2312_level1() | text_characters()}
    lacking = [chr(cp) for cp in missing if cp in texts]
    if lacking:
        print(f"note: left to system fonts, not in the source: {''.join(lacking)}", file=sys.stderr)

    options = subset.Options()
    options.hinting = False
    options.desubroutinize = False  # subroutines make the plain .otf smaller
    options.name_IDs = ["*"]  # keep the copyright, licence and designer records
    options.name_languages = ["*"]
    options.notdef_outline = True
    # The Japanese, Korean and Traditional Chinese forms behind 'locl', and the
    # vertical-writing forms, would nearly double the glyph count; Qt widgets set
    # text horizontally and the SC forms are the ones the cmap already gives.
    options.layout_features = [
        tag for tag in options.layout_features if tag not in DROPPED_FEATURES
    ]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(cp for cp in wanted if cp in cmap))
    subsetter.subset(font)
    rename(font)
    font.recalcTimestamp = False  # the same inputs give the same bytes
    output.parent.mkdir(parents=True, exist_ok=True)
    font.save(output)
    size = output.stat().st_size
    glyphs = len(font.getGlyphOrder())
    print(f"wrote {output} ({size:,} bytes, {glyphs:,} glyphs, {len(font.getBestCmap()):,} chars)")
    if size > MAX_BYTES:
        sys.exit(f"error: {output.name} is over {MAX_BYTES:,} bytes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="Noto Sans CJK SC")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args()
    if not args.source.is_file():
        sys.exit(f"error: no source font at {args.source} (apt-get install fonts-noto-cjk)")
    build(args.source, args.output)


if __name__ == "__main__":
    main()
