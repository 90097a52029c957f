"""Play one mana line of a card alone on a board: the check behind "supported" (DESIGN).

"Supported" is a promise that the engine plays the ability without error. :func:`play_alone`
keeps it honest: it puts the card on an empty board (answering its "as this enters"
choices with their first legal answer), puts in place what the ability's cost needs (mana
in the pool, a token to sacrifice or tap, the counters to remove), then asks the board
for the ability's totals (:meth:`Board.productions`) and activates it. A "tapped for
mana" trigger or a replacement effect on mana (CR 106.12a-b) is played through a Forest
it is attached to or sees; an instant or sorcery is cast first (Pale Moon).

Each check ends :attr:`PlayOutcome.PLAYED` (its totals recorded), with a documented
:attr:`PlayOutcome.REFUSED` reason (the engine said why, citing a rule: a cost nothing on
the board can pay), or :attr:`PlayOutcome.ERROR` (the engine failed or contradicted
itself: that is a bug or an ability wrongly marked supported).

>>> import mtglab as ml
>>> check = play_alone(ml.card("Llanowar Elves"), 0)
>>> check.outcome.value, sorted(check.totals or ())
('played', ['G'])
"""

from __future__ import annotations

from typing import Any, Final

from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.board.board import Board
from mtglab.board.handles import Permanent
from mtglab.cards.effects import (
    EXILED_CARDS,
    NOTED_MANA,
    AddMana,
    ControllerSpec,
    Cost,
    ManaReplacement,
    NotedMana,
    NoteManaSpent,
    Relation,
    Selector,
    refers_to_exiled,
)
from mtglab.cards.model import Ability, AbilityKind, Card
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError

__all__ = ["PlayCheck", "PlayOutcome", "play_alone", "play_problem"]

#: Mana put in the pool for the ability's mana cost: enough of every type for the costs
#: in the pool (the largest is {2}{W}{U}{B}{R}{G}, Codie's {4}).
_POOL: Final = "WWWUUUBBBRRRGGGCCCCCC"
_MAX_CHOICES: Final = 12


def _answers(exc: ChoiceRequired) -> Any:
    options = list(exc.options)
    if not options:
        raise exc
    return options[0]


def _place(b: Board, card: Card, **kw: Any) -> Permanent:
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
            choices.append(_answers(exc))
    raise IllegalActionError(f"add {card.name}", ["too many choices as it enters"])


def _index(b: Board, p: Permanent, ability: Ability) -> int:
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


def _meet_restrictions(b: Board, p: Permanent, card: Card, ability: Ability) -> None:
    """Make the ability's "activate only if ..." hold where a permanent can make it hold:
    "if you control a Swamp", "if it has a charge counter on it" (a leveler's level
    counters, 711.2a), "during an opponent's turn", max speed (702.178a), "if you played
    a land this turn" (305.2), "if an opponent has three or more poison counters", "if ~
    is a creature" (a Vehicle is crewed, 702.122a)."""
    for r in ability.restrictions:
        if r.kind == "opponent_turn":
            b.active = "opponent"
        if r.kind == "max_speed":  # 702.178a
            b.speed(b.controller(p), 4)
        cond = r.condition
        if r.kind != "if" or cond is None:
            continue
        parts = cond.conditions if cond.kind in ("all", "any") else (cond,)
        for part in parts if cond.kind == "all" else parts[:1]:
            if part.kind == "control" and part.selector is not None and not part.negate:
                for _ in range(max(1, part.count)):
                    _token_like(b, part.selector)
            elif part.kind == "counter_on_self" and part.counter and not part.negate:
                b.add_counters(p, part.counter, max(1, part.count))
            elif part.kind == "total_power":  # formidable: one creature of that power
                b.create_token(name="Big token", types=["Creature"], power=part.count,
                               toughness=1, replacements=False)
            elif part.kind == "played_land":  # the turn's land play (305.1)
                b.play_land(b.add("Forest", zone="hand"))
            elif part.kind == "opponent_poison":
                b.add_counters("opponent", "poison", part.count)
            elif part.kind == "same_name":  # "three or more lands with the same name"
                for _ in range(max(1, part.count)):
                    b.add("Forest")
            elif part.kind == "entered_this_turn" and not part.negate:
                b.edit(p, entered_this_turn=True)
            elif part.kind == "self_is" and part.selector is not None and \
                    "Creature" in part.selector.types:
                _crew(b, p, card)


def _note_mana(b: Board, p: Permanent, card: Card, ability: Ability) -> None:
    """For "one mana of ~'s last noted type" (Jeweled Amulet): activate the linked
    ability that notes the mana spent on its cost, paying {G}, and untap the source
    (CR 607.2); where that ability isn't played (Ice Cauldron), set the note up."""
    if not any(isinstance(e, AddMana) and isinstance(e.production, NotedMana)
               for e in ability.effects):
        return
    for other in card.abilities:
        if other is not ability and other.supported and \
                any(isinstance(e, NoteManaSpent) for e in other.effects):
            b.add_mana(b.controller(p), "G")
            _activate(b, p, _index(b, p, other), x=None)
            b.untap(p)
            b.edit(p, counters={})
            return
    b.edit(p, choices={NOTED_MANA: "GU"})  # the noting ability isn't played: set up


def _crew(b: Board, p: Permanent, card: Card) -> None:
    """Crew the Vehicle ``p`` with a creature token of just enough power: it becomes an
    artifact creature until end of turn (CR 702.122a, "if ~ is a creature")."""
    for ability in card.abilities:
        if "Crew" not in ability.keywords:
            continue
        i = _index(b, p, ability)
        crew = next(c for c in ability.costs if c.kind == "crew")
        token = b.create_token(name="Crew token", types=["Creature"], replacements=False,
                               power=max(1, crew.amount.value), toughness=1)
        b.activate(p, i, costs={"crew": token})
        return


def _prepare(b: Board, p: Permanent, ability: Ability) -> tuple[dict[str, Any], int | None]:
    """Put in place what the ability's cost needs; the ``costs=`` and ``x`` to use."""
    costs: dict[str, Any] = {}
    x: int | None = None
    for cost in ability.costs:
        if cost.kind == "mana" and cost.mana is not None:
            b.add_mana(b.controller(p), _POOL)
            if cost.mana.has_x:
                x = 1
        elif cost.kind in ("sacrifice", "tap_other", "untap_other") or \
                (cost.kind == "exile" and cost.zone == "battlefield"):
            n = cost.amount.value if cost.amount.is_fixed else 1
            made = [t for t in (_token_for(b, cost) for _ in range(max(1, n))) if t]
            if cost.amount.kind in ("x", "any"):
                x = 1
            if made:
                key = {"sacrifice": "sacrifice", "tap_other": "tap", "untap_other": "untap",
                       "exile": "exile"}[cost.kind]
                costs[key] = made[0] if len(made) == 1 else made
        elif cost.kind == "remove_counters":
            n = cost.amount.value if cost.amount.is_fixed else 1
            b.add_counters(p, cost.counter or "charge", max(1, n))
            if not cost.amount.is_fixed or cost.any_number:
                x = 1
        elif cost.kind == "energy":  # {E} (CR 107.14)
            b.add_counters(b.controller(p), "energy", max(1, cost.amount.value))
        elif cost.kind == "discard" or (cost.kind == "exile" and cost.zone in
                                        ("hand", "graveyard") and not
                                        (cost.selector is not None and cost.selector.is_self)):
            n = cost.amount.value if cost.amount.is_fixed else 1
            _put_cards(b, cost, cost.zone or "hand", n)
        elif cost.kind == "mill":
            _put_cards(b, cost, "library", cost.amount.value if cost.amount.is_fixed else 1)
        elif cost.kind == "forage":  # three graveyard cards (701.61a)
            _put_cards(b, cost, "graveyard", 3)
        elif cost.kind == "collect_evidence":  # cards of total mana value N (701.59a)
            costs["exile"] = _put_cards(b, cost, "graveyard", -(-cost.amount.value // 3))
    return costs, x


def _functions_in(ability: Ability) -> str:
    """The zone other than the battlefield the ability functions in ("Exile this card
    from your hand"), or ``""`` (CR 113.6m)."""
    for cost in ability.costs:
        if cost.kind in ("exile", "discard") and cost.zone in ("hand", "graveyard") and \
                cost.selector is not None and cost.selector.is_self:
            return cost.zone
    return ""


def _land_for(ability: Ability) -> str:
    """The basic land an ability that sets up a replacement of a land's mana speaks of
    ("If target Plains is tapped for mana"), else a Forest."""
    for e in ability.effects:
        if isinstance(e, ManaReplacement):
            for sub in e.selector.subtypes:
                if sub in BASIC_LAND_TYPES:
                    return sub
    return "Forest"


def _activate(b: Board, p: Any, index: int, *, x: int | None,
              costs: dict[str, Any] | None = None, targets: tuple[Any, ...] = ()) -> str:
    choices: list[Any] = []
    for _ in range(_MAX_CHOICES):
        try:
            return b.activate(p, index, choices=tuple(choices), costs=costs or None, x=x,
                              targets=targets).mana
        except ChoiceRequired as exc:
            choices.append(_answers(exc))
    raise IllegalActionError("activate", ["too many choices"])


def play_alone(card: Card, ability: int | Ability) -> PlayCheck:
    """Play ``card``'s ability (its index among the card's abilities, or the ability)
    alone on a board; see the module docstring. Never raises on the card's account."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability

    def check(outcome: PlayOutcome, detail: str = "", totals: frozenset[str] | None = None,
              added: str | None = None) -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail, totals, added)

    if not ab.supported:
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem}")
    try:
        b = Board()
        if not card.is_permanent_card:  # a spell: cast it, then tap a land (Pale Moon)
            forest = b.add("Forest")
            b.add_mana("you", _POOL)
            b.cast(card)
            totals = b.productions(forest, 0)
            added = _activate(b, forest, 0, x=None)
        elif ab.kind is AbilityKind.ACTIVATED and _functions_in(ab):
            # "Exile this card from your hand: Add {G}" (CR 113.6m): from that zone
            where = b.add(card, zone=_functions_in(ab))
            for cost in ab.costs:
                if cost.kind == "mana":
                    b.add_mana("you", _POOL)
            index = card.abilities.index(ab)
            totals = b.productions(where, index)
            problems = b.activation_problems(where, index)
            if problems:
                return check(PlayOutcome.REFUSED, problems[0], totals)
            added = _activate(b, where, index, x=None)
        elif ab.kind is AbilityKind.ACTIVATED:
            land = b.add(_land_for(ab)) if not ab.produces_mana else None
            p = _place(b, card, tapped=ab.has_untap_cost)  # {Q} untaps it (107.6)
            _ = b.abilities  # the table of every ability must build (never blocks)
            index = _index(b, p, ab)
            _note_mana(b, p, card, ab)
            costs, x = _prepare(b, p, ab)
            _meet_restrictions(b, p, card, ab)
            totals = b.productions(p, index, x=x) if land is None else frozenset()
            problems = b.activation_problems(p, index, x=x)
            if problems:
                return check(PlayOutcome.REFUSED, problems[0], totals)
            aimed = land is not None and any(
                isinstance(e, ManaReplacement) and e.selector.relation is Relation.TARGET
                for e in ab.effects)
            added = _activate(b, p, index, x=x, costs=costs,
                              targets=(land,) if aimed else ())
            if land is not None:  # it sets up a replacement of a land's mana (106.12b)
                totals = b.productions(land, 0)
                added = _activate(b, land, 0, x=None)
        else:  # a trigger on, or a replacement of, a land's mana (CR 106.12a-b)
            land = b.add("Forest")
            enchants = card.types == ("Enchantment",) and "Aura" in card.subtypes
            _place(b, card, **({"attached_to": land} if enchants else {}))
            _ = b.abilities
            totals = b.productions(land, 0)
            added = _activate(b, land, 0, x=None)
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    if added not in totals:
        return check(PlayOutcome.ERROR, f"it added {added or 'nothing'!r}, not one of its "
                     f"productions {sorted(totals)}", totals, added)
    return check(PlayOutcome.PLAYED, "", totals, added)


def play_problem(card: Card, ability: Ability) -> str:
    """``""`` when :func:`play_alone` played the ability, else its outcome and why: the
    ``play=`` function of :func:`mtglab.coverage`."""
    check = play_alone(card, ability)
    if check.outcome is PlayOutcome.PLAYED:
        return ""
    return f"{check.outcome.value}: {check.detail}"
