"""About and diagnostics: version, where files live, and network help.

The network tab lists every IPv4 address with whether games are advertised on
it, checks that the game's port accepts connections on each, and says what to
do when the game does not show up in the other computers' lists.
"""

from __future__ import annotations

import platform
import socket
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, QTimer, qVersion
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from decrypto_qt import __version__
from decrypto_qt.ui.prefs import Prefs

translate = QCoreApplication.translate

PORT_CHECK_SECONDS = 0.5


def port_accepts(address: str, port: int, timeout: float = PORT_CHECK_SECONDS) -> bool:
    """Whether a TCP connection to ``address:port`` succeeds (blocking: not for the GUI
    thread; the dialog probes with sockets on the event loop)."""
    try:
        with socket.create_connection((address, port), timeout=timeout):
            return True
    except OSError:
        return False


def network_help_html() -> str:
    """What to try when a game does not appear on the other computers."""
    items = [
        translate(
            "Diagnostics",
            "<b>Windows:</b> the first time the app runs, Windows asks whether to allow it on networks: allow <i>Private networks</i>. The Wi-Fi must be set to <i>Private</i>, not <i>Public</i> (Settings → Network &amp; Internet → your network).",
        ),
        translate(
            "Diagnostics",
            "<b>macOS:</b> allow <i>Local Network</i> access when asked, or later in System Settings → Privacy &amp; Security → Local Network. If the firewall is on, allow incoming connections for the app.",
        ),
        translate(
            "Diagnostics",
            "<b>Linux:</b> a firewall may block discovery (UDP port 5353, mDNS) and the game's TCP port. With ufw: <code>sudo ufw allow 5353/udp</code> and <code>sudo ufw allow PORT/tcp</code>, replacing PORT with the port shown on the table.",
        ),
        translate(
            "Diagnostics",
            "<b>Guest and school Wi-Fi</b> often keeps computers from seeing each other (client isolation). Use a network without client isolation, a phone's hotspot, or a cable.",
        ),
        translate(
            "Diagnostics",
            "<b>Still not listed?</b> Use <i>Join by address</i> in the start window with the address and port shown on the table. If that fails too, the computers cannot reach each other on this network.",
        ),
    ]
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


class DiagnosticsDialog(QDialog):
    """About, files and network help; ``port`` is the game this computer hosts, if any."""

    def __init__(
        self,
        *,
        port: int | None = None,
        data_dir: Path | None = None,
        log_file: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.port = port
        self.setWindowTitle(translate("Diagnostics", "About and diagnostics"))
        self.resize(720, 560)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs)
        # About and files
        about = QLabel(self)
        about.setWordWrap(True)
        about.setOpenExternalLinks(False)
        settings_file = Prefs().qs.fileName()
        if data_dir is None:
            from decrypto_qt.net.autosave import data_dir as default_data_dir

            data_dir = default_data_dir()
        rows = [
            (translate("Diagnostics", "Version"), f"decrypto-qt {__version__}"),
            (
                translate("Diagnostics", "Running on"),
                f"Python {platform.python_version()}, Qt {qVersion()}, PySide6 {pyside_version}",
            ),
            (translate("Diagnostics", "System"), f"{platform.system()} {platform.release()}"),
            (translate("Diagnostics", "Settings"), settings_file),
            (translate("Diagnostics", "Saved games"), str(data_dir)),
            (translate("Diagnostics", "Log file"), str(log_file) if log_file else "—"),
        ]
        self.paths = dict(rows)
        about.setText(
            "<p><b>Decrypto (LAN)</b> — "
            + translate(
                "Diagnostics",
                "An unofficial fan-made app, not affiliated with the publishers of Decrypto.",
            )
            + "</p><table>"
            + "".join(f"<tr><td><b>{k}</b>&nbsp;&nbsp;</td><td>{v}</td></tr>" for k, v in rows)
            + "</table>"
        )
        about.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tabs.addTab(about, translate("Diagnostics", "About"))
        # Network
        net = QWidget(self)
        net_layout = QVBoxLayout(net)
        self.port_label = QLabel(net)
        net_layout.addWidget(self.port_label)
        self.table = QTableWidget(0, 3, net)
        self.table.setHorizontalHeaderLabels(
            [
                translate("Diagnostics", "Interface"),
                translate("Diagnostics", "Address"),
                translate("Diagnostics", "Used for games"),
            ]
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        net_layout.addWidget(self.table)
        self.check_button = QPushButton(translate("Diagnostics", "&Check the port"), net)
        self.check_button.clicked.connect(self.check_port)
        self.check_button.setEnabled(port is not None)
        net_layout.addWidget(self.check_button)
        self.help = QTextBrowser(net)
        self.help.setHtml(network_help_html())
        net_layout.addWidget(self.help, 1)
        self.tabs.addTab(net, translate("Diagnostics", "Network"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh()

    def show_network(self) -> None:
        self.tabs.setCurrentIndex(1)

    def refresh(self) -> None:
        from decrypto_qt.net.discovery import interfaces_report

        if self.port is None:
            self.port_label.setText(
                translate(
                    "Diagnostics",
                    "This computer is not hosting a game. Addresses it would advertise:",
                )
            )
        else:
            self.port_label.setText(
                translate("Diagnostics", "Hosting on TCP port %1, advertised on:").replace(
                    "%1", str(self.port)
                )
            )
        why = {
            "loopback": translate("Diagnostics", "no: this computer only"),
            "link-local": translate("Diagnostics", "no: no network address yet"),
            "virtual": translate("Diagnostics", "no: virtual machine, container or VPN"),
        }
        report = interfaces_report()
        self.table.setRowCount(len(report))
        for row, entry in enumerate(report):
            used = (
                translate("Diagnostics", "yes")
                if entry.advertised
                else why.get(entry.why_not, entry.why_not)
            )
            for col, text in enumerate((entry.interface, entry.address, used)):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.report = report

    def check_port(self) -> None:
        """Try the game's port on every advertised address (and loopback), without blocking
        the window: each answer, or the lack of one, is written into the table."""
        if self.port is None:
            return
        for row, entry in enumerate(self.report):
            if entry.advertised or entry.why_not == "loopback":
                self._probe(row, entry.address, self.port)

    def _probe(self, row: int, address: str, port: int) -> None:
        socket_ = QTcpSocket(self)
        done = False

        def finish(ok: bool) -> None:
            nonlocal done
            if done:
                return
            done = True
            socket_.abort()
            socket_.deleteLater()
            mark = (
                "✔ " + translate("Diagnostics", "port open")
                if ok
                else "✖ " + translate("Diagnostics", "port closed")
            )
            item = self.table.item(row, 2)
            if item is not None:
                item.setText(f"{item.text()} — {mark}")

        socket_.connected.connect(lambda: finish(True))
        socket_.errorOccurred.connect(lambda _error: finish(False))
        QTimer.singleShot(int(PORT_CHECK_SECONDS * 1000), self, lambda: finish(False))
        socket_.connectToHost(address, port)
