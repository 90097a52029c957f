"""Transformer rules for ``grammar/soulbond.lark``: soulbond (CR 702.95).

The keyword stands for two triggered abilities (702.95a), read as one triggered ability
of the keyword (its defining text in :mod:`mtglab.cards.keywords`): "Whenever ~ or
another creature you control enters", its intervening "if" (603.4) a
:data:`~mtglab.cards.pairing.SOULBOND_UNPAIRED` condition, its instruction a
:class:`~mtglab.cards.pairing.Pair`.

"As long as ~ is paired with another creature, both creatures have <abilities>" (and
"each of those creatures has / gets") affects the source and the creature it is paired
with (``Relation.PAIRED``, 702.95b): nobody while it is unpaired.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Soulbond (You may pair this creature with another unpaired creature "
...                   "when either enters.)", name="Pal")
>>> a.supported, a.kind.value, a.keywords
(True, 'triggered', ('Soulbond',))
>>> a = parse_ability("As long as Pal is paired with another creature, both creatures have "
...                   "flying.", name="Pal")
>>> a.supported, a.effects[0].selector.relation.value
(True, 'paired')
"""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.effectparts import Condition, Relation, Selector
from mtglab.cards.effects import GrantAbilities, ModifyPT
from mtglab.cards.oracle.grammar.grants import GrantRules
from mtglab.cards.pairing import SOULBOND_UNPAIRED, Pair

__all__ = ["SoulbondRules"]

#: "both creatures", "each of those creatures" (702.95b)
_PAIRED: Final = Selector(types=("Creature",), relation=Relation.PAIRED)
#: what a granted ability is checked as being granted to: creatures its controller has
_CREATURES: Final = Selector(types=("Creature",))


@v_args(inline=True)
class SoulbondRules(GrantRules, Transformer[Token, Any]):
    """The transformer rules of ``soulbond.lark`` (mixed into the parser's)."""

    def soulbond_unpaired(self, *_: Any) -> Condition:
        """Soulbond's intervening "if" (702.95a, 603.4)."""
        return Condition(kind=SOULBOND_UNPAIRED)

    def i_pair(self, *_: Any) -> Pair:
        """Soulbond's instruction (702.95a): carried out by engine.effects.soulbond."""
        return Pair()

    def grant_paired(self, *items: Any) -> GrantAbilities:
        """ "... both creatures have flying" (702.95b): each quoted ability checked as
        any granted one is (613.1f)."""
        abilities = next(i for i in items if isinstance(i, tuple))
        return GrantAbilities(_PAIRED, self._granted(_CREATURES, abilities))

    def pump_paired(self, *items: Any) -> ModifyPT:
        """ "... each of those creatures gets +2/+2" (702.95b, layer 7c)."""
        pt = next(i for i in items if isinstance(i, Token) and i.type == "PT")
        p, t = (int(x) for x in str(pt).split("/"))
        return ModifyPT(_PAIRED, p, t)
