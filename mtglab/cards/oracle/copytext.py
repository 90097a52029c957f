"""Copy effects' wordings the grammar does not read alone: a few other ways of saying
"becomes a copy" / "enters as a copy" (707.4, 707.5).

:func:`reread_copy` takes a line the grammar did not understand (normalized, ``~`` for
the card). A copy effect with an exception list is cut at ", except": the copy itself is
parsed by the grammar (through the ``parse`` function it is given), and the exceptions
too, by the grammar's ``except_list`` (grammar/copyexcept.lark, CR 707.9), into
:class:`~mtglab.cards.effects.ExceptClause` records.

"..., except his name is ~ .... When you do, exile that card." (Superior Spider-Man) gives
the copy of a card in a graveyard a reflexive triggered ability (603.12) that exiles the
card copied; the engine puts it on the stack when it enters as a copy.

"... with mana value less than or equal to the amount of mana spent to cast ~" gives the
copy effect a most mana value (Mockingbird); the engine checks it as it enters.

Copy spells' wordings are rewritten into ones the grammar reads (:data:`_SPELL_REWRITES`).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("You may have Dack's Duplicate enter the battlefield as a copy of any "
...                   "creature on the battlefield, except it has haste and dethrone.",
...                   name="Dack's Duplicate")
>>> a.supported, a.effects[0].exceptions[0].values
(True, ('Haste', 'Dethrone'))
"""

from __future__ import annotations

import contextvars
import functools
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.effects import (
    UNTIL_FACE_DOWN,
    Amount,
    BecomeCopy,
    DoesntUntap,
    Effect,
    EntersAsCopy,
    ExceptClause,
    ExileCards,
    Relation,
    Selector,
    TapPermanents,
)
from mtglab.cards.entering import entering_limit
from mtglab.cards.oracle.copyheads import reread_copy_head
from mtglab.cards.oracle.grammar.copyexcept import copy_exception_problem
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["reread", "reread_copy"]

Parse = Callable[[str], Ability]


def _split_outside_quotes(text: str, pattern: re.Pattern[str]) -> list[str]:
    parts, start, quoted = [], 0, False
    i = 0
    while i < len(text):
        if text[i] == '"':
            quoted = not quoted
        elif not quoted:
            m = pattern.match(text, i)
            if m and m.end() > i:
                parts.append(text[start:i])
                start = i = m.end()
                continue
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


#: Reads the exception list of a copy effect (the text after "except", CR 707.9) with
#: the grammar: :func:`mtglab.cards.oracle.parser.copy_exceptions`, given by the parser
#: (which imports this module); ``None`` when a part of it is not understood.
ReadExceptions = Callable[[str], "tuple[ExceptClause, ...] | None"]


#: Line openings whose ability the engine can't play however its effect reads, and why.
_NOT_PLAYED_PREFIXES: Final = (
    ("• ", "not understood: a mode of a modal spell or ability (CR 700.2): mtglab chooses "
           "the modes of an instant or sorcery and of a triggered ability \"choose one —\" "
           "only, whose header it reads (mtglab.cards.oracle.modal)"),
    ("Visit — ", "not understood: a visit ability (CR 702.159a): mtglab doesn't roll to "
                 "visit Attractions (701.52), and an Attraction's lit-up numbers are not in "
                 "its Oracle text"),
)
_EXCEPT: Final = re.compile(r", except ")
#: "As ~ enters the battlefield or is turned face up, you may choose another creature on
#: the battlefield. If you do, until ~ is turned face down, it becomes a copy of that
#: creature, except ..." (Vesuvan Shapeshifter; 614.1c, 708.11, 611.2a)
_FACE_UP_COPY: Final = re.compile(
    r"^As ~ enters the battlefield or is turned face up, you may choose (another creature "
    r"on the battlefield)\. If you do, until ~ is turned face down, it becomes a copy of "
    r"that creature, except (.+)$")
_WHEN_YOU_DO_EXILE: Final = re.compile(r"When you do, exile that card\.?")
#: "When you do, tap the copied creature and it doesn't untap during its controller's
#: untap step for as long as you control ~." (Wall of Stolen Identity): a reflexive
#: trigger (603.12) that taps the creature copied, which then doesn't untap (502.3)
#: while the copy's controller controls the copy (611.2b).
_WHEN_YOU_DO_TAP: Final = re.compile(
    r"When you do, tap the copied creature and it doesn't untap during its controller's "
    r"untap step for as long as you control ~\.?")
_MOST_SPENT: Final = " with mana value less than or equal to the amount of mana spent to cast ~"
#: Copy spells read as a simpler sentence plus what the simpler one leaves out (the
#: engine's :mod:`mtglab.engine.spells.copyspells` carries them out):
#: "Until end of turn, it becomes a copy of up to one other target creature" after a
#: first target (Fleeting Reflection): "that creature" copies an optional second target,
#: another creature (115.1, 601.2c); "Choose a nonbasic land type. Each land you control
#: of that type becomes a copy of target creature you control until end of turn and gains
#: haste until end of turn" (March from Velis Vel): a subtype chosen as it resolves.
_SPELL_REWRITES: Final[tuple[tuple[re.Pattern[str], str, str], ...]] = (
    (re.compile(r"^(.*\b[Tt]arget [^.]+\..*?)Until end of turn, it becomes a copy of up to one "
                r"other target creature\.$"),
     r"\1That creature becomes a copy of target creature until end of turn.", "up to one other"),
    (re.compile(r"^Choose a (nonbasic land) type\. Each land you control of that type becomes "
                r"a copy of (target creature you control) until end of turn and gains "
                r"(haste) until end of turn\.$"),
     r"Each land you control becomes a copy of \2 until end of turn.", "chosen land type"),
    (re.compile(r"^(Choose a creature on the battlefield\.) Any number of target creatures "
                r"you control each become a copy of that creature until end of turn\.$"),
     r"\1 Target creature you control becomes a copy of that creature until end of turn.",
     "any number"),
)


def _spell_rewrite(text: str) -> tuple[str, str, re.Match[str]] | None:
    """The simpler sentence of a copy spell's wording, with what it leaves out."""
    for pattern, repl, kind in _SPELL_REWRITES:
        m = pattern.match(text)
        if m:
            return m.expand(repl), kind, m
    return None


def _spell_copy(ability: Ability, spell: tuple[str, str, re.Match[str]],
                parse: Parse) -> Ability | None:
    """``ability`` read through :func:`_spell_rewrite`'s sentence, its copy effect
    given back what the sentence left out; ``None`` if that reading fails."""
    new, kind, m = spell
    result = parse(new)
    copies = [(i, e) for i, e in enumerate(result.effects) if isinstance(e, BecomeCopy)]
    if not result.supported or len(copies) != 1:
        return None
    i, copy = copies[0]
    if kind == "up to one other":
        if copy.subject.relation is not Relation.THAT or \
                copy.original.relation is not Relation.TARGET:
            return None
        copy = replace(copy, up_to_one=True,
                       original=replace(copy.original, excluded=Relation.THAT))
    elif kind == "any number":
        if copy.subject.relation is not Relation.TARGET or \
                copy.original.relation is not Relation.CHOSEN:
            return None
        copy = replace(copy, any_number=True)
    else:
        if copy.subject.relation is not None or copy.subject.types != ("Land",):
            return None
        copy = replace(copy, choose_subtype=m.group(1) + " type",
                       gains=(m.group(3).capitalize(),))
    effects = list(result.effects)
    effects[i] = copy
    return replace(result, effects=tuple(effects), text=ability.text)


def _with_exceptions(ability: Ability, exceptions: tuple[ExceptClause, ...]) -> Ability | None:
    effects = list(ability.effects)
    for i in range(len(effects) - 1, -1, -1):
        e = effects[i]
        if isinstance(e, EntersAsCopy | BecomeCopy):
            effects[i] = replace(e, exceptions=(*e.exceptions, *exceptions))
            return replace(ability, effects=tuple(effects))
    return None


_TYPE_LIST: Final = re.compile(
    r"\btarget ((?:artifact|creature|enchantment|land|planeswalker)(?:, (?:artifact|creature|"
    r"enchantment|land|planeswalker))+,? or (?:artifact|creature|enchantment|land|"
    r"planeswalker))\b")


def _patched(result: Ability, text: str) -> Ability | None:
    """What a wording the grammar read in a simpler form says in full: "target artifact,
    creature, enchantment, or land" (Mirage Mirror: any of four types, read as two)."""
    effects = list(result.effects)
    m = _TYPE_LIST.search(text)
    if m:
        types = tuple(t.capitalize() for t in re.split(r",? or |, ", m.group(1)))
        for i, e in enumerate(effects):
            if isinstance(e, BecomeCopy) and e.original.relation is Relation.TARGET:
                effects[i] = replace(e, original=replace(e.original, types=types,
                                                         any_type=True))
                break
        else:
            return None
    return replace(result, effects=tuple(effects))


def _face_up_copy(ability: Ability, text: str, parse: Parse) -> Ability | None:
    """Vesuvan Shapeshifter's "As ~ enters the battlefield or is turned face up, you may
    choose another creature ... until ~ is turned face down, it becomes a copy of that
    creature, except ...": read as Cursed Mirror's wording ("As ~ enters the
    battlefield, you may have it become a copy of ... until end of turn, except ..."),
    its duration :data:`UNTIL_FACE_DOWN` (611.2a) and made as it is turned face up too
    (708.11); or ``None``."""
    m = _FACE_UP_COPY.match(text)
    if m is None:
        return None
    mirror = (f"As ~ enters the battlefield, you may have it become a copy of "
              f"{m.group(1)} until end of turn, except {m.group(2)}")
    token = _REREADING.set(False)  # the other wording is read as a line of its own
    try:
        read = parse(mirror)
    finally:
        _REREADING.reset(token)
    copies = [e for e in read.effects if isinstance(e, EntersAsCopy)]
    if not read.supported or len(copies) != 1:
        return None
    return replace(read, text=ability.text, effects=(replace(
        copies[0], duration=UNTIL_FACE_DOWN, as_turned_face_up=True),))


def _visit_problem(ability: Ability) -> str | None:
    """Why a copy effect the grammar read on a visit line isn't played (702.159a), or
    None."""
    for prefix, why in _NOT_PLAYED_PREFIXES:
        if prefix == "Visit — " and ability.text.startswith(prefix) and any(
                isinstance(e, BecomeCopy | EntersAsCopy) for e in ability.effects):
            return why + "; the effect alone is understood"
    return None


def _not_played_prefix(ability: Ability, text: str, parse: Parse,
                       exceptions: ReadExceptions) -> Ability | None:
    """``ability`` with why a copy effect hanging on a part mtglab doesn't play is not
    played (whether the effect alone is understood said too), or None."""
    for prefix, why in _NOT_PLAYED_PREFIXES:
        if text.startswith(prefix):  # the effect may read alone; what it hangs on doesn't
            alone = reread_copy(ability, text[len(prefix):], parse, exceptions)
            read = parse(text[len(prefix):]).supported or (alone is not None and
                                                           alone.supported)
            return replace(ability, problem=why + ("; the effect alone is understood"
                                                   if read else ""))
    return None


def _split_exceptions(new: str, exceptions: ReadExceptions
                      ) -> tuple[str, tuple[ExceptClause, ...], tuple[Effect, ...]] | None:
    """The text without its "except ..." list, the exceptions (CR 707.9) and the
    reflexive "When you do, ..." after them (603.12); None when one is not understood."""
    parts = _split_outside_quotes(new, _EXCEPT)
    if len(parts) > 2:
        return None
    if len(parts) != 2:
        return new, (), ()
    rest, _dot, after = parts[1].partition('." ') if '"' in parts[1] else \
        parts[1].partition(". ")
    if '"' in parts[1] and _dot:
        rest += '."'
    got = exceptions(rest)
    if got is None:
        return None
    reflexive: tuple[Effect, ...] = ()
    if _WHEN_YOU_DO_EXILE.fullmatch(after):  # a reflexive trigger (603.12)
        reflexive, after = (ExileCards(Selector(relation=Relation.THAT,
                                                zone=Zone.GRAVEYARD)),), ""
    elif _WHEN_YOU_DO_TAP.fullmatch(after):  # reflexive (603.12), 611.2b
        that = Selector(relation=Relation.THAT)
        reflexive, after = (TapPermanents(that), DoesntUntap(
            that, next_only=False, duration="while you control")), ""
    return parts[0] + "." + (" " + after if after else ""), got, reflexive


def _with_reflexive(result: Ability, reflexive: tuple[Effect, ...]) -> Ability | None:
    """The copy's "When you do, ..." (603.12) on its one EntersAsCopy, whose object
    copied "that card" / "the copied creature" names; or None."""
    if not reflexive:
        return result
    entering = [e for e in result.effects if isinstance(e, EntersAsCopy)]
    zone = "graveyard" if isinstance(reflexive[0], ExileCards) else None
    if len(entering) != 1 or entering[0].selector.zone != zone:
        return None  # "that card" / "the copied creature": the object copied
    return replace(result, effects=tuple(
        replace(e, when_you_do=reflexive) if isinstance(e, EntersAsCopy) else e
        for e in result.effects))


def _with_copy_fields(result: Ability, most: Amount | None) -> Ability | None:
    """The one EntersAsCopy of ``result`` with its greatest mana value (707.5); or
    None."""
    if most is None:
        return result
    copies = [(i, e) for i, e in enumerate(result.effects) if isinstance(e, EntersAsCopy)]
    if len(copies) != 1:
        return None
    effects = list(result.effects)
    i, e = copies[0]
    effects[i] = replace(e, max_mana_value=most)
    return replace(result, effects=tuple(effects))


def _finished_copy(ability: Ability, result: Ability,
                   exceptions: tuple[ExceptClause, ...]) -> Ability | None:
    """The copy read, with its exceptions (707.9) on it; the ability with a granted
    keyword the engine can't play named; or None."""
    if exceptions:
        with_ex = _with_exceptions(result, exceptions)
        if with_ex is None:
            return None
        result = with_ex
    granted_problem = copy_exception_problem(result.effects)  # an entering keyword (707.5)
    if granted_problem is not None:
        return replace(ability, problem=f"not carried out: {granted_problem}")
    return replace(result, text=ability.text)


def reread_copy(ability: Ability, text: str, parse: Parse,
                exceptions: ReadExceptions) -> Ability | None:
    """``ability`` (unsupported; ``text`` its normalized line) understood as a copy
    effect with exceptions (read by ``exceptions``) or in another wording, or ``None``."""
    if "copy" not in text:
        return None
    prefixed = _not_played_prefix(ability, text, parse, exceptions)
    if prefixed is not None:
        return prefixed
    patched = text
    text = _TYPE_LIST.sub("target artifact or creature", text)
    new = text
    spell = _spell_rewrite(new)
    if spell is not None:
        return _spell_copy(ability, spell, parse)
    most: Amount | None = None
    if _MOST_SPENT in new:  # "... with mana value <= the amount of mana spent to cast ~"
        most = Amount(AmountKind.MANA_SPENT, 0)
        new = new.replace(_MOST_SPENT, "")
    split = _split_exceptions(new, exceptions)
    if split is None:
        return None
    new, excepted, reflexive = split
    if new == patched:
        return None
    result = parse(new)
    found = _patched(result, patched) if result.supported else None
    found = None if found is None else _with_reflexive(found, reflexive)
    found = None if found is None else _with_copy_fields(found, most)
    return None if found is None else _finished_copy(ability, found, excepted)


def reread(ability: Ability, text: str, parse: Parse, exceptions: ReadExceptions) -> Ability:
    """The parser's hook for copy and "enters with" texts (CR 707, 614.1c): an
    unsupported line is tried in the wordings of this module; a supported "enters with"
    line whose amount or condition the entering event can't compute becomes unsupported,
    the part named.
    ``text`` is the normalized line, ``parse`` parses one (normalized) line, ``exceptions``
    reads a copy effect's exceptions."""
    if ability.supported:
        why = entering_limit(ability) or _visit_problem(ability)
        return ability if why is None else replace(ability, supported=False, problem=why)
    if _REREADING.get():  # a rewritten line is parsed once, not rewritten again
        return ability
    token = _REREADING.set(True)
    try:
        found = _face_up_copy(ability, text, parse) or \
            reread_copy(ability, text, parse, exceptions) or reread_copy_head(
                ability, text, parse, functools.partial(reread_copy, exceptions=exceptions))
    finally:
        _REREADING.reset(token)
    return ability if found is None else found


_REREADING: Final = contextvars.ContextVar("mtglab_copytext_rereading", default=False)
