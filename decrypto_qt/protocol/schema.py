"""Generate the JSON Schema of every message from the definitions in ``messages``."""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from typing import Any

from decrypto_qt.engine import actions as act
from decrypto_qt.engine import shapes
from decrypto_qt.engine.types import Team
from decrypto_qt.protocol import messages
from decrypto_qt.protocol.limits import PROTOCOL_VERSION
from decrypto_qt.protocol.wire import PLAYER_ACTIONS

SCHEMA_ID = "https://decrypto-qt.invalid/protocol.schema.json"


class _Builder:
    def __init__(self) -> None:
        self.defs: dict[str, Any] = {}

    def ref(self, name: str) -> dict[str, Any]:
        return {"$ref": f"#/$defs/{name}"}

    def of(self, tp: Any) -> dict[str, Any]:
        origin = typing.get_origin(tp)
        args = typing.get_args(tp)
        if origin is typing.Annotated:
            base = self.of(args[0])
            for meta in args[1:]:
                if isinstance(meta, type) and issubclass(meta, enum.Enum):
                    base["enum"] = [m.value for m in meta]
                else:
                    base = _shaped(base, meta)
            return base
        if origin in (types.UnionType, typing.Union):
            options = [self.of(a) for a in args]
            return options[0] if len(options) == 1 else {"anyOf": options}
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.of(args[0])}
            return {
                "type": "array",
                "prefixItems": [self.of(a) for a in args],
                "minItems": len(args),
                "maxItems": len(args),
            }
        if origin in (list, frozenset):
            return {"type": "array", "items": self.of(args[0])}
        if origin is dict:
            return {"type": "object", "additionalProperties": self.of(args[1])}
        if tp is type(None):
            return {"type": "null"}
        if tp is bool:
            return {"type": "boolean"}
        if tp is int:
            return {"type": "integer"}
        if tp is float:
            return {"type": "number"}
        if tp is str:
            return {"type": "string"}
        if tp is Any:
            return {}
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return {"enum": [m.value for m in tp]}
        if isinstance(tp, type) and (
            dataclasses.is_dataclass(tp) or hasattr(tp, "__required_keys__")
        ):
            name = tp.__name__
            if name not in self.defs:
                self.defs[name] = {}  # placeholder against recursion
                self.defs[name] = self.record(tp)
            return self.ref(name)
        raise TypeError(f"no schema for {tp!r}")  # pragma: no cover - a programming error

    def record(self, tp: type, *, type_const: str | None = None, drop: str = "") -> dict[str, Any]:
        hints = typing.get_type_hints(tp, include_extras=True)
        props: dict[str, Any] = {}
        required: list[str] = []
        if type_const is not None:
            props["type"] = {"const": type_const}
            required.append("type")
        if dataclasses.is_dataclass(tp):
            for f in dataclasses.fields(tp):
                if f.name == drop:
                    continue
                props[f.name] = self.of(hints[f.name])
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    required.append(f.name)
        else:
            # With postponed annotations __required_keys__ cannot see NotRequired;
            # the resolved hints can.
            for key, hint in hints.items():
                if typing.get_origin(hint) is typing.NotRequired:
                    hint = typing.get_args(hint)[0]
                else:
                    required.append(key)
                props[key] = self.of(hint)
        out: dict[str, Any] = {"type": "object", "properties": props, "required": required}
        doc = " ".join((tp.__doc__ or "").strip().split("\n\n")[0].split())
        if doc and not doc.startswith(tp.__name__ + "("):
            out["description"] = doc
        return out


def _shaped(base: dict[str, Any], meta: Any) -> dict[str, Any]:
    """``base`` with what a note of :mod:`decrypto_qt.engine.shapes` says about it."""
    if isinstance(meta, shapes.Between):
        base["minimum"], base["maximum"] = meta.low, meta.high
    elif isinstance(meta, shapes.Items):
        if meta.count is not None:
            base["minItems"] = base["maxItems"] = meta.count
        if meta.most is not None:
            base["maxItems"] = meta.most
        if meta.unique:
            base["uniqueItems"] = True
    elif isinstance(meta, shapes.PerTeam):
        each = base.pop("additionalProperties")
        teams = [t.value for t in Team]
        base["properties"] = dict.fromkeys(teams, each)
        base["required"] = teams
        base["additionalProperties"] = False
    elif isinstance(meta, shapes.Doc):
        base["description"] = meta.text
    return base


def build_schema() -> dict[str, Any]:
    """The JSON Schema (2020-12) of every message, and of every action a window may send."""
    b = _Builder()
    client: list[dict[str, Any]] = []
    host: list[dict[str, Any]] = []
    actions: list[dict[str, Any]] = []
    registries: list[tuple[dict[str, Any], list[dict[str, Any]]]] = [
        (dict(messages.CLIENT_MESSAGES), client),
        (dict(messages.HOST_MESSAGES), host),
    ]
    for registry, bucket in registries:
        for kind, cls in registry.items():
            name = f"msg_{kind}"
            b.defs[name] = b.record(cls, type_const=kind)
            bucket.append(b.ref(name))
    for kind, action_cls in PLAYER_ACTIONS.items():
        name = f"action_{kind}"
        b.defs[name] = b.record(action_cls, type_const=kind, drop="player")
        actions.append(b.ref(name))
    b.defs["client_message"] = {"oneOf": client}
    b.defs["host_message"] = {"oneOf": host}
    b.defs["player_action"] = {"oneOf": actions}
    b.defs["msg_action"]["properties"]["action"] = b.ref("player_action")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": f"decrypto_qt protocol {PROTOCOL_VERSION}",
        "description": "One JSON object per line; see docs/protocol.md.",
        "oneOf": [b.ref("client_message"), b.ref("host_message")],
        "$defs": dict(sorted(b.defs.items())),
    }


def schema_text() -> str:
    import json

    return json.dumps(build_schema(), indent=2, ensure_ascii=False) + "\n"


if __name__ == "__main__":  # pragma: no cover - regenerates docs/protocol.schema.json
    print(schema_text(), end="")

__all__ = ["act", "build_schema", "schema_text"]
