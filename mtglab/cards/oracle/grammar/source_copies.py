"""Transformer rules of ``source_copies.lark``: becoming a copy, and another object
becoming a copy of the source, as a triggered ability of combat or of the beginning of
combat resolves (CR 707.4, 508.3a, 509.3a, 510.3a, 507.1, 702.122b).

The grammar reads each sentence into the general records (a copy effect, counters put,
a target tapped or exiled, "If you do", a delayed return, a search); :func:`combat_copies`
then folds the sentences of one effect that describe one happening into the record the
engine carries out (:mod:`mtglab.engine.effects.combateffects`):

* "exile another target nontoken creature. If you do, ~ becomes a copy of that creature
  until end of turn. Return the exiled card ... at the beginning of the next end step"
  is one :class:`~mtglab.cards.effects.ExileAndCopy` (the copy is of the creature as it
  last existed, 608.2h; the card comes back by a delayed trigger, 603.7);
* "put a flood counter on another target creature or land. If it's a creature, it
  becomes a copy of ~. If it's a land, it becomes an Island in addition to its other
  types": the counter, then one :class:`~mtglab.cards.effects.BecomeCopyOfSource` on that
  target, its type checked as it resolves (608.2c);
* "you may have ~ become a copy of ... If you do, ~ and that creature each get +2/+0 ...
  and attack this turn if able": one optional whole (608.2d) of the copy and a
  :class:`~mtglab.cards.effects.BoostAndAttack`;
* "tap target creature an opponent controls. Then you may have ~ become a copy of that
  creature": "that creature" is that target (115.1: one target, 608.2c);
* "Search your library for a Dragon permanent card and put it into your graveyard. If you
  do, ~ becomes a copy of that card until end of turn. Then shuffle.": the card found
  goes to the graveyard and, only if one was, the source becomes a copy of it (701.23a,
  707.2: a card's copiable values are its printed ones).

"Then that player puts all cards revealed this way on the bottom of their library in a
random order" ends "Target opponent reveals cards ... until they reveal a creature card.
~ becomes a copy of that card until end of turn." as one
:class:`~mtglab.cards.effects.RevealUntilCopy`: a sentence joined to those before it
(:func:`reveal_until_copy`), refused anywhere else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.durations import Becomes
from mtglab.cards.effects import (
    BecomeCopy,
    BecomeCopyOfSource,
    BoostAndAttack,
    ControllerSpec,
    Delayed,
    ExileAndCopy,
    ExileCards,
    IfHolds,
    IfThatCard,
    MayDo,
    PutCounters,
    Relation,
    ReturnExiled,
    RevealUntilCopy,
    SearchLibrary,
    Selector,
    TapPermanents,
)
from mtglab.cards.instructions import IfYouDo, Who
from mtglab.cards.library import Found, RevealUntil, Search, Shuffle
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.oracle.grammar.objects import Marker
from mtglab.cards.vocabulary import Zone

__all__ = ["SOURCE_IS_IT", "SourceCopyRules", "combat_copies", "reveal_until_copy"]

#: the marker kind of an effect whose bare "it" names the source: read only in a
#: trigger about the source itself (608.2c), like "it deals 1 damage to you"
SOURCE_IS_IT: Final = "it_damage"

_SELF: Final = Selector(relation=Relation.SELF)
_THAT: Final = Selector(relation=Relation.THAT)


def _copy_parts(rest: tuple[Any, ...]) -> tuple[str | None, tuple[Any, ...]]:
    """The duration and the exceptions (707.9) read after the object copied."""
    duration = next((r for r in rest if isinstance(r, str)), None)
    exceptions = next((r for r in rest if isinstance(r, tuple)), ())
    return duration, exceptions


def reveal_until_copy(effects: list[Any]) -> str | None:
    """Join "Then that player puts all cards revealed this way on the bottom of their
    library in a random order" to the reveal and the copy before it: one
    :class:`RevealUntilCopy` (701.20a, 707.4, 401.4); otherwise the part not explained."""
    if len(effects) >= 2 and isinstance(reveal := effects[-2], RevealUntil) and \
            reveal.player == Who.TARGET_OPPONENT and reveal.selector.types == ("Creature",) \
            and isinstance(copy := effects[-1], BecomeCopy) and copy.subject == _SELF and \
            copy.original.relation is Relation.THAT and not copy.exceptions:
        effects[-2:] = [RevealUntilCopy(copy.duration)]
        return None
    return "the cards revealed put on the bottom without a reveal and a copy before it"


@v_args(inline=True)
class SourceCopyRules(Transformer[Token, Any]):
    """The transformer rules of ``source_copies.lark`` (mixed into the parser's)."""

    def sc_it_becomes_copy(self, original: Selector, *rest: Any) -> Marker:
        """ "it becomes a copy of ...": the source, in a trigger about it (608.2c)."""
        duration, exceptions = _copy_parts(rest)
        copy: BecomeCopy = whole(self).become_copy(_SELF, original, duration)
        return Marker(SOURCE_IS_IT, replace(copy, exceptions=exceptions))

    def sc_may_have_it_become_copy(self, original: Selector, *rest: Any) -> Marker:
        """ "you may have it become a copy of ...": the source's controller chooses
        (608.2d)."""
        marker = self.sc_it_becomes_copy(original, *rest)
        return Marker(SOURCE_IS_IT, replace(marker.data, optional=True))

    def sc_orig_crewed(self, body: Selector, _crewed: Token) -> Selector:
        """ "target <creature> that crewed it this turn" (702.122b)."""
        target: Selector = whole(self).sel_target(body)
        return replace(target, crewed_source=True)

    def sc_if_you_do_copy(self, _tok: Token, copy: Any) -> IfYouDo:
        """ "If you do, ~ becomes a copy of ..." (608.2d)."""
        if not isinstance(copy, BecomeCopy):
            raise ValueError("'If you do' before something other than a copy")
        return IfYouDo((copy,))

    def sc_becomes_copy_of_source(self, *_: Any) -> Callable[[Subject], BecomeCopyOfSource]:
        """ "that creature becomes a copy of ~", "it becomes a copy of ~": the object
        named before (608.2c) takes the source's copiable values (707.4)."""

        def verb(subject: Subject) -> BecomeCopyOfSource:
            sel = subject.objects
            if sel is None or sel.relation is not Relation.THAT or sel.zone is not None:
                raise ValueError("only an object named before becomes a copy of ~")
            return BecomeCopyOfSource(_THAT)
        return verb

    def sc_boost_and_attack(self, _both: Token, _get: Any, pt: Token,
                            keywords: tuple[str, ...], *_: Any) -> BoostAndAttack:
        """ "~ and that creature each get +P/+T and gain <keywords> until end of turn and
        attack this turn if able" (611.2c, 613.4c, 508.1d)."""
        power, toughness = (int(x) for x in str(pt).split("/"))
        return BoostAndAttack(power, toughness, keywords, must_attack=True)

    def sc_reveals_until(self, _cards: Token, *items: Any) -> Callable[[Subject], RevealUntil]:
        """ "<player> reveals cards from the top of their library until they reveal a
        <kind> card" (701.20a)."""
        found = items[-1]

        def verb(subject: Subject) -> RevealUntil:
            if subject.objects is not None or subject.players is None:
                raise ValueError("only a player reveals")
            return RevealUntil(found.selector, subject.players)
        return verb

    def sc_puts_revealed_on_bottom(self, *_: Any) -> Callable[[Subject], Marker]:
        """ "that player puts all cards revealed this way on the bottom of their library
        in a random order": joined to the reveal before it (:func:`reveal_until_copy`)."""

        def verb(subject: Subject) -> Marker:
            if subject.players != Who.THAT_PLAYER:
                raise ValueError("another player puts the revealed cards on the bottom")
            return Marker("joins_before", reveal_until_copy)
        return verb


# ------------------------------------------------------------------ folding sentences


def _exile_and_copy(effects: list[Any], i: int) -> bool:
    """"you may exile another target <creature>. If you do, ~ becomes a copy of that
    creature until end of turn. Return the exiled card to the battlefield under its
    owner's control at the beginning of the next end step" (608.2h, 603.7)."""
    may, done, later = effects[i:i + 3]
    if not (isinstance(may, MayDo) and len(may.effects) == 1 and not may.when_done and
            isinstance(exile := may.effects[0], ExileCards) and not exile.counters and
            exile.selector.relation is Relation.TARGET and exile.selector.zone is None):
        return False
    if not (isinstance(done, IfYouDo) and done.done and len(done.effects) == 1 and
            isinstance(copy := done.effects[0], BecomeCopy) and copy.subject == _SELF and
            copy.original.relation is Relation.THAT and copy.original.zone is None and
            not copy.exceptions and copy.duration == "end of turn"):
        return False
    if not (isinstance(later, Delayed) and later.when == "next_end_step" and
            later.effects == (ReturnExiled(),) and later.condition is None):
        return False
    effects[i:i + 3] = [ExileAndCopy(replace(exile.selector, excluded=Relation.SELF))]
    return True


def _counter_and_copy(effects: list[Any], i: int) -> bool:
    """"put a <kind> counter on another target creature or land. If it's a creature, it
    becomes a copy of ~. If it's a land, it becomes an Island in addition to its other
    types" (122.1, 707.4, 305.7): the type checked as it resolves (608.2c)."""
    put, creature = effects[i:i + 2]
    land = effects[i + 2] if len(effects) > i + 2 else None
    if not (isinstance(put, PutCounters) and put.selector.relation is Relation.TARGET and
            put.condition is None and _if_type(creature) == "Creature" and
            isinstance(creature, IfHolds) and creature.effects == (BecomeCopyOfSource(_THAT),)):
        return False
    land_type = None
    count = 2
    if isinstance(land, IfHolds) and _if_type(land) == "Land" and len(land.effects) == 1:
        becomes = land.effects[0]
        if isinstance(becomes, Becomes) and becomes.selector == _THAT and \
                len(becomes.subtypes) == 1 and \
                not becomes.types and becomes.power is None and becomes.toughness is None:
            land_type, count = becomes.subtypes[0], 3
    sel = replace(put.selector, excluded=Relation.SELF)
    effects[i:i + count] = [replace(put, selector=sel),
                            BecomeCopyOfSource(sel, if_type="Creature", or_land_type=land_type)]
    return True


def _if_type(effect: Any) -> str | None:
    """The card type of "If it's a <type>, ..." about the object named before."""
    if not isinstance(effect, IfHolds) or effect.condition.kind != "that_is" or \
            effect.condition.negate:
        return None
    sel = effect.condition.selector
    return sel.types[0] if sel is not None and len(sel.types) == 1 and \
        sel == Selector(types=sel.types) else None


def _copy_then_boost(effects: list[Any], i: int) -> bool:
    """"you may have ~ become a copy of ... If you do, ~ and that creature each get ..."
    (608.2d): both parts, or neither."""
    copy, done = effects[i:i + 2]
    if not (isinstance(copy, BecomeCopy) and copy.optional and copy.subject == _SELF and
            copy.original.relation is Relation.TARGET and isinstance(done, IfYouDo) and
            done.done and len(done.effects) == 1 and
            isinstance(done.effects[0], BoostAndAttack)):
        return False
    effects[i:i + 2] = [MayDo((replace(copy, optional=False), done.effects[0]))]
    return True


def _copy_of_tapped_target(effects: list[Any], i: int) -> bool:
    """"tap target creature an opponent controls. Then you may have ~ become a copy of
    that creature": the same target (115.1, 608.2c)."""
    tap, copy = effects[i:i + 2]
    if not (isinstance(tap, TapPermanents) and tap.selector.relation is Relation.TARGET and
            tap.selector.types == ("Creature",) and isinstance(copy, BecomeCopy) and
            copy.subject == _SELF and copy.original == _THAT):
        return False
    effects[i + 1] = replace(copy, original=tap.selector)
    return True


def _search_and_copy(effects: list[Any], i: int) -> bool:
    """"Search your library for a <kind> card and put it into your graveyard. If you do,
    ~ becomes a copy of that card until end of turn. Then shuffle." (701.23a, 707.2):
    the copy only if a card was found (608.2c)."""
    search, done = effects[i:i + 2]
    shuffle = effects[i + 2] if len(effects) > i + 2 else None
    if not (isinstance(search, Search) and search.player == Who.YOU and
            search.zones == (Zone.LIBRARY,) and search.to is Found.GRAVEYARD and
            search.count.is_fixed and search.count.value == 1 and not search.up_to and
            search.others is None and not search.different_names and
            shuffle == Shuffle(Who.YOU)):
        return False
    if not (isinstance(done, IfYouDo) and done.done and len(done.effects) == 1 and
            isinstance(copy := done.effects[0], BecomeCopy) and copy.subject == _SELF and
            copy.original.relation is Relation.THAT and not copy.exceptions):
        return False
    # a card of your library (701.23a)
    sel = replace(search.selector, controller=ControllerSpec.YOU, zone=Zone.LIBRARY)
    found = SearchLibrary(sel, destination=Zone.GRAVEYARD, reveal=search.reveal)
    effects[i:i + 3] = [found, IfThatCard((), (replace(copy, original=_THAT),))]
    return True


_FOLDS: Final = ((3, _exile_and_copy), (2, _counter_and_copy), (2, _copy_then_boost),
                 (2, _copy_of_tapped_target), (3, _search_and_copy))


def combat_copies(effects: list[Any]) -> list[Any]:
    """The effects of one ability with the sentences this module's records describe
    folded into them (see the module docstring); the others as they are."""
    out = list(effects)
    i = 0
    while i < len(out):
        if not any(len(out) >= i + n and fold(out, i) for n, fold in _FOLDS):
            i += 1
    return out
