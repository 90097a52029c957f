"""Predefined tokens (CR 111.10) and tokens defined by their characteristics (111.3).

The token's text is its ability, as the rule defines it; everything else (colorless,
artifact, the subtype) is its type line. Tokens are not cards, so :class:`BaseValues`
are built directly from these definitions: from a name, from characteristics, or from
a :class:`~mtglab.cards.tokens.TokenDef` (what an effect or a replacement effect says
the token is). Creating them is an event: :mod:`mtglab.engine.events.creating`.
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.effects import Amount, CreateToken
from mtglab.cards.tokencards import predefined_token_abilities, token_abilities
from mtglab.cards.tokens import PREDEFINED_TOKENS, TokenDef, predefined_name
from mtglab.cards.types import parse_type_line
from mtglab.engine.state import BaseValues
from mtglab.errors import UnknownCardError

__all__ = ["PREDEFINED_TOKENS", "counted_pt", "def_of_create_token", "predefined_token",
           "token_faces", "token_values", "values_of_def"]

_BLACK: Final = frozenset({"Walker"})


def predefined_token(name: str) -> BaseValues:
    """The characteristics of a predefined token by name (CR 111.10)."""
    key = predefined_name(name) or ""
    if key not in PREDEFINED_TOKENS:
        close = difflib.get_close_matches(name.strip().title(), list(PREDEFINED_TOKENS), n=3)
        raise UnknownCardError(f"{name} (predefined token)", close or sorted(PREDEFINED_TOKENS))
    type_line, _text, pt = PREDEFINED_TOKENS[key]
    power, toughness = pt.split("/") if pt else (None, None)
    return token_values(name=key, type_line=type_line, read=predefined_token_abilities(key),
                        colors=("B",) if key in _BLACK else (), power=power,
                        toughness=toughness)


def token_faces(d: TokenDef) -> tuple[BaseValues, ...]:
    """The front and back faces of a predefined double-faced token — an Incubator's back
    face is a 0/0 colorless Phyrexian artifact creature named Phyrexian Token (111.10i,
    701.53b) — or () for a token with one face."""
    if predefined_name(d.name) != "Incubator" or d != TokenDef.predefined("Incubator"):
        return ()
    back = token_values(name="Phyrexian Token", type_line="Artifact Creature — Phyrexian",
                        power="0", toughness="0")
    return (predefined_token("Incubator"), back)


def token_values(
    *,
    name: str,
    type_line: str | None = None,
    types: Iterable[str] = (),
    subtypes: Iterable[str] = (),
    supertypes: Iterable[str] = (),
    colors: Iterable[str] = (),
    power: int | str | None = None,
    toughness: int | str | None = None,
    read: tuple[Ability, ...] = (),
) -> BaseValues:
    """Base values of a token defined by its characteristics (CR 111.3): its abilities are
    ``read``, the records its text was read into (when the effect that made it was read,
    or by :mod:`mtglab.cards.tokencards`); the engine reads no text."""
    if type_line is not None:
        tl = parse_type_line(type_line)
        sup, typ, sub = tl.supertypes, tl.types, tl.subtypes
    else:
        sup, typ, sub = tuple(supertypes), tuple(types), tuple(subtypes)
    abilities = read
    return BaseValues(
        name=name, mana_cost=None, colors=frozenset(c.upper() for c in colors),
        supertypes=sup, types=typ, subtypes=sub, abilities=abilities,
        power=None if power is None else str(power),
        toughness=None if toughness is None else str(toughness),
    )


@functools.cache
def values_of_def(d: TokenDef) -> BaseValues:
    """Base values of a token an effect defines (CR 111.3): a predefined one keeps the
    rule's definition (111.10)."""
    if predefined_name(d.name) == d.name and d == TokenDef.predefined(d.name):
        return predefined_token(d.name)
    return token_values(name=d.name, types=d.types, subtypes=d.subtypes,
                        supertypes=d.supertypes, colors=d.colors, power=d.power,
                        toughness=d.toughness, read=d.read.abilities or token_abilities(
                            d.text, name=d.name, types=d.types, subtypes=d.subtypes,
                            supertypes=d.supertypes))


def counted_pt(e: CreateToken, count: Callable[[Amount], int]) -> CreateToken:
    """The instruction with an X/X token's power and toughness counted by ``count`` as it
    resolves (CR 107.3, 608.2h): once, so every token it creates has the same values."""
    if not isinstance(e.power, Amount) and not isinstance(e.toughness, Amount):
        return e
    p = count(e.power) if isinstance(e.power, Amount) else e.power
    t = p if e.toughness == e.power else \
        count(e.toughness) if isinstance(e.toughness, Amount) else e.toughness
    return replace(e, power=p, toughness=t)


def def_of_create_token(e: CreateToken) -> TokenDef:
    """What a "create ... token" instruction says the token is (CR 111.3, 111.4: named
    after its subtypes when the effect names none); an X/X token's power and toughness
    are counted first (:func:`counted_pt`)."""
    if isinstance(e.power, Amount) or isinstance(e.toughness, Amount):
        raise ValueError("an X/X token's power and toughness are counted as it resolves "
                         "(608.2h): counted_pt first")
    if e.name is not None and e.power is None and predefined_name(e.name) == e.name:
        return TokenDef.predefined(e.name)
    return TokenDef(e.name or " ".join(e.subtypes) or "Token", e.types, e.subtypes, (),
                    e.colors, e.power, e.toughness, "\n".join(e.abilities), e.read)
