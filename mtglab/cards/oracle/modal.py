"""The modes of a modal instant or sorcery, read from its lines (CR 700.2).

A modal spell's text is a header line, "Choose one —" (or "Choose one or both —",
"Choose two —", "Choose one or more —"), followed by its modes, one line each, marked with
a bullet "•" (700.2). The grammar reads a header where its line is, into a
:class:`~mtglab.cards.modes.ModeHeader` (``grammar/modes.lark``); this module decides
which lines are its modes. :func:`read_modes` turns the header into a supported spell ability
whose effect is :class:`~mtglab.cards.effects.ChooseModes` and each bullet line into the
spell ability its text says (parsed without the bullet), marked with its index in
``Ability.mode``: the engine (:mod:`mtglab.engine.resolution.modes`) carries out only the modes
chosen
as the spell is cast (601.2b). A mode is supported only if its text is; the bullets of a
header mtglab doesn't read ("Choose three. You may choose the same mode more than once.",
a modal activated ability) stay unsupported.

A permanent's modal triggered ability, "Whenever ..., choose one —" or "..., choose one
that hasn't been chosen —" (Silent Hallcreeper), is read by :func:`read_trigger_modes`:
each mode is parsed as the triggered ability it makes with the trigger condition
("Whenever ~ deals combat damage to a player, draw a card."), and the header becomes a
supported triggered ability whose effect is :class:`~mtglab.cards.effects.TriggerModes`
only if every mode is (the engine chooses one as the ability goes on the stack, 603.3c,
700.2b: :mod:`mtglab.engine.resolution.triggers`). Each bullet keeps its mode's effects and its
index in ``Ability.mode``, with no trigger of its own (it never triggers alone).

>>> from mtglab.cards.oracle.parser import parse_abilities
>>> abilities = parse_abilities("Choose one —\\n• Draw a card.\\n• You gain 3 life.",
...                             types=("Instant",))
>>> [(a.supported, a.mode) for a in abilities]
[(True, None), (True, 0), (True, 1)]
>>> abilities[0].effects[0].minimum, abilities[0].effects[0].maximum
(1, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.castcosts import ESCALATE, SPREE
from mtglab.cards.effects import ChooseModes, MayDo, TriggerModes
from mtglab.cards.modes import Allowance, ModeAllowance, ModeCostKeyword, ModeHeader
from mtglab.mana import ManaCost

__all__ = ["read_activated_modes", "read_modes", "read_trigger_modes"]

_BULLET: Final = "• "
#: spree's modes are marked with a plus sign rather than a bullet (702.172b)
_PLUS: Final = "+ "
_DASH: Final = " — "
#: the modes of a spell with several modes chosen the same mode may be (700.2d)
_REPEATS: Final = range(3, 6)

Parse = Callable[[str], Ability]


def _header(a: Ability) -> tuple[ModeHeader, frozenset[Allowance]] | None:
    """The modal header ``a``'s line was read into and what the sentences after it allow,
    or ``None`` when it isn't a header."""
    if not a.effects or not isinstance(a.effects[0], ModeHeader) or \
            not all(isinstance(e, ModeAllowance) for e in a.effects[1:]):
        return None
    return a.effects[0], frozenset(e.allows for e in a.effects[1:]
                                   if isinstance(e, ModeAllowance))


def _last_header(effects: Sequence[object]) -> ModeHeader | None:
    """The modal header a triggered ability's effects end with, maybe after "you may
    ... When you do," (a reflexive trigger choosing the modes, 603.12), or ``None``."""
    last = effects[-1] if effects else None
    if isinstance(last, MayDo) and last.when_done:
        return _last_header(last.when_done)
    return last if isinstance(last, ModeHeader) else None


def _mode_body(bullet: str, parse: Parse) -> str:
    """A mode's text: the bullet line without its bullet and flavor word (a flavor word
    reads like an ability word and has no rules meaning, 207.2c-d)."""
    body = bullet[len(_BULLET):].strip()
    if _has_own_cost(body):  # "+ {1} — ...": the cost is no flavor word (700.2h)
        return body
    word = parse(body).ability_word
    if word and body.startswith(word + _DASH):
        return body[len(word) + len(_DASH):]
    return body


def _has_own_cost(body: str) -> bool:
    """Whether a mode's text starts with a cost of its own before a dash, "{1}{R} — ..."
    (a tiered or spree mode, CR 700.2h)."""
    before, dash, _ = body.partition(_DASH)
    return bool(dash) and "{" in before and "." not in before


def _spell_choice(header: ModeHeader, allows: frozenset[Allowance], modes: int
                  ) -> ChooseModes | None:
    """The choice a modal spell's header makes among its ``modes`` modes (700.2a,
    700.2d), or ``None`` if mtglab doesn't play it (a spell choosing none)."""
    if header.once_each or header.minimum < 1:
        return None
    high = modes if header.maximum is None else header.maximum
    if Allowance.REPEAT in allows:
        if header.minimum != header.maximum or header.minimum not in _REPEATS or \
                allows != {Allowance.REPEAT}:
            return None
        return ChooseModes(header.minimum, header.minimum, modes, repeat=True)
    if (header.minimum, header.maximum) != (1, 1) and allows:
        return None
    if header.minimum > modes or high > modes:
        return None
    return ChooseModes(header.minimum, high, modes,
                       commander_both=Allowance.COMMANDER_BOTH in allows,
                       kicked_any=Allowance.KICKED_ANY in allows)


def _refuse_bullets(out: list[Ability], i: int, n: int, why: str) -> None:
    """Mark the ``n`` bullet lines after ``out[i]`` unsupported, ``why`` named."""
    for k in range(n):
        out[i + 1 + k] = replace(out[i + 1 + k], supported=False, problem=why)


def _bullets(out: Sequence[Ability], i: int, marker: str = _BULLET) -> int:
    """How many bullet lines (lines starting with ``marker``) follow ``out[i]`` (its
    modes, 700.2)."""
    n = 0
    while i + 1 + n < len(out) and out[i + 1 + n].text.startswith(marker):
        n += 1
    return n


def _mode_cost(body: str) -> tuple[ManaCost | None, str]:
    """The cost printed before a mode's text ("{1} — Draw a card.", 700.2h) and the text
    after it; ``None`` and the whole text when it has no cost mtglab reads (mana only)."""
    before, _dash, after = body.partition(_DASH)
    if not _has_own_cost(body):
        return None, body
    try:
        cost = ManaCost.parse(before.strip())
    except ValueError:
        return None, body
    return (None, body) if cost.has_x else (cost, after.strip())


def _cost_keyword(a: Ability, keyword: str) -> ModeCostKeyword | None:
    """The escalate or spree record of the keyword line ``a`` (702.120a, 702.172a), or
    ``None`` if it is not that keyword's line as the grammar read it."""
    if not a.supported or a.kind is not AbilityKind.KEYWORD:
        return None
    return next((e for e in a.effects if isinstance(e, ModeCostKeyword) and
                 e.keyword == keyword), None)


def _mode(bullet: Ability, k: int, parse: Parse, *, costed: bool = False) -> Ability:
    """The ``bullet`` line, mode ``k`` of a modal spell: its text parsed as a spell
    ability (CR 700.2); a mode with its own cost (700.2h) is read only where ``costed``
    (spree's, whose costs the header keeps, 702.172a)."""
    line = bullet.text
    body = _mode_body(line, parse)
    if costed:
        cost, body = _mode_cost(body)
        if cost is None:
            return replace(bullet, mode=k, supported=False, problem=(
                "a spree mode whose cost isn't mana mtglab reads (CR 702.172a, 700.2h)"))
    elif _has_own_cost(body):  # "• {1}{R} — ...", a tiered mode's cost (700.2h)
        return replace(bullet, mode=k, problem=(
            "a mode with its own cost (CR 700.2h, 702.183): not modelled"))
    mode = parse(body)
    read = replace(mode, text=line, mode=k,
                   kind=AbilityKind.SPELL if mode.kind in (
                       AbilityKind.SPELL, AbilityKind.STATIC) else mode.kind)
    if mode.kind not in (AbilityKind.SPELL, AbilityKind.STATIC):
        read = replace(read, supported=False, problem=(
            f"a mode that reads as a {mode.kind.value} ability (CR 700.2)"))
    return read


def read_modes(abilities: Sequence[Ability], parse: Parse, *, is_spell: bool
               ) -> list[Ability]:
    """``abilities`` (one per line of an instant or sorcery) with each modal header
    read and its bullet lines parsed as modes (see the module docstring); ``parse``
    parses one line of the card's text. Other cards' abilities are returned as they are:
    a permanent's modal abilities are read by :func:`read_trigger_modes` and
    :func:`read_activated_modes`."""
    out = list(abilities)
    if not is_spell:  # escalate and spree are a modal spell's (702.120a, 702.172a)
        return [replace(a, supported=False, problem=(
            "escalate or spree on a permanent card: not modelled (CR 702.120a, 702.172a)"))
            if _cost_keyword(a, ESCALATE) or _cost_keyword(a, SPREE) else a for a in out]
    at = next((k for k, a in enumerate(out) if a.text.lower().startswith("escalate")), None)
    keyword = _cost_keyword(out[at], ESCALATE) if at is not None else None
    escalate = at is not None and keyword is None  # an escalate cost mtglab doesn't read
    used = False
    i = 0
    while i < len(out):
        a = out[i]
        if _cost_keyword(a, SPREE) is not None:
            i += 1 + _read_spree(out, i, parse)
            continue
        if a.text.startswith(_BULLET) or a.kind is not AbilityKind.SPELL:
            i += 1
            continue
        n = _bullets(out, i)
        header = _header(a) if n else None
        spec = _spell_choice(*header, n) if header is not None else None
        if n and spec is None:
            # the bullets of a header mtglab doesn't read
            _refuse_bullets(out, i, n, f"a mode of a modal spell whose header mtglab "
                                       f"doesn't read: {a.text!r} (CR 700.2)")
        elif spec is not None and escalate:
            # each mode beyond the first costs more (702.120a): not modelled
            out[i] = replace(a, supported=False, problem=(
                "a modal spell with escalate: its cost for each mode beyond the first "
                "(CR 702.120a) is not understood"))
            _refuse_bullets(out, i, n, "a mode of a modal spell with escalate whose cost "
                                       "is not understood (CR 700.2, 702.120a)")
        elif spec is not None:
            if keyword is not None:  # its cost for each mode beyond the first (702.120a)
                spec, used = replace(spec, escalate=keyword.cost,
                                     escalate_costs=keyword.costs), True
            out[i] = Ability(a.text, AbilityKind.SPELL, True, effects=(spec,))
            for k in range(n):
                out[i + 1 + k] = _mode(out[i + 1 + k], k, parse)
        i += 1 + n
    if at is not None and keyword is not None and not used:
        out[at] = replace(out[at], supported=False, problem=(
            "escalate on a spell without modes mtglab reads (CR 702.120a)"))
    return out


def _read_spree(out: list[Ability], i: int, parse: Parse) -> int:
    """Read the spree line ``out[i]`` and the "+ [cost] — ..." lines after it (702.172a):
    the line becomes the spell's :class:`ChooseModes` (one or more of them, each mode's
    cost kept), each "+" line the mode its text after the dash is (700.2h); how many mode
    lines it had. A spree line without modes is unsupported."""
    n = _bullets(out, i, _PLUS)
    if n < 2:
        out[i] = replace(out[i], supported=False, problem=(
            "spree without the modes it chooses among (CR 702.172a)"))
        return n
    costs = [_mode_cost(_mode_body(out[i + 1 + k].text, parse))[0] for k in range(n)]
    if any(c is None for c in costs):
        out[i] = replace(out[i], supported=False, problem=(
            "a spree mode whose cost isn't mana mtglab reads (CR 702.172a, 700.2h)"))
        _refuse_bullets(out, i, n, out[i].problem)
        return n
    out[i] = replace(out[i], effects=(ChooseModes(
        1, n, n, mode_costs=tuple(c for c in costs if c is not None)),))
    for k in range(n):
        out[i + 1 + k] = _mode(out[i + 1 + k], k, parse, costed=True)
    return n


def _counts(header: ModeHeader) -> tuple[int, int]:
    """The least and most modes a permanent's modal ability chooses, as
    :class:`TriggerModes` keeps them (most 0: any number, 700.2d)."""
    return header.minimum, 0 if header.maximum is None else header.maximum


def _mode_line(head: str, bullet: str, name: str, parse: Parse) -> str:
    """The triggered ability a mode makes with its trigger condition: "Whenever ~ ...,
    draw a card." (a mode naming the card keeps its capital letter)."""
    body = _mode_body(bullet, parse)
    names = [n for n in (name, name.split(",")[0]) if n]
    if not any(body.startswith(n) for n in names):
        body = body[:1].lower() + body[1:]
    return f"{head}, {body}"


def _trigger_head(a: Ability) -> str:
    """The words of a modal triggered ability's line before its ", choose ..." (its
    trigger condition, maybe after an ability word)."""
    return a.text[:a.text.lower().rfind(", choose")]


def _trigger_modes_read(head: Ability, read: Sequence[Ability]) -> str:
    """Why the modes ``read`` (each parsed with the trigger condition of ``head``) can't
    make a modal triggered ability, or ``""`` when they can (700.2, 603.3c)."""
    for k, r in enumerate(read):
        if not r.supported or r.kind is not AbilityKind.TRIGGERED or \
                r.is_mana_ability or r.trigger != head.trigger:
            return (f"mode {k} of a modal triggered ability isn't understood with its "
                    f"trigger: {r.problem or r.text!r} (CR 700.2, 603.3c)")
    return ""


def read_trigger_modes(abilities: Sequence[Ability], parse: Parse, *, name: str = ""
                       ) -> list[Ability]:
    """``abilities`` (one per line of a permanent card) with each modal triggered ability
    turned into its :class:`TriggerModes` header and its modes (see the module
    docstring); ``parse`` parses one line of the card's text. A header whose trigger or
    one of whose modes isn't understood leaves them all unsupported, the part named."""
    out = list(abilities)
    for i, a in enumerate(out):
        header = _last_header(a.effects) if a.kind is AbilityKind.TRIGGERED else None
        n = _bullets(out, i)
        if header is None or n < 2 or a.trigger is None or ", choose" not in a.text.lower():
            continue
        if header.this_turn:  # a triggered ability's modes are chosen once each (700.2)
            out[i] = replace(a, problem=(
                "a modal triggered ability choosing a mode that hasn't been chosen this "
                "turn: not modelled (CR 700.2, 603.3c)"))
            continue
        head = _trigger_head(a)
        read = [parse(_mode_line(head, out[i + 1 + k].text, name, parse)) for k in range(n)]
        why = _trigger_modes_read(a, read)
        if why:
            out[i] = replace(a, supported=False, problem=why)
            for k in range(n):
                out[i + 1 + k] = replace(out[i + 1 + k], supported=False, mode=k,
                                         problem=why)
            continue
        low, high = _counts(header)
        out[i] = Ability(a.text, AbilityKind.TRIGGERED, True, trigger=a.trigger,
                         effects=(TriggerModes(tuple(r.text for r in read),
                                               tuple(r.effects for r in read),
                                               once_each=header.once_each,
                                               minimum=low, maximum=high),),
                         ability_word=a.ability_word)
        for k, r in enumerate(read):
            out[i + 1 + k] = Ability(out[i + 1 + k].text, AbilityKind.TRIGGERED, True,
                                     effects=r.effects, mode=k)
    return out


def _activated_modes_read(head: Ability, read: Sequence[Ability]) -> str:
    """Why the modes ``read`` (each parsed with the cost of ``head``) can't make a modal
    activated ability, or ``""`` when they can (700.2, 602.2b)."""
    if head.is_mana_ability:
        return "a modal mana ability (CR 605): not modelled"
    for k, r in enumerate(read):
        if not r.supported or r.kind is not AbilityKind.ACTIVATED or r.is_mana_ability or \
                r.costs != head.costs:
            return (f"mode {k} of a modal activated ability isn't understood: "
                    f"{r.problem or r.text!r} (CR 700.2, 602.2b)")
    return ""


def read_activated_modes(abilities: Sequence[Ability], parse: Parse) -> list[Ability]:
    """``abilities`` (one per line of a permanent card) with each modal activated ability,
    "<cost>: Choose one —" and its bullet lines, read: the header becomes the activated
    ability with that cost whose effect is a :class:`TriggerModes` (the modes chosen as
    it is activated, 602.2b, 700.2; :mod:`mtglab.engine.activating.activation`), each
    bullet the activated ability of its mode marked with its index in ``Ability.mode``
    (never activated alone). A cost or mode mtglab doesn't understand leaves them all
    unsupported, the part named."""
    out = list(abilities)
    for i, a in enumerate(out):
        header = _header(a) if a.kind is AbilityKind.ACTIVATED else None
        n = _bullets(out, i)
        if header is None or header[1] or n < 2 or ":" not in a.text:
            continue
        cost = a.text.split(":", 1)[0]
        bodies = [_mode_body(out[i + 1 + k].text, parse) for k in range(n)]
        read = [parse(f"{cost}: {body}") for body in bodies]
        why = _activated_modes_read(a, read)
        if why:
            out[i] = replace(a, supported=False, problem=why)
            for k in range(n):
                out[i + 1 + k] = replace(out[i + 1 + k], supported=False, mode=k,
                                         problem=why)
            continue
        low, high = _counts(header[0])
        out[i] = replace(a, supported=True, problem="", effects=(
            TriggerModes(tuple(bodies), tuple(r.effects for r in read),
                         once_each=header[0].once_each, minimum=low, maximum=high,
                         this_turn=header[0].this_turn),))
        for k, r in enumerate(read):
            out[i + 1 + k] = replace(r, text=out[i + 1 + k].text, mode=k)
    return out
