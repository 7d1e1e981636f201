"""The engine's quick replace makes exactly the record dataclasses.replace makes."""

from __future__ import annotations

import dataclasses

import pytest

from decrypto_qt.engine import RuleError, Settings, Team
from decrypto_qt.engine.records import replace
from decrypto_qt.engine.state import CodeRound
from tests.helpers.tables import Table, make_setup, submit_both


def test_a_changed_record_equals_the_standard_one_and_the_old_one_stays() -> None:
    t = Table.of(make_setup())
    submit_both(t)
    code = t.state.round.codes[0]
    quick = replace(code, own_draft=(1, None, 3), own_locked=True)
    standard = dataclasses.replace(code, own_draft=(1, None, 3), own_locked=True)
    assert quick == standard and hash(quick) == hash(standard)
    assert type(quick) is CodeRound
    assert code.own_draft == (None, None, None) and not code.own_locked
    state = replace(t.state, version=t.state.version + 5)
    assert state == dataclasses.replace(t.state, version=t.state.version + 5)
    assert state.rounds is t.state.rounds  # unchanged fields are shared, not copied


def test_an_unknown_field_is_refused_as_dataclasses_refuses_it() -> None:
    code = CodeRound(Team.WHITE, "w1", (1, 2, 3))
    with pytest.raises(TypeError):
        replace(code, colour="red")


def test_a_record_that_checks_itself_still_checks_its_new_values() -> None:
    with pytest.raises(RuleError) as err:
        replace(Settings(), timer_seconds="soon")
    assert err.value.code == "settings/timer"
    assert replace(Settings(), timer_seconds=30).timer_seconds == 30
