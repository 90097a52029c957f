"""Transformer rules of ``tokens_unplayed.lark``: replacement effects on tokens being
created that the grammar reads and the engine doesn't play (CR 614.1a, 616.1b). Each
becomes an ``"unplayed"`` marker naming the part the engine lacks, so that the line is
unsupported with that part named (the parser refuses the marker)."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.oracle.grammar.objects import Marker

__all__ = ["UNPLAYED", "TokenRefusalRules"]

#: the marker kind of a sentence read whole whose part named the engine can't play
UNPLAYED: Final = "unplayed"


@v_args(inline=True)
class TokenRefusalRules(Transformer[Token, Any]):
    """The transformer rules of ``tokens_unplayed.lark`` (mixed into the parser's)."""

    def tu_may_instead(self, *_: Any) -> Marker:
        """ "If you would create ... tokens, you may instead ...": an optional
        replacement (614.1a)."""
        return Marker(UNPLAYED, "an optional replacement of tokens being created ('you "
                                "may instead', CR 614.1a): the engine asks no such choice")

    def tu_first_time(self, *_: Any) -> Marker:
        """ "The first time you would create one or more tokens each turn, ...": only
        the first such event of a turn (614.1a)."""
        return Marker(UNPLAYED, "'the first time you would create tokens each turn' "
                                "(CR 614.1a): the engine doesn't track it")

    def tu_under_your_control(self, *_: Any) -> Marker:
        """ "each token that would be created under an opponent's control this turn is
        created under your control instead" (616.1b, 110.2)."""
        return Marker(UNPLAYED, "tokens created under another player's control (CR "
                                "616.1b): not modelled")
