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
  :class:`Ward` (702.21), :class:`Toxic` (702.164);
* cycling is an activated ability that functions only from its owner's hand (702.29a,
  113.6m): "[Cost], Discard this card: Draw a card." — typecycling searches the library
  for a card of that type instead (702.29e), and is cycling all the same (702.29f): a
  :class:`CyclingItem`, made that ability, marked with the keyword :data:`CYCLING`.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Equip {2} ({2}: Attach to target creature you control.)")
>>> a.kind.value, [str(c.mana) for c in a.costs], a.restrictions[0].kind
('activated', ['{2}'], 'sorcery')
>>> [p.describe() for p in parse_ability("Protection from black and from red").effects]
['protection from black', 'protection from red']
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.compoundeffects import EntersWithCounters, MayDo
from mtglab.cards.effects import (
    ActivationRestriction,
    Amount,
    Animate,
    Condition,
    ControllerSpec,
    Cost,
    DrawCards,
    GrantAbilities,
    IfHolds,
    PutCounters,
    Relation,
    RemoveCounters,
    Selector,
)
from mtglab.cards.instructions import Lasting, Who
from mtglab.cards.keywordactions import (
    Attach,
    Monstrosity,
    MyriadCopies,
    RemoveOrSacrifice,
    Renown,
)
from mtglab.cards.library import Found, Search, Shuffle
from mtglab.cards.optional import Pay
from mtglab.cards.pairing import Pair
from mtglab.cards.vocabulary import CostKind, Zone
from mtglab.mana import ManaCost

__all__ = [
    "CREW",
    "CYCLING",
    "ESCAPE",
    "ESCAPED",
    "SADDLE",
    "Affinity",
    "Attach",
    "Backup",
    "Buyback",
    "CyclingItem",
    "DefinedKeyword",
    "EquipItem",
    "Keyword",
    "Kicker",
    "LevelUpItem",
    "Morph",
    "Protection",
    "TapPowerItem",
    "Toxic",
    "Ward",
    "backup_abilities",
    "becoming_monstrous_understood",
    "dash_keyword_restrictions",
    "keyword_line",
    "represented_abilities",
    "ward_ability",
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
    LIVING_METAL = "Living metal"
    BUYBACK = "Buyback"
    BUSHIDO = "Bushido"
    SOULSHIFT = "Soulshift"
    EXPLOIT = "Exploit"
    STATION = "Station"
    AFFLICT = "Afflict"
    FRENZY = "Frenzy"
    AFTERLIFE = "Afterlife"
    BATTLE_CRY = "Battle cry"
    EXTORT = "Extort"
    OUTLAST = "Outlast"
    UNEARTH = "Unearth"
    LIVING_WEAPON = "Living weapon"
    FOR_MIRRODIN = "For Mirrodin!"
    JOB_SELECT = "Job select"
    FABRICATE = "Fabricate"
    MODULAR = "Modular"
    FADING = "Fading"
    IMPROVISE = "Improvise"
    AFTERMATH = "Aftermath"
    FUSE = "Fuse"
    RENOWN = "Renown"
    BLOODTHIRST = "Bloodthirst"
    ANNIHILATOR = "Annihilator"
    ECHO = "Echo"
    UMBRA_ARMOR = "Umbra armor"
    EVOLVE = "Evolve"
    DETHRONE = "Dethrone"
    GRAFT = "Graft"
    TRAINING = "Training"
    RAMPAGE = "Rampage"
    DEVOUR = "Devour"
    UNLEASH = "Unleash"
    MENTOR = "Mentor"
    MYRIAD = "Myriad"
    MOBILIZE = "Mobilize"
    RAVENOUS = "Ravenous"
    MELEE = "Melee"
    INGEST = "Ingest"
    REINFORCE = "Reinforce"
    VANISHING = "Vanishing"
    CUMULATIVE_UPKEEP = "Cumulative upkeep"
    PARTNER_WITH = "Partner with"
    START_YOUR_ENGINES = "Start your engines!"
    BACKUP = "Backup"
    SOULBOND = "Soulbond"


def _self() -> Selector:
    return Selector(relation=Relation.SELF)


@dataclass(frozen=True, slots=True)
class Backup:
    """ "Backup N" (CR 702.165a) as the grammar reads it: the number of +1/+1 counters
    its enters trigger puts on its target. :func:`backup_abilities` makes the line that
    triggered ability, once the card's abilities printed below it are known."""

    count: int


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
    paid any number of times (702.33c). ``discard``: the card type a kicker cost also
    discards ("Kicker—{2}{B}, Discard a creature card.": ``"Creature"``), or ``None``."""

    costs: tuple[ManaCost, ...]
    multi: bool = False
    discard: str | None = None


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


def ward_ability(mana: str) -> Ability:
    """The keyword ability "Ward {N}" with a mana cost (702.21a), as the grammar reads the
    line: the ward of a disguised or cloaked permanent, "Ward {2}" (702.168a, 701.58a), is
    built here once rather than read from its text while the game is played."""
    cost = ManaCost.parse(mana)
    ward: tuple[Any, ...] = (Ward((Cost(CostKind.MANA, mana=cost),)),)  # a keyword's record
    return Ability(f"Ward {cost}", AbilityKind.KEYWORD, True, effects=ward,
                   keywords=("Ward",))


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


#: the keywords whose cost is tapping creatures with total power N (702.122a, 702.171a)
CREW: Final = "Crew"
SADDLE: Final = "Saddle"


@dataclass(frozen=True, slots=True)
class TapPowerItem:
    """What the grammar read of "Crew N" (702.122a) or "Saddle N" (702.171a): the keyword
    and the total power N of the creatures tapped to pay its cost."""

    keyword: str
    power: int


def _tap_power(line: str, item: TapPowerItem) -> Ability:
    """Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of
    turn." An activated ability, never a mana ability (605.1a); the Vehicle keeps its
    printed power and toughness (301.7b) and its other types.

    Saddle N (CR 702.171a): the same cost, "This permanent becomes saddled until end of
    turn. Activate only as a sorcery." Becoming saddled, a designation (702.171b), is the
    engine's part as the ability resolves (engine.game.combat.became_saddled)."""
    tap = Cost(CostKind.CREW, selector=Selector(
        types=("Creature",), controller=ControllerSpec.YOU, relation=Relation.OTHER,
        tapped=False), amount=Amount.fixed(item.power))
    if item.keyword == SADDLE:
        return Ability(line, AbilityKind.ACTIVATED, True, costs=(tap,),
                       restrictions=(ActivationRestriction("sorcery"),), keywords=(SADDLE,))
    becomes = Animate(Selector(relation=Relation.SELF), None, None,
                      types=("Artifact", "Creature"))
    return Ability(line, AbilityKind.ACTIVATED, True, costs=(tap,), effects=(becomes,),
                   keywords=(CREW,))


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


#: the escape keyword (702.138a), as printed and as its permission names it
ESCAPE: Final = "Escape"
#: the condition "this permanent escaped" (702.138b): what it enters with then (702.138c)
ESCAPED: Final = Condition("escaped")

#: the keyword an activated cycling ability carries (702.29a); typecycling is cycling too
#: (702.29f), so "whenever you cycle a card" abilities trigger on either
CYCLING: Final = "Cycling"


@dataclass(frozen=True, slots=True)
class CyclingItem:
    """What the grammar read of a cycling keyword (702.29a) or a typecycling one
    (702.29e): its mana cost; ``searched``: the card a typecycling ability searches for
    (None: cycling draws a card); ``problem``: why the engine can't play it (a cost
    other than mana symbols, an X in it, a word naming no type), "" when it can."""

    cost: ManaCost | None
    searched: Selector | None = None
    problem: str = ""


def _cycling(line: str, item: CyclingItem) -> Ability:
    """702.29a: "[Cost], Discard this card: Draw a card."; 702.29e: "[Cost], Discard
    this card: Search your library for a [type] card, reveal it, put it into your hand,
    then shuffle" (the search and shuffle of cards.library, 701.23, 701.24). The discard
    is from the hand, so the ability functions only there (113.6m)."""
    if item.problem or item.cost is None:
        return Ability(line, AbilityKind.ACTIVATED, False, keywords=(CYCLING,),
                       problem=item.problem or "a cycling cost is not read (CR 702.29a)")
    discard = Cost(CostKind.DISCARD, selector=_self(), zone=Zone.HAND)
    effects: tuple[Any, ...] = (DrawCards(Amount.fixed(1)),) if item.searched is None else (
        Search(Who.YOU, (Zone.LIBRARY,), item.searched, reveal=True, to=Found.HAND),
        Shuffle(Who.YOU))
    return Ability(line, AbilityKind.ACTIVATED, True,
                   costs=(Cost(CostKind.MANA, mana=item.cost), discard),
                   effects=effects, keywords=(CYCLING,))


@dataclass(frozen=True, slots=True)
class EquipItem:
    """What the grammar read of an equip keyword: its cost and quality."""

    costs: tuple[Cost, ...]
    quality: Selector | None = None


_NUMBER_WORDS: Final = ("zero", "one", "two", "three", "four", "five", "six", "seven",
                        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
                        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")


def _many(n: int, noun: str) -> str:
    """ "a +1/+1 counter", "three +1/+1 counters": ``n`` of ``noun`` in words, as the
    rules write a keyword's number (``noun`` singular; its plural adds an s)."""
    if n == 1:
        return f"a {noun}"
    if not 0 <= n < len(_NUMBER_WORDS):
        raise ValueError(f"the number {n} is not read")
    return f"{_NUMBER_WORDS[n]} {noun}s"


def _counters(k: DefinedKeyword, noun: str) -> str:
    """ "X +1/+1 counters" for a keyword whose number is X, else :func:`_many`."""
    return f"X {noun}s" if k.x else _many(k.n, noun)


def _times_that_many(n: int) -> str:
    """ "that many", "twice that many", "three times that many": N for each one counted."""
    if n == 1:
        return "that many"
    if n == 2:
        return "twice that many"
    if not 2 < n < len(_NUMBER_WORDS):
        raise ValueError(f"the number {n} is not read")
    return f"{_NUMBER_WORDS[n]} times that many"


@dataclass(frozen=True, slots=True)
class DefinedKeyword:
    """A keyword ability that the rules define as the text of a triggered or activated
    ability (CR 702.1: "the ability's rules define it"), with its number ``n`` or its
    ``cost`` where it has one: "Bushido 2" is "Whenever this creature blocks or becomes
    blocked, it gets +2/+2 until end of turn" (702.45a). :meth:`rule_text` is that text;
    the grammar reads it into the records the same printed words would be, so that the
    engine plays the keyword with its general triggered and activated machinery.

    >>> DefinedKeyword(Keyword.AFTERLIFE, 2).rule_text()
    'When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.'
    """

    keyword: Keyword
    n: int = 1
    cost: ManaCost | None = None
    #: the quality a keyword names ("Devour artifact 1", 702.82b), plural as the text
    #: writes it ("artifacts"); empty for none
    quality: str = ""
    #: the number is X ("Reinforce X—{X}{G}{G}", 702.77a), the value paid for it
    x: bool = False
    #: a cost that is not a mana cost, as an instruction says it: "pay 1 life"
    #: ("Cumulative upkeep—Pay 1 life", 702.24a); empty for ``cost``
    payment: str = ""
    #: the card a keyword names ("Partner with Pir, Imaginative Rascal", 702.124j)
    named: str = ""

    def rule_text(self) -> str:
        """The ability's text as the keyword's rule defines it (702.x a)."""
        return _DEFINITIONS[self.keyword](self)


#: the token mobilize creates (702.181a), as its reminder text writes it
_MOBILIZED: Final = "tapped and attacking 1/1 red Warrior creature token"

#: vanishing's upkeep trigger (702.63a)
_VANISHING_UPKEEP: Final = ("At the beginning of your upkeep, if this permanent has a time "
                            "counter on it, remove a time counter from this permanent.")

#: each keyword's defining text (the "a" rule of its CR 702 section), from its number or
#: cost
_DEFINITIONS: Final[dict[Keyword, Callable[[DefinedKeyword], str]]] = {
    # 702.45a
    Keyword.BUSHIDO: lambda k: "Whenever this creature blocks or becomes blocked, it gets "
                               f"+{k.n}/+{k.n} until end of turn.",
    # 702.46a
    Keyword.SOULSHIFT: lambda k: "When this creature dies, you may return target Spirit card "
                                 f"with mana value {k.n} or less from your graveyard to your "
                                 "hand.",
    # 702.110a
    Keyword.EXPLOIT: lambda k: "When this creature enters, you may sacrifice a creature.",
    # 702.95a: its two triggered abilities as one, "whenever either enters"; the engine
    # pairs it with the creature that entered, or with one of its controller's choice
    # when it entered itself (engine.effects.soulbond)
    Keyword.SOULBOND: lambda k: "Whenever this creature or another creature you control "
                                "enters, if you control both this creature and another "
                                "creature and both are unpaired, you may pair this "
                                "creature with another unpaired creature you control.",
    # 702.184a: "that creature" is the one the cost tapped (608.2c)
    Keyword.STATION: lambda k: "Tap another untapped creature you control: Put a number of "
                               "charge counters on this permanent equal to that creature's "
                               "power. Activate only as a sorcery.",
    # 702.130a
    Keyword.AFFLICT: lambda k: "Whenever this creature becomes blocked, defending player "
                               f"loses {k.n} life.",
    # 702.68a
    Keyword.FRENZY: lambda k: "Whenever this creature attacks and isn't blocked, it gets "
                              f"+{k.n}/+0 until end of turn.",
    # 702.135a
    Keyword.AFTERLIFE: lambda k: "When this creature dies, create "
                                 f"{_many(k.n, '1/1 white and black Spirit creature token')}"
                                 " with flying.",
    # 702.91a
    Keyword.BATTLE_CRY: lambda k: "Whenever this creature attacks, each other attacking "
                                  "creature gets +1/+0 until end of turn.",
    # 702.101a
    Keyword.EXTORT: lambda k: "Whenever you cast a spell, you may pay {W/B}. If you do, each "
                              "opponent loses 1 life and you gain that much life.",
    # 702.92a
    Keyword.LIVING_WEAPON: lambda k: "When this Equipment enters, create a 0/0 black "
                                     "Phyrexian Germ creature token, then attach this "
                                     "Equipment to it.",
    # 702.163a
    Keyword.FOR_MIRRODIN: lambda k: "When this Equipment enters, create a 2/2 red Rebel "
                                    "creature token, then attach this Equipment to it.",
    # 702.182a
    Keyword.JOB_SELECT: lambda k: "When this Equipment enters, create a 1/1 colorless Hero "
                                  "creature token, then attach this Equipment to it.",
    # 702.123a
    Keyword.FABRICATE: lambda k: "When this permanent enters, you may put "
                                 f"{_many(k.n, '+1/+1 counter')} on it. If you don't, create "
                                 f"{_many(k.n, '1/1 colorless Servo artifact creature token')}"
                                 ".",
    # 702.43a, its first ability (the other: _FURTHER)
    Keyword.MODULAR: lambda k: f"This permanent enters with {_many(k.n, '+1/+1 counter')} on "
                               "it.",
    # 702.32a, its first ability (the other: _FURTHER)
    Keyword.FADING: lambda k: f"This permanent enters with {_many(k.n, 'fade counter')} on it.",
    # 702.112a, its "if it isn't renowned" and "it becomes renowned": _renowned
    Keyword.RENOWN: lambda k: "When this creature deals combat damage to a player, put "
                              f"{_many(k.n, '+1/+1 counter')} on it.",
    # 702.54a, its "if an opponent was dealt damage this turn": _bloodthirsty
    Keyword.BLOODTHIRST: lambda k: "This permanent enters with "
                                   f"{_many(k.n, '+1/+1 counter')} on it.",
    # 702.86a
    Keyword.ANNIHILATOR: lambda k: "Whenever this creature attacks, defending player "
                                   f"sacrifices {_many(k.n, 'permanent')}.",
    # 702.100a
    Keyword.EVOLVE: lambda k: "Whenever a creature you control enters, if that creature's "
                              "power is greater than this creature's power and/or that "
                              "creature's toughness is greater than this creature's "
                              "toughness, put a +1/+1 counter on this creature.",
    # 702.58a, its first ability (the other: _FURTHER)
    Keyword.GRAFT: lambda k: f"This permanent enters with {_many(k.n, '+1/+1 counter')} on "
                             "it.",
    # 702.23a
    Keyword.RAMPAGE: lambda k: "Whenever this creature becomes blocked, it gets "
                               f"+{k.n}/+{k.n} until end of turn for each creature blocking "
                               "it beyond the first.",
    # 702.149a
    Keyword.TRAINING: lambda k: "Whenever this creature and at least one other creature "
                                "with power greater than this creature's power attack, put "
                                "a +1/+1 counter on this creature.",
    # 702.105a
    Keyword.DETHRONE: lambda k: "Whenever this creature attacks the player with the most "
                                "life or tied for most life, put a +1/+1 counter on this "
                                "creature.",
    # 702.82a-b ("Devour artifact 1": sacrificing artifacts)
    Keyword.DEVOUR: lambda k: "As this creature enters, you may sacrifice any number of "
                              f"{k.quality or 'creatures'}. This creature enters with "
                              f"{_times_that_many(k.n)} +1/+1 counters on it.",
    # 702.98a, its first ability (the other: _FURTHER)
    Keyword.UNLEASH: lambda k: "You may have this creature enter with a +1/+1 counter on "
                               "it.",
    # 702.134a, its "with lesser power": _lesser_power
    Keyword.MENTOR: lambda k: "Whenever this creature attacks, put a +1/+1 counter on target "
                              "attacking creature.",
    # 702.116a: not read by the grammar; its ability is built (_myriad)
    Keyword.MYRIAD: lambda k: "Whenever this creature attacks, for each opponent other than "
                              "defending player, you may create a token that's a copy of "
                              "this creature that's tapped and attacking that player or a "
                              "planeswalker they control. If one or more tokens are created "
                              "this way, exile the tokens at end of combat.",
    # 702.181a: the tokens "enter tapped and attacking", as the reminder text says it
    Keyword.MOBILIZE: lambda k: "Whenever this creature attacks, create "
                                f"{_many(k.n, _MOBILIZED)}"
                                f". Sacrifice {'it' if k.n == 1 else 'them'} at the beginning "
                                "of the next end step.",
    # 702.115a
    Keyword.INGEST: lambda k: "Whenever this creature deals combat damage to a player, that "
                              "player exiles the top card of their library.",
    # 702.77a: an activated ability of the card in a hand (its discard cost, 602.1)
    Keyword.REINFORCE: lambda k: f"{k.cost}, Discard this card: Put "
                                 f"{_counters(k, '+1/+1 counter')} on target creature.",
    # 702.63a, its first ability (the others: _FURTHER); without a number its upkeep
    # trigger (702.63b)
    Keyword.VANISHING: lambda k: f"This permanent enters with {_many(k.n, 'time counter')} "
                                 "on it." if k.n else _VANISHING_UPKEEP,
    # 702.121a
    Keyword.MELEE: lambda k: "Whenever this creature attacks, it gets +1/+1 until end of "
                             "turn for each opponent you attacked with a creature this "
                             "combat.",
    # 702.156a, its first ability (the other: _FURTHER)
    Keyword.RAVENOUS: lambda k: "This permanent enters with X +1/+1 counters on it.",
    # 702.30a
    Keyword.ECHO: lambda k: "At the beginning of your upkeep, if this permanent came under "
                            "your control since the beginning of your last upkeep, "
                            f"sacrifice it unless you pay {k.cost}.",
    # 702.24a: "put an age counter on this permanent, then you may pay [cost] for each
    # age counter on it; if you don't, sacrifice it", as its reminder text says it
    Keyword.CUMULATIVE_UPKEEP: lambda k: "At the beginning of your upkeep, put an age "
                                         "counter on this permanent, then sacrifice it "
                                         f"unless you {k.payment or f'pay {k.cost}'} for "
                                         "each age counter on it.",
    # 702.124j, its ability in the game (the other, choosing two commanders, works
    # before the game begins, 702.124a)
    Keyword.PARTNER_WITH: lambda k: "When this permanent enters, target player may search "
                                    f"their library for a card named {k.named}, reveal "
                                    "it, put it into their hand, then shuffle.",
    # 702.107a
    Keyword.OUTLAST: lambda k: f"{k.cost}, {{T}}: Put a +1/+1 counter on this creature. "
                               "Activate only as a sorcery.",
    # 702.84a
    Keyword.UNEARTH: lambda k: f"{k.cost}: Return this card from your graveyard to the "
                               "battlefield. It gains haste. Exile it at the beginning of the "
                               "next end step. If it would leave the battlefield, exile it "
                               "instead of putting it anywhere else. Activate only as a "
                               "sorcery.",
}


#: the further abilities a keyword represents, after the one its :data:`_DEFINITIONS` text
#: is (their texts have no number): modular's dies trigger (702.43a), graft's trigger as
#: another creature enters (702.58a), unleash's "can't block" (702.98a), fading's upkeep
#: trigger (702.32a), whose "If you can't, sacrifice the permanent" :func:`_or_sacrifice`
#: adds
_FURTHER: Final[dict[Keyword, tuple[str, ...]]] = {
    Keyword.MODULAR: ("When this permanent is put into a graveyard from the battlefield, "
                      "you may put a +1/+1 counter on target artifact creature for each "
                      "+1/+1 counter on this permanent.",),
    Keyword.FADING: ("At the beginning of your upkeep, remove a fade counter from this "
                     "permanent.",),
    Keyword.UNLEASH: ("This creature can't block as long as it has a +1/+1 counter on "
                      "it.",),
    Keyword.RAVENOUS: ("When this permanent enters, if X is 5 or more, draw a card.",),
    Keyword.VANISHING: (_VANISHING_UPKEEP, "When the last time counter is removed from this "
                        "permanent, sacrifice it."),
    Keyword.GRAFT: ("Whenever another creature enters, if this permanent has a +1/+1 "
                    "counter on it, you may move a +1/+1 counter from this permanent onto "
                    "that creature.",),
}


def _or_sacrifice(ability: Ability) -> Ability:
    """ "Remove a fade counter from this permanent. If you can't, sacrifice the permanent"
    (702.32a): the upkeep ability's removal becomes one instruction with its "If you
    can't" (:class:`~mtglab.cards.keywordactions.RemoveOrSacrifice`)."""
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], RemoveCounters):
        return ability
    effects: tuple[Any, ...] = (RemoveOrSacrifice(ability.effects[0].counter),)
    return replace(ability, effects=effects)


def _upkeep_cost(ability: Ability) -> Ability:
    """Cumulative upkeep (702.24a): the cost its upkeep ability pays is a cumulative
    upkeep cost, which mana spendable only on those may pay (106.6)."""
    def marked(e: Any) -> Any:
        if isinstance(e, Pay):
            return replace(e, cumulative_upkeep=True)
        if isinstance(e, MayDo):
            return replace(e, effects=tuple(marked(x) for x in e.effects))
        return e

    return replace(ability, effects=tuple(marked(e) for e in ability.effects))


def _lesser_power(ability: Ability) -> Ability:
    """Mentor (702.134a): "... on target attacking creature with lesser power" — the
    target's power is less than the source's (``Selector.less_power_than_source``),
    checked as the target is chosen and as the ability resolves (608.2b)."""
    effects = tuple(replace(e, selector=replace(e.selector, less_power_than_source=True))
                    if isinstance(e, PutCounters) and e.selector.relation is Relation.TARGET
                    else e for e in ability.effects)
    return replace(ability, effects=effects)


def _myriad(line: str) -> Ability:
    """Myriad (702.116a): "Whenever this creature attacks, ..." — its attack trigger, with
    the one instruction :class:`~mtglab.cards.keywordactions.MyriadCopies` (the copies
    for each other opponent)."""
    effects: tuple[Any, ...] = (MyriadCopies(),)
    return Ability(line, AbilityKind.TRIGGERED, True, trigger=Trigger(TriggerEvent.ATTACKS),
                   effects=effects, keywords=(Keyword.MYRIAD.value,))


def _renowned(ability: Ability, n: int) -> Ability:
    """Renown N (702.112a): "..., if it isn't renowned, put N +1/+1 counters on it and it
    becomes renowned" — the intervening "if" (603.4) on the trigger, the counters and the
    designation (702.112b) one instruction (:class:`~mtglab.cards.keywordactions.Renown`)."""
    assert isinstance(ability.trigger, Trigger)
    unrenowned = Condition("renowned", negate=True, text="it isn't renowned")
    effects: tuple[Any, ...] = (Renown(n),)
    return replace(ability, trigger=replace(ability.trigger, condition=unrenowned),
                   effects=effects)


def _bloodthirsty(ability: Ability) -> Ability:
    """Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this
    permanent enters with N +1/+1 counters on it" — the condition on the replacement
    effect (614.1c), checked as the permanent enters."""
    damaged = Condition("opponent_dealt_damage_this_turn",
                        text="an opponent was dealt damage this turn")
    effects: tuple[Any, ...] = tuple(
        replace(e, condition=damaged) if isinstance(e, EntersWithCounters) else e
        for e in ability.effects)
    return replace(ability, effects=effects)


#: the keywords written "Keyword — [Cost]: [Effect]" that make that activated ability one
#: with restrictions, and the restrictions: exhaust, "Activate only once" (702.177a); max
#: speed, had only at speed 4 (702.178a); boast, "Activate only if this creature attacked
#: this turn and only once each turn" (702.142a)
_DASH_RESTRICTIONS: Final[dict[str, tuple[ActivationRestriction, ...]]] = {
    "exhaust": (ActivationRestriction("once"),),
    "max speed": (ActivationRestriction("max_speed"),),
    "boast": (ActivationRestriction("if", Condition(
        "self_attacked_this_turn", text="this creature attacked this turn")),
              ActivationRestriction("once_each_turn")),
}


def dash_keyword_restrictions(word: str) -> tuple[ActivationRestriction, ...] | None:
    """The restrictions the keyword ``word`` of a "Keyword — [Cost]: [Effect]" line adds to
    that activated ability (:data:`_DASH_RESTRICTIONS`); None for a keyword not modelled."""
    return _DASH_RESTRICTIONS.get(" ".join(word.split()).lower())


def represented_abilities(abilities: Sequence[Ability],
                          read: Callable[[str], Ability]) -> list[Ability]:
    """A card's abilities with the further abilities of each keyword that represents
    several (CR 702.43a modular, 702.32a fading) after its first: each printed as the
    keyword's line, read by ``read`` (the Oracle grammar) from the text the rule gives."""
    out: list[Ability] = []
    for a in abilities:
        out.append(a)
        keyword = next((k for k in _FURTHER if a.keywords == (k.value,)), None)
        if keyword is None:
            continue
        for text in _FURTHER[keyword]:
            if text == _VANISHING_UPKEEP and a.kind is AbilityKind.TRIGGERED:
                continue  # vanishing without a number: its first ability (702.63b)
            out.append(_defined(a.text, DefinedKeyword(keyword), read, text))
    return out


def _may_pair(ability: Ability) -> Ability:
    """Soulbond's "you may pair" (702.95a): the :class:`~mtglab.cards.pairing.Pair`,
    optional itself (asked only where a creature can be paired, 702.95c-d), rather than
    a choice made before it."""
    effects = tuple(e.effects[0] if isinstance(e, MayDo) and len(e.effects) == 1 and
                    isinstance(e.effects[0], Pair) and not e.when_done else e
                    for e in ability.effects)
    return replace(ability, effects=effects)


def _defined(line: str, keyword: DefinedKeyword,
             read: Callable[[str], Ability] | None, text: str | None = None) -> Ability:
    """The triggered or activated ability ``keyword`` is (702.1): its defining text (or
    ``text``, a further ability it represents) read by ``read`` (the Oracle grammar),
    printed as ``line``; unsupported, with the part named, when the grammar or the engine
    can't play that text."""
    if keyword.keyword is Keyword.MYRIAD:
        return _myriad(line)
    if read is None:
        raise ValueError(f"{keyword.keyword.value} needs the grammar to read its ability")
    ability = read(keyword.rule_text() if text is None else text)
    if keyword.keyword is Keyword.RENOWN and ability.supported:
        ability = _renowned(ability, keyword.n)
    if keyword.keyword is Keyword.MENTOR and ability.supported:
        ability = _lesser_power(ability)
    if keyword.keyword is Keyword.BLOODTHIRST and ability.supported:
        ability = _bloodthirsty(ability)
    if keyword.keyword is Keyword.FADING and text is not None:
        ability = _or_sacrifice(ability)
    if keyword.keyword is Keyword.CUMULATIVE_UPKEEP and ability.supported:
        ability = _upkeep_cost(ability)
    if keyword.keyword is Keyword.SOULBOND and ability.supported:
        ability = _may_pair(ability)
    name = keyword.keyword.value
    if not ability.supported:
        return Ability(line, ability.kind, False, keywords=(name,),
                       problem=f"{name}: {ability.problem}")
    return replace(ability, text=line, keywords=(name,))


def keyword_line(line: str, items: Sequence[tuple[str, Any]],
                 read: Callable[[str], Ability] | None = None) -> Ability:
    """The ability a keyword line is (CR 702): ``items`` are the grammar's ``(name,
    data)`` pairs, in the line's order. Raises ``ValueError`` when the line combines a
    keyword that is its own kind of ability (equip) with others. ``read`` reads the text
    of a keyword the rules define as a triggered or activated ability
    (:class:`DefinedKeyword`)."""
    names = [name for name, _data in items]
    defined = [data for _name, data in items if isinstance(data, DefinedKeyword)]
    if defined:  # a triggered or activated ability (702.1): a line of its own
        if len(items) != 1:
            raise ValueError("a triggered or activated keyword ability is a line of its own")
        return _defined(line, defined[0], read)
    own = [data for _name, data in items
           if isinstance(data, EquipItem | LevelUpItem | CyclingItem | TapPowerItem)]
    if own:  # an activated ability (702.6a, 702.87a, 702.29a, 702.122a, 702.171a): a
        if len(items) != 1:  # line of its own
            raise ValueError("an activated keyword ability is a line of its own")
        if isinstance(own[0], TapPowerItem):
            return _tap_power(line, own[0])
        if isinstance(own[0], CyclingItem):
            return _cycling(line, own[0])
        if isinstance(own[0], LevelUpItem):
            return _level_up(line, own[0].costs)
        return _equip(line, own[0].costs, own[0].quality)
    effects: list[Any] = []
    for _name, data in items:
        if data is None or isinstance(data, str):
            continue  # a keyword the engine reads by name
        if isinstance(data, tuple | list):
            effects.extend(data)
        else:
            effects.append(data)
    return Ability(line, AbilityKind.KEYWORD, True, keywords=tuple(names),
                   effects=tuple(effects))


def becoming_monstrous_understood(abilities: list[Ability]) -> list[Ability]:
    """A card's "when ~ becomes monstrous" abilities (701.37b) trigger only as its own
    "Monstrosity N" ability resolves (701.37a): when no such line of the card is
    understood, they are unsupported too, that line named."""
    def waits(a: Ability) -> bool:
        return a.supported and isinstance(a.trigger, Trigger) and \
            TriggerEvent.BECOMES_MONSTROUS in a.trigger.events

    if not any(waits(a) for a in abilities) or any(
            a.supported and any(isinstance(e, Monstrosity) for e in a.effects)
            for a in abilities):
        return abilities
    unread = next((a.text for a in abilities if not a.supported and
                   "monstrosity" in a.text.lower()), "its monstrosity ability")
    why = f"how it becomes monstrous is not understood: {unread!r} (CR 701.37a)"
    return [replace(a, supported=False, problem=why) if waits(a) else a for a in abilities]


_COUNT_WORDS: Final = {1: "a +1/+1 counter", 2: "two +1/+1 counters",
                       3: "three +1/+1 counters", 4: "four +1/+1 counters"}


def backup_abilities(abilities: list[Ability], read: Callable[[str], Ability],
                     name: str) -> list[Ability]:
    """Each "Backup N" line of a card (a :class:`Backup` record) made the triggered
    ability it is (CR 702.165a): "When this creature enters, put N +1/+1 counters on
    target creature. If that's another creature, it gains the non-backup abilities of
    this creature printed below this one until end of turn" — the texts of those
    abilities, the card's name in them read as the creature that gains them (201.5b),
    fixed as the card is read (702.165c-d: printed abilities only). Read by ``read`` (the
    Oracle grammar); unsupported, the part named, when the counters' sentence or one of
    the abilities below isn't understood."""
    out = list(abilities)
    for i, a in enumerate(abilities):
        backup = next((e for e in a.effects if isinstance(e, Backup)), None) \
            if a.supported else None
        if backup is None:
            continue
        out[i] = _backup_ability(a, backup, [b for b in abilities[i + 1:] if not any(
            isinstance(e, Backup) for e in b.effects)], read, name)
    return out


def _backup_ability(line: Ability, backup: Backup, below: list[Ability],
                    read: Callable[[str], Ability], name: str) -> Ability:
    if sum(isinstance(e, Backup) for e in line.effects) > 1:
        return replace(line, supported=False, problem="several backup abilities on one "
                       "line: mtglab reads one trigger a line (CR 702.165a)")
    words = _COUNT_WORDS.get(backup.count)
    if words is None:
        return replace(line, supported=False, problem=f"backup {backup.count}: more "
                       "counters than mtglab reads (CR 702.165a)")
    base = read(f"When this creature enters, put {words} on target creature.")
    if not base.supported:
        return replace(line, supported=False, problem=f"backup's trigger is not "
                       f"understood: {base.problem} (CR 702.165a)")
    unread = next((b for b in below if not b.supported), None)
    if unread is not None:
        return replace(line, supported=False, problem=f"backup grants the abilities below "
                       f"it (CR 702.165a), and {unread.text!r} is not understood")
    texts = tuple(_as_gained(b.text, name) for b in below if not b.intrinsic)
    unread_text = next((t for t in texts if not read(t).supported), None)
    if unread_text is not None:
        return replace(line, supported=False, problem=f"backup grants the abilities below "
                       f"it (CR 702.165a, 201.5b), and {unread_text!r} is not understood "
                       "on the creature that gains it")
    effects: tuple[Any, ...] = base.effects
    if texts:  # "it gains ... until end of turn" (611.2a), an instruction of the ability
        gains: tuple[Any, ...] = (Lasting(GrantAbilities(Selector(relation=Relation.THAT),
                                                         texts)),)
        effects = (*effects, IfHolds(Condition("that_is_other", text="that's another "
                                               "creature"), gains))
    return replace(base, text=line.text, keywords=line.keywords, effects=effects)


def _as_gained(text: str, name: str) -> str:
    """A printed ability's text as another creature gains it: reminder text left out, and
    the card's name (or its short name, 201.5c) read as "this creature" (201.5b)."""
    plain = re.sub(r"\s*\([^()]*\)", "", text).strip()
    for n in (name, name.split(",")[0]):
        if n:
            plain = plain.replace(n, "this creature")
    return plain
