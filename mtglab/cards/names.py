"""Card names reduced for tolerant look-ups ("llanowar elves", "Lim-Dûl's Vault")."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["name_key"]


def name_key(name: str) -> str:
    """A name reduced for tolerant matching: no accents, case, spaces or punctuation.

    >>> name_key("Lim-Dûl's Vault")
    'limdulsvault'
    """
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return re.sub(r"[^0-9a-z]+", "", plain.lower())
