"""Card names reduced for tolerant look-ups ("llanowar elves", "Lim-Dûl's Vault")."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable

__all__ = ["closest_names", "name_key"]


def name_key(name: str) -> str:
    """A name reduced for tolerant matching: no accents, case, spaces or punctuation.

    >>> name_key("Lim-Dûl's Vault")
    'limdulsvault'
    """
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return re.sub(r"[^0-9a-z]+", "", plain.lower())


def closest_names(name: str, names: Iterable[str], n: int = 5) -> list[str]:
    """The ``n`` names of ``names`` closest to ``name``, for "did you mean" messages: those
    that start with what was typed first, then those that contain it, then look-alikes.

    >>> closest_names("urborg", ["Urza's Tower", "Urborg, Tomb of Yawgmoth", "Forest"])
    ['Urborg, Tomb of Yawgmoth']
    """
    keyed: dict[str, str] = {}
    for candidate in names:
        keyed.setdefault(name_key(candidate), candidate)
    key = name_key(name)
    # "Urborg" finds "Urborg, Tomb of Yawgmoth" before names that merely look alike
    starts = [k for k in keyed if key and k.startswith(key)]
    inside = [k for k in keyed if key and key in k and k not in starts]
    close = [*sorted(starts, key=len), *sorted(inside, key=len)][:n]
    close += [k for k in difflib.get_close_matches(key, list(keyed), n=n, cutoff=0.6)
              if k not in close][: n - len(close)]
    return [keyed[k] for k in close]
