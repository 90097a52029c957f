"""Effects of abilities that enter the battlefield with something (CR 614.1c, 707) and the
one-shot effects of triggered abilities (CR 603, 608.2, 610.3), many of which hold other
effects ("you may ...", "if you do ...", modes), and :data:`Effect`, the union of every
effect record.

Frozen dataclasses, like the parts they are built of (:mod:`mtglab.cards.effectparts`).
Importers use :mod:`mtglab.cards.effects`, which gathers the names of both modules.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from mtglab.cards.durations import LoseKeywords, SetColors
from mtglab.cards.effectparts import (
    AddLandTypes,
    AddMana,
    Amount,
    Animate,
    CharacteristicPT,
    ChooseColor,
    Condition,
    Cost,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DoesntUntap,
    DrawCards,
    ExceptClause,
    ExileCards,
    GainControl,
    GainLife,
    GrantAbilities,
    LoseAbilities,
    LoseLife,
    ManaReplacement,
    ManaTrigger,
    ModifyPT,
    NoteManaSpent,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnToHand,
    Reveal,
    RollDie,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SetBasePT,
    SetBasicLandTypes,
    StaticModifier,
    SwitchPT,
    TapPermanents,
    Untap,
)
from mtglab.cards.keywordactions import Explore, Goaded
from mtglab.cards.tokens import TokenReplacement
from mtglab.cards.vocabulary import Zone
from mtglab.mana import COLORS, ManaCost

if TYPE_CHECKING:  # mtglab.cards.ability reads this module
    from mtglab.cards.ability import Ability, Trigger

__all__ = [
    "CIRCLED_PAIRS",
    "COMBAT_EFFECTS",
    "DRAFTED_SETS",
    "LEAVING_MOMENTS",
    "NEXT_SPELL_MOMENTS",
    "UNTIL_FACE_DOWN",
    "ActivationRestriction",
    "AsEntersChoice",
    "AttacksIfAble",
    "BecomeCopy",
    "BecomeCopyOfSource",
    "BoostAndAttack",
    "CastPermission",
    "ChoiceKind",
    "ChooseExiledCard",
    "ChooseModes",
    "CostPerExtraTarget",
    "CounterAgent",
    "CounterKinds",
    "CounterRecipient",
    "CounterReplacement",
    "CounterSpell",
    "CreatedTrigger",
    "Delayed",
    "Destroy",
    "DurationTrigger",
    "EachSacrifices",
    "Effect",
    "EntersAsCopy",
    "EntersTapped",
    "EntersWithAbilities",
    "EntersWithCounterChoice",
    "EntersWithCounters",
    "ExileAndCopy",
    "ExileFromGraveyard",
    "ExileMilled",
    "ExileUntilLeaves",
    "Explore",
    "IfHolds",
    "IfNotPaid",
    "IfThatCard",
    "MayDo",
    "MayPay",
    "Mill",
    "MoveCounters",
    "OfferToPay",
    "OthersBecomeCopy",
    "OthersEnterAsCopy",
    "PutFromTop",
    "PutThatCard",
    "PutThoseCounters",
    "ReturnCopiedCard",
    "ReturnExiled",
    "ReturnFromGraveyard",
    "ReturnThatCard",
    "RevealTop",
    "RevealUntilCopy",
    "TriggerModes",
    "TurnFaceDown",
]


# -- entering the battlefield (CR 614.1c, 707) ------------------------------------------


@dataclass(frozen=True, slots=True)
class CreatedTrigger:
    """A "tapped for mana" triggered ability a resolving spell creates for a duration:
    "Until end of turn, whenever a player taps an Island for mana, that player adds an
    additional {U}" (High Tide). It is a delayed triggered ability with a stated duration
    (CR 603.7a-b) and a mana ability (605.1b): it resolves at once (605.4a). ``text`` is
    the ability ("Whenever a player taps ..."), ``trigger`` and ``effects`` its parse."""

    trigger: ManaTrigger
    effects: tuple[AddMana, ...]
    text: str
    until_end_of_turn: bool = True


@dataclass(frozen=True, slots=True)
class DurationTrigger:
    """A triggered ability a resolving spell creates for a stated duration: "Until end
    of turn, whenever a creature dies, ..." (Shriveling Rot). It is a delayed triggered
    ability with a duration (CR 603.7a-b): it triggers each time its event happens until
    the turn ends (514.2), not only once. ``trigger`` and ``effects`` are the parse of
    ``text``, the ability ("Whenever a creature dies, ...")."""

    trigger: Trigger
    effects: tuple[Effect, ...]
    text: str


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """"This creature enters with X +1/+1 counters on it" (614.1c; X per 107.3m).

    ``selector``: what enters with the counters, the source by default; "Each other
    creature you control enters with an additional +1/+1 counter on it" selects others
    (the counters are added to those it would already get). ``condition``: only if it
    holds as the permanent enters ("If ~ was kicked, it enters with ..."). ``times``
    multiplies the amount ("two +1/+1 counters on it for each ...", "twice X").
    """

    counter: str
    amount: Amount
    selector: Selector = field(default_factory=lambda: Selector(relation=Relation.SELF))
    condition: Condition | None = None
    times: int = 1
    #: "... and as a Mutant in addition to its other types" (Master Biomancer): the
    #: permanent also enters with these creature types, part of the same replacement
    #: effect (614.1c)
    subtypes: tuple[str, ...] = ()
    #: "For each kind of counter on ~, each other Dinosaur you control enters with a
    #: counter of that kind on it" (Blue, Loyal Raptor): one counter of each kind on the
    #: source, ``counter`` unused
    kinds_of_source: bool = False


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """"This land enters tapped" (614.1c), possibly ``unless`` a condition holds."""

    unless: Condition | None = None


class ChoiceKind(enum.Enum):
    """What an "as this enters, choose ..." ability asks for (CR 614.12a)."""

    COLOR = "color"
    CREATURE_TYPE = "creature type"
    BASIC_LAND_TYPE = "basic land type"
    CARD_NAME = "card name"
    OPPONENT = "opponent"
    PAY_LIFE = "pay life"  # shocklands: "As this land enters, you may pay 2 life."
    PLAYER = "player"
    CARD_TYPE = "card type"  # CR 205.2a
    LAND_TYPE = "land type"  # CR 205.3i
    NUMBER = "number"
    #: "As you create your deck, circle two of the colors below" (Cryptic Spires): two
    #: colors chosen before the game begins, kept as the card's choice like those made as
    #: it enters; the answer is a string of two color letters ("WU")
    CIRCLED_COLORS = "circled colors"
    #: Paliano, the High City: the colors chosen as cards named it were drafted (CR
    #: 905, a Conspiracy Draft), three for each; kept like :attr:`CIRCLED_COLORS` as a
    #: string of color letters ("WUB")
    DRAFTED_COLORS = "drafted colors"
    #: "As this land enters, you may reveal a Goblin card from your hand. If you don't,
    #: it enters tapped." (the reveal lands, the Snarls): True when a card is revealed
    REVEAL = "reveal"
    #: "As this enters, you may reveal any number of other artifact cards from your
    #: hand" (Arsenal Thresher): how many cards are revealed, an int (CR 701.20a)
    REVEAL_ANY = "reveal any number"
    #: "As this enters, you may sacrifice any number of creatures" (Devouring Hellion):
    #: how many of :attr:`AsEntersChoice.among` are sacrificed as it enters, an int
    SACRIFICE_ANY = "sacrifice any number"
    #: "As this enters, you may return a nonland permanent you control to its owner's
    #: hand" (Rescuer Sphinx): how many of :attr:`AsEntersChoice.among` are returned
    RETURN_TO_HAND = "return to hand"
    #: "As this enters, exile up to X creature cards from your graveyard" (Mimeoplasm):
    #: how many cards of :attr:`AsEntersChoice.among` are exiled
    EXILE_CARDS = "exile cards"
    #: "you may put two cards your opponents own from exile into their owners'
    #: graveyards" (Ulamog's Despoiler): how many cards are put there
    EXILE_TO_GRAVEYARD = "put from exile into graveyards"
    #: "As this enters, discard any number of creature cards" (Indominus Rex, Alpha)
    DISCARD_ANY = "discard any number"
    #: "As this enters, remove all counters from any number of artifacts, creatures, and
    #: enchantments" (Sin, Unending Cataclysm): how many counters were removed
    REMOVE_COUNTERS_ANY = "remove all counters from any number"
    #: "As this enters, you may reveal a Dragon card from your hand. If you do ..."
    #: (Dragon's Disciple): how many cards are revealed, 0 or 1 (CR 701.20a)
    REVEAL_ONE = "reveal one"
    #: "As this enters, roll X d6" (Neverwinter Hydra): the total rolled, each total a
    #: possible outcome (CR 706.2); :attr:`AsEntersChoice.amount` is the dice's sides
    ROLL_DICE = "roll dice"
    #: "You may have this creature enter with a +1/+1 counter on it" (unleash, 702.98a):
    #: True when it enters with them
    ENTER_WITH_COUNTERS = "enter with counters"


#: The answers of :attr:`ChoiceKind.CIRCLED_COLORS`: two different colors, in WUBRG order.
CIRCLED_PAIRS: Final = tuple(a + b for i, a in enumerate(COLORS) for b in COLORS[i + 1:])
#: The answers of :attr:`ChoiceKind.DRAFTED_COLORS`: three different colors for one card
#: drafted, more for several (every set of three or more colors), in WUBRG order.
DRAFTED_SETS: Final = tuple("".join(c for i, c in enumerate(COLORS) if n >> i & 1)
                            for n in range(1, 32) if bin(n).count("1") >= 3)


@dataclass(frozen=True, slots=True)
class AsEntersChoice:
    """"As this enters, choose a color" (CR 614.12a).

    ``otherwise_tapped`` is the consequence of a "you may pay 2 life. If you don't, it
    enters tapped." style choice; ``excluded`` are the answers the text rules out: the
    color letter of "a color other than green" (the Thriving lands), ``"Land"`` for "a
    nonland card name".
    """

    kind: ChoiceKind
    amount: int = 0
    otherwise_tapped: bool = False
    excluded: tuple[str, ...] = ()
    #: for :attr:`ChoiceKind.REVEAL`: the card that may be revealed from the hand
    #: (CR 701.20a), a selector of cards in the hand
    reveal: Selector | None = None
    #: for :attr:`ChoiceKind.SACRIFICE_ANY`: the permanents that may be sacrificed
    among: Selector | None = None
    #: for the kinds that act on objects as the permanent enters (return, exile,
    #: discard, ...): at most this many ("up to X", "a nonland permanent"); ``None``
    #: is any number
    limit: Amount | None = None
    #: the choice is all or nothing: ``limit`` objects or none ("you may put two cards
    #: ... If you do")
    exactly: bool = False
    #: "exile X creature cards from your graveyard. If you can't, put ~ into its owner's
    #: graveyard instead of onto the battlefield" (Frankenstein's Monster): the action
    #: must be done in full, else the permanent goes to that zone instead (614.1c)
    else_to: str | None = None
    #: "For each creature card exiled this way, ~ enters with a +2/+0, +1/+1, or +0/+2
    #: counter on it": a counter chosen among these for each object acted on (614.12a)
    counter_options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class EntersWithCounterChoice:
    """"This creature enters with your choice of a flying counter or a first strike
    counter on it" (CR 614.1c, 614.12a): ``count`` different kinds among ``options``,
    chosen as it enters."""

    options: tuple[str, ...]
    count: int = 1


@dataclass(frozen=True, slots=True)
class EntersWithAbilities:
    """"If this creature was kicked, it enters with ... and with first strike" (CR
    614.1c): it has ``abilities`` (keywords or quoted texts) from then on, if
    ``condition`` held as it entered."""

    abilities: tuple[str, ...]
    condition: Condition | None = None
    #: the abilities of ``abilities`` as read with the card, one each
    granted: tuple[Ability, ...] = field(default=(), compare=False)


#: the duration "until ~ is turned face down" of a copy effect (Vesuvan Shapeshifter,
#: 611.2a): it ends when the permanent is turned face down (708.2a)
UNTIL_FACE_DOWN: Final = "until turned face down"


@dataclass(frozen=True, slots=True)
class TurnFaceDown:
    """"Turn ~ face down" (Vesuvan Shapeshifter's granted "you may turn this creature
    face down"): the source becomes a face-down 2/2 creature with no text, no name, no
    subtypes and no mana cost (CR 708.2a); a face-down permanent can't be turned face
    down (708.2b). Effects that last "until ~ is turned face down" end."""


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield"
    (614.1c, 616.1c, 707.5), with its exceptions (707.9)."""

    selector: Selector
    optional: bool = True
    exceptions: tuple[ExceptClause, ...] = ()
    #: "enter tapped as a copy" (Vesuva).
    tapped: bool = False
    #: "If you attacked this turn, you may have ~ enter as a copy" (Protean Raider)
    condition: Condition | None = None
    #: "... with mana value less than or equal to the amount of mana spent to cast ~"
    #: (Mockingbird): the most mana value the copied permanent may have
    max_mana_value: Amount | None = None
    #: "any creature card in a graveyard that was put there from the battlefield this
    #: turn" (Activated Sleeper)
    from_battlefield_this_turn: bool = False
    #: "When you do, exile that card." (Superior Spider-Man): the effects of a reflexive
    #: triggered ability that triggers when it enters as a copy (603.12); "that card"
    #: is the card copied
    when_you_do: tuple[Effect, ...] = ()
    #: "As ~ enters, you may have it become a copy of ... until end of turn" (Cursed
    #: Mirror): how long the copy effect lasts (``None``: indefinitely; ``"end of
    #: turn"``, 611.2a, 514.2)
    duration: str | None = None
    #: "As ~ enters the battlefield or is turned face up, you may choose another
    #: creature ... until ~ is turned face down, it becomes a copy of that creature"
    #: (Vesuvan Shapeshifter): the choice is also made as it is turned face up (708.11),
    #: and the copy effect lasts :data:`UNTIL_FACE_DOWN`
    as_turned_face_up: bool = False
    #: "As ~ enters, you may exile two creature cards from graveyards. If you do, it
    #: enters as a copy of one of those cards with a number of additional +1/+1 counters
    #: on it equal to the power of the other card." (The Mimeoplasm; 614.12a, 707.5): the
    #: card copied and one other card of ``selector`` are exiled as it enters
    exile_with_other: bool = False


@dataclass(frozen=True, slots=True)
class OthersEnterAsCopy:
    """"Creatures you control enter as a copy of ~" (Essence of the Wild): objects
    matching ``selector`` enter as a copy of ``original`` (CR 614.1c, 707.5), not
    optional."""

    selector: Selector
    original: Selector


@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """A permanent becomes a copy of another (CR 707.4: it doesn't enter or leave).

    ``subject`` is who becomes the copy; ``original`` what is copied; ``duration`` is
    ``None`` (indefinitely), ``"end of turn"`` or ``"while tapped"`` (Zygon
    Infiltrator: for as long as that creature remains tapped, 611.2b).
    """

    subject: Selector
    original: Selector
    duration: str | None = None
    exceptions: tuple[ExceptClause, ...] = ()
    tap_target: bool = False
    stun_counters: int = 0
    #: "you may have ~ become a copy of ...": its controller chooses whether it does.
    optional: bool = False
    #: "becomes a copy of up to one target creature" (Oko, the Ringleader): zero targets
    #: may be chosen (CR 115.1, 601.2c); with none the ability does nothing (608.2b
    #: doesn't apply: it had no target to become illegal).
    up_to_one: bool = False
    #: "Choose a nonbasic land type. Each land you control of that type becomes a copy
    #: ..." (March from Velis Vel): the kind of subtype chosen as the spell resolves
    #: (608.2d); the subjects are those of ``subject`` with that subtype.
    choose_subtype: str | None = None
    #: "... and gains haste until end of turn": abilities the subjects gain after
    #: becoming copies, until end of turn (layer 6 after layer 1, 613.1a, 613.1f).
    gains: tuple[str, ...] = ()
    #: the abilities of ``gains`` as read with the card, one each
    gained: tuple[Ability, ...] = field(default=(), compare=False)
    #: "Any number of target creatures you control each become a copy of ..."
    #: (Polymorphous Rush): ``subject`` is each of its targets, zero or more (601.2c).
    any_number: bool = False
    #: "Choose a card at random ...": the original is chosen at random among the cards
    #: ``original`` selects (Volatile Chimera); mtglab asks for the outcome, each card
    #: being one (as a die roll's result is, 706.2; a random discard, 701.9b).
    at_random: bool = False
    #: "choose a creature card name with an identical mana cost. That creature becomes a
    #: copy of the card with the chosen name" (Killer Cosplay): the name is chosen as
    #: the ability resolves (608.2d), the name of a creature card of the Oracle card
    #: reference (201.4, 201.4a) whose mana cost is identical to that creature's (202.1);
    #: the copy gets that card's printed values (707.2). ``original`` is then a creature
    #: card of relation CHOSEN.
    chosen_name_same_cost: bool = False


#: The delayed triggers "when you next cast a [type] spell this turn" (CR 603.7c), by
#: the card type the spell has.
NEXT_SPELL_MOMENTS: Final = {"next_creature_spell": "Creature",
                             "your_next_creature_spell": "Creature",  # not only this turn
                             "next_artifact_spell": "Artifact"}


#: The delayed triggers "when that creature leaves the battlefield (dies) this turn"
#: (CR 603.7c), by their ``when``.
LEAVING_MOMENTS: Final = frozenset({"that_leaves_this_turn", "that_dies_this_turn"})


@dataclass(frozen=True, slots=True)
class Delayed:
    """A delayed triggered ability the resolving ability creates (CR 603.7).

    ``when`` is ``"next_end_step"`` ("at the beginning of the next end step"),
    ``"end_of_combat"`` ("at end of combat": the next end of combat step, 511.1),
    ``"that_leaves_this_turn"`` / ``"that_dies_this_turn"`` ("When that creature leaves
    the battlefield / dies this turn": an event about the object it names, 603.7c),
    ``"next_upkeep"`` ("at the beginning of the next turn's upkeep") or
    ``"your_next_untap_step"`` ("During your next untap step, as you untap your
    permanents": it happens during that untap step, CR 502.3, not as a trigger on the
    stack — Undiscovered Paradise); ``effects`` happen
    then; ``condition`` decides, as the ability resolves, whether it is created at all
    ("If this ability has been activated four or more times this turn, sacrifice ~ at
    the beginning of the next end step"). ``"next_creature_spell"`` /
    ``"next_artifact_spell"``: "When you next cast a creature (artifact) spell this
    turn" (Yuna, Solar Array): ``effects`` are :class:`EntersWithCounters` the spell's
    permanent enters with ("two additional +1/+1 counters", sunburst, 702.44a).
    """

    when: str
    effects: tuple[Effect, ...]
    condition: Condition | None = None

    @property
    def on_the_stack(self) -> bool:
        """Whether it is one the engine puts on the stack when it triggers, to resolve
        like any triggered ability (:mod:`mtglab.engine.resolution.delayed`, 603.7b): "exile it /
        return it to its owner's hand / destroy it / sacrifice it at the beginning of the
        next end step" (or "at end of combat"), "it" the object the ability named as it
        created it (603.7c); or instructions that name no such object ("destroy all
        permanents", "create a token", "put a counter on ~")."""
        def that(e: object) -> bool:
            return isinstance(e, ExileCards | ReturnToHand | Destroy | Sacrifice) and \
                e.selector.relation is Relation.THAT and e.selector.zone is None and \
                getattr(e, "count", None) is None and not getattr(e, "counters", ())

        def whole(e: object) -> bool:
            """Instructions that name no object the ability named: "destroy all
            permanents", "create a 4/4 red Bird creature token", "put a +1/+1 counter on
            ~" (the source, if it is still there: 400.7)."""
            if isinstance(e, Destroy):
                return e.selector.relation is None and e.selector.zone is None
            if isinstance(e, CreateToken):
                return e.player == "you" and e.attached_to is None and not e.attacking
            return isinstance(e, PutCounters) and e.selector.relation is Relation.SELF and \
                e.condition is None and e.amount.kind == "fixed"
        return self.when in ("next_end_step", "end_of_combat") and bool(self.effects) and \
            (all(that(e) for e in self.effects) or all(whole(e) for e in self.effects))

    @property
    def is_played(self) -> bool:
        """Whether the engine carries it out (:mod:`mtglab.engine.resolution.delayed`): "draw a
        card", "sacrifice ~", "return ~ to its owner's hand" or "an opponent gains
        control of ~", at the next end step, the next upkeep or your next untap step."""
        def played(e: object) -> bool:
            if isinstance(e, DrawCards):
                return e.player == "you"
            if isinstance(e, GainControl):
                return e.selector.is_self and e.player == "an opponent"
            if isinstance(e, ReturnToHand):
                return e.selector.is_self and e.count is None
            return isinstance(e, SacrificeSelf) and not e.unless and e.condition is None
        if self.when in NEXT_SPELL_MOMENTS:
            return all(isinstance(e, EntersWithCounters) for e in self.effects)
        if self.when == "next_end_step" and any(isinstance(e, ReturnThatCard)
                                                for e in self.effects):
            return len(self.effects) == 1  # engine.delayed: it goes on the stack (603.7)
        if self.on_the_stack:
            return True
        if self.when in LEAVING_MOMENTS:  # on the stack as it triggers (603.7c)
            return bool(self.effects) and all(
                (isinstance(e, SacrificeSelf) and not e.unless and e.condition is None) or
                (isinstance(e, Destroy | Sacrifice) and e.selector.is_self)
                for e in self.effects)
        return self.when in ("next_end_step", "next_upkeep", "your_next_untap_step") and \
            all(played(e) for e in self.effects)

    def is_played_by_a_spell(self, others: tuple[Effect, ...]) -> bool:
        """Whether the engine carries it out as an instruction of an instant or sorcery
        whose instructions are ``others`` (603.7a): drawing cards later ("Draw a card at
        the beginning of the next turn's upkeep"), or returning the cards the spell
        exiled (603.7c). "~" of a spell's delayed trigger is no permanent, so sacrificing
        or returning "it" is not."""
        if not self.is_played or not self.effects:
            return False
        if all(isinstance(e, DrawCards) for e in self.effects):
            return True
        return any(isinstance(e, ReturnThatCard) for e in self.effects) and \
            any(isinstance(e, ExileCards) for e in others)


@dataclass(frozen=True, slots=True)
class ActivationRestriction:
    """"Activate only as a sorcery" (``"sorcery"``, 602.5d), ``"once_each_turn"``,
    ``"your_turn"``, ``"opponent_turn"``, or ``"if"`` with a :class:`Condition`.

    Also ``"instant"`` ("Activate only as an instant": only while you could cast an
    instant, so a mana ability with it can't be activated while paying a cost, CR
    602.5e), ``"max_per_turn"`` ("Activate no more than three times each turn":
    at most ``count`` activations each turn) and ``"once"`` ("Activate only once": one
    activation in the object's existence; also what an exhaust ability means, CR
    702.177a). ``"max_speed"``: the ability comes from "Max speed — [ability]": the
    object has it only while its controller's speed is 4 (CR 702.178a), so it is absent,
    not merely unusable, otherwise.
    """

    kind: str
    condition: Condition | None = None
    count: int | None = None


class CounterAgent(enum.StrEnum):
    """Who or what must be putting the counters for a counter replacement effect to
    apply, by its wording (614.16). Costs are not effects (118.3, 602.2b): "if an effect
    would put" leaves counters put as a cost alone; "if you would put" and "if one or
    more counters would be put" don't."""

    EFFECT = "an effect"  # "if an effect would put" (Doubling Season)
    YOU = "you"  # "if you would put" (Vorinclex, Innkeeper's Talent): cost or effect
    OPPONENT = "an opponent"  # "if an opponent would put" (Vorinclex)
    ANY = "any"  # "if one or more counters would be put" (Hardened Scales)


class CounterRecipient(enum.StrEnum):
    """What a counter replacement effect's counters may be put on, by its wording:
    permanents only (its selector says which: a permanent, a creature ...), permanents
    or players ("on a permanent or player"), or permanents or its controller ("or on
    yourself", Lae'zel) (122.1, 614.16)."""

    PERMANENT = "a permanent"
    PERMANENT_OR_PLAYER = "a permanent or player"
    PERMANENT_OR_YOU = "a permanent or you"


class CounterKinds(enum.StrEnum):
    """Which counters of the event a counter replacement effect changes: one named kind
    ("+1/+1 counters"), "those counters" (all of them, whatever kinds), or "each of
    those kinds" (each kind put, 122.1)."""

    ONE_KIND = "one kind"
    THOSE = "those counters"
    EACH_KIND = "each of those kinds"


@dataclass(frozen=True, slots=True)
class CounterReplacement:
    """A replacement effect on putting counters (CR 614.1a, 614.16, 122.6).

    Applies when counters would be put on an object matching ``selector`` (or a player,
    as ``recipient`` says) by ``agent`` (:class:`CounterAgent`: an effect, you, an
    opponent, or any way at all), and, when ``counter`` is set, only to counters of that
    kind (``kinds`` records the wording). The number ``n`` becomes ``n * factor + plus``,
    or ``n // 2`` when ``halve`` (Vorinclex, Monstrous Raider's "half that many, rounded
    down"). Counters a permanent enters with count (122.6): Doubling Season doubles an
    X creature's +1/+1 counters.
    """

    selector: Selector
    agent: CounterAgent = CounterAgent.ANY
    counter: str | None = None
    factor: int = 1
    plus: int = 0
    halve: bool = False
    recipient: CounterRecipient = CounterRecipient.PERMANENT
    kinds: CounterKinds = CounterKinds.THOSE

    @property
    def players(self) -> bool:
        """Whether counters put on a player can be changed (122.1)."""
        return self.recipient is not CounterRecipient.PERMANENT

    def apply(self, n: int) -> int:
        """The new number of counters (never fewer than none)."""
        return max(0, n // 2 if self.halve else n * self.factor + self.plus)



# -- one-shot effects of triggered abilities (CR 603, 608.2, 610.3) -------------------------


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy the selected permanent(s) (CR 701.8): each is put into its owner's
    graveyard, unless it has indestructible (702.12b) or a regeneration shield replaces
    the destruction (701.19a); ``regenerate=False``: "It can't be regenerated" (701.19c)."""

    selector: Selector
    regenerate: bool = True


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves:
    """Exile the selected permanent until the source leaves the battlefield (CR 610.3):
    when it leaves, the exiled card returns to the battlefield under its owner's
    control (610.3c); if the source has left before this resolves, nothing is
    exiled."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class ReturnFromGraveyard:
    """Return the selected card from a graveyard (a zone selector) to ``destination``:
    ``"hand"`` (its owner's hand), ``"battlefield"`` (under the ability's controller's
    control, ``tapped`` if so; CR 400.7, 110.2) or ``"library"`` (its owner's, on top, or
    on the bottom if ``bottom``: 401.3). ``owner_controls``: "under its owner's control"
    (110.2a); a card put onto the battlefield stays its owner's card either way (108.3).
    ``counters``: "... to the battlefield with a +1/+1 counter on it", the (kind, number)
    of counters it enters with (614.1c; changed by counter replacement effects, 122.6).
    ``attacking``: "tapped and attacking", attacking without being declared (508.4)."""

    selector: Selector
    destination: Zone = Zone.BATTLEFIELD
    tapped: bool = False
    bottom: bool = False
    owner_controls: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attacking: bool = False


@dataclass(frozen=True, slots=True)
class CastPermission:
    """A permission to cast spells from a zone other than the hand (CR 601.3, 601.2a):
    "You may cast ~ from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its
    mana cost" (Worldheart Phoenix: ``selector`` SELF, ``alternative_cost``, 118.9), "You
    may cast artifact spells from your graveyard by paying 3 life in addition to paying
    their other costs" (Noctis: the cards you own of a kind, ``life``: an additional
    cost, 601.2f, 119.4). ``enters_with``: "If you do / If you cast a spell this way, it
    (that artifact) enters with ... counters on it" (614.1c): the counters the spell's
    permanent enters with when it was cast this way."""

    selector: Selector
    zone: Zone = Zone.GRAVEYARD
    alternative_cost: ManaCost | None = None
    life: int = 0
    enters_with: tuple[EntersWithCounters, ...] = ()
    #: "Exile six other cards from your graveyard": part of the cost (escape, 702.138a)
    exile_others: int = 0
    #: the keyword the permission is ("Escape": a spell cast with it escaped, 702.138b)
    keyword: str = ""
    #: further additional costs of casting it this way (601.2f), paid with its other
    #: costs (601.2h): retrace's "discarding a land card" (702.81a), jump-start's
    #: "discarding a card" (702.133a)
    costs: tuple[Cost, ...] = ()
    #: "if a non-Zombie creature died this turn" (Undead Sprinter): the permission
    #: applies only while this holds (601.3), a condition of the turn's history
    #: (``"creature_died_this_turn"`` with the kind of creature as ``selector``)
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class ReturnExiled:
    """Return the card(s) exiled with the source by its linked ability (CR 607.2a) to the
    battlefield under its owner's control ("return the exiled card to the battlefield
    under its owner's control", Oblivion Ring)."""


@dataclass(frozen=True, slots=True)
class EachSacrifices:
    """ "Each player sacrifices X creatures" (CR 701.21a, 101.4: in turn order, each
    choosing their own): ``amount`` of the permanents ``selector`` names, all of them if
    a player has fewer; ``"spell_x"`` is the X of the spell a cast trigger is about
    (Gluttonous Hellkite, 107.3m), whose "for each creature sacrificed this way" counts
    them."""

    amount: Amount
    selector: Selector


@dataclass(frozen=True, slots=True)
class PutFromTop:
    """ "Look at the top seven cards of your library. You may put a creature card from
    among them onto the battlefield. If that card has mana value 3 or less, it enters with
    three additional +1/+1 counters on it. Put the rest on the bottom of your library in a
    random order." (Turntimber Symbiosis, CR 401.5, 614.1c): ``count`` cards looked at,
    up to one matching ``selector`` put onto the battlefield with ``enters_with`` (each
    with its condition), the rest put on the bottom."""

    count: int
    selector: Selector
    enters_with: tuple[EntersWithCounters, ...] = ()


@dataclass(frozen=True, slots=True)
class ReturnThatCard:
    """ "Return that card to the battlefield under its owner's control" in a delayed
    trigger (CR 603.7c: the card a spell exiled, if it is still in exile), entering with
    ``enters_with`` ("If it enters as a creature, it enters with an additional +1/+1
    counter on it": each with its condition, 614.1c) — Teferi's Time Twist; "return
    each of them" (Semester's End) returns every card the spell exiled, with one delayed
    trigger. ``cards``: the cards in exile it returns, by their ids there, filled in as
    the delayed trigger is created (603.7c: it refers to those objects); empty in a
    card's text."""

    enters_with: tuple[EntersWithCounters, ...] = ()
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class MayDo:
    """"You may <effect>": the ability's controller chooses as it resolves whether to
    carry out ``effects`` (CR 603.5, 608.2d). ``when_done``: "When you do, <effects>"
    after it — if they did, a reflexive triggered ability with those effects and the
    text ``when_text`` triggers, its targets chosen as it goes on the stack (603.12)."""

    effects: tuple[Effect, ...]
    when_done: tuple[Effect, ...] = ()
    when_text: str = ""


@dataclass(frozen=True, slots=True)
class Mill:
    """``player`` mills ``amount`` cards: the top cards of their library go into their
    graveyard (CR 701.17a); ``"each player"`` / ``"each opponent"`` too."""

    amount: Amount
    player: str = "you"


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """Counter the selected spell (CR 701.6a): it leaves the stack for its owner's
    graveyard. ``selector`` (zone ``"stack"``) is "target spell", "target creature
    spell", or (relation THAT) the spell a cast trigger is about; ``max_mana_value``:
    "with mana value N or less", X counting on the stack (202.3e); ``unless_pays``:
    "unless its controller pays {N}" (118.12); ``destination``: where the countered
    spell goes — its owner's ``"graveyard"`` (701.6a) or, "if that spell is countered
    this way, exile it instead", ``"exile"``."""

    selector: Selector
    max_mana_value: int | None = None
    unless_pays: ManaCost | None = None
    destination: Zone = Zone.GRAVEYARD


@dataclass(frozen=True, slots=True)
class CostPerExtraTarget:
    """Strive (an ability word, CR 207.2c): "This spell costs {1}{U} more to cast for
    each target beyond the first" — a static ability of the spell that adds ``mana``
    to its total cost once for each target after the first as it is cast (601.2f)."""

    mana: ManaCost


@dataclass(frozen=True, slots=True)
class ChooseModes:
    """The header of a modal spell, "Choose one —" (CR 700.2): as the spell is cast its
    controller chooses at least ``minimum`` and at most ``maximum`` of its ``modes``
    modes (the lines that follow, each marked with its index), none twice (700.2d),
    before its targets (601.2b, 601.2c). ``commander_both``: "If you control a
    commander as you cast this spell, you may choose both" (Sakashima's Will), which
    mtglab doesn't check: choosing more than ``maximum`` is refused. ``repeat``: "You may
    choose the same mode more than once" (the Confluences, 700.2d): a mode chosen several
    times is treated as if it appeared that many times in sequence. ``kicked_any``: "If
    this spell was kicked, choose any number instead" (Inscription of Abundance,
    702.33d): kicked, it is cast with one to all of them. ``escalate``: "Escalate
    [cost]" (702.120a), that cost added once for each mode chosen beyond the first;
    ``mode_costs``: the cost printed before each mode (spree's "+ {1} — ...", 702.172a,
    700.2h), added for each mode chosen — both additional costs of the total cost
    (601.2f, engine/spells/modecosts.py)."""

    minimum: int
    maximum: int
    modes: int
    commander_both: bool = False
    repeat: bool = False
    kicked_any: bool = False
    escalate: ManaCost | None = None
    mode_costs: tuple[ManaCost, ...] = ()
    #: "Escalate—Discard a card." (702.120a): costs other than mana for each mode beyond
    #: the first, paid with the spell's additional costs (601.2h)
    escalate_costs: tuple[Cost, ...] = ()


@dataclass(frozen=True, slots=True)
class TriggerModes:
    """The modes of a modal triggered ability, "Whenever ..., choose one —" (CR 700.2):
    its controller chooses one of them as the ability is put on the stack (603.3c,
    700.2b), before its targets; a mode with no legal target can't be chosen, and an
    ability for which no mode can be chosen is removed from the stack (603.3c).
    ``lines``: for each mode, the triggered ability as it reads with that mode (its
    trigger condition, then the mode's text), which is what goes on the stack;
    ``modes``: the effects of each. ``once_each``: "choose one that hasn't been chosen"
    (Silent Hallcreeper) — a mode chosen for this ability of the same permanent can't be
    chosen again; a permanent that leaves and returns is a new object with no memory of
    them (400.7). ``minimum`` and ``maximum``: how many modes are chosen ("choose one or
    more", "choose two", "choose up to one", 700.2d; ``maximum`` 0: any number), none
    twice; those chosen are carried out in printed order. The same record is the header
    of a modal activated ability, "{cost}: Choose one —" (602.2b, 700.2), its ``lines``
    each mode's text; ``this_turn``: "choose one that hasn't been chosen this turn"
    (Kargan Intimidator), the memory of ``once_each`` for the current turn only."""

    lines: tuple[str, ...]
    modes: tuple[tuple[Effect, ...], ...]
    once_each: bool = False
    minimum: int = 1
    maximum: int = 1
    this_turn: bool = False


@dataclass(frozen=True, slots=True)
class MayPay:
    """"You may pay <cost>. If you do, <effects>" (Cemetery Puca): as the ability resolves
    its controller chooses whether to pay the mana ``cost`` and ``energy`` energy
    counters ({E}, 107.14); ``effects`` happen only if they did (CR 608.2d, 118.1).
    ``reflexive``: "When you do, <effects>" (Aurora Shifter) — paying triggers a
    reflexive triggered ability with those effects, its targets chosen as it goes on the
    stack (603.12)."""

    cost: ManaCost | None
    effects: tuple[Effect, ...]
    energy: int = 0
    reflexive: bool = False


@dataclass(frozen=True, slots=True)
class OfferToPay:
    """"That player may pay {2}" (Smothering Tithe), and the first half of "[do
    something] unless that player pays {1}" (Rhystic Study, CR 118.12a): as the ability
    resolves ``payer`` ("that player", "its controller", "you") chooses whether to pay
    ``cost``, a cost paid then (118.12); :class:`IfNotPaid` after it checks the choice."""

    payer: str
    cost: ManaCost


@dataclass(frozen=True, slots=True)
class IfNotPaid:
    """"If the player doesn't, <effects>" after :class:`OfferToPay` — and "[do something]
    unless that player pays" read as "that player may pay; if they don't, [do
    something]" (CR 118.12a): ``effects`` happen only if the payment wasn't made."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class PutThoseCounters:
    """"Put those counters on ~" / "put its counters on ~" after "if it had counters on
    it" (The Ozolith): the same number of each kind of counter the object the trigger
    event was about had as it left the battlefield are put on ``selector`` (CR 122.8,
    603.10a)."""

    selector: Selector


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """"Move all counters from ~ onto target creature" (CR 122.5): each counter is
    removed from ``source`` and put onto ``selector``; ``counter`` None moves every
    kind. ``count``: "move a +1/+1 counter from ~ onto that creature" — that many of
    the kind ``counter`` (as many as there are, if fewer); None: all."""

    source: Selector
    selector: Selector
    counter: str | None = None
    count: int | None = None


@dataclass(frozen=True, slots=True)
class RevealTop:
    """``player`` reveals the top card of their library (CR 701.20a): it stays there and
    becomes "that card" / "the revealed card" for the rest of the ability (Vesuvan
    Drifter, Shapeshifter's Marrow); ``optional``: "you may reveal"."""

    player: str = "you"
    optional: bool = False


@dataclass(frozen=True, slots=True)
class IfThatCard:
    """"If it's a creature card, <effects>", "If you reveal a creature card this way",
    "If you do" after a choice of a card: ``effects`` happen only if the card the
    ability named earlier ("that card") exists and has every card type of ``types``
    (CR 608.2c: the text is followed in order)."""

    types: tuple[str, ...]
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class ExileMilled:
    """"You may exile a <types> card from among the cards milled this way" (Shadow Kin):
    the ability's controller may choose one of the cards its "mill" effect put into
    graveyards (CR 701.17a) having ``types`` and exile it (406.3); it becomes "that
    card"."""

    types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ExileFromGraveyard:
    """"(You may) exile a card from a graveyard" (Lazav, Familiar Stranger): the ability's
    controller chooses a card with ``types`` in any graveyard as the ability resolves —
    not a target (115.10: the word "target" isn't used) — and exiles it (406.3); it
    becomes "that card" ("if a creature card was exiled this way", 608.2c)."""

    types: tuple[str, ...] = ()
    optional: bool = False


@dataclass(frozen=True, slots=True)
class ChooseExiledCard:
    """"You may choose a creature card from among them" (Kaya, Spirits' Justice): one of
    the cards the trigger event put into exile, still there and having ``types``, is
    chosen as the ability resolves (not a target, 115.10); it becomes "that card" ("a
    copy of it")."""

    types: tuple[str, ...] = ()
    optional: bool = False


@dataclass(frozen=True, slots=True)
class PutThatCard:
    """"The player puts the card into their graveyard" (Shapeshifter's Marrow): the card
    the ability named ("that card") moves from its zone to ``destination`` (400.7) and
    is "that card" there."""

    destination: Zone


@dataclass(frozen=True, slots=True)
class OthersBecomeCopy:
    """"(You may) choose a token you control. If you do, each other token you control
    becomes a copy of that token" (Brudiclad, Telchor Engineer): a permanent ``chosen``
    names is chosen as the ability resolves (not a target, 115.10), and each other
    permanent ``others`` names becomes a copy of it (707.4), for ``duration``."""

    chosen: Selector
    others: Selector
    optional: bool = False
    duration: str | None = None


@dataclass(frozen=True, slots=True)
class IfHolds:
    """"If you're the monarch, <effects>" in the middle of an ability's text: ``effects``
    happen only if ``condition`` holds as that part of the ability resolves (CR 608.2c;
    not an intervening "if", which begins the text, 603.4)."""

    condition: Condition
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class BecomeCopyOfSource:
    """"That creature becomes a copy of ~" (Permeating Mass; The Flood of Mars: "If it's
    a creature, it becomes a copy of ~"): ``subject`` — the creature the trigger names
    (relation THAT) or the ability's target — becomes a copy of the source from now on
    (CR 707.4, 613.2a); ``if_type``: only if it is of that card type as the effect
    happens; ``or_land_type``: if it is a land instead, it gets that land type in
    addition to its other types (layer 4, 305.7)."""

    subject: Selector
    if_type: str | None = None
    or_land_type: str | None = None


@dataclass(frozen=True, slots=True)
class ExileAndCopy:
    """"(You may) exile another target nontoken creature. If you do, ~ becomes a copy of
    that creature until end of turn. Return the exiled card to the battlefield under its
    owner's control at the beginning of the next end step." (Identity Thief): the source
    becomes a copy of the creature as it last existed on the battlefield (707.2, 608.2h);
    the card returns by a delayed triggered ability (603.7), linked to the source by an
    effect record of this effect until then."""

    selector: Selector
    optional: bool = True
    duration: str | None = "end of turn"


@dataclass(frozen=True, slots=True)
class ReturnCopiedCard:
    """The delayed triggered ability of :class:`ExileAndCopy`: "return the exiled card to
    the battlefield under its owner's control" (603.7, 400.7)."""

    to: str = "battlefield"


@dataclass(frozen=True, slots=True)
class BoostAndAttack:
    """"~ and that creature each get +P/+T and gain <keywords> until end of turn and
    attack this turn if able" (Gogo, Mysterious Mime): the source and the ability's
    target, until end of turn (611.2c, 613.4c, 613.1f); ``must_attack``: a requirement
    on declaring attackers (508.1d)."""

    power: int
    toughness: int
    keywords: tuple[str, ...] = ()
    must_attack: bool = False


@dataclass(frozen=True, slots=True)
class AttacksIfAble:
    """The requirement "attacks this turn if able" on the creatures of its effect record
    (CR 508.1d), read by :mod:`mtglab.engine.game.combat`."""

    @property
    def kind(self) -> str:
        """The requirement's kind."""
        return "must_attack"


@dataclass(frozen=True, slots=True)
class RevealUntilCopy:
    """"Target opponent reveals cards from the top of their library until they reveal a
    creature card. ~ becomes a copy of that card until end of turn. Then that player
    puts all cards revealed this way on the bottom of their library in a random order."
    (Nascent Metamorph; 701.20a, 707.4)."""

    duration: str | None = "end of turn"


#: the combat copy records the grammar reads (grammar/source_copies.lark), carried out by
#: :mod:`mtglab.engine.effects.combateffects`
COMBAT_EFFECTS: Final = (BecomeCopyOfSource, BoostAndAttack, RevealUntilCopy, ExileAndCopy,
                         ReturnCopiedCard)


Effect = (
    AddMana | DealDamage | LoseLife | GainLife | DrawCards | PutCounters | SacrificeSelf
    | DoesntUntap | SetBasicLandTypes | AddLandTypes | GrantAbilities | ModifyPT | Animate
    | StaticModifier | ManaReplacement | EntersWithCounters | EntersTapped | AsEntersChoice
    | EntersAsCopy | BecomeCopy | RemoveCounters | Reveal | ReturnToHand | TapPermanents
    | SetBasePT | SwitchPT | NoteManaSpent
    | CreateToken | OthersEnterAsCopy | Delayed | GainControl | RollDie | Sacrifice | Untap
    | ExileCards | SearchLibrary | ChooseColor | CreateTokenCopy | CharacteristicPT
    | CounterReplacement | LoseAbilities | CreatedTrigger | DurationTrigger
    | EntersWithCounterChoice
    | EntersWithAbilities | TokenReplacement | Destroy | ExileUntilLeaves
    | ReturnFromGraveyard | ReturnExiled | MayDo | Mill | CounterSpell
    | CostPerExtraTarget
    | MayPay | RevealTop | IfThatCard | ExileMilled | ExileFromGraveyard | PutThatCard
    | Explore | ChooseExiledCard
    | OthersBecomeCopy | IfHolds
    | CastPermission | ReturnThatCard | PutFromTop | EachSacrifices
    | BecomeCopyOfSource | BoostAndAttack | AttacksIfAble | RevealUntilCopy | ExileAndCopy
    | ReturnCopiedCard | ChooseModes | TriggerModes | TurnFaceDown
    | OfferToPay | IfNotPaid | PutThoseCounters | MoveCounters
    | SetColors | LoseKeywords  # cards.durations: recorded as resolved (611.2a)
    | Goaded  # cards.keywordactions: the goaded designation (701.15b)
)
