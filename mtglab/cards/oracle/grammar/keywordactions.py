"""Transformer rules for keyword actions and one-shot untap-step instructions
(``keywordactions.lark``; CR 701, 502.3): each builds a record of
:mod:`mtglab.cards.keywordactions`. A verb of an object subject returns a function of the
subject, as :mod:`mtglab.cards.oracle.grammar.instructions` does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, ControllerSpec, Relation, Selector
from mtglab.cards.instructions import IfYouDo, Who
from mtglab.cards.keywordactions import (
    Adapt,
    Amass,
    Attach,
    Bolster,
    Clash,
    Connive,
    Detain,
    DoubleCounters,
    Explore,
    ExtraTurn,
    Goad,
    Incubate,
    Manifest,
    Monstrosity,
    Populate,
    RingTempts,
    SacrificeSeveral,
    SkipNextTurn,
    SkipNextUntap,
    TakeInitiative,
    Venture,
)
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.types import singular
from mtglab.cards.vocabulary import AmountKind

__all__ = ["KeywordActionRules"]

_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen", "twenty")


@v_args(inline=True)
class KeywordActionRules(Transformer[Any, Any]):
    """The keyword-action productions of the Oracle grammar (mixed into the parser's
    transformer)."""

    def v_skip_next_untap(self, _tok: Token) -> Callable[[Any], SkipNextUntap]:
        """ "<objects> doesn't untap during its controller's next untap step" (502.3)."""

        def verb(subject: Any) -> SkipNextUntap:
            objects = getattr(subject, "objects", None)
            if objects is None or objects.zone is not None:
                raise ValueError("only permanents untap (502.3)")
            return SkipNextUntap(objects)

        return verb

    def i_adapt(self, _word: Token, n: Token) -> Adapt:
        """ "Adapt 2" (701.46a)."""
        return Adapt(int(str(n)))

    def i_bolster(self, _word: Token, n: Token) -> Bolster:
        """ "Bolster 1" (701.39a)."""
        return Bolster(int(str(n)))

    def i_monstrosity(self, _word: Token, n: Token) -> Monstrosity:
        """ "Monstrosity 3" (701.37a)."""
        return Monstrosity(int(str(n)))

    def i_monstrosity_x(self, _word: Token) -> Monstrosity:
        """ "Monstrosity X" (701.37a): X of the activated ability (107.3)."""
        return Monstrosity(None)

    def i_attach(self, _word: Token, what: Selector, to: Selector) -> Attach:
        """ "Attach it to target creature you control", "attach ~ to it" (701.3a): the
        source or the object named before, to a target or the object named before."""
        if what.relation not in (Relation.SELF, Relation.THAT) or \
                to.relation not in (Relation.TARGET, Relation.THAT) or to.zone is not None:
            raise ValueError("an attachment other than of the source or what was named")
        return Attach(what, to)

    def v_sacrifice_several(self, n: Token, sel: Selector, *_choice: Token
                            ) -> Callable[[Any], SacrificeSeveral]:
        """ "defending player sacrifices two permanents", "target player sacrifices two
        attacking creatures", "sacrifice two lands" (701.21a, annihilator 702.86a):
        permanents of a kind, each player's own ("of their choice" says the same)."""
        return self._sacrifice_several(Amount.fixed(_NUMBERS.index(str(n).lower())), sel)

    def v_sacrifice_x(self, sel: Selector, *_choice: Token
                      ) -> Callable[[Any], SacrificeSeveral]:
        """ "Each player sacrifices X lands" (701.21a, 107.3): X permanents of a kind."""
        return self._sacrifice_several(Amount(AmountKind.X), sel)

    def _sacrifice_several(self, amount: Amount, sel: Selector
                           ) -> Callable[[Any], SacrificeSeveral]:
        if sel.relation is not None or sel.zone is not None or sel.controller not in (
                ControllerSpec.ANY, ControllerSpec.THAT_PLAYER, ControllerSpec.YOU):
            raise ValueError("only a number of permanents of a kind is sacrificed")

        def verb(subject: Any) -> SacrificeSeveral:
            who = getattr(subject, "players", None)
            if who is None:
                raise ValueError("only a player sacrifices")
            if sel.controller is ControllerSpec.YOU and who is not Who.YOU:
                raise ValueError("another player sacrifices permanents you control")
            return SacrificeSeveral(amount, sel, who)

        return verb

    def v_connive(self, _tok: Token) -> Callable[[Any], Connive]:
        """ "<permanents> connive(s)" (701.50a): permanents, not cards in a zone."""

        def verb(subject: Any) -> Connive:
            objects = getattr(subject, "objects", None)
            if objects is None or objects.zone is not None:
                raise ValueError("only permanents connive (701.50a)")
            return Connive(objects)

        return verb

    def v_explore(self) -> Callable[[Any], Explore]:
        """ "<permanents> explore(s)" (701.44a): permanents, not cards in a zone."""
        return _explorer(1)

    def v_explore_twice(self, _again: Token) -> Callable[[Any], Explore]:
        """ "<permanent> explores, then it explores again" (701.44a, twice)."""
        return _explorer(2)

    def i_double_counters(self, _tok: Token, kind: Token, sel: Selector) -> DoubleCounters:
        """ "Double the number of +1/+1 counters on it" (701.10e): on permanents."""
        return DoubleCounters(_on_permanents(sel, "doubled"), str(kind).lower())

    def i_double_each_kind(self, _tok: Token, sel: Selector) -> DoubleCounters:
        """ "Double the number of each kind of counter on target permanent" (701.10e);
        "any number of target permanents" (115.1d, each a choice) isn't played yet."""
        if sel.target_max > 1:
            raise ValueError("not carried out: counters doubled on several targets chosen "
                             "at once (CR 115.1d, 701.10e)")
        return DoubleCounters(_on_permanents(sel, "doubled"))

    def i_clash(self, _tok: Token) -> Clash:
        """ "Clash with an opponent" (701.30b)."""
        return Clash()

    def i_clash_defending(self, _tok: Token) -> Clash:
        """ "Clash with defending player" (701.30b, 506.2)."""
        return Clash("defending player")

    def if_win_clash(self, _tok: Token, *clauses: Any) -> IfYouDo:
        """ "If you win, ..." after a clash (701.30d): done only if the clash was won."""
        inner = whole(self).effect(*clauses)
        return IfYouDo(tuple(getattr(inner, "items", (inner,))))

    def i_extra_turn(self, _tok: Token) -> ExtraTurn:
        """ "Take an extra turn after this one" (500.7)."""
        return ExtraTurn(Who.YOU)

    def v_extra_turn(self, _tok: Token) -> Callable[[Any], ExtraTurn]:
        """ "<player> takes an extra turn after this one" (500.7)."""

        def verb(subject: Any) -> ExtraTurn:
            who = getattr(subject, "players", None)
            if who not in (Who.YOU, Who.TARGET_PLAYER, Who.TARGET_OPPONENT, Who.THAT_PLAYER):
                raise ValueError(f"{who} takes an extra turn: one player only")
            return ExtraTurn(who)

        return verb

    def i_amass(self, tok: Token) -> Amass:
        """ "Amass Orcs 2", "amass X", "amass 1" (701.47a; no subtype: Zombies, 701.47d)."""
        words = str(tok).split()
        kind = singular(words[1]) if len(words) == 3 else "Zombie"
        if kind is None:
            raise ValueError(f"amass: {words[1]!r} is not a subtype")
        n = words[-1].lower()
        return Amass(kind, None if n == "x" else int(n))

    def i_goad(self, _tok: Token, sel: Selector) -> Goad:
        """ "Goad target creature", "goad it" (701.15a): creatures on the battlefield."""
        if sel.zone is not None:
            raise ValueError("only a creature on the battlefield is goaded (701.15a)")
        return Goad(sel)

    def i_detain(self, _tok: Token, sel: Selector) -> Detain:
        """ "Detain target creature an opponent controls" (701.35a): permanents."""
        if sel.zone is not None:
            raise ValueError("only a permanent is detained (701.35a)")
        return Detain(sel)

    def i_populate(self, _tok: Token) -> Populate:
        """ "Populate" (701.36a)."""
        return Populate()

    def i_skip_next_turn(self, _tok: Token) -> SkipNextTurn:
        """ "You skip your next turn" (614.10)."""
        return SkipNextTurn()

    def i_take_initiative(self, _tok: Token) -> TakeInitiative:
        """ "You take the initiative" (726.1)."""
        return TakeInitiative()

    def i_venture(self, tok: Token) -> Venture:
        """ "Venture into the dungeon" (701.49a-c), "venture into Undercity" (701.49d)."""
        return Venture(undercity=str(tok).lower().endswith("undercity"))

    def i_ring_tempts(self, _tok: Token) -> RingTempts:
        """ "The Ring tempts you" (701.54a)."""
        return RingTempts()

    def i_populate_x(self, _tok: Token) -> Populate:
        """ "Populate X times" (701.36a, 107.3)."""
        return Populate(None)

    def i_manifest_top(self, tok: Token) -> Manifest:
        """ "Manifest the top card of your library" (701.40a), "cloak ..." (701.58a), "...
        the top two cards ..." (701.40e: one at a time)."""
        words = str(tok).lower().split()
        return Manifest(2 if "two" in words else 1, words[0])

    def i_manifest_dread(self, _tok: Token) -> Manifest:
        """ "Manifest dread" (701.62a)."""
        return Manifest(1, dread=True)

    def i_manifest_dread_twice(self, _tok: Token) -> Manifest:
        """ "Manifest dread twice" (701.62a, done two times)."""
        return Manifest(2, dread=True)

    def i_manifest_dread_x(self, _tok: Token) -> Manifest:
        """ "Manifest dread X times" (701.62a; X of the spell or ability, 107.3)."""
        return Manifest(None, dread=True)

    def i_incubate(self, _tok: Token, n: int) -> Incubate:
        """ "Incubate 2" (701.53a)."""
        return Incubate(Amount.fixed(n))

    def i_incubate_x(self, _tok: Token) -> Incubate:
        """ "Incubate X" (701.53a): X of the spell or ability, or what ", where X is ..."
        after it says (107.3c)."""
        return Incubate(Amount(AmountKind.X, 0))



def _on_permanents(sel: Selector, what: str) -> Selector:
    """The permanents a keyword action acts on; cards in a zone are refused."""
    if sel.zone is not None:
        raise ValueError(f"only counters on permanents are {what} (122.1)")
    return sel


def _explorer(times: int) -> Callable[[Any], Explore]:
    """The verb of "<permanents> explore(s)" (701.44a), ``times`` times each."""

    def verb(subject: Any) -> Explore:
        objects = getattr(subject, "objects", None)
        if objects is None or objects.zone is not None:
            raise ValueError("only permanents explore (701.44a)")
        return Explore(objects, times)

    return verb
