"""Transformer rules for costs of casting and activating that a spell's or ability's own
text adds, takes away or restricts (``castcosts.lark``: CR 601.2f-h, 118.7, 118.8,
602.5b, 702.33d).

Each method is named after the grammar rule alias it builds. A method that raises
``ValueError`` rejects the reading: the line then stays unsupported.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.amounts import counted_continuously, per_object
from mtglab.cards.castcosts import (
    BLITZ,
    DASH,
    EMERGE,
    ENTWINE,
    EVOKE,
    FORETELL,
    JUMP_START,
    MADNESS,
    OFFSPRING,
    OVERLOAD,
    PLOT,
    PROWL,
    RETRACE,
    SPECTACLE,
    SQUAD,
    SURGE,
    SUSPEND,
    TEXT_ALTERNATIVE,
    WARP,
    AbilityCostReduction,
    AdditionalCost,
    AdditionalCostChoice,
    AlternativeCost,
    CastLater,
    CastOnly,
    CostReduction,
    Madness,
    OptionalCost,
    SpellsCostChange,
    Suspend,
)
from mtglab.cards.effects import (
    ActivationRestriction,
    Amount,
    CastPermission,
    Condition,
    ControllerSpec,
    Cost,
    CostPerExtraTarget,
    Relation,
    ReturnFromGraveyard,
    Selector,
)
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.objects import Adj, Marker
from mtglab.cards.vocabulary import AmountKind, CostKind, Zone
from mtglab.mana import ManaCost

__all__ = ["CastCostRules"]

#: the kinds of additional cost a spell's caster pays (engine/spells/additionalcosts.py)
_PAID_AS_CAST = frozenset({CostKind.SACRIFICE, CostKind.DISCARD, CostKind.PAY_LIFE,
                           CostKind.EXILE})


#: the kinds of cost an alternative cost of a spell's own text may have besides mana
#: (118.9): those paid as a spell is cast, and tapping or returning permanents its caster
#: controls (118.3)
_PAID_INSTEAD = _PAID_AS_CAST | {CostKind.TAP_OTHER, CostKind.RETURN}


#: the counts a reduction "for each ..." or "{X} less ..., where X is" is made for as the
#: spell is cast (601.2f): objects, basic land types (305.6), opponents (102.3), the
#: party (700.8), creatures that died this turn (700.4); devotion
#: (700.5), the life gained this turn (119.9), the greatest power among permanents
#: (208.1) and how many names they have (201.2)
_REDUCTION_COUNTS = frozenset({AmountKind.COUNT, AmountKind.BASIC_LAND_TYPES,
                               AmountKind.OPPONENTS, AmountKind.PARTY,
                               AmountKind.CREATURES_DIED_THIS_TURN, AmountKind.DEVOTION,
                               AmountKind.LIFE_GAINED_THIS_TURN, AmountKind.GREATEST_POWER,
                               AmountKind.DIFFERENTLY_NAMED})
#: the counts of objects, which need the objects named
_REDUCTION_AMONG = frozenset({AmountKind.COUNT, AmountKind.BASIC_LAND_TYPES,
                              AmountKind.GREATEST_POWER, AmountKind.DIFFERENTLY_NAMED})

#: the counts an activated ability's own reduction is made for as it is activated (602.2b):
#: those of a spell's, and the counters on its source or among permanents, the greatest
#: power among them
_ABILITY_REDUCTION_COUNTS = _REDUCTION_COUNTS | {AmountKind.COUNTERS, AmountKind.COUNTERS_AMONG,
                                                 AmountKind.GREATEST_POWER}

#: the card itself, in its owner's graveyard (113.6m)
_SELF_IN_GRAVEYARD = Selector(relation=Relation.SELF, zone=Zone.GRAVEYARD)


def _generic(tok: Token) -> ManaCost:
    """A reduction "{N}" (601.2f): generic mana only; a colored reduction (118.7c) or
    "{X}" isn't read."""
    cost = ManaCost.parse(str(tok))
    if cost.has_x or any(s.colors for s in cost.symbols):
        raise ValueError("a reduction other than generic mana")
    return cost


@v_args(inline=True)
class CastCostRules(Transformer[Any, Any]):
    """The cast-cost productions of the Oracle grammar (mixed into the parser's
    transformer)."""

    # -- "As an additional cost to cast this spell, ..." (118.8, 601.2f) ---------------
    def cc_additional(self, _self: Token, costs: tuple[Cost, ...]) -> AdditionalCost:
        for c in costs:
            if c.kind not in _PAID_INSTEAD:
                raise ValueError(f"an additional cost {c.kind.value!r} isn't paid as a "
                                 "spell is cast")
            if c.kind is CostKind.EXILE and c.zone != "graveyard":
                raise ValueError("exiling other than from the graveyard")
            if c.selector is not None and c.selector.is_self:
                raise ValueError("a cost that moves the spell itself")
            if c.amount.kind not in (AmountKind.FIXED,):
                raise ValueError("an additional cost of X or any number")
        return AdditionalCost(tuple(costs))

    def cc_additional_choice(self, _self: Token, one: Cost, _or: Token,
                             other: Cost) -> AdditionalCostChoice:
        """ "..., sacrifice a creature or pay {3}" (118.8, 601.2b): each option one cost
        its caster could pay as the spell is cast."""
        for c in (one, other):
            if c.kind in (CostKind.MANA, CostKind.REVEAL):
                continue
            self.cc_additional(_self, (c,))  # the same checks as a single cost's
        return AdditionalCostChoice((one, other))

    def cast_option(self, cost: Cost) -> Cost:
        return cost

    def cast_option_mana(self, tok: Token) -> Cost:
        """ "pay {3}": mana added to the spell's total cost (601.2f)."""
        mana = ManaCost.parse(str(tok))
        if mana.has_x:
            raise ValueError("an additional cost of X")
        return Cost(CostKind.MANA, mana=mana)

    def cast_option_reveal(self, n: Amount, noun: Selector) -> Cost:
        """ "reveal a Giant card from your hand" (701.20a): a card of that kind is shown;
        it stays in the hand."""
        if n.kind is not AmountKind.FIXED:
            raise ValueError("revealing any number of cards")
        return Cost(CostKind.REVEAL, selector=noun, amount=n, zone=Zone.HAND)

    # -- "This spell costs {N} less to cast ..." (601.2f, 118.7) -----------------------
    def cc_less_if(self, _self: Token, tok: Token, cond: Condition) -> CostReduction:
        return CostReduction(_generic(tok), condition=cond)

    def cc_less_per(self, _self: Token, tok: Token, per: Amount | Marker) -> CostReduction:
        """ "... for each creature you control" / "{X} less ..., where X is the greatest
        power among creatures you control" ({1} less for each of X; 107.3c, 601.2f)."""
        if isinstance(per, Marker):
            if per.kind != "where_x" or str(tok).upper() != "{X}":
                raise ValueError("a reduction other than {N} for each or {X} where X is")
            mana, per = ManaCost.parse("{1}"), per.data
        else:
            mana = _generic(tok)
        if not isinstance(per, Amount) or per.kind not in _REDUCTION_COUNTS or (
                per.kind in _REDUCTION_AMONG and per.selector is None) or (
                per.kind in _REDUCTION_AMONG - {AmountKind.COUNT} and per.selector is not None
                and per.selector.zone is not None):  # permanents only, not cards
            raise ValueError("a reduction per something other than objects")
        return CostReduction(mana, per=per)

    # -- "This ability costs {N} less to activate ..." (602.2b, 601.2f, 118.7) ---------
    def cc_ability_less_if(self, tok: Token, cond: Condition) -> AbilityCostReduction:
        return AbilityCostReduction("costs_less", cond, mana=_generic(tok))

    def cc_ability_less_per(self, tok: Token, per: Amount | Marker) -> AbilityCostReduction:
        """ "... for each Town you control" / "{X} less ..., where X is the greatest power
        among Wurms you control" ({1} less for each of X)."""
        if isinstance(per, Marker):
            if per.kind != "where_x" or str(tok).upper() != "{X}":
                raise ValueError("a reduction other than {N} for each or {X} where X is")
            mana, per = ManaCost.parse("{1}"), per.data
        else:
            mana = _generic(tok)
        if not isinstance(per, Amount) or per.kind not in _ABILITY_REDUCTION_COUNTS or (
                per.kind in (AmountKind.COUNT, AmountKind.BASIC_LAND_TYPES,
                             AmountKind.GREATEST_POWER) and per.selector is None) or (
                per.kind is AmountKind.COUNTERS and per.selector is not None):
            raise ValueError("a reduction per something other than objects or counters")
        return AbilityCostReduction("costs_less", mana=mana, per=per)

    def cc_more_per_extra_target(self, _self: Token, tok: Token) -> CostPerExtraTarget:
        return CostPerExtraTarget(ManaCost.parse(str(tok)))

    def cc_spells_cost(self, kinds: tuple[Selector, ...], *rest: Any) -> SpellsCostChange:
        """Whose spells of ``kinds`` cost how much more or less (601.2f, 118.7); without
        "you cast" / "your opponents cast", every player's spells."""
        casters, mana, way = (rest if len(rest) == 3 else (ControllerSpec.ANY, *rest))
        more = str(way).lower() == "more"
        cost = ManaCost.parse(str(mana)) if more else _generic(mana)
        if cost.has_x:
            raise ValueError("a cost change of X")
        sel = kinds[0] if len(kinds) == 1 else Selector(either=kinds)
        return SpellsCostChange(sel, cost, more=more, casters=casters)

    def cc_spells_cost_targets(self, kinds: tuple[Selector, ...], *rest: Any
                               ) -> SpellsCostChange:
        """The same, for the spells with a target ``sel`` names (601.2c, 601.2f): the
        permanent itself, one attached to, or permanents of a kind."""
        *head, sel, mana, way = rest
        if sel.zone is not None or sel.relation not in (None, Relation.SELF,
                                                         Relation.ENCHANTED,
                                                         Relation.EQUIPPED):
            raise ValueError("spells that target other than a permanent")
        change = self.cc_spells_cost(kinds, *head, mana, way)
        return replace(change, targets=replace(sel, target_min=1, target_max=1))

    def cc_spells_cost_per(self, kinds: tuple[Selector, ...], *rest: Any
                           ) -> SpellsCostChange:
        """The same reduction once for each of ``per`` (601.2f): a count the layers make
        continuously for the ability's source (cards/amounts.py), not one of the spell's
        own objects."""
        *head, mana, way, per = rest
        if str(way).lower() != "less":
            raise ValueError("a cost increase for each")
        if not isinstance(per, Amount) or not counted_continuously(per) or \
                per_object(per) or per.kind is AmountKind.FIXED or (
                per.selector is not None and per.selector.zone == Zone.HAND):
            # (cards in hand: the spell itself has left it by then, 601.2a, 601.2f)
            raise ValueError("a reduction for each of what isn't counted for the source")
        change = self.cc_spells_cost(kinds, *head, mana, way)
        return replace(change, per=per)

    def cost_kinds(self, *kinds: Selector) -> tuple[Selector, ...]:
        """ "Kithkin spells and Soldier spells": a spell of either kind (205.2a)."""
        return kinds

    def cost_kind(self, what: Selector | Adj, _spells: Token) -> Selector:
        """ "Instant and sorcery spells", "White spells": the kind of spells named, read
        through the objects' words, so anything only a permanent has (its controller,
        zone, being tapped) is refused."""
        sel = what if isinstance(what, Selector) else whole(self).selector(what)
        if sel.relation is not None or sel.zone is not None or sel.tapped is not None:
            raise ValueError("spells of a kind read as permanents")
        return replace(sel, controller=ControllerSpec.ANY)

    def cost_kind_any(self, _tok: Token) -> tuple[Selector, ...]:
        return (Selector(),)

    def casters_you(self) -> ControllerSpec:
        return ControllerSpec.YOU

    def casters_opponents(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def cc_less_if_targets(self, _self: Token, tok: Token, sel: Selector) -> CostReduction:
        """ "... if it targets a tapped creature" (601.2c, 601.2f)."""
        if sel.relation is not None or sel.zone is not None:
            raise ValueError("a reduction for a target other than a permanent")
        if sel.dealt_damage_this_turn is not None:  # not told as its cost is determined
            raise ValueError("a reduction for a target dealt damage this turn")
        return CostReduction(_generic(tok), targets=sel)

    # -- "You may <costs> rather than pay this spell's mana cost." (118.9) -------------
    def cc_rather(self, _may: Token, costs: tuple[ManaCost, tuple[Cost, ...]],
                  _r: Token) -> AlternativeCost:
        mana, others = costs
        return AlternativeCost(TEXT_ALTERNATIVE, mana, costs=others)

    def cc_rather_if_first(self, cond: Condition, may: Token,
                           costs: tuple[ManaCost, tuple[Cost, ...]],
                           r: Token) -> AlternativeCost:
        return replace(self.cc_rather(may, costs, r), condition=cond)

    def cc_rather_if_after(self, may: Token, costs: tuple[ManaCost, tuple[Cost, ...]],
                           r: Token, cond: Condition) -> AlternativeCost:
        return replace(self.cc_rather(may, costs, r), condition=cond)

    def ac_mana(self, tok: Token) -> tuple[ManaCost, tuple[Cost, ...]]:
        return (_fixed(tok), ())

    def ac_mana_and(self, tok: Token, cost: Cost) -> tuple[ManaCost, tuple[Cost, ...]]:
        return (_fixed(tok), _paid_instead((cost,)))

    def ac_costs(self, *costs: Cost) -> tuple[ManaCost, tuple[Cost, ...]]:
        return (ManaCost.parse("{0}"), _paid_instead(costs))

    # -- "Cast this spell only during combat ..." (601.3, 307.1) ----------------------
    def cc_cast_only(self, _self: Token, *items: Any) -> CastOnly:
        timings = tuple(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        conds = tuple(i for i in items if isinstance(i, Condition))
        return CastOnly(timings, conds)

    def ct_combat(self) -> str:
        return "combat"

    def ct_your_combat(self) -> str:
        return "your_combat"

    def ct_before_blockers(self) -> str:
        return "before_blockers"

    def ct_until_blockers(self) -> str:
        return "until_blockers"

    def ct_after_blockers(self) -> str:
        return "after_blockers"

    def ct_declare_attackers(self) -> str:
        return "declare_attackers"

    def ct_your_declare_attackers(self) -> str:
        return "your_declare_attackers"

    def ct_declare_blockers(self) -> str:
        return "declare_blockers"

    def ct_opponent_declare_blockers(self) -> str:
        return "opponent_declare_blockers"

    def ct_before_damage(self) -> str:
        return "before_damage"

    def ct_after_combat(self) -> str:
        return "after_combat"

    def ct_your_turn(self) -> str:
        return "your_turn"

    def ct_opponent_turn(self) -> str:
        return "opponent_turn"

    def ct_opponent_upkeep(self) -> str:
        return "opponent_upkeep"

    def ct_attacked(self) -> str:
        return "attacked_this_step"

    def ct_if(self, cond: Condition) -> Condition:
        return cond

    # -- "if it was kicked (with its {1}{R} kicker)" (702.33d, 603.4) ------------------
    def cond_it_kicked(self) -> Condition:
        return Condition("kicked")

    def cond_it_kicked_with(self, *toks: Token) -> Condition:
        mana = next(t for t in toks if str(t).startswith("{"))
        return Condition("kicked", text=str(ManaCost.parse(str(mana))))

    # -- how the spell was cast (601.2a, 505.1), read as it resolves (608.2c) -----------
    def cond_cast_from_graveyard(self, _s: Token) -> Condition:
        return Condition("cast_from", text="graveyard")

    def cond_cast_from_exile(self, _s: Token) -> Condition:
        return Condition("cast_from", text="exile")

    def cond_self_cast_from_hand(self, _s: Token) -> Condition:
        return Condition("cast_from", text="hand")

    def cond_cast_not_from_hand(self, _s: Token) -> Condition:
        return Condition("cast_from", text="hand", negate=True)

    def cond_cast_in_main_phase(self, _s: Token) -> Condition:
        return Condition("cast_in_main_phase")

    # -- "Activate only during your upkeep / before attackers are declared" (602.5b) ---
    def only_your_upkeep(self) -> ActivationRestriction:
        return ActivationRestriction("your_upkeep")

    def only_before_attackers(self) -> ActivationRestriction:
        return ActivationRestriction("your_turn_before_attackers")

    def only_before_attackers_any(self) -> ActivationRestriction:
        return ActivationRestriction("before_attackers")

    # -- "Activate only during combat" and other steps of any turn (602.5b, 500.1) ----
    def only_combat(self) -> ActivationRestriction:
        return ActivationRestriction("during_combat")

    def only_any_upkeep(self) -> ActivationRestriction:
        return ActivationRestriction("any_upkeep")

    def only_opponent_upkeep(self) -> ActivationRestriction:
        return ActivationRestriction("opponent_upkeep")

    def only_end_of_combat(self) -> ActivationRestriction:
        return ActivationRestriction("end_of_combat")

    def only_before_combat_damage(self) -> ActivationRestriction:
        return ActivationRestriction("before_combat_damage")

    # -- "Any player may activate this ability [but only as a sorcery]." (602.2) -------
    def cc_any_player(self, *only: ActivationRestriction) -> Marker:
        return Marker("many", (ActivationRestriction("any_player"), *only))

    # -- "Return this card from your graveyard to ..." (113.6m, 602.2) -----------------
    def cc_exile_self(self, _self: Token) -> Cost:
        """ "Exile ~" in an activation cost (602.2b, 118.3): the source permanent itself,
        from the battlefield."""
        return Cost(CostKind.EXILE, selector=Selector(relation=Relation.SELF),
                    zone=Zone.BATTLEFIELD)

    def cc_discard_self(self, _self: Token) -> Cost:
        """ "Discard ~" in an activation cost (602.2b, 701.9a): the card itself, from its
        owner's hand (113.6m)."""
        return Cost(CostKind.DISCARD, selector=Selector(relation=Relation.SELF),
                    zone=Zone.HAND)

    def cc_return_self_hand(self, _self: Token) -> ReturnFromGraveyard:
        return ReturnFromGraveyard(_SELF_IN_GRAVEYARD, Zone.HAND)

    def cc_return_self_battlefield(self, _self: Token) -> ReturnFromGraveyard:
        return ReturnFromGraveyard(_SELF_IN_GRAVEYARD, Zone.BATTLEFIELD)

    def cc_return_self_tapped(self, _self: Token) -> ReturnFromGraveyard:
        return ReturnFromGraveyard(_SELF_IN_GRAVEYARD, Zone.BATTLEFIELD, tapped=True)

    # -- "Retrace", "Jump-start" (702.81a, 702.133a, 601.3) ----------------------------
    def kw_retrace(self) -> tuple[str, CastPermission]:
        """Retrace: cast it from your graveyard by discarding a land card in addition
        to its other costs (702.81a)."""
        return (RETRACE, _from_graveyard_discarding(RETRACE, Selector(types=("Land",))))

    def kw_jump_start(self, _tok: Token) -> tuple[str, CastPermission]:
        """Jump-start: cast it from your graveyard by discarding a card in addition to
        its other costs; it's then exiled as it leaves the stack (702.133a)."""
        return (JUMP_START, _from_graveyard_discarding(JUMP_START, None))

    # -- "Madness {1}{R}" (702.35a) -----------------------------------------------------
    def kw_madness(self, tok: Token) -> tuple[str, Madness]:
        """Madness [cost]: a discard of the card exiles it, and its owner may then cast
        it for ``cost`` (702.35a); a cost with {X} isn't read (mtglab doesn't ask X as
        the trigger resolves)."""
        cost = ManaCost.parse(str(tok))
        if cost.has_x:
            raise ValueError("a madness cost with {X}")
        return (MADNESS, Madness(cost))

    # -- "Surge {1}{U}", "Spectacle {R}" (118.9, 702.117a, 702.137a) -------------------
    def kw_surge(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Surge: its cost rather than the mana cost if you (or a teammate) cast another
        spell this turn (702.117a)."""
        return (SURGE, AlternativeCost(SURGE, _fixed(tok),
                                       Condition("cast_another_spell_this_turn")))

    def kw_spectacle(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Spectacle: its cost rather than the mana cost if an opponent lost life this
        turn (702.137a)."""
        return (SPECTACLE, AlternativeCost(SPECTACLE, _fixed(tok),
                                           Condition("opponent_lost_life_this_turn")))

    def kw_evoke(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Evoke: its cost rather than the mana cost; the permanent is then sacrificed as
        it enters (702.74a: engine/spells/evoke.py)."""
        return (EVOKE, AlternativeCost(EVOKE, _fixed(tok)))

    def kw_dash(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Dash: its cost rather than the mana cost; the permanent then has haste and
        returns to its owner's hand at the next end step (702.109a: engine/spells/
        dashblitz.py)."""
        return (DASH, AlternativeCost(DASH, _fixed(tok)))

    def kw_blitz(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Blitz: its cost rather than the mana cost; the permanent then has haste and
        "when it dies, draw a card", and is sacrificed at the next end step (702.152a:
        engine/spells/dashblitz.py)."""
        return (BLITZ, AlternativeCost(BLITZ, _fixed(tok)))

    def kw_warp(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Warp: its cost rather than the mana cost, cast from the hand; the permanent is
        exiled at the beginning of the next end step, and its owner may cast the card
        from exile after that turn (702.185a: engine/spells/dashblitz.py)."""
        return (WARP, AlternativeCost(WARP, _fixed(tok)))

    def kw_overload(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Overload: its cost rather than the mana cost, and then the spell's text with
        "each" for each "target" (702.96a), that reading joined to the record once the
        card's other lines are read (oracle/overloading.py). Its cost may have {X}
        ("{X}{X}{R}{R}", 107.3a: X chosen as it is cast)."""
        return (OVERLOAD, AlternativeCost(OVERLOAD, ManaCost.parse(str(tok))))

    # -- "Offspring {2}", "Squad {2}" (702.175a, 702.157a, 601.2f) ---------------------
    def kw_offspring(self, tok: Token) -> tuple[str, OptionalCost]:
        """Offspring: an additional cost its caster may pay once; paid, a 1/1 token copy
        of its permanent as it enters (702.175a)."""
        return (OFFSPRING, OptionalCost(OFFSPRING, _fixed(tok), base_pt=("1", "1")))

    def kw_squad(self, tok: Token) -> tuple[str, OptionalCost]:
        """Squad: an additional cost its caster may pay any number of times; a token copy
        of its permanent for each as it enters (702.157a)."""
        return (SQUAD, OptionalCost(SQUAD, _fixed(tok), repeatable=True))

    def kw_entwine(self, tok: Token) -> tuple[str, OptionalCost]:
        """Entwine: an additional cost its caster may pay once; paid, every mode of the
        spell is chosen (702.42a-b)."""
        return (ENTWINE, OptionalCost(ENTWINE, _fixed(tok), makes_copies=False))

    # -- "Emerge {5}{U}{U}" (702.119a, 118.9) -------------------------------------------
    def kw_emerge(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Emerge: its cost and a creature sacrificed rather than the mana cost, the
        total then less the creature's mana value (702.119a)."""
        return (EMERGE, AlternativeCost(EMERGE, _fixed(tok),
                                        sacrifice=Selector(types=("Creature",))))

    def kw_prowl(self, tok: Token) -> tuple[str, AlternativeCost]:
        """Prowl: its cost rather than the mana cost if a player was dealt combat damage
        this turn by a source its caster controlled with any of its creature types
        (702.76a)."""
        return (PROWL, AlternativeCost(PROWL, _fixed(tok),
                                       Condition("combat_damage_by_shared_type")))


    # -- "Foretell {1}{U}", "Plot {2}{R}" (702.143a, 702.170a, 116.2h, 116.2k) ---------
    def kw_foretell(self, tok: Token) -> tuple[str, CastLater]:
        """Foretell: pay {2} and exile it face down from your hand during your turn; cast
        it after that turn for its foretell cost rather than its mana cost (702.143a)."""
        return (FORETELL, CastLater(FORETELL, ManaCost.parse("{2}"), _fixed(tok),
                                    face_down=True))

    def kw_plot(self, tok: Token) -> tuple[str, CastLater]:
        """Plot: pay its cost and exile it from your hand in your main phase with an empty
        stack; cast it on a later turn, in your main phase with an empty stack, without
        paying its mana cost (702.170a, 702.170d)."""
        return (PLOT, CastLater(PLOT, _fixed(tok), None, main_phase=True))


    # -- "Suspend 4—{1}{R}" (702.62a, 116.2f) --------------------------------------------
    def kw_suspend(self, time: Token, _dash: Token, tok: Token) -> tuple[str, Suspend]:
        """Suspend: pay its cost and exile it with that many time counters; one removed
        each upkeep; with the last, cast it without paying its mana cost (702.62a)."""
        n = int(str(time))
        if n < 1:
            raise ValueError("suspend with no time counter")
        return (SUSPEND, Suspend(n, _fixed(tok)))


def _fixed(tok: Token) -> ManaCost:
    """An alternative cost of mana without {X} (mtglab doesn't ask X for one)."""
    cost = ManaCost.parse(str(tok))
    if cost.has_x:
        raise ValueError("an alternative cost with {X}")
    return cost


def _paid_instead(costs: tuple[Cost, ...]) -> tuple[Cost, ...]:
    """The costs of an alternative cost of a spell's own text (118.9), each one mtglab
    pays as a spell is cast (engine/spells/additionalcosts.py): a fixed number of
    objects of a kind, never the spell itself."""
    for c in costs:
        if c.kind not in _PAID_INSTEAD:
            raise ValueError(f"an alternative cost {c.kind.value!r} isn't paid as a spell "
                             "is cast")
        if c.kind is CostKind.EXILE and c.zone not in (Zone.HAND, Zone.GRAVEYARD):
            raise ValueError("exiling other than from a hand or graveyard")
        if c.selector is not None and (c.selector.is_self or c.selector.mana_value_x
                                       or c.selector.max_mana_value_x):
            raise ValueError("a cost that moves the spell itself or depends on X")
        if c.amount.kind is not AmountKind.FIXED or c.any_number:
            raise ValueError("an alternative cost of X or any number")
    return costs


def _from_graveyard_discarding(keyword: str, kind: Selector | None) -> CastPermission:
    """A permission to cast the card from its owner's graveyard, paying its mana cost and
    discarding a card of ``kind`` (any card with ``None``) as well (601.3, 601.2f)."""
    return CastPermission(Selector(relation=Relation.SELF), Zone.GRAVEYARD, keyword=keyword,
                          costs=(Cost(CostKind.DISCARD, selector=kind, zone=Zone.HAND),))
