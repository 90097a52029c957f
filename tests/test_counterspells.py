"""Instants that counter spells (CR 701.6a, 115.1, 202.3e, 608.2b, 118.12).

"Counter target spell", "... creature spell", "... with mana value N or less" and
"... unless its controller pays {N}" cast while a spell is on the stack.
"""

from __future__ import annotations

import pytest

import mtglab as ml


def card(name: str, text: str, cost: str = "{U}{U}", type_line: str = "Instant") -> ml.Card:
    if type_line.startswith("Creature"):
        return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                                 oracle_text=text, power="2", toughness="2")
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line, oracle_text=text)


BEAR = card("Bear", "", "{1}{G}", "Creature — Bear")
HYDRA = card("X Hydra", "", "{X}{G}", "Creature — Hydra")
SHOCK = card("Quiet Instant", "", "{R}")
COUNTERSPELL = card("Counterspell", "Counter target spell.")
ESSENCE = card("Essence Scatter", "Counter target creature spell.", "{1}{U}")
SMALL = card("Spell Pierce Two", "Counter target spell with mana value 2 or less.", "{U}")
MANA_LEAK = card("Mana Leak", "Counter target spell unless its controller pays {3}.",
                 "{1}{U}")


def bear_on_the_stack(b: ml.Board) -> ml.Permanent:
    b.add_mana("you", "GG")
    spell = b.cast(BEAR, resolve=False)
    assert spell is not None
    return spell


def test_the_countered_spell_goes_to_its_owners_graveyard_701_6a() -> None:
    b = ml.Board()
    bear = bear_on_the_stack(b)
    b.add_mana("opponent", "UU")
    b.cast(COUNTERSPELL, controller="opponent", targets=[bear])
    assert b.stack.empty and "Bear" not in list(b.permanents["name"])
    assert list(b.graveyard("you")["name"]) == ["Bear"]
    assert list(b.graveyard("opponent")["name"]) == ["Counterspell"]  # resolved (608.2n)


def test_a_target_spell_must_be_chosen_601_2c() -> None:
    # two spells it could target: the caster chooses (a single legal choice is taken)
    b = ml.Board()
    bear_on_the_stack(b)
    b.add_mana("you", "R")
    b.cast(SHOCK, resolve=False)
    b.add_mana("opponent", "UU")
    with pytest.raises(ml.ChoiceRequired) as err:
        b.cast(COUNTERSPELL, controller="opponent")
    assert err.value.options and "Bear" in str(err.value.options[0])


def test_the_kind_of_spell_limits_the_target_115_1() -> None:
    # an instant is not a creature spell: Essence Scatter can't target it
    b = ml.Board()
    b.add_mana("you", "R")
    shock = b.cast(SHOCK, resolve=False)
    assert shock is not None
    b.add_mana("opponent", "UU")
    with pytest.raises(ml.IllegalActionError):
        b.cast(ESSENCE, controller="opponent", targets=[shock])
    assert list(b.stack["name"]) == ["Quiet Instant"]


@pytest.mark.parametrize(("x", "legal"), [(1, True), (2, False)])
def test_mana_value_on_the_stack_counts_x_202_3e(x: int, legal: bool) -> None:
    b = ml.Board()
    b.add_mana("you", "G" * (x + 1))
    hydra = b.cast(HYDRA, x=x, resolve=False)
    assert hydra is not None
    b.add_mana("opponent", "U")
    if legal:  # mana value 1 + X = 2
        b.cast(SMALL, controller="opponent", targets=[hydra])
        assert list(b.graveyard("you")["name"]) == ["X Hydra"]
    else:
        with pytest.raises(ml.IllegalActionError):
            b.cast(SMALL, controller="opponent", targets=[hydra])


def test_a_counterspell_whose_target_left_doesnt_resolve_608_2b() -> None:
    b = ml.Board()
    bear = bear_on_the_stack(b)
    b.add_mana("opponent", "UUUU")
    b.cast(COUNTERSPELL, controller="opponent", targets=[bear], resolve=False)
    b.cast(COUNTERSPELL, controller="opponent", targets=[bear])  # resolves first
    assert list(b.stack["name"]) == ["Counterspell"]  # the Bear was countered
    b.resolve()
    assert b.stack.empty and b.state.log[-1].rule == "608.2b"
    assert list(b.graveyard("opponent")["name"]) == ["Counterspell", "Counterspell"]


def test_a_counterspell_can_be_countered_701_6a() -> None:
    b = ml.Board()
    bear = bear_on_the_stack(b)
    b.add_mana("opponent", "UU")
    first = b.cast(COUNTERSPELL, controller="opponent", targets=[bear], resolve=False)
    assert first is not None and first.name == "Counterspell"
    b.add_mana("you", "UU")
    b.cast(COUNTERSPELL, targets=[first])
    b.resolve()  # the Bear resolves
    assert list(b.permanents["name"]) == ["Bear"]


@pytest.mark.parametrize(("mana", "pays", "countered"),
                         [("CCC", True, False), ("CCC", False, True), ("CC", None, True)])
def test_unless_its_controller_pays_118_12(mana: str, pays: bool | None,
                                           countered: bool) -> None:
    # the spell's controller chooses as Mana Leak resolves whether to pay {3}; with less
    # mana they can't, and the spell is countered
    b = ml.Board()
    bear = bear_on_the_stack(b)
    b.add_mana("you", mana)
    b.add_mana("opponent", "UU")
    b.cast(MANA_LEAK, controller="opponent", targets=[bear],
           choices=[] if pays is None else [pays])
    assert (list(b.graveyard("you")["name"]) == ["Bear"]) is countered
    if not countered:
        b.resolve()
        assert list(b.permanents["name"]) == ["Bear"]


def test_other_instructions_are_named_when_not_understood() -> None:
    # "supported" is a promise (DESIGN): the part the engine can't play is named
    c = card("Gate-ish", "Counter target spell. Discover 3.", "{1}{U}{U}")
    assert not c.abilities[0].supported and "Discover" in c.abilities[0].problem
    d = card("Counter and draw", "Counter target noncreature spell. Draw a card.")
    assert d.abilities[0].supported


@pytest.mark.parametrize(("mana", "countered"), [("CC", False), ("C", True)])
def test_unless_its_controller_pays_x_is_the_counterspells_x_107_3a(
        mana: str, countered: bool) -> None:
    tax = card("Spell Tax", "Counter target spell unless its controller pays {X}.", "{X}{U}")
    b = ml.Board()
    bear = bear_on_the_stack(b)
    b.add_mana("you", mana)
    b.add_mana("opponent", "UUU")
    b.cast(tax, controller="opponent", targets=[bear], x=2,
           choices=[] if countered else [True])
    assert (list(b.graveyard("you")["name"]) == ["Bear"]) is countered


def test_exile_it_instead_replaces_the_graveyard_614_1a() -> None:
    dissipate = card("Dissipate", "Counter target spell. If that spell is countered this "
                     "way, exile it instead of putting it into its owner's graveyard.",
                     "{1}{U}{U}")
    assert dissipate.abilities[0].supported, dissipate.abilities[0].problem
    b = ml.Board()
    bear = bear_on_the_stack(b)
    b.add_mana("opponent", "UUU")
    b.cast(dissipate, controller="opponent", targets=[bear])
    assert b.graveyard("you").empty
    assert list(b.exile["name"]) == ["Bear"]
