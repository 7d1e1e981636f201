"""The bundled font draws every Chinese character the app shows, with no system CJK font."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics, QGuiApplication, QRawFont
from PySide6.QtWidgets import QApplication

from decrypto_qt.engine import bundled_pack
from decrypto_qt.paths import resources_dir
from decrypto_qt.ui.fonts import BUNDLED_FAMILY, fonts_dir, install_fonts

SAMPLE = "主持游戏 加入 密码 回合 拦截 误解 关键词"
"""UI words to check while no Chinese translation exists yet."""

REBUILD = "add them by running: python tools/build_cjk_font.py"


def zh_translation_files() -> list[Path]:
    folder = resources_dir() / "translations"
    if not folder.is_dir():
        return []
    files = sorted(folder.glob("*zh_CN*.ts"))
    assert files, f"{folder} holds no *zh_CN*.ts file"
    return files


def translated_text(path: Path, *, new_only: bool) -> str:
    """The ``<translation>`` texts of a Qt ``.ts`` file.

    With ``new_only``, only the characters a translation adds to its English
    source: symbols such as ✖ are drawn by the same font in every language.
    """
    parts: list[str] = []
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None:
            continue
        text = "".join(translation.itertext())
        if new_only:
            source = message.findtext("source") or ""
            text = "".join(ch for ch in text if ch not in source)
        parts.append(text)
    return "".join(parts)


def chinese_text(*, new_only: bool = False) -> str:
    """Everything the app may show in Chinese: the word pack and the translations."""
    parts = [*bundled_pack("zh").words, SAMPLE]
    parts += [translated_text(path, new_only=new_only) for path in zh_translation_files()]
    return "".join(parts)


def characters(text: str) -> list[str]:
    return sorted({ch for ch in text if ch.isprintable() and not ch.isspace()})


def report(missing: list[str], how: str) -> str:
    listed = " ".join(f"{ch} (U+{ord(ch):04X})" for ch in missing)
    return f"{len(missing)} character(s) missing from {how}: {listed}; {REBUILD}"


def bundled_only() -> QFont:
    """The bundled family alone: Qt may not borrow glyphs from other fonts."""
    font = QFont()
    font.setFamilies([BUNDLED_FAMILY])
    font.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
    font.setPixelSize(20)
    return font


def test_the_bundled_font_files_are_present_with_their_licence() -> None:
    font = fonts_dir() / "DecryptoSansSC-Subset.otf"
    assert font.is_file()
    assert font.stat().st_size < 3_000_000
    assert "SIL OPEN FONT LICENSE Version 1.1" in (fonts_dir() / "OFL.txt").read_text("utf-8")


def test_the_bundled_family_is_registered_and_follows_the_default_family(
    qapp: QApplication,
) -> None:
    families = install_fonts()
    assert BUNDLED_FAMILY in families
    assert BUNDLED_FAMILY in QFontDatabase.families()

    app_font = QGuiApplication.font()
    chain = app_font.families()
    assert chain[0] == app_font.family() != BUNDLED_FAMILY, chain
    assert chain[-1] == BUNDLED_FAMILY, chain
    # Latin text keeps the system's font; the bundled one only fills gaps.
    assert QFontInfo(app_font).family() != BUNDLED_FAMILY
    for family in (app_font.family(), "Sans Serif", "sans-serif"):
        substitutes = [name.casefold() for name in QFont.substitutes(family)]
        assert BUNDLED_FAMILY.casefold() in substitutes, (family, substitutes)


def test_installing_twice_changes_nothing(qapp: QApplication) -> None:
    first = install_fonts()
    chain = QGuiApplication.font().families()
    substitutes = QFont.substitutes("Sans Serif")

    assert install_fonts() == first
    assert QGuiApplication.font().families() == chain
    assert chain.count(BUNDLED_FAMILY) == 1
    assert QFont.substitutes("Sans Serif") == substitutes


def test_the_bundled_font_has_every_chinese_character(qapp: QApplication) -> None:
    install_fonts()
    wanted = characters(chinese_text(new_only=True))

    raw = QRawFont.fromFont(bundled_only(), QFontDatabase.WritingSystem.SimplifiedChinese)
    assert raw.isValid()
    assert raw.familyName() == BUNDLED_FAMILY
    # The code point, not the str: PySide turns some str arguments into the wrong QChar.
    missing = [ch for ch in wanted if not raw.supportsCharacter(ord(ch))]
    assert not missing, report(missing, f"the {BUNDLED_FAMILY} font file")

    metrics = QFontMetrics(bundled_only())
    missing = [ch for ch in wanted if not metrics.inFontUcs4(ord(ch))]
    assert not missing, report(missing, f"{BUNDLED_FAMILY} as Qt draws it")


@pytest.mark.parametrize("pixel_size", [12, 32])
def test_the_app_font_draws_every_chinese_character(qapp: QApplication, pixel_size: int) -> None:
    install_fonts()
    font = QGuiApplication.font()
    font.setPixelSize(pixel_size)
    metrics = QFontMetrics(font)
    missing = [ch for ch in characters(chinese_text()) if not metrics.inFontUcs4(ord(ch))]
    assert not missing, report(missing, "the application font and its fallbacks")


def test_bold_chinese_is_really_bold(qapp: QApplication) -> None:
    """Headings in Chinese are set bold: the bundled face must draw them heavier."""
    from PySide6.QtWidgets import QLabel

    install_fonts()

    def ink(bold: bool) -> int:
        label = QLabel("白队加密者拦截")
        font = QFont(label.font())
        font.setPointSize(20)
        font.setBold(bold)
        label.setFont(font)
        label.adjustSize()
        image = label.grab().toImage()
        return sum(
            1
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).lightness() < 100
        )

    assert ink(True) > ink(False) * 1.3
