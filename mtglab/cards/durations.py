"""What a resolving instruction with a duration changes, beyond "gets" and "gains"
(CR 611.2a, 613.1).

"Target creature becomes blue until end of turn" reads into a
:class:`~mtglab.cards.instructions.Lasting` around :class:`SetColors` (layer 5,
613.1e); "has base power and toughness 4/4" around
:class:`~mtglab.cards.effectparts.SetBasePT` (layer 7b, 613.4b); "loses all abilities"
around :class:`~mtglab.cards.effectparts.LoseAbilities` (layer 6, 613.1f).

A choice the text leaves to "you" ("protection from the color of your choice", "becomes
the color of your choice") is made as the instruction resolves (608.2d): the record
holds :data:`COLOR_OF_YOUR_CHOICE` until then.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Final

from mtglab.cards.effectparts import Amount, Animate, Selector

if TYPE_CHECKING:  # cards.ability reads the records of cards.instructions, which read these
    from mtglab.cards.ability import Ability

__all__ = ["CHOSEN_COLOR", "COLOR_OF_YOUR_CHOICE", "WHILE_YOU_CONTROL_SOURCE", "Becomes",
           "ExchangeControl", "GrantOneOf", "LoseKeywords", "SetColors", "without_keywords"]

#: The words a chosen color stands for until the instruction resolves (608.2d): in a
#: granted ability's text ("Protection from the color of your choice") and as the one
#: color of :class:`SetColors`.
COLOR_OF_YOUR_CHOICE: Final = "the color of your choice"

#: The words a color chosen by an earlier instruction of the same ability stands for in a
#: granted ability's text ("Protection from the chosen color", 608.2c-d) until it resolves.
CHOSEN_COLOR: Final = "the chosen color"


#: The duration "for as long as you control ~" of a control change (611.2b): it never
#: starts if its controller doesn't control the source as it resolves, and ends when
#: they no longer do (the engine's ``heldtapped.WHILE_YOU_CONTROL``).
WHILE_YOU_CONTROL_SOURCE: Final = "while you control"


@dataclass(frozen=True, slots=True)
class Becomes(Animate):
    """An animation written as an instruction ("Until end of turn, target land you
    control becomes a 4/4 Elemental creature with haste. It's still a land."): the
    :class:`~mtglab.cards.effectparts.Animate` of a resolving spell or ability, applied
    in layers 4-7b (613.1d-f, 613.4b) to the objects named as it resolves (611.2c).

    Card types written replace the old ones and subtypes replace those of their set
    (205.1a) unless ``keeps_types`` ("in addition to its other types", "that's still a
    land", "artifact creature", 205.1b). Without a duration it lasts until the game ends
    (611.2a), and a static ability never reads it."""

    #: "in addition to its other colors and types": ``colors`` are added to the old
    #: ones, not set (105.3, 613.1e)
    adds_colors: bool = False
    #: "becomes an X/X ...": its base power and toughness are each this amount, fixed as
    #: the instruction resolves (608.2h, 613.4b)
    pt_amount: Amount | None = None


@dataclass(frozen=True, slots=True)
class ExchangeControl:
    """"Exchange control of ~ and target creature" (CR 701.12a-b): the permanents of
    ``first`` and ``second`` (one each) change controllers with each other as it
    resolves, indefinitely (611.2a, layer 2, 613.1b); if either is gone or both have
    the same controller, nothing happens."""

    first: Selector
    #: ``None``: both are the objects of ``first`` ("two target creatures")
    second: Selector | None


@dataclass(frozen=True, slots=True)
class SetColors:
    """Layer 5 (CR 613.1e): the objects of ``selector`` are exactly ``colors`` (color
    letters; ``()`` = colorless, 105.2c) — "becomes blue", "becomes colorless", "becomes
    all colors"; ``(COLOR_OF_YOUR_CHOICE,)`` until a color is chosen as it resolves."""

    selector: Selector
    colors: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GrantOneOf:
    """Layer 6 (CR 613.1f): the objects of ``selector`` gain ONE of ``options`` (ability
    texts) — "gains your choice of flying, first strike, or haste" — chosen by the
    instruction's controller as it resolves (608.2d); from then on it is a
    :class:`~mtglab.cards.effectparts.GrantAbilities` of that one."""

    selector: Selector
    options: tuple[str, ...]
    #: the abilities of ``options`` as read with the card, one each
    option_abilities: tuple[Ability, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """Layer 6 (CR 613.1f): the objects of ``selector`` lose these keyword abilities
    ("loses flying", "lose hexproof and indestructible"); one granted later still
    applies (613.7, timestamp order) — unless ``always``: "can't have or gain flying"
    (101.2: the "can't" wins, so the keyword goes after every other layer-6 effect)."""

    selector: Selector
    keywords: tuple[str, ...]
    always: bool = False


def without_keywords(ability: Ability, lost: frozenset[str]) -> Ability | None:
    """``ability`` without the keywords of ``lost`` (lower case): a line of keywords
    ("Flying, vigilance") keeps the others; ``None`` when it has none left (702.1)."""
    have = tuple(k for k in ability.keywords if k.lower() not in lost)
    if len(have) == len(ability.keywords):
        return ability
    if not have:
        return None
    if ability.effects:  # "Flying, protection from red": the text says what it does
        return replace(ability, keywords=have)
    text = ", ".join(k.lower() for k in have)
    return replace(ability, keywords=have, text=text[0].upper() + text[1:])
