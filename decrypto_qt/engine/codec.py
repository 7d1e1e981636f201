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


_PLAIN = frozenset({str, int, float, bool, type(None)})


def encode(obj: Any) -> Any:
    """Turn a record into JSON-ready data."""
    cls: Any = type(obj)
    if cls in _PLAIN:
        return obj
    names = _field_names(cls)
    if names is not None:
        return {name: encode(getattr(obj, name)) for name in names}
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
def _field_names(cls: type) -> tuple[str, ...] | None:
    """A dataclass's field names, in order; None for any other type."""
    if not dataclasses.is_dataclass(cls):
        return None
    return tuple(f.name for f in dataclasses.fields(cls))


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


def _bad(path: str, what: str) -> CodecError:
    return CodecError(path, what)


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__")


Decoder = typing.Callable[[Any, str], Any]
"""Rebuilds one type's values: ``(data, path) -> value``, raising :class:`CodecError`."""


def decode(tp: Any, data: Any, path: str = "") -> Any:
    """Rebuild a value of type ``tp`` from :func:`encode`'s output, checking it as it goes."""
    return _decoder(tp)(data, path)


@functools.cache
def _decoder(tp: Any) -> Decoder:
    """The decoder of ``tp``, worked out from its type hints once, then reused: messages
    and log entries of one type are decoded many times (every action a window sends)."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Annotated:
        return _annotated(_decoder(args[0]), args[1:])
    if origin in (types.UnionType, typing.Union):
        return _union(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _tuple_of(_decoder(args[0]))
        return _fixed_tuple(tuple(_decoder(a) for a in args))
    if origin is list:
        return _list_of(_decoder(args[0]))
    if origin is frozenset:
        return _frozenset_of(_decoder(args[0]))
    if origin is dict:
        return _dict_of(_decoder(args[1]))
    if _is_typeddict(tp):
        return _typeddict
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum(tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _record(tp)
    if tp in _SCALARS:
        return _SCALARS[tp]
    if tp is Any:
        return _any
    raise TypeError(f"cannot decode type {tp!r}")  # pragma: no cover - a programming error


def _annotated(inner: Decoder, metadata: tuple[Any, ...]) -> Decoder:
    allowed = [
        {m.value for m in meta}
        for meta in metadata
        if isinstance(meta, type) and issubclass(meta, enum.Enum)
    ]

    def run(data: Any, path: str) -> Any:
        value = inner(data, path)
        for values in allowed:
            if value not in values:
                raise _bad(path, f"has an unknown value {data!r}")
        return value

    return run


def _union(args: tuple[Any, ...]) -> Decoder:
    optional = type(None) in args
    options = [_decoder(a) for a in args if a is not type(None)]

    def run(data: Any, path: str) -> Any:
        if data is None and optional:
            return None
        errors: list[CodecError] = []
        for option in options:
            try:
                return option(data, path)
            except CodecError as exc:
                errors.append(exc)
        if data is None:
            raise _bad(path, "is missing")
        raise errors[0]

    return run


def _tuple_of(item: Decoder) -> Decoder:
    def run(data: Any, path: str) -> Any:
        if not isinstance(data, list):
            raise _bad(path, "should be a list")
        return tuple(item(x, f"{path}[{i}]") for i, x in enumerate(data))

    return run


def _fixed_tuple(items: tuple[Decoder, ...]) -> Decoder:
    def run(data: Any, path: str) -> Any:
        if not isinstance(data, list):
            raise _bad(path, "should be a list")
        if len(items) != len(data):
            raise _bad(path, f"should have {len(items)} items")
        pairs = enumerate(zip(items, data, strict=True))
        return tuple(d(x, f"{path}[{i}]") for i, (d, x) in pairs)

    return run


def _list_of(item: Decoder) -> Decoder:
    def run(data: Any, path: str) -> Any:
        if not isinstance(data, list):
            raise _bad(path, "should be a list")
        return [item(x, f"{path}[{i}]") for i, x in enumerate(data)]

    return run


def _frozenset_of(item: Decoder) -> Decoder:
    def run(data: Any, path: str) -> Any:
        if not isinstance(data, list):
            raise _bad(path, "should be a list")
        return frozenset(item(x, f"{path}[]") for x in data)

    return run


def _dict_of(value: Decoder) -> Decoder:
    def run(data: Any, path: str) -> Any:
        if not isinstance(data, dict):
            raise _bad(path, "should be an object")
        return {k: value(v, f"{path}.{k}") for k, v in data.items()}

    return run


def _typeddict(data: Any, path: str) -> Any:
    if not isinstance(data, dict):
        raise _bad(path, "should be an object")
    return data


def _enum(tp: type[enum.Enum]) -> Decoder:
    def run(data: Any, path: str) -> Any:
        try:
            return tp(data)
        except ValueError:
            raise _bad(path, f"has an unknown value {data!r}") from None

    return run


def _record(tp: type) -> Decoder:
    """A dataclass: its fields' decoders are worked out on first use (a record may refer
    to itself or to a record defined later in its module)."""
    resolved: list[tuple[str, Decoder, bool]] | None = None

    def run(data: Any, path: str) -> Any:
        nonlocal resolved
        if not isinstance(data, dict):
            raise _bad(path, "should be an object")
        fields = resolved
        if fields is None:
            hints = _hints(tp)
            fields = resolved = [
                (
                    f.name,
                    _decoder(hints[f.name]),
                    f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
                )
                for f in dataclasses.fields(tp)
            ]
        kwargs = {}
        for name, field_decoder, required in fields:
            if name in data:
                kwargs[name] = field_decoder(data[name], f"{path}.{name}")
            elif required:
                raise _bad(path, f"lacks “{name}”")
        try:
            return tp(**kwargs)
        except ValueError as exc:
            raise _bad(path, f"is not valid ({getattr(exc, 'message', exc)})") from None

    return run


def _bool(data: Any, path: str) -> Any:
    if not isinstance(data, bool):
        raise _bad(path, "should be true or false")
    return data


def _int(data: Any, path: str) -> Any:
    if not isinstance(data, int) or isinstance(data, bool):
        raise _bad(path, "should be a whole number")
    return data


def _float(data: Any, path: str) -> Any:
    if not isinstance(data, (int, float)) or isinstance(data, bool):
        raise _bad(path, "should be a number")
    return float(data)


def _str(data: Any, path: str) -> Any:
    if not isinstance(data, str):
        raise _bad(path, "should be text")
    return data


def _any(data: Any, _path: str) -> Any:
    return data


_SCALARS: dict[Any, Decoder] = {bool: _bool, int: _int, float: _float, str: _str}
