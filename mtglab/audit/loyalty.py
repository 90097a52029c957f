"""Play one loyalty ability of a card on a board: the check behind "supported" for
loyalty abilities (CR 606).

:func:`play_loyalty_line` sets up a board with something to aim at — creatures, lands, an
artifact, an enchantment and a planeswalker for each player, creature, land and instant
cards in each graveyard and hand, cards in each library — and, for each word "target" of
the ability, a permanent its selector accepts ("target tapped creature", "target Wolf
creature you control", "target creature with a -1/-1 counter on it"). It puts the
planeswalker on the battlefield with loyalty enough for any of its costs (606.6),
activates the ability in its controller's precombat main phase (606.3) — X is 1 where
the cost is "−X" (107.3a), each target and choice the first legal one, a created
permanent first — and resolves the stack.

The check is *played* when the loyalty cost was paid (606.4) and the ability resolved
(608.2), *refused* with the engine's reason (a rule cited) when the board can't give what
it needs, and an *error* otherwise — a bug, or a line wrongly marked supported.

>>> import mtglab as ml
>>> jace = ml.Card.from_text(name="Jace Beleren", mana_cost="{1}{U}{U}",
...     type_line="Legendary Planeswalker — Jace", loyalty="3",
...     oracle_text="+2: Each player draws a card.\\n−1: Target player draws a card.")
>>> [play_loyalty_line(jace, i).outcome.value for i in (0, 1)]
['played', 'played']
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Iterator
from typing import Any, Final

from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.board.board import Board
from mtglab.cards.ability import Ability
from mtglab.cards.effects import ControllerSpec, Relation, Selector
from mtglab.cards.model import Card
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError

__all__ = ["play_loyalty_line"]

_MAX_STEPS: Final = 24

_BEAR = Card.from_text(name="Target Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                       power="2", toughness="2")
_RELIC = Card.from_text(name="Target Relic", mana_cost="{1}", type_line="Artifact")
_CHARM = Card.from_text(name="Target Charm", mana_cost="{1}{W}", type_line="Enchantment")
_LAND = Card.from_text(name="Target Plains", type_line="Basic Land — Plains",
                       oracle_text="({T}: Add {W}.)")
_WALKER = Card.from_text(name="Target Walker", mana_cost="{2}{W}",
                         type_line="Planeswalker — Test", loyalty="5")
_SPELL = Card.from_text(name="Target Bolt", mana_cost="{R}", type_line="Instant",
                        oracle_text="Target Bolt deals 3 damage to any target.")
_ISLAND = Card.from_text(name="Library Island", type_line="Basic Land — Island",
                         oracle_text="({T}: Add {U}.)")


def _setting(b: Board) -> None:
    """Things to aim at on both sides, cards in hands, graveyards and libraries."""
    for who in ("opponent", "you"):
        for card in (_BEAR, _RELIC, _CHARM, _LAND, _WALKER):
            b.add(card, who)
        for card in (_BEAR, _LAND, _SPELL):
            b.add(card, who, zone="graveyard")
            b.add(card, who, zone="hand")
        for _ in range(12):
            b.add(_ISLAND, who, zone="library")


def _target_selectors(obj: Any) -> Iterator[Selector]:
    """Every selector the effects name with the word "target" (115.1): of a permanent,
    or of a card in a zone ("target creature card from your graveyard")."""
    if isinstance(obj, Selector):
        if obj.relation is Relation.TARGET:
            yield obj
        return
    if isinstance(obj, tuple | list):
        for item in obj:
            yield from _target_selectors(item)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type | Ability):
        for f in dataclasses.fields(obj):
            yield from _target_selectors(getattr(obj, f.name))


def _types_for(sel: Selector, subtypes: list[str]) -> list[str]:
    """The card types of a card ``sel`` accepts (the first of "or"; a land of a basic
    land type, a creature of another subtype or none, else an artifact)."""
    types = [t for t in sel.types if t != "Permanent"]
    if sel.either:
        types = [t for t in sel.either[0].types if t != "Permanent"] + types
    if sel.any_type:
        types = types[:1]
    if not types:
        types = ["Land"] if subtypes and subtypes[0] in BASIC_LAND_TYPES else \
            ["Creature"] if subtypes or not sel.types else ["Artifact"]
    return [t for t in types if t not in sel.excluded_types] or ["Artifact"]


def _card_for(sel: Selector, n: int) -> Card:
    """A card whose permanent ``sel`` accepts: its card types (the first of "or"), a
    subtype, supertypes, a color, keywords, power enough; a creature by default."""
    subtypes = list(sel.subtypes[:1])
    types = _types_for(sel, subtypes)
    line = " ".join((*sel.supertypes, *types)) + (" — " + subtypes[0] if subtypes else
                                                   " — Test" if "Planeswalker" in types else "")
    colors = {"W": "{W}", "U": "{U}", "B": "{B}", "R": "{R}", "G": "{G}"}
    low = min(sel.min_mana_value or 1, sel.max_mana_value or 99)
    cost = "{" + str(max(low - len(sel.colors[:1]), 0)) + "}" + \
        "".join(colors[c] for c in sel.colors[:1])
    creature = "Creature" in types
    power = str(max(2, sel.min_power or 0)) if creature else None
    return Card.from_text(
        name=f"Aimed {' '.join(types)} {n}", type_line=line,
        mana_cost=None if types == ["Land"] else cost, power=power,
        toughness="3" if creature else None,
        loyalty="5" if "Planeswalker" in types else None,
        oracle_text=", ".join(k.capitalize() for k in sel.keywords))


def _aim(b: Board, ability: Ability) -> list[int]:
    """A permanent for each target selector of the ability; their ids in text order."""
    made = []
    for n, sel in enumerate(_target_selectors(ability.effects)):
        who = "you" if sel.controller is ControllerSpec.YOU else "opponent"
        if sel.zone is not None:  # a card there, its owner's ("from your graveyard")
            if sel.zone in ("graveyard", "hand", "exile"):
                made.append(b.add(_card_for(sel, n), owner=who, zone=sel.zone).id)
            continue
        counters = {sel.with_counter: 1} if sel.with_counter else None
        p = b.add(_card_for(sel, n), who, tapped=bool(sel.tapped), counters=counters)
        made.append(p.id)
    return made


def _option(option: Any) -> Any:
    """A ChoiceRequired option as the action takes it: "Name #12" (or "Name #12 (in
    graveyard)") is the object 12."""
    if isinstance(option, str):
        m = re.search(r"#(\d+)(?: \(in [a-z ]+\))?$", option)
        if m:
            return int(m.group(1))
    return option


def _add_target(exc: ChoiceRequired, options: list[Any], targets: list[Any],
                aimed: list[int]) -> None:
    """One more target among ``options``: a permanent made for it, else the opponent,
    else the first legal one; raises ``exc`` when none is left."""
    fresh = [o for o in options if o not in targets]
    if not fresh:
        raise exc
    mine = [o for o in fresh if o in aimed]
    theirs = [o for o in fresh if o == "opponent"]
    targets.append((mine or theirs or fresh)[0])


def _answer(exc: ChoiceRequired, x: int | None, targets: list[Any], choices: list[Any],
            last: list[Any], aimed: list[int]) -> tuple[int | None, list[Any]]:
    """Answer the question an activation asked: X (1, or the largest allowed), one more
    target (a permanent made for it, else the opponent, else the first legal one) or a
    choice (the first legal answer; "you may": yes), appending to ``targets`` or
    ``choices``; returns X and the last target options. Raises ``exc`` when it has no
    answer."""
    options = [_option(o) for o in exc.options]
    if "pass x=" in str(exc) and options:
        return (1 if 1 in options else options[-1]), last
    if "pass targets=" in str(exc):
        _add_target(exc, options or last, targets, aimed)
        return x, options or last
    if options:
        yes = any(o is True for o in options) and any(o is False for o in options)
        choices.append(True if yes else options[0])
        return x, last
    raise exc


def _activate(b: Board, pid: int, index: int, aimed: list[int], x: int | None) -> None:
    """Activate the ability, answering each question: targets (the permanents made for
    it first, then the first legal one), X, and choices (the first legal answer; "you
    may": yes)."""
    targets: list[Any] = []
    choices: list[Any] = []
    last: list[Any] = []
    for _ in range(_MAX_STEPS):
        try:
            b.activate(pid, index, targets=targets, choices=choices, x=x)
            return
        except ChoiceRequired as exc:
            x, last = _answer(exc, x, targets, choices, last, aimed)
        except IllegalActionError as exc:
            more = [o for o in last if o not in targets]
            if "choose" in str(exc) and "(CR 601.2c)" in str(exc) and more:
                targets.append(more[0])  # "two target lands": one more of the legal ones
                continue
            raise
    raise IllegalActionError("play", ["too many choices"])


def _resolve(b: Board) -> None:
    """Resolve the top of the stack, each choice answered with its first legal answer."""
    choices: list[Any] = []
    for _ in range(_MAX_STEPS):
        try:
            b.resolve(choices=choices)
            return
        except ChoiceRequired as exc:
            if not exc.options:
                raise
            choices.append(_option(next(iter(exc.options))))
    raise IllegalActionError("resolve", ["too many choices"])


def play_loyalty_line(card: Card, ability: int | Ability) -> PlayCheck:
    """Play ``card``'s loyalty ability (its index or the ability) on a board; see the
    module docstring. Never raises on the card's account."""
    ab = card.abilities[ability] if isinstance(ability, int) else ability

    def check(outcome: PlayOutcome, detail: str = "") -> PlayCheck:
        return PlayCheck(card.name, ab.text, outcome, detail)

    if not ab.supported or ab.loyalty is None:
        return check(PlayOutcome.REFUSED, f"unsupported: {ab.problem or 'not loyalty'}")
    b = Board()
    try:
        _setting(b)
        aimed = _aim(b, ab)
        need = max((abs(c.amount.value) for c in ab.costs if c.kind == "loyalty"),
                   default=0)
        walker = b.add(card, counters={"loyalty": max(need, 5) + 1})
        index = list(b.characteristics(walker)["abilities"]).index(ab.text)
        before = len(b.state.log)
        _activate(b, walker.id, index, aimed, None)
        for _ in itertools.repeat(None, _MAX_STEPS):  # what triggered meanwhile (603.3)
            if not b.state.stack:
                break
            _resolve(b)
        rows = b.state.log[before:]
        if not any(r.action in ("cost", "counters") and "606.4" in r.rule for r in rows):
            return check(PlayOutcome.ERROR, "activated, but no loyalty cost was paid (606.4)")
        if not any((r.action == "resolve" and r.detail == ab.text) or
                   r.action == "doesn't resolve" for r in rows):
            return check(PlayOutcome.ERROR, "activated, but it never resolved (608.2)")
    except IllegalActionError as exc:
        return check(PlayOutcome.REFUSED, str(exc))
    except MtglabError as exc:
        return check(PlayOutcome.ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # an engine bug: reported, never hidden
        return check(PlayOutcome.ERROR, f"internal: {exc!r}")
    return check(PlayOutcome.PLAYED)
