"""The engine is pure: no Qt, sockets, zeroconf, clock or global randomness."""

import ast
import os
import subprocess
import sys
from pathlib import Path

import decrypto_qt.engine

ENGINE = Path(decrypto_qt.engine.__file__).parent
# The interpreter itself loads ``time`` and the standard library ``threading``;
# the AST check below keeps the engine from reading the clock.
FORBIDDEN_MODULES = (
    "PySide6",
    "shiboken6",
    "socket",
    "zeroconf",
    "ifaddr",
    "asyncio",
    "selectors",
    "ssl",
)


def test_importing_the_engine_loads_no_qt_socket_or_zeroconf_module() -> None:
    code = (
        "import sys; import decrypto_qt.engine; "
        "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))"
    )
    # Without coverage's subprocess measurement, which loads socket for itself.
    env = {k: v for k, v in os.environ.items() if not k.startswith("COVERAGE_")}
    out = subprocess.run(
        [sys.executable, "-X", "frozen_modules=off", "-c", code],
        check=True,
        capture_output=True,
        text=True,
        env=env,
    ).stdout.split()
    assert "decrypto_qt" in out
    loaded = [m for m in FORBIDDEN_MODULES if m in out]
    assert loaded == []


def test_the_engine_never_reads_a_clock_or_the_global_random_generator() -> None:
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names]
                module = getattr(node, "module", None) or ""
                assert not {"time", "datetime", "socket", "PySide6"} & {module, *names}, path.name
            is_attr = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            if is_attr and node.value.id == "random":  # type: ignore[attr-defined]
                assert node.attr == "Random", f"{path.name}: random.{node.attr}"  # type: ignore[attr-defined]
