"""One person alone with three computer players, as the app's host flow gives it.

Start the app, host, press "Add a computer player" three times, open a team
window for the person, start, and play the person's part through the window's
widgets (clues typed, guesses keyed in, a computer teammate's draft locked in)
until the game is over. Used by the test of the whole game and by
``tools/play_alone.py``; ``wait_until`` is the caller's (pytest-qt or a plain loop).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

from decrypto_qt.bots.pace import FAST, Pace
from decrypto_qt.engine import Phase, Settings, Team, bundled_pack
from decrypto_qt.engine.clues import check_clue
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.flow import decoding_code
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.app import App
from decrypto_qt.ui.i18n import WORD_PACKS
from decrypto_qt.ui.table_window import TableWindow
from decrypto_qt.ui.team_window import TeamWindow

Wait = Callable[[Callable[[], bool], int], None]
"""``wait_until(condition, timeout_ms)``: run the event loop until ``condition`` holds."""

CLUE_WORDS = {
    "en": "ocean thunder candle whisper marble garden rocket velvet harbour meadow lantern "
    "compass glacier orchard violin saddle",
    "zh_CN": "海洋 雷声 蜡烛 耳语 大理石 花园 火箭 天鹅绒 港口 草地 灯笼 指南针 "
    "冰川 果园 小提琴 马鞍",
    "fr": "océan tonnerre bougie murmure marbre jardin fusée velours port prairie lanterne "
    "boussole glacier verger violon selle",
    "nl": "oceaan donder kaars fluister marmer tuin raket fluweel haven weide lantaarn kompas "
    "gletsjer boomgaard viool zadel",
}
"""Words the person writes as clues (any legal ones will do: the game must go on)."""
NAMES = {"en": "Ann", "zh_CN": "小安", "fr": "Anne", "nl": "Anke"}


@dataclass
class Seen:
    """What the person met on the way, for the caller to check."""

    wrote: int = 0
    """Rounds in which the person wrote the clues."""
    decoded: int = 0
    """Codes of the person's team the person decoded (a computer teammate wrote them)."""
    locked_drafts: list[tuple[int | None, ...]] = field(default_factory=list)
    """Computer teammate's drafts the person saw in the window and locked in."""
    computer_note: str = ""
    """The guess panel's line about the computer teammate (rich text)."""
    waiting_line: str = ""
    """The waiting page while a computer writes clues (rich text)."""
    decode_hint: str = ""
    """The hint above the keypad when decoding the computer teammate's clues (rich text)."""
    decode_hint_said: str = ""
    """That hint as a screen reader says it."""


def type_text(box: QLineEdit, text: str) -> None:
    """Type ``text`` as key presses carrying it (any script: an input method's result)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(box, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def open_alone(
    app: App, wait_until: Wait, *, lang: str, level: str = "hard", pace: Pace = FAST
) -> tuple[TableWindow, GameHost, TeamWindow]:
    """Host, seat three computers from the host controls, open the person's team window."""
    table = app.host_game(
        f"Decrypto {lang}",
        resume=False,
        settings=Settings(timer_seconds=None),
        pack=bundled_pack(WORD_PACKS.get(lang, "en")),
    )
    assert table is not None, "the host flow did not open the table window"
    table.ask_before_closing = False
    assert app.service is not None
    host = app.service.host
    controls = table.controls
    panel = controls.computers  # type: ignore[union-attr]
    panel.pace = pace
    panel.level.setCurrentIndex(panel.level.findData(level))
    for team in (Team.WHITE, Team.BLACK, Team.BLACK):
        QTest.mouseClick(panel.add[team], Qt.MouseButton.LeftButton)
    wait_until(lambda: len(host.book.seats) == 3, 120_000)
    window = app.open_local_team_window(names=(NAMES[lang],))
    assert window is not None
    wait_until(lambda: len(host.book.seats) == 4 and window.session.lobby is not None, 10_000)
    return table, host, window


def person_clues(lang: str, host: GameHost, team: Team, used: set[str]) -> tuple[str, str, str]:
    """Three legal clues the person has not written yet."""
    state = host.state
    assert state is not None
    keywords = state.team_setup(team).keywords
    out: list[str] = []
    for word in [*CLUE_WORDS[lang].split(), *host.pack.words[::5]]:
        if word in used or word in out:
            continue
        try:
            check_clue(word, keywords, used)
        except RuleError:
            continue
        out.append(word)
        if len(out) == 3:
            break
    used.update(out)
    return (out[0], out[1], out[2])


def play_alone(
    host: GameHost,
    table: TableWindow,
    me: TeamWindow,
    wait_until: Wait,
    *,
    lang: str,
    moment: Callable[[str], None] | None = None,
) -> Seen:
    """The person plays their part at ``me`` until the game is over.

    ``moment(name)`` is called where a screenshot is worth taking: ``computer-writes``
    (a computer writes the clues), ``computer-draft`` (the computer teammate's
    interception draft, before the person locks it in) and ``game-over``.
    """
    seen = Seen()
    used: set[str] = set()
    (pid,) = me.session.seat_ids
    controls = table.controls
    controls.start_button.click()  # type: ignore[union-attr]
    assert host.state is not None, host.lobby_problem()
    team = next(p.team for p in host.state.players if p.id == pid)

    def caught_up() -> bool:
        welcome = me.session.connection.welcome
        return (
            welcome is not None
            and me.session.view is not None
            and me.session.view["version"] == host.view_version(welcome.window)
        )

    def todo() -> tuple[object, ...] | None:
        """What the host waits for from the person now, if anything."""
        st = host.state
        assert st is not None
        mine = st.round.code_of(team)
        if (
            st.phase is Phase.ENCRYPTING
            and mine is not None
            and mine.encryptor == pid
            and mine.clues is None
        ):
            return ("clues", st.round.number)
        if st.phase is Phase.DECODING:
            code = decoding_code(st)
            if code.team is team and not code.own_locked and code.encryptor != pid:
                return ("decode", st.round.number)
            if code.team is not team and st.round.number > 1 and not code.opp_locked:
                return ("intercept", st.round.number)
        return None

    for _ in range(200):
        state = host.state
        assert state is not None
        if state.phase is Phase.GAME_OVER:
            break
        wait_until(caught_up, 60_000)
        state = host.state
        assert state is not None
        version = state.version
        mine = state.round.code_of(team)
        assert mine is not None
        acted = todo()
        if state.phase is Phase.ENCRYPTING:
            if mine.encryptor == pid and mine.clues is None:
                wait_until(lambda: me.stack.currentWidget() is me.encrypt, 10_000)
                clues = person_clues(lang, host, team, used)
                panel = me.encrypt
                for i, (box, clue) in enumerate(zip(panel.fields, clues, strict=True)):
                    box.clear()
                    type_text(box, clue)
                    if i < 2:
                        QTest.keyClick(box, Qt.Key.Key_Return)
                QTest.keyClick(panel.fields[2], Qt.Key.Key_Return)
                seen.wrote += 1
            elif mine.clues is None and not seen.waiting_line:
                wait_until(lambda: me.stack.currentWidget() is me.wait, 10_000)
                seen.waiting_line = me.wait.text()
                if moment is not None:
                    moment("computer-writes")
        elif state.phase is Phase.DECODING:
            code = decoding_code(state)
            picker = me.guess.picker
            if code.team is team and not code.own_locked and code.encryptor != pid:
                # The computer teammate wrote these clues: the person picks the code.
                wait_until(lambda: me.stack.currentWidget() is me.guess, 10_000)
                if not seen.decode_hint:
                    seen.decode_hint = me.guess.hint.text()
                    seen.decode_hint_said = me.guess.hint.accessibleName()
                    if moment is not None:
                        moment("computer-clues")
                while any(d is not None for d in picker.draft):
                    QTest.keyClick(picker, Qt.Key.Key_Backspace)
                QTest.keyClicks(picker, "".join(map(str, code.code)))
                QTest.keyClick(picker, Qt.Key.Key_Return)
                seen.decoded += 1
            elif code.team is not team and state.round.number > 1 and not code.opp_locked:
                # The computer teammate proposes an interception as a draft; the person
                # sees it in the window and locks it in.
                wait_until(
                    lambda: me.guess.picker.complete and me.guess.lock_button.isEnabled(), 60_000
                )
                if not seen.computer_note and moment is not None:
                    moment("computer-draft")
                seen.computer_note = seen.computer_note or me.guess.computers.text()
                seen.locked_drafts.append(tuple(picker.draft))
                QTest.keyClick(picker, Qt.Key.Key_Return)
        elif state.phase is Phase.KEYWORD_GUESSING:
            wait_until(lambda: me.stack.currentWidget() is me.tiebreak, 10_000)
            if me.tiebreak.submit_button.isEnabled():
                words = CLUE_WORDS[lang].split()
                for box, word in zip(me.tiebreak.guess_fields, words, strict=False):
                    if not box.text():
                        type_text(box, word)
                me.tiebreak.submit_button.click()
        elif state.phase is Phase.KEYWORD_JUDGING:
            wait_until(lambda: me.stack.currentWidget() is me.tiebreak, 10_000)
            if me.tiebreak.finish_button.isEnabled():
                me.tiebreak.finish_button.click()
        if acted is not None:
            # The person's move is in once the host no longer waits for it.
            wait_until(
                lambda a=acted: todo() != a or host.state.phase is Phase.GAME_OVER,  # type: ignore[misc, union-attr]
                60_000,
            )
            continue
        wait_until(
            lambda v=version: (
                host.state is not None  # type: ignore[misc]
                and (host.state.version > v or host.state.phase is Phase.GAME_OVER)
            ),
            60_000,
        )
    state = host.state
    assert state is not None and state.phase is Phase.GAME_OVER, "the game did not end"
    wait_until(caught_up, 10_000)
    wait_until(lambda: me.stack.currentWidget() is me.game_over, 30_000)
    wait_until(lambda: table.stack.currentWidget() is table.game_over, 60_000)
    if moment is not None:
        moment("game-over")
    return seen
