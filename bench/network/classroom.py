"""Classroom benchmark: one host, many tables playing at once, the teacher watching.

``python -m bench.network.classroom [--tables 12] [--players 8] [--pace 0.5]``

One host process (bench/network/class_host.py: a GameHost with the tables and the
teacher's window, shown offscreen, following every table) serves, per table,
``--players`` player windows (bots deciding with :mod:`decrypto_qt.bots.strategy`
from their own views) and one projector window. Each table acts every ``--pace``
seconds (a human table acts about every 5 s, so 0.5 s is 10× human pace), all
tables at once, and every window pings every 2 s on a timer of its own, as the app's
windows do. Measured:

- per action, the time from its bytes going out to the last window of that table
  holding the view it caused (p50, p99);
- the bare baseline in the same run: a plain socket server
  (bench/network/class_bare.py) broadcasting to each table's windows when poked,
  each window a message of the size its views had (a team's view is larger than
  the projector's), at the same pace and with the same receiving loop;
- the host's CPU (fraction of one core, over the playing time) and RSS (peak).
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import random
import selectors
import socket
import statistics
import struct
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from decrypto_qt import __version__
from decrypto_qt.bots.strategy import Strategy
from decrypto_qt.engine import bundled_pack
from decrypto_qt.protocol.limits import HEARTBEAT_SECONDS
from decrypto_qt.protocol.wire import action_to_wire

PY = sys.executable
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
WORDS = bundled_pack("en").words
TICKS = os.sysconf("SC_CLK_TCK")
PING_SECONDS = HEARTBEAT_SECONDS
PING = b'{"type":"ping","t":0}\n'


SERVER_CPUS: set[int] | None = None
"""The CPUs the host (and the bare server) run on, apart from the bots; None: anywhere."""


def pin_apart() -> str:
    """Run the bots on one CPU and the servers on the others, as on a LAN, where the
    windows are other machines and never take the host's CPU. Says what was done."""
    global SERVER_CPUS
    if not hasattr(os, "sched_setaffinity"):
        return "not pinned (no CPU affinity here)"
    cpus = sorted(os.sched_getaffinity(0))
    if len(cpus) < 2:
        return "not pinned (one CPU)"
    SERVER_CPUS = set(cpus[:-1])
    os.sched_setaffinity(0, {cpus[-1]})
    return f"server on CPU {','.join(map(str, cpus[:-1]))}, the bots on CPU {cpus[-1]}"


def _server_affinity() -> None:
    if SERVER_CPUS is not None:
        os.sched_setaffinity(0, SERVER_CPUS)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass
class Win:
    sock: socket.socket
    table: int
    strategy: Strategy | None = None
    raw: bytes = b""
    """The latest view line, parsed only when the bot decides (keeps the loop quick)."""
    queue: list[Any] = field(default_factory=list)
    buffer: bytes = b""
    last_view_at: float = 0.0
    sizes: list[int] = field(default_factory=list)
    """The length of every view line this window received, newline included."""


def status(pid: int, key: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


SO_TIMESTAMPNS = 35
"""Linux: each read tells when its bytes reached the socket (``SCM_TIMESTAMPNS``)."""
KERNEL_TIME = sys.platform == "linux"


class Room:
    """Every window's socket, one selector loop, and what each table is waiting for.

    A line's time is when its bytes reached the window's socket (the kernel's receive
    time, on Linux), not when this one Python loop, busy with 108 windows and the bots'
    decisions, got round to reading it; both the host's run and the bare run are timed
    so. ``user_time`` times lines when read instead (how the loop saw them)."""

    def __init__(self, *, user_time: bool = False) -> None:
        self.sel = selectors.DefaultSelector()
        self.wins: list[Win] = []
        self.lines: list[tuple[Win, bytes, float]] = []
        self.kernel = KERNEL_TIME and not user_time
        # The kernel stamps with the wall clock; the benchmark times with perf_counter.
        self.offset = time.time() - time.perf_counter()
        self.read_lag: list[float] = []
        """Per read, how long the bytes waited in the socket for this loop (seconds)."""

    def connect(self, port: int, table: int) -> Win:
        s = socket.create_connection(("127.0.0.1", port))
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if self.kernel:
            s.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        s.setblocking(False)
        w = Win(s, table)
        self.sel.register(s, selectors.EVENT_READ, w)
        self.wins.append(w)
        return w

    def send(self, w: Win, message: dict[str, Any] | bytes) -> None:
        data = message if isinstance(message, bytes) else json.dumps(message).encode() + b"\n"
        w.sock.setblocking(True)
        w.sock.sendall(data)
        w.sock.setblocking(False)

    def pump(self, timeout: float) -> list[tuple[Win, bytes, float]]:
        out = []
        for key, _ in self.sel.select(timeout):
            w: Win = key.data
            data, ancillary, _flags, _addr = w.sock.recvmsg(1 << 20, socket.CMSG_SPACE(16))
            if not data:
                raise ConnectionError("the host closed a window")
            now = read = time.perf_counter()
            for level, kind, stamp in ancillary:
                if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS and len(stamp) >= 16:
                    sec, nsec = struct.unpack("qq", stamp[:16])
                    now = min(read, sec + nsec / 1e9 - self.offset)
                    self.read_lag.append(read - now)
            *lines, w.buffer = (w.buffer + data).split(b"\n")
            out += [(w, line, now) for line in lines if line]
        return out

    def close(self) -> None:
        for w in self.wins:
            w.sock.close()


class Pings:
    """Every window pings every ``PING_SECONDS``, as the app's do, each on a timer of its
    own that started when it joined: spread over the period, not all at once."""

    def __init__(self, room: Room, rng: random.Random, start: float) -> None:
        self.room = room
        self.due = sorted((start + rng.random() * PING_SECONDS, i) for i in range(len(room.wins)))

    def send_due(self, now: float) -> None:
        while self.due[0][0] <= now:
            due, i = self.due.pop(0)
            self.room.send(self.room.wins[i], PING)
            bisect.insort(self.due, (due + PING_SECONDS, i))


def play(
    tables: int, players: int, pace: float, seconds: float, user_time: bool = False
) -> dict[str, Any]:
    host = subprocess.Popen(
        [PY, "-m", "bench.network.class_host", str(tables), str(players)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=ENV,
        preexec_fn=_server_affinity,
    )
    assert host.stdout is not None and host.stdin is not None
    port = int(host.stdout.readline().split()[1])
    room = Room(user_time=user_time)
    rng = random.Random(1)
    try:
        for t in range(1, tables + 1):
            for i in range(players):
                w = room.connect(port, t)
                team = "white" if i % 2 == 0 else "black"
                hello = {"type": "hello", "protocol": 1, "app": __version__, "table": t}
                room.send(w, {**hello, "names": [f"T{t}P{i}"], "team": team})
            room.connect(port, t)  # the table's projector
            room.send(room.wins[-1], {"type": "hello", "protocol": 1, "app": "p", "table": t})
        started: set[int] = set()
        deadline = time.monotonic() + 60
        while len(started) < tables:
            if time.monotonic() > deadline:
                raise TimeoutError(f"only {len(started)} tables started")
            for w, line, _ in room.pump(1.0):
                if line.startswith(b'{"type":"welcome"'):
                    welcome = json.loads(line)
                    if welcome["seats"]:
                        seat = welcome["seats"][0]
                        w.strategy = Strategy(
                            seat["id"], WORDS, random.Random(seat["id"]), f"{w.table}{seat['team']}"
                        )
                        room.send(w, {"type": "lobby_choice", "ready": True})
                elif line.startswith(b'{"type":"view"'):
                    w.raw = line
                    started.add(w.table)
        # Play: each table acts every ``pace`` seconds, all tables interleaved.
        by_table = {t: [w for w in room.wins if w.table == t] for t in range(1, tables + 1)}
        next_at = {t: time.perf_counter() + rng.random() * pace for t in by_table}
        pending: dict[int, tuple[float, float]] = {}  # table -> (sent, last view seen)
        latencies: list[float] = []
        spans: list[tuple[float, float]] = []
        over: set[int] = set()
        cpu0, wall0 = cpu_seconds(host.pid), time.perf_counter()
        pings = Pings(room, rng, wall0)
        rid = 0
        while time.perf_counter() - wall0 < seconds and len(over) < tables:
            now = time.perf_counter()
            pings.send_due(now)
            for t, wins in by_table.items():
                if t in over or now < next_at[t]:
                    continue
                if t in pending:  # the burst of the last action is over: score it
                    sent, last = pending.pop(t)
                    if last > sent:
                        latencies.append((last - sent) * 1000)
                        spans.append((sent, last))
                next_at[t] = now + pace
                actors = [w for w in wins if w.strategy is not None and w.raw]
                rng.shuffle(actors)
                for w in actors:
                    if not w.queue:
                        view = json.loads(w.raw)["view"]
                        w.queue = list(w.strategy.decide(view))  # type: ignore[union-attr]
                    if w.queue:
                        action = w.queue.pop(0)
                        rid += 1
                        wire = action_to_wire(action)
                        line = json.dumps({"type": "action", "id": rid, "action": wire})
                        # Timed from when its bytes go out, as the bare run's pokes are.
                        sent = time.perf_counter()
                        room.send(w, line.encode() + b"\n")
                        pending[t] = (sent, 0.0)
                        break
                break  # one table per turn of the loop: then read what arrived
            for w, line, at in room.pump(0.002):
                if line.startswith(b'{"type":"view"'):
                    w.raw = line
                    w.sizes.append(len(line) + 1)
                    if w.table in pending:
                        sent, last = pending[w.table]
                        pending[w.table] = (sent, max(last, at))
                    if b'"outcome":null' not in line:
                        over.add(w.table)
        wall = time.perf_counter() - wall0
        cpu = cpu_seconds(host.pid) - cpu0
        if os.environ.get("BENCH_SPANS"):
            Path(os.environ["BENCH_SPANS"]).write_text(json.dumps(spans))
        peak = status(host.pid, "VmHWM")
        rss = status(host.pid, "VmRSS")
        room.close()
    finally:
        host.stdin.close()
        try:
            host.wait(10)
        except subprocess.TimeoutExpired:
            host.kill()
    return {
        "latencies": latencies,
        "cpu": cpu / wall,
        "wall": wall,
        "rss": rss,
        "peak": peak,
        "sizes": [  # by place at a table: its players, then its projector
            round(
                statistics.median([n for wins in by_table.values() for n in wins[i].sizes] or [0])
            )
            for i in range(players + 1)
        ],
        "over": len(over),
        "read_lag": room.read_lag,
    }


def bare(
    tables: int,
    sizes: list[int],
    pace: float,
    samples: int,
    user_time: bool = False,
    *,
    pings: bool = True,
) -> list[float]:
    """Per table, ``len(sizes)`` windows; on a poke the i-th gets ``sizes[i]`` bytes.

    With ``pings``, every window pings as in the host's run and gets its pong: the
    same traffic as the host's run, apart from the game."""
    proc = subprocess.Popen(
        [PY, "-m", "bench.network.class_bare"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        preexec_fn=_server_affinity,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(sizes).encode() + b"\n")
    proc.stdin.flush()
    port = int(proc.stdout.readline())
    room = Room(user_time=user_time)
    try:
        for t in range(1, tables + 1):
            for i in range(len(sizes)):
                room.send(room.connect(port, t), f"{t} {i}\n".encode())
        time.sleep(0.3)  # no handshake to wait for: let the server read every group line
        by_table = {t: [w for w in room.wins if w.table == t] for t in range(1, tables + 1)}
        got = dict.fromkeys(by_table, 0)
        rng = random.Random(2)
        next_at = {t: time.perf_counter() + rng.random() * pace for t in by_table}
        pending: dict[int, tuple[float, float]] = {}
        out: list[float] = []
        pinger = Pings(room, rng, time.perf_counter()) if pings else None
        while len(out) < samples:
            now = time.perf_counter()
            if pinger is not None:
                pinger.send_due(now)
            for t, wins in by_table.items():
                if now < next_at[t]:
                    continue
                if t in pending:
                    sent, last = pending.pop(t)
                    if got[t] == len(wins):
                        out.append((last - sent) * 1000)
                next_at[t] = now + pace
                got[t] = 0
                pending[t] = (time.perf_counter(), 0.0)
                room.send(wins[0], b"x\n")
            for w, line, at in room.pump(0.002):
                if line.startswith(b"{"):
                    continue  # a pong: not part of any broadcast
                if w.table in pending:
                    sent, last = pending[w.table]
                    pending[w.table] = (sent, max(last, at))
                    got[w.table] += 1
    finally:
        room.close()
        proc.kill()
        proc.wait(10)
    return out


def idle_penalty(samples: int = 200) -> tuple[float, float]:
    """How long reading one action line takes here, in a tight loop and after 5 ms idle
    (µs, medians): on some machines code that has not run for a few milliseconds runs
    many times slower, which weighs on a host far more than on the bare server."""
    from decrypto_qt.protocol.wire import parse_client

    line = b'{"type":"action","id":1,"action":{"type":"lock_guess","code":[1,2,3]}}'
    warm, idle = [], []
    for _ in range(samples):
        parse_client(line)
        began = time.perf_counter()
        parse_client(line)
        warm.append(time.perf_counter() - began)
        time.sleep(0.005)
        began = time.perf_counter()
        parse_client(line)
        idle.append(time.perf_counter() - began)
    return statistics.median(warm) * 1e6, statistics.median(idle) * 1e6


def measure_round(args: argparse.Namespace) -> dict[str, Any]:
    """One host run, then the bare baseline twice (with and without pings) at its size."""
    r = play(args.tables, args.players, args.pace, args.seconds, args.user_time)
    lat = r["latencies"]
    base = bare(args.tables, r["sizes"], args.pace, len(lat), args.user_time)
    quiet = bare(args.tables, r["sizes"], args.pace, len(lat), args.user_time, pings=False)
    return {
        **r,
        "p50": statistics.median(lat),
        "p99": pct(lat, 0.99),
        "b50": statistics.median(base),
        "b99": pct(base, 0.99),
        "q99": pct(quiet, 0.99),
    }


def report_round(args: argparse.Namespace, r: dict[str, Any]) -> None:
    p50, p99, b50, b99, q99 = r["p50"], r["p99"], r["b50"], r["b99"], r["q99"]
    print(
        f"actions measured: {len(r['latencies'])} over {r['wall']:.1f} s; tables finished: "
        f"{r['over']}/{args.tables}; view bytes per window of a table (median): {r['sizes']}"
    )
    print(f"action → last window of its table: p50 {p50:.2f} ms, p99 {p99:.2f} ms")
    print(
        f"bare broadcast to a table's windows, the windows pinging as in the host's run: "
        f"p50 {b50:.2f} ms, p99 {b99:.2f} ms"
    )
    print(f"p99 ratio {p99 / b99:.2f}× (target ≤ 3×)")
    print(f"(without the pings, the bare broadcast's p99 is {q99:.2f} ms: ratio {p99 / q99:.2f}×)")
    if r["read_lag"]:
        lag = [x * 1000 for x in r["read_lag"]]
        print(
            "timed when the bytes reached each window's socket; the bots' loop read them "
            f"p50 {statistics.median(lag):.2f} ms, p99 {pct(lag, 0.99):.2f} ms later"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=12)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--pace", type=float, default=0.5, help="seconds between a table's actions")
    parser.add_argument("--seconds", type=float, default=90.0, help="longest playing time")
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="measure the host and the bare baseline this many times, one after the other, "
        "and judge the median of the rounds' ratios (a p99 of about 1,200 actions moves "
        "10-15%% from run to run)",
    )
    parser.add_argument(
        "--user-time",
        action="store_true",
        help="time a view when the bots' loop reads it, not when it reaches the socket",
    )
    parser.add_argument(
        "--no-pin",
        action="store_true",
        help="let the bots share the host's CPUs (by default they run on a CPU of their own)",
    )
    args = parser.parse_args()
    pinning = "not pinned (--no-pin)" if args.no_pin else pin_apart()
    print(f"decrypto_qt classroom benchmark — {__version__}, Python {sys.version.split()[0]}")
    print(
        f"{args.tables} tables × {args.players} players + {args.tables} projectors "
        f"+ the teacher's window; each table acts every {args.pace} s; {pinning}"
    )
    rounds: list[dict[str, Any]] = []
    for n in range(max(1, args.rounds)):
        if args.rounds > 1:
            print(f"round {n + 1} of {args.rounds}:")
        rounds.append(measure_round(args))
        report_round(args, rounds[-1])
    if len(rounds) > 1:
        ratios = sorted(r["p99"] / r["b99"] for r in rounds)
        print(
            f"p99 ratio over {len(rounds)} rounds: median {statistics.median(ratios):.2f}× "
            f"(target ≤ 3×), from {ratios[0]:.2f}× to {ratios[-1]:.2f}×"
        )
    warm, idle = idle_penalty()
    print(
        f"this machine reads an action line in {warm:.1f} µs in a loop, {idle:.1f} µs after "
        f"5 ms idle ({idle / warm:.0f}× slower): the host's Python runs cold after every pause"
    )
    cpu = max(r["cpu"] for r in rounds)
    rss, peak = max(r["rss"] for r in rounds), max(r["peak"] for r in rounds)
    print(f"host CPU: {cpu:.2f} of one core (target < 0.5)")
    mib = f"{rss / 1024:.1f} MiB at the end, peak {peak / 1024:.1f} MiB"
    print(f"host RSS: {mib} (target < 150 MB)")


if __name__ == "__main__":
    main()
