"""``can_activate`` is True exactly when ``activate`` succeeds with some choices, after
some mana abilities are activated while paying (CR 602.2b, 601.2g-h, 605.3a): a property
test against a brute force through the public API.

The brute force activates mana abilities one at a time in every order — with every
choice, every card or permanent a cost may take, on copies of the board — and after each
tries to activate the ability with every choice of what its own cost takes. It knows no
rule of its own: each step is ``Board.activate``, which refuses what the rules forbid.
The boards mix the costs that take what a mana ability might also use: a creature to tap
(an Elves taps for mana or for the cost, not both), an artifact to sacrifice (a Treasure
sacrificed for mana can't be sacrificed again), a card to discard (a Spirit Guide
exiled for mana is not in the hand any more, 113.6m; Lion's Eye Diamond discards the
rest, 701.9b), a Food (forage sacrifices one for mana, 701.61a), energy (Aether Hub
pays it too, 107.14) and life (Mana Confluence pays life too, 119.4).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml


def _artifact(name: str, text: str) -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Artifact", oracle_text=text)


TARGETS = {
    "Bone Altar": _artifact("Bone Altar", "{1}, Sacrifice an artifact: You gain 1 life."),
    "Grief Press": _artifact("Grief Press", "{1}, Discard a card: You gain 1 life."),
    "Charge Rod": _artifact("Charge Rod", "{1}, Pay {E}: You gain 1 life."),
    "Food Altar": _artifact("Food Altar", "{1}, Sacrifice a Food: You gain 1 life."),
    "Tapping Rite": _artifact("Tapping Rite",
                              "{1}, Tap an untapped creature you control: Add {R}."),
    "Green Relic": _artifact("Green Relic", "{G}, {T}: Add {U}{U}."),
    "Blood Rod": _artifact("Blood Rod", "{1}, Pay 2 life: You gain 1 life."),
}
FAMILIAR = ml.Card.from_text(name="Grave Familiar", type_line="Creature — Imp",
                             oracle_text="Discard a card: Add {B}.", power="1",
                             toughness="1")
FORAGER = ml.Card.from_text(name="Test Forager", type_line="Creature — Raccoon",
                            oracle_text="{T}, Forage: Add one mana of any color.",
                            power="1", toughness="1")
FIELD = ["Forest", "Swamp", "Llanowar Elves", "Treasure", "Lion's Eye Diamond",
         "Aether Hub", "Wall of Roots", "Grave Familiar", "Mana Confluence", "Sol Ring",
         "Test Forager", "Food"]
HAND = ["Simian Spirit Guide", "Elvish Spirit Guide", "Island"]


def _board(target: str, field: list[str], hand: list[str], energy: int,
           life: int, yard: int = 0) -> tuple[ml.Board, Any]:
    b = ml.Board()
    b.life("you", life)
    p = b.add(TARGETS[target])
    for name in field:
        if name in ("Treasure", "Food"):
            b.create_token(name)
        else:
            b.add({"Grave Familiar": FAMILIAR, "Test Forager": FORAGER}.get(name, name))
    for name in hand:
        b.add(name, zone="hand")
    for _ in range(yard):
        b.add("Plains", zone="graveyard")
    if energy:
        b.add_counters("you", "energy", energy)
    return b, p


def _attempts(b: ml.Board, do: Any) -> Iterator[ml.Board]:
    """Every board ``do(board, choices, costs, order)`` can leave, each choice it asks
    for (ml.ChoiceRequired) answered every legal way."""
    def go(choices: list[Any], costs: dict[str, Any], order: Any) -> Iterator[ml.Board]:
        b2 = b.copy()
        try:
            do(b2, choices, costs, order)
        except ml.ChoiceRequired as e:
            wanted = re.search(r"costs=\{'(\w+)'", e.what)
            for opt in e.options:
                if wanted and wanted.group(1) == "forage":  # a Food, or three cards
                    yard = [c.id for c in b.cards("you", "graveyard")][:3]
                    given: Any = int(str(opt).rsplit("#", 1)[1]) if "#" in str(opt) else yard
                    yield from go(choices, {**costs, "forage": given}, order)
                elif wanted:
                    ref = int(str(opt).rsplit("#", 1)[1].split()[0])
                    yield from go(choices, {**costs, wanted.group(1): [ref]}, order)
                elif "order" in e.what:
                    yield from go(choices, costs, list(opt))
                else:
                    yield from go([*choices, opt], costs, order)
            return
        except ml.MtglabError:
            return
        yield b2
    yield from go([], {}, None)


def _mana_abilities(b: ml.Board, skip: int) -> list[tuple[Any, int]]:
    out: list[tuple[Any, int]] = []
    for row in b.abilities.to_dict("records"):
        if row["is_mana_ability"] and row["kind"] == "activated" and \
                row["permanent_id"] != skip:
            out.append((int(row["permanent_id"]), int(row["index"])))
    for c in b.cards("you", "hand"):
        out.append((c, 0))
    return out


def _key(b: ml.Board) -> str:
    s = b.state
    return repr((sorted((p.id, p.tapped, p.counters, p.activations)
                        for p in s.permanents.values()),
                 s.player("you"), sorted(c.id or 0 for c in b.cards("you", "hand")),
                 len(b.graveyard("you"))))


def brute_can_activate(b: ml.Board, p: Any) -> bool:
    def target(board: ml.Board, choices: list[Any], costs: dict[str, Any], order: Any) -> None:
        board.activate(p, 0, choices=choices, costs=costs or None, order=order,
                       pay_with=False)

    seen: set[str] = set()
    stack = [b]
    while stack:
        board = stack.pop()
        key = _key(board)
        if key in seen:
            continue
        seen.add(key)
        if any(True for _ in _attempts(board, target)):
            return True
        for q, a in _mana_abilities(board, p.id):
            def mana(bb: ml.Board, choices: list[Any], costs: dict[str, Any], order: Any,
                     q: Any = q, a: int = a) -> None:
                bb.activate(q, a, choices=choices, costs=costs or None, order=order,
                            pay_with=False)
            stack.extend(_attempts(board, mana))
    return False


BOARDS = st.tuples(st.sampled_from(sorted(TARGETS)),
                   st.lists(st.sampled_from(FIELD), max_size=3),
                   st.lists(st.sampled_from(HAND), max_size=2),
                   st.integers(0, 2), st.sampled_from([20, 4, 2]), st.integers(0, 3))


@settings(deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(BOARDS)
def test_property_can_activate_iff_some_activation_succeeds_cr_601_2g_h(board: Any) -> None:
    b, p = _board(*board)
    problems = b.activation_problems(p, 0)
    assert not any("can't tell" in x for x in problems), problems
    assert b.can_activate(p, 0) == brute_can_activate(b, p), problems


def test_a_treasure_sacrificed_for_mana_is_not_the_artifact_the_cost_takes_cr_601_2h() -> None:
    # Bone Altar's {1} from the Treasure would leave no artifact to sacrifice but the
    # altar itself: legal, since "an artifact" may be the altar (a Treasure alone: yes)
    b, p = _board("Bone Altar", ["Treasure"], [], 0, 20)
    assert b.can_activate(p, 0) == brute_can_activate(b, p)


def test_a_spirit_guide_exiled_for_mana_is_not_the_card_discarded_cr_113_6m_601_2h() -> None:
    b, p = _board("Grief Press", [], ["Simian Spirit Guide"], 0, 20)
    assert not b.can_activate(p, 0)  # the guide pays {1} or is discarded, not both
    assert not brute_can_activate(b, p)
    b, p = _board("Grief Press", [], ["Simian Spirit Guide", "Island"], 0, 20)
    assert b.can_activate(p, 0) and brute_can_activate(b, p)


def test_energy_for_the_hub_and_the_rod_cr_107_14_601_2h() -> None:
    b, p = _board("Charge Rod", ["Aether Hub"], [], 1, 20)
    assert b.can_activate(p, 0)  # the hub makes {C} without energy; the rod pays {E}
    b, p = _board("Charge Rod", ["Treasure"], [], 0, 20)
    assert not b.can_activate(p, 0)
    assert not brute_can_activate(b, p)
