"""Casting a card as an instruction tells (CR 608.2g, 601.2, 118.9, 601.3, 611.2a).

- :class:`~mtglab.cards.permissions.CastFree` — "You may cast a spell with mana value 4
  or less from your hand without paying its mana cost", "you may cast target instant
  card from your graveyard without paying its mana cost": the ability's controller may
  cast the card while the instruction resolves. It is cast then, in the middle of the
  resolution (608.2g), so timing rules don't apply; its mana cost isn't paid (an
  alternative cost of {0}, 118.9), and an X in that cost is 0 (107.3b). The card, a
  spell once cast, goes on the stack above the resolving object and resolves later.
  A target card no longer in its graveyard as the instruction resolves is a new object
  (400.7, 608.2b): nothing is cast.
- :class:`~mtglab.cards.permissions.CastTargetCard` — "You may cast target instant or
  sorcery card from your graveyard this turn": a permission (601.3) kept in the game
  state until the turn's cleanup step (611.2a, 514.2): the card is cast later, paying its
  costs, with the timing rules applying (307.1).

The player answers from the resolution's choices: the card's id (or ``"Name #id"``) to
cast it, a list of the id and then the spell's targets (601.2c) to cast it with those,
or ``False`` to cast nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from mtglab.cards.effects import CastPermission, ControllerSpec, Relation, Selector
from mtglab.cards.permissions import (
    CastFree,
    CastSpellExiledInstead,
    CastTargetCard,
    PlayAction,
)
from mtglab.cards.vocabulary import Zone
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.game.zones import card_zone, zone_cards
from mtglab.engine.spells.flashback import EXILED_INSTEAD
from mtglab.engine.spells.permissions import granted_cards
from mtglab.engine.state import BaseValues, GameState
from mtglab.engine.wording import does
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError
from mtglab.mana import ManaCost

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["cast_free", "exile_cast_spell_instead", "grant_target_card"]

_Step = tuple[GameState, "Resolution"]

#: "Grizzly Bears #12": the id of a listed option
#: at most this many answers are taken for the spell's own choices (its targets)
_MOST_CHOICES: Final = 10


def cast_free(state: GameState, e: CastFree, res: Resolution) -> _Step:
    """608.2g, 118.9: the ability's controller may cast one card the instruction names
    without paying its mana cost, as the instruction resolves (see the module docstring)."""
    who = res.controller
    if e.card.relation is Relation.TARGET:
        group, res = res.take(1)
        cards = [t for t in group if isinstance(t, int) and
                 (where := card_zone(state, t)) is not None and where[1] == "graveyard"]
    else:
        cards = _of_kind(state, e.card, who, res)
    if not cards:
        return state.logged("resolve", res.source_name, "there is no card to cast this way: "
                            "nothing is cast", "608.2g, 400.7"), res
    zone = str(e.card.zone or Zone.HAND)
    shown = [f"{_name(state, c)} #{c}" for c in cards]
    answer = res.chooser.pick_free(
        f"the card {who} may cast without paying its mana cost from their {zone} (CR 608.2g, "
        "118.9): its id, a list of its id and the spell's targets, or False", [*shown, False])
    if answer is False or answer is None:
        return state.logged("resolve", res.source_name, f"{does(who, 'casts')} nothing "
                            "this way", "608.2g"), res
    chosen, targets = _read_answer(answer)
    if chosen not in cards:
        raise IllegalActionError(f"resolve {res.source_name}", [
            f"{answer!r} is not one of the cards that may be cast: {', '.join(shown)} "
            "(CR 608.2g)"])
    state = _cast_now(state, chosen, who, zone, targets, res)
    spell = next(i.id for i in reversed(state.stack) if i.kind == "spell")
    return state, replace(res, named=(spell,))  # "that spell" (608.2c)


def _of_kind(state: GameState, sel: Selector, who: str, res: Resolution) -> list[int]:
    """The cards in ``who``'s zone of the kind named that can be cast as spells (a land
    card is never cast, 305.9)."""
    kind = replace(sel, relation=None, controller=ControllerSpec.ANY, zone=None)
    out = []
    for entry in zone_cards(state, who, str(sel.zone or Zone.HAND)):
        card = entry.card
        if card is None or entry.id is None or "Land" in card.types:
            continue
        if matches(kind, entry.id, CardLooks(BaseValues.of_card(card), who),
                   SelectContext(res.source_id, who)):
            out.append(entry.id)
    return out


def _name(state: GameState, cid: int) -> str:
    found = card_zone(state, cid)
    return found[2].name if found is not None else "a card"


def _read_answer(answer: Any) -> tuple[Any, list[Any]]:
    """The card's id and the spell's targets from an answer."""
    items = list(answer) if isinstance(answer, list | tuple) else [answer]
    if not items:
        return None, []
    return _as_id(items[0]), [_as_id(t) for t in items[1:]]


def _as_id(option: Any) -> Any:
    if isinstance(option, str):  # "Name #12", as the options are shown
        number = option.rpartition("#")[2].strip()
        if number.isdigit():
            return int(number)
    return getattr(option, "id", option)


def _cast_now(state: GameState, cid: int, who: str, zone: str, targets: list[Any],
              res: Resolution) -> GameState:
    """Cast the card ``cid`` from ``zone`` during the resolution (608.2g), its mana cost
    not paid ({0}: an alternative cost, 118.9; X is 0, 107.3b); the spell's targets
    missing from the answer are asked of the resolution's chooser (601.2c)."""
    if res.cast_spell is None:  # the caller didn't say how to cast (engine.effects.perform)
        raise UnsupportedError(f"{res.source_name}: casting a card as it resolves (608.2g) "
                               "is played from a spell or an ability on the stack only")
    found = card_zone(state, cid)
    assert found is not None and found[2].card is not None
    card = found[2].card
    allowed = CastPermission(Selector(relation=Relation.SELF), Zone(zone),
                             alternative_cost=ManaCost.parse("{0}"))
    x = 0 if card.mana_cost is not None and card.mana_cost.has_x else None  # 107.3b
    before = state.logged("resolve", res.source_name, f"{does(who, 'casts')} {card.name} "
                          f"from their {zone} without paying its mana cost",
                          "608.2g, 118.9, 601.2")
    modes: list[int] | None = None
    for _ in range(_MOST_CHOICES):
        try:
            state, _none = res.cast_spell(before, card, who, targets=targets, x=x,
                                          modes=modes, from_card=cid, resolving=allowed)
            return state
        except ChoiceRequired as exc:
            if exc.parameter not in ("targets", "modes"):
                raise
            answer = res.chooser.pick_free(f"{exc.question}; pass choices=",
                                           list(exc.options))
            if exc.parameter == "modes":  # its modes first (700.2, 601.2b): "0: ..." is mode 0
                modes = [int(str(m).split(":")[0]) for m in
                         (answer if isinstance(answer, list | tuple) else [answer])]
            else:  # each word "target" in the text's order (601.2c)
                targets.append(_as_id(answer))
    raise IllegalActionError(f"cast {card.name}", ["too many choices asked (CR 601.2b-c)"])


def grant_target_card(state: GameState, e: CastTargetCard, res: Resolution) -> _Step:
    """601.3, 611.2a: the target card, still in its graveyard (400.7, 608.2b), may be
    cast by the ability's controller until the permission ends."""
    group, res = res.take(1)
    state, cards, names = granted_cards(state, res, group, "graveyard", e.ends,
                                        PlayAction.CAST)
    if not cards:
        return state.logged("permission", res.source_name, "the target card has left the "
                            "graveyard: no permission", "608.2b, 400.7"), res
    return state.logged("permission", res.source_name, f"{res.controller} may cast {names} "
                        "from their graveyard this turn", "601.3, 611.2a"), \
        replace(res, named=cards)  # the card "that spell" will be cast from (608.2c)


def exile_cast_spell_instead(state: GameState, _e: CastSpellExiledInstead,
                             res: Resolution) -> _Step:
    """614.1a: the spell the instruction before cast (named, 608.2c) is exiled rather than
    put into a graveyard as it leaves the stack; nothing if none was cast."""
    spells = [i for i in state.stack if i.kind == "spell" and i.id in res.named]
    grants = [g for g in state.play_grants if g.cards and set(g.cards) <= set(res.named)
              and g.source_name == res.source_name and g.player == res.controller]
    if grants:  # the spell a permission given just before lets be cast later (601.3)
        later = {id(g) for g in grants}
        state = state.evolve(play_grants=tuple(
            replace(g, exiled_instead=True) if id(g) in later else g
            for g in state.play_grants))
        return state.logged("replacement", res.source_name, "if the spell cast this way "
                            "would be put into a graveyard, it is exiled instead",
                            "614.1a"), res
    if not spells:
        return state, res
    marked = {i.id: replace(i, paid=(*i.paid, (EXILED_INSTEAD, True))) for i in spells}
    state = state.evolve(stack=tuple(marked.get(i.id, i) for i in state.stack))
    return state.logged("replacement", res.source_name, f"if {spells[0].name} would be put "
                        "into a graveyard, it is exiled instead", "614.1a"), res
