"""Transformer rules for ``grammar/exerting.lark``: exert as it attacks (CR 701.43d).

"You may exert ~ as it attacks." is a static ability: an optional cost to attack its
controller may pay as they declare it as an attacker (508.1g), an
:class:`~mtglab.cards.exerting.ExertAsItAttacks`. "When you do, <effects>", printed after
it in the same paragraph, is its linked reflexive triggered ability (607.2h, 603.12):
parser.py reads its effects as those of a triggered ability of the exerted creature as it
attacks ("it" is that creature) and keeps them on the record.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("You may exert Brawler as it attacks. When you do, it gets +2/+2 until "
...                   "end of turn.", name="Brawler")
>>> a.supported, a.kind.value, type(a.effects[0]).__name__
(True, 'static', 'ExertAsItAttacks')
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.exerting import ExertAsItAttacks

__all__ = ["ExertRules"]


@v_args(inline=True)
class ExertRules(Transformer[Token, Any]):
    """The transformer rules of ``exerting.lark`` (mixed into the parser's)."""

    def exert_as_it_attacks(self, *_: Any) -> ExertAsItAttacks:
        """ "You may exert ~ as it attacks." (701.43d, 508.1g)."""
        return ExertAsItAttacks()
