"""bench.smoke gives every benchmark a short run, so that CI runs them all."""

from __future__ import annotations

from pathlib import Path

from bench.smoke import NOT_BENCHMARKS, ROOT, benchmarks


def runnable_modules() -> set[str]:
    """Every module of bench/ that runs as ``python -m``: a package's ``__main__`` or a
    file with a ``__main__`` block."""
    found = set()
    for path in (ROOT / "bench").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path.name != "__main__.py" and 'if __name__ == "__main__":' not in text:
            continue
        found.add(".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__main__"))
    return found


def test_every_benchmark_has_a_short_run(tmp_path: Path) -> None:
    listed = {b.args[b.args.index("-m") + 1] for b in benchmarks(tmp_path)}
    assert runnable_modules() - NOT_BENCHMARKS == listed
    assert not listed & NOT_BENCHMARKS


def test_names_are_unique(tmp_path: Path) -> None:
    names = [b.name for b in benchmarks(tmp_path)]
    assert len(names) == len(set(names))
