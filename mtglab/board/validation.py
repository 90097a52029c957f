"""Checks on what users pass to the Board facade, before any work is done.

The checks every layer shares (a player, a count, X, a flag, a limit, a list) live in
:mod:`mtglab.arguments` and are re-exported here. Each function checks one kind of
argument and raises
:class:`~mtglab.errors.BadArgumentError` (a ``ValueError``) or
:class:`~mtglab.errors.BadArgumentTypeError` (a ``TypeError``), both
:class:`~mtglab.errors.MtglabError`, naming the argument and quoting the bad value
shortened. The facade calls them in the first line of each public method, so a bad
argument never reaches the engine and never half-changes a board.

>>> check_player(("you", "opponent"), "nobody")
Traceback (most recent call last):
mtglab.errors.UnknownPlayerError: player: 'nobody' is not a player of this board: 'you', 'opponent'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from mtglab.arguments import (
    MAX_COUNT,
    MAX_ITEMS,
    MAX_TEXT,
    PRINTED_NUMBER,
    check_colors,
    check_count,
    check_flag,
    check_limit,
    check_number,
    check_path,
    check_player,
    check_sequence,
    check_text,
    check_token_definition,
    check_x,
    list_items,
)
from mtglab.arguments import is_whole as _whole
from mtglab.board.handles import CardHandle, Permanent
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from mtglab.engine.game.turns import normalize_phase
from mtglab.errors import BadArgumentError, BadArgumentTypeError, IllegalActionError
from mtglab.mana import MAX_COST_LENGTH, Mana

__all__ = [
    "COST_VERBS",
    "MAX_COUNT",
    "MAX_LIFE",
    "MAX_TEXT",
    "MAX_TURN",
    "PRINTED_NUMBER",
    "check_ability_ref",
    "check_card",
    "check_card_ref",
    "check_card_refs",
    "check_choices",
    "check_colors",
    "check_cost_verbs",
    "check_costs",
    "check_count",
    "check_counter_kind",
    "check_counters",
    "check_duration",
    "check_flag",
    "check_keep",
    "check_kept_legends",
    "check_kicked",
    "check_life",
    "check_limit",
    "check_mana_amount",
    "check_modes",
    "check_number",
    "check_order",
    "check_path",
    "check_pay_with",
    "check_permanent_ref",
    "check_permanent_refs",
    "check_phase",
    "check_player",
    "check_players",
    "check_sequence",
    "check_text",
    "check_token_definition",
    "check_x",
    "check_zone",
    "plain_choices",
    "plain_number",
]

#: The largest life total a board holds (CR 119 sets no bound; mtglab does)
MAX_LIFE: Final = 10**9
#: The largest turn number a board holds (CR 500 sets no bound; mtglab does)
MAX_TURN: Final = 10**9
#: The verbs of ``costs=`` (CR 601.2h, 602.2b): what each names for a cost of the
#: ability, and the kinds of cost (:class:`~mtglab.cards.effects.Cost` ``kind``) it answers
COST_VERBS: Final[dict[str, tuple[str, ...]]] = {
    "tap": ("tap_other", "crew"),
    "untap": ("untap_other",),
    "sacrifice": ("sacrifice",),
    "discard": ("discard",),
    "exile": ("exile", "collect_evidence"),
    "return": ("return",),
    "forage": ("forage",),
    "crew": ("crew",),
    "mana": ("mana",),
    # "Remove a counter from a creature you control": the permanent, and the kind of
    # counter when it has several
    "remove": ("remove_counters",),
    "counter": ("remove_counters",),
}
#: The longest counter kind ("+1/+1", "charge", "oil" ...)
_MAX_KIND: Final = 60
_MANA_LETTERS: Final = frozenset("WUBRGCwubrgc{}")

def check_players(players: Any, active: Any, commanders: Any, life: Any) -> None:
    """A new board's players: distinct non-empty names; ``active`` and ``commanders``
    among them; a whole-number starting ``life``."""
    if isinstance(players, str) or not isinstance(players, Iterable):
        raise BadArgumentTypeError("players", players, "a list of player names")
    names = list(players)
    if not names or not all(isinstance(n, str) and n for n in names):
        raise BadArgumentError("players", names, "a non-empty list of non-empty names")
    if len(set(names)) != len(names):
        raise BadArgumentError("players", names, "a list of distinct names")
    if active is not None:
        check_player(names, active, "active")
    if commanders is not None:
        if not isinstance(commanders, Mapping):
            raise BadArgumentTypeError("commanders", commanders, "a mapping player -> card")
        for who in commanders:
            check_player(names, who, "commanders")
    check_life(life)


def check_life(value: Any, field: str = "life") -> None:
    """A life total: a whole number (negative allowed, CR 119.3), within ±MAX_LIFE."""
    if not _whole(value):
        raise BadArgumentTypeError(field, value, "a whole number")
    if abs(value) > MAX_LIFE:
        raise BadArgumentError(field, value, f"within ±{MAX_LIFE:,} (mtglab's limit)")


def check_permanent_ref(p: Any, field: str = "permanent") -> None:
    """A reference to a permanent: a :class:`Permanent` handle, an id or a name."""
    if isinstance(p, Permanent | str) or (not isinstance(p, bool) and hasattr(p, "__index__")):
        return
    raise BadArgumentTypeError(field, p, "a Permanent (from add, get ...), an id or a name")


def check_card_ref(c: Any, field: str = "card") -> None:
    """A reference to a card in a hand, library, graveyard or exile: its handle, its id
    or its name (CR 400.1)."""
    if isinstance(c, CardHandle | str) or _whole(c):
        return
    raise BadArgumentTypeError(field, c, "a card handle (from add(..., zone=) or cards()), "
                               "an id or a name")


def check_ability_ref(ability: Any, field: str = "ability") -> None:
    """A reference to an ability: its index among the permanent's abilities, or its
    ability word or the start of its text (DESIGN.md, "Conventions")."""
    if not (_whole(ability) or isinstance(ability, str)):
        raise BadArgumentTypeError(field, ability, "an ability's index (0, 1 ...) or the "
                                   "start of its text such as '{T}: Add'")


def check_zone(zone: Any, zones: Sequence[str | None], field: str = "to") -> None:
    """A zone name among ``zones`` (CR 400.1)."""
    if zone not in zones:
        shown = ", ".join(repr(z) for z in zones)
        raise BadArgumentError(field, zone, f"a zone: one of {shown}")


def check_counter_kind(kind: Any, field: str = "kind") -> None:
    """A counter's kind: a short non-empty word such as '+1/+1' or 'charge' (CR 122.1)."""
    if not isinstance(kind, str):
        raise BadArgumentTypeError(field, kind, "a counter kind such as '+1/+1' (CR 122.1)")
    if not kind.strip() or len(kind) > _MAX_KIND:
        raise BadArgumentError(field, kind, "a counter kind such as '+1/+1', 'charge' or "
                               f"'stun' (CR 122.1), at most {_MAX_KIND} characters")


def check_counters(counters: Any, field: str = "counters") -> None:
    """Counters to place: a mapping of kind to a number of zero or more."""
    if counters is None:
        return
    if not isinstance(counters, Mapping):
        raise BadArgumentTypeError(field, counters, "a mapping such as {'+1/+1': 2}")
    for kind, n in counters.items():
        check_counter_kind(kind, f"{field} kind")
        check_count(n, f"{field}[{kind!r}]", nonzero=False, negative=False)


def check_mana_amount(mana: Any, field: str = "mana") -> None:
    """A mana amount: a mana string ("GG", "{G}{G}") of the letters W U B R G C, or a Mana."""
    if isinstance(mana, Mana):
        return
    if not isinstance(mana, str):
        raise BadArgumentTypeError(field, mana, "a mana string such as 'GG' or a Mana")
    bad = sorted(set(mana) - _MANA_LETTERS)
    if bad:
        raise BadArgumentError(field, mana, f"a mana string: {''.join(bad)!r} is not one of "
                               "W U B R G C (CR 106.1b); X has no value in a pool (107.3)")
    if len(mana) > MAX_COUNT:
        raise BadArgumentError(field, mana, f"at most {MAX_COUNT:,} mana (mtglab's limit)")


def check_duration(duration: Any, durations: Sequence[str | None],
                   field: str = "duration") -> None:
    """A duration among ``durations`` (CR 611.2a, 514.2)."""
    if duration not in durations:
        shown = ", ".join(repr(d) for d in durations)
        raise BadArgumentError(field, duration, f"one of {shown}")


def check_keep(keep: Any, field: str = "keep") -> None:
    """``keep=`` for the legend rule: a list of permanents (CR 704.5j)."""
    if isinstance(keep, str | Permanent) or not isinstance(keep, Iterable):
        raise BadArgumentTypeError(field, keep, "a list of permanents, e.g. keep=[p]")
    for p in keep:
        check_permanent_ref(p, field)


def check_kept_legends(chars: Mapping[int, Any], ids: Iterable[int]) -> None:
    """The permanents ``keep=`` names for the legend rule (CR 704.5j): legendary ones,
    at most one of each name for each controller."""
    groups: dict[tuple[str, str], list[int]] = {}
    for pid in ids:
        c = chars[pid]
        if "Legendary" not in c.supertypes:
            raise BadArgumentError("keep", c.name, "legendary (CR 704.5j)")
        groups.setdefault((c.controller, c.name), []).append(pid)
    for (_who, name), kept in groups.items():
        if len(kept) > 1:
            raise IllegalActionError("apply the legend rule", [
                f"only one {name} can be kept (CR 704.5j); keep= names {len(kept)}"])


def check_phase(value: Any, field: str = "phase") -> None:
    """A phase or step name (CR 500.1), e.g. "precombat main" or "upkeep"."""
    if not isinstance(value, str):
        raise BadArgumentTypeError(field, value, "a phase or step name such as 'upkeep'")
    try:
        normalize_phase(value)
    except ValueError as exc:
        raise BadArgumentError(field, value, "a phase or step (CR 500.1): " +
                               str(exc).split("; ", 1)[-1]) from None


def check_costs(costs: Any, field: str = "costs") -> None:
    """``costs=`` naming what a cost uses (CR 601.2h, 602.2b): a mapping of a cost's verb
    ("tap", "sacrifice", "discard", "exile", "mana" ...) to a permanent or card (handle,
    id or name), a list of them, or a mana string."""
    if costs is None:
        return
    if not isinstance(costs, Mapping):
        raise BadArgumentTypeError(field, costs, "a mapping such as {'sacrifice': p}")
    verbs = ", ".join(repr(v) for v in COST_VERBS)
    for key, value in costs.items():
        if not isinstance(key, str):
            raise BadArgumentTypeError(f"{field} key", key, "a cost's verb such as "
                                       "'sacrifice'")
        if key not in COST_VERBS:
            raise BadArgumentError(f"{field} key", key, f"a cost's verb: one of {verbs}")
        items = value if isinstance(value, list | tuple) else [value]
        if len(items) > MAX_ITEMS:
            raise BadArgumentError(f"{field}[{key!r}]", value, f"a list of at most "
                                   f"{MAX_ITEMS:,} permanents or cards")
        for item in items:
            if key == "mana" and isinstance(item, str):
                check_mana_amount(item, f"{field}['mana']")
            elif isinstance(item, str):
                check_text(item, f"{field}[{key!r}]")
            elif not (isinstance(item, Permanent | CardHandle | Mana) or _whole(item)):
                raise BadArgumentTypeError(f"{field}[{key!r}]", item, "a permanent "
                                           "or card (a handle, an id or a name), a list of "
                                           "them, or a mana string")


def check_cost_verbs(costs: Mapping[str, Any] | None, ability: Ability, where: str) -> None:
    """Each verb of ``costs=`` names a cost the ability has (CR 602.2b, 601.2h): naming
    what a cost it doesn't have would use is refused, with the verbs it does use."""
    if not costs:
        return
    kinds = {c.kind for c in ability.costs}
    usable = [verb for verb, answers in COST_VERBS.items() if kinds & set(answers)]
    for verb in costs:
        if not kinds & set(COST_VERBS[verb]):
            shown = ", ".join(repr(v) for v in usable) or "none: nothing of its cost is chosen"
            raise IllegalActionError(f"pay {where}'s cost", [
                f"costs={{{verb!r}: ...}} names a cost it doesn't have (CR 602.2b, 601.2h); "
                f"the verbs its cost uses: {shown}"])


def check_pay_with(value: Any, field: str = "pay_with") -> None:
    """``pay_with=`` for mana abilities activated while paying (CR 601.2g, 605.3a):
    None, False, "auto", or a list of (permanent, ability) pairs; a card in a hand too,
    for an ability that works from there (113.6m)."""
    if value is None or value is False or value == "auto":
        return
    check_sequence(value, field)
    for pair in value:
        if isinstance(pair, str | bytes | Mapping) or not isinstance(pair, Sequence) or \
                len(pair) != 2:
            raise BadArgumentTypeError(field, pair, "'auto' or a list of (permanent, "
                                       "ability) pairs, e.g. [(forest, 0)]")
        if not isinstance(pair[0], CardHandle):
            check_permanent_ref(pair[0], field)
        if not (_whole(pair[1]) or isinstance(pair[1], str)):
            raise BadArgumentTypeError(field, pair[1], "an ability's index or the start "
                                       "of its text")


def _choice(value: Any, field: str) -> Any:
    """One answer of ``choices=`` as the board keeps it (a Mana as its string, a numpy
    integer as an int), or raise."""
    if value is None or isinstance(value, bool | Permanent | CardHandle):
        return value
    if _whole(value):
        check_number(value, field, -MAX_COUNT, MAX_COUNT)
        return int(value)
    if isinstance(value, str):
        check_text(value, field)
        return value
    if isinstance(value, Mana):
        return str(value)
    if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        check_order(value, field)  # an order of labels (603.3b), or words (122.1b)
        return value
    if isinstance(value, list | tuple) and value and len(value) <= MAX_COUNT and \
            all(_whole(v) for v in value):  # a division among targets (601.2d)
        for i, v in enumerate(value):
            check_number(v, f"{field}[{i}]", 0, MAX_COUNT)
        return tuple(int(v) for v in value)
    raise BadArgumentTypeError(field, value, "an answer: a color letter or mana string, a "
                               "word or a label, a permanent or a card, True/False, None, "
                               "a whole number, a list of labels (an order), or a list of "
                               "whole numbers (a division, 601.2d)")


def plain_choices(choices: Any, field: str = "choices") -> tuple[Any, ...]:
    """``choices=``: one answer per choice asked, in the order asked (DESIGN.md,
    "Conventions"), each checked by kind and length, as the board keeps them — so that
    whatever a board holds its file can hold (README, "Hostile input")."""
    return tuple(_choice(v, f"{field}[{i}]")
                 for i, v in enumerate(list_items(choices, field, "[...]")))


def check_choices(choices: Any, field: str = "choices", *, optional: bool = False) -> None:
    """:func:`plain_choices` as a check (None too if ``optional``)."""
    if optional and choices is None:
        return
    plain_choices(choices, field)


def check_order(order: Any, field: str = "order", *, optional: bool = True) -> None:
    """An order of replacement effects or abilities: a list of their labels (CR 616.1,
    603.3b), as :func:`mtglab.orderings` shows them; None too if ``optional``."""
    if optional and order is None:
        return
    for i, label in enumerate(list_items(order, field, "['Mana Reflection', ...]")):
        if not isinstance(label, str):
            raise BadArgumentTypeError(f"{field}[{i}]", label, "an effect's label such as "
                                       "'Mana Reflection' (as orderings() lists them)")
        check_text(label, f"{field}[{i}]")


def check_permanent_refs(value: Any, field: str) -> None:
    """A list of permanents (``convoke=``, ``keep=``): handles, ids or names."""
    for i, p in enumerate(list_items(value, field, "[p]")):
        check_permanent_ref(p, f"{field}[{i}]")
        if isinstance(p, str):
            check_text(p, f"{field}[{i}]")


def check_card_refs(value: Any, field: str) -> None:
    """A list of cards in a zone (``delve=``, ``discard=`` ...): handles, ids or names."""
    for i, c in enumerate(list_items(value, field, "[card]")):
        check_card_ref(c, f"{field}[{i}]")
        if isinstance(c, str):
            check_text(c, f"{field}[{i}]")


def check_card(card: Any, field: str = "card", *, handle: bool = False) -> None:
    """A card: its name (as ``ml.card`` finds it) or a :class:`~mtglab.cards.model.Card`;
    a card handle too if ``handle``."""
    if isinstance(card, Card) or (handle and isinstance(card, CardHandle)):
        return
    if not isinstance(card, str):
        raise BadArgumentTypeError(field, card, "a card's name or a Card" +
                                   (" or a card handle" if handle else ""))
    check_text(card, field)


def check_kicked(kicked: Any, field: str = "kicked") -> None:
    """``kicked=``: how many times the kicker cost is paid (0 for none, CR 702.33), or
    the kicker costs paid, e.g. ``("{1}{U}",)`` (702.33b)."""
    if _whole(kicked):
        check_number(kicked, field, 0, MAX_COUNT, what="a number of times kicked")
        return
    for i, cost in enumerate(list_items(kicked, field, "('{1}{U}',)")):
        if not isinstance(cost, str):
            raise BadArgumentTypeError(f"{field}[{i}]", cost, "a kicker cost such as "
                                       "'{1}{U}' (CR 702.33b)")
        check_text(cost, f"{field}[{i}]", limit=MAX_COST_LENGTH)


def check_optional_costs(costs: Any, field: str = "optional_costs") -> None:
    """``optional_costs=``: None, or a mapping of keywords to the times their optional
    additional cost is paid, e.g. ``{"squad": 2}`` (CR 601.2b, 601.2f)."""
    if costs is None:
        return
    if not isinstance(costs, Mapping):
        raise BadArgumentTypeError(field, costs, "a mapping such as {'squad': 2} (CR 601.2f)")
    for keyword, times in costs.items():
        if not isinstance(keyword, str):
            raise BadArgumentTypeError(f"{field} key", keyword, "a keyword such as 'squad'")
        check_text(keyword, f"{field} key", limit=40)
        check_number(times, f"{field}[{keyword!r}]", 0, MAX_COUNT,
                     what="a number of times paid")


def check_modes(modes: Any, field: str = "modes") -> None:
    """``modes=``: None, or the indexes of the modes chosen, from 0 (CR 700.2)."""
    if modes is None:
        return
    for i, m in enumerate(list_items(modes, field, "[0, 2]")):
        check_number(m, f"{field}[{i}]", 0, MAX_COUNT, what="a mode's index from 0")


def plain_number(n: Any) -> Any:
    """A whole number as a plain int (a numpy integer from a table becomes one, so the
    board's file can hold it); anything else as it is."""
    return int(n) if _whole(n) else n
