"""Hosts, bots and windows on 127.0.0.1 for network tests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import Settings, bundled_pack
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost

LOOPBACK = "127.0.0.1"
WORDS = bundled_pack("en").words


def make_host(
    tmp_path: Path, *, start_at: int | None = 4, seed: int = 1, **kwargs: object
) -> GameHost:
    kwargs.setdefault("settings", Settings(timer_seconds=None))
    host = GameHost(
        "Test room",
        pack=bundled_pack("en"),
        data_dir=tmp_path,
        start_at=start_at,
        seed=seed,
        **kwargs,  # type: ignore[arg-type]
    )
    host.listen(LOOPBACK, 0)
    return host


def make_bot(
    port: int, name: str, team: str, *, seed: int = 0, secret: bool = True, **kw: object
) -> Bot:
    conn = HostConnection(LOOPBACK, port, names=(name,), team=team, **kw)  # type: ignore[arg-type]
    bot = Bot(
        conn,
        WORDS,
        rng=random.Random(f"{seed}-{name}"),
        secret=str(seed) if secret else None,
    )
    conn.open()
    return bot


@contextmanager
def table_of(host: GameHost, bots: int = 4, seed: int = 0) -> Iterator[list[Bot]]:
    """``bots`` bots alternating White and Black, closed afterwards."""
    made = [
        make_bot(host.port, f"Bot{i}", "white" if i % 2 == 0 else "black", seed=seed)
        for i in range(bots)
    ]
    try:
        yield made
    finally:
        for b in made:
            b.conn.close()
