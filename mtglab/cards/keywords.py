"""Keyword abilities with a cost, a number or a quality (CR 702), as records.

A keyword line ("Equip {2}", "Kicker {1}{G}", "Protection from red", "Ward {2}",
"Toxic 1") is read by the grammar part ``grammar/keywords.lark`` into one record per
keyword; :func:`keyword_line` turns a line's records into the
:class:`~mtglab.cards.ability.Ability` the rules say the keyword is:

* equip is an activated ability (702.6a): "[Cost]: Attach this permanent to target
  creature you control. Activate only as a sorcery." — its effect an :class:`Attach`;
* flashback is a permission to cast the card from its owner's graveyard for its flashback
  cost, exiled whenever it would leave the stack (702.34a): a
  :class:`~mtglab.cards.effects.CastPermission` with ``keyword="Flashback"``;
* the others are static or triggered abilities the engine reads from the record on the
  object that has it: :class:`Kicker` (702.33), :class:`Protection` (702.16),
  :class:`Ward` (702.21), :class:`Toxic` (702.164).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Equip {2} ({2}: Attach to target creature you control.)")
>>> a.kind.value, [str(c.mana) for c in a.costs], a.restrictions[0].kind
('activated', ['{2}'], 'sorcery')
>>> [p.describe() for p in parse_ability("Protection from black and from red").effects]
['protection from black', 'protection from red']
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import (
    ActivationRestriction,
    Amount,
    ControllerSpec,
    Cost,
    PutCounters,
    Relation,
    Selector,
)
from mtglab.mana import ManaCost

__all__ = [
    "Affinity",
    "Attach",
    "Buyback",
    "EquipItem",
    "Keyword",
    "Kicker",
    "LevelUpItem",
    "Morph",
    "Protection",
    "Toxic",
    "Ward",
    "keyword_line",
]


class Keyword(enum.StrEnum):
    """The keywords this module reads, as printed (CR 702)."""

    EQUIP = "Equip"
    KICKER = "Kicker"
    MULTIKICKER = "Multikicker"
    FLASHBACK = "Flashback"
    PROTECTION = "Protection"
    WARD = "Ward"
    TOXIC = "Toxic"
    LEVEL_UP = "Level up"
    MORPH = "Morph"
    MEGAMORPH = "Megamorph"
    DISGUISE = "Disguise"
    AFFINITY = "Affinity"
    SPLIT_SECOND = "Split second"
    BUYBACK = "Buyback"


def _self() -> Selector:
    return Selector(relation=Relation.SELF)


@dataclass(frozen=True, slots=True)
class Attach:
    """Attach ``what`` (the ability's source) to ``to`` (CR 701.3a): an equip ability's
    instruction, "Attach this permanent to target creature you control" (702.6a)."""

    what: Selector
    to: Selector


@dataclass(frozen=True, slots=True)
class Buyback:
    """ "Buyback [cost]" (CR 702.27a): an optional additional cost of an instant or
    sorcery; if it was paid, the spell's card is put into its owner's hand instead of
    their graveyard as it resolves."""

    cost: ManaCost


@dataclass(frozen=True, slots=True)
class Kicker:
    """ "Kicker [cost]" / "Kicker [cost 1] and/or [cost 2]" / "Multikicker [cost]"
    (CR 702.33a-c): optional additional costs of the spell; ``multi``: the cost may be
    paid any number of times (702.33c)."""

    costs: tuple[ManaCost, ...]
    multi: bool = False


@dataclass(frozen=True, slots=True)
class Protection:
    """ "Protection from [quality]" (CR 702.16a): what has it can't be damaged, enchanted
    or equipped, blocked or targeted by anything with that quality (702.16b-e, "DEBT").
    ``quality`` selects what it has protection from (a color, a card type, a subtype,
    "multicolored"...); ``everything``: protection from everything (702.16j). "Protection
    from A and from B" is two protection abilities (702.16g), two records."""

    quality: Selector | None = None
    everything: bool = False

    def describe(self) -> str:
        """'protection from red', 'protection from artifacts'."""
        if self.everything:
            return "protection from everything"
        assert self.quality is not None
        return f"protection from {_quality_words(self.quality)}"


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _quality_words(q: Selector) -> str:
    """A protection quality in words: 'red', 'white or blue', 'multicolored',
    'non-Spirit creature', 'Goblin'."""
    words: list[str] = []
    if q.colors:
        words.append(" or ".join(_COLOR_NAMES[c] for c in q.colors))
    if q.multicolored:
        words.append("multicolored")
    if q.monocolored:
        words.append("monocolored")
    if q.chosen_color:
        words.append("the chosen color")
    words.extend(q.supertypes)
    words.extend(f"non-{t}" for t in q.excluded_types)
    if q.subtypes:
        words.append(" or ".join(q.subtypes))
    words.extend(t.lower() for t in q.types)
    return " ".join(words) or "an unnamed quality"


@dataclass(frozen=True, slots=True)
class Ward:
    """ "Ward [cost]" (CR 702.21a): "Whenever this permanent becomes the target of a
    spell or ability an opponent controls, counter that spell or ability unless that
    player pays [cost]." — a triggered ability; ``costs`` is the ward cost (mana, life,
    a discard...)."""

    costs: tuple[Cost, ...]

    @property
    def is_played(self) -> bool:
        """Whether the engine asks for and pays this cost: mana, life (119.4), or
        discarding any card (701.9); not "sacrifice a creature" or "collect evidence"."""
        return bool(self.costs) and all(
            c.kind in ("mana", "pay_life", "discard") and c.amount.kind == "fixed"
            and (c.kind != "discard" or c.selector in (None, Selector()))
            for c in self.costs)


@dataclass(frozen=True, slots=True)
class Toxic:
    """ "Toxic N" (CR 702.164a): a player dealt combat damage by this creature also gets
    N poison counters (702.164c)."""

    amount: int


@dataclass(frozen=True, slots=True)
class Affinity:
    """ "Affinity for [text]" (CR 702.41a): "This spell costs {1} less to cast for each
    [text] you control." — ``selector`` the permanents counted (you control them)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class Morph:
    """ "Morph [cost]", "Megamorph [cost]" (CR 702.37a-b) or "Disguise [cost]"
    (702.168a): the card may be cast face down as a 2/2 creature for {3} (702.37c,
    702.168a), and turned face up any time its controller could pay ``cost`` (702.37e,
    702.168d) — a megamorph with a +1/+1 counter (702.37b). ``keyword`` is which."""

    keyword: Keyword
    cost: ManaCost

    @property
    def turned_down_as(self) -> str:
        """How a card cast this way is face down: "disguise" (ward {2}, 702.168a) or
        "morph" (702.37c)."""
        return "disguise" if self.keyword is Keyword.DISGUISE else "morph"


@dataclass(frozen=True, slots=True)
class LevelUpItem:
    """What the grammar read of a level up keyword: its cost (702.87a)."""

    costs: tuple[Cost, ...]


def _level_up(line: str, costs: tuple[Cost, ...]) -> Ability:
    """702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a
    sorcery." An activated ability."""
    effects: tuple[Any, ...] = (PutCounters("level", Amount.fixed(1)),)
    return Ability(line, AbilityKind.ACTIVATED, True, costs=costs, effects=effects,
                   restrictions=(ActivationRestriction("sorcery"),),
                   keywords=(Keyword.LEVEL_UP.value,))


def _equip(line: str, costs: tuple[Cost, ...], quality: Selector | None) -> Ability:
    """702.6a: "[Cost]: Attach this permanent to target [quality] creature you control.
    Activate only as a sorcery." An activated ability, never a mana ability."""
    to = Selector(types=("Creature",), controller=ControllerSpec.YOU,
                  relation=Relation.TARGET)
    if quality is not None:
        to = _creature_with(quality)
    effects: tuple[Any, ...] = (Attach(_self(), to),)
    return Ability(line, AbilityKind.ACTIVATED, True, costs=costs, effects=effects,
                   restrictions=(ActivationRestriction("sorcery"),),
                   keywords=(Keyword.EQUIP.value,))


def _creature_with(quality: Selector) -> Selector:
    """ "Equip legendary creature", "Equip Knight", "Equip creature token" (702.6a): the
    target is a creature you control with that quality."""
    if set(quality.types) - {"Creature"} or quality.relation is not None or \
            quality.controller is not ControllerSpec.ANY or quality.any_type:
        raise ValueError(f"equip {quality.describe()}: only creatures are read")
    return Selector(types=("Creature",), subtypes=quality.subtypes,
                    supertypes=quality.supertypes, token=quality.token,
                    controller=ControllerSpec.YOU, relation=Relation.TARGET)


@dataclass(frozen=True, slots=True)
class EquipItem:
    """What the grammar read of an equip keyword: its cost and quality."""

    costs: tuple[Cost, ...]
    quality: Selector | None = None


def keyword_line(line: str, items: Sequence[tuple[str, Any]]) -> Ability:
    """The ability a keyword line is (CR 702): ``items`` are the grammar's ``(name,
    data)`` pairs, in the line's order. Raises ``ValueError`` when the line combines a
    keyword that is its own kind of ability (equip) with others."""
    names = [name for name, _data in items]
    own = [data for _name, data in items if isinstance(data, EquipItem | LevelUpItem)]
    if own:  # an activated ability (702.6a, 702.87a): a line of its own
        if len(items) != 1:
            raise ValueError("an activated keyword ability is a line of its own")
        if isinstance(own[0], LevelUpItem):
            return _level_up(line, own[0].costs)
        return _equip(line, own[0].costs, own[0].quality)
    effects: list[Any] = []
    for _name, data in items:
        if data is None or isinstance(data, str):
            continue  # a keyword the engine reads by name (cumulative upkeep's cost text)
        if isinstance(data, tuple | list):
            effects.extend(data)
        else:
            effects.append(data)
    return Ability(line, AbilityKind.KEYWORD, True, keywords=tuple(names),
                   effects=tuple(effects))
