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

from mtglab.audit.answers import first_option
from mtglab.audit.blocks import at_its_block
from mtglab.audit.costs import (
    POOL,
    ability_index,
    functions_in,
    meet_restrictions,
    place_card,
    prepare_costs,
)
from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.board.board import Board
from mtglab.board.handles import Permanent
from mtglab.cards.effects import (
    NOTED_MANA,
    AddMana,
    ManaReplacement,
    NotedMana,
    NoteManaSpent,
    Relation,
)
from mtglab.cards.model import Ability, AbilityKind, Card
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError

__all__ = ["PlayCheck", "PlayOutcome", "play_alone", "play_problem"]

_MAX_CHOICES: Final = 12


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
            _activate(b, p, ability_index(b, p, other), x=None)
            b.untap(p)
            b.edit(p, counters={})
            return
    b.edit(p, choices={NOTED_MANA: "GU"})  # the noting ability isn't played: set up


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
            return str(b.activate(p, index, choices=tuple(choices), costs=costs or None,
                                  x=x, targets=targets).mana)
        except ChoiceRequired as exc:
            choices.append(first_option(exc))
    raise IllegalActionError("activate", ["too many choices"])


#: What playing an ability gave: its productions, what it added, and why it was refused
#: (None when it was activated).
_Played = tuple[frozenset[str], str | None, str | None]


def _play_spell(b: Board, card: Card) -> _Played:
    """A spell: cast it, then tap a land (Pale Moon)."""
    forest = b.add("Forest")
    b.add_mana("you", POOL)
    b.cast(card)
    return b.productions(forest, 0), _activate(b, forest, 0, x=None), None


def _play_from_zone(b: Board, card: Card, ab: Ability, zone: str) -> _Played:
    """"Exile this card from your hand: Add {G}" (CR 113.6m): from that zone."""
    where = b.add(card, zone=zone)
    for cost in ab.costs:
        if cost.kind == "mana":
            b.add_mana("you", POOL)
    index = card.abilities.index(ab)
    totals = b.productions(where, index)
    problems = b.activation_problems(where, index)
    if problems:
        return totals, None, problems[0]
    return totals, _activate(b, where, index, x=None), None


def _play_activated(b: Board, card: Card, ab: Ability) -> _Played:
    """An activated ability of a permanent, its costs and restrictions met; one that
    sets up a replacement of a land's mana (106.12b) is followed by tapping the land."""
    land = b.add(_land_for(ab)) if not ab.produces_mana else None
    p = place_card(b, card, tapped=ab.has_untap_cost)  # {Q} untaps it (107.6)
    _ = b.abilities  # the table of every ability must build (never blocks)
    index = ability_index(b, p, ab)
    _note_mana(b, p, card, ab)
    costs, x = prepare_costs(b, p, ab)
    meet_restrictions(b, p, card, ab)
    totals = b.productions(p, index, x=x) if land is None else frozenset()
    problems = b.activation_problems(p, index, x=x)
    if problems:
        return totals, None, problems[0]
    aimed = land is not None and any(
        isinstance(e, ManaReplacement) and e.selector.relation is Relation.TARGET
        for e in ab.effects)
    added = _activate(b, p, index, x=x, costs=costs, targets=(land,) if aimed else ())
    if land is not None:  # it sets up a replacement of a land's mana (106.12b)
        totals = b.productions(land, 0)
        added = _activate(b, land, 0, x=None)
    return totals, added, None


def _play_on_a_land(b: Board, card: Card) -> _Played:
    """A trigger on, or a replacement of, a land's mana (CR 106.12a-b)."""
    land = b.add("Forest")
    enchants = card.types == ("Enchantment",) and "Aura" in card.subtypes
    place_card(b, card, **({"attached_to": land} if enchants else {}))
    _ = b.abilities
    return b.productions(land, 0), _activate(b, land, 0, x=None), None


def _play(b: Board, card: Card, ab: Ability) -> _Played:
    if not card.is_permanent_card:
        return _play_spell(b, card)
    if ab.kind is AbilityKind.ACTIVATED and functions_in(ab):
        return _play_from_zone(b, card, ab, functions_in(ab))
    if ab.kind is AbilityKind.ACTIVATED:
        return _play_activated(b, card, ab)
    return _play_on_a_land(b, card)


def play_alone(card: Card, ability: int | Ability) -> PlayCheck:
    """Play ``card``'s ability (its index among the card's abilities, or the ability)
    alone on a board; see the module docstring. Never raises on the card's account."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability
    card, ab = at_its_block(card, ab)  # at its level (711.2a, 716.2a, 721.2a)

    def check(outcome: PlayOutcome, detail: str = "", totals: frozenset[str] | None = None,
              added: str | None = None) -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail, totals, added)

    if not ab.supported:
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem}")
    try:
        totals, added, refused = _play(Board(), card, ab)
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    if refused is not None:
        return check(PlayOutcome.REFUSED, refused, totals)
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
