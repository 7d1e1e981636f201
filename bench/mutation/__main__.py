"""Mutation testing of the rules engine: small changes to the engine that no test notices.

Run from the repository root: ``python -m bench.mutation [--max-children N]``. It
copies the package, the tests and ``pyproject.toml`` into a scratch folder
(``build/mutation`` by default, so the working tree stays clean), runs mutmut
there over ``decrypto_qt/engine/`` with ``tests/engine`` as the tests, and
prints every surviving mutant with its diff and the mutation score
(killed / (killed + survived)). The property tests run a few fixed examples
here (``DECRYPTO_QT_PROPERTY_EXAMPLES``, derandomised) so that one mutant costs
a fraction of a second and a run gives the same score every time.
``--revision REV`` measures the engine and tests of an earlier commit instead
of the working tree; ``--sample`` checks a fixed share of the mutants (those
whose number ends in the given digits), for a quicker comparison; ``--names GLOB``
checks only the mutants so named. A whole run
takes a while; it is not part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONFIG = """
[tool.mutmut]
source_paths = ["decrypto_qt"]
only_mutate = ["decrypto_qt/engine/*"]
do_not_mutate = ["decrypto_qt/engine/__init__.py"]
# mutmut's own machinery imports sockets, which the purity test forbids. One process
# (-n 0): mutmut records which tests reach a mutant in its own process, and sees nothing
# of pytest-xdist's workers (pyproject's addopts start them).
pytest_add_cli_args = [
    "-p", "no:cacheprovider", "-q", "-n", "0", "--ignore=tests/engine/test_purity.py"
]
pytest_add_cli_args_test_selection = ["tests/engine"]
use_git_change_detection = false
also_copy = ["resources"]
"""


def prepare(workdir: Path, fresh: bool, revision: str | None) -> None:
    """Copy what mutmut needs into ``workdir``, with the mutmut settings added."""
    if fresh and workdir.exists():
        shutil.rmtree(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    source = ROOT
    if revision is not None:
        source = workdir / "source"
        if source.exists():
            shutil.rmtree(source)
        source.mkdir()
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", revision, "decrypto_qt", "tests", "resources"],
            capture_output=True,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
        (source / "pyproject.toml").write_bytes(
            subprocess.run(
                ["git", "-C", str(ROOT), "show", f"{revision}:pyproject.toml"],
                capture_output=True,
                check=True,
            ).stdout
        )
    for name in ("decrypto_qt", "tests", "resources"):
        target = workdir / name
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(
            source / name, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.png")
        )
    if revision is not None:
        # Older property tests had fixed example counts; give them the same small one.
        props = workdir / "tests" / "engine" / "test_properties.py"
        text = props.read_text(encoding="utf-8")
        for fixed in ("1500", "400", "120"):
            text = text.replace(
                f"max_examples={fixed},",
                'max_examples=int(__import__("os").environ["DECRYPTO_QT_PROPERTY_EXAMPLES"]), '
                "derandomize=True,",
            )
        props.write_text(text, encoding="utf-8")
    text = (source / "pyproject.toml").read_text(encoding="utf-8")
    (workdir / "pyproject.toml").write_text(text + CONFIG, encoding="utf-8")


def mutmut(workdir: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mutmut", *args],
        cwd=workdir,
        env=env,
        text=True,
        capture_output=True,
        check=False,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workdir", type=Path, default=ROOT / "build" / "mutation")
    parser.add_argument("--max-children", type=int, default=2)
    parser.add_argument("--examples", type=int, default=3, help="examples per property test")
    parser.add_argument("--revision", help="measure this git revision instead of the work tree")
    parser.add_argument(
        "--reuse", action="store_true", help="keep earlier results for unchanged code"
    )
    parser.add_argument("--no-diffs", action="store_true", help="list survivors without diffs")
    parser.add_argument(
        "--names",
        nargs="+",
        metavar="GLOB",
        help="only mutants whose names match, e.g. 'decrypto_qt.engine.codes.*__mutmut_1' "
        "(the short run for CI)",
    )
    parser.add_argument(
        "--sample",
        metavar="DIGITS",
        help="only mutants whose number ends in one of these digits, e.g. 05 for a fifth",
    )
    args = parser.parse_args()

    prepare(args.workdir, fresh=not args.reuse, revision=args.revision)
    env = dict(os.environ, DECRYPTO_QT_PROPERTY_EXAMPLES=str(args.examples))
    env.pop("CI", None)
    env["QT_QPA_PLATFORM"] = "offscreen"
    t0 = time.perf_counter()
    names = [f"decrypto_qt.engine.*__mutmut_*{d}" for d in args.sample or ""]
    names += args.names or []
    run = mutmut(args.workdir, "run", "--max-children", str(args.max_children), *names, env=env)
    elapsed = time.perf_counter() - t0
    if run.returncode != 0:
        print(run.stdout[-4000:], run.stderr[-4000:], sep="\n")
        print(f"mutmut run failed with exit code {run.returncode}")
        return run.returncode
    mutmut(args.workdir, "export-cicd-stats", env=env)
    stats = json.loads((args.workdir / "mutants" / "mutmut-cicd-stats.json").read_text())
    listing = mutmut(args.workdir, "results", env=env).stdout.splitlines()
    survivors = [
        line.strip().rsplit(": ", 1)[0]
        for line in listing
        if line.strip().endswith((": survived", ": no tests"))
    ]
    print(f"Surviving mutants ({len(survivors)}):")
    for name in survivors:
        if args.no_diffs:
            print(f"  {name}")
        else:
            print(mutmut(args.workdir, "show", name, env=env).stdout.rstrip())
            print()
    # A mutant that makes the tests hang is noticed too; one no test runs is not.
    killed = stats.get("killed", 0) + stats.get("timeout", 0)
    survived = stats.get("survived", 0) + stats.get("no_tests", 0)
    counted = killed + survived
    score = 100.0 * killed / counted if counted else 0.0
    what = f" (mutants {', '.join(names)})" if names else ""
    print(f"Mutation testing of decrypto_qt/engine with tests/engine{what}")
    if args.revision:
        print(f"  revision: {args.revision}")
    for key in sorted(stats):
        print(f"  {key}: {stats[key]}")
    print(f"  time: {elapsed:.0f} s with {args.max_children} worker(s)")
    print(f"  score: {score:.1f}% ({killed} of {counted} mutants noticed by a test)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
