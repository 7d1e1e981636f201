"""The bare baseline: a plain socket server that broadcasts given bytes when poked."""

from __future__ import annotations

import selectors
import socket
import sys


def main() -> None:
    payload = sys.stdin.buffer.readline()  # the bytes to broadcast, newline included
    server = socket.create_server(("127.0.0.1", 0))
    print(server.getsockname()[1], flush=True)
    sel = selectors.DefaultSelector()
    sel.register(server, selectors.EVENT_READ)
    clients: list[socket.socket] = []
    while True:
        for key, _ in sel.select():
            sock = key.fileobj
            if sock is server:
                conn, _ = server.accept()
                conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                clients.append(conn)
                sel.register(conn, selectors.EVENT_READ)
                continue
            assert isinstance(sock, socket.socket)
            data = sock.recv(65536)
            if not data:
                return
            for _ in range(data.count(b"\n")):
                for c in clients:
                    c.sendall(payload)


if __name__ == "__main__":
    main()
