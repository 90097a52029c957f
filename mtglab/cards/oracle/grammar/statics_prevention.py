"""Transformer rules for the static prevention of damage from sources of a kind
(``statics_prevention.lark``, CR 615.1, 609.7c): "Prevent all damage that would be dealt
to ~ by artifact sources" into a :class:`~mtglab.cards.statics.StaticPrevention` whose
``by`` selector any source — permanent or spell — is read on. A method that raises
``ValueError`` rejects the reading."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.instructions import DamageKind, Recipient
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS
from mtglab.cards.oracle.grammar.would_deal import static_prevention
from mtglab.cards.statics import StaticPrevention

__all__ = ["PreventionBySourcesRules"]


def sources_selector(text: str) -> Selector:
    """The sources "artifact sources", "black sources", "colorless sources", "sources you
    control", "sources you don't control" name (609.7c: any object that deals damage)."""
    # the words of the SOURCES_OF terminal: "[quality] sources [you [don't] control]"
    words = [w.lower() for w in text.split()]
    quality = words[0] if words[0] != "sources" else None
    dont = "don't" in words
    sel = Selector()
    if quality is not None:
        q = quality.lower()
        sel = Selector(colors=(COLOR_WORDS[q],)) if q in COLOR_WORDS else \
            Selector(colorless=True) if q == "colorless" else \
            Selector(types=(q.capitalize(),))  # colorless: no color (105.2c)
    if "control" in text.lower():
        sel = Selector(types=sel.types, colors=sel.colors, colorless=sel.colorless,
                       controller=ControllerSpec.OPPONENT if dont else ControllerSpec.YOU)
    return sel


@v_args(inline=True)
class PreventionBySourcesRules(Transformer[Any, Any]):
    """The prevention-by-sources production (mixed into the parser's transformer)."""

    def s_prevent_by_sources(self, kind: DamageKind, to: tuple[Recipient, ...],
                             tok: Token) -> StaticPrevention:
        return static_prevention(kind, to, sources_selector(str(tok)))
