"""What a table keeps on disk, and reading it back: the journal and the snapshot.

Every game action goes into the journal (one JSON line) before anyone sees its effect;
the snapshot (the autosave) holds the whole room and game and is written now and then,
in one step (:func:`decrypto_qt.net.autosave.write_atomic`). Resuming reads the snapshot
and replays the journal's lines after it. When to write is the table's
(:class:`decrypto_qt.net.table.Table`) to decide; this module knows only how. No Qt.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from decrypto_qt.engine import GameState, LogEntry, RuleError, Settings, WordPack, apply, codec
from decrypto_qt.engine.log import decode_entry, document, encode_entry, loads
from decrypto_qt.net import autosave
from decrypto_qt.net.seats import SeatBook
from decrypto_qt.protocol.wire import dumps_line

log = logging.getLogger(__name__)

JOURNAL_TRIM_LINES = 500
"""After a snapshot, the journal is cleared once it has this many lines (:meth:`Journal.trim`)."""


class Journal:
    """A table's journal: the actions applied since the last snapshot, one line each.

    Args:
        path: the journal's file (:data:`decrypto_qt.net.autosave.JOURNAL_NAME` in the
            table's folder).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        """The file descriptor, open for appending while the game goes on."""
        self._lines = 0

    def append(self, entry: LogEntry, version: int) -> None:
        """One small append per action; the full snapshot follows after the views."""
        try:
            if self._fd is None:
                flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
                self._fd = os.open(self.path, flags, 0o644)
            # One write per line, straight to the file: in it as soon as the call returns.
            line = dumps_line({"version": version, **encode_entry(entry)})
            while line:
                line = line[os.write(self._fd, line) :]
            self._lines += 1
        except OSError as exc:
            log.error("journal write failed: %s", exc)

    def trim(self) -> None:
        """After a snapshot the journal's lines are redundant (replay skips them); clear
        it only now and then, as removing a file on every action stalls some disks."""
        if self._lines >= JOURNAL_TRIM_LINES:
            self.reset()

    def reset(self) -> None:
        """Empty the journal: a new game, or everything in it is in the snapshot."""
        self._lines = 0
        self.close()
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.error("journal reset failed: %s", exc)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def replay(
        self, state: GameState | None, entries: list[LogEntry]
    ) -> tuple[GameState | None, int]:
        """Apply the actions journaled after ``state`` (the snapshot's), appending each to
        ``entries``; a torn last line is ignored. Returns the state reached and how many
        actions were replayed."""
        if state is None or not self.path.exists():
            return state, 0
        replayed = 0
        for line in self.path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                data = json.loads(line)
                version = data["version"]
                if version <= state.version:
                    continue
                entry = decode_entry(data)
                after, _ = apply(state, entry.action, entry.now)
            except (ValueError, KeyError, TypeError, RuleError, codec.CodecError):
                log.warning("journal ends with an unreadable line; ignoring it")
                break
            if after.version != version:
                log.warning("journal does not follow the snapshot; ignoring the rest")
                break
            state = after
            entries.append(entry)
            replayed += 1
        return state, replayed


class Snapshot:
    """A table's autosave: the room, its seats and its game in one file.

    Args:
        path: the snapshot's file (:data:`decrypto_qt.net.autosave.AUTOSAVE_NAME` in the
            table's folder).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._encoded_log: list[dict[str, Any]] = []
        """The game's log entries encoded so far: the log only grows, each is encoded once."""

    def new_log(self) -> None:
        """The game's log starts again (a new game, or one read back)."""
        self._encoded_log = []

    def write(
        self,
        *,
        room: str,
        pin: str | None,
        port: int,
        settings: Settings,
        pack: WordPack,
        book: SeatBook,
        state: GameState | None,
        entries: list[LogEntry],
    ) -> bool:
        """Replace the file with the table as it is now; False (logged) if the disk refused."""
        data = {
            "format": autosave.HOST_FORMAT,
            "format_version": autosave.HOST_FORMAT_VERSION,
            "room": room,
            "pin": pin,
            "port": port,
            "settings": codec.encode(settings),
            "pack": {
                "name": pack.name,
                "language": pack.language,
                "words": list(pack.words),
            },
            "seats": book.to_json(),
            "game": None if state is None else self._game_document(state, entries),
        }
        try:
            autosave.write_atomic(self.path, dumps_line(data))
        except OSError as exc:  # a full disk must not stop the game
            log.error("autosave failed: %s", exc)
            return False
        return True

    def _game_document(self, state: GameState, entries: list[LogEntry]) -> dict[str, Any]:
        while len(self._encoded_log) < len(entries):
            self._encoded_log.append(encode_entry(entries[len(self._encoded_log)]))
        return document(state, self._encoded_log)

    def read(self) -> Saved | None:
        """The saved room and game, or ``None`` if there is no file.

        Raises:
            RuleError: ``save/invalid`` if the file exists but is damaged.
        """
        if not self.path.exists():
            return None
        data = autosave.read_json(self.path)
        if not isinstance(data, dict) or data.get("format") != autosave.HOST_FORMAT:
            raise RuleError("save/invalid", "The autosave is not a decrypto_qt host file.")
        try:
            settings = codec.decode(Settings, data["settings"], "settings")
            pack = WordPack(
                data["pack"]["name"], data["pack"]["language"], tuple(data["pack"]["words"])
            )
        except (KeyError, TypeError, codec.CodecError) as exc:
            raise RuleError("save/invalid", f"The autosave is damaged ({exc}).") from None
        book = SeatBook.from_json(data.get("seats") or {})
        state, entries = (None, ()) if data.get("game") is None else loads(json.dumps(data["game"]))
        room = data.get("room")
        port = data.get("port")
        return Saved(
            room=str(room) if room else None,
            port=port if isinstance(port, int) and 0 < port < 65536 else None,
            pin=data.get("pin") or None,
            settings=settings,
            pack=pack,
            book=book,
            state=state,
            entries=tuple(entries),
        )


@dataclass(frozen=True)
class Saved:
    """A table as its snapshot holds it; ``room``, ``port`` and ``pin`` are ``None`` where
    the file has none (or, for the port, none that can be listened on)."""

    room: str | None
    port: int | None
    pin: str | None
    settings: Settings
    pack: WordPack
    book: SeatBook
    state: GameState | None
    entries: tuple[LogEntry, ...]
