"""The bundled fonts, and the fallback that lets Chinese render without system CJK fonts.

Windows and macOS ship Chinese fonts; many Linux installs do not, and Qt then
draws empty boxes. :func:`install_fonts` registers ``resources/fonts/`` with Qt
and puts the bundled family after the application's default family, so Latin
text keeps the system font and only the characters it lacks come from the
bundled one. ``tools/build_cjk_font.py`` builds that font.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication
from PySide6.QtWidgets import QApplication

from decrypto_qt.paths import resources_dir

BUNDLED_FAMILY = "Decrypto Sans SC"
"""The family of ``DecryptoSansSC-Subset.otf``: a subset of Noto Sans CJK SC."""

GENERIC_FAMILIES: tuple[str, ...] = ("Sans Serif", "sans-serif")
"""Generic names a style sheet or a platform may ask for; they fall back too."""

FONT_SUFFIXES = frozenset({".otf", ".ttf"})

_registered: dict[Path, list[str]] = {}
"""Font files already given to Qt, with the families each one added."""


def fonts_dir() -> Path:
    """The folder of bundled font files."""
    return resources_dir() / "fonts"


def font_files() -> list[Path]:
    """The bundled ``.otf`` and ``.ttf`` files, in name order."""
    folder = fonts_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in FONT_SUFFIXES)


def _register(path: Path) -> list[str]:
    if path not in _registered:
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            # Unreadable or not a font: leave it out, and do not try again.
            _registered[path] = []
        else:
            _registered[path] = list(QFontDatabase.applicationFontFamilies(font_id))
    return _registered[path]


def install_fonts() -> list[str]:
    """Register the bundled fonts and make :data:`BUNDLED_FAMILY` a fallback.

    Call it once a ``QGuiApplication`` (or ``QApplication``) exists and before
    windows are built; calling it again changes nothing.

    Returns:
        The families the bundled font files provide, in file order, without
        repeats (the same list on every call).

    Raises:
        RuntimeError: when no ``QGuiApplication`` exists yet.
    """
    app = QGuiApplication.instance()
    if app is None:
        raise RuntimeError("install_fonts() needs a QGuiApplication; create one first.")

    families: list[str] = []
    for path in font_files():
        for family in _register(path):
            if family not in families:
                families.append(family)
    if BUNDLED_FAMILY not in families:
        return families

    app_font = QGuiApplication.font()
    default_family = app_font.family()
    system_family = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    chain = list(app_font.families()) or [default_family]
    if BUNDLED_FAMILY not in chain:
        # A generic default such as "Sans Serif" (Qt's usual one on Linux) matches
        # no installed family, so the bundled family listed after it would win
        # for Latin text too. Name the family Qt really draws with first; this
        # must happen before the substitutions below change what it resolves to.
        resolved = QFontInfo(app_font).family()
        chain = [resolved, *(family for family in chain if family != resolved)]
        app_font.setFamilies([*chain, BUNDLED_FAMILY])
        if isinstance(app, QApplication):
            QApplication.setFont(app_font)  # also tells existing widgets
        else:
            QGuiApplication.setFont(app_font)

    for family in (*chain, system_family, *GENERIC_FAMILIES):
        if family and family != BUNDLED_FAMILY:
            # Qt keeps each substitute once, so repeating this is harmless.
            QFont.insertSubstitution(family, BUNDLED_FAMILY)
    return families
