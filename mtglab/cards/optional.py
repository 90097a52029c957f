"""Costs inside effects: what a player pays as an instruction says so (CR 118.12, 608.2d).

"You may pay {2}. If you do, ..." and "Sacrifice ~ unless you pay {U}" are instructions
that ask a player to pay a cost while the spell or ability resolves (118.12). The grammar
reads "pay <cost>" as a :class:`Pay` instruction; "you may ..." around it makes it
optional (:class:`~mtglab.cards.effects.MayDo`, 608.2d), and "If you do, ..." /
"unless" (:class:`~mtglab.cards.instructions.IfYouDo`) then depend on whether it was
paid. A player who can't pay the cost can't choose to pay it (118.3).

>>> from mtglab.mana import ManaCost
>>> Pay(ManaCost.parse("{1}{W}")).describe()
'pay {1}{W}'
>>> Pay(life=2).describe()
'pay 2 life'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtglab.cards.compoundeffects import MayDo
from mtglab.cards.effectparts import Amount, Condition, Selector
from mtglab.cards.library import IfCardIs, Otherwise
from mtglab.mana import ManaCost

__all__ = [
    "OPTIONAL_RECORDS",
    "Attempt",
    "DiscardKind",
    "ExileFromGraveyard",
    "IfElse",
    "Instead",
    "Otherwise",
    "Pay",
    "PlayerMay",
    "PutFromHand",
    "TapChosen",
    "Unless",
    "payment_problem",
]


@dataclass(frozen=True, slots=True)
class Pay:
    """"Pay {1}{W}" / "pay 3 life" / "pay {E}{E}" as an instruction (CR 118.12): the
    ability's controller pays the mana ``cost`` (from their mana pool, 118.3, mana
    abilities activated first, 605.3a), ``life`` life (119.4: only with that much life)
    and ``energy`` energy counters (107.14). Only ever inside "you may" or "unless": no
    player is made to pay a cost (118.12).

    ``times``: "pay {1} for each age counter on it" — the cost paid that many times, the
    number counted as the instruction is carried out (608.2h); ``cumulative_upkeep``: the
    cost is a cumulative upkeep cost (702.24a), which mana spendable only on those may
    pay (106.6)."""

    cost: ManaCost | None = None
    life: int = 0
    energy: int = 0
    times: Amount | None = None
    cumulative_upkeep: bool = False

    def describe(self) -> str:
        """The cost as the text says it."""
        parts = [str(self.cost)] if self.cost is not None else []
        if self.energy:
            parts.append("{E}" * self.energy)
        if self.life:
            parts.append(f"{self.life} life")
        each = f" ({self.times.describe()} times)" if self.times is not None else ""
        return "pay " + " and ".join(parts) + each


@dataclass(frozen=True, slots=True)
class PutFromHand:
    """"(You may) put a land card from your hand onto the battlefield (tapped)": the
    ability's controller chooses a card of the kind (``selector``, zone hand) in their
    hand and puts it onto the battlefield under their control (CR 110.2, 400.7; not
    playing it, 305.4: no land play is used). Under "you may" they choose whether to
    (608.2d); with no such card nothing happens (609.3). ``attacking``: "tapped and
    attacking", put onto the battlefield attacking without being declared (508.4)."""

    selector: Selector
    tapped: bool = False
    attacking: bool = False


@dataclass(frozen=True, slots=True)
class ExileFromGraveyard:
    """"(You may) exile two cards / a creature card from your graveyard": the ability's
    controller chooses ``count`` cards of the kind (``selector``, zone graveyard) in
    their graveyard and exiles them (406.3). With fewer such cards they can't do it, and
    nothing is exiled (a player can't do more of an instruction than is possible, 609.3;
    "if you do" then doesn't follow, 608.2d). ``player``: who chooses and exiles, from
    their own graveyard, when the text names another player ("Target player exiles a
    card from their graveyard"; a :class:`~mtglab.cards.instructions.Who`), each in turn
    order (101.4)."""

    selector: Selector
    count: int = 1
    player: str = "you"


@dataclass(frozen=True, slots=True)
class Attempt:
    """An instruction that isn't optional, followed by "If you do": "Sacrifice a creature.
    If you do, ...", "Discard a card. If you do, draw a card". The ``effects`` are carried
    out as written (608.2c); they were done only if they did something — an instruction
    that is impossible does nothing (609.3: nothing to sacrifice, no card to discard), and
    then what "If you do" says doesn't happen. ``when_done``: "When you do, <effects>"
    after it ("Sacrifice it. When you do, ...", "Mill three cards. When you do, ...") —
    if they were done, a reflexive triggered ability with those effects and the text
    ``when_text`` triggers, its targets chosen as it goes on the stack (603.12)."""

    effects: tuple[Any, ...]
    when_done: tuple[Any, ...] = ()
    when_text: str = ""


@dataclass(frozen=True, slots=True)
class TapChosen:
    """"(You may) tap two untapped creatures you control": the ability's controller
    chooses ``count`` untapped permanents of the kind (``selector``) they control and taps
    them (CR 701.26a); "those creatures" then names them (608.2c). With fewer such
    permanents they can't do it, and none is tapped (609.3; "if you do" then doesn't
    follow, 608.2d)."""

    selector: Selector
    count: int = 2


@dataclass(frozen=True, slots=True)
class IfElse:
    """"<instructions> if <condition>. Otherwise, <other instructions>": the condition
    is checked once, as that part of the ability resolves (608.2c); ``effects`` happen if
    it holds, ``otherwise`` if it doesn't — the first part can't change which (Wick, the
    Whorled Mind creates a Snail, then doesn't also put a counter on one). With no
    ``condition``: "If you do, ... Otherwise, ..." after an optional instruction, whether
    it was done (608.2d). The targets of the branch not taken still name what they were
    chosen for: "Otherwise, that creature gets +3/+3" (608.2c)."""

    condition: Condition | None
    effects: tuple[Any, ...]
    otherwise: tuple[Any, ...]
    #: the condition's "that creature" names the first object ``effects`` target, not one
    #: named before: "Put a +1/+1 counter on target creature. If that creature is a
    #: Human, put two +1/+1 counters on it instead." (608.2c; see :class:`Instead`)
    about_target: bool = False
    #: read from "If <condition>, <effects> instead" (:class:`Instead`): ``effects`` are
    #: the instructions before, ``otherwise`` the ones replacing them
    instead: bool = False
    #: ``otherwise`` acts on the targets ``effects`` chose, its words "target" the same
    #: ones: "~ deals 2 damage to any target. If ..., it deals 4 damage instead" (614.15)
    same_targets: bool = False


@dataclass(frozen=True, slots=True)
class Instead:
    """"If <condition>, <instructions> instead" / "If <condition>, instead <instructions>"
    after other instructions: as the grammar reads the sentence, before the parser joins
    it to the sentence before (608.2c: later text changes what the earlier text does).
    Joined, the two become one :class:`IfElse` whose condition is this one negated: the
    earlier instructions happen only if it doesn't hold, these only if it does — checked
    once, as that part resolves. Left alone, nothing says what is replaced: not played."""

    condition: Condition
    effects: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class DiscardKind:
    """"(Unless you) discard a land card" / "an artifact card": the player chooses a card
    of the kind (``selector``, in the hand) and discards it (CR 701.9a); with none, they
    can't, and nothing is discarded (609.3: "unless" then doesn't count it as done).
    ``every``: "Target player reveals their hand and discards all nonland cards" — every
    card of the kind there, no choice. ``player``: who discards when the text names
    another player (a :class:`~mtglab.cards.instructions.Who`), each in turn order
    (101.4)."""

    selector: Selector
    every: bool = False
    player: str = "you"


@dataclass(frozen=True, slots=True)
class Unless:
    """"<instruction> unless <that player / its controller> <action>": "that player loses
    2 life unless they pay {2}", "Tap target creature unless its controller pays {1}",
    "each opponent loses 3 life unless they discard a card" (CR 118.12, 608.2d: the player
    who chooses is not you). The player named chooses, as the ability resolves, whether to
    do ``action`` (pay a cost, sacrifice or discard — ``action`` is done by them, as
    "you"); if they don't — or can't: a cost that can't be paid can't be chosen, 118.3, and
    nothing to sacrifice is not done, 609.3 — ``effects`` happen.

    Who chooses: with ``each`` (a :class:`~mtglab.cards.instructions.Who` value, "each
    opponent") every such player in turn order (101.4), ``effects`` then saying "that
    player" for the one who didn't; else the player ``effects`` act on — the player
    targeted, or "that player" (608.2c) — or, ``by_controller``, the controller of the
    object they act on ("its controller", the object targeted or named)."""

    action: tuple[Any, ...]
    effects: tuple[Any, ...]
    each: str | None = None
    by_controller: bool = False
    #: "unless they sacrifice a nonland permanent or discard a card": the actions are
    #: alternatives, of which the player chooses one (or neither)
    either: bool = False


@dataclass(frozen=True, slots=True)
class PlayerMay:
    """"That player may sacrifice a creature", "each player may discard a card", "target
    opponent may draw a card": the player(s) ``who`` names (a
    :class:`~mtglab.cards.instructions.Who`; each, in turn order, 101.4) choose as it
    resolves whether to do ``effects``, which they do as "you" (608.2d: the player who
    chooses is not you). "If they do / If that player doesn't, ..." after it follows
    that choice (608.2d; one that did nothing, such as nothing to sacrifice, was not
    done, 609.3), "they" then naming that player (608.2c)."""

    who: Any
    effects: tuple[Any, ...]


#: The instruction records of this module (the parser accepts them as effects).
OPTIONAL_RECORDS: tuple[type, ...] = (Pay, PutFromHand, ExileFromGraveyard, Attempt,
                                      TapChosen, Otherwise, IfElse, Unless, PlayerMay,
                                      DiscardKind, Instead)


def payment_problem(effects: tuple[Any, ...]) -> str | None:
    """Why a payment or sequence among these instructions can't be played, or None: "you
    may pay {X}. When you do, ..." — the X chosen as it resolves (107.3f) would have to
    reach the reflexive triggered ability (603.12), which mtglab doesn't pass on;
    "Otherwise, ..." after neither "If you do" nor an "if" (608.2c; after "If it's a ...
    card", :class:`~mtglab.cards.library.IfCardIs`, it is played by itself)."""
    for i, e in enumerate(effects):
        if isinstance(e, Instead):  # not joined to instructions before it (608.2c)
            return "'If ..., ... instead' with no instruction before it that it replaces " \
                "(CR 608.2c)"
        if isinstance(e, Otherwise) and not (i and isinstance(effects[i - 1], IfCardIs)):
            return "'Otherwise' after neither 'If you do' nor an instruction with 'if' " \
                "(CR 608.2c)"
        if isinstance(e, MayDo) and e.when_done and any(
                isinstance(p, Pay) and p.cost is not None and p.cost.has_x
                for p in e.effects):
            return "'When you do' after 'pay {X}': the X chosen isn't passed to the " \
                "reflexive triggered ability (CR 107.3f, 603.12)"
    return None
