"""Legality answers every time (CR 602.2, 302.6, 107.5, 107.6, 601.2g, 605.3a).

``activation_problems`` lists every reason an activation is illegal, each with its rule:
what forbids the {T} or {Q} first, then the costs, timing and targets, and what mtglab
doesn't understand as one reason among them. A mana cost counts the mana abilities the
player could activate while paying it (601.2g, 605.3a).
"""

from __future__ import annotations

import pytest

import mtglab as ml

UNKNOWN_EFFECT = ml.Card.from_text(
    name="Test Shaman", mana_cost="{G}", type_line="Creature — Elf Shaman",
    oracle_text="{T}: Frobnicate the wibble.", power="1", toughness="1")


def test_summoning_sickness_is_reported_even_when_the_effect_is_not_understood_cr_302_6(
        ) -> None:
    b = ml.Board()
    shaman = b.add(UNKNOWN_EFFECT, controlled_since_turn_start=False)
    problems = b.activation_problems(shaman, 0)
    assert "302.6" in problems[0]  # 302.6 comes first
    assert "does not understand" in problems[-1]  # "not understood" is one reason
    assert len(problems) == 2


def test_a_tapped_source_is_reported_whatever_its_effect_cr_107_5() -> None:
    b = ml.Board()
    shaman = b.add(UNKNOWN_EFFECT, tapped=True)
    problems = b.activation_problems(shaman, 0)
    assert any("107.5" in p for p in problems)
    assert not b.can_activate(shaman, 0)


def test_an_unsupported_ability_whose_cost_can_be_paid_says_only_what_is_unknown() -> None:
    b = ml.Board()
    shaman = b.add(UNKNOWN_EFFECT)
    problems = b.activation_problems(shaman, 0)
    assert len(problems) == 1 and "does not understand" in problems[0]


def test_a_tapped_q_creature_can_pay_its_mana_cost_with_a_mana_rock_cr_601_2g() -> None:
    # Pili-Pala: "{2}, {Q}: Add one mana of any color." Tapped, it can pay {Q}; Sol Ring's
    # {C}{C} can be made while paying the {2} (601.2g, 605.3a)
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    ring = b.add("Sol Ring")
    assert b.activation_problems(pili, "{2}, {Q}") == []
    assert b.can_activate(pili, "{2}, {Q}")
    r = b.activate(pili, "{2}, {Q}", pay_with="auto", choices=["B"])
    assert r.mana == "B"
    assert b.is_tapped(ring) and not b.is_tapped(pili)


def test_without_mana_abilities_the_cost_is_reported_with_its_rules_cr_118_3() -> None:
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    problems = b.activation_problems(pili, "{2}, {Q}")
    assert len(problems) == 1 and "601.2g" in problems[0] and "118.3" in problems[0]


def test_the_source_cant_tap_for_mana_to_pay_a_cost_that_taps_it_cr_601_2h() -> None:
    # Shimmering Grotto: "{1}, {T}: Add one mana of any color": alone, its own {T}: Add {C}
    # can't pay the {1}, since the {T} of the cost taps it (602.2b)
    b = ml.Board()
    grotto = b.add("Shimmering Grotto")
    assert not b.can_activate(grotto, 1)
    b.add("Wastes")
    assert b.can_activate(grotto, 1)


def test_activate_asks_which_mana_abilities_to_use_and_changes_nothing() -> None:
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    b.add("Sol Ring")
    before = b.to_yaml()
    with pytest.raises(ml.ChoiceRequired) as info:
        b.activate(pili, "{2}, {Q}", choices=["B"])
    assert "601.2g" in str(info.value) and info.value.options
    assert b.to_yaml() == before


def test_pay_with_names_the_mana_abilities_to_activate_cr_605_3a() -> None:
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    ring = b.add("Sol Ring")
    r = b.activate(pili, "{2}, {Q}", pay_with=[(ring, 0)], choices=["G"])
    assert r.mana == "G" and b.mana_pool("you") == "G"


def test_a_choice_with_one_legal_answer_may_be_given_explicitly() -> None:
    # Reflecting Pool beside only a Forest could produce only {G} (106.7): the choice of
    # type has one legal answer, which may be given or left out
    b = ml.Board()
    b.add("Forest")
    pool = b.add("Reflecting Pool")
    assert b.activate(pool, 0, choices=["G"]).mana == "G"
    b.untap(pool)
    assert b.activate(pool, 0).mana == "G"


def test_an_answer_that_is_not_the_single_legal_one_is_refused() -> None:
    b = ml.Board()
    b.add("Forest")
    pool = b.add("Reflecting Pool")
    with pytest.raises(ml.IllegalActionError):
        b.activate(pool, 0, choices=["U"])


@pytest.mark.parametrize("name", ["Llanowar Elves", "Birds of Paradise", "Pili-Pala"])
def test_can_activate_is_true_exactly_when_activate_succeeds_cr_602_2(name: str) -> None:
    # sick or not, tapped or not: can_activate answers exactly as activate does
    for sick in (False, True):
        for tapped in (False, True):
            b = ml.Board()
            b.add("Sol Ring")
            p = b.add(name, controlled_since_turn_start=not sick, tapped=tapped)
            ability = "{2}, {Q}" if name == "Pili-Pala" else "{T}"
            ok = b.can_activate(p, ability)
            try:
                b.activate(p, ability, pay_with="auto",
                           choices=[] if name == "Llanowar Elves" else ["G"])
                succeeded = True
            except ml.IllegalActionError:
                succeeded = False
            assert ok == succeeded, (name, sick, tapped, b.activation_problems(p, ability))


def test_asking_which_mana_abilities_lists_every_one_that_could_be_activated_cr_605_3a() -> None:
    # Pili-Pala's {2} can be paid by any two of three lands: the question names all three
    # (601.2g, 605.3a), with one way to pay as an example
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    lands = [b.add(n) for n in ("Forest", "Island", "Swamp")]
    with pytest.raises(ml.ChoiceRequired) as info:
        b.activate(pili, "{2}, {Q}", choices=["B"])
    assert len(info.value.options) == 3
    assert all(f"#{b.id_of(land)} " in " ".join(info.value.options) for land in lands)


def test_pay_with_takes_a_mana_ability_that_works_from_the_hand_cr_113_6m() -> None:
    # Simian Spirit Guide: "Exile this card from your hand: Add {R}." can help pay
    # Pili-Pala's {2} beside a Forest (601.2g, 605.3a, 113.6m)
    b = ml.Board()
    pili = b.add("Pili-Pala", tapped=True)
    forest = b.add("Forest")
    guide = b.add("Simian Spirit Guide", zone="hand")
    r = b.activate(pili, "{2}, {Q}", pay_with=[(forest, 0), (guide, 0)], choices=["U"])
    assert r.mana == "U" and b.hand("you").empty and len(b.exile) == 1
