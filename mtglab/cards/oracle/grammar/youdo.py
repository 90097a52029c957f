"""Transformer rules for ``grammar/youdo.lark``: the optional actions "If you do, ..." and
"When you do, ..." follow as general instructions (CR 608.2d, 603.12). Records:
:class:`mtglab.cards.effects.RemoveCounters`."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    ChooseColor,
    ControllerSpec,
    IfHolds,
    MayDo,
    Relation,
    RemoveCounters,
    Sacrifice,
    SacrificeSelf,
    Selector,
)
from mtglab.cards.instructions import IfYouDo, Who, played_generally, target_parts
from mtglab.cards.optional import Attempt, PlayerMay, Unless
from mtglab.cards.oracle.grammar.copyentering import copy_when_you_do
from mtglab.cards.vocabulary import AmountKind

__all__ = ["YouDoRules", "reflexive_after"]


@v_args(inline=True)
class YouDoRules(Transformer[Token, Any]):
    """The transformer rules of ``youdo.lark`` (mixed into the parser's)."""

    def i_remove_counters(self, spec: tuple[str, Amount, bool], sel: Selector
                          ) -> RemoveCounters:
        """ "Remove a charge counter from ~" (122.1): one counter, so that removing it
        can't be partly done (609.3: with none there, nothing is removed); "two counters"
        and "any number of" counters aren't read here."""
        if spec[2] or spec[1] != Amount.fixed(1):
            raise ValueError("removing other than one counter as an instruction")
        return RemoveCounters(spec[0], spec[1], sel)

    def i_choose_color(self) -> ChooseColor:
        """ "Choose a color" as an instruction resolves (608.2d): "of that color" after it
        is the color chosen (608.2c)."""
        return ChooseColor()


#: what can't stand before a reflexive "When you do" read here: the optional records,
#: which carry their own (603.12: "you may ... When you do" is grammar/optional's)
_ALREADY_SEQUENCED: tuple[type, ...] = (MayDo, IfYouDo, Attempt, PlayerMay, Unless)
#: the amounts that count what the instruction before did or named ("the sacrificed
#: creature's power", "the result", "that card's mana value", 608.2c, 608.2h)
_NAMED_AMOUNTS: frozenset[AmountKind] = frozenset({
    AmountKind.THAT_MUCH, AmountKind.REMOVED, AmountKind.REVEALED,
    AmountKind.SACRIFICED_THIS_WAY, AmountKind.SACRIFICED_POWER,
    AmountKind.SACRIFICED_MANA_VALUE, AmountKind.SACRIFICED_TOUGHNESS,
    AmountKind.EXILED_MANA_VALUE, AmountKind.DISCARDED_MANA_VALUE,
    AmountKind.NAMED_POWER, AmountKind.NAMED_TOUGHNESS, AmountKind.NAMED_MANA_VALUE,
    AmountKind.TOP_CARDS_REVEALED, AmountKind.REVEALED_TOP_MANA_VALUE})


def _names_before(obj: Any) -> bool:
    """Whether ``obj`` says "it", "that creature", "that player" or counts what the
    instruction before named (608.2c): a reflexive triggered ability isn't given those."""
    if obj is Relation.THAT or obj is Who.THAT_PLAYER or obj is ControllerSpec.THAT_PLAYER:
        return True
    if isinstance(obj, Amount) and obj.kind in _NAMED_AMOUNTS:
        return True
    if isinstance(obj, tuple):
        return any(_names_before(o) for o in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return any(_names_before(getattr(obj, f.name)) for f in dataclasses.fields(obj))
    return False


def _in_order(effects: tuple[Any, ...]) -> Iterator[Any]:
    """The instructions in the order of the text, those of "if <condition>, ..." (608.2c)
    among them."""
    for e in effects:
        if isinstance(e, IfHolds):
            yield from _in_order(e.effects)
        else:
            yield e


def _names_earlier_object(inner: tuple[Any, ...]) -> bool:
    """Whether an instruction of ``inner`` names an object before any instruction of it
    targeted one: "it fights ...", "that creature ..." then mean what the instruction
    before "When you do" acted on; after "put a +1/+1 counter on target creature", "it"
    is that target (608.2c)."""
    targeted = False
    for e in _in_order(inner):
        if _names_before(e) and not targeted:
            return True
        targeted = targeted or any(True for _p in target_parts(e))
    return False


def reflexive_after(effects: list[Any], previous: int, inner: tuple[Any, ...],
                    text: str) -> str | None:
    """"Sacrifice it. When you do, ...", "Mill three cards. When you do, ...": the
    instructions of the sentence before (``effects`` from ``previous``) aren't optional;
    when they were done, a reflexive triggered ability with ``inner`` triggers (603.12;
    609.3: an impossible instruction does nothing, and then it doesn't). They become one
    :class:`~mtglab.cards.optional.Attempt` carrying it; or why they can't: the general
    way (engine.perform) doesn't play them, or ``inner`` names what they acted on ("it",
    "that creature", "the sacrificed creature's power"), which the reflexive triggered
    ability isn't given."""
    if (copy := copy_when_you_do(effects[previous:], inner)) is not None:
        effects[previous:] = [copy]  # entering as a copy (707.5; grammar/copyentering.py)
        return None
    before = [Sacrifice(Selector(relation=Relation.SELF))  # "sacrifice ~" (701.21a)
              if isinstance(e, SacrificeSelf) and e.condition is None and not e.unless
              else e for e in effects[previous:]]
    if not before or not inner or any(isinstance(e, _ALREADY_SEQUENCED) for e in before) \
            or not played_generally(tuple(before)):
        return "'When you do' after an instruction the general way doesn't play (CR 603.12)"
    if _names_earlier_object(inner):
        return ("'When you do, ...' names what the instruction before it acted on, which "
                "the reflexive triggered ability isn't given (CR 603.12, 608.2c)")
    effects[previous:] = [Attempt(tuple(before), when_done=inner, when_text=text)]
    return None
