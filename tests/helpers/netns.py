"""Throwaway network namespaces joined by veth links to one bridge: a small LAN in a test.

Only addresses inside these namespaces (10.199.0.0/24) are used; nothing reaches
the machine's own interfaces.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass, field

SUBNET = "10.199.0"


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, text=True)


def namespaces_available() -> str | None:
    """None if this process can create network namespaces, else why not."""
    if os.geteuid() != 0:
        return "creating network namespaces needs root"
    probe = f"dqprobe{os.getpid()}"
    try:
        _ip("netns", "add", probe)
        _ip("netns", "del", probe)
    except (OSError, subprocess.CalledProcessError) as exc:
        return f"cannot create network namespaces here: {exc}"
    return None


@dataclass
class Lan:
    """A bridge namespace and ``hosts`` namespaces, each with eth0 at 10.199.0.N."""

    hosts: int = 3
    # The whole process id: test processes running side by side never share a name (and
    # "dq" + 7 digits + "a12" stays within the 15 characters an interface name may have).
    prefix: str = field(default_factory=lambda: f"dq{os.getpid()}")
    names: list[str] = field(default_factory=list)
    addresses: list[str] = field(default_factory=list)

    @property
    def switch(self) -> str:
        return f"{self.prefix}sw"

    def __enter__(self) -> Lan:
        try:
            _ip("netns", "add", self.switch)
            _ip("-n", self.switch, "link", "add", "br0", "type", "bridge", "mcast_snooping", "0")
            _ip("-n", self.switch, "link", "set", "br0", "up")
            for i in range(1, self.hosts + 1):
                ns = f"{self.prefix}h{i}"
                _ip("netns", "add", ns)
                self.names.append(ns)
                outer, inner = f"{self.prefix}a{i}", f"{self.prefix}b{i}"
                _ip("link", "add", outer, "type", "veth", "peer", "name", inner)
                _ip("link", "set", outer, "netns", self.switch)
                _ip("link", "set", inner, "netns", ns)
                _ip("-n", self.switch, "link", "set", outer, "master", "br0", "up")
                _ip("-n", ns, "link", "set", inner, "name", "eth0")
                address = f"{SUBNET}.{i}"
                _ip("-n", ns, "addr", "add", f"{address}/24", "dev", "eth0")
                _ip("-n", ns, "link", "set", "eth0", "up", "multicast", "on")
                _ip("-n", ns, "link", "set", "lo", "up")
                self.addresses.append(address)
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *_: object) -> None:
        for ns in [*self.names, self.switch]:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)
