"""Transformer rules for the rules static abilities put on players (``statics_players.lark``,
CR 604.1, 611.3): "You have hexproof" (702.11c), "You have shroud" (702.18a), and "You
and permanents you control have hexproof" (the permanents' keyword granted in layer 6,
613.1f, beside the player's); "<players> can't gain life" (119.7) and "Skip your draw
step" (614.10), the records of :mod:`mtglab.cards.playerrules`. Each player keyword is a
:class:`~mtglab.cards.effects.StaticModifier` of kind
:data:`~mtglab.cards.statics.PLAYER_HEXPROOF` or
:data:`~mtglab.cards.statics.PLAYER_SHROUD`, for the source's controller. A method that
raises ``ValueError`` rejects the reading."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    ControllerSpec,
    GrantAbilities,
    Relation,
    Selector,
    StaticModifier,
)
from mtglab.cards.oracle.grammar.instructions import Many, Subject
from mtglab.cards.playerrules import CantGainLife, SkipStep
from mtglab.cards.statics import PLAYER_KEYWORDS

__all__ = ["PlayerRules"]


def _player_modifier(tok: Token) -> StaticModifier:
    """The player keyword named (702.11c, 702.18a); another keyword on a player ("you
    have flying") has no meaning mtglab reads."""
    kind = PLAYER_KEYWORDS.get(str(tok).lower())
    if kind is None:
        raise ValueError(f"a player with {tok}: not a keyword a player has")
    return StaticModifier(kind)


@v_args(inline=True)
class PlayerRules(Transformer[Any, Any]):
    """The player-rule productions of the Oracle grammar (mixed into the parser's
    transformer)."""

    def s_player_keyword(self, _have: Any, tok: Token) -> StaticModifier:
        """ "You have hexproof": the source's controller has it (702.11c, 702.18a)."""
        return _player_modifier(tok)

    def s_you_and_keyword(self, subject: Any, _have: Any, tok: Token) -> Many:
        """ "You and permanents you control have hexproof": the player's keyword and the
        permanents' (layer 6, 613.1f), one static ability."""
        sel = subject.objects if isinstance(subject, Subject) else subject
        if not isinstance(sel, Selector) or sel.zone is not None or \
                sel.relation is Relation.THAT:  # "you and it": nothing named before
            raise ValueError("'you and' objects other than permanents")
        player = _player_modifier(tok)
        return Many([player, GrantAbilities(sel, (str(tok).capitalize(),))])

    def s_cant_gain_life(self, players: ControllerSpec) -> CantGainLife:
        """ "Your opponents can't gain life" (119.7)."""
        return CantGainLife(players)

    def s_skip_draw_step(self, _words: Token) -> SkipStep:
        """ "Skip your draw step" (614.1b, 614.10)."""
        return SkipStep("draw")
