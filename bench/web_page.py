"""The browser client: page weight, and time to the first view against a bare page.

    python -m bench.web_page [--runs 7]

A headless host runs as a process; Debian's Chromium (headless, fresh profile each
run) opens its page. Figures:

- page weight: the bytes of every file the page loads before it can be used
  (HTML, script, style, icon, strings, room), as served (no compression);
- time to the page ready (strings loaded and drawn) from navigation start, against a
  bare page with one script served by Python's own HTTP server in the same run;
- time from "Join" to the lobby drawn, which includes the WebSocket handshake and
  the protocol's hello/welcome/lobby.
"""

from __future__ import annotations

import argparse
import http.server
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.browser import chromium  # noqa: E402

BARE = b"""<!doctype html><html><head><meta charset="utf-8"><title>bare</title>
<script src="bare.js" defer></script></head><body><p id="x">bare</p></body></html>"""
BARE_JS = b"window.bareReady = performance.now(); document.getElementById('x').textContent='ok';"


class Bare(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body, kind = (
            (BARE_JS, "text/javascript") if self.path.endswith(".js") else (BARE, "text/html")
        )
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args: object) -> None:
        pass


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    bare = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Bare)
    threading.Thread(target=bare.serve_forever, daemon=True).start()
    bare_url = f"http://127.0.0.1:{bare.server_address[1]}/"
    data = tempfile.mkdtemp()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DECRYPTO_QT_DATA_DIR=data)
    host = subprocess.Popen(
        [sys.executable, "-m", "decrypto_qt", "host", "--headless", "--interface",
         "127.0.0.1", "--no-discovery"],
        stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    url = ""
    assert host.stdout is not None
    for line in host.stdout:
        if m := re.search(r"browsers: (http://\S+)", line):
            url = m.group(1)
            break
    bare_ms: list[float] = []
    ready_ms: list[float] = []
    join_ms: list[float] = []
    weight = font = 0
    try:
        for i in range(runs):
            with chromium() as d:
                d.get(bare_url)
                bare_ms.append(d.execute_script("return window.bareReady"))
            with chromium() as d:
                d.get(url)
                ready = d.execute_script(
                    "return new Promise(r => { const f = () => window.decryptoTimings.ready ?"
                    " r(window.decryptoTimings.ready) : setTimeout(f, 5); f(); })"
                )
                ready_ms.append(ready)
                loaded = d.execute_script(
                    "return performance.getEntriesByType('navigation').concat("
                    "performance.getEntriesByType('resource'))"
                    ".map(e => [e.name, e.encodedBodySize || 0])"
                )
                font = sum(size for name, size in loaded if name.endswith(".otf"))
                weight = sum(size for _, size in loaded) - font
                d.find_element("id", "names").send_keys(f"P{i}")
                start = d.execute_script("return performance.now()")
                d.find_element("id", "join-button").click()
                drawn = d.execute_script(
                    "return new Promise(r => { const f = () => window.decryptoTimings.firstDraw ?"
                    " r(window.decryptoTimings.firstDraw) : setTimeout(f, 5); f(); })"
                )
                join_ms.append(drawn - start)
    finally:
        host.kill()
        bare.shutdown()
    b, r, j = (statistics.median(x) for x in (bare_ms, ready_ms, join_ms))
    print(f"page weight (first view, uncompressed): {weight / 1024:.1f} KiB")
    cjk = (ROOT / "resources" / "fonts" / "DecryptoSansSC-Subset.otf").stat().st_size
    print(f"  + on a device with no Chinese font, the bundled one: {cjk / 1024:.0f} KiB")
    print(f"bare page ready:        median {b:.0f} ms")
    print(f"decrypto page ready:    median {r:.0f} ms  ({r / b:.2f}x the bare page)")
    print(f"join → lobby drawn:     median {j:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
