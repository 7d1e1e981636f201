"""The page's strings come from the same translations as the windows, complete in every language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from decrypto_qt.web.catalogue import LANGUAGES, catalogue
from decrypto_qt.web.strings import STRINGS

ROOT = Path(__file__).resolve().parents[2]
APP_JS = (ROOT / "resources" / "web" / "app.js").read_text(encoding="utf-8")
HTML = (ROOT / "resources" / "web" / "index.html").read_text(encoding="utf-8")


def finished(language: str) -> dict[tuple[str, str], str]:
    ts = ROOT / "resources" / "translations" / f"decrypto_qt_{language}.ts"
    out = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            if tr is not None and tr.get("type") is None and (tr.text or "").strip():
                out[(name, m.findtext("source") or "")] = tr.text or ""
    return out


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_page_string_has_a_finished_translation_and_it_is_served(language: str) -> None:
    done = finished(language)
    served = catalogue(language)
    for key, (context, source) in STRINGS.items():
        assert (context, source) in done, (language, key, source)
        assert served[key] == done[(context, source)], key
        # The page fills in %1, %2: a translation keeps every placeholder.
        assert set(re.findall(r"%\d", served[key])) == set(re.findall(r"%\d", source)), key


def test_english_is_the_source_text() -> None:
    assert catalogue("en") == {key: source for key, (_, source) in STRINGS.items()}


def test_every_key_the_page_asks_for_exists() -> None:
    asked = set(re.findall(r'\bt\("([a-z_0-9]+)"', APP_JS))
    asked |= set(re.findall(r'data-t="([a-z_0-9]+)"', HTML))
    asked |= {f"rule_{n}" for n in range(1, 6)}
    assert asked <= set(STRINGS), asked - set(STRINGS)


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(KeyError):
        catalogue("xx")
