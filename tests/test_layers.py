"""The package reads top to bottom: every import, type-only ones included, goes down the layers
of docs/architecture.md, and no import closes a circle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "decrypto_qt"

LAYERS: dict[str, int] = {
    # the ground: pure data and rules, no Qt, no sockets, no clock
    "engine": 0,
    "paths": 0,
    "languages": 0,
    "logfile": 0,
    "platform_check": 0,
    "protocol": 1,
    "qtsignals": 1,
    "qtimport": 1,
    # the host and everything on the wire: tables, seats, saves, discovery, the web server
    "net": 2,
    "web": 2,
    # players: what understands words (ai), then what drives a seat over the network (bots)
    "ai": 3,
    "bots": 4,
    # the windows, then the command line that starts them (or a host without them)
    "ui": 5,
    "headless": 6,
    "cli": 6,
    "__main__": 7,
    "__init__": 0,
}
"""Each part of the package and its layer: a module may import only from its own layer or
lower ones."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports() -> dict[str, set[str]]:
    """Every module of the package → the package's modules it imports (type-only too)."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    out: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                for alias in node.names:
                    child = f"{base}.{alias.name}"
                    found.add(child if child in modules else base)
        out[name] = {m for m in found if m in modules and m != name}
    return out


def layer_of(module: str) -> int:
    parts = module.split(".")
    return LAYERS[parts[1] if len(parts) > 1 else "__init__"]


def test_every_part_of_the_package_has_a_layer() -> None:
    parts = {m.split(".")[1] for m in imports() if "." in m}
    assert parts <= set(LAYERS), f"give these a layer here and in docs/architecture.md: {parts}"


def test_no_import_climbs_a_layer() -> None:
    climbing = sorted(
        f"{a} -> {b}"
        for a, targets in imports().items()
        for b in targets
        if layer_of(b) > layer_of(a)
    )
    assert climbing == []


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_imports_close_a_circle() -> None:
    assert circles(imports()) == []


def test_no_packages_import_each_other() -> None:
    packages: dict[str, set[str]] = {}
    for a, targets in imports().items():
        pa = ".".join(a.split(".")[:2])
        packages.setdefault(pa, set()).update(
            pb for b in targets if (pb := ".".join(b.split(".")[:2])) != pa
        )
    assert circles(packages) == []


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        ({"a": {"b"}, "b": {"a"}}, [["a", "b"]]),
        ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
    ],
)
def test_a_circle_is_found_when_there_is_one(
    graph: dict[str, set[str]], expected: list[list[str]]
) -> None:
    assert circles(graph) == expected
