"""Play one copy or "enters with" line of a card on a board: the check behind
"supported" for the coverage categories "enters with counters" (CR 614.1c, 122.6),
"enters as a copy" (707.5) and "becomes a copy" (707.4).

:func:`play_copy_line` puts what the line needs on an empty board and does what the line
is about, once:

* its own "enters with" / "enters tapped" / "as it enters": the card is cast with a full
  pool (X = 1, each of its kicker costs paid once) and enters; a card that can't be
  cast (a land, no mana cost) has its entering event searched instead
  (``ml.orderings(b, cast=card)``, 616.1);
* "each other creature you control enters with an additional counter", "creatures you
  control enter as a copy of ~": the card is on the battlefield and a creature it speaks
  of is cast;
* "you may have ~ enter as a copy of ...": a permanent it may copy is on the battlefield
  (a card in a graveyard where it copies one) and the card is cast as a copy of it;
* "becomes a copy": the ability is activated, the spell cast, or the trigger set off,
  with permanents it may target or copy on the battlefield — or the card it copies in
  a graveyard ("target creature card in your graveyard with mana value X", X = 1),
  the permanents its cost taps, sacrifices or exiles, and a card in exile linked to it
  where it copies "the exiled card" or "a creature card exiled with ~" (set up with
  ``b.exile_with(p, [card])``, CR 607.2a), or a card its library search finds (701.23a).

The board's turn history makes every history condition hold ("if you attacked this
turn", "if a creature died this turn", ...; the death is set up without its types, so it
is of any kind: "if a non-Zombie creature died this turn" holds too; the spell cast is of
no kind, so the next Human creature spell is "your first" this turn). Each choice
asked is answered with its first legal answer. The check ends as
:class:`~mtglab.audit.mana.PlayCheck` does: played, refused with the engine's
reason, or an error (a bug, or a line wrongly marked supported).

>>> import mtglab as ml
>>> play_copy_line(ml.card("Clone"), 0).outcome.value
'played'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from mtglab.analysis.orderings import orderings
from mtglab.audit.castkeywords import escape_cast, keyword_payment
from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.audit.targets import legacy_targets
from mtglab.audit.triggers import play_trigger_line
from mtglab.board.board import Board
from mtglab.board.handles import Permanent
from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.effects import (
    BecomeCopy,
    CastPermission,
    ControllerSpec,
    Delayed,
    EntersAsCopy,
    EntersWithCounters,
    ExileCards,
    OthersEnterAsCopy,
    PutFromTop,
    Relation,
    ReturnFromGraveyard,
    ReturnThatCard,
    SearchLibrary,
    Selector,
    StaticModifier,
)
from mtglab.cards.model import Card
from mtglab.engine.spells.kicking import kicker_costs
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError

__all__ = ["play_copy_line"]

_POOL: Final = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"
_MAX_CHOICES: Final = 12
_CARD_TYPES: Final = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def _with_choices(do: Callable[[tuple[Any, ...]], Any]) -> Any:
    """Call ``do(choices)``, answering each choice asked with its first legal answer."""
    choices: list[Any] = []
    for _ in range(_MAX_CHOICES):
        try:
            return do(tuple(choices))
        except ChoiceRequired as exc:
            if not exc.options:
                raise
            plain = [o for o in exc.options if not (isinstance(o, str) and " " in o)]
            choices.append((plain or list(exc.options))[0])
    raise IllegalActionError("play", ["too many choices"])


def _died_like(b: Board, sel: Selector) -> Any:
    """A card matching ``sel`` put into a graveyard from the battlefield this turn: it
    dies as a state-based action (a 2/2 with two -1/-1 counters, 704.5f)."""
    p = b.add(_card_like(replace(sel, zone=None), "Original"))
    b.add_counters(p, "-1/-1", 2)
    b.check_state()
    return b.cards("you", "graveyard")[-1]


def _card_like(sel: Selector, name: str = "Copy Subject", chosen: str | None = None) -> Card:
    """A plain card matching ``sel`` ("a creature you control", "an artifact or
    creature", "a nonlegendary Ally creature", "any Equipment"); ``chosen`` is the
    creature type "of the chosen type" means."""
    types = [t for t in sel.types if t in _CARD_TYPES][:1 if sel.any_type else None]
    subtypes = list(sel.subtypes[:1]) or ([chosen] if sel.chosen_subtype and chosen else [])
    if subtypes and subtypes[0] == "Equipment":
        types = ["Artifact"]
    if not types:
        types = ["Creature"]
    supers = [s for s in sel.supertypes if s != "Legendary" or not sel.excluded_supertypes]
    line = " ".join([*supers, *types]) + (" — " + " ".join(subtypes) if subtypes else "")
    creature = "Creature" in types
    color = sel.colors[0] if sel.colors else ""
    cost = None if "Land" in types else ("{1}" + ("{" + color + "}" if color else ""))
    return Card.from_text(name=name, type_line=line, mana_cost=cost,
                          power="2" if creature else None, toughness="2" if creature else None)


def _place_like(b: Board, sel: Selector, name: str, chosen: str | None = None) -> Any:
    """Put a card matching ``sel`` where it is selected from (the battlefield, or a
    graveyard / exile for "a creature card in a graveyard")."""
    owner = "opponent" if sel.controller is ControllerSpec.OPPONENT else "you"
    card = _card_like(sel, name, chosen)
    if sel.zone is not None:  # a card in exile may have counters (122.1)
        return b.add(card, owner, zone=sel.zone, counters={sel.with_counter: 1}
                     if sel.with_counter and sel.zone == "exile" else None)
    p = _with_choices(lambda ch: b.add(card, owner, choices=ch))
    if sel.with_counter or sel.any_counter:  # "with a counter on it" (122.1)
        b.add_counters(p, sel.with_counter or "+1/+1", 1)
    return p


def _pay_with(b: Board, ab: Ability) -> None:
    """Permanents its costs tap, sacrifice or exile ("Tap two untapped creatures you
    control", "Sacrifice another creature", "Exile another nontoken artifact creature
    you control", 118.3), put on the battlefield."""
    for cost in ab.costs:
        battlefield = cost.kind in ("sacrifice", "tap_other") or (
            cost.kind == "exile" and cost.zone == "battlefield")
        if not battlefield or cost.selector is None or cost.selector.is_self:
            continue
        n = cost.amount.value if cost.amount.is_fixed else 1
        sel = replace(cost.selector, relation=None, tapped=None, token=None)
        for i in range(n):
            _place_like(b, sel, f"Paid {i + 1}")


def _add_source(b: Board, card: Card) -> Any:
    """The card with the copy ability, on the battlefield: its "as this enters" choices
    answered with their first option, and one with no option listed ("exile up to X
    creature cards", none in the graveyard) with none (0, 614.12a)."""
    try:
        return _with_choices(lambda ch: b.add(card, choices=ch))
    except ChoiceRequired as exc:
        if exc.options:
            raise
        return b.add(card, choices=[0])


def _linked(e: BecomeCopy) -> bool:
    """Whether the copy's original is a card exiled with the source (607.2a)."""
    return e.original.zone == "exile" and (e.original.relation is Relation.EXILED or
                                           e.original.same_name_as is Relation.EXILED)


def _cast(b: Board, card: Card, **kw: Any) -> Any:
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    kicked = tuple(str(c) for c in kicker_costs(card)[0])  # each kicker cost once
    who = kw.pop("controller", "you")
    b.add_mana(who, _POOL)
    if x is None and who == "you":  # a creature convokes, two cards delve (702.51a, 702.66a)
        kw.update(keyword_payment(b, card))  # and escape casts it from the graveyard
        escaping = escape_cast(b, card)
        if escaping:
            handle = escaping.pop("card")
            return _with_choices(lambda ch: b.cast(handle, x=x, kicked=kicked, choices=ch,
                                                   **kw, **escaping))
    return _with_choices(lambda ch: b.cast(card, x=x, kicked=kicked, choices=ch, **kw))


def _aura_targets(b: Board, card: Card) -> list[Any]:
    """A permanent an Aura card can enchant, put on the battlefield (CR 303.4a)."""
    sel = next((e.selector for a in card.abilities if a.supported for e in a.effects
                if isinstance(e, StaticModifier) and e.kind == "enchant"), None)
    if "Aura" not in card.subtypes or sel is None:
        return []
    return [_place_like(b, sel, "Enchanted")]


def _castable(card: Card) -> bool:
    return card.mana_cost is not None and "Land" not in card.types


def _enter(b: Board, card: Card) -> str:
    """The card enters the battlefield through its entering event."""
    if _castable(card):
        _cast(b, card, targets=_aura_targets(b, card))
        return ""
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    _with_choices(lambda ch: orderings(b, cast=card, x=x, choices=ch))
    return ""


def _play(b: Board, card: Card, ab: Ability) -> str:
    effects = ab.effects
    if ab.kind is AbilityKind.TRIGGERED and isinstance(ab.trigger, Trigger) and \
            ab.trigger.event == "cast":  # a cast trigger reaching the spell (601.2i, 614.1c)
        played = play_trigger_line(card, ab)
        return "" if played.outcome is PlayOutcome.PLAYED else f"refused: {played.detail}"
    permits = [e for e in effects if isinstance(e, CastPermission)]
    if permits:
        return _from_graveyard(b, card, permits[0])
    looks = [e for e in effects if isinstance(e, PutFromTop)]
    if looks:
        return _from_the_top(b, card, looks[0])
    if ab.kind is AbilityKind.SPELL and any(isinstance(e, Delayed) and any(
            isinstance(x, ReturnThatCard) for x in e.effects) for e in effects):
        return _exiled_and_returned(b, card)
    if ab.kind is AbilityKind.SPELL and any(isinstance(e, EntersWithCounters) and
                                            e.selector.relation is Relation.THAT
                                            for e in effects):
        return _returned(b, card)
    return _play_entering(b, card, ab)


def _play_entering(b: Board, card: Card, ab: Ability) -> str:
    """:func:`_play` for the lines about permanents entering or becoming copies."""
    effects = ab.effects
    others = [e for e in effects if isinstance(e, EntersWithCounters) and not e.selector.is_self]
    if others or any(isinstance(e, OthersEnterAsCopy) for e in effects):
        sel = others[0].selector if others else next(
            e.selector for e in effects if isinstance(e, OthersEnterAsCopy))
        return _others_entering(b, card, ab, sel)
    copies = [e for e in effects if isinstance(e, EntersAsCopy)]
    if copies:
        return _entering_as_copy(b, card, copies[0])
    become = [e for e in effects if isinstance(e, BecomeCopy)]
    if become:
        return _become(b, card, ab, become[0])
    return _play_by_kind(b, card, ab)


def _others_entering(b: Board, card: Card, ab: Ability, sel: Selector) -> str:
    """Other permanents enter with counters or as copies: the card is on the battlefield
    (its ability activated if it is one) and a permanent it speaks of is cast."""
    enchanted = _aura_targets(b, card)  # an Aura is on the battlefield attached
    source = _with_choices(lambda ch: b.add(card, choices=ch, attached_to=enchanted[0]
                                            if enchanted else None))
    if ab.kind is AbilityKind.ACTIVATED:  # "{1}{G}, {T}: This turn, each creature ..."
        texts = list(b.characteristics(source)["abilities"])
        if ab.text not in texts:
            return "error: the ability is not among its abilities"
        b.add_mana("you", _POOL)
        problems = b.activation_problems(source, texts.index(ab.text))
        if problems:
            return f"refused: {problems[0]}"
        _with_choices(lambda ch: b.activate(source, texts.index(ab.text), choices=ch))
    subject = _card_like(sel, "Entering Creature")
    if not _castable(subject):
        return "refused: the entering permanent would be a land, which is played, " \
            "not cast (CR 305.1)"
    _cast(b, subject, controller="opponent" if sel.controller is
          ControllerSpec.OPPONENT else "you")
    return ""


def _entering_as_copy(b: Board, card: Card, copy: EntersAsCopy) -> str:
    """The card enters as a copy of a permanent (707.5): that permanent (or one that
    died this turn) is there and the card is cast."""
    original = _died_like(b, copy.selector) if copy.from_battlefield_this_turn \
        else _place_like(b, copy.selector, "Original")
    if not _castable(card):
        return "refused: it can't be cast: " + (
            "a land is played, not cast (CR 305.1)" if "Land" in card.types else
            "it has no mana cost (CR 202.1b; a face that is put onto the battlefield "
            "transformed is not cast from mtglab)")
    if copy.exile_with_other:  # the other card exiled with it (614.12a)
        _place_like(b, copy.selector, "Other")
    _cast(b, card, copy_of=original)
    if copy.when_you_do:  # its reflexive trigger resolves (603.12, 608.2)
        while not b.stack.empty:
            _with_choices(lambda ch: b.resolve(choices=ch))
    return ""


def _play_by_kind(b: Board, card: Card, ab: Ability) -> str:
    """A line none of the above reads: played by the kind of its ability."""
    if ab.kind is AbilityKind.TRIGGERED:  # a copy inside "if you do" / "if it's a ..."
        played = play_trigger_line(card, ab)
        return "" if played.outcome is PlayOutcome.PLAYED else \
            f"refused: {played.detail}" if played.outcome is PlayOutcome.REFUSED else \
            played.detail or "error"
    if ab.kind is AbilityKind.STATIC:
        return _enter(b, card)
    if ab.kind is AbilityKind.ACTIVATED:  # a trigger: audit.combat
        return _become(b, card, ab, None)
    return f"refused: a {ab.kind.value} ability is not played by this check"


def _from_graveyard(b: Board, card: Card, permit: CastPermission) -> str:
    """ "You may cast ~ (artifact spells) from your graveyard ...": the card (or, on the
    battlefield, a card of that kind) is in your graveyard and is cast from there (601.3),
    paying with a full pool and life."""
    if permit.selector.is_self:
        subject = card
    else:
        _with_choices(lambda ch: b.add(card, choices=ch))
        subject = _card_like(permit.selector, "Graveyard Card")
    if not _castable(subject):
        return "refused: a land is played, not cast (CR 305.1)"
    handle = b.add(subject, zone="graveyard")
    x = 1 if subject.mana_cost is not None and subject.mana_cost.has_x else None
    b.add_mana("you", _POOL)
    _with_choices(lambda ch: b.cast(handle, x=x, choices=ch))
    return ""


def _from_the_top(b: Board, card: Card, e: PutFromTop) -> str:
    """ "Look at the top seven cards of your library. You may put a creature card from
    among them onto the battlefield ..." (Turntimber Symbiosis): the library holds a card
    of that kind among others, and the spell is cast."""
    b.add(_card_like(replace(e.selector, zone=None, controller=ControllerSpec.ANY),
                     "Library Card"), zone="library")
    for _ in range(e.count):
        b.add(Card.from_text(name="Library Land", type_line="Basic Land — Forest"),
              zone="library")
    _cast(b, card)
    return ""


def _exiled_and_returned(b: Board, card: Card) -> str:
    """ "Exile target permanent you control. Return that card ... at the beginning of the
    next end step" (Teferi's Time Twist): a creature of yours is exiled, the turn moves to
    its end step (513.1) and the delayed trigger resolves (603.7)."""
    target = _place_like(b, Selector(types=("Creature",), controller=ControllerSpec.YOU),
                         "Exiled")
    _cast(b, card, targets=[target])
    _with_choices(lambda ch: b.pass_turn(choices=ch))
    while not b.stack.empty:
        _with_choices(lambda ch: b.resolve(choices=ch))
    return ""


def _returned(b: Board, card: Card) -> str:
    """ "Return target creature card from your graveyard to the battlefield. If ...,
    that creature enters with ..." (Vigor Mortis): such a card and two sorcery cards
    (spell mastery, 207.2c) are in your graveyard, and the spell is cast targeting it."""
    back = next((e for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, ReturnFromGraveyard)), None)
    if back is None:
        return "refused: unsupported elsewhere: nothing returns a creature (CR 608.2)"
    for _ in range(2):
        b.add(Card.from_text(name="Spent Sorcery", type_line="Sorcery", mana_cost="{1}"),
              zone="graveyard")
    target = b.add(_card_like(replace(back.selector, zone=None, relation=None), "Returned"),
                   zone="graveyard")
    _cast(b, card, targets=[target])
    return ""


def _target_sel(sel: Selector) -> Selector:
    return sel if sel.relation is not Relation.OTHER else replace(sel, relation=None)


def _become(b: Board, card: Card, ab: Ability, e: BecomeCopy | None) -> str:
    linked = e is not None and _linked(e)
    p, chosen, targets = _become_set_up(b, card, ab, e, linked)
    if e is not None:
        _copy_targets(b, card, e, linked, p is None, chosen, targets)
    else:  # another activated ability: a permanent for its first target
        sel = next((s for x in ab.effects for s in (getattr(x, "selector", None),
                                                     getattr(x, "original", None))
                    if isinstance(s, Selector) and s.relation is Relation.TARGET), None)
        if sel is not None:
            targets.append(_place_like(b, sel, "Target", chosen))
    if p is None:
        _place_like(b, Selector(types=("Creature",), controller=ControllerSpec.YOU), "Other")
        _cast(b, card, targets=targets,  # hook: a mode of a modal spell (CR 700.2)
              modes=None if ab.mode is None else (ab.mode,))
        return ""
    return _become_on_battlefield(b, card, ab, p, targets)


def _become_set_up(b: Board, card: Card, ab: Ability, e: BecomeCopy | None,
                   linked: bool) -> tuple[Any, Any, list[Any]]:
    """The card (a permanent on the battlefield, or None for a spell), the creature type
    chosen as it entered, and the targets of what its ability exiles or searches for."""
    targets: list[Any] = []
    p = _add_source(b, card) if card.is_permanent_card else None
    if e is not None and linked and p is not None:  # a card exiled with it (607.2a)
        original = _card_like(replace(e.original, relation=None, same_name_as=None,
                                      zone=None), "Exiled Original")
        exiled = b.exile_with(p, [original])[0]
        if e.original.relation is Relation.TARGET:  # "target creature card exiled with it"
            targets.append(exiled)
    chosen = b.state.permanents[p.id].choice("creature type") if p is not None else None
    _pay_with(b, ab)
    for found in (x for x in ab.effects if isinstance(x, SearchLibrary)):  # 701.23a
        b.add(_card_like(found.selector, "Library Original", chosen), zone="library")
    exiles = [x for x in ab.effects if isinstance(x, ExileCards) and x.selector.zone
              and x.selector.relation is Relation.TARGET]
    if exiles:  # "Exile target creature card from a graveyard. ~ becomes a copy of that
        targets.append(_place_like(b, replace(exiles[0].selector, relation=None),
                                   "Original", chosen))  # card" (Dimir Doppelganger)
    return p, chosen, targets


def _copy_targets(b: Board, card: Card, e: BecomeCopy, linked: bool, spell: bool,
                  chosen: Any, targets: list[Any]) -> None:
    """Put on the board what a "becomes a copy" effect's subject and original name,
    appending the targets to ``targets``."""
    if e.subject.relation is Relation.TARGET:
        targets.append(_place_like(b, e.subject, "Subject", chosen))
    elif e.subject.relation is Relation.THAT and spell:  # a spell's first target
        first = next(legacy_targets([x for a in card.abilities for x in a.effects]))
        targets.append(_place_like(b, first, "Subject", chosen))
    if e.choose_subtype is not None:  # a land of the first type offered (608.2d)
        b.add(Card.from_text(name="Subject Land", type_line="Land — Cave"))
    if not linked and e.original.relation not in (  # the paid one, or "that card"
            Relation.THAT, Relation.SACRIFICED, Relation.COST_EXILED):
        original = _place_like(b, _target_sel(e.original), "Original", chosen)
        if e.original.relation in (Relation.TARGET, Relation.OTHER):
            targets.append(original)


def _become_on_battlefield(b: Board, card: Card, ab: Ability, p: Permanent,
                           targets: list[Any]) -> str:
    """The copy ability of a permanent on the battlefield: its trigger's event happens,
    or it is activated."""
    texts = list(b.characteristics(p)["abilities"])
    if ab.text not in texts:
        return "error: the ability is not among its abilities"
    index = texts.index(ab.text)
    if ab.kind is AbilityKind.TRIGGERED:  # its event happens; it goes on the stack (603.3)
        played = play_trigger_line(card, ab)
        return "" if played.outcome is PlayOutcome.PLAYED else f"refused: {played.detail}"
    if ab.kind is AbilityKind.ACTIVATED:
        b.add_mana(b.controller(p), _POOL)
        x = 1 if any(c.kind == "mana" and c.mana is not None and c.mana.has_x
                     for c in ab.costs) else None
        problems = b.activation_problems(p, index, x=x)
        if problems:
            return f"refused: {problems[0]}"
        _with_choices(lambda ch: b.activate(p, index, targets=targets, choices=ch, x=x))
        return ""
    return f"refused: a {ab.kind.value} copy ability is not played by this check"


def _board() -> Board:
    """An empty board on which every condition of the turn's history holds once: you
    attacked (508.1a), a creature of yours died (700.4) and so a permanent of yours left
    the battlefield, you cast a spell (601.2i), an opponent lost a life (119.3)."""
    b = Board()
    b.set_turn_history("you", attackers=1, creatures_died=1, permanents_left=1,
                       spells_cast=1)
    b.set_turn_history("opponent", life_lost=1)
    return b


def play_copy_line(card: Card, ability: int | Ability) -> PlayCheck:
    """Play ``card``'s copy or "enters with" ability (its index or the ability) on a
    board; see the module docstring. Never raises on the card's account."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability

    def check(outcome: PlayOutcome, detail: str = "") -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail)

    if not ab.supported:
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem}")
    try:
        why = _play(_board(), card, ab)
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    if why.startswith("refused: "):
        return check(PlayOutcome.REFUSED, why.removeprefix("refused: "))
    if why:
        return check(PlayOutcome.ERROR, why)
    return check(PlayOutcome.PLAYED)
