"""Transformer rules of ``verb_copy.lark``: becoming a copy as a verb of the general
instructions (CR 707.4, 707.9, 611.2a), into :class:`~mtglab.cards.effects.BecomeCopy`
records, the same the copy sentences of ``oracle.lark`` build."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.compoundeffects import (
    ExileFromGraveyard,
    ExileMilled,
    IfThatCard,
    PutThatCard,
    RevealTop,
)
from mtglab.cards.effects import UNTIL_FACE_DOWN, BecomeCopy, ExceptClause, Relation, Selector
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.copyentering import UpToOne
from mtglab.cards.oracle.grammar.instructions import ANY_NUMBER_OF_TARGETS
from mtglab.cards.oracle.grammar.objects import Marker
from mtglab.cards.vocabulary import Zone

__all__ = ["OtherUpToOne", "VerbCopyRules"]


class OtherUpToOne(UpToOne):
    """"up to one other target creature": a target other than the object named before
    (608.2c) that may be left out (115.1, 601.2c)."""


def _subject(subject: Any) -> Selector:
    sel = getattr(subject, "objects", None)
    if not isinstance(sel, Selector) or sel.zone is not None:
        raise ValueError("a copy's subject that isn't a permanent")
    return sel


@v_args(inline=True)
class VerbCopyRules(Transformer[Any, Any]):
    """Builds :class:`BecomeCopy` from "<object> becomes a copy of ..." (707.4; mixed into
    the parser's transformer)."""

    def copy_excepting(self, exceptions: tuple[ExceptClause, ...]) -> tuple[ExceptClause, ...]:
        return exceptions

    def orig_up_to_one_other(self, body: Selector) -> OtherUpToOne:
        return OtherUpToOne(whole(self).sel_target(body))

    def v_become_copy(self, *items: Any) -> Any:
        """ "<object> becomes a copy of <original> [until ...][, except ...]" (707.4):
        the copy effect of the instruction's subject (611.2a, 707.9)."""
        original = next(i for i in items if isinstance(i, Selector | UpToOne))
        duration = next((i for i in items if isinstance(i, str)), None)
        exceptions = next((i for i in items if isinstance(i, tuple)), ())

        def verb(subject: Any) -> BecomeCopy:
            sel = _subject(subject)
            if isinstance(original, OtherUpToOne):  # "it ... up to one other target"
                if sel.relation is not Relation.THAT:
                    raise ValueError("'up to one other target' copied by another object")
                target = replace(original.target, excluded=Relation.THAT)
                return BecomeCopy(sel, target, duration, exceptions, up_to_one=True)
            many = sel.relation is Relation.TARGET and sel.target_min == 0 and \
                sel.target_max == ANY_NUMBER_OF_TARGETS
            if many:  # one target in the record; as many as announced (601.2c)
                sel = replace(sel, target_min=1, target_max=1)
            copy: BecomeCopy = whole(self).become_copy(sel, original, duration)
            return replace(copy, exceptions=exceptions, any_number=many)
        return verb

    def as_enters_or_face_up_choose(self, *items: Any) -> Marker:
        """ "As ~ enters or is turned face up, you may choose another creature": the
        object the copy of the next sentence copies (614.1c, 708.11)."""
        chosen = next(i for i in items if isinstance(i, Selector))
        return Marker("face_up_copy", chosen)

    def copy_until_face_down(self, *items: Any) -> BecomeCopy:
        """ "If you do, until ~ is turned face down, it becomes a copy of that creature,
        except ...": the copy of what the sentence before chose (611.2a, 707.9)."""
        exceptions = next((i for i in items if isinstance(i, tuple)), ())
        return BecomeCopy(Selector(relation=Relation.SELF), Selector(relation=Relation.THAT),
                          UNTIL_FACE_DOWN, exceptions)

    def as_enters_exile_two(self, *items: Any) -> Marker:
        """ "As ~ enters, you may exile two creature cards from graveyards" (614.12a): the
        cards the copy of the next sentence chooses among."""
        return Marker("exile_two", Selector(types=("Creature",), zone=Zone.GRAVEYARD))

    def copy_one_of_two(self, *items: Any) -> Marker:
        """ "If you do, it enters as a copy of one of those cards with ... +1/+1 counters
        ... equal to the power of the other card" (707.5, 122.6)."""
        if str(next(i for i in items if isinstance(i, Token) and i.type == "COUNTER_NAME")
               ) != "+1/+1":
            raise ValueError("counters other than +1/+1")
        return Marker("copy_one_of_two")

    def choose_land_type(self, tok: Token) -> Marker:
        """ "Choose a nonbasic land type" (608.2d): the subtype the next sentence's
        lands are "of that type"."""
        return Marker("choose_land_type", str(tok).lower().removeprefix("choose a "))

    def v_become_copy_gaining(self, original: Selector, duration: str, _and: Token,
                              keyword: Token, again: str) -> Any:
        """ "... of that type becomes a copy of ... until end of turn and gains haste
        until end of turn": the keyword each copy gains after becoming a copy (613.1f),
        only of objects of a subtype chosen as it resolves (608.2d)."""
        if duration != "end of turn" or again != duration:
            raise ValueError("a copy gaining a keyword for another duration")

        def verb(subject: Any) -> BecomeCopy:
            sel = _subject(subject)
            if not sel.chosen_subtype:
                raise ValueError("a copy gaining a keyword other than of a chosen type")
            copy: BecomeCopy = whole(self).become_copy(sel, original, duration)
            return replace(copy, gains=(str(keyword).capitalize(),))
        return verb

    def reveal_top_who(self, tok: Token, _card: Token) -> RevealTop:
        """ "You may reveal the top card of your library", "that player reveals the top
        card of their library" (701.20a): the card stays there and is "that card" next."""
        who = str(tok).lower()
        return RevealTop("that player" if who.startswith("that player") else "you",
                         optional=who.startswith("you may"))

    def if_revealed_this_way(self, tok: Token, *clauses: Any) -> IfThatCard:
        """ "If you reveal a creature card this way, <instructions>" (608.2c): done only if
        the card revealed before has the type; "that card" there is that card, wherever
        it is (a copy of it, 707.4)."""
        kind = str(tok).lower().split()[4].capitalize()
        inner = whole(self).effect(*clauses)
        effects = tuple(getattr(inner, "items", (inner,)))
        return IfThatCard((kind,), tuple(the_revealed(e) for e in effects))

    def put_the_revealed_card(self, _tok: Token) -> PutThatCard:
        """ "The player puts the card into their graveyard": the card revealed before
        (701.20a) moves there, a new object still named "that card" (400.7)."""
        return PutThatCard(Zone.GRAVEYARD)

    def exile_milled_card(self, tok: Token, _milled: Token) -> ExileMilled:
        """ "You may exile a creature card from among the cards milled this way"
        (701.17a): chosen as it resolves (not a target, 115.10), "that card" next."""
        return ExileMilled((str(tok).split()[4].capitalize(),))

    def exile_from_a_graveyard(self, tok: Token) -> ExileFromGraveyard:
        """ "You may exile a card from a graveyard" (406.3): chosen, not targeted
        (115.10)."""
        words = str(tok).lower().split()
        return ExileFromGraveyard((words[4].capitalize(),) if len(words) > 5 else (),
                                  optional=True)

    def if_exiled_this_way(self, tok: Token, *clauses: Any) -> IfThatCard:
        """ "If a creature card was exiled this way, <instructions>" (608.2c): only if the
        card exiled before has the type; "that card" there is that card (707.4)."""
        kind = str(tok).lower().split()[2].capitalize()
        inner = whole(self).effect(*clauses)
        effects = tuple(getattr(inner, "items", (inner,)))
        return IfThatCard((kind,), tuple(the_revealed(e) for e in effects))


def the_revealed(effect: Any) -> Any:
    """``effect`` with "that card" (read elsewhere as a card in exile) named as the card
    revealed before, in whichever zone it is (608.2c)."""
    if isinstance(effect, BecomeCopy) and effect.original.relation is Relation.THAT:
        return replace(effect, original=Selector(relation=Relation.THAT))
    return effect


def chosen_card_copies(effects: list[Any]) -> list[Any]:
    """"You may exile a creature card from among the cards milled this way. If you do,
    ~ becomes a copy of that card ...": "if you do" is whether a card was exiled, "that
    card" the card exiled (608.2c, 608.2d, 707.4) — an :class:`IfThatCard` of any type."""
    out = list(effects)
    for i in range(1, len(out)):
        e = out[i]
        if isinstance(out[i - 1], ExileMilled) and isinstance(e, IfYouDo) and e.done and \
                any(isinstance(x, BecomeCopy) for x in e.effects):
            out[i] = IfThatCard((), tuple(the_revealed(x) for x in e.effects))
    return out
