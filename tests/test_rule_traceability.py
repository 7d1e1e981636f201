"""Every numbered rule of RULES.md has at least one test marked with it.

The marks are read the way pytest itself sees them, by collecting the test
suite in this process with a small plugin, so a mark that is commented out,
misspelt or on a function pytest does not collect does not count.
"""

from __future__ import annotations

from pathlib import Path

import pytest

RULES = [f"R{i}" for i in range(1, 33)] + [f"V{i}" for i in range(1, 8)]
TESTS = Path(__file__).parent


class RuleMarks:
    """A pytest plugin that gathers the ``rule`` marks of every collected test."""

    def __init__(self) -> None:
        self.traced: dict[str, set[str]] = {}

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            for mark in item.iter_markers("rule"):
                for rule in mark.args:
                    self.traced.setdefault(rule, set()).add(item.nodeid)


def collected_marks(*args: str) -> dict[str, set[str]]:
    plugin = RuleMarks()
    code = pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", *args], plugins=[plugin])
    assert code == pytest.ExitCode.OK
    return plugin.traced


def test_every_rule_and_visibility_rule_is_traced_to_a_collected_test() -> None:
    traced = collected_marks(str(TESTS))
    assert [r for r in RULES if r not in traced] == []
    assert set(traced) <= set(RULES), set(traced) - set(RULES)


def test_a_commented_out_mark_does_not_count(tmp_path: Path) -> None:
    (tmp_path / "pytest.ini").write_text(
        "[pytest]\nmarkers =\n    rule(id): a rule\n", encoding="utf-8"
    )
    (tmp_path / "test_sample.py").write_text(
        "import pytest\n\n\n"
        '# @pytest.mark.rule("R3")\n'
        '@pytest.mark.rule("R4")\n'
        "def test_one() -> None:\n    pass\n\n\n"
        'def not_a_test() -> None:  # @pytest.mark.rule("R5")\n    pass\n',
        encoding="utf-8",
    )
    traced = collected_marks("-c", str(tmp_path / "pytest.ini"), str(tmp_path))
    assert set(traced) == {"R4"}
