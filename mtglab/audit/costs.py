"""What an ability's costs and restrictions need, put in place on a board (CR 601.2f-h,
602.5): the card placed with its "as this enters" choices answered, mana in the pool,
permanents to sacrifice, tap or exile, cards to discard or exile, counters to remove,
and what its "activate only if ..." asks for.

Used by every check that activates an ability (:mod:`mtglab.audit.mana`,
:mod:`mtglab.audit.activated`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from mtglab.audit.answers import first_option, resolve_stack
from mtglab.audit.setting import card_like
from mtglab.board.board import Board
from mtglab.board.handles import CardHandle, Permanent
from mtglab.cards.castcosts import AdditionalCost, AdditionalCostChoice
from mtglab.cards.effects import (
    EXILED_CARDS,
    Condition,
    ControllerSpec,
    Cost,
    Selector,
    refers_to_exiled,
)
from mtglab.cards.levels import CLASS_LEVEL
from mtglab.cards.model import Ability, Card
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.engine.activating.activation import functioning_zone
from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["POOL", "ability_index", "functions_in", "make_conditions_hold",
           "meet_restrictions", "place_card", "prepare_costs", "prepare_spell_costs"]

#: Mana put in the pool for the ability's mana cost: enough of every type for the costs
#: in the pool (the largest are {2}{W}{U}{B}{R}{G}, Codie's {4}, {G}{G}{G}{G}).
POOL: Final = "WWWWUUUUBBBBRRRRGGGGCCCCCC"
_MAX_CHOICES: Final = 12

#: the object whose ability is activated: a permanent, or a card in a hand or graveyard
#: whose ability functions there (113.6m)
Source = Permanent | CardHandle


def _owner(b: Board, p: Source | None) -> str:
    """Who activates ``p``'s ability: its controller, or, for a card in a hand or
    graveyard, its owner (the audit puts such cards in your zones; 602.2)."""
    return b.controller(p) if isinstance(p, Permanent) else "you"


def place_card(b: Board, card: Card, **kw: Any) -> Permanent:
    """Add the card, answering each "as this enters" choice with its first legal answer.
    A card reading "the exiled card" gets one exiled with it (CR 607.2a): a Forest (for
    "a land with the same name as the exiled card") or a red card ("the exiled card's
    colors")."""
    if refers_to_exiled(card.abilities):
        exiled = "Forest" if any(a.is_mana_trigger for a in card.abilities) else \
            Card.from_text(name="Exiled card", mana_cost="{R}", type_line="Instant")
        b.add(exiled, zone="exile")
        try:
            placed = b.add(card, choices={EXILED_CARDS: [str(exiled)]}, **kw)
            assert isinstance(placed, Permanent)
            return placed
        except ChoiceRequired:
            pass  # other choices too: placed below with nothing exiled
    choices: list[Any] = []
    for _ in range(_MAX_CHOICES):
        try:
            placed = b.add(card, choices=tuple(choices), **kw)
            assert isinstance(placed, Permanent)
            return placed
        except ChoiceRequired as exc:
            choices.append(first_option(exc))
    raise IllegalActionError(f"add {card.name}", ["too many choices as it enters"])


def ability_index(b: Board, p: Permanent, ability: Ability) -> int:
    """The index of ``ability`` among ``p``'s abilities now (printed first, then granted)."""
    texts = list(b.characteristics(p)["abilities"])
    if ability.text not in texts:
        raise IllegalActionError(f"find {ability.text!r}", [f"{p} has {texts}"])
    return texts.index(ability.text)


def _types_of(sel: Selector) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Card types and subtypes an object matching ``sel`` can have ("a Goat": a
    creature; "an artifact or creature": the first; "a permanent": an artifact)."""
    types = tuple(t for t in sel.types if t != "Permanent")
    if sel.either:  # "a black or artifact creature": the first alternative
        types = (*sel.either[0].types, *types)
    if sel.any_type:
        types = types[:1]
    subtypes = sel.subtypes[:1]
    if not types:  # "Sacrifice a Goat": the subtype's own card type
        types = ("Land",) if subtypes and subtypes[0] in BASIC_LAND_TYPES else \
            ("Creature",) if subtypes or "Permanent" not in sel.types else ("Artifact",)
    return types, subtypes


def _token_like(b: Board, sel: Selector) -> Permanent:
    """A permanent matching ``sel`` ("a Goat", "a tapped land an opponent controls",
    "an untapped legendary creature you control", "a token named Wood"): a token,
    or a card when ``sel`` asks for a nontoken one."""
    types, subtypes = _types_of(sel)
    controller = "opponent" if sel.controller is ControllerSpec.OPPONENT else "you"
    if types == ("Land",) and not sel.token and not sel.supertypes and not sel.named:
        basic = subtypes[0] if subtypes and subtypes[0] in BASIC_LAND_TYPES else "Forest"
        placed = b.add(basic, controller, tapped=bool(sel.tapped))  # a land that taps
        assert isinstance(placed, Permanent)
        return placed
    if sel.token is False:
        placed = b.add(_card_like(sel), controller, tapped=bool(sel.tapped))
        assert isinstance(placed, Permanent)
        return placed
    creature = "Creature" in types
    power = max(1, sel.min_power or 1)
    return b.create_token(name=sel.named if sel.named and sel.named != "~" else
                          "Cost token", types=types, subtypes=subtypes, replacements=False,
                          supertypes=sel.supertypes,
                          colors=(sel.colors or (sel.either[0].colors if sel.either else ()))[:1],
                          power=power if creature else None, toughness=1 if creature else None,
                          tapped=bool(sel.tapped), controller=controller)


def _card_like(sel: Selector | None) -> Card:
    """A card matching ``sel`` in a hand or graveyard (mana value 3, so that three of
    them collect evidence 6; CR 701.59a)."""
    types, subtypes = _types_of(sel or Selector(types=("Creature",)))
    line = " ".join((*(sel.supertypes if sel else ()), *types))
    if subtypes:
        line += " — " + " ".join(subtypes)
    creature = "Creature" in types
    return Card.from_text(name="Cost card", type_line=line, mana_cost="{3}",
                          power=5 if creature else None, toughness=5 if creature else None)


def _put_cards(b: Board, cost: Cost, zone: str, n: int) -> list[Any]:
    return [b.add(_card_like(cost.selector), zone=zone) for _ in range(max(1, n))]


def _token_for(b: Board, cost: Cost) -> Permanent | None:
    """A token the cost can sacrifice, tap or exile, or None when the cost uses the
    source itself."""
    sel = cost.selector
    if sel is None or sel.is_self:
        return None
    return _token_like(b, sel)


def meet_restrictions(b: Board, p: Source, card: Card, ability: Ability) -> None:
    """Make the ability's "activate only if ..." hold where a permanent can make it hold:
    "if you control a Swamp", "if it has a charge counter on it" (a leveler's level
    counters, 711.2a), "during an opponent's turn", max speed (702.178a), "if you have
    the city's blessing" (ten permanents and one with ascend, 702.131b), "if you played
    a land this turn" (305.2), "if an opponent has three or more poison counters", "if ~
    is a creature" (a Vehicle is crewed, 702.122a)."""
    for r in ability.restrictions:
        if r.kind == "opponent_turn":
            b.active = "opponent"
        if r.kind in ("your_upkeep", "any_upkeep"):  # 602.5b, 503
            b.phase = "upkeep"
        if r.kind == "opponent_upkeep":  # 602.5b, 503
            b.active = "opponent"
            b.phase = "upkeep"
        if r.kind == "during_combat":  # 602.5b, 506.1
            b.phase = "beginning of combat"
        if r.kind == "end_of_combat":  # 602.5b, 511
            b.phase = "end of combat"
        if r.kind == "max_speed":  # 702.178a
            b.speed(_owner(b, p), 4)
        if r.kind == "if" and r.condition is not None:
            _hold(b, p, card, r.condition)


def make_conditions_hold(b: Board, card: Card, conditions: Sequence[Condition],
                         p: Permanent | None = None) -> None:
    """Make ``conditions`` hold where permanents or "you"'s zones make them hold, as for an
    "activate only if ..." (:func:`meet_restrictions`): those of a spell's "Cast this
    spell only if ..." (601.3), or of a permanent ``p``'s own "can't attack or block
    unless ..." (508.1c, 509.1b)."""
    for cond in conditions:
        _hold(b, p, card, cond)


def _hold(b: Board, p: Source | None, card: Card, cond: Condition) -> None:
    """Make ``cond`` hold: each of its parts for "and", the first for "or"."""
    parts = cond.conditions if cond.kind in ("all", "any") else (cond,)
    for part in parts if cond.kind == "all" else parts[:1]:
        _make_hold(b, p, card, part)


def _make_hold(b: Board, p: Source | None, card: Card, part: Condition) -> None:
    """Make one condition of an "activate only if ..." hold (see
    :func:`meet_restrictions`)."""
    if part.kind == "control" and part.selector is not None and not part.negate:
        for _ in range(max(1, part.count)):
            _token_like(b, part.selector)
    else:
        _make_hold_other(b, p, card, part)


#: conditions on what happened this turn, made to hold in a player's turn history (raid,
#: 508.1a; life gained, 119.9; morbid, 700.4; life lost, 119.3)
_THIS_TURN: Final[dict[str, Callable[[Board, str], object]]] = {
    "attacked_this_turn": lambda b, who: b.set_turn_history(who, attackers=1),
    "gained_life_this_turn": lambda b, who: b.set_turn_history(who, life_gained=1),
    "creature_died_under_control_this_turn":
        lambda b, who: b.set_turn_history(who, creatures_died=1),
    "creature_died_this_turn": lambda b, who: b.set_turn_history(who, creatures_died=1),
    "opponent_lost_life_this_turn":
        lambda b, who: b.set_turn_history("opponent", life_lost=1),
}
#: card types to add to a graveyard for delirium, after those the base board's has
_DELIRIUM: Final = ("Artifact", "Enchantment", "Sorcery", "Kindred Instant")


def _graveyard_types(b: Board, who: str) -> int:
    """How many card types among the cards in ``who``'s graveyard (delirium, 207.2c)."""
    return len({t for c in b.state.graveyards.get(who, ()) if c.card is not None
                for t in c.card.types})


def _make_hold_other(b: Board, p: Source | None, card: Card, part: Condition) -> None:
    if part.kind == "counter_on_self" and part.counter and not part.negate:
        if isinstance(p, Permanent):
            b.add_counters(p, part.counter, max(1, part.count))
    elif part.kind == "total_power":  # formidable: one creature of that power
        b.create_token(name="Big token", types=["Creature"], power=part.count,
                       toughness=1, replacements=False)
    elif part.kind == "city_blessing" and not part.negate:  # ascend with ten permanents
        b.add(Card.from_text(name="Ascending Relic", type_line="Artifact",
                             oracle_text="Ascend"))  # (702.131b)
        for _ in range(9):
            b.add("Wastes")
        b.check_state()
    elif part.kind == "played_land":  # the turn's land play (305.1)
        b.play_land(b.add("Forest", zone="hand"))
    elif part.kind == "graveyard_cards" and not part.negate:  # threshold (207.2c)
        for _ in range(max(1, part.count) - len(b.graveyard(_owner(b, p)))):
            b.add("Forest", _owner(b, p), zone="graveyard")
    elif part.kind == "cards_in_hand_at_most" and not part.negate:  # hellbent-like
        _play_out_hand(b, _owner(b, p), part.count)
    elif part.kind == "cards_in_hand" and not part.negate:  # "seven or more cards in hand"
        for _ in range(part.count - len(b.cards(_owner(b, p), "hand"))):
            b.add(_card_like(None), _owner(b, p), zone="hand")
    elif part.kind == "opponent_poison":
        b.add_counters("opponent", "poison", part.count)
    elif part.kind == "same_name":  # "three or more lands with the same name"
        for _ in range(max(1, part.count)):
            b.add("Forest")
    elif part.kind in _THIS_TURN and not part.negate:  # what happened this turn
        _THIS_TURN[part.kind](b, _owner(b, p))
    elif part.kind == "card_types_in_graveyard" and not part.negate:  # delirium (207.2c)
        for kind in _DELIRIUM[:max(0, part.count - _graveyard_types(b, _owner(b, p)))]:
            b.add(Card.from_text(name=f"Graveyard {kind}", type_line=kind, mana_cost="{1}"),
                  _owner(b, p), zone="graveyard")
    elif part.kind == "cards_in_zone" and part.selector is not None and \
            part.selector.zone == "graveyard" and not part.negate:  # descend (700.14)
        filler: Card | str = card_like(part.selector, "Graveyard card") \
            if part.selector.subtypes \
            else "Forest"  # "three or more Lesson cards in your graveyard"
        for _ in range(max(1, part.count)):
            b.add(filler, _owner(b, p), zone="graveyard")
    elif not isinstance(p, Permanent):
        return  # the rest are about the source on the battlefield
    elif part.kind == "entered_this_turn" and not part.negate:
        b.edit(p, entered_this_turn=True)
    elif part.kind == "self_attacked_this_turn" and not part.negate:  # boast (702.142a)
        b.edit(p, attacked_this_turn=True)
    elif part.kind == CLASS_LEVEL and not part.negate and part.count > 1:  # 716.2a
        b.edit(p, level=part.count)  # the levels before it, gained
    elif part.kind == "self_is" and part.selector is not None and \
            "Creature" in part.selector.types:
        _crew(b, p, card)


def _play_out_hand(b: Board, who: str, most: int) -> None:
    """Leave ``who`` at most ``most`` cards in hand: the permanent cards of it put onto
    the battlefield (as an effect does, 400.7; what they trigger resolved)."""
    for c in b.cards(who, "hand"):
        if len(b.cards(who, "hand")) <= most:
            return
        try:
            b.put_onto_battlefield(c)
        except IllegalActionError:
            continue  # an instant or sorcery card stays in the hand (400.4a)
        resolve_stack(b)


def _crew(b: Board, p: Permanent, card: Card) -> None:
    """Crew the Vehicle ``p`` with a creature token of just enough power: it becomes an
    artifact creature until end of turn (CR 702.122a, "if ~ is a creature")."""
    for ability in card.abilities:
        if "Crew" not in ability.keywords:
            continue
        i = ability_index(b, p, ability)
        crew = next(c for c in ability.costs if c.kind == "crew")
        token = b.create_token(name="Crew token", types=["Creature"], replacements=False,
                               power=max(1, crew.amount.value), toughness=1)
        b.activate(p, i, costs={"crew": token})
        return


#: what one cost puts in ``costs=`` (its key and the object or objects paid with), and
#: whether the ability's X is to be chosen (1)
_Paid = tuple[Mapping[str, Any], bool]
_NOTHING: Final[_Paid] = ({}, False)


def _fixed_or_one(cost: Cost) -> int:
    """How many objects a cost needs: its fixed amount, else one (for X or "any")."""
    return cost.amount.value if cost.amount.is_fixed else 1


def _one_or_all(objects: list[Any]) -> Any:
    """The object paid with, or the list of them when there are several."""
    return objects[0] if len(objects) == 1 else objects


def _pay_mana(b: Board, p: Source, cost: Cost) -> _Paid:
    """A full pool for the mana cost, snow mana for {S} (107.4h), X = 1 (107.3)."""
    if cost.mana is None:
        return _NOTHING
    b.add_mana(_owner(b, p), POOL)
    if "{S}" in str(cost.mana):  # mana from a snow source pays {S} (107.4h)
        b.add_mana(_owner(b, p), "WUBRGC", snow=True)
    return {}, cost.mana.has_x


#: the ``costs=`` key of each cost paid with permanents
_PERMANENTS_KEY: Final = {"sacrifice": "sacrifice", "tap_other": "tap",
                          "untap_other": "untap", "exile": "exile"}


def _pay_with_permanents(b: Board, p: Source, cost: Cost) -> _Paid:
    """Permanents to sacrifice, tap, untap or exile (701.21a, 118.3): tokens of the kind
    named, none when the source pays it itself."""
    made = [t for t in (_token_for(b, cost) for _ in range(max(1, _fixed_or_one(cost)))) if t]
    x = cost.amount.kind in ("x", "any")
    return ({_PERMANENTS_KEY[cost.kind]: _one_or_all(made)} if made else {}), x


def _pay_with_cards(b: Board, p: Source, cost: Cost) -> _Paid:
    """Cards to discard or exile from a hand or graveyard (701.9a, 118.3); "another card
    named ~": copies of the source's card."""
    if cost.selector is not None and cost.selector.is_self:  # "Discard this card"
        return _NOTHING  # the source pays it itself (113.6m)
    own = b.state.permanents[p.id].card if isinstance(p, Permanent) and \
        cost.selector is not None and cost.selector.named == "~" else None
    cards = [b.add(own, zone=cost.zone or "hand") for _ in range(_fixed_or_one(cost))] \
        if own is not None else _put_cards(b, cost, cost.zone or "hand", _fixed_or_one(cost))
    return {cost.kind: _one_or_all(cards)}, False


def _pay_exile(b: Board, p: Source, cost: Cost) -> _Paid:
    """Exile a permanent, or a card from a hand or graveyard other than the source itself
    (which then functions there, 113.6m)."""
    if cost.zone == "battlefield":
        return _pay_with_permanents(b, p, cost)
    if cost.zone in ("hand", "graveyard") and not (
            cost.selector is not None and cost.selector.is_self):
        return _pay_with_cards(b, p, cost)
    return _NOTHING


def _pay_counters(b: Board, p: Source, cost: Cost) -> _Paid:
    """Counters on the source to remove (118.3); X = 1 for "any number" or X (107.3);
    "from a creature you control": one on a token of that kind."""
    holder = _token_for(b, cost)
    if holder is not None:
        b.add_counters(holder, cost.counter or "charge", 1)
        return {"remove": holder}, False
    if not isinstance(p, Permanent):  # counters on a card in a hand: none to remove
        return _NOTHING
    b.add_counters(p, cost.counter or "charge", max(1, _fixed_or_one(cost)))
    return {}, not cost.amount.is_fixed or cost.any_number


def _pay_loyalty(b: Board, p: Source, cost: Cost) -> _Paid:
    """As many loyalty counters as it removes (606.6); X = 1 for -X (107.3)."""
    if not isinstance(p, Permanent):  # a planeswalker's abilities work on the battlefield
        return _NOTHING
    n = -cost.amount.value if cost.amount.is_fixed else 1
    have = b.counters(p).get("loyalty", 0)
    if n > have:
        b.add_counters(p, "loyalty", n - have)
    return {}, not cost.amount.is_fixed


def _pay_energy(b: Board, p: Source, cost: Cost) -> _Paid:
    """Energy counters for {E} (107.14)."""
    b.add_counters(_owner(b, p), "energy", max(1, cost.amount.value))
    return _NOTHING


def _pay_crew(b: Board, p: Source, cost: Cost) -> _Paid:
    """A creature of just enough power taps to crew (702.122a)."""
    return {"crew": b.create_token(name="Crew token", types=["Creature"], toughness=1,
                                   power=max(1, cost.amount.value),
                                   replacements=False)}, False


def _pay_mill(b: Board, p: Source, cost: Cost) -> _Paid:
    """Cards in the library to mill (701.17a)."""
    _put_cards(b, cost, "library", _fixed_or_one(cost))
    return _NOTHING


def _pay_forage(b: Board, p: Source, cost: Cost) -> _Paid:
    """Three graveyard cards to exile (701.61a)."""
    _put_cards(b, cost, "graveyard", 3)
    return _NOTHING


def _pay_evidence(b: Board, p: Source, cost: Cost) -> _Paid:
    """Graveyard cards of total mana value N to exile (701.59a)."""
    return {"exile": _put_cards(b, cost, "graveyard", -(-cost.amount.value // 3))}, False


def _pay_nothing(b: Board, p: Source, cost: Cost) -> _Paid:
    """A cost that needs nothing put in place (paying life, tapping the source: 118.3)."""
    return _NOTHING


#: what each kind of cost needs, by :attr:`Cost.kind` (601.2f-h, 602.2b)
_PAYS: Final[dict[str, Callable[[Board, Source, Cost], _Paid]]] = {
    "mana": _pay_mana,
    "sacrifice": _pay_with_permanents,
    "tap_other": _pay_with_permanents,
    "untap_other": _pay_with_permanents,
    "exile": _pay_exile,
    "discard": _pay_with_cards,
    "remove_counters": _pay_counters,
    "loyalty": _pay_loyalty,
    "energy": _pay_energy,
    "crew": _pay_crew,
    "mill": _pay_mill,
    "forage": _pay_forage,
    "collect_evidence": _pay_evidence,
}


def prepare_costs(b: Board, p: Source, ability: Ability) -> tuple[dict[str, Any], int | None]:
    """Put in place what the ability's cost needs; the ``costs=`` and ``x`` to use."""
    costs: dict[str, Any] = {}
    x: int | None = None
    for cost in ability.costs:
        paid, needs_x = _PAYS.get(cost.kind, _pay_nothing)(b, p, cost)
        costs.update(paid)
        if needs_x:
            x = 1
    return costs, x


def prepare_spell_costs(b: Board, card: Card) -> None:
    """Put on the battlefield the permanents a spell's "As an additional cost to cast this
    spell, sacrifice two creatures (tap three untapped white creatures you control)"
    sacrifices or taps — of each option of a choice of costs — as they are paid with its
    mana cost (601.2b, 601.2h; 118.3: a cost is paid only with what there is): tokens of
    the kind named, under your control."""
    for ability in card.abilities:
        for e in ability.effects if ability.supported else ():
            costs = e.costs if isinstance(e, AdditionalCost) else \
                e.options if isinstance(e, AdditionalCostChoice) else ()
            for cost in costs:
                if cost.kind in _PERMANENTS_KEY and (cost.kind != "exile" or
                                                     cost.zone == "battlefield"):
                    for _ in range(max(1, _fixed_or_one(cost))):
                        _token_for(b, cost)


def functions_in(ability: Ability) -> str:
    """The zone other than the battlefield the ability functions in ("Exile this card
    from your hand"), or ``""`` (CR 113.6m): the engine's
    :func:`~mtglab.engine.activating.hand.functioning_zone`."""
    return functioning_zone(ability)
