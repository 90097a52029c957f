"""The depth guard of card files (mtglab.cards.pool.filestreams.DepthGuard): JSON nested
deeper than the limit is refused before the parser sees it, whatever the chunks the file
is read in and whatever brackets, quotes and backslashes its strings hold (the README's
"Hostile input"; issue 26 made its scan run at C speed, so this checks it against the
depth of the data itself)."""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest

from mtglab.cards.pool.filestreams import DepthGuard
from mtglab.errors import InputLimitError

_TEXTS = ["", "a", "[", "]", "{", "}", '"', "\\", "[[{", '\\"]', "{T}: Add {G}.", "é[ü]"]


def _value(rng: random.Random, depth: int) -> Any:
    """A JSON value nesting at most ``depth`` arrays and objects."""
    if depth == 0 or rng.random() < 0.3:
        return rng.choice([rng.choice(_TEXTS) * rng.randint(1, 3), 7, None, True])
    items = [_value(rng, depth - 1) for _ in range(rng.randint(0, 3))]
    if rng.random() < 0.5:
        return items
    return {rng.choice(_TEXTS) + str(i): v for i, v in enumerate(items)}


def _depth(v: Any) -> int:
    if isinstance(v, list):
        return 1 + max((_depth(x) for x in v), default=0)
    if isinstance(v, dict):
        return 1 + max((_depth(x) for x in v.values()), default=0)
    return 0


def _accepted(data: bytes, limit: int, chunk: int) -> bool:
    guard = io.BufferedReader(DepthGuard(io.BytesIO(data), "x", limit=limit), chunk)
    try:
        while guard.read(chunk):
            pass
    except InputLimitError:
        return False
    return True


@pytest.mark.parametrize("seed", range(6))
def test_json_is_refused_exactly_when_it_nests_past_the_limit(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(60):
        values = [_value(rng, rng.randint(0, 9)) for _ in range(rng.randint(1, 4))]
        data = "\n".join(json.dumps(v, ensure_ascii=rng.random() < 0.5)
                         for v in values).encode()
        deepest = max(_depth(v) for v in values)
        limit = rng.randint(1, 8)
        for chunk in (1, 2, 5, 64):
            assert _accepted(data, limit, chunk) == (deepest <= limit), (data, limit, chunk)


def test_a_long_flat_file_passes_and_a_deep_one_is_refused() -> None:
    # many shallow records in one chunk: the scan bounds the depth without a byte walk
    flat = b"\n".join([b'{"name": "[[[", "faces": [{"a": [1]}, {"b": {}}]}'] * 5_000)
    assert _accepted(flat, 4, 65_536)  # { [ { [ : four levels
    assert not _accepted(flat, 3, 65_536)
    assert not _accepted(b"[" * 33 + b"]" * 33, 32, 65_536)
    assert _accepted(b"[" * 32 + b"]" * 32, 32, 65_536)
