"""Newline framing: fragments in, whole lines out, 64 KiB cap."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.framing import LineFramer


def test_lines_split_across_reads_come_out_whole() -> None:
    f = LineFramer()
    assert f.feed(b'{"type": "pi') == []
    assert f.pending == 12
    assert f.feed(b'ng"}\r\n{"type":') == [b'{"type": "ping"}']
    assert f.feed(b' "leave"}\n\n') == [b'{"type": "leave"}', b""]


@given(st.lists(st.binary(max_size=40).filter(lambda b: b"\n" not in b), max_size=20), st.data())
def test_any_fragmentation_gives_the_same_lines(lines: list[bytes], data: st.DataObject) -> None:
    stream = b"".join(line + b"\n" for line in lines)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=10)))
    f = LineFramer()
    out: list[bytes] = []
    for start, end in zip([0, *cuts], [*cuts, len(stream)], strict=True):
        out += f.feed(stream[start:end])
    assert out == [line.rstrip(b"\r") for line in lines]


def test_a_line_over_the_limit_is_fatal_even_before_its_end() -> None:
    f = LineFramer(limit=10)
    assert f.feed(b"0123456789\n") == [b"0123456789"]
    with pytest.raises(ProtocolError) as err:
        f.feed(b"0123456789A")
    assert err.value.code == "proto/too_long" and err.value.fatal
    with pytest.raises(ProtocolError):
        LineFramer(limit=10).feed(b"short\n" + b"x" * 11 + b"\n")
