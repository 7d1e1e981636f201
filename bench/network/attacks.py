"""Hostile clients against a headless host on 127.0.0.1, and what they achieve.

``python -m bench.network.attacks [--quick]`` starts a host process (with a PIN)
and plays, with plain sockets from this process:

- PIN guessing from one address, one hello after another: answers per second,
  PINs actually checked per second, and the time the whole 4-digit space would
  take at that pace (with the throttle's own model beside it); then from many
  addresses (127.0.1.x);
- hellos with made-up resume tokens that then disconnect: windows the host still
  holds afterwards (in its autosave), and whether a real joiner gets in;
- a lobby stuffed with windows of 8 long names: the largest line the host sent;
- a flood of legal note edits in a game: the size of the autosave and journal.

Figures only (no pass or fail); ``--quick`` is the short run for CI.
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from bench.network.__main__ import ENV, PY, banner_port
from decrypto_qt import __version__
from decrypto_qt.net.throttle import PinThrottle
from decrypto_qt.protocol.limits import MAX_LINE_BYTES, PROTOCOL_VERSION

PIN = "4321"


def start_host(data_dir: str, *extra: str) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [
            *(PY, "-m", "decrypto_qt", "host", "--headless", "--interface", "127.0.0.1"),
            *("--no-discovery", "--no-web", "--timer", "off", "--pin", PIN, "--port", "0"),
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=dict(ENV, DECRYPTO_QT_DATA_DIR=data_dir),
    )
    return proc, banner_port(proc)


class Peer:
    """One blocking socket that reads whole lines."""

    def __init__(self, port: int, source: str | None = None) -> None:
        self.sock = socket.create_connection(
            ("127.0.0.1", port), timeout=10, source_address=(source, 0) if source else None
        )
        self.buffer = b""
        self.longest = 0

    def send(self, **message: object) -> None:
        self.sock.sendall(json.dumps(message).encode() + b"\n")

    def hello(self, *names: str, **extra: object) -> None:
        self.send(type="hello", protocol=PROTOCOL_VERSION, app=__version__, names=names, **extra)

    def read(self) -> dict[str, object] | None:
        while b"\n" not in self.buffer:
            data = self.sock.recv(1 << 16)
            if not data:
                return None
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        self.longest = max(self.longest, len(line) + 1)
        return json.loads(line)  # type: ignore[no-any-return]

    def until(self, *kinds: str) -> dict[str, object] | None:
        while (message := self.read()) is not None:
            if message["type"] in kinds:
                return message
        return None

    def close(self) -> None:
        self.sock.close()


def guesses(port: int, seconds: float, sources: list[str]) -> dict[str, float]:
    """Wrong PINs, one hello after another, cycling through ``sources``."""
    answered = checked = 0
    pin = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        peer = Peer(port, sources[answered % len(sources)])
        peer.hello(pin=f"{pin:04d}" if f"{pin:04d}" != PIN else "0000")
        refused = peer.until("refused", "welcome")
        peer.close()
        answered += 1
        if refused is not None and refused.get("code") == "hello/pin":
            checked += 1
            pin += 1
    # The first tries are free, so a short run checks more per second than a long one:
    # the throttle model (above) gives the pace over the whole space.
    return {
        "seconds": seconds,
        "hellos_answered_per_s": round(answered / seconds, 1),
        "pins_checked": checked,
        "pins_checked_per_s": round(checked / seconds, 3),
    }


def spectator_flood(port: int, data_dir: Path, count: int) -> dict[str, object]:
    """Hellos with made-up tokens from several addresses, each then gone."""
    refused = 0
    for n in range(count):
        peer = Peer(port, f"127.0.2.{n % 200 + 1}")
        peer.hello(resume=f"made-up-{n}", pin=PIN)
        if (peer.until("welcome", "refused") or {}).get("type") == "refused":
            refused += 1
        peer.close()
    joiner = Peer(port, "127.0.3.1")
    joiner.hello("Newcomer", pin=PIN)
    answer = joiner.until("welcome", "refused") or {}
    time.sleep(1.5)  # the snapshot of a seat change is on disk within a second
    saved = json.loads((data_dir / "autosave.json").read_text(encoding="utf-8"))
    joiner.close()
    return {
        "hellos": count,
        "refused": refused,
        "windows_held_after": len(saved["seats"]["windows"]),
        "real_joiner": answer.get("type"),
    }


def one_address_cap(port: int) -> dict[str, int]:
    peers, welcomed = [], 0
    for _ in range(60):
        peer = Peer(port, "127.0.4.1")
        peer.hello(pin=PIN)
        if (peer.until("welcome", "refused") or {}).get("type") == "welcome":
            welcomed += 1
        peers.append(peer)
    for peer in peers:
        peer.close()
    return {"connections_tried": 60, "welcomed": welcomed}


def stuffed_lobby(port: int, windows: int) -> dict[str, object]:
    watcher = Peer(port, "127.0.5.1")
    watcher.hello(pin=PIN)
    watcher.until("welcome")
    stuffers, seated = [], 0
    for w in range(windows):
        peer = Peer(port, f"127.0.6.{w + 1}")
        peer.hello(*[f"{w:02d}{k}" + "\U0001f600" * 37 for k in range(8)], pin=PIN)
        if (peer.until("welcome", "refused") or {}).get("type") == "welcome":
            seated += 8
        stuffers.append(peer)
    watcher.send(type="ping", t=1)
    watcher.until("pong")
    for peer in stuffers:
        peer.close()
    return {
        "windows_of_8": windows,
        "players_seated": seated,
        "largest_line_bytes": watcher.longest,
        "line_limit": MAX_LINE_BYTES,
    }


def note_flood(port: int, data_dir: Path, seconds: float) -> dict[str, object]:
    """Four players start a game; one sends legal note edits at 150 a second."""
    players = []
    for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]:
        peer = Peer(port, f"127.0.7.{len(players) + 1}")
        peer.hello(name, team=team, pin=PIN)
        peer.until("welcome")
        players.append(peer)
    for peer in players:
        peer.send(type="lobby_choice", id=1, ready=True)
    players[1].until("view")
    sent, end = 0, time.monotonic() + seconds
    while time.monotonic() < end:
        text = f"{sent:06d} " + "x" * 480
        action = {"type": "set_note", "keyword": sent % 4 + 1, "text": text}
        players[1].send(type="action", id=sent, action=action)
        sent += 1
        time.sleep(1 / 150)
    players[1].send(type="ping", t=2)
    players[1].until("pong")
    journal = data_dir / "journal.jsonl"
    size = (data_dir / "autosave.json").stat().st_size
    size += journal.stat().st_size if journal.exists() else 0
    for peer in players:
        peer.close()
    return {"note_edits": sent, "seconds": seconds, "save_and_journal_bytes": size}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a short run, for CI")
    args = parser.parse_args()
    seconds = 3.0 if args.quick else 20.0
    model = PinThrottle()
    report: dict[str, object] = {
        "throttle_model": {
            "days_for_10000_from_one_address": round(model.seconds_for(10_000) / 86_400, 2),
            "hours_for_10000_from_254_addresses": round(
                model.seconds_for(10_000, addresses=254) / 3600, 1
            ),
        }
    }
    with tempfile.TemporaryDirectory(prefix="decrypto-attacks-") as tmp:
        data = Path(tmp)
        proc, port = start_host(tmp)
        try:
            # The room is not yet paced by wrong PINs for these three.
            report["windows"] = spectator_flood(port, data, 100 if args.quick else 400)
            report["one_address"] = one_address_cap(port)
            report["lobby"] = stuffed_lobby(port, 10 if args.quick else 60)
            report["pin_one_address"] = guesses(port, seconds, ["127.0.0.1"])
            many = [f"127.0.1.{n}" for n in range(1, 65)]
            report["pin_64_addresses"] = guesses(port, seconds, many)
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    with tempfile.TemporaryDirectory(prefix="decrypto-attacks-") as tmp:
        proc, port = start_host(tmp, "--start-at", "4")
        try:
            report["notes"] = note_flood(port, Path(tmp), seconds)
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
