"""Keyword actions and one-shot untap-step instructions as records (CR 701, 502.3).

"It doesn't untap during its controller's next untap step" (Frost Titan, Sleep of the
Dead) is an instruction of a resolving spell or ability: the permanents it names skip
their untapping in their controller's next untap step (502.3; the engine counts it on the
permanent, :mod:`mtglab.engine.effects.untapstep`). The grammar part
``grammar/keywordactions.lark`` reads it after any object subject ("target creature an
opponent controls", "it", "each attacking creature"). Keyword actions with a number
("Adapt 2", 701.46; "Bolster 1", 701.39; "Monstrosity X", 701.37) are imperatives of the
same grammar part.

>>> from mtglab.cards.effects import Relation, Selector
>>> SkipNextUntap(Selector(relation=Relation.THAT)).describe()
"doesn't untap during its controller's next untap step"
"""

from __future__ import annotations

from dataclasses import dataclass

from mtglab.cards.effectparts import Amount, Selector

__all__ = [
    "KEYWORD_ACTIONS",
    "Adapt",
    "Amass",
    "Attach",
    "Bolster",
    "Clash",
    "Connive",
    "Detain",
    "DoubleCounters",
    "Explore",
    "ExtraTurn",
    "Goad",
    "Goaded",
    "IncreaseSpeed",
    "Incubate",
    "Manifest",
    "Monstrosity",
    "MyriadCopies",
    "Populate",
    "RemoveOrSacrifice",
    "Renown",
    "RingTempts",
    "SacrificeSeveral",
    "SkipNextTurn",
    "SkipNextUntap",
    "TakeInitiative",
    "Venture",
]


@dataclass(frozen=True, slots=True)
class Attach:
    """Attach ``what`` to ``to`` (CR 701.3a): an equip ability's instruction, "Attach this
    permanent to target creature you control" (702.6a, ``what`` the source), or an
    instruction "attach it to target creature you control", "create a 0/0 Germ token,
    then attach this Equipment to it" (702.92a: ``to`` what the text named, ``THAT``)."""

    what: Selector
    to: Selector


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """The selected permanents don't untap during their controllers' next untap step
    (CR 502.3: a one-shot instruction whose effect waits for that step; each such
    instruction skips one untap step's untapping)."""

    selector: Selector

    def describe(self) -> str:
        """The instruction in words."""
        return "doesn't untap during its controller's next untap step"


@dataclass(frozen=True, slots=True)
class Adapt:
    """ "Adapt N" (CR 701.46a): if this permanent has no +1/+1 counters on it, put N +1/+1
    counters on it."""

    amount: int

    def describe(self) -> str:
        """The keyword action in words."""
        return f"adapt {self.amount}"


@dataclass(frozen=True, slots=True)
class Bolster:
    """ "Bolster N" (CR 701.39a): choose a creature with the least toughness among
    creatures you control and put N +1/+1 counters on it (chosen as it resolves; nothing
    happens without a creature, 609.3)."""

    amount: int

    def describe(self) -> str:
        """The keyword action in words."""
        return f"bolster {self.amount}"


@dataclass(frozen=True, slots=True)
class Monstrosity:
    """ "Monstrosity N" / "Monstrosity X" (CR 701.37a): if this permanent isn't monstrous,
    put N +1/+1 counters on it and it becomes monstrous (701.37b); ``amount`` None: X, the
    value of the activated ability's X (107.3)."""

    amount: int | None

    def describe(self) -> str:
        """The keyword action in words."""
        return f"monstrosity {'X' if self.amount is None else self.amount}"


@dataclass(frozen=True, slots=True)
class Connive:
    """ "<permanent> connives" (CR 701.50a): its controller draws a card, then discards a
    card; a +1/+1 counter is put on it if the discarded card is a nonland card. The
    permanents are those ``selector`` names ("it", "target creature you control", "~")."""

    selector: Selector

    def describe(self) -> str:
        """The keyword action in words."""
        return f"{self.selector.describe()} connives"


@dataclass(frozen=True, slots=True)
class Clash:
    """ "Clash with an opponent" / "clash with defending player" (CR 701.30): the
    ability's controller and that opponent each reveal their library's top card and
    may put it on the bottom (701.30a, 701.30c); the controller wins if theirs has the
    greater mana value (701.30d). What happens if they win is said by the
    :class:`~mtglab.cards.instructions.IfYouDo` part after it ("If you win, ...")."""

    opponent: str = "an opponent"

    def describe(self) -> str:
        """The keyword action in words."""
        return f"clash with {self.opponent}"


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """ "Take an extra turn after this one", "target player takes an extra turn after
    this one" (CR 500.7): the player gets a turn added directly after this one.
    ``player``: a :class:`~mtglab.cards.instructions.Who` ("target player" is a target,
    115.1)."""

    player: str

    def describe(self) -> str:
        """The instruction in words."""
        return f"{self.player} takes an extra turn after this one"


@dataclass(frozen=True, slots=True)
class Amass:
    """ "Amass Orcs 2", "amass X" (CR 701.47a; "amass N" of older cards is "amass Zombies
    N", 701.47d): without an Army creature, its controller creates a 0/0 black
    ``subtype`` Army creature token; then an Army they control gets N +1/+1 counters and
    becomes a ``subtype`` if it isn't one. ``amount`` None: X of the ability (107.3)."""

    subtype: str
    amount: int | None

    def describe(self) -> str:
        """The keyword action in words."""
        return f"amass {self.subtype} {'X' if self.amount is None else self.amount}"


@dataclass(frozen=True, slots=True)
class Goad:
    """ "Goad target creature", "goad it" (CR 701.15a): until the next turn of the
    ability's controller, the creatures ``selector`` names are goaded by that player."""

    selector: Selector

    def describe(self) -> str:
        """The keyword action in words."""
        return f"goad {self.selector.describe()}"


@dataclass(frozen=True, slots=True)
class Goaded:
    """The goaded designation on the creatures of its effect record (CR 701.15b): each
    combat it attacks if able (508.1d, read by :mod:`mtglab.engine.game.combat` as a
    ``must_attack`` requirement), and a player other than ``goader`` if able."""

    goader: str

    @property
    def kind(self) -> str:
        """The requirement's kind (508.1d)."""
        return "must_attack"


@dataclass(frozen=True, slots=True)
class Detain:
    """ "Detain target creature an opponent controls" (CR 701.35a): until the next turn of
    the ability's controller, the permanents ``selector`` names can't attack or block and
    their activated abilities can't be activated."""

    selector: Selector

    def describe(self) -> str:
        """The keyword action in words."""
        return f"detain {self.selector.describe()}"


@dataclass(frozen=True, slots=True)
class Venture:
    """ "Venture into the dungeon" (CR 701.49a-c), "venture into Undercity" (701.49d,
    ``undercity``): the ability's controller moves their venture marker on, or into a
    new dungeon (engine.game.dungeons)."""

    undercity: bool = False

    def describe(self) -> str:
        """The keyword action in words."""
        return "venture into Undercity" if self.undercity else "venture into the dungeon"


@dataclass(frozen=True, slots=True)
class SkipNextTurn:
    """ "You skip your next turn" (CR 614.10, 614.10a): a replacement effect that passes
    over the controller's next turn; each such instruction skips one more."""

    def describe(self) -> str:
        """The instruction in words."""
        return "you skip your next turn"


@dataclass(frozen=True, slots=True)
class TakeInitiative:
    """ "You take the initiative" (CR 726.1, 726.3): the ability's controller has the
    initiative from now on (no other player has it), then ventures into Undercity by the
    initiative's inherent trigger (726.2, 726.5: even if they had it already)."""

    def describe(self) -> str:
        """The instruction in words."""
        return "you take the initiative"


@dataclass(frozen=True, slots=True)
class IncreaseSpeed:
    """ "Your speed increases by 1" (CR 702.179d): the instruction of speed's inherent
    triggered ability, done only if the controller's speed is still less than 4 (its
    intervening "if", 603.4); a player with no speed gets that speed (702.179c)."""

    def describe(self) -> str:
        """The instruction in words."""
        return "your speed increases by 1"


@dataclass(frozen=True, slots=True)
class RingTempts:
    """ "The Ring tempts you" (CR 701.54a-d): the ability's controller chooses a creature
    they control as their Ring-bearer, and the Ring has tempted them once more (the
    abilities of their emblem The Ring grow with that count, 701.54c)."""

    def describe(self) -> str:
        """The keyword action in words."""
        return "the Ring tempts you"


@dataclass(frozen=True, slots=True)
class Populate:
    """ "Populate", "populate X times" (CR 701.36a): ``times`` times, the ability's
    controller chooses a creature token they control and creates a token that's a copy
    of it (707.2); ``times`` None: X of the spell or ability (107.3)."""

    times: int | None = 1

    def describe(self) -> str:
        """The keyword action in words."""
        return "populate" if self.times == 1 else \
            f"populate {'X' if self.times is None else self.times} times"


@dataclass(frozen=True, slots=True)
class RemoveOrSacrifice:
    """ "Remove a [kind] counter from this permanent. If you can't, sacrifice it" (fading's
    upkeep ability, CR 702.32a, with ``counter`` "fade"): the removal isn't optional, and
    the permanent is sacrificed when there was none to remove (609.3)."""

    counter: str

    def describe(self) -> str:
        """The instruction in words."""
        return f"remove a {self.counter} counter from this permanent; if you can't, " \
            "sacrifice it"


@dataclass(frozen=True, slots=True)
class Renown:
    """ "Put N +1/+1 counters on it and it becomes renowned" (renown's triggered ability,
    CR 702.112a; the designation, 702.112b)."""

    amount: int

    def describe(self) -> str:
        """The instruction in words."""
        return f"put {self.amount} +1/+1 counter(s) on it and it becomes renowned"


@dataclass(frozen=True, slots=True)
class SacrificeSeveral:
    """ "Defending player sacrifices two permanents", "Target player sacrifices two
    attacking creatures", "Each player sacrifices X lands" (CR 701.21a, annihilator's
    702.86a): each player ``player`` names (a :class:`~mtglab.cards.instructions.Who`,
    a target player too) chooses ``amount`` of their own permanents that ``selector``
    matches (all of them if they have fewer) and sacrifices them; players in turn order
    (101.4), all sacrificed at once."""

    amount: Amount
    selector: Selector
    player: str

    def describe(self) -> str:
        """The instruction in words."""
        return f"{self.player} sacrifices {self.amount.describe()} × " \
            f"{self.selector.describe()}"


@dataclass(frozen=True, slots=True)
class Manifest:
    """Put cards from the top of one's library onto the battlefield face down as 2/2
    creatures: "manifest the top card of your library" (CR 701.40a), "cloak ..." (the same
    with ward {2}, 701.58a; ``how`` "cloak"), "manifest dread" (look at the top two
    cards, manifest one, put the other into the graveyard, 701.62a; ``dread``).
    ``count``: how many cards ("the top two cards", 701.40e) or, for dread, how many times
    ("manifest dread twice"); None: X of the spell or ability (107.3). What was put onto
    the battlefield is named for "it", "that creature" after it (608.2c)."""

    count: int | None = 1
    how: str = "manifest"
    dread: bool = False

    def describe(self) -> str:
        """The keyword action in words."""
        n = "X" if self.count is None else str(self.count)
        if self.dread:
            return "manifest dread" + ("" if self.count == 1 else f" {n} times")
        return f"{self.how} the top {n} card(s) of your library"


@dataclass(frozen=True, slots=True)
class Incubate:
    """ "Incubate N", "incubate X, where X is ..." (CR 701.53a): create an Incubator token
    (a double-faced token, 111.10i) that enters with ``amount`` +1/+1 counters."""

    amount: Amount

    def describe(self) -> str:
        """The keyword action in words."""
        return f"incubate {self.amount.describe()}"


@dataclass(frozen=True, slots=True)
class MyriadCopies:
    """Myriad's instruction (CR 702.116a): for each opponent other than the defending
    player, its controller may create a token copy of the source, tapped and attacking
    that player or a planeswalker they control, exiled at end of combat. With no such
    opponent (a two-player game) it does nothing."""

    def describe(self) -> str:
        """The instruction in words."""
        return "for each opponent other than defending player, you may create a token " \
            "copy of this creature attacking them"


@dataclass(frozen=True, slots=True)
class Explore:
    """ "<permanent> explores" (CR 701.44a): its controller reveals the top card of their
    library; a land card goes into their hand, otherwise the permanent gets a +1/+1
    counter and the player may put the card into their graveyard. The permanents are
    those ``selector`` names ("~", "it", "target creature you control", "each Merfolk
    creature you control"), each exploring ``times`` times ("then it explores again")."""

    selector: Selector
    times: int = 1

    def describe(self) -> str:
        """The keyword action in words."""
        again = "" if self.times == 1 else f" {self.times} times"
        return f"{self.selector.describe()} explores{again}"


@dataclass(frozen=True, slots=True)
class DoubleCounters:
    """ "Double the number of +1/+1 counters on it", "... of each kind of counter on
    target permanent" (CR 701.10e): each permanent ``selector`` names gets as many
    ``counter`` counters as it already has — of every kind on it if ``counter`` is None."""

    selector: Selector
    counter: str | None = None

    def describe(self) -> str:
        """The keyword action in words."""
        kind = "each kind of counter" if self.counter is None else \
            f"{self.counter} counters"
        return f"double the number of {kind} on {self.selector.describe()}"


#: the records of this module (instructions the parser accepts and the engine performs)
KEYWORD_ACTIONS: tuple[type, ...] = (SkipNextUntap, Adapt, Bolster, Monstrosity, Attach,
                                     RemoveOrSacrifice, Renown, SacrificeSeveral, Connive,
                                     Clash, ExtraTurn, Amass, Goad, Populate, Detain,
                                     Manifest, Incubate, MyriadCopies, RingTempts,
                                     Venture, TakeInitiative, SkipNextTurn, Explore,
                                     DoubleCounters, IncreaseSpeed)
