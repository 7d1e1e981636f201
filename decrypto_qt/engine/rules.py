"""The one entry point that checks and applies an action: :func:`apply`.

Checks run in a fixed order: who is asking → is the game over → is the game
paused → has the timer run out → is this the phase for it → is this player's
role allowed → are the fields valid (each field's form before any check that
reads it). Any failure raises :class:`RuleError` and the state is left exactly
as it was. Each applied action moves the game's ``version`` and the view
versions of the windows that can see the change (``versions.py``).
"""

from __future__ import annotations

from decrypto_qt.engine import actions as act
from decrypto_qt.engine import events as ev
from decrypto_qt.engine import flow
from decrypto_qt.engine.clues import MAX_DRAFT_LENGTH, check_clues
from decrypto_qt.engine.codes import check_code, check_partial_code
from decrypto_qt.engine.deal import check_name
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import normalize, printable_problem
from decrypto_qt.engine.records import replace
from decrypto_qt.engine.state import CodeRound, Flag, GameState, Outcome, Player, TieBreak
from decrypto_qt.engine.types import FlagReason, OutcomeReason, Phase, Team
from decrypto_qt.engine.versions import next_versions
from decrypto_qt.engine.wordpack import MAX_WORD_LENGTH

MAX_NOTE_LENGTH = 500
ACTION_CLASSES = tuple(act.ACTION_TYPES.values())

Result = tuple[GameState, tuple[ev.Event, ...]]

PHASE_WORDS = {
    Phase.ENCRYPTING: "while the encryptors write their clues",
    Phase.DECODING: "while a code is being decoded",
    Phase.KEYWORD_GUESSING: "while the teams guess each other's keywords",
    Phase.KEYWORD_JUDGING: "while the keyword guesses are being judged",
    Phase.GAME_OVER: "after the game",
}


def apply(state: GameState, action: act.Action, now: float) -> Result:
    """Apply ``action`` at host time ``now``; return the new state and what happened.

    Raises:
        RuleError: the action is not allowed now, by this actor, or with this input.
    """
    if not isinstance(action, ACTION_CLASSES):
        raise RuleError("action/unknown", "This action is unknown.")
    # Who is asking comes first: the host, the clock, or a seat at this table.
    player = None
    if not isinstance(action, act.Tick | act.HostAction):
        player = _player(state, action.player)
    if state.phase is Phase.GAME_OVER:
        if isinstance(action, act.Tick):
            return state, ()
        raise RuleError("game/over", "The game is over.")
    out: list[ev.Event] = []
    if isinstance(
        action, act.Pause | act.Resume | act.ForceAdvance | act.HandOverSeat | act.EndGame
    ):
        new = _host(state, action, now, out)
    elif isinstance(action, act.Tick):
        new = flow.expire_timer(state, now, out)
    else:
        assert player is not None
        if state.paused and not isinstance(action, act.SetNote):
            raise RuleError("game/paused", "The game is paused; wait for the host to resume it.")
        new = flow.expire_timer(state, now, out)
        new = _player_action(new, player, action, now, out)
    if new is state:
        return state, ()
    versions = next_versions(state, new)
    return replace(new, version=state.version + 1, views=versions), tuple(out)


def _player(state: GameState, pid: str) -> Player:
    p = state.player(pid)
    if p is None:
        raise RuleError("seat/unknown", "There is no such player at this table.")
    return p


def _number(value: object, low: int, high: int) -> bool:
    """Is ``value`` a whole number (not a bool) from ``low`` to ``high``?"""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _silent(state: GameState, player: Player, doing: str) -> None:
    """R10, R25: while the own code is decoded, the encryptor writes nothing teammates see."""
    if state.phase is not Phase.DECODING:
        return
    code = flow.decoding_code(state)
    if code.team is player.team and code.encryptor == player.id:
        raise RuleError(
            "role/encryptor_silent",
            f"Your clues are being decoded: you cannot {doing} until your code is revealed; "
            "nothing may reach your team that the opponents do not get.",
        )


def _holds_code(state: GameState, player: Player) -> bool:
    """R25: is ``player`` this round's encryptor, with a code not yet revealed? From the
    draw to the reveal, only he knows it: nothing he writes may reach his team."""
    if state.phase not in (Phase.ENCRYPTING, Phase.DECODING):
        return False
    code = state.round.code_of(player.team)
    return code is not None and code.encryptor == player.id and not code.revealed


def _phase(state: GameState, *allowed: Phase, doing: str) -> None:
    if state.phase not in allowed:
        raise RuleError(
            "phase/wrong_phase",
            f"You cannot {doing} {PHASE_WORDS[state.phase]}.",
            phase=state.phase.value,
        )


def _player_action(
    state: GameState, player: Player, action: act.PlayerAction, now: float, out: list[ev.Event]
) -> GameState:
    match action:
        case act.DraftClues() | act.SubmitClues():
            return _clues(state, player, action, now, out)
        case act.DraftGuess() | act.LockGuess():
            return _guess(state, player, action, out)
        case act.FlagClue():
            return _flag(state, player, action, out)
        case act.SetNote():
            return _note(state, player, action, out)
        case act.DraftKeywordGuesses() | act.SubmitKeywordGuesses():
            return _keyword_guesses(state, player, action, out)
        case act.JudgeKeywordGuess() | act.FinishJudging():
            return _judge(state, player, action, out)
    raise RuleError("action/unknown", "This action is unknown.")  # pragma: no cover


# --- clues (R7, R8, R22-R26) -------------------------------------------------


def _clues(
    state: GameState,
    player: Player,
    action: act.DraftClues | act.SubmitClues,
    now: float,
    out: list[ev.Event],
) -> GameState:
    code = state.round.code_of(player.team)
    mine = code is not None and code.encryptor == player.id
    if state.phase is not Phase.ENCRYPTING and mine and code is not None and code.timed_out:
        raise RuleError("clue/time_up", "Time is up: your clues were taken as they stood.")
    _phase(state, Phase.ENCRYPTING, doing="write clues")
    if code is None or code.encryptor != player.id:
        raise RuleError("role/not_encryptor", "Only this round's encryptor writes the clues.")
    if code.clues is not None:
        raise RuleError("clue/already_submitted", "Your clues are in; they cannot be changed.")
    texts = action.clues
    if (
        not isinstance(texts, (tuple, list))
        or len(texts) != 3
        or not all(isinstance(t, str) for t in texts)
    ):
        raise RuleError("clue/count", "Write exactly three clues, one for each digit of the code.")
    if isinstance(action, act.DraftClues):
        if any(len(t) > MAX_DRAFT_LENGTH for t in texts):
            raise RuleError("clue/too_long", "A clue has at most 60 characters.", limit=60)
        if any(printable_problem(t) for t in texts):
            raise RuleError("clue/invalid", "A clue may only hold printable characters.")
        drafts = (texts[0], texts[1], texts[2])
        if drafts == code.drafts:
            return state
        out.append(ev.DraftChanged(player.team))
        return flow.replace_code(state, replace(code, drafts=drafts))
    clues = check_clues(texts, state.keywords(player.team), flow.earlier_clues(state, player.team))
    state = flow.replace_code(state, replace(code, drafts=clues, clues=clues))
    out.append(ev.CluesSubmitted(player.team, state.round.number))
    if all(c.clues is not None for c in state.round.codes):
        return flow.start_decoding(state, 0, out)
    return flow.start_timer(state, now, out)


# --- guesses (R10-R14) ---------------------------------------------------------


def _guess(
    state: GameState,
    player: Player,
    action: act.DraftGuess | act.LockGuess,
    out: list[ev.Event],
) -> GameState:
    _phase(state, Phase.DECODING, doing="guess a code")
    code = flow.decoding_code(state)
    if not isinstance(action.target, Team):
        raise RuleError("guess/target", "Say whose code you guess: White's or Black's.")
    if action.target is not code.team:
        raise RuleError("guess/not_decoding", "That code is not the one being decoded now.")
    own = player.team is code.team
    if own and player.id == code.encryptor:
        raise RuleError(
            "role/encryptor_guess",
            "You wrote these clues, so you sit this guess out; your teammates decode them.",
        )
    if not own and not flow.interception_allowed(state):
        raise RuleError(
            "guess/no_interception_round_1",
            "There is no interception in round 1: there are no clues to go on yet.",
        )
    locked = code.own_locked if own else code.opp_locked
    if locked:
        raise RuleError("guess/locked", "Your team has locked in its guess already.")
    if isinstance(action, act.DraftGuess):
        digits = check_partial_code(action.digits)
        if digits == (code.own_draft if own else code.opp_draft):
            return state
        changed = replace(code, own_draft=digits) if own else replace(code, opp_draft=digits)
        out.append(ev.DraftChanged(player.team))
        return flow.replace_code(state, changed)
    guess = check_code(action.code)
    if own:
        changed = replace(code, own_guess=guess, own_draft=guess, own_locked=True)
    else:
        changed = replace(code, opp_guess=guess, opp_draft=guess, opp_locked=True)
    state = flow.replace_code(state, changed)
    out.append(ev.GuessLocked(player.team, code.team))
    if flow.guesses_complete(state):
        return flow.reveal(state, out)
    return state


# --- flags (R25) and notes (V5) -------------------------------------------------


def _flag(state: GameState, player: Player, action: act.FlagClue, out: list[ev.Event]) -> GameState:
    _silent(state, player, "flag a clue")
    if not isinstance(action.team, Team):
        raise RuleError("flag/team", "Say whose clue you flag: White's or Black's.")
    if action.team is player.team:
        raise RuleError("flag/own_clue", "Only the opponents may flag a clue.")
    if not isinstance(action.reason, FlagReason):
        raise RuleError("flag/reason", "Say why the clue is flagged.")
    if isinstance(action.round, bool) or not isinstance(action.round, int):
        raise RuleError("flag/round", "Say which round's clue you flag.")
    code = None
    if _number(action.round, 1, len(state.rounds)):
        code = state.rounds[action.round - 1].code_of(action.team)
    if code is None or not code.revealed:
        raise RuleError("flag/not_revealed", "Only a clue that has been decoded can be flagged.")
    if not _number(action.clue, 1, 3) or not code.clues or not code.clues[action.clue - 1]:
        raise RuleError("flag/no_clue", "There is no such clue to flag.")
    if any(f.by is player.team and f.clue == action.clue for f in code.flags):
        raise RuleError("flag/already", "Your team has already flagged this clue.")
    flagged = replace(code, flags=(*code.flags, Flag(player.team, action.clue, action.reason)))
    rnd = state.rounds[action.round - 1]
    codes = tuple(flagged if c.team is code.team else c for c in rnd.codes)
    rounds = list(state.rounds)
    rounds[action.round - 1] = replace(rnd, codes=codes)
    out.append(ev.ClueFlagged(player.team, action.team, action.round, action.clue))
    return replace(state, rounds=tuple(rounds))


def _note(state: GameState, player: Player, action: act.SetNote, out: list[ev.Event]) -> GameState:
    _silent(state, player, "write notes")
    if not _number(action.keyword, 1, 4):
        raise RuleError("note/keyword", "Notes go under keywords 1 to 4.")
    if not isinstance(action.text, str):
        raise RuleError("note/invalid", "A note is text.")
    if len(action.text) > MAX_NOTE_LENGTH:
        raise RuleError("note/too_long", f"A note has at most {MAX_NOTE_LENGTH} characters.")
    if printable_problem(action.text, newlines=True):
        raise RuleError("note/invalid", "A note may only hold printable characters.")
    if _holds_code(state, player):
        # The note sheet is the team's: a note written while encrypting, or while the
        # other code is decoded, could carry the code to the teammates before its turn.
        raise RuleError(
            "role/encryptor_notes",
            "You know this round's code: you can write notes again once it is revealed; "
            "nothing may reach your team that the opponents do not get.",
        )
    notes = list(state.notes[player.team.index])
    if notes[action.keyword - 1] == action.text:
        return state
    notes[action.keyword - 1] = action.text
    all_notes = list(state.notes)
    all_notes[player.team.index] = tuple(notes)
    out.append(ev.DraftChanged(player.team))
    return replace(state, notes=(all_notes[0], all_notes[1]))


# --- tie-break (R20) ------------------------------------------------------------


def _check_keyword_guesses(guesses: object) -> tuple[str, ...]:
    if (
        not isinstance(guesses, (tuple, list))
        or len(guesses) != 4
        or not all(isinstance(g, str) for g in guesses)
    ):
        raise RuleError("keyword_guess/count", "Write one guess for each of the 4 keywords.")
    out = tuple(" ".join(g.split()) for g in guesses)
    if any(len(g) > MAX_WORD_LENGTH for g in out):
        raise RuleError(
            "keyword_guess/too_long", f"A keyword guess has at most {MAX_WORD_LENGTH} characters."
        )
    if any(printable_problem(g) for g in guesses):  # tabs and newlines too, before tidying
        raise RuleError("keyword_guess/invalid", "A guess may only hold printable characters.")
    return out


def _keyword_guesses(
    state: GameState,
    player: Player,
    action: act.DraftKeywordGuesses | act.SubmitKeywordGuesses,
    out: list[ev.Event],
) -> GameState:
    _phase(state, Phase.KEYWORD_GUESSING, doing="guess keywords")
    tb = state.tiebreak
    assert tb is not None
    i = player.team.index
    if tb.guesses[i] is not None:
        raise RuleError("keyword_guess/submitted", "Your team has handed in its keyword guesses.")
    guesses = _check_keyword_guesses(action.guesses)
    drafts = list(tb.drafts)
    drafts[i] = guesses
    if isinstance(action, act.DraftKeywordGuesses):
        if tb.drafts[i] == guesses:
            return state
        out.append(ev.DraftChanged(player.team))
        return replace(state, tiebreak=replace(tb, drafts=(drafts[0], drafts[1])))
    submitted = list(tb.guesses)
    submitted[i] = guesses
    tb = replace(tb, drafts=(drafts[0], drafts[1]), guesses=(submitted[0], submitted[1]))
    out.append(ev.KeywordGuessesSubmitted(player.team))
    state = replace(state, tiebreak=tb)
    if all(g is not None for g in tb.guesses):
        state = replace(state, phase=Phase.KEYWORD_JUDGING)
    return state


def _judge(
    state: GameState,
    player: Player,
    action: act.JudgeKeywordGuess | act.FinishJudging,
    out: list[ev.Event],
) -> GameState:
    _phase(state, Phase.KEYWORD_JUDGING, doing="judge keyword guesses")
    tb = state.tiebreak
    assert tb is not None
    owner = player.team
    if tb.judged[owner.index]:
        raise RuleError("judge/finished", "Your team has finished judging.")
    if isinstance(action, act.FinishJudging):
        judged = list(tb.judged)
        judged[owner.index] = True
        state = replace(state, tiebreak=replace(tb, judged=(judged[0], judged[1])))
        if all(judged):
            return flow.finish_judging(state, out)
        return state
    guesser = owner.other
    k = action.keyword
    if not _number(k, 1, 4) or not isinstance(action.accepted, bool):
        raise RuleError("judge/keyword", "Judge the guesses at keywords 1 to 4.")
    guess = (tb.guesses[guesser.index] or ("",) * 4)[k - 1]
    if not normalize(guess):
        raise RuleError("judge/empty", "There is no guess at that keyword to accept.")
    if flow.auto_right(guess, state.keywords(owner)[k - 1]):
        raise RuleError("judge/already_right", "That guess matches the keyword already.")
    accepted = set(tb.accepted[guesser.index])
    if (k in accepted) == action.accepted:
        return state
    if action.accepted:
        accepted.add(k)
    else:
        accepted.discard(k)
    all_accepted = list(tb.accepted)
    all_accepted[guesser.index] = frozenset(accepted)
    out.append(ev.KeywordGuessJudged(owner, k, action.accepted))
    return replace(state, tiebreak=replace(tb, accepted=(all_accepted[0], all_accepted[1])))


# --- the host (R31, R32) -----------------------------------------------------


def _host(state: GameState, action: act.HostAction, now: float, out: list[ev.Event]) -> GameState:
    match action:
        case act.Pause():
            if state.paused:
                raise RuleError("host/already_paused", "The game is already paused.")
            remaining = None if state.deadline is None else max(0.0, state.deadline - now)
            out.append(ev.Paused())
            return replace(state, paused=True, paused_remaining=remaining, deadline=None)
        case act.Resume():
            if not state.paused:
                raise RuleError("host/not_paused", "The game is not paused.")
            r = state.paused_remaining
            out.append(ev.Resumed())
            return replace(
                state, paused=False, paused_remaining=None, deadline=None if r is None else now + r
            )
        case act.ForceAdvance():
            expired = flow.expire_timer(state, now, out)
            # If time had run out already, that was the step the table waited for.
            return expired if expired is not state else _force(state, out)
        case act.HandOverSeat():
            return _hand_over(state, action, out)
        case act.EndGame():
            return flow.finish(state, Outcome(frozenset(), OutcomeReason.ABORTED), out)
    raise RuleError("action/unknown", "This action is unknown.")  # pragma: no cover


def _force(state: GameState, out: list[ev.Event]) -> GameState:
    """R31: end what the table is waiting for."""
    if state.phase is Phase.ENCRYPTING:
        return flow.take_drafts(state, out)
    if state.phase is Phase.DECODING:
        # Unlocked guesses stay None: wrong for the own code, no interception attempt.
        return flow.reveal(state, out)
    if state.phase is Phase.KEYWORD_GUESSING:
        return flow.take_keyword_drafts(state, out)
    if state.phase is Phase.KEYWORD_JUDGING:
        return flow.finish_judging(state, out)
    return state  # pragma: no cover - GAME_OVER is refused before


def _hand_over(state: GameState, action: act.HandOverSeat, out: list[ev.Event]) -> GameState:
    old = state.player(action.player)
    if old is None:
        raise RuleError("seat/unknown", "There is no such seat at this table.")
    if not isinstance(action.new_name, str):
        raise RuleError("name/invalid", "A name is text.")
    name = check_name(action.new_name)
    if any(p.id != old.id and normalize(p.name) == normalize(name) for p in state.players):
        raise RuleError("name/taken", f"Someone at this table is already called “{name}”.")
    if name == old.name:
        return state
    players = tuple(replace(p, name=name) if p.id == old.id else p for p in state.players)
    out.append(ev.SeatHandedOver(old.id, old.name, name))
    return replace(state, players=players)


def pending(state: GameState) -> dict[Team, tuple[str, ...]]:
    """What the table is waiting for, per team, as short tags (for hosts, bots and views)."""
    waiting: dict[Team, tuple[str, ...]] = {Team.WHITE: (), Team.BLACK: ()}
    if state.paused or state.phase is Phase.GAME_OVER:
        return waiting
    if state.phase is Phase.ENCRYPTING:
        for c in state.round.codes:
            if c.clues is None:
                waiting[c.team] = ("clues",)
    elif state.phase is Phase.DECODING:
        code: CodeRound = flow.decoding_code(state)
        if not code.own_locked:
            waiting[code.team] = ("guess",)
        if flow.interception_allowed(state) and not code.opp_locked:
            waiting[code.team.other] = ("intercept",)
    elif state.phase is Phase.KEYWORD_GUESSING:
        tb: TieBreak | None = state.tiebreak
        assert tb is not None
        for t in Team:
            if tb.guesses[t.index] is None:
                waiting[t] = ("keyword_guesses",)
    elif state.phase is Phase.KEYWORD_JUDGING:
        tb = state.tiebreak
        assert tb is not None
        for t in Team:
            if not tb.judged[t.index]:
                waiting[t] = ("judging",)
    return waiting
