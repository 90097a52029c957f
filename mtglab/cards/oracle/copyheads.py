"""Copy effects' heads that say *when* and *for how long* a copy begins, in wordings the
grammar does not read (CR 707.5, 611.2a).

:func:`reread_copy_head` takes an unsupported line (normalized, ``~`` for the card) and
rewrites its head into the "enter as a copy" wording, keeping what the head adds:

* "As ~ enters, you may have it become a copy of any creature on the battlefield until
  end of turn, except it has haste." (Cursed Mirror) is a copy effect that applies as
  it enters (a replacement effect, 614.1c, 707.5) and lasts until end of turn (611.2a,
  514.2): an :class:`~mtglab.cards.effects.EntersAsCopy` with ``duration="end of
  turn"``. Becoming a copy "as it enters" is entering as a copy: the permanent is never
  on the battlefield as itself first, so the copied "enters" abilities trigger (707.5).

Some heads stay unsupported, with the part the engine can't do named (:data:`REFUSALS`):
"enter as a copy of X different creatures" (It Came from Planet Glurg; CR 707 has no
rule for one object copying several) and "except it has vanishing 3 if that creature
doesn't have vanishing" (Flesh Duplicate; vanishing, 702.63, is not played).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("As Cursed Mirror enters the battlefield, you may have it become a "
...                   "copy of any creature on the battlefield until end of turn, except "
...                   "it has haste.", name="Cursed Mirror")
>>> a.supported, a.effects[0].duration, a.effects[0].exceptions[0].values
(True, 'end of turn', ('Haste',))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.effects import EntersAsCopy, Selector
from mtglab.cards.vocabulary import Zone

__all__ = ["REFUSALS", "reread_copy_head"]

Parse = Callable[[str], Ability]
#: the copy-effect rereading (:func:`mtglab.cards.oracle.copytext.reread_copy`) to try on the
#: rewritten line when the grammar alone doesn't read it (its exceptions, 707.9)
Reread = Callable[[Ability, str, Parse], "Ability | None"]

#: The Mimeoplasm: two cards exiled as it enters, one copied, the other's power in
#: +1/+1 counters (614.12a, 707.5, 707.9b)
_EXILE_TWO_COPY_ONE: Final = re.compile(
    r"^As ~ enters(?: the battlefield)?, you may exile two creature cards from graveyards\. "
    r"If you do, it enters(?: the battlefield)? as a copy of one of those cards with a "
    r"number of additional \+1/\+1 counters on it equal to the power of the other card\.$")
_AS_ENTERS_UNTIL_EOT: Final = re.compile(
    r"^As ~ enters(?: the battlefield)?, you may have it become a copy of (.+?) until end "
    r"of turn((?:, except .+)?\.?)$")


#: Copy wordings the engine can't play, each with the part it can't do (DESIGN: a text
#: the engine can't fully explain is unsupported, with the part named).
REFUSALS: Final[tuple[tuple[re.Pattern[str], str], ...]] = (
    (re.compile(r"\benter(?: the battlefield)? as a copy of (?:X|two|three|\d+) different "
                r"creatures\b"),
     "a copy of several creatures at once: CR 707 has no rule for one object copying "
     "more than one (their total power and toughness, combined mana costs, all text "
     "boxes are the card's own reminder text, not the Comprehensive Rules)"),
    (re.compile(r"\bexcept it has vanishing \d+ if that creature doesn't have vanishing\b"),
     "vanishing (CR 702.63) is not played: its time counters as it enters, removing one "
     "each upkeep and the sacrifice when the last is removed"),
)


def reread_copy_head(ability: Ability, text: str, parse: Parse,
                     reread: Reread) -> Ability | None:
    """``ability`` (unsupported; ``text`` its normalized line) read with one of this
    module's heads, or still unsupported with a named reason (:data:`REFUSALS`), or
    ``None``."""
    for pattern, why in REFUSALS:
        if pattern.search(text):
            return replace(ability, problem=why)
    if _EXILE_TWO_COPY_ONE.match(text):  # The Mimeoplasm (mtglab.engine.events.entering)
        return replace(ability, supported=True, problem="", effects=(EntersAsCopy(
            Selector(types=("Creature",), zone=Zone.GRAVEYARD), exile_with_other=True),))
    m = _AS_ENTERS_UNTIL_EOT.match(text)
    if m is None:
        return None
    rest = m.group(2) if m.group(2).endswith(".") else m.group(2) + "."
    new = f"You may have ~ enter the battlefield as a copy of {m.group(1)}{rest}"
    got = parse(new)
    if not got.supported:
        got = reread(ability, new, parse) or got
    entering = [e for e in got.effects if isinstance(e, EntersAsCopy)]
    if not got.supported or len(entering) != 1 or len(got.effects) != 1 or \
            entering[0].when_you_do:
        return None
    # 611.2a: "until end of turn"; the copy ends in the cleanup step (514.2)
    return replace(got, effects=(replace(entering[0], duration="end of turn"),),
                   text=ability.text)
