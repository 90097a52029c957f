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

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from mtglab.arguments import (
    MAX_COUNT,
    check_count,
    check_flag,
    check_limit,
    check_player,
    check_sequence,
    check_text,
    check_x,
)
from mtglab.arguments import is_whole as _whole
from mtglab.board.handles import CardHandle, Permanent
from mtglab.engine.turns import normalize_phase
from mtglab.errors import BadArgumentError, BadArgumentTypeError, shorten
from mtglab.mana import Mana

__all__ = [
    "MAX_COUNT",
    "MAX_LIFE",
    "PRINTED_NUMBER",
    "check_ability_ref",
    "check_card_ref",
    "check_colors",
    "check_costs",
    "check_count",
    "check_counter_kind",
    "check_counters",
    "check_duration",
    "check_flag",
    "check_keep",
    "check_life",
    "check_limit",
    "check_mana_amount",
    "check_pay_with",
    "check_permanent_ref",
    "check_phase",
    "check_player",
    "check_players",
    "check_sequence",
    "check_text",
    "check_token_definition",
    "check_x",
    "check_zone",
]

#: The largest life total a board holds (CR 119 sets no bound; mtglab does)
MAX_LIFE: Final = 10**9
#: The longest counter kind ("+1/+1", "charge", "oil" ...)
_MAX_KIND: Final = 60
_MANA_LETTERS: Final = frozenset("WUBRGCwubrgc{}")
#: What a card prints as power, toughness or loyalty (CR 208.2): digits, "*", "X", "1+*",
#: "7-*", "*²", Un-cards' "½" and "1d4+1"; never NaN or an infinity
PRINTED_NUMBER: Final = re.compile(r"[-+]?(\d{1,9}|\d{0,9}\.5|½|\*|X|\?|∞|\d{1,2}d\d{1,3})?"
                                   r"([-+](\d{1,9}|\*))?(\*²)?")


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


def check_token_definition(name: Any, types: Any, subtypes: Any, colors: Any,
                           power: Any, toughness: Any, custom: bool, *,
                           supertypes: Any = (), oracle_text: Any = "") -> None:
    """A token defined by its characteristics (CR 111.3): types given (CR 205), colors
    among W U B R G, power/toughness whole numbers or printed strings."""
    if name is not None and not isinstance(name, str):
        raise BadArgumentTypeError("name", name, "a token name such as 'Treasure'")
    if not custom:
        if name is None:
            raise BadArgumentError("name", name, "a predefined token's name, or types= "
                                   "for a token defined by its characteristics (CR 111.3)")
        return
    check_text(oracle_text, "oracle_text")
    for field, value in (("types", types), ("subtypes", subtypes), ("colors", colors),
                         ("supertypes", supertypes)):
        if isinstance(value, str) or not isinstance(value, Iterable) or \
                not all(isinstance(v, str) for v in value):
            raise BadArgumentTypeError(field, value, "a list of words such as ['Creature']")
    if not list(types):
        raise BadArgumentError("types", types, "a non-empty list of card types: a token "
                               "defined by its characteristics needs them (CR 111.3, 205)")
    check_colors(colors)
    for field, value in (("power", power), ("toughness", toughness)):
        if value is not None and not (_whole(value) or isinstance(value, str)):
            raise BadArgumentTypeError(field, value, "a whole number or a string like '*'")
        if isinstance(value, str) and not PRINTED_NUMBER.fullmatch(value.strip()):
            raise BadArgumentError(field, value, "what a card prints: a number, '*', 'X', "
                                   "'1+*' ... (CR 208.2)")
        if _whole(value) and abs(value) > MAX_COUNT:
            raise BadArgumentError(field, value, f"within ±{MAX_COUNT:,} (mtglab's limit)")


def check_colors(colors: Any, field: str = "colors") -> None:
    """Colors: letters W U B R G or color names (CR 105.1)."""
    names = {"white", "blue", "black", "red", "green"}
    for c in colors:
        if not isinstance(c, str) or ((c.upper() not in "WUBRG" or len(c) != 1) and \
                c.lower() not in names):
            raise BadArgumentError(field, c, "a color: W U B R G (CR 105.1)")


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
    for key, value in costs.items():
        if not isinstance(key, str):
            raise BadArgumentTypeError(f"{field} key", key, "a cost's verb such as "
                                       "'sacrifice'")
        items = value if isinstance(value, list | tuple) else [value]
        for item in items:
            if not (isinstance(item, Permanent | CardHandle | str | Mana) or _whole(item)):
                raise BadArgumentTypeError(f"{field}[{shorten(key)}]", item, "a permanent "
                                           "or card (a handle, an id or a name), a list of "
                                           "them, or a mana string")


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
