"""Static abilities and keyword lines played on a board built for them (CR 604, 702):
the check behind "supported" for them.

:func:`play_static` starts from :func:`~mtglab.audit.setting.base_board`, makes the
card enter the way it does in a game (:func:`~mtglab.audit.entering.enter`: cast — an
Aura onto something it can enchant — or played if a land), attaches an Equipment to
your creature (701.3a), then reads the board: every permanent's characteristics through
the layers (613), with the continuous effects in force (611.3). An instant's or
sorcery's static text ("This spell costs {1} less to cast") is played by casting the
spell, as its keyword lines are.

:func:`play_keyword` does the same for a keyword line and then uses it where it works:
an instant or sorcery is cast (convoke and delve paid with a creature and graveyard
cards, 702.51a, 702.66a); a permanent with flash is cast on the opponent's turn
(702.8a); a creature with a combat keyword attacks and is blocked where the rules allow
(:func:`~mtglab.audit.combatround.attack_round`), one with reach or defender — or one
that can't attack — blocks (:func:`~mtglab.audit.combatround.block_round`).

>>> import mtglab as ml
>>> drake = ml.Card.from_text(name="Drake", mana_cost="{1}{U}", type_line="Creature — Drake",
...                           power="2", toughness="1", oracle_text="Flying")
>>> play_keyword(drake, drake.abilities[0]).outcome.value
'played'
"""

from __future__ import annotations

from typing import Any, Final

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.castkeywords import cast_later, keyword_payment
from mtglab.audit.combatround import attack_round, block_round
from mtglab.audit.costs import prepare_spell_costs
from mtglab.audit.entering import enchant_target, enter
from mtglab.audit.exerting import play_exert_round
from mtglab.audit.outcome import PlayCheck, PlayOutcome, guarded
from mtglab.audit.setting import POOL, base_board, on_battlefield, setting_permanent
from mtglab.audit.spells import unsupported_spell_text
from mtglab.audit.suspending import play_suspended
from mtglab.audit.targets import targets_for
from mtglab.board.board import Board
from mtglab.board.handles import CardHandle
from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.castcosts import OVERLOAD, WARP, AlternativeCost, CastLater, Suspend
from mtglab.cards.exerting import ExertAsItAttacks
from mtglab.cards.model import Card
from mtglab.cards.permissions import CastSelfWithFlash
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.resolution.modes import mode_header
from mtglab.engine.spells.kicking import as_kicked, kicker_costs
from mtglab.engine.spells.overload import as_overloaded
from mtglab.errors import IllegalActionError

__all__ = ["ATTACKING_KEYWORDS", "BLOCKING_KEYWORDS", "play_keyword", "play_static"]

#: Keywords that work as their creature attacks, is blocked or deals combat damage.
ATTACKING_KEYWORDS: Final = frozenset({
    "Flying", "Trample", "Menace", "First strike", "Double strike", "Deathtouch",
    "Lifelink", "Infect", "Wither", "Fear", "Intimidate", "Shadow", "Horsemanship",
    "Skulk", "Islandwalk", "Forestwalk", "Swampwalk", "Mountainwalk", "Plainswalk",
    "Vigilance", "Haste", "Indestructible", "Banding", "Flanking", "Exalted",
    "Decayed"})
#: Keywords that work as their creature blocks (702.17 reach; 702.3 defender).
BLOCKING_KEYWORDS: Final = frozenset({"Reach", "Defender"})


def _read(b: Board) -> None:
    """Every permanent's characteristics through the layers (613), with every continuous
    effect in force (611.3)."""
    characteristics_of(b.state)


def _entered(b: Board, card: Card, **cast: Any) -> Any:
    p = enter(b, card, **cast)
    if "Equipment" in card.subtypes and on_battlefield(b, p) and \
            "Creature" not in b.characteristics(p)["types"]:
        b.attach(p, setting_permanent(b, "you", "Bear"))  # as equip would (702.6a)
        resolve_stack(b)
    return p


def play_static(card: Card, ability: Ability) -> PlayCheck:
    """Put ``card`` onto the battlefield and read the board; see the module docstring.
    Never raises on the card's account."""

    if not card.is_permanent_card or _own_flash(ability):  # "This spell costs {1} less",
        return play_keyword(card, ability)  # "Strive —", "... as though it had flash": cast it

    exerts = any(isinstance(e, ExertAsItAttacks) for e in ability.effects)

    def play() -> None:
        b = base_board()
        p = _entered(b, card)
        _read(b)
        if exerts and on_battlefield(b, p):  # it attacks exerted (701.43d)
            play_exert_round(b, p)

    return guarded(card.name, ability.text, play)


def _own_flash(ability: Ability) -> bool:
    """Whether the line is the card's own "You may cast ~ as though it had flash"
    (702.8a): played by casting the card on the opponent's turn."""
    return any(isinstance(e, CastSelfWithFlash) for e in ability.effects)


def _cast_spell(b: Board, card: Card, what: Card | CardHandle | None = None, *,
                kicked: tuple[str, ...] = (), alternative: str | None = None) -> None:
    """An instant or sorcery with the keyword cast and resolved (702.51a convoke, 702.66a
    delve paid with what :func:`~mtglab.audit.castkeywords.keyword_payment` puts; the
    permanents an additional cost sacrifices or taps put too, 601.2h);
    ``what``: the card in a zone cast instead (foretold or plotted, 702.143a);
    ``kicked``: the kicker costs paid, its targets those of its kicked text (702.33d);
    ``alternative``: the keyword whose alternative cost is paid (overload: its targets
    those of its changed text, none, 702.96a-b)."""
    prepare_spell_costs(b, card)  # what its additional cost sacrifices or taps (601.2h)
    extra: dict[str, Any] = keyword_payment(b, card)
    if kicked:
        extra["kicked"] = kicked
    if alternative is not None:
        extra["alternative"] = alternative
    card_as_cast = as_overloaded(as_kicked(card, kicked), alternative)  # 601.2c
    header = mode_header(card)  # a modal spell: cast with its first supported modes
    modes = [a.mode for a in card.abilities if a.mode is not None and a.supported][
        :header.minimum if header is not None else 0]  # (700.2a)
    effects = [e for a in card_as_cast.abilities if a.kind is AbilityKind.SPELL and
               (a.mode is None or a.mode in modes) for e in a.effects]
    if modes:
        extra["modes"] = modes
    b.add_mana("you", POOL)
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    Answers(targets=targets_for(b, effects), x=x, **extra).play(
        lambda **kw: b.cast(card if what is None else what, controller="you", **kw))
    resolve_stack(b)


def _cast_later(card: Card, ability: Ability) -> CastLater | Suspend | None:
    """The foretell, plot or suspend record of a keyword line (702.143a, 702.170a,
    702.62a), or None."""
    return next((e for e in ability.effects if isinstance(e, CastLater | Suspend)), None)


def _is_warp(ability: Ability) -> bool:
    return any(isinstance(e, AlternativeCost) and e.keyword == WARP for e in ability.effects)


def _play_warp(card: Card) -> None:
    """Cast the card for its warp cost (702.185a, 118.9), let the turn reach its end step,
    where its permanent is exiled, and cast it from exile on your next turn."""
    b = base_board()
    b.add_mana("you", POOL)
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    Answers(targets=enchant_target(b, card), x=x, alternative="warp").play(
        lambda **kw: b.cast(card, controller="you", **kw))
    resolve_stack(b)
    start = b.state.turn
    for _ in range(8):  # on to your next turn's main phase, the end step's exile on the way
        resolve_stack(b)
        if b.active == "you" and b.state.turn > start and "main" in str(b.state.phase):
            break
        b.pass_turn()
    exiled = [c for c in b.cards("you", "exile") if c.name == card.name]
    if not exiled:
        raise IllegalActionError(f"warp {card.name}", ["it wasn't exiled at the end step "
                                                       "(CR 702.185a)"])
    b.add_mana("you", POOL)
    Answers(targets=enchant_target(b, card), x=x).play(
        lambda **kw: b.cast(exiled[0], controller="you", **kw))
    resolve_stack(b)


def _play_cast_later(card: Card, later: CastLater) -> None:
    """Foretell or plot the card, and cast it from exile on the next turn (702.143a,
    702.170d): a permanent enters (an Aura attached to what it may enchant)."""
    b = base_board()
    exiled = cast_later(b, card, later)
    if not card.is_permanent_card:
        _cast_spell(b, card, exiled)
        return
    b.add_mana("you", POOL)
    x = 1 if card.mana_cost is not None and card.mana_cost.has_x else None
    Answers(targets=enchant_target(b, card), x=x).play(
        lambda **kw: b.cast(exiled, controller="you", **kw))
    resolve_stack(b)


def play_keyword(card: Card, ability: Ability) -> PlayCheck:
    """Put ``card`` where its keyword line works and use it there; see the module
    docstring. Never raises on the card's account."""
    keywords = set(ability.keywords)
    if not card.is_permanent_card:
        other = unsupported_spell_text(card)
        if other is not None:
            return PlayCheck(card.name, ability.text, PlayOutcome.REFUSED,
                             f"unsupported elsewhere: {other.text!r}: {other.problem}")

    if _is_warp(ability) and card.is_permanent_card:
        return guarded(card.name, ability.text, lambda: _play_warp(card))
    later = _cast_later(card, ability)
    if isinstance(later, Suspend):
        suspend = later
        return guarded(card.name, ability.text, lambda: play_suspended(card, suspend))
    if later is not None:
        cast = later
        return guarded(card.name, ability.text, lambda: _play_cast_later(card, cast))

    own_flash = _own_flash(ability)

    def play() -> None:
        b = base_board()
        if not card.is_permanent_card:  # a kicker line: the spell cast kicked (702.33d)
            if own_flash:  # set-up: cast on the opponent's turn (702.8a, 601.3c)
                b.active = "opponent"
            _cast_spell(b, card, kicked=tuple(str(c) for c in kicker_costs(card)[0])
                        if "Kicker" in keywords else (),  # overload's cost paid (702.96a)
                        alternative=OVERLOAD if OVERLOAD in keywords else None)
            return
        flash = ("Flash" in keywords or own_flash) and card.mana_cost is not None
        if flash:
            b.active = "opponent"  # set-up: cast on the opponent's turn (702.8a)
        p = _entered(b, card, **keyword_payment(b, card))
        if flash:
            b.active = "you"
        _read(b)
        if not on_battlefield(b, p) or "Creature" not in b.characteristics(p)["types"]:
            return
        if keywords & ATTACKING_KEYWORDS and "Defender" not in keywords:
            attack_round(b, p)
        elif keywords & BLOCKING_KEYWORDS:
            block_round(b, p)

    return guarded(card.name, ability.text, play)
