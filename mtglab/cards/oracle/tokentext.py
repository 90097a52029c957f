"""The token wordings mtglab recognises but can't play (CR 614.1a, 616.1b).

The grammar reads token creation (grammar/instructions.lark, grammar/tokens.lark) and the
replacement effects on tokens being created (grammar/tokens_instead.lark). The parser
(:mod:`mtglab.cards.oracle.parser`) asks :func:`token_sentence` about each sentence before
its grammar only for the wordings of that family the engine can't play — an optional
replacement ("you may instead"), "the first time ... each turn", tokens created under
another player's control — which raise :class:`UnsupportedTokenText` naming the part, so
that the ability is unsupported with that reason; anything else gives ``None``.

>>> token_sentence("If one or more tokens would be created, twice that many of those "
...                "tokens are created instead") is None
True
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["UnsupportedTokenText", "token_sentence"]


class UnsupportedTokenText(ValueError):
    """A token wording mtglab recognises but can't play; the message names the part."""


_UNSUPPORTED: Final = (
    (re.compile(r"^if (?:you|an effect) would create .*\btokens?\b.*, you may instead\b",
                re.I), "an optional replacement of tokens being created ('you may "
                       "instead'): the engine asks no such choice"),
    (re.compile(r"^the first time you would create .*\btokens?\b", re.I),
     "'the first time you would create tokens each turn': the engine doesn't track it"),
    (re.compile(r"\btokens? that would be created under an opponent's control\b", re.I),
     "tokens created under another player's control (616.1b): not modelled"),
)


def token_sentence(sentence: str) -> None:
    """None for a sentence the grammar is to read; :class:`UnsupportedTokenText` for a
    wording recognised but not playable."""
    text = sentence.strip().rstrip(".")
    for pattern, why in _UNSUPPORTED:
        if pattern.search(text):
            raise UnsupportedTokenText(why)
    return None
