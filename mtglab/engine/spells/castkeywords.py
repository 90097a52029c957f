"""Casting keywords that pay part of a spell's total cost other than with mana: convoke
(CR 702.51), delve (702.66) and improvise (702.126); and the "exile N other cards from
your graveyard" part of an escape cost (702.138a, :func:`exile_others`); the discard of
a kicker cost ("Kicker—{2}{B}, Discard a creature card.", 702.33a, :func:`discard_for_kicker`); and
an optional additional cost "you may reveal a Dragon card from your hand" (601.2f,
:func:`reveal_or_control`).

Both apply only after the spell's total cost is determined (702.51b, 702.66b): the
total cost (mana cost or alternative cost, plus additional costs such as kicker) is
computed first, then

* convoke: each untapped creature its caster controls that they choose to tap pays for
  one generic mana or one colored mana of that creature's color (702.51a); a creature
  tapped this way "convoked" the spell (702.51c). Summoning sickness doesn't matter: it
  is not a {T} cost (302.6);
* delve: each card its caster chooses to exile from their graveyard pays for one
  generic mana (702.66a). The cards exiled this way are the ones the spell's permanent
  knows as "exiled with it" (607.2a: the keyword's instruction and the "enters with"
  ability printed on the same card are linked).;
* improvise: each untapped artifact its caster chooses to tap pays for one generic
  mana (702.126a) — never a colored one; it isn't a {T} cost either.

The rest is paid from the mana pool as usual (601.2h). :func:`pay_with_keywords` taps
and exiles, and returns what is left to pay and what the spell remembers: how many
creatures convoked it and the card types of each card exiled with it
(:class:`KeywordPayment`), which the entering permanent's "for each creature that
convoked it" (Ancient Imperiosaur) and "for each instant and sorcery card exiled with
it" (Murktide Regent) count (614.1c).

A creature pays for a colored symbol of its color when one is left, else for {1}; the
symbols are taken in printed order. A cost with {X} is not reduced: mtglab doesn't
choose how X's mana is split between the pool and the keyword.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from mtglab.cards.castcosts import OptionalReveal
from mtglab.cards.keywords import Kicker
from mtglab.cards.model import Card
from mtglab.cards.types import CREATURE_TYPES
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.game.discarding import discard_card
from mtglab.engine.game.zones import card_zone, move_card, zone_cards
from mtglab.engine.state import GameState
from mtglab.engine.wording import possessive
from mtglab.errors import ChoiceRequired, IllegalActionError
from mtglab.mana import ManaCost, SymbolKind

__all__ = ["KeywordPayment", "discard_for_kicker", "discard_kicker", "exile_others",
           "has_keyword", "pay_with_keywords", "reveal_cost", "reveal_or_control"]

#: the symbols a creature's color can pay for: one mana of that color pays them (107.4)
_COLORED_KINDS = frozenset({SymbolKind.COLORED, SymbolKind.HYBRID,
                            SymbolKind.MONOCOLORED_HYBRID, SymbolKind.COLORLESS_HYBRID,
                            SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN})


@dataclass(frozen=True)
class KeywordPayment:
    """What convoke and delve paid for a spell (CR 702.51c, 702.66a, 607.2a): the ids of
    the creatures that convoked it and the card types of each card exiled with it.

    >>> KeywordPayment(convoked=(3, 4)).convoked_count
    2
    """

    convoked: tuple[int, ...] = ()
    delved: tuple[tuple[str, ...], ...] = ()

    @property
    def convoked_count(self) -> int:
        """How many creatures convoked the spell (702.51c)."""
        return len(self.convoked)

    def delved_with_types(self, *types: str) -> int:
        """How many cards exiled with it have any of these card types."""
        return sum(1 for t in self.delved if set(t) & set(types))

    def as_paid(self) -> tuple[tuple[str, object], ...]:
        """The entries a spell on the stack keeps (``StackItem.paid``)."""
        return tuple(kv for kv in (("convoked", self.convoked or None),
                                   ("delved", self.delved or None)) if kv[1] is not None)

    @classmethod
    def of_paid(cls, paid: dict[str, object]) -> KeywordPayment:
        """Read back what :meth:`as_paid` recorded."""
        convoked = paid.get("convoked") or ()
        delved = paid.get("delved") or ()
        assert isinstance(convoked, tuple) and isinstance(delved, tuple)
        return cls(convoked, delved)


def has_keyword(card: Card, keyword: str) -> bool:
    """Whether the card has this keyword ability (702.1)."""
    return any(keyword in a.keywords for a in card.abilities)


def _without(cost: ManaCost, index: int) -> ManaCost:
    symbols = [s.text for i, s in enumerate(cost.symbols) if i != index]
    return ManaCost.parse("".join(symbols)) if symbols else ManaCost.parse("{0}")


def _less_generic(cost: ManaCost, n: int = 1) -> ManaCost | None:
    """The cost with ``n`` less generic mana, or ``None`` when it hasn't that much."""
    if cost.generic < n:
        return None
    rest = "".join(s.text for s in cost.symbols if s.kind is not SymbolKind.GENERIC)
    left = cost.generic - n
    return ManaCost.parse((f"{{{left}}}" if left else "") + rest or "{0}")


def _x_paid(cost: ManaCost, x: int) -> ManaCost:
    """The total cost with X's value in it: each {X} is that much generic mana (107.3a,
    601.2f), which convoke and delve may pay for like any other (702.51a, 702.66a)."""
    variable = sum(1 for s in cost.symbols if s.kind is SymbolKind.VARIABLE)
    rest = "".join(s.text for s in cost.symbols
                   if s.kind not in (SymbolKind.VARIABLE, SymbolKind.GENERIC))
    generic = cost.generic + variable * x
    return ManaCost.parse((f"{{{generic}}}" if generic else "") + rest or "{0}")


def _convoke_one(cost: ManaCost, colors: frozenset[str]) -> ManaCost | None:
    """The cost after one creature of these colors convoked (702.51a), or ``None``."""
    for i, s in enumerate(cost.symbols):
        if s.kind in _COLORED_KINDS and set(s.colors) & colors:
            return _without(cost, i)
    return _less_generic(cost)


def pay_with_keywords(state: GameState, card: Card, who: str, cost: ManaCost, *,
                      convoke: Sequence[int] = (), delve: Sequence[int] = (),
                      casting_id: int | None = None, x: int | None = None,
                      improvise: Sequence[int] = ()
                      ) -> tuple[GameState, ManaCost, KeywordPayment]:
    """Tap the creatures in ``convoke`` and exile the graveyard cards in ``delve`` to pay
    part of ``cost``, the spell's total cost (CR 702.51a, 702.66a); return the new
    state, what is left to pay from the pool, and what the spell remembers.

    Raises :class:`~mtglab.errors.IllegalActionError` when the card hasn't the keyword,
    a creature isn't an untapped creature ``who`` controls, a card isn't in
    ``who``'s graveyard (``casting_id``, the card being cast from there, is on the
    stack by then, 601.2a), the same one is named twice, or there is nothing left for
    one of them to pay for. ``improvise``: the untapped artifacts to tap, each paying
    {1} of the generic mana (702.126a)."""
    if not convoke and not delve and not improvise:
        return state, cost, KeywordPayment()
    label = f"cast {card.name}"
    problems = _keyword_problems(card, convoke, delve, improvise)
    if problems:
        raise IllegalActionError(label, problems)
    if cost.has_x:
        if x is None:
            raise ChoiceRequired("the value of X (CR 107.3a, 601.2f); pass x=")
        cost = _x_paid(cost, x)
    chars = characteristics_of(state)
    cost, tapped = _convoked(state, chars, who, cost, convoke, problems)
    cost, exiled = _delved(state, who, cost, delve, casting_id, problems)
    cost, improvised = _improvised(state, chars, who, cost, improvise, problems)
    if problems:
        raise IllegalActionError(label, problems)
    for pid in improvised:
        state = state.with_permanent(replace(state.permanents[pid], tapped=True))
        state = state.logged("improvise", chars[pid].name, f"tapped to pay for {card.name}",
                             "702.126a")
    for pid in tapped:
        state = state.with_permanent(replace(state.permanents[pid], tapped=True))
        state = state.logged("convoke", chars[pid].name, f"tapped to pay for {card.name}",
                             "702.51a")
    for cid in delve:
        state = move_card(state, cid, "exile", f"exiled to pay for {card.name}", "702.66a")
    return state, cost, KeywordPayment(tuple(tapped), tuple(exiled))


def _keyword_problems(card: Card, convoke: Sequence[int], delve: Sequence[int],
                      improvise: Sequence[int] = ()) -> list[str]:
    """Why the card can't be paid for with these: it hasn't the keyword (702.51a,
    702.66a, 702.126a), or an object is named twice."""
    problems: list[str] = []
    if improvise and not has_keyword(card, "Improvise"):
        problems.append("it hasn't improvise, so no artifact can be tapped to pay for it "
                        "(CR 702.126a)")
    if set(improvise) & set(convoke):
        problems.append("the same permanent can't be tapped both for convoke and for "
                        "improvise (CR 702.51a, 702.126a)")
    if convoke and not has_keyword(card, "Convoke"):
        problems.append("it hasn't convoke, so no creature can be tapped to pay for it "
                        "(CR 702.51a)")
    if delve and not has_keyword(card, "Delve"):
        problems.append("it hasn't delve, so no card can be exiled to pay for it "
                        "(CR 702.66a)")
    for name, ids in (("convoke", convoke), ("delve", delve), ("improvise", improvise)):
        if len(set(ids)) != len(ids):
            problems.append(f"{name}= names the same object twice")
    return problems


def _convoked(state: GameState, chars: Mapping[int, Characteristics], who: str,
              cost: ManaCost, convoke: Sequence[int],
              problems: list[str]) -> tuple[ManaCost, list[int]]:
    """The cost left after each creature in ``convoke`` pays {1} or one mana of its color
    (702.51a), and the creatures that paid; why one can't is added to ``problems``."""
    tapped: list[int] = []
    for pid in convoke:
        c = chars.get(pid)
        perm = state.permanents.get(pid)
        if c is None or perm is None or "Creature" not in c.types or c.controller != who:
            problems.append(f"#{pid} is not a creature {who} controls (CR 702.51a)")
            continue
        if perm.tapped:
            problems.append(f"{c.name} is tapped: only an untapped creature convokes "
                            "(CR 702.51a)")
            continue
        after = _convoke_one(cost, c.colors)
        if after is None:
            problems.append(f"nothing is left of {cost} for {c.name} to pay: it pays {{1}} "
                            "or one mana of its color (CR 702.51a)")
            continue
        cost = after
        tapped.append(pid)
    return cost, tapped


def _improvised(state: GameState, chars: Mapping[int, Characteristics], who: str,
                cost: ManaCost, improvise: Sequence[int],
                problems: list[str]) -> tuple[ManaCost, list[int]]:
    """The cost left after each artifact in ``improvise`` pays {1} of its generic mana
    (702.126a), and the artifacts that paid; why one can't is added to ``problems``."""
    tapped: list[int] = []
    for pid in improvise:
        c = chars.get(pid)
        perm = state.permanents.get(pid)
        if c is None or perm is None or "Artifact" not in c.types or c.controller != who:
            problems.append(f"#{pid} is not an artifact {who} controls (CR 702.126a)")
            continue
        if perm.tapped:
            problems.append(f"{c.name} is tapped: only an untapped artifact improvises "
                            "(CR 702.126a)")
            continue
        after = _less_generic(cost)
        if after is None:
            problems.append(f"no generic mana is left of {cost} for {c.name} to pay: it "
                            "pays {1} of the generic mana only (CR 702.126a)")
            continue
        cost = after
        tapped.append(pid)
    return cost, tapped


def _delved(state: GameState, who: str, cost: ManaCost, delve: Sequence[int],
            casting_id: int | None,
            problems: list[str]) -> tuple[ManaCost, list[tuple[str, ...]]]:
    """The cost left after each card in ``delve`` pays {1} (702.66a), and the card types
    of those exiled (607.2a); why one can't is added to ``problems``."""
    exiled: list[tuple[str, ...]] = []
    for cid in delve:
        found = card_zone(state, cid)
        if found is None or found[0] != who or found[1] != "graveyard" or cid == casting_id:
            problems.append(f"#{cid} is not a card in {possessive(who)} graveyard "
                            "(CR 702.66a)")
            continue
        after = _less_generic(cost)
        if after is None:
            problems.append(f"no generic mana is left of {cost} for {found[2].name} to pay "
                            "(CR 702.66a)")
            continue
        cost = after
        entry = found[2]
        exiled.append(entry.card.types if entry.card is not None else ())
    return cost, exiled


def exile_others(state: GameState, card: Card, who: str, n: int, chosen: Sequence[int],
                 casting_id: int | None) -> GameState:
    """Exile ``n`` other cards from ``who``'s graveyard as part of the cost of casting
    ``card`` with escape (CR 702.138a, 601.2h): ``chosen`` names them; with no choice,
    the graveyard's other cards when there are exactly ``n``. ``casting_id`` is the card
    being cast, which is not "other"."""
    label = f"cast {card.name} with escape"
    others = [c.id for c in zone_cards(state, who, "graveyard")
              if c.id is not None and c.id != casting_id]
    if not chosen:
        if len(others) != n:
            if len(others) < n:
                raise IllegalActionError(label, [
                    f"its cost exiles {n} other cards from {possessive(who)} graveyard, "
                    f"which has {len(others)} (CR 702.138a, 601.2h)"])
            raise ChoiceRequired(f"the {n} other cards {card.name}'s escape cost exiles "
                                 f"from {possessive(who)} graveyard (CR 702.138a); "
                                 "pass exile=")
        chosen = others
    problems = [f"#{cid} is not another card in {possessive(who)} graveyard (CR 702.138a)"
                for cid in chosen if cid not in others]
    if len(set(chosen)) != len(chosen):
        problems.append("exile= names the same card twice")
    if len(chosen) != n:
        problems.append(f"its cost exiles exactly {n} other cards, not {len(chosen)} "
                        "(CR 702.138a)")
    if problems:
        raise IllegalActionError(label, problems)
    for cid in chosen:
        state = move_card(state, cid, "exile", f"exiled to pay {card.name}'s escape cost",
                          "702.138a")
    return state


def discard_kicker(card: Card) -> tuple[ManaCost, str] | None:
    """A kicker cost with a discard in it, "Kicker—{2}{B}, Discard a creature card."
    (Dralnu's Pet, 702.33a): its mana part and the card type discarded, or ``None`` —
    from its :class:`~mtglab.cards.keywords.Kicker` record."""
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, Kicker) and e.discard is not None and e.costs:
                return e.costs[0], e.discard
    return None


def discard_for_kicker(state: GameState, card: Card, who: str, kicked: bool,
                       chosen: Sequence[int]) -> tuple[GameState, int | None]:
    """Discard the card a kicker cost asks for, when the spell is kicked (CR 702.33a,
    601.2h, 701.9a): ``chosen`` names it (a card in ``who``'s hand); with no choice, the
    only card of that type in the hand. Returns the new state and the discarded card's
    mana value (202.3), ``None`` when nothing was discarded."""
    found = discard_kicker(card)
    label = f"cast {card.name} kicked"
    if found is None or not kicked:
        if chosen:
            raise IllegalActionError(f"cast {card.name}", [
                "discard= pays a kicker cost that discards, and it isn't kicked or has "
                "none (CR 702.33a)"])
        return state, None
    _mana, kind = found
    fitting = [c for c in zone_cards(state, who, "hand")
               if c.id is not None and c.card is not None and kind in c.card.types]
    if not chosen:
        if len(fitting) != 1:
            if not fitting:
                raise IllegalActionError(label, [
                    f"its kicker cost discards a {kind.lower()} card, and "
                    f"{possessive(who)} hand has none (CR 702.33a, 601.2h)"])
            raise ChoiceRequired(f"the {kind.lower()} card {who} discards for "
                                 f"{card.name}'s kicker (CR 702.33a); pass discard=")
        chosen = [fitting[0].id]  # type: ignore[list-item]
    if len(chosen) != 1 or chosen[0] not in {c.id for c in fitting}:
        raise IllegalActionError(label, [
            f"its kicker cost discards one {kind.lower()} card from {possessive(who)} "
            "hand (CR 702.33a)"])
    entry = next(c for c in fitting if c.id == chosen[0])
    assert entry.card is not None and entry.id is not None
    value = entry.card.mana_cost.mana_value if entry.card.mana_cost is not None else 0
    state = discard_card(state, entry.id, f"discarded for {card.name}'s kicker",
                         "702.33a, 701.9a")
    return state, value


def reveal_cost(card: Card) -> str | None:
    """The subtype of "As an additional cost to cast this spell, you may reveal a Dragon
    card from your hand" (601.2f, 701.20a; its :class:`~mtglab.cards.castcosts.OptionalReveal`
    record), or ``None``."""
    return next((e.subtype for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, OptionalReveal)), None)


def reveal_or_control(state: GameState, card: Card, who: str,
                      chosen: Sequence[int]) -> tuple[GameState, str | None]:
    """Reveal the card ``chosen`` names for an optional additional cost "you may reveal a
    Dragon card from your hand" (CR 601.2f, 701.20a), and tell whether the spell's
    "if you revealed a Dragon card or controlled a Dragon as you cast this spell" holds:
    the subtype when the card was revealed or ``who`` controls a permanent of it as the
    spell is cast (601.2), else ``None``. The card cast is not in the hand any more
    (601.2a), so it can't reveal itself."""
    kind = reveal_cost(card)
    if kind is None:
        if chosen:
            raise IllegalActionError(f"cast {card.name}", [
                "reveal= pays an additional cost 'you may reveal a ... card from your "
                "hand', which it hasn't (CR 601.2f)"])
        return state, None
    if chosen:
        fitting = {c.id: c for c in zone_cards(state, who, "hand")
                   if c.card is not None and kind in c.card.subtypes}
        if len(chosen) != 1 or chosen[0] not in fitting:
            raise IllegalActionError(f"cast {card.name}", [
                f"its additional cost reveals one {kind} card from {possessive(who)} hand "
                "(CR 601.2f, 701.20a)"])
        state = state.logged("reveal", fitting[chosen[0]].name,
                             f"revealed for {card.name}'s additional cost", "601.2f, 701.20a")
        return state, kind
    controlled = any(c.controller == who and (kind in c.subtypes or (  # changeling
        c.all_creature_types and kind in CREATURE_TYPES))  # 702.73a, 205.3m
        for c in characteristics_of(state).values())
    return state, kind if controlled else None
