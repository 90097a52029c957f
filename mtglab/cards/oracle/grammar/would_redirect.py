"""Transformer rules for redirection effects of static abilities (``would_redirect.lark``, CR
614.9): "All damage that would be dealt to you is dealt to ~ instead" into a
:class:`~mtglab.cards.damagereplacement.RedirectDamage`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.damagereplacement import RedirectDamage, RedirectFrom, RedirectOnto

__all__ = ["RedirectRules"]


@v_args(inline=True)
class RedirectRules(Transformer[Any, Any]):
    """Builds :class:`RedirectDamage` records (mixed into the parser's transformer)."""

    def s_redirect_damage(self, _all: Token, taken: RedirectFrom, onto: RedirectOnto
                          ) -> RedirectDamage:
        if taken is RedirectFrom.ATTACHED and onto is not RedirectOnto.ATTACHED_CONTROLLER:
            raise ValueError("damage to an attached creature redirected elsewhere is not read")
        if onto is RedirectOnto.ATTACHED_CONTROLLER and taken is not RedirectFrom.ATTACHED:
            raise ValueError("damage redirected to its controller is not read")
        return RedirectDamage(taken, onto)

    def rf_you(self) -> RedirectFrom:
        return RedirectFrom.YOU

    def rf_you_and_yours(self) -> RedirectFrom:
        return RedirectFrom.YOU_AND_YOURS

    def rf_attached(self, noun: Token) -> RedirectFrom:
        if not str(noun).lower().startswith("enchanted creature"):
            raise ValueError("damage to an equipped creature redirected is not read")
        return RedirectFrom.ATTACHED

    def ro_self(self, *_self: Token) -> RedirectOnto:
        return RedirectOnto.SELF

    def ro_attached(self, noun: Token) -> RedirectOnto:
        if not str(noun).lower().endswith("creature"):
            raise ValueError("damage redirected to an attached noncreature is not read")
        return RedirectOnto.ATTACHED

    def ro_attached_controller(self) -> RedirectOnto:
        return RedirectOnto.ATTACHED_CONTROLLER
