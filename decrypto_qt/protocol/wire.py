"""Messages to and from bytes: one JSON object per UTF-8 line."""

from __future__ import annotations

import dataclasses
import functools
import json
from typing import Any, TypeVar

import orjson

from decrypto_qt.engine import actions as act
from decrypto_qt.engine.codec import CodecError, decode, encode
from decrypto_qt.engine.memo import IdentityMemo
from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.limits import MAX_JSON_DEPTH
from decrypto_qt.protocol.messages import CLIENT_MESSAGES, HOST_MESSAGES, Message, ViewUpdate

M = TypeVar("M")

PLAYER_ACTIONS: dict[str, type[act.Action]] = {
    name: cls
    for name, cls in act.ACTION_TYPES.items()
    if cls not in act.HOST_ACTIONS and cls is not act.Tick
}
"""The actions a window may ask for; the host's own (pause, force…) never come from a window."""


def to_line(message: Message) -> bytes:
    """The message as one line of UTF-8 JSON, newline included."""
    if isinstance(message, ViewUpdate):
        # The hot path of every broadcast: the view is JSON-ready already.
        data: dict[str, Any] = {
            "type": message.type,
            "version": message.version,
            "now": message.now,
            "away": list(message.away),
            "view": message.view,
        }
        history = _encoded_history(message.view.get("history"))
        if history is not None:
            try:
                return orjson.dumps(
                    {**data, "view": {**message.view, "history": history}}, option=_LINE
                )
            except (orjson.JSONEncodeError, TypeError):
                pass  # the standard encoder below says it as it can
    else:
        data = {"type": message.type, **encode(message)}
    return dumps_line(data)


_LINE = orjson.OPT_NON_STR_KEYS | orjson.OPT_APPEND_NEWLINE
_histories: IdentityMemo[orjson.Fragment] = IdentityMemo(32)


def _encoded_history(history: Any) -> orjson.Fragment | None:
    """A view's history, encoded once: the views of one state share one history list
    (and it is most of each view's bytes), so each class's line reuses the encoding."""
    if not history:
        return None
    encoded = _histories.get(history)
    if encoded is None:
        try:
            encoded = orjson.Fragment(orjson.dumps(history, option=orjson.OPT_NON_STR_KEYS))
        except (orjson.JSONEncodeError, TypeError):
            return None
        _histories.put(history, encoded)
    return encoded


def dumps_line(data: Any) -> bytes:
    """``data`` as one line of compact UTF-8 JSON, newline included."""
    try:
        return orjson.dumps(data, option=_LINE)
    except (orjson.JSONEncodeError, TypeError):
        # Text that is not valid Unicode (a lone surrogate) or a number beyond 64 bits:
        # the standard encoder escapes what the fast one refuses.
        return json.dumps(data, separators=(",", ":")).encode() + b"\n"


def _load(line: bytes) -> dict[str, Any]:
    try:
        data = orjson.loads(line)
    except orjson.JSONDecodeError as exc:
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as bad:
            raise ProtocolError(
                "proto/bad_utf8", f"The line is not valid UTF-8 (byte {bad.start})."
            ) from None
        raise ProtocolError("proto/bad_json", f"The line is not valid JSON ({exc}).") from None
    if not isinstance(data, dict):
        raise ProtocolError("proto/bad_json", "A message is a JSON object with a type.")
    return data


def _too_deep(data: Any, limit: int) -> bool:
    """Are arrays and objects nested more than ``limit`` deep? Walked without recursion,
    so a crafted line cannot exhaust the stack of whoever reads it."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return True
        children = value.values() if isinstance(value, dict) else value
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


def _shown(value: Any) -> str:
    """A value as an error message may quote it: short, and only if it is text."""
    if isinstance(value, str):
        return repr(value[:40])
    return f"of JSON type {type(value).__name__}"


@functools.cache
def _field_names(cls: Any) -> frozenset[str]:
    return frozenset(f.name for f in dataclasses.fields(cls))


def _build(cls: type[M], data: dict[str, Any], path: str) -> M:
    record: Any = cls
    names = _field_names(record)
    try:
        return decode(cls, {k: v for k, v in data.items() if k in names}, path)  # type: ignore[no-any-return]
    except CodecError as exc:
        raise ProtocolError("proto/bad_field", f"{exc.path} {exc.problem}.") from None


def parse(line: bytes, registry: dict[str, type[M]], *, depth: int | None = None) -> M:
    """Read one line as a message of ``registry``; ``ProtocolError`` says what is wrong.

    With ``depth``, a message nested deeper than that is refused before anything reads it.
    """
    data = _load(line)
    if depth is not None and _too_deep(data, depth):
        raise ProtocolError("proto/bad_json", f"The message is nested deeper than {depth} levels.")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in registry:
        raise ProtocolError(
            "proto/unknown_type",
            f"Unknown message type {_shown(kind)}." if kind else "No message type.",
        )
    return _build(registry[kind], data, kind)


def parse_client(line: bytes) -> Any:
    """A message a window sent to the host (no message of a window nests deeply)."""
    return parse(line, CLIENT_MESSAGES, depth=MAX_JSON_DEPTH)


def parse_host(line: bytes) -> Any:
    """A message the host sent to a window."""
    return parse(line, HOST_MESSAGES)


def action_from_wire(payload: dict[str, Any], player: str) -> act.Action:
    """The engine action a window asked for, on behalf of ``player``."""
    kind = payload.get("type")
    if not isinstance(kind, str) or kind not in PLAYER_ACTIONS:
        raise ProtocolError("action/unknown", f"Unknown action {_shown(kind)}.")
    fields = {k: v for k, v in payload.items() if k != "type"}
    fields["player"] = player
    return _build(PLAYER_ACTIONS[kind], fields, f"action.{kind}")


def action_to_wire(action: act.Action) -> dict[str, Any]:
    """An engine action as a window sends it (without the player)."""
    data = encode(action)
    data.pop("player", None)
    return {"type": act.ACTION_NAMES[type(action)], **data}
