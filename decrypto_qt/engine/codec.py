"""Lossless JSON for the engine's frozen records: autosave and game logs.

Any frozen dataclass built from ints, floats, strings, bools, enums, tuples,
lists, frozensets, dicts, ``X | None`` and other such dataclasses converts both
ways; :func:`decode` checks every value's type and raises :class:`CodecError`
with the path of the first bad value. Callers turn that into their own error
(a damaged save, a bad protocol message).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from typing import Any


class CodecError(ValueError):
    """A value that does not fit its type: ``path`` says where, ``problem`` what is wrong."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path or 'top'} {problem}")
        self.path = path or "top"
        self.problem = problem


def encode(obj: Any) -> Any:
    """Turn a record into JSON-ready data."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: encode(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, (tuple, list)):
        return [encode(x) for x in obj]
    if isinstance(obj, frozenset):
        return sorted((encode(x) for x in obj), key=repr)
    if isinstance(obj, dict):
        return {str(k): encode(v) for k, v in obj.items()}
    return obj


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


def _bad(path: str, what: str) -> CodecError:
    return CodecError(path, what)


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__")


def decode(tp: Any, data: Any, path: str = "") -> Any:
    """Rebuild a value of type ``tp`` from :func:`encode`'s output, checking it as it goes."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Annotated:
        value = decode(args[0], data, path)
        for meta in args[1:]:
            is_enum = isinstance(meta, type) and issubclass(meta, enum.Enum)
            if is_enum and value not in {m.value for m in meta}:
                raise _bad(path, f"has an unknown value {data!r}")
        return value
    if origin in (types.UnionType, typing.Union):
        if data is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        errors: list[CodecError] = []
        for option in options:
            try:
                return decode(option, data, path)
            except CodecError as exc:
                errors.append(exc)
        if data is None:
            raise _bad(path, "is missing")
        raise errors[0]
    if origin is tuple:
        if not isinstance(data, list):
            raise _bad(path, "should be a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(data))
        if len(args) != len(data):
            raise _bad(path, f"should have {len(args)} items")
        pairs = enumerate(zip(args, data, strict=True))
        return tuple(decode(a, x, f"{path}[{i}]") for i, (a, x) in pairs)
    if origin is list:
        if not isinstance(data, list):
            raise _bad(path, "should be a list")
        return [decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(data)]
    if origin is frozenset:
        if not isinstance(data, list):
            raise _bad(path, "should be a list")
        return frozenset(decode(args[0], x, f"{path}[]") for x in data)
    if origin is dict:
        if not isinstance(data, dict):
            raise _bad(path, "should be an object")
        return {k: decode(args[1], v, f"{path}.{k}") for k, v in data.items()}
    if _is_typeddict(tp):
        if not isinstance(data, dict):
            raise _bad(path, "should be an object")
        return data
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise _bad(path, f"has an unknown value {data!r}") from None
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise _bad(path, "should be an object")
        hints = _hints(tp)
        kwargs = {}
        for f in dataclasses.fields(tp):
            if f.name in data:
                kwargs[f.name] = decode(hints[f.name], data[f.name], f"{path}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise _bad(path, f"lacks “{f.name}”")
        try:
            return tp(**kwargs)
        except ValueError as exc:
            raise _bad(path, f"is not valid ({getattr(exc, 'message', exc)})") from None
    if tp is bool:
        if not isinstance(data, bool):
            raise _bad(path, "should be true or false")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise _bad(path, "should be a whole number")
        return data
    if tp is float:
        if not isinstance(data, (int, float)) or isinstance(data, bool):
            raise _bad(path, "should be a number")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise _bad(path, "should be text")
        return data
    if tp is Any:
        return data
    raise TypeError(f"cannot decode type {tp!r}")  # pragma: no cover - a programming error
