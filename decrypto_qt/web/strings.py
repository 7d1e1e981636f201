"""The browser page's texts, the one source of them: lupdate reads this file like the windows'.

Each entry is a key the page asks for and a (context, English text) pair. Texts that
the desktop windows already show use the windows' own context, so one translation
serves both; the page's own texts are in the context ``web``. ``%1``, ``%2`` are
filled in by the page.
"""

from __future__ import annotations

Entry = tuple[str, str]


def translate(context: str, source: str) -> Entry:
    """Marks a text for lupdate (which looks for calls named ``translate``)."""
    return (context, source)


STRINGS: dict[str, Entry] = {
    # joining
    "title": translate("web", "Decrypto"),
    "join_heading": translate("web", "Join %1"),
    "your_name": translate("web", "Your name"),
    "names_hint": translate(
        "web", "Sharing this device? Put every player's name, separated by commas."
    ),
    "pin": translate("web", "PIN"),
    "pin_hint": translate("web", "The PIN is shown on the table screen."),
    "join": translate("web", "Join"),
    "language": translate("web", "Language"),
    "leave": translate("web", "Leave"),
    "leave_confirm": translate("web", "Leave this game? Your seat is kept for you."),
    "need_name": translate("web", "Type your name first."),
    "no_socket": translate("web", "This browser cannot connect to the host."),
    # connection
    "connecting": translate("texts", "Connecting…"),
    "connected": translate("texts", "Connected"),
    "lost": translate("texts", "Connection lost — reconnecting…"),
    "closed": translate("texts", "Disconnected"),
    "lost_banner": translate(
        "TeamWindow", "Lost the host — showing the last state; reconnecting by itself…"
    ),
    "refused": translate("TeamWindow", "The host refused: %1"),
    # lobby
    "teams": translate("LobbyPanel", "Teams"),
    "ready": translate("LobbyPanel", "We are ready"),
    "join_team": translate("LobbyPanel", "Join %1"),
    "join_interceptor": translate("LobbyPanel", "Play as %1"),
    "away": translate("LobbyPanel", "away"),
    "computer": translate("ComputerBadge", "computer"),
    "computer_player": translate("ComputerBadge", "%1, computer player"),
    "scripted_bot": translate("ComputerBadge", "scripted bot"),
    "scripted_player": translate("ComputerBadge", "%1, scripted bot"),
    "level_easy": translate("ComputerBadge", "easy"),
    "level_normal": translate("ComputerBadge", "normal"),
    "level_hard": translate("ComputerBadge", "hard"),
    "you": translate("LobbyPanel", "you"),
    "not_ready": translate("LobbyPanel", "Not ready to start: %1"),
    "waiting_start": translate("LobbyPanel", "Ready: waiting for the host to start the game."),
    "game_on": translate("LobbyPanel", "The game is on."),
    # header
    "playing": translate("TeamWindow", "Playing: %1"),
    "round_of": translate("TeamWindow", "Round %1 of %2"),
    "timer": translate("SandTimer", "Time left for the clues"),
    "paused_short": translate("SandTimer", "paused"),
    "tokens": translate("TokenCounter", "%1 — interceptions: %2, miscommunications: %3"),
    "paused": translate("TeamWindow", "The host has paused the game."),
    "white": translate("texts", "White"),
    "black": translate("texts", "Black"),
    "interceptor": translate("texts", "Interceptor"),
    # screen
    "our_screen": translate("ScreenPanel", "Our screen"),
    "keywords_later": translate("ScreenPanel", "Your keywords appear here when the game starts."),
    "keyword_n": translate("ScreenPanel", "Keyword %1: %2"),
    # encrypting
    "encrypt_heading": translate("EncryptPanel", "You are the encryptor: write three clues"),
    "hold": translate("EncryptPanel", "Hold to see the code"),
    "code": translate("EncryptPanel", "Code %1"),
    "code_hidden": translate("EncryptPanel", "Code hidden"),
    "clue_for": translate("web", "Clue for keyword %1"),
    "fine": translate("EncryptPanel", "fine"),
    "still_empty": translate("EncryptPanel", "still empty"),
    "hand_in": translate("web", "Hand in the clues"),
    "human_rules": translate("EncryptPanel", "Only people can judge these"),
    "rule_1": translate("texts", "Clues refer only to a keyword's meaning."),
    "rule_2": translate("texts", "Nothing about spelling, letter count or the keyword's position."),
    "rule_3": translate("texts", "Nothing about how the keyword sounds (rhymes, homophones)."),
    "rule_4": translate("texts", "No private references the opponents cannot know."),
    "rule_5": translate("texts", "No translations of a keyword."),
    "rule_6": translate("texts", "Never say the code or its digits."),
    "rule_7": translate("texts", "No clue with the same idea as an earlier clue of your team."),
    "rule_8": translate(
        "texts",
        "While your code is being decoded, write nothing your teammates see, notes included.",
    ),
    "turn_write": translate("web", "Your turn: write three clues."),
    "turn_hurry": translate("web", "The sand timer is running: hand in your team's clues!"),
    "writing": translate("TeamWindow", "%1: %2 is writing the clues…"),
    "handed_in": translate("TeamWindow", "%1: %2 has handed in the clues."),
    # clue checks (R22-R24)
    "clue/empty": translate("errors", "A clue cannot be empty."),
    "clue/too_long": translate("errors", "A clue has at most %1 characters."),
    "clue/is_keyword": translate("errors", "This is your keyword %1; a clue may not be a keyword."),
    "clue/contains_keyword": translate(
        "errors", "This contains your keyword %1; a clue may not contain a keyword."
    ),
    "clue/repeated": translate("errors", "Your team has given this clue before."),
    "clue/invalid": translate("errors", "This clue has characters that cannot be shown."),
    # decoding
    "decode_own": translate("GuessPanel", "Decode your team's clues"),
    "intercept": translate("GuessPanel", "Intercept: guess %1's code"),
    "stay_silent": translate("GuessPanel", "Stay silent until the code is revealed."),
    "wrote_them": translate("GuessPanel", "%1 wrote them and stays silent."),
    "computers_decide": translate(
        "GuessPanel",
        "Deciding with you: %1. The computer's guess appears below as "
        "the draft; change it if you disagree, then lock it in.",
    ),
    "no_interception": translate(
        "errors", "There is no interception in round 1: there are no clues yet."
    ),
    "locked_in": translate("GuessPanel", "Locked in: %1. Waiting for the other team…"),
    "lock": translate("web", "Lock in the guess"),
    "lock_hint": translate("GuessPanel", "Locks the guess for the whole team"),
    "digit_for": translate("web", "Digit for clue %1"),
    "clear": translate("web", "Clear"),
    "pick_three": translate("web", "Pick a keyword number for each clue."),
    "code/invalid": translate("errors", "A guess is three different digits from 1 to 4."),
    # note sheet
    "our_side": translate("NoteSheet", "Our side"),
    "their_side": translate("NoteSheet", "Their side (%1)"),
    "round_n": translate("NoteSheet", "Round %1"),
    "clue_n": translate("EncryptPanel", "Clue %1"),
    "our_guess": translate("NoteSheet", "Our guess"),
    "correct": translate("NoteSheet", "Correct"),
    "guess_short": translate("web", "Guess"),
    "code_short": translate("web", "Code"),
    "clue_index": translate("NoteSheet", "Clues under each keyword number"),
    "keyword_k": translate("NoteSheet", "Keyword %1"),
    "note_on": translate("NoteSheet", "Your note on their keyword %1"),
    "notes": translate("web", "Note sheet"),
    "last_reveal": translate("web", "Last reveal"),
    "reveal_line": translate("TeamWindow", "Round %1, %2:"),
    "reveal_interception": translate("TeamWindow", "interception %1 %2"),
    "reveal_own": translate("TeamWindow", "own guess %1 %2"),
    "reveal_code": translate("TeamWindow", "code %1"),
    # flagging a clue only people can judge (R25)
    "flag_title": translate("FlagDialog", "Flag a clue"),
    "flag_which": translate("FlagDialog", "Round %1, clue %2: %3"),
    "flag_clue": translate("FlagDialog", "Clue"),
    "flag_why": translate("FlagDialog", "Why"),
    "flag_hint": translate(
        "TeamWindow", "Object to an opponent clue that breaks a rule only people can judge"
    ),
    "flag/spelling": translate("texts", "About spelling"),
    "flag/letter_count": translate("texts", "About letter count"),
    "flag/position": translate("texts", "About the keyword's position"),
    "flag/sound": translate("texts", "About how it sounds"),
    "flag/private_reference": translate("texts", "A private reference"),
    "flag/translation": translate("texts", "A translation of the keyword"),
    "flag/other": translate("texts", "Something else"),
    # tie-break
    "tb_guess": translate("TieBreakPanel", "Tie-break: guess the other team's four keywords"),
    "tb_judge": translate("TieBreakPanel", "Tie-break: judge their guesses at our keywords"),
    "tb_rule": translate("TieBreakPanel", "The team that guesses more keywords right wins."),
    "tb_their_k": translate("TieBreakPanel", "Their keyword %1"),
    "tb_hand_in": translate("TieBreakPanel", "Hand in our guesses"),
    "tb_done": translate("TieBreakPanel", "Done judging"),
    "tb_wait_judge": translate("TieBreakPanel", "Waiting for the other team to judge…"),
    "tb_handed_in": translate("TieBreakPanel", "Handed in. Waiting for %1…"),
    "tb_accept": translate("web", "Accept “%1” for keyword %2"),
    # game over
    "game_over": translate("texts", "Game over"),
    "guessed": translate("GameOverPanel", "%1 guessed: %2"),
    "screens": translate("web", "Both screens"),
    "you_won": translate("web", "Your team wins!"),
    "you_lost": translate("web", "Your team loses."),
    "you_share": translate("web", "Both teams win!"),
    "back_to_join": translate("web", "Back to the join screen"),
    "again_note": translate(
        "web", "The host can start another game at this table: this page follows by itself."
    ),
    "new_game": translate("TeamWindow", "The host started a new game at this table."),
    # phases
    "phase/lobby": translate("texts", "Waiting for players"),
    "phase/encrypting": translate("texts", "Encryptors write their clues"),
    "phase/decoding": translate("texts", "Decoding"),
    "phase/keyword_guessing": translate("texts", "Tie-break: guess the keywords"),
    "phase/keyword_judging": translate("texts", "Tie-break: judging the guesses"),
    "phase/game_over": translate("texts", "Game over"),
    # outcomes
    "why/two_interceptions": translate("texts", "two interceptions"),
    "why/two_miscommunications": translate("texts", "the other team misread its own code twice"),
    "why/tiebreak_score": translate("texts", "tie-break on interceptions minus miscommunications"),
    "why/tiebreak_keywords": translate("texts", "more keywords guessed in the tie-break"),
    "why/shared_victory": translate("texts", "still equal after the keyword guesses"),
    "why/interceptor_tokens": translate("texts", "the Interceptor gained two tokens"),
    "why/team_survived": translate("texts", "the team got through five rounds"),
    "why/aborted": translate("texts", "the host ended the game"),
    "nobody_wins": translate("texts", "Game ended, nobody wins: %1."),
    "both_win": translate("texts", "Both teams win: %1."),
    "wins": translate("texts", "%1 wins: %2."),
    "interceptor_wins": translate("texts", "The Interceptor wins: %1."),
    # refusals and errors the page explains in the player's words
    # (the same texts as the windows' ui/error_texts.py, so one translation serves both)
    "game/paused": translate("errors", "The game is paused; wait for the host."),
    "hello/pin": translate("errors", "Wrong PIN: this room has a PIN; ask the host for it."),
    "hello/name": translate(
        "errors", "Someone at this table already has that name, or it is unusable."
    ),
    "hello/no_free_seat": translate(
        "errors", "The game has started and there is no free seat; ask the host to open one."
    ),
    "hello/room_full": translate("errors", "This room is full."),
    "hello/pin_wait": translate(
        "errors", "Too many wrong PINs were tried here: wait a moment, then type the PIN again."
    ),
    "hello/version": translate("errors", "The host runs another version of the app; update both."),
    "host/kicked": translate("errors", "The host took you off the table."),
    "host/replaced": translate("errors", "This window was opened again on another computer."),
}
"""Key → (context, English text)."""
