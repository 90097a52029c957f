"""Transformer rules for choices made before the game or as a permanent enters, each a
whole line (``before_game.lark``): circled colors, colors chosen in the draft (CR 905),
"you may reveal a Goblin card from your hand. If you don't, ~ enters tapped" (614.12a,
701.20a). A method that raises ``ValueError`` rejects the reading."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import AsEntersChoice, ChoiceKind, ControllerSpec, Selector
from mtglab.cards.types import singular
from mtglab.cards.vocabulary import Zone

__all__ = ["ChosenBeforeRules"]


@v_args(inline=True)
class ChosenBeforeRules(Transformer[Token, Any]):
    """The choices made before the game (mixed into the parser's transformer)."""

    def before_circled_colors(self, *_: Any) -> AsEntersChoice:
        """ "As you create your deck, circle two of the colors below": chosen before the
        game, kept like a choice made as it enters."""
        return AsEntersChoice(ChoiceKind.CIRCLED_COLORS)

    def before_drafted_colors(self, *_: Any) -> AsEntersChoice:
        """ "Reveal ~ as you draft it. The player to your right chooses a color, ...":
        three colors chosen in the draft (905), before the game."""
        return AsEntersChoice(ChoiceKind.DRAFTED_COLORS)

    def before_revealed_or_tapped(self, *items: Any) -> AsEntersChoice:
        """ "As ~ enters, you may reveal an Island or Swamp card from your hand. If you
        don't, ~ enters tapped" (614.12a): a card of any of those subtypes, which stays in
        the hand (701.20a)."""
        words = [str(i) for i in items if isinstance(i, Token) and i.type == "SUBTYPE"]
        subtypes = tuple(s for s in (singular(w) for w in words) if s is not None)
        if len(subtypes) != len(words):
            raise ValueError(f"not subtypes: {words}")
        return AsEntersChoice(ChoiceKind.REVEAL, otherwise_tapped=True, reveal=Selector(
            subtypes=subtypes, zone=Zone.HAND, controller=ControllerSpec.YOU))
