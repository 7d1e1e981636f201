"""The languages the app speaks, below every layer that speaks them (windows, browser page).

Pure data: the windows' translations (:mod:`decrypto_qt.ui.i18n`) and the browser page's
catalogue (:mod:`decrypto_qt.web.catalogue`) both read it.
"""

from __future__ import annotations

LANGUAGES: dict[str, str] = {
    "en": "English",
    "zh_CN": "简体中文",
    "fr": "Français",
    "nl": "Nederlands",
}
"""Language code → its own name, in the order the language menu shows them."""

WORD_PACKS: dict[str, str] = {"en": "en", "zh_CN": "zh", "fr": "fr", "nl": "nl"}
"""Language code → the bundled word pack a host in that language deals from."""
