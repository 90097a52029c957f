"""Laying out a permanent as it enters the battlefield, for :meth:`Board.add
<mtglab.board.board.Board.add>` and :meth:`Board.edit <mtglab.board.board.Board.edit>`:
its "as this enters" choices (CR 614.12a) and the linked information a board may set up
(607.2), the copiable values it enters with as a copy (707.5, 707.9b), face down (708)
and the permanent itself with its counters (306.5b) — set-up, so nothing triggers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import EllipsisType
from typing import Any

from mtglab.board import validation as check
from mtglab.board.handles import CardHandle
from mtglab.cards.effects import (
    CAST_FROM,
    CAST_ZONES,
    CIRCLED_PAIRS,
    DRAFTED_SETS,
    EXILED_CARDS,
    NOTED_MANA,
    AsEntersChoice,
    ChoiceKind,
    EntersAsCopy,
    GainControl,
    linked_keys,
)
from mtglab.cards.model import Card
from mtglab.cards.tokencards import token_abilities
from mtglab.cards.types import BASIC_LAND_TYPES, CARD_TYPES, CREATURE_TYPES, LAND_TYPES
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.copies import apply_exceptions
from mtglab.engine.characteristics.faces import is_double_faced
from mtglab.engine.characteristics.layers import copiable_of
from mtglab.engine.effects.exilecounters import exiled_with_counters
from mtglab.engine.effects.tokens import predefined_token, token_values
from mtglab.engine.state import (
    RECENT_CONTROL,
    BaseValues,
    CopyEffect,
    EffectRecord,
    FaceDown,
    GameState,
    PermanentState,
)
from mtglab.errors import BadArgumentError, ChoiceRequired, IllegalActionError, shorten
from mtglab.mana import COLORS, Mana

__all__ = ["Entering", "as_enters_choices", "changes_control", "check_counters_in_zone",
           "check_permanent_face",
           "choice_options",
           "color_letter", "copy_values_entering", "counter_kind", "counters_in_exile",
           "edited", "face_down_kind", "lay_out", "token_values_defined"]


def choice_options(ask: AsEntersChoice, players: Sequence[str],
                   controller: str) -> list[Any]:
    """The legal answers of an "as this enters" choice ([] where any answer of the
    right kind goes: a card name, a number); "other than green" rules out green."""
    match ask.kind:
        case ChoiceKind.COLOR:
            return [c for c in COLORS if c not in ask.excluded]
        case ChoiceKind.CREATURE_TYPE:
            return list(CREATURE_TYPES)
        case ChoiceKind.BASIC_LAND_TYPE:
            return [t for t in BASIC_LAND_TYPES if t not in ask.excluded]
        case ChoiceKind.LAND_TYPE:
            return list(LAND_TYPES)
        case ChoiceKind.CARD_TYPE:
            return list(CARD_TYPES)
        case ChoiceKind.OPPONENT:
            return [n for n in players if n != controller]
        case ChoiceKind.PLAYER:
            return list(players)
        case ChoiceKind.CIRCLED_COLORS:
            return list(CIRCLED_PAIRS)
        case ChoiceKind.DRAFTED_COLORS:
            return list(DRAFTED_SETS)
    return []


def face_down_kind(value: bool | str) -> FaceDown | None:
    """``Board.add(face_down=...)``: False, True (morph's 2/2, 708.2a) or how."""
    if value is False:
        return None
    if value is True:
        return FaceDown.MORPH
    if isinstance(value, str) and value in {k.value for k in FaceDown}:
        return FaceDown(value)
    raise BadArgumentError("face_down", value, "True, False, 'morph', 'manifest', "
                           "'disguise' or 'cloak'")


def changes_control(values: Any) -> bool:
    """Whether a permanent's abilities include a control-changing effect (613.1b)."""
    return any(isinstance(e, GainControl) for a in values.abilities for e in a.effects)


def counter_kind(kind: str) -> str:
    """A counter kind as the board keeps it: Forge's and shorthand names for +1/+1 and
    -1/-1 counters (CR 122.1) read as those."""
    k = kind.strip().lower()
    return {"p1p1": "+1/+1", "m1m1": "-1/-1", "+1+1": "+1/+1"}.get(k, k)


def color_letter(value: Any) -> Any:
    """A color answer as its letter (CR 105.1): "green" or "g" -> "G"."""
    if isinstance(value, str):
        v = value.strip()
        names = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        if v.lower() in names:
            return names[v.lower()]
        return v.upper()
    return value


# ------------------------------------------------------------------ "as this enters"


def _check_given(values: BaseValues, asks: Sequence[AsEntersChoice],
                 given: Mapping[str, Any]) -> None:
    """Refuse a ``choices=`` key that names neither a choice the permanent asks (CR
    614.12a), linked information (607.2) nor the zone its spell was cast from (601.2a),
    and check the linked information and zone given."""
    known = {k for a in asks for k in (a.kind.value, a.kind.value.replace(" ", "_"))}
    for key in given:
        if key not in known | {EXILED_CARDS, NOTED_MANA, CAST_FROM}:
            expected = ", ".join(repr(k) for k in sorted(
                {a.kind.value for a in asks} | {EXILED_CARDS, NOTED_MANA, CAST_FROM}))
            raise IllegalActionError(f"add {values.name}", [
                f"choices={{{shorten(key)}: ...}} is not a choice it asks (CR "
                f"614.12a) nor linked information (607.2); expected one of "
                f"{expected}"])
    if CAST_FROM in given and given[CAST_FROM] not in CAST_ZONES:  # 601.2a
        raise BadArgumentError(f"choices[{CAST_FROM!r}]", given[CAST_FROM],
                               f"the zone its spell was cast from: one of {CAST_ZONES}")
    if given.get(NOTED_MANA) is not None:
        check.check_mana_amount(given[NOTED_MANA], f"choices[{NOTED_MANA!r}]")
    exiled = given.get(EXILED_CARDS)
    if exiled is not None:
        for item in ([exiled] if isinstance(exiled, str | Card | CardHandle)
                     else check.plain_choices(exiled, f"choices[{EXILED_CARDS!r}]")):
            check.check_card(item, f"choices[{EXILED_CARDS!r}]", handle=True)


def _answer(values: BaseValues, ask: AsEntersChoice, value: Any, players: Sequence[str],
            controller: str) -> tuple[str, Any]:
    """One "as this enters" choice made (CR 614.12a): a yes-or-no, or one of its legal
    answers (made for the player when there is a single one)."""
    key = ask.kind.value
    if ask.kind in (ChoiceKind.PAY_LIFE, ChoiceKind.REVEAL,
                    ChoiceKind.ENTER_WITH_COUNTERS):  # yes or no
        return key, bool(value)
    if ask.kind is ChoiceKind.SACRIFICE_ANY:  # how many it sacrificed as it entered
        if value is None:
            raise ChoiceRequired(f"{values.name}: as it enters, how many it sacrificed "
                                 "(CR 614.12a); pass choices=", [0, 1, 2, 3])
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise BadArgumentError(f"choices[{key!r}]", value,
                                   "how many it sacrificed as it entered: 0 or more")
        return key, value
    options = choice_options(ask, players, controller)
    if ask.kind is ChoiceKind.COLOR:
        value = color_letter(value)
    elif ask.kind in (ChoiceKind.CIRCLED_COLORS, ChoiceKind.DRAFTED_COLORS) and \
            isinstance(value, str):
        value = "".join(sorted(value.upper(), key="WUBRG".find))
    if value is None and len(options) == 1:
        value = options[0]  # a choice with a single legal answer is made for you
    if value is None:
        raise ChoiceRequired(f"{values.name}: as it enters, choose a {key} "
                             "(CR 614.12a); pass choices=", options)
    if options and value not in options:
        raise IllegalActionError(f"add {values.name}",
                                 [f"{value!r} is not a {key} it may choose: one of "
                                  f"{options[:10]} (CR 614.12a)"])
    return key, value


def _linked(values: BaseValues, given: Mapping[str, Any] | None) -> list[tuple[str, Any]]:
    """The linked information set up (CR 607.2): the cards exiled with it, the mana it
    noted; refused when no ability of it reads them (607.2a)."""
    out: list[tuple[str, Any]] = []
    if given is None or (given.get(EXILED_CARDS) is None and given.get(NOTED_MANA) is None):
        return out  # nothing given: the abilities' linked keys are not looked at
    linked = linked_keys(values.abilities)
    for key, why in ((EXILED_CARDS, "reads 'the exiled card'"),
                     (NOTED_MANA, "notes mana or reads the noted mana")):
        value = given.get(key) if given is not None else None
        if value is None:
            continue
        if key not in linked:  # linked information (607.2), set up on a board
            raise IllegalActionError(f"add {values.name}", [
                f"no ability of it {why} (CR 607.2a)"])
        if key == NOTED_MANA:
            out.append((key, str(Mana(str(value).upper()))))
            continue
        items = [value] if isinstance(value, str) or not isinstance(
            value, list | tuple) else list(value)
        out.append((key, tuple(str(getattr(i, "name", i)) for i in items)))
    return out


def as_enters_choices(values: BaseValues, choices: Sequence[Any] | Mapping[str, Any],
                      players: Sequence[str], controller: str = "you"
                      ) -> tuple[tuple[str, Any], ...]:
    """The "as this enters" choices of a permanent with ``values`` (CR 614.12a), from
    ``choices``: answers in the order it asks them, or a mapping by choice name that
    may also give linked information (607.2)."""
    asks = [e for a in values.abilities if a.supported for e in a.effects
            if isinstance(e, AsEntersChoice)]
    given = dict(choices) if isinstance(choices, Mapping) else None
    queue = list(choices) if not isinstance(choices, Mapping) else []
    if given is not None:  # each key names a choice it asks or linked information
        _check_given(values, asks, given)
    out: list[tuple[str, Any]] = []
    for ask in asks:
        key = ask.kind.value
        if given is not None:
            value = given.get(key, given.get(key.replace(" ", "_")))
        else:
            value = queue.pop(0) if queue else None
        out.append(_answer(values, ask, value, players, controller))
    if given is None and queue:
        raise IllegalActionError(f"add {values.name}",
                                 [f"choices {queue!r} were not asked for"])
    cast = [(CAST_FROM, given[CAST_FROM])] if given is not None and CAST_FROM in given else []
    return tuple(out + _linked(values, given) + cast)  # the zone it was cast from (601.2a)


# ------------------------------------------------------------------ the permanent


def check_counters_in_zone(name: str, zone: str, counters: Mapping[str, int] | None) -> None:
    """Refuse counters on a card put into a zone other than exile: mtglab keeps counters
    only on cards in exile (CR 122.1, 122.2). Checked before the card is put anywhere,
    so a refused action leaves the board unchanged."""
    if counters and zone != "exile":
        raise IllegalActionError(f"add {name} to a {zone} with counters", [
            "mtglab keeps counters only on cards in exile (CR 122.1, 122.2)"])


def counters_in_exile(state: GameState, card_id: int, name: str, zone: str,
                      counters: Mapping[str, int] | None) -> GameState:
    """A card put into ``zone`` with ``counters``: kept only on a card in exile (CR
    122.1, 122.2; engine.exilecounters)."""
    check_counters_in_zone(name, zone, counters)
    if counters:
        return exiled_with_counters(state, card_id, {
            counter_kind(k): int(n) for k, n in counters.items()})
    return state


def check_permanent_face(c: Card, face: int) -> None:
    """Refuse to put onto the battlefield a card (or the face of a double-faced card it
    would enter with) that isn't a permanent (CR 110.4a, 712.10)."""
    shown = c.faces[face] if is_double_faced(c) else c
    if not shown.is_permanent_card:
        raise IllegalActionError(f"add {shown.name}", [
            f"a {'/'.join(shown.types)} {'face' if shown is not c else 'card'} isn't a "
            "permanent (CR 110.4a, 712.10)"])


def copy_values_entering(state: GameState, original: int, c: Card,
                         base: BaseValues) -> BaseValues:
    """The copiable values a permanent enters with as a copy of ``original`` (CR 707.5),
    with its own "enter as a copy" ability's exceptions (707.9b: Sakashima's name)."""
    copy_values = copiable_of(state, original)
    entering = [e for a in base.abilities if a.supported for e in a.effects
                if isinstance(e, EntersAsCopy)]
    if not entering:
        return copy_values
    # (counters it would enter with are the set-up's counters=)
    copy_values, _extra = apply_exceptions(
        copy_values, entering[0].exceptions, own_name=c.name, own=base,
        own_abilities=tuple(a for a in base.abilities if any(
            isinstance(e, EntersAsCopy) for e in a.effects)))
    return copy_values


@dataclass(frozen=True)
class Entering:
    """A permanent to lay out on the battlefield, as :meth:`Board.add` was told."""

    card: Card
    base: BaseValues
    owner: str
    controller: str
    tapped: bool
    controlled_since_turn_start: bool
    counters: Mapping[str, int] | None
    token: bool
    choices: tuple[tuple[str, Any], ...]
    attached_to: int | None
    face_down: FaceDown | None
    #: the copiable values it enters with as a copy, and of what (707.5)
    copy_values: BaseValues | None = None
    original: int | None = None
    #: a Room's unlocked doors (709.5c)
    unlocked: tuple[int, ...] = ()


def _starting_counters(e: Entering) -> Mapping[str, int]:
    """Its counters: those given, or a planeswalker's printed loyalty (CR 306.5b)."""
    shown = e.copy_values or e.base
    if e.counters is None and "Planeswalker" in shown.types and \
            shown.loyalty is not None and shown.loyalty.isdigit():
        return {"loyalty": int(shown.loyalty)}  # as it is there (306.5b)
    return e.counters or {}


def _entry_detail(e: Entering) -> str:
    """The set-up log's detail: for whom, arrived this turn, as a copy, face down."""
    detail = f"for {e.controller}" + (" (arrived this turn)" if not
                                      e.controlled_since_turn_start else "")
    if e.copy_values is not None:
        detail += f", as a copy of {e.copy_values.name}"
    if e.face_down is not None:
        detail += f", face down ({e.face_down.value}, {e.face_down.rule})"
    return detail


def lay_out(state: GameState, e: Entering) -> tuple[GameState, int]:
    """The state with the permanent on the battlefield (set-up: nothing triggers), its
    copy effect (707.5, 613.2a) and a log row; and its id."""
    pid, state = state.take_id()
    ts, state = state.take_timestamp()
    perm = PermanentState(pid, e.base, e.owner, e.controller, ts, card=e.card,
                          is_token=e.token, tapped=e.tapped, attached_to=e.attached_to,
                          controlled_since_turn_start=e.controlled_since_turn_start,
                          choices=e.choices, face_down=e.face_down, unlocked=e.unlocked,
                          entered_turn=None if e.controlled_since_turn_start
                          else state.turn,
                          recent_control=0 if e.controlled_since_turn_start
                          else RECENT_CONTROL)
    for kind, n in _starting_counters(e).items():
        perm = perm.with_counters(counter_kind(kind), int(n))
    state = state.with_permanent(perm)
    if e.copy_values is not None and e.original is not None:
        eid, state = state.take_id()
        rec = EffectRecord(eid, pid, e.card.name, e.controller,
                           CopyEffect(e.copy_values, e.original, e.copy_values.name), ts,
                           frozenset({pid}), rule="707.5, 613.2a")
        state = state.evolve(effects=(*state.effects, rec))
    state = state.logged("set-up", e.card.name, _entry_detail(e), "")
    if changes_control(perm.base if e.copy_values is None else e.copy_values):
        state = track_control(state, reset=False)  # Control Magic laid out as it is
    return state, pid


def token_values_defined(name: str | None, *, types: Iterable[str],
                         subtypes: Iterable[str], supertypes: Iterable[str],
                         colors: Iterable[str], power: int | str | None,
                         toughness: int | str | None, oracle_text: str,
                         custom: bool) -> BaseValues:
    """The values of the token a create_token call defines: a predefined one by name
    (CR 111.10), or one defined by its characteristics (111.3), named after its
    subtypes plus "Token" when no name is given (111.4)."""
    if name is not None and not custom:
        return predefined_token(name)  # raises with suggestions if it isn't one
    if not types:
        raise ValueError("a token defined by its characteristics needs types=")
    subs, types, supertypes = list(subtypes), tuple(types), tuple(supertypes)
    name = name or " ".join([*subs, "Token"])
    read = token_abilities(oracle_text, name=name, types=types, subtypes=subs,
                           supertypes=supertypes)  # read as a card's text (111.3)
    return token_values(name=name, types=types, subtypes=subs, supertypes=supertypes,
                        colors=colors, power=power, toughness=toughness, read=read)


def edited(state: GameState, pid: int, *, tapped: bool | None,
           controlled_since_turn_start: bool | None, counters: Mapping[str, int] | None,
           attached_to: int | EllipsisType | None,
           choices: tuple[tuple[str, Any], ...] | None,
           entered_this_turn: bool | None,
           attacked_this_turn: bool | None = None) -> PermanentState:
    """Permanent ``pid`` changed as :meth:`Board.edit` was told (set-up): only what is
    given changes (``attached_to=...``: unchanged; None: unattached)."""
    perm = state.permanents[pid]
    if tapped is not None:
        perm = replace(perm, tapped=bool(tapped))
    if entered_this_turn is not None:  # entered this turn: not controlled since (302.6)
        perm = replace(perm, entered_turn=state.turn if entered_this_turn else None,
                       controlled_since_turn_start=perm.controlled_since_turn_start
                       and not entered_this_turn)
    if controlled_since_turn_start is not None:
        perm = replace(perm, controlled_since_turn_start=bool(controlled_since_turn_start))
    if attacked_this_turn is not None:  # declared as an attacker this turn (508.1a)
        perm = replace(perm, attacked_this_turn=bool(attacked_this_turn))
    if counters is not None:
        perm = replace(perm, counters=())
        for kind, n in counters.items():
            perm = perm.with_counters(counter_kind(kind), int(n))
    if not isinstance(attached_to, EllipsisType):
        perm = replace(perm, attached_to=attached_to)
    if choices is not None:
        perm = replace(perm, choices=choices)
    return perm
