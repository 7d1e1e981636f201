"""The host the fan-out benchmark measures: ``decrypto-qt host --headless`` itself, with
its Pause button worked from standard input.

``python -m bench.network.fan_host [HOST OPTIONS]`` runs the command line's headless
host with these options (it prints the same banner); each word ``pause`` or ``resume``
on stdin does what the host's Pause and Resume buttons do (R31), and end of input stops
the host. Nothing else differs from the real host: the same service, sockets and views.
"""

from __future__ import annotations

import os
import sys
from typing import Any


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QSocketNotifier

    from decrypto_qt import cli
    from decrypto_qt.engine import actions as act
    from decrypto_qt.net.service import HostService

    services: list[HostService] = []
    start = HostService.start

    def started(self: HostService, **kwargs: Any) -> int:
        services.append(self)
        return start(self, **kwargs)

    HostService.start = started  # type: ignore[method-assign]
    app = QCoreApplication(sys.argv[:1])  # run_host takes this one
    controls: dict[bytes, type[act.Pause | act.Resume]] = {
        b"pause": act.Pause,
        b"resume": act.Resume,
    }

    def read() -> None:
        data = os.read(sys.stdin.fileno(), 4096)
        if not data:
            app.quit()
            return
        for word in data.split():
            services[0].host.host_action(controls[word]())

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(read)
    return cli.main(["host", "--headless", *sys.argv[1:]])


if __name__ == "__main__":
    raise SystemExit(main())
