"""Every numbered rule of RULES.md has at least one test marked with it."""

import re
from pathlib import Path

RULES = [f"R{i}" for i in range(1, 33)] + [f"V{i}" for i in range(1, 8)]
MARK = re.compile(r"@pytest\.mark\.rule\(([^)]*)\)")


def test_every_rule_and_visibility_rule_is_traced_to_a_test() -> None:
    traced: set[str] = set()
    for path in Path(__file__).parent.rglob("test_*.py"):
        for args in MARK.findall(path.read_text(encoding="utf-8")):
            traced.update(re.findall(r"\"([RV]\d+)\"", args))
    assert [r for r in RULES if r not in traced] == []
    assert traced <= set(RULES)
