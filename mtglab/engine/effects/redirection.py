"""Redirection effects of static abilities (CR 614.9, 614.1a): "All damage that would be
dealt to you is dealt to ~ instead" (Empyrial Archangel), "... to you and other
permanents you control is dealt to ~ instead" (Palisade Giant), "... to you is dealt to
enchanted creature instead" (Pariah), "All damage that would be dealt to enchanted
creature is dealt to its controller instead" (Treacherous Link).

:func:`redirected` is asked by :func:`mtglab.engine.effects.damage.deal_damage` (the one
place damage is dealt) before the other replacement and prevention effects, which then
apply to the new recipient. Each effect applies once to an event (614.5); one whose new
recipient is gone, or is no longer a creature, planeswalker or battle, does nothing
(614.9). When two effects would redirect the same damage to different recipients, which
applies is the affected player's or controller's choice (616.1), not modelled: the
engine says so rather than choosing.
"""

from __future__ import annotations

from mtglab.cards.damagereplacement import RedirectDamage, RedirectFrom, RedirectOnto
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.state import GameState
from mtglab.errors import UnsupportedError

__all__ = ["redirected"]

#: what damage can be dealt to besides players (614.9)
_DAMAGEABLE = frozenset({"Creature", "Planeswalker", "Battle"})


def redirected(state: GameState, source_name: str, amount: int, recipient: int | str
               ) -> tuple[GameState, int | str]:
    """Who or what is dealt the damage ``recipient`` would be dealt, after the redirection
    effects that apply (614.9), each logged."""
    used: set[tuple[int, int]] = set()
    while True:
        chars = characteristics_of(state)
        found: dict[int | str, tuple[tuple[int, int], str]] = {}
        for qid, q in chars.items():
            if not q.has_statics:
                continue
            for i, ref in enumerate(q.abilities):
                if not ref.ability.supported:
                    continue
                for e in ref.ability.effects:
                    if not isinstance(e, RedirectDamage) or (qid, i) in used:
                        continue
                    onto = _onto(state, chars, qid, q, e, recipient)
                    if onto is not None and onto != recipient:
                        found.setdefault(onto, ((qid, i), q.name))
        if not found:
            return state, recipient
        if len(found) > 1:
            raise UnsupportedError(
                f"damage to {_name(chars, recipient)} would be redirected by "
                f"{', '.join(n for _k, n in found.values())}: which applies is the affected "
                "player's choice, not modelled (CR 616.1, 614.9)")
        onto, (key, name) = next(iter(found.items()))
        used.add(key)
        state = state.logged("redirect", name, f"{amount} damage from {source_name} that "
                             f"would be dealt to {_name(chars, recipient)} is dealt to "
                             f"{_name(chars, onto)} instead", "614.9, 614.1a")
        recipient = onto


def _name(chars: dict[int, Characteristics], who: int | str) -> str:
    return who if isinstance(who, str) else chars[who].name if who in chars else "it"


def _onto(state: GameState, chars: dict[int, Characteristics], qid: int, q: Characteristics,
          e: RedirectDamage, recipient: int | str) -> int | str | None:
    """Where ``e`` (of the permanent ``qid``) deals the damage instead, or None if it
    doesn't apply to damage to ``recipient`` or does nothing (614.9)."""
    attached = state.permanents[qid].attached_to
    if e.taken_from is RedirectFrom.ATTACHED:
        if attached is None or recipient != attached:
            return None
    elif recipient != q.controller and not (
            e.taken_from is RedirectFrom.YOU_AND_YOURS and isinstance(recipient, int) and
            recipient != qid and recipient in chars and
            chars[recipient].controller == q.controller):
        return None
    if e.onto is RedirectOnto.ATTACHED_CONTROLLER:
        return chars[attached].controller if attached in chars else None
    onto = qid if e.onto is RedirectOnto.SELF else attached
    if onto is None or onto not in chars or not _DAMAGEABLE & set(chars[onto].types):
        return None  # gone, or no longer something damage can be dealt to (614.9)
    return onto
