""""When you cast your next creature spell [this turn], that creature enters with an
additional +1/+1 counter [, trample counter, and vigilance counter] on it": a delayed
triggered ability (CR 603.7) the resolving ability creates. It triggers once, on its
controller's next creature spell (603.7c) — only that turn when it says "this turn"
(Kumano Faces Kakkazan, ``"next_creature_spell"``), else whenever that is (Tenacious
Pup, ``"your_next_creature_spell"``) — and the spell's permanent enters with the
counters (614.1c); a keyword counter gives its keyword (122.1b).

>>> d = next_spell_delayed("When you cast your next creature spell, that creature "
...                        "enters with an additional +1/+1 counter, trample counter, "
...                        "and vigilance counter on it.")
>>> d.when, [e.counter for e in d.effects]
('your_next_creature_spell', ['+1/+1', 'trample', 'vigilance'])
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.effects import Amount, Delayed, EntersWithCounters
from mtglab.cards.keywordcounters import KEYWORD_COUNTERS
from mtglab.cards.oracle.triggerlimits import trigger_limit

__all__ = ["NEXT_SPELL_SENTENCE", "next_spell_delayed", "reread_next_spell"]

Parse = Callable[[str], Ability]
_SPLIT: Final = re.compile(r"\. (?=When you (?:cast your next|next cast a) creature spell)")

#: the sentence, anywhere in a line
NEXT_SPELL_SENTENCE: Final = re.compile(
    r"when you (?:cast your next|next cast a) creature spell(?P<turn> this turn)?, that "
    r"creature enters(?: the battlefield)? with an additional (?P<list>[^.]+?) on it\.?$",
    re.I)
_ITEM: Final = re.compile(r"^(?P<kind>\+1/\+1|[a-z ]+) counter$")


def next_spell_delayed(sentence: str) -> Delayed | None:
    """The delayed trigger ``sentence`` creates, or None when it isn't that wording or
    names a counter other than +1/+1 and keyword counters."""
    m = NEXT_SPELL_SENTENCE.fullmatch(sentence.strip())
    if m is None:
        return None
    effects = []
    for item in re.split(r",? and |, ", m.group("list")):
        i = _ITEM.match(item.strip().lower())
        if i is None or (i.group("kind") != "+1/+1" and i.group("kind") not in KEYWORD_COUNTERS):
            return None
        effects.append(EntersWithCounters(i.group("kind"), Amount.fixed(1)))
    when = "next_creature_spell" if m.group("turn") else "your_next_creature_spell"
    return Delayed(when, tuple(effects))


def reread_next_spell(ability: Ability, text: str, parse: Parse) -> Ability | None:
    """A triggered line whose last sentence is this delayed trigger ("When ~ enters, you
    gain 1 life. When you cast your next creature spell, that creature enters with an
    additional +1/+1 counter, trample counter, and vigilance counter on it.", Tenacious
    Pup): the first part as ``parse`` reads it, the delayed trigger created as it
    resolves (603.7a); None when ``text`` (normalized) isn't such a line. Supported only
    if the engine plays the rest (:func:`~mtglab.cards.oracle.triggertext.trigger_limit`)."""
    m = _SPLIT.search(text)
    if m is None:
        return None
    delayed = next_spell_delayed(text[m.end():])
    if delayed is None:
        return None
    head = parse(text[:m.start() + 1])
    if not head.supported or head.kind is not AbilityKind.TRIGGERED or \
            not isinstance(head.trigger, Trigger):
        return None
    found = replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                    trigger=head.trigger, effects=(*head.effects, delayed))
    why = trigger_limit(found)
    return found if why is None else replace(ability, supported=False, problem=why)
