"""The general instructions of spells and abilities: who, what, how long (CR 608.2, 611).

A sentence of Oracle text is read into a record whose *type* is its verb and whose
fields are the parts every verb shares: a :class:`~mtglab.cards.effects.Selector`
(which objects), a :class:`Who` (which players), a :class:`Recipient` (objects and/or
players, "any target"), an :class:`~mtglab.cards.effects.Amount` and a
:class:`Duration`. The same record comes out of every wording that means the same
thing ("~ deals 3 damage to any target" on an instant, an activated ability or a
triggered ability), and the engine plays each record in one place
(:mod:`mtglab.engine.effects.perform`).

Fields are declared in the order their words appear in the text: the targets of an
instruction are its target selectors in field order (CR 601.2c: targets are chosen in
the order the text names them), which :func:`target_parts` walks.

>>> from mtglab.cards.effects import Amount, Relation, Selector
>>> bolt = Damage(Amount.fixed(3), (ANY_TARGET,))
>>> [p.describe() for p in target_parts(bolt)]
['any target']
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from mtglab.cards.chance import CHANCE_RECORDS, FlipCoin
from mtglab.cards.countering import COUNTERING_RECORDS, StackObjects
from mtglab.cards.durations import Becomes, ExchangeControl, GrantOneOf, LoseKeywords, SetColors
from mtglab.cards.effects import (
    LEAVING_MOMENTS,
    Amount,
    ChooseColor,
    ControllerSpec,
    CreateToken,
    Delayed,
    Destroy,
    DrawCards,
    ExileCards,
    GainControl,
    GainLife,
    GrantAbilities,
    IfHolds,
    LoseAbilities,
    LoseLife,
    MayDo,
    Mill,
    ModifyPT,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    Selector,
    SetBasePT,
    StaticModifier,
    TapPermanents,
    Untap,
)
from mtglab.cards.exilereturn import EXILE_RETURN_INSTRUCTIONS
from mtglab.cards.keywordactions import KEYWORD_ACTIONS, Clash
from mtglab.cards.leaving import LEAVING_INSTRUCTIONS
from mtglab.cards.library import LIBRARY_INSTRUCTIONS, IfCardIs, IfNotPut, Otherwise
from mtglab.cards.optional import OPTIONAL_RECORDS, Attempt, IfElse, PlayerMay, Unless
from mtglab.cards.referents import REFERENT_INSTRUCTIONS
from mtglab.cards.resolvingchoices import RESOLVING_CHOICES
from mtglab.cards.stackcopies import STACK_COPY_RECORDS
from mtglab.cards.vocabulary import DayNight

if TYPE_CHECKING:  # cards/statics.py reads this module's records
    from mtglab.cards.statics import CombatRule

__all__ = [
    "ANY_TARGET",
    "GENERAL_MOMENTS",
    "INSTRUCTIONS",
    "ITSELF",
    "ONE_SHOT",
    "BecomeDayOrNight",
    "BecomeMonarch",
    "ChangeDoor",
    "ChooseCard",
    "ChooseOpponent",
    "Damage",
    "DamageKind",
    "Discard",
    "DiscardChosen",
    "Duration",
    "ExileChosen",
    "ExileFromHand",
    "ExileOwn",
    "Fight",
    "Flip",
    "IfYouDo",
    "Investigate",
    "Lasting",
    "LookAtTop",
    "PlayerCounters",
    "PlayerGainsControl",
    "PreventDamage",
    "Proliferate",
    "PutInLibrary",
    "PutLookedAt",
    "Recipient",
    "Regenerate",
    "RevealHand",
    "Scry",
    "SetLifeTotal",
    "Surveil",
    "TapOrUntap",
    "TargetPart",
    "Transform",
    "Who",
    "defined_x",
    "played_generally",
    "sequence_problem",
    "target_parts",
]


class Who(enum.StrEnum):
    """The player or players an instruction names (CR 109.5: "you" is the controller of
    the spell or ability; 115.1: "target player"). Values are the words of the text, so
    a ``Who`` compares equal to the string older records hold."""

    YOU = "you"
    EACH_PLAYER = "each player"
    EACH_OPPONENT = "each opponent"
    TARGET_PLAYER = "target player"
    TARGET_OPPONENT = "target opponent"
    #: the player an earlier part of the text or the trigger named (603.2, 608.2c)
    THAT_PLAYER = "that player"
    #: the controller of the object the instruction is about ("its controller gains life
    #: equal to its power")
    CONTROLLER = "its controller"
    #: the owner of that object ("its owner")
    OWNER = "its owner"
    #: the player attacked by the source (506.2; "defending player")
    DEFENDING = "defending player"
    #: "the player with the most life or tied for most life" (dethrone, 702.105a): a
    #: player whose life total no other player's exceeds
    MOST_LIFE = "the player with the most life or tied for most life"

    @property
    def is_target(self) -> bool:
        """Whether a player is chosen as a target (115.1)."""
        return self in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT)


class Duration(enum.StrEnum):
    """How long a continuous effect from a resolving spell or ability lasts (CR 611.2a,
    611.2b, 514.2)."""

    END_OF_TURN = "end of turn"  # ends in the cleanup step (514.2)
    UNTIL_YOUR_NEXT_TURN = "your next turn"  # ends as its controller's turn begins
    #: "for as long as ~ remains on the battlefield" (611.2b)
    WHILE_ON_BATTLEFIELD = "while on the battlefield"
    #: no duration stated: until the game ends (611.2a; "Mist Dragon loses flying")
    END_OF_GAME = "the end of the game"


@dataclass(frozen=True, slots=True)
class Recipient:
    """One noun phrase that receives an instruction: objects (``objects``), players
    (``players``), or one target that may be either (both set: "any target" is a
    creature, player, planeswalker or battle, CR 115.4). ``dealer``: "itself", the object
    that deals the damage (120.1: "Target creature deals damage to itself"), whatever
    ``objects`` would otherwise name."""

    objects: Selector | None = None
    players: Who | None = None
    dealer: bool = False

    @property
    def is_target(self) -> bool:
        """Whether it is chosen as a target (115.1)."""
        return (self.objects is not None and self.objects.relation is Relation.TARGET) or \
            (self.players is not None and self.players.is_target)

    def describe(self) -> str:
        """'any target', 'target creature', 'each opponent'."""
        if self == ANY_TARGET:
            return "any target"
        if self.dealer:
            return "itself"
        parts = []
        if self.objects is not None:
            parts.append(("target " if self.objects.relation is Relation.TARGET else "")
                         + self.objects.describe())
        if self.players is not None:
            parts.append(self.players.value)
        return " or ".join(parts)


#: "any target": a creature, a planeswalker, a battle or a player (CR 115.4).
ANY_TARGET = Recipient(Selector(types=("Creature", "Planeswalker", "Battle"), any_type=True,
                                relation=Relation.TARGET), Who.TARGET_PLAYER)
#: "itself": the object that deals the damage (120.1), as the instruction names it.
ITSELF = Recipient(Selector(relation=Relation.THAT), dealer=True)


def _self() -> Selector:
    return Selector(relation=Relation.SELF)


@dataclass(frozen=True, slots=True)
class Damage:
    """``source`` deals ``amount`` damage to each of ``to`` (CR 120.1-120.3): to a
    creature it is marked (120.3e, or -1/-1 counters from wither or infect, 120.3d), to a
    planeswalker it removes loyalty counters (120.3c), to a battle defense counters
    (120.3h), to a player it is life lost (120.3a, or poison counters from infect,
    120.3b). ``divided``: "divided as you choose among" the targets (601.2d)."""

    amount: Amount
    to: tuple[Recipient, ...]
    source: Selector = field(default_factory=_self)
    divided: bool = False


class DamageKind(enum.StrEnum):
    """Which damage a prevention effect names (CR 615.1): all of it, or only combat
    damage (510.2) or only noncombat damage."""

    ALL = "damage"
    COMBAT = "combat damage"
    NONCOMBAT = "noncombat damage"


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """"Prevent all damage ..." / "Prevent the next N damage ..." (CR 615): a prevention
    effect from a resolving spell or ability, for ``duration`` (611.2a). ``amount``:
    ``None`` for all such damage, else a shield that prevents the next N damage and is
    then used up (615.7); ``kind``: all, combat or noncombat damage; ``by``: which
    sources ("target creature would deal", "by creatures your opponents control"),
    ``None`` for any; ``to``: which recipients ("to any target", "to you and creatures
    you control"), empty for any. ``chosen_source``: the source is one object of ``by``
    its controller chooses as it resolves ("a red source of your choice", 609.7a);
    ``next_time``: only the next instance of damage is prevented ("The next time ...
    would deal damage ..., prevent that damage", 615.8); ``to_and_by``: damage dealt to
    or by these objects ("dealt to and dealt by target creature")."""

    amount: Amount | None
    kind: DamageKind = DamageKind.ALL
    by: Selector | None = None
    to: tuple[Recipient, ...] = ()
    duration: Duration = Duration.END_OF_TURN
    chosen_source: bool = False
    next_time: bool = False
    to_and_by: Selector | None = None


@dataclass(frozen=True, slots=True)
class Lasting:
    """A continuous effect a resolving spell or ability creates (CR 611.2a): ``effect``
    (layer 7c "gets +3/+3", layer 6 "gains flying", a rule like "can't block") applies
    to the objects it names as it resolves, and only to them (611.2c), for
    ``duration``."""

    effect: (ModifyPT | GrantAbilities | StaticModifier | SetBasePT | LoseAbilities | SetColors
             | GrantOneOf | LoseKeywords | Becomes | CombatRule)
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class Discard:
    """``player`` discards ``amount`` cards of their choice (CR 701.9a), or at random
    (701.9b); ``Amount("all")`` discards the hand."""

    amount: Amount
    player: Who = Who.YOU
    at_random: bool = False


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """``player`` exiles ``amount`` cards of their choice from their hand (CR 406.2,
    "Target opponent exiles two cards from their hand")."""

    amount: Amount
    player: Who = Who.YOU


@dataclass(frozen=True, slots=True)
class ExileOwn:
    """``player`` exiles permanents of their own that ``selector`` matches, as
    "sacrifices" chooses them (701.21a) but into exile (406.2): "Target opponent exiles a
    creature they control" — one of their choice for "a", every one for "all"; each
    player in turn order (101.4). No target: the player chooses as it resolves."""

    selector: Selector
    player: Who = Who.YOU


@dataclass(frozen=True, slots=True)
class ChooseOpponent:
    """ "Choose an opponent." — the controller chooses one as the instruction resolves
    (608.2d) — or "Choose target opponent." (``player`` :attr:`Who.TARGET_OPPONENT`,
    chosen as the spell or ability is put on the stack, 115.1, 601.2c): "that player" /
    "they" in the instructions after it is that opponent (608.2c)."""

    player: Who | None = None


@dataclass(frozen=True, slots=True)
class SetLifeTotal:
    """``player``'s life total becomes ``amount`` (CR 119.5: they gain or lose the
    difference): "Your life total becomes 10", "Target player's life total becomes 20",
    "Each player's life total becomes the number of creatures they control" (each
    player's own count, 608.2c)."""

    amount: Amount
    player: Who = Who.YOU


@dataclass(frozen=True, slots=True)
class Scry:
    """Scry N (CR 701.22a): look at the top N cards of your library, then put any number
    of them on the bottom and the rest on top in any order."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class Surveil:
    """Surveil N (CR 701.25a): look at the top N cards of your library, then put any
    number of them into your graveyard and the rest on top in any order."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class Regenerate:
    """Regenerate the selected permanent(s) (CR 701.19a): the next time each would be
    destroyed this turn, instead remove all damage from it, tap it and remove it from
    combat (a replacement effect, 614.8)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class Fight:
    """``first`` fights ``second``: each deals damage equal to its power to the other
    (CR 701.14a); if either isn't a creature on the battlefield, no damage is dealt
    (701.14b)."""

    first: Selector
    second: Selector




@dataclass(frozen=True, slots=True)
class PlayerCounters:
    """``player`` gets ``amount`` counters of ``kind`` (CR 122.1: energy "{E}", poison,
    experience): "you get {E}{E}"."""

    kind: str
    amount: Amount
    player: Who = Who.YOU


@dataclass(frozen=True, slots=True)
class PlayerGainsControl:
    """``player`` (a player other than the ability's controller, or several in turn)
    gains control of the selected permanents (CR 613.1b, layer 2) as it resolves,
    indefinitely or until end of turn (611.2a): "target opponent gains control of ~",
    "that player gains control of target creature you control". The player comes first,
    as the text names it (601.2c). "You gain control" is a
    :class:`~mtglab.cards.effects.GainControl`."""

    player: Who
    selector: Selector
    duration: Duration | None = None


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """``player`` becomes the monarch (CR 725.1): the player who was stops being it."""

    player: Who = Who.YOU


@dataclass(frozen=True, slots=True)
class BecomeDayOrNight:
    """ "It becomes day" / "It becomes night" (CR 731.1): the game gets that designation
    (and loses the other)."""

    designation: DayNight


@dataclass(frozen=True, slots=True)
class Investigate:
    """Investigate ``amount`` times: create that many Clue tokens (CR 701.16a, 111.10f)."""

    amount: Amount = field(default_factory=lambda: Amount.fixed(1))


@dataclass(frozen=True, slots=True)
class Proliferate:
    """Proliferate (CR 701.27a): choose any number of permanents and players with
    counters; give each another counter of each kind already there."""


@dataclass(frozen=True, slots=True)
class Transform:
    """Transform the selected double-faced permanent(s) (CR 701.27a, 712.8)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class Flip:
    """Flip the selected flip-card permanent(s) (CR 710.1a, 710.2): their alternative
    characteristics apply from then on; once flipped, it stays so (710.4)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class ChangeDoor:
    """Unlock a locked door of each selected Room (CR 709.5f), or, with ``or_lock``, "lock
    or unlock a door": a door chosen is unlocked if locked, locked if unlocked (709.5f-g)."""

    selector: Selector
    or_lock: bool = False


@dataclass(frozen=True, slots=True)
class PutInLibrary:
    """Put the selected permanent(s) into their owners' libraries (CR 401.3): on top, or
    on the bottom (``bottom``); or anywhere, each library then shuffled (``shuffle``:
    "shuffle it into its owner's library", 701.24a); or ``nth`` from the top ("second
    from the top": on the bottom of a library with fewer cards, 401.7)."""

    selector: Selector
    bottom: bool = False
    shuffle: bool = False
    nth: int = 0


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """``player`` looks at the top ``amount`` cards of their library (CR 401.2): they are
    "them" for the next instruction."""

    amount: Amount
    player: Who = Who.YOU


@dataclass(frozen=True, slots=True)
class PutLookedAt:
    """Put ``count`` of the cards just looked at ("them") — those matching ``selector``,
    if any — into ``to`` (``"hand"``), and the rest into ``rest`` (``"bottom"`` of the
    library or ``"graveyard"``). ``up_to``: the player may put fewer."""

    count: Amount
    to: str = "hand"
    rest: str = "bottom"
    selector: Selector | None = None
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class RevealHand:
    """``player`` reveals their hand (CR 701.20a), or, with ``look``, the ability's
    controller looks at it (701.20: seen by that player alone): its cards are "it" for the
    next instruction, the player "that player"."""

    player: Who = Who.TARGET_OPPONENT
    look: bool = False


@dataclass(frozen=True, slots=True)
class ChooseCard:
    """The ability's controller chooses ``count`` card(s) matching ``selector`` from among
    the cards just revealed ("You choose a nonland card from it"); the choice is "that
    card" ("those cards") for the next instruction (608.2c). ``up_to``: fewer may be
    chosen ("choose up to two cards from it")."""

    selector: Selector
    count: Amount = field(default_factory=lambda: Amount.fixed(1))
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class DiscardChosen:
    """"That player discards that card" (CR 701.9a): the card chosen before."""

    player: Who = Who.THAT_PLAYER


@dataclass(frozen=True, slots=True)
class ExileChosen:
    """"Exile that card": the card chosen before, from wherever it is (406.3)."""


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """Tap or untap the selected permanent(s), as the controller chooses while the
    instruction is carried out (CR 608.2d, 701.26)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class IfYouDo:
    """"If you do, <effects>" (``done``) or "If you don't, <effects>" after an optional
    instruction: carried out only if its controller did (or didn't) do it as it resolved
    (608.2d; an instruction that was impossible wasn't done, 609.3)."""

    effects: tuple[Any, ...]
    done: bool = True


#: The instruction records of this module (the parser accepts them as effects).
INSTRUCTIONS: tuple[type, ...] = (Damage, Lasting, Discard, Scry, Surveil, Regenerate, Fight,
                                  PlayerCounters, BecomeMonarch, Investigate, Proliferate,
                                  BecomeDayOrNight, Transform, Flip, ChangeDoor, PutInLibrary,
                                  LookAtTop, PutLookedAt,
                                  RevealHand, ChooseCard, DiscardChosen, ExileChosen,
                                  IfYouDo, TapOrUntap, PreventDamage, ExileFromHand,
                                  ExileOwn, SetLifeTotal, ChooseOpponent,
                                  *LIBRARY_INSTRUCTIONS,  # cards.library (401, 701.23)
                                  *REFERENT_INSTRUCTIONS)  # cards.referents (614.1a)
#: Any one of those records, as an ability's effects may hold it.
Instruction = (Damage | Lasting | Discard | Scry | Surveil | Regenerate | Fight
               | PlayerCounters | BecomeMonarch | Investigate | Proliferate | Transform
               | BecomeDayOrNight
               | PutInLibrary | LookAtTop | PutLookedAt | RevealHand | ChooseCard
               | DiscardChosen | ExileChosen | IfYouDo | TapOrUntap | PreventDamage
               | ExileFromHand | ExileOwn | SetLifeTotal)
#: Records that are one-shot instructions, never a static ability (CR 604.1, 608.2).
ONE_SHOT: tuple[type, ...] = INSTRUCTIONS
# the costs inside instructions of mtglab.cards.optional (118.12)
INSTRUCTIONS += OPTIONAL_RECORDS
ONE_SHOT += OPTIONAL_RECORDS
# flipping a coin, mtglab.cards.chance (705)
INSTRUCTIONS += CHANCE_RECORDS
ONE_SHOT += CHANCE_RECORDS
# keyword actions and untap-step instructions of mtglab.cards.keywordactions (701, 502.3)
INSTRUCTIONS += KEYWORD_ACTIONS
ONE_SHOT += KEYWORD_ACTIONS
# "if it would leave the battlefield, exile it instead" (614.1a), mtglab.cards.leaving
INSTRUCTIONS += LEAVING_INSTRUCTIONS
ONE_SHOT += LEAVING_INSTRUCTIONS
# exiling a permanent and returning it at once (406.3, 400.7, 712.14a), cards.exilereturn
INSTRUCTIONS += EXILE_RETURN_INSTRUCTIONS
ONE_SHOT += EXILE_RETURN_INSTRUCTIONS
# countering (701.6) of mtglab.cards.countering
INSTRUCTIONS += COUNTERING_RECORDS
ONE_SHOT += COUNTERING_RECORDS
# copying a spell or ability on the stack (707.10) of mtglab.cards.stackcopies
INSTRUCTIONS += STACK_COPY_RECORDS
ONE_SHOT += STACK_COPY_RECORDS
# a color or an ability of your choice is chosen as an instruction resolves (608.2d)
ONE_SHOT += (SetColors, GrantOneOf, Becomes)
# exchanging control (701.12b), mtglab.cards.durations
INSTRUCTIONS += (ExchangeControl,)
ONE_SHOT += (ExchangeControl,)
# another player gaining control (613.1b)
INSTRUCTIONS += (PlayerGainsControl,)
ONE_SHOT += (PlayerGainsControl,)
# a creature type chosen as an instruction resolves (608.2d), mtglab.cards.resolvingchoices
INSTRUCTIONS += RESOLVING_CHOICES
ONE_SHOT += RESOLVING_CHOICES


# -- sequence ("If you do", 608.2d) ---------------------------------------------------

#: the moments of a delayed triggered ability the general way creates (engine.perform)
#: and puts on the stack when it triggers (603.7b-c)
GENERAL_MOMENTS: Final = frozenset({"next_end_step", "end_of_combat", *LEAVING_MOMENTS})


def _played_generally(e: Any) -> bool:
    """Whether engine.perform plays this record (as engine.general.performs says, read
    here without the engine: the cards layer doesn't import it)."""
    if isinstance(e, MayDo):
        return not e.when_done and all(_played_generally(i) for i in e.effects)
    if isinstance(e, IfYouDo | Attempt | IfCardIs | IfNotPut | Otherwise):
        return all(_played_generally(i) for i in e.effects)
    if isinstance(e, Unless | PlayerMay):  # cards.optional (118.12, 608.2d)
        return all(_played_generally(i) for i in (*e.effects, *getattr(e, "action", ())))
    if isinstance(e, IfElse):  # both branches (608.2c)
        return all(_played_generally(i) for i in (*e.effects, *e.otherwise))
    if isinstance(e, ExileCards):  # from the battlefield, or target cards in a graveyard
        return not e.counters and (e.selector.zone is None or (
            e.selector.zone == "graveyard" and e.selector.relation is Relation.TARGET))
    if isinstance(e, GainLife):
        return e.condition is None
    if isinstance(e, TapPermanents):
        return e.could_produce_as is None and \
            e.selector.controller is not ControllerSpec.THAT_PLAYER
    if isinstance(e, ReturnFromGraveyard):  # a target card, the card itself (113.6m), or
        # the card a creature that died became, which the trigger event named (400.7e)
        return e.selector.relation is Relation.TARGET or (
            e.selector.relation in (Relation.SELF, Relation.THAT) and
            e.selector.zone == "graveyard")
    if isinstance(e, Delayed):  # a delayed triggered ability created as it resolves
        # (603.7a), put on the stack when it triggers (603.7b-c), its own instructions
        # played the general way
        return e.when in GENERAL_MOMENTS and e.condition is None and bool(e.effects) and \
            all(not isinstance(i, Delayed) and _played_generally(i) for i in e.effects)
    if isinstance(e, CreateToken):  # a player the general way names (111.2)
        return isinstance(e.player, Who) or e.player == Who.YOU
    if isinstance(e, GainControl):  # you, for now or until end of turn (613.1b)
        return e.player == "you" and e.duration in (None, "end of turn")
    if isinstance(e, RemoveCounters):  # one counter (122.1): engine.effects.youdo
        return e.amount == Amount.fixed(1)
    return isinstance(e, (*INSTRUCTIONS, Destroy, DrawCards, LoseLife, Mill, PutCounters,
                          ReturnToHand, Sacrifice, Untap,
                          ChooseColor))  # chosen as it resolves (608.2d)


def played_generally(effects: tuple[Any, ...]) -> bool:
    """Whether engine.perform plays every one of these records (:func:`_played_generally`):
    an instruction "When you do, ..." follows is done or not only that way (603.12)."""
    return all(_played_generally(e) for e in effects)


def defined_x(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """The instructions with every X the same value (107.3i): once ", where X is ..."
    defined it (an amount whose ``text`` is "X", 107.3c), a later sentence's X is it."""
    defined: list[Amount] = []

    def find(obj: Any) -> None:
        if isinstance(obj, Amount):
            if obj.text == "X" and obj.kind != "x" and not defined:
                defined.append(obj)
        elif isinstance(obj, tuple):
            for o in obj:
                find(o)
        elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            for f in dataclasses.fields(obj):
                find(getattr(obj, f.name))

    def sub(obj: Any) -> Any:
        if isinstance(obj, Amount):
            return dataclasses.replace(defined[0], plus=defined[0].plus + obj.plus) \
                if obj.kind == "x" else obj
        if isinstance(obj, tuple):
            return tuple(sub(o) for o in obj)
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            return dataclasses.replace(obj, **{f.name: sub(getattr(obj, f.name))
                                               for f in dataclasses.fields(obj)})
        return obj

    find(effects)
    return tuple(sub(e) for e in effects) if defined else effects


def sequence_problem(effects: tuple[Any, ...]) -> str | None:
    """Why "If you do, ..." of these instructions can't be carried out, or None: it must
    follow a "you may ..." and the whole ability be played the general way (608.2d);
    likewise "If it's a ... card" and "Otherwise" (608.2c, cards.library)."""
    if any(isinstance(e, IfCardIs | IfNotPut | Otherwise) for e in effects) and \
            (why := _if_card_problem(effects)) is not None:
        return why
    for e in effects:  # "If ..., ... instead" (608.2c): only the general way plays it
        if isinstance(e, IfElse) and e.instead and not _played_generally(e):
            return "'If ..., ... instead' beside an instruction the general way doesn't play"
    if not any(isinstance(e, IfYouDo) for e in effects):
        return None
    for i, e in enumerate(effects):
        if isinstance(e, IfYouDo) and (i == 0 or not isinstance(
                effects[i - 1], MayDo | IfYouDo | FlipCoin | Clash | Attempt | PlayerMay)):
            return "'If you do' after an instruction that isn't optional"
    if any(isinstance(e, MayDo) and any(isinstance(i, FlipCoin) for i in e.effects)
           for e in effects):  # not flipping is neither winning nor losing (705.2)
        return "'you may flip a coin' before 'If you win the flip': not modelled"
    if any(isinstance(e, MayDo) and any(isinstance(i, Clash) for i in e.effects)
           for e in effects):  # not clashing is neither winning nor losing (701.30d)
        return "'you may clash' before 'If you win': not modelled"
    for e in effects:
        if not _played_generally(e):
            return f"'If you do' beside {type(e).__name__}, which the general way doesn't play"
    return None


def _if_card_problem(effects: tuple[Any, ...]) -> str | None:
    """Why "If it's a ... card, ..." / "Otherwise, ..." can't be carried out, or None:
    "Otherwise" follows an "if", and the whole ability is played the general way (the
    card the text named and whether the "if" held pass from one instruction to the next,
    608.2c)."""
    for i, e in enumerate(effects):
        if isinstance(e, Otherwise) and (i == 0 or not isinstance(
                effects[i - 1], IfCardIs | IfHolds)):
            return "'Otherwise' after an instruction that isn't an 'if'"
        inner = e.effects if isinstance(e, IfHolds) else (e,)  # 608.2c, played generally
        if not all(_played_generally(i) for i in inner):
            return f"'If it's a ... card' beside {type(e).__name__}, which the general " \
                "way doesn't play"
    return None


# -- targets (CR 115, 601.2c) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetPart:
    """One word "target" of an instruction and what it may choose: objects matching
    ``objects`` (its relation dropped), players by ``players``, or either. ``minimum``
    and ``maximum``: how many ("up to two target creatures", 601.2c)."""

    objects: Selector | None
    players: Who | None
    minimum: int = 1
    maximum: int = 1
    #: "another target": not the source (115.1, 109.3)
    another: bool = False
    #: a spell or ability on the stack (115.1, 405.1: cards.countering)
    stack: StackObjects | None = None
    #: "X target creatures": exactly X of them (``minimum`` 1), "up to X": none to X
    #: (``minimum`` 0); X chosen first (107.3, 601.2b-c)
    x_many: bool = False

    def describe(self) -> str:
        """'target creature', 'any target', 'target player'."""
        if self.stack is not None:
            return f"target {self.stack.describe()}"
        if self.objects is not None and self.players is not None:
            return "any target" if self.players is Who.TARGET_PLAYER and \
                set(self.objects.types) == {"Creature", "Planeswalker", "Battle"} \
                else f"target {self.objects.describe()} or player"
        if self.objects is not None:
            return f"target {self.objects.describe()}"
        assert self.players is not None
        return self.players.value


#: the player a selector's "target player controls" targets (115.1)
_TARGET_CONTROLLERS: Final = {ControllerSpec.TARGET_PLAYER: Who.TARGET_PLAYER,
                              ControllerSpec.TARGET_OPPONENT: Who.TARGET_OPPONENT}


def _part_of(obj: Any) -> TargetPart | None:
    if isinstance(obj, StackObjects) and obj.relation is Relation.TARGET:  # 115.1
        return TargetPart(None, None, obj.target_min, obj.target_max, stack=obj)
    if isinstance(obj, Recipient) and not obj.is_target and obj.objects is not None:
        obj = obj.objects  # "to each creature target player controls"
    if isinstance(obj, Selector) and obj.controller in _TARGET_CONTROLLERS:
        return TargetPart(None, _TARGET_CONTROLLERS[obj.controller])  # (115.1)
    if isinstance(obj, Recipient) and obj.is_target:
        sel = obj.objects if obj.objects is not None and \
            obj.objects.relation is Relation.TARGET else None
        players = obj.players if obj.players is not None and obj.players.is_target else None
        return TargetPart(_bare(sel), players, *_counts(sel), another=_another(sel),
                          x_many=sel is not None and sel.target_x)
    if isinstance(obj, Selector) and obj.relation is Relation.TARGET and \
            obj.zone in (None, "graveyard"):
        return TargetPart(_bare(obj), None, *_counts(obj), another=_another(obj),
                          x_many=obj.target_x)
    if isinstance(obj, Who) and obj.is_target:
        return TargetPart(None, obj)
    return None


def _bare(sel: Selector | None) -> Selector | None:
    if sel is None:
        return None
    return dataclasses.replace(sel, relation=None, excluded=None, target_min=1,
                               target_max=1, target_x=False)


def _counts(sel: Selector | None) -> tuple[int, int]:
    return (1, 1) if sel is None else (sel.target_min, sel.target_max)


def _another(sel: Selector | None) -> bool:
    return sel is not None and sel.excluded is Relation.SELF


def names_x_targets(value: Any) -> bool:
    """Whether ``value`` (instructions, or anything in them) says "X target ..." (601.2c:
    as many targets as the X chosen before them, 107.3)."""
    if isinstance(value, Selector):
        return value.target_x
    if isinstance(value, tuple | list):
        return any(names_x_targets(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(names_x_targets(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def target_parts(effect: Any) -> Iterator[TargetPart]:
    """The words "target" of one instruction, in the order of the text (601.2c)."""
    if not dataclasses.is_dataclass(effect) or isinstance(effect, type):
        return
    for f in dataclasses.fields(effect):
        value = getattr(effect, f.name)
        for item in value if isinstance(value, tuple) else (value,):
            part = _part_of(item)
            if part is not None:
                yield part
            elif isinstance(item, Lasting | ModifyPT | GrantAbilities | StaticModifier
                            | SetBasePT | LoseAbilities | SetColors | GrantOneOf
                            | LoseKeywords | Becomes) or isinstance(effect, Lasting):
                yield from target_parts(item)  # a Lasting's effect: any rule's (611.2a)

