"""Tokens' abilities read as a card's text is read (CR 111.3, 111.10): a predefined
token's rules text (a Treasure's "{T}, Sacrifice this token: Add one mana of any color.")
or the text a user gives a token they define. The cards layer reads them — through the
same cached reader as every card's (:mod:`mtglab.cards.pool.abilitycache`) — so the
engine is handed :class:`~mtglab.cards.ability.Ability` records and reads no text itself
(issue 22). A predefined token's abilities are read once per process.

>>> [a.text for a in predefined_token_abilities("Clue")]
['{2}, Sacrifice this token: Draw a card.']
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from mtglab.cards.ability import Ability
from mtglab.cards.pool.abilitycache import cached_parse_abilities
from mtglab.cards.tokens import PREDEFINED_TOKENS, predefined_name
from mtglab.cards.types import parse_type_line

__all__ = ["predefined_token_abilities", "token_abilities"]


def token_abilities(text: str, *, name: str, types: Iterable[str] = (),
                    subtypes: Iterable[str] = (),
                    supertypes: Iterable[str] = ()) -> tuple[Ability, ...]:
    """The abilities of a token whose text is ``text`` (111.3), one a line, read as a
    card's with the token's name and types; a land token's intrinsic mana abilities
    (305.6) come from its subtypes as the engine computes them, not from here."""
    if not text:
        return ()
    return tuple(a for a in cached_parse_abilities(
        text, name=name, types=tuple(types), subtypes=tuple(subtypes),
        supertypes=tuple(supertypes)) if not a.intrinsic)


@functools.cache
def predefined_token_abilities(name: str) -> tuple[Ability, ...]:
    """The abilities of a predefined token (111.10), by its name ("Treasure", "Monster
    Role"); KeyError if it isn't one."""
    key = predefined_name(name)
    if key is None:
        raise KeyError(name)
    type_line, text, _pt = PREDEFINED_TOKENS[key]
    tl = parse_type_line(type_line)
    return token_abilities(text, name=key, types=tl.types, subtypes=tl.subtypes,
                           supertypes=tl.supertypes)
