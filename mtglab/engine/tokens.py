"""Predefined tokens (CR 111.10) and tokens defined by their characteristics (111.3).

The token's text is its ability, as the rule defines it; everything else (colorless,
artifact, the subtype) is its type line. Tokens are not cards, so :class:`BaseValues`
are built directly from these definitions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from mtglab.cards.parser import parse_abilities
from mtglab.cards.types import parse_type_line
from mtglab.engine.state import BaseValues
from mtglab.errors import UnknownCardError

__all__ = ["PREDEFINED_TOKENS", "predefined_token", "token_values"]

# name -> (type line, rules text, P/T); CR 111.10a-v
PREDEFINED_TOKENS: Final[dict[str, tuple[str, str, str | None]]] = {
    "Treasure": ("Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color.",
                 None),
    "Food": ("Artifact — Food", "{2}, {T}, Sacrifice this token: You gain 3 life.", None),
    "Gold": ("Artifact — Gold", "Sacrifice this token: Add one mana of any color.", None),
    "Walker": ("Creature — Zombie", "", "2/2"),
    "Shard": ("Enchantment — Shard", "{2}, Sacrifice this token: Scry 1, then draw a card.", None),
    "Clue": ("Artifact — Clue", "{2}, Sacrifice this token: Draw a card.", None),
    "Blood": ("Artifact — Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
              None),
    "Powerstone": ("Artifact — Powerstone",
                   "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.", None),
    "Map": ("Artifact — Map", "{1}, {T}, Sacrifice this token: Target creature you control "
            "explores. Activate only as a sorcery.", None),
    "Junk": ("Artifact — Junk", "{T}, Sacrifice this token: Exile the top card of your library. "
             "You may play that card this turn. Activate only as a sorcery.", None),
    "Mutagen": ("Artifact — Mutagen", "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on "
                "target creature. Activate only as a sorcery.", None),
    "Lander": ("Artifact — Lander", "{2}, {T}, Sacrifice this token: Search your library for a "
               "basic land card, put it onto the battlefield tapped, then shuffle.", None),
    # the front face only: transforming (its 0/0 Phyrexian back face) is not modelled
    "Incubator": ("Artifact — Incubator", "{2}: Transform this token.", None),
    # Role tokens (111.10j-r): Auras named for their role, attached as they are created
    "Cursed": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature has base "
               "power and toughness 1/1.", None),
    "Monster": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 "
                "and has trample.", None),
    "Royal": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 and "
              "has ward {1}.", None),
    "Sorcerer": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 "
                 "and has \"Whenever this creature attacks, scry 1.\"", None),
    "Virtuous": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1 "
                 "for each enchantment you control.", None),
    "Wicked": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature gets +1/+1.\n"
               "When this token is put into a graveyard from the battlefield, each opponent "
               "loses 1 life.", None),
    "Young Hero": ("Enchantment — Aura Role", "Enchant creature\nEnchanted creature has "
                   "\"Whenever this creature attacks, if its toughness is 3 or less, put a "
                   "+1/+1 counter on it.\"", None),
}
#: lower-case name (and "<name> role") -> the key above
_LOOKUP: Final[dict[str, str]] = {
    **{k.lower(): k for k in PREDEFINED_TOKENS},
    **{f"{k.lower()} role": k for k, (tl, _t, _p) in PREDEFINED_TOKENS.items() if "Role" in tl},
}
_BLACK: Final = frozenset({"Walker"})


def predefined_token(name: str) -> BaseValues:
    """The characteristics of a predefined token by name (CR 111.10)."""
    key = _LOOKUP.get(" ".join(name.split()).lower(), "")
    if key not in PREDEFINED_TOKENS:
        import difflib

        close = difflib.get_close_matches(name.strip().title(), list(PREDEFINED_TOKENS), n=3)
        raise UnknownCardError(f"{name} (predefined token)", close or sorted(PREDEFINED_TOKENS))
    type_line, text, pt = PREDEFINED_TOKENS[key]
    power, toughness = pt.split("/") if pt else (None, None)
    return token_values(name=key, type_line=type_line, oracle_text=text,
                        colors=("B",) if key in _BLACK else (), power=power,
                        toughness=toughness)


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
    oracle_text: str = "",
) -> BaseValues:
    """Base values of a token defined by its characteristics (CR 111.3)."""
    if type_line is not None:
        tl = parse_type_line(type_line)
        sup, typ, sub = tl.supertypes, tl.types, tl.subtypes
    else:
        sup, typ, sub = tuple(supertypes), tuple(types), tuple(subtypes)
    abilities = tuple(a for a in parse_abilities(oracle_text, name=name, types=typ,
                                                 subtypes=sub, supertypes=sup)
                      if not a.intrinsic)
    return BaseValues(
        name=name, mana_cost=None, colors=frozenset(c.upper() for c in colors),
        supertypes=sup, types=typ, subtypes=sub, abilities=abilities,
        power=None if power is None else str(power),
        toughness=None if toughness is None else str(toughness),
    )
