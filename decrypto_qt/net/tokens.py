"""Unguessable tokens, seeds and constant-time comparison, without loading OpenSSL.

``secrets`` and ``hmac`` pull in OpenSSL through ``hashlib`` (about 3.6 MB of
resident memory in the host); ``os.urandom`` and the interpreter's own
constant-time comparison give the same guarantees for what the host needs.
"""

from __future__ import annotations

import base64
import os

try:  # the C comparison hmac itself falls back to; always present in CPython
    from _operator import _compare_digest as _same
except ImportError:  # pragma: no cover - other interpreters
    from hmac import compare_digest as _same  # type: ignore[no-redef]


def new_token() -> str:
    """An unguessable resume token: 192 random bits, URL-safe text."""
    return base64.urlsafe_b64encode(os.urandom(24)).decode("ascii")


def new_seed() -> int:
    """A random 63-bit seed for dealing a game."""
    return int.from_bytes(os.urandom(8), "big") >> 1


def same_secret(a: str, b: str) -> bool:
    """Compare two secrets in time that does not depend on where they differ."""
    return bool(_same(a.encode("utf-8", "replace"), b.encode("utf-8", "replace")))
