"""Network benchmark: fan-out latency, discovery time, host memory.

Run from the repository root (as root for the discovery part):
``python -m bench.network [--samples N] [--quick]``. Every figure comes with a bare
baseline measured in the same run:

- fan-out: the host's Pause or Resume (R31) given → the last of N windows holding
  the new view, against a plain-socket server broadcasting the same bytes to N
  sockets when poked (bench/network/bare.py); both servers are separate processes
  and the same receiving loop measures both. The host is ``decrypto-qt host
  --headless`` with its Pause button worked from stdin (bench/network/fan_host.py).
  Pause and Resume are timed because every window's view shows whether the game is
  paused, so each one moves the view version of every kind of window (both teams'
  players and the tables), and they alternate for as long as the benchmark likes
  with views of the same size. A player's private change (a note, a draft) reaches
  one team's windows only, and the public ones (clues handed in, a guess locked)
  come a few to a round and end with the game;
- discovery: record registered in one network namespace → listed by a browser
  in another;
- memory: the host process with 64 windows in a game against a bare PySide6
  process listening on a QTcpServer.

``--quick`` is the short run for CI (a few samples, one discovery round): its
figures show that the benchmark still runs, not what they would be.
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from decrypto_qt import __version__

PY = sys.executable
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Windows:
    """N plain sockets reading lines, with one selector loop for all of them."""

    def __init__(self, port: int, n: int) -> None:
        self.sel = selectors.DefaultSelector()
        self.socks = []
        self.buffers: dict[socket.socket, bytes] = {}
        for _ in range(n):
            s = socket.create_connection(("127.0.0.1", port))
            s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            s.setblocking(False)
            self.sel.register(s, selectors.EVENT_READ)
            self.socks.append(s)
            self.buffers[s] = b""

    def send(self, i: int, message: dict[str, object]) -> None:
        self.socks[i].setblocking(True)
        self.socks[i].sendall(json.dumps(message).encode() + b"\n")
        self.socks[i].setblocking(False)

    def wait(self, done, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
        """Read until ``done(sock, line)`` has returned True once for every socket."""
        pending = set(self.socks)
        end = time.monotonic() + timeout
        while pending:
            if time.monotonic() > end:
                raise TimeoutError(f"{len(pending)} windows still waiting")
            self._read(pending, done, 1.0)

    def drain(self, seconds: float, see) -> None:  # type: ignore[no-untyped-def]
        """Read for ``seconds``, showing every line to ``see(sock, line)``."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            self._read(set(self.socks), see, left)

    def _read(self, pending, done, timeout: float) -> None:  # type: ignore[no-untyped-def]
        for key, _ in self.sel.select(timeout):
            s = key.fileobj
            assert isinstance(s, socket.socket)
            data = s.recv(1 << 20)
            if not data:
                raise ConnectionError("host closed a window")
            buf = self.buffers[s] + data
            *lines, self.buffers[s] = buf.split(b"\n")
            for line in lines:
                if s in pending and done(s, line):
                    pending.discard(s)

    def close(self) -> None:
        for s in self.socks:
            s.close()


def host_process(data_dir: str) -> tuple[subprocess.Popen[str], int]:
    """``decrypto-qt host --headless`` (through bench/network/fan_host.py) and its port."""
    proc = subprocess.Popen(
        [
            PY,
            "-m",
            "bench.network.fan_host",
            "--interface",
            "127.0.0.1",
            "--no-discovery",
            "--port",
            "0",  # not the app's own port: a real game may be using it
            "--start-at",
            "4",
            "--timer",
            "off",
            "--max-per-address",
            "1000",  # every window of the benchmark comes from this one machine
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=dict(ENV, DECRYPTO_QT_DATA_DIR=data_dir),
    )
    return proc, banner_port(proc)


def banner_port(proc: subprocess.Popen[str]) -> int:
    """The port a ``decrypto-qt host --headless`` process prints in its banner."""
    assert proc.stdout is not None
    for line in proc.stdout:
        if "port:" in line:
            return int(line.split("port:")[1].split()[0])
    raise RuntimeError("the host did not start")


VIEW = b'{"type":"view","version":'


def view_version(line: bytes) -> int | None:
    """The version of a view line (the host writes ``type`` and ``version`` first)."""
    if not line.startswith(VIEW):
        return None
    return int(line[len(VIEW) : line.index(b",", len(VIEW))])


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def fanout(n: int, samples: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as data:
        proc, port = host_process(data)
        try:
            w = Windows(port, n)
            for i in range(n):
                names = [f"P{i}"] if i < 4 else []
                team = "white" if i % 2 == 0 else "black"
                w.send(
                    i,
                    {
                        "type": "hello",
                        "protocol": 1,
                        "app": __version__,
                        "names": names,
                        "team": team,
                    },
                )
            w.wait(lambda s, line: b'"welcome"' in line)
            for i in range(4):
                w.send(i, {"type": "lobby_choice", "id": 1, "ready": True})
            held: dict[socket.socket, int] = {}

            def seen(s: socket.socket, line: bytes) -> bool:
                version = view_version(line)
                if version is None:
                    return False
                held[s] = max(held.get(s, 0), version)
                return True

            w.wait(seen)  # every window holds the game's first view
            w.drain(0.3, seen)  # and any that followed it (seats, presence)
            memory = rss_kib(proc.pid) if n == 64 else 0
            assert proc.stdin is not None
            host_ms: list[float] = []
            payload = b""
            pinged = time.monotonic()
            for k in range(samples):
                time.sleep(0.01)  # the same pacing as for the bare server
                if time.monotonic() - pinged > 1.0:  # heartbeats (outside timing)
                    for i in range(n):
                        w.send(i, {"type": "ping", "t": 0})
                    pinged = time.monotonic()

                def moved(s: socket.socket, line: bytes) -> bool:
                    nonlocal payload
                    version = view_version(line)
                    if version is None or version <= held[s]:
                        return False  # a pong, or a view from before (presence)
                    held[s] = version
                    if s is w.socks[-1]:
                        payload = line + b"\n"
                    return True

                t0 = time.perf_counter()
                proc.stdin.write("pause\n" if k % 2 == 0 else "resume\n")
                proc.stdin.flush()
                w.wait(moved)
                host_ms.append((time.perf_counter() - t0) * 1000)
            w.close()
        finally:
            proc.terminate()
            proc.wait(10)
    bare = subprocess.Popen(
        [PY, "-m", "bench.network.bare"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    assert bare.stdin is not None and bare.stdout is not None
    bare.stdin.write(payload)
    bare.stdin.flush()
    bare_port = int(bare.stdout.readline())
    try:
        w = Windows(bare_port, n)
        time.sleep(0.3)  # let the bare server accept everyone (no handshake to wait for)
        bare_ms: list[float] = []
        for _ in range(samples):
            time.sleep(0.01)  # the same pacing as for the host
            t0 = time.perf_counter()
            w.socks[0].send(b"x\n")
            w.wait(lambda s, line: len(line) + 1 == len(payload))
            bare_ms.append((time.perf_counter() - t0) * 1000)
        w.close()
    finally:
        bare.kill()
        bare.wait(10)
    return {
        "n": n,
        "bytes": len(payload),
        "p50": statistics.median(host_ms),
        "p99": pct(host_ms, 0.99),
        "bare_p50": statistics.median(bare_ms),
        "bare_p99": pct(bare_ms, 0.99),
        "rss_kib": memory,
    }


def bare_pyside_rss() -> int:
    code = (
        "import sys; from PySide6.QtCore import QCoreApplication; "
        "from PySide6.QtNetwork import QTcpServer, QHostAddress; app = QCoreApplication([]); "
        "s = QTcpServer(); s.listen(QHostAddress('127.0.0.1'), 0); print('ready', flush=True); "
        "sys.stdin.readline()"
    )
    proc = subprocess.Popen(
        [PY, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=ENV
    )
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.readline()
    rss = rss_kib(proc.pid)
    proc.stdin.write("\n")
    proc.stdin.flush()
    proc.wait(10)
    return rss


def discovery(rounds: int) -> list[tuple[float, float]] | str:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from tests.helpers.netns import Lan, namespaces_available

    why = namespaces_available()
    if why:
        return why
    out: list[tuple[float, float]] = []
    with Lan(hosts=2) as lan:
        for r in range(rounds):
            room = f"Bench room {r}"
            browse = subprocess.Popen(
                [
                    "ip",
                    "netns",
                    "exec",
                    lan.names[1],
                    PY,
                    "-m",
                    "bench.network.probe",
                    "browse",
                    room,
                ],
                stdout=subprocess.PIPE,
                text=True,
                env=ENV,
            )
            assert browse.stdout is not None
            assert browse.stdout.readline().startswith("browsing")
            adv = subprocess.Popen(
                [
                    "ip",
                    "netns",
                    "exec",
                    lan.names[0],
                    PY,
                    "-m",
                    "bench.network.probe",
                    "advertise",
                    room,
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env=ENV,
            )
            assert adv.stdout is not None and adv.stdin is not None
            started = float(adv.stdout.readline().split()[1])
            registered = float(adv.stdout.readline().split()[1])
            found = float(browse.stdout.readline().split()[1])
            out.append((found - registered, found - started))
            browse.wait(20)
            adv.stdin.write("\n")
            adv.stdin.flush()
            adv.wait(20)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--discovery-rounds", type=int, default=8)
    parser.add_argument(
        "--quick",
        action="store_true",
        help="the short run for CI: 10 samples, one discovery round (figures not meaningful)",
    )
    args = parser.parse_args()
    if args.quick:
        args.samples, args.discovery_rounds = 10, 1
    print(f"decrypto_qt network benchmark — {__version__}, Python {sys.version.split()[0]}")
    print(
        f"{'windows':>8} {'bytes':>6} {'host p50':>9} {'host p99':>9} "
        f"{'bare p50':>9} {'bare p99':>9} {'p99 ratio':>9}"
    )
    results = []
    for n in (8, 64, 256):
        r = fanout(n, args.samples)
        results.append(r)
        print(
            f"{n:>8} {r['bytes']:>6.0f} {r['p50']:>7.3f}ms {r['p99']:>7.3f}ms "
            f"{r['bare_p50']:>7.3f}ms {r['bare_p99']:>7.3f}ms {r['p99'] / r['bare_p99']:>8.2f}×"
        )
    per_window = [r["p50"] / r["n"] * 1000 for r in results]
    print(
        "host p50 per window: "
        + ", ".join(f"{r['n']}: {x:.1f} µs" for r, x in zip(results, per_window, strict=True))
    )
    bare_rss = bare_pyside_rss()
    host_rss = next(r["rss_kib"] for r in results if r["n"] == 64)
    print(
        f"memory: host with 64 windows {host_rss / 1024:.1f} MiB, bare PySide6 process "
        f"{bare_rss / 1024:.1f} MiB, ratio {host_rss / bare_rss:.2f}×"
    )
    d = discovery(args.discovery_rounds)
    if isinstance(d, str):
        print(f"discovery: not measured ({d})")
    else:
        after = [a for a, _ in d]
        total = [t for _, t in d]
        print(
            "discovery across namespaces: listed "
            f"{statistics.median(after) * 1000:+.0f} ms after registration returned "
            f"(median; negative = before it returned), {statistics.median(total) * 1000:.0f} ms "
            f"after advertising started (median, max {max(total) * 1000:.0f} ms, {len(d)} rounds)"
        )


if __name__ == "__main__":
    main()
