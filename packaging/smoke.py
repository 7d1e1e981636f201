"""Smoke-test a built bundle: it starts, hosts, plays a computer players' game, opens its window.

    python packaging/smoke.py [dist/decrypto-qt/decrypto-qt]

Everything stays on 127.0.0.1 and runs offscreen. Exits non-zero, saying what
failed, if any step does.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT = Path("dist/decrypto-qt/decrypto-qt")
GAME_SECONDS = 120


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def fail(message: str, output: str = "") -> None:
    print(f"smoke: FAILED: {message}", file=sys.stderr)
    if output:
        print(output, file=sys.stderr)
    sys.exit(1)


def main() -> int:
    exe = Path(sys.argv[1] if len(sys.argv) > 1 else DEFAULT).resolve()
    if not exe.exists():
        fail(f"no bundle at {exe}; build it with bash packaging/build.sh")
    tmp = Path(tempfile.mkdtemp(prefix="decrypto-smoke-"))
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        DECRYPTO_QT_DATA_DIR=str(tmp / "data"),
        DECRYPTO_QT_CACHE_DIR=str(tmp / "cache"),
        XDG_CONFIG_HOME=str(tmp / "config"),
        PYTHONUNBUFFERED="1",
    )

    started = time.monotonic()
    version = subprocess.run([exe, "--version"], capture_output=True, text=True, env=env)
    took = time.monotonic() - started
    if version.returncode != 0 or not version.stdout.startswith("decrypto-qt "):
        fail("--version", version.stdout + version.stderr)
    print(f"smoke: {version.stdout.strip()} ({took * 1000:.0f} ms)")

    port = free_port()
    host = subprocess.Popen(
        [exe, "host", "--headless", "--name", "Smoke", "--interface", "127.0.0.1",
         "--port", str(port), "--start-at", "4", "--timer", "off", "--seed", "3"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
    )  # fmt: skip
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        while line and "address:" not in line:
            line = host.stdout.readline()
        if f"port: {port}" not in line:
            fail("the headless host did not start", line)
        print(f"smoke: host up: {line.strip()}")
        bots = subprocess.run(
            # Computer players: the bundle carries their word model, clue lists and numpy.
            [exe, "bot", "--ai", "--delay", "0", "--join", f"127.0.0.1:{port}", "--count", "4",
             "--seed", "3"],
            capture_output=True, text=True, env=env, timeout=GAME_SECONDS,
        )  # fmt: skip
        over = re.search(r"game over: (.*)", bots.stdout)
        if bots.returncode != 0 or over is None:
            fail("the bot game did not finish", bots.stdout + bots.stderr)
        print(f"smoke: bot game over: {over.group(1)}")
    finally:
        host.send_signal(signal.SIGTERM)
        try:
            out, _ = host.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            host.kill()
            fail("the host did not stop on SIGTERM")
    if host.returncode != 0 or "stopped" not in out:
        fail(f"the host exited with {host.returncode}", out)
    print("smoke: host stopped cleanly")

    # The desktop window: it must start (Qt plugins, fonts, translations) and close
    # cleanly on Ctrl+C.
    app = subprocess.Popen(
        [exe], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
    )
    log_file = tmp / "data" / "logs" / "decrypto_qt.log"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and app.poll() is None:
        if log_file.exists() and "starting" in log_file.read_text(encoding="utf-8"):
            break
        time.sleep(0.1)
    time.sleep(1.0)  # let it paint and start browsing
    if app.poll() is not None:
        fail("the app window exited by itself", app.communicate()[0])
    app.send_signal(signal.SIGINT)
    out, _ = app.communicate(timeout=20)
    if app.returncode != 0:
        fail(f"the app exited with {app.returncode}", out)
    print("smoke: app window opened and closed cleanly")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
