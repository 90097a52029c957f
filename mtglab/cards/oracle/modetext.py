"""The modes of a modal instant or sorcery, read from its lines (CR 700.2).

A modal spell's text is a header line, "Choose one —" (or "Choose one or both —",
"Choose two —", "Choose one or more —"), followed by its modes, one line each, marked with
a bullet "•" (700.2). :func:`read_modes` turns the header into a supported spell ability
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

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import ChooseModes, TriggerModes

__all__ = ["MODE_HEADERS", "read_activated_modes", "read_modes", "read_trigger_modes"]

#: The headers of modal spells mtglab reads, with the least and most modes chosen
#: (CR 700.2a, 700.2d); ``None`` as the most: any number of the modes.
MODE_HEADERS: Final[dict[str, tuple[int, int | None]]] = {
    "choose one": (1, 1), "choose one or both": (1, 2), "choose two": (2, 2),
    "choose one or more": (1, None), "choose three": (3, 3),
}
_HEADER: Final = re.compile(r"^(Choose (?:one or both|one or more|one|two|three)) ?—$")
#: "Choose one. If you control a commander as you cast this spell, you may choose both."
_COMMANDER: Final = re.compile(r"^Choose one\. If you control a commander as you cast this "
                               r"spell, you may choose both(?: instead)?\.?$")
#: "Choose three. You may choose the same mode more than once." (the Confluences, 700.2d)
_REPEAT: Final = re.compile(r"^Choose (three|four|five)\. You may choose the same mode more "
                            r"than once\.$")
_NUMBERS: Final[dict[str, int]] = {"three": 3, "four": 4, "five": 5}
#: "Choose one. If this spell was kicked, choose any number instead." (702.33d)
_KICKED_ANY: Final = "choose one. if this spell was kicked, choose any number instead."
_BULLET: Final = "• "
#: A cost before a mode's effect, "• {1} — ..." or "• Name {2} — ..." (CR 700.2h)
_MODE_COST: Final = re.compile(r"^[^.—]*\{[^.—]*? — ")
#: A mode's flavor word, "• Sell Contraband — Create a Treasure token.": no rules meaning
#: (CR 207.2d); a name with a cost after it ("• Blizzard — {0} — ...") keeps the cost
_FLAVOR_WORD: Final = re.compile(r"^[^.{}—]{1,40}? — ")


def _mode_body(bullet: str) -> str:
    """A mode's text: the bullet line without its bullet and flavor word (207.2d)."""
    body = bullet[len(_BULLET):].strip()
    flavor = _FLAVOR_WORD.match(body)
    return body[flavor.end():] if flavor is not None else body

Parse = Callable[[str], Ability]


def _header(text: str, modes: int) -> ChooseModes | None:
    """The :class:`ChooseModes` of a header line, or ``None`` if it isn't one mtglab reads."""
    m = _HEADER.match(text.strip())
    if m is not None:
        low, high = MODE_HEADERS[m.group(1).lower()]
        return ChooseModes(low, modes if high is None else high, modes)
    if _COMMANDER.match(text.strip()):
        return ChooseModes(1, 1, modes, commander_both=True)
    if text.strip().lower() == _KICKED_ANY:
        return ChooseModes(1, 1, modes, kicked_any=True)
    m = _REPEAT.match(text.strip())
    if m is not None:
        times = _NUMBERS[m.group(1)]
        return ChooseModes(times, times, modes, repeat=True)
    return None


def _refuse_bullets(out: list[Ability], i: int, n: int, why: str) -> None:
    """Mark the ``n`` bullet lines after ``out[i]`` unsupported, ``why`` named."""
    for k in range(n):
        out[i + 1 + k] = replace(out[i + 1 + k], supported=False, problem=why)


def _mode(bullet: Ability, k: int, parse: Parse) -> Ability:
    """The ``bullet`` line, mode ``k`` of a modal spell: its text parsed as a spell
    ability (CR 700.2); a mode with its own cost (700.2h) is not modelled."""
    line = bullet.text
    body = _mode_body(line)
    if _MODE_COST.match(body):  # "• {1}{R} — ...", a tiered mode's cost (700.2h)
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
    a permanent's modal abilities are not read."""
    out = list(abilities)
    if not is_spell:
        return out
    escalate = any(a.text.lower().startswith("escalate") for a in out)
    i = 0
    while i < len(out):
        a = out[i]
        if a.text.startswith(_BULLET) or a.kind is not AbilityKind.SPELL:
            i += 1
            continue
        n = 0
        while i + 1 + n < len(out) and out[i + 1 + n].text.startswith(_BULLET):
            n += 1
        spec = _header(a.text, n) if n else None
        if spec is None or (spec.minimum > n and not spec.repeat):
            # the bullets of a header mtglab doesn't read
            _refuse_bullets(out, i, n, f"a mode of a modal spell whose header mtglab "
                                       f"doesn't read: {a.text!r} (CR 700.2)")
        elif escalate:  # each mode beyond the first costs more (702.120a): not modelled
            out[i] = replace(a, supported=False, problem=(
                "a modal spell with escalate: its cost for each mode beyond the first "
                "(CR 702.120a) is not modelled"))
            _refuse_bullets(out, i, n, "a mode of a modal spell with escalate (CR 700.2, "
                                       "702.120a): not modelled")
        else:
            out[i] = Ability(a.text, AbilityKind.SPELL, True, effects=(spec,))
            for k in range(n):
                out[i + 1 + k] = _mode(out[i + 1 + k], k, parse)
        i += 1 + n
    return out


#: The heads of modal triggered abilities mtglab reads: "<trigger condition>, choose one
#: —" and "..., choose one that hasn't been chosen —" (one mode each time, 700.2b)
_TRIGGER_HEADER: Final = re.compile(
    r"^(?P<head>(?:[^—]{1,40} — )?(?:When|Whenever|At)\b[^—]*?), choose "
    r"(?P<how>one or more|one or both|one|two|three|up to one|any number)"
    r"(?P<once> that hasn't been chosen)? ?—$")
#: how many modes a modal triggered ability's header chooses, least and most (700.2d;
#: most 0: any number)
_TRIGGER_COUNTS: Final[dict[str, tuple[int, int]]] = {
    "one": (1, 1), "one or more": (1, 0), "one or both": (1, 2), "two": (2, 2),
    "three": (3, 3), "up to one": (0, 1), "any number": (0, 0)}


def _mode_line(head: str, bullet: str, name: str) -> str:
    """The triggered ability a mode makes with its trigger condition: "Whenever ~ ...,
    draw a card." (a mode naming the card keeps its capital letter)."""
    body = _mode_body(bullet)
    names = [n for n in (name, name.split(",")[0]) if n]
    if not any(body.startswith(n) for n in names):
        body = body[:1].lower() + body[1:]
    return f"{head}, {body}"


def read_trigger_modes(abilities: Sequence[Ability], parse: Parse, *, name: str = ""
                       ) -> list[Ability]:
    """``abilities`` (one per line of a permanent card) with each modal triggered ability
    this module reads turned into its :class:`TriggerModes` header and its modes (see the
    module docstring); ``parse`` parses one line of the card's text. A header whose
    trigger or one of whose modes isn't understood leaves them all unsupported, the
    part named."""
    out = list(abilities)
    for i, a in enumerate(out):
        m = _TRIGGER_HEADER.match(a.text.strip())
        if m is None or a.kind is not AbilityKind.TRIGGERED:
            continue
        n = 0
        while i + 1 + n < len(out) and out[i + 1 + n].text.startswith(_BULLET):
            n += 1
        if n < 2:
            continue
        head = m.group("head")
        low, high = _TRIGGER_COUNTS[m.group("how")]
        read = [parse(_mode_line(head, out[i + 1 + k].text, name)) for k in range(n)]
        trigger = parse(f"{head}, draw a card.").trigger
        why = ""
        for k, r in enumerate(read):
            if not r.supported or r.kind is not AbilityKind.TRIGGERED or \
                    r.is_mana_ability or r.trigger != trigger:
                why = (f"mode {k} of a modal triggered ability isn't understood with its "
                       f"trigger: {r.problem or r.text!r} (CR 700.2, 603.3c)")
                break
        if why:
            out[i] = replace(a, supported=False, problem=why)
            for k in range(n):
                out[i + 1 + k] = replace(out[i + 1 + k], supported=False, mode=k,
                                         problem=why)
            continue
        out[i] = Ability(a.text, AbilityKind.TRIGGERED, True, trigger=trigger,
                         effects=(TriggerModes(tuple(r.text for r in read),
                                               tuple(r.effects for r in read),
                                               once_each=m.group("once") is not None,
                                               minimum=low, maximum=high),),
                         ability_word=a.ability_word)
        for k, r in enumerate(read):
            out[i + 1 + k] = Ability(out[i + 1 + k].text, AbilityKind.TRIGGERED, True,
                                     effects=r.effects, mode=k)
    return out


#: The head of a modal activated ability: "<cost>: Choose one —", "...: Choose one that
#: hasn't been chosen [this turn] —" (CR 602.2b, 700.2)
_ACTIVATED_HEADER: Final = re.compile(
    r"^(?:[^—:]{1,40} — )?(?P<cost>(?!When\b|Whenever\b|At\b)[^—:\"]+): Choose "
    r"(?P<how>one or more|one or both|one|two|three|up to one|any number)"
    r"(?P<once> that hasn't been chosen)?(?P<turn> this turn)? ?—$")


def _activated_modes_read(head: Ability, read: Sequence[Ability]) -> str:
    """Why the modes ``read`` (each parsed with the cost of ``head``) can't make a modal
    activated ability, or ``""`` when they can (700.2, 602.2b)."""
    if not head.supported or head.kind is not AbilityKind.ACTIVATED or head.is_mana_ability:
        return f"the cost of a modal activated ability isn't understood: {head.problem!r}"
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
        m = _ACTIVATED_HEADER.match(a.text.strip())
        if m is None or a.kind is not AbilityKind.ACTIVATED:
            continue
        n = 0
        while i + 1 + n < len(out) and out[i + 1 + n].text.startswith(_BULLET):
            n += 1
        if n < 2:
            continue
        cost = m.group("cost")
        head = parse(f"{cost}: Draw a card.")
        read = [parse(f"{cost}: {_mode_body(out[i + 1 + k].text)}") for k in range(n)]
        why = _activated_modes_read(head, read)
        if why:
            out[i] = replace(a, supported=False, problem=why)
            for k in range(n):
                out[i + 1 + k] = replace(out[i + 1 + k], supported=False, mode=k,
                                         problem=why)
            continue
        low, high = _TRIGGER_COUNTS[m.group("how")]
        out[i] = replace(head, text=a.text, ability_word=a.ability_word, effects=(
            TriggerModes(tuple(_mode_body(out[i + 1 + k].text) for k in range(n)),
                         tuple(r.effects for r in read), once_each=m.group("once") is not None,
                         minimum=low, maximum=high, this_turn=m.group("turn") is not None),))
        for k, r in enumerate(read):
            out[i + 1 + k] = replace(r, text=out[i + 1 + k].text, mode=k)
    return out
