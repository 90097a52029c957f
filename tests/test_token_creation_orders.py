"""Tokens being created: one event for the one replacement search (CR 111.1, 111.2, 614.1a,
614.5, 616.1, 616.1f).

The player who creates tokens owns them and they enter under that player's control
(111.2), so that player orders the replacement effects on creating them (616.1); each
effect applies once (614.5), and after each one what still applies is checked again
(616.1f). Doublers ("twice that many of those tokens") commute with each other; an effect
that adds a token ("those tokens plus an additional Treasure token") does not commute with
a doubler.
"""

from __future__ import annotations

import pytest

import mtglab as ml

SOLDIER = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"],
           "colors": ["W"], "power": 1, "toughness": 1}


def _board(*names: str, controller: str = "you") -> ml.Board:
    b = ml.Board()
    for name in names:
        b.add(name, controller)
    return b


def _tokens(b: ml.Board) -> dict[str, int]:
    frame = b.permanents
    mine = frame[frame["token"]]
    return {str(k): int(v) for k, v in mine["name"].value_counts().items()}


# -- two doublers: four tokens in either order ------------------------------------------


def test_doubling_season_and_parallel_lives_give_four_tokens_in_either_order_cr_616_1() -> None:
    # each doubles the tokens the event would create: (1*2)*2 = 4 whichever applies
    # first; both are 616.1e choices of the tokens' controller
    b = _board("Doubling Season", "Parallel Lives")
    table = ml.orderings(b, create=("Treasure", 1))
    assert list(table.columns) == ["order", "tokens", "n_tokens", "chooser", "steps"]
    got = {row.order: (row.tokens, row.n_tokens) for row in table.itertuples()}
    assert got == {("Doubling Season", "Parallel Lives"): ({"Treasure": 4}, 4),
                   ("Parallel Lives", "Doubling Season"): ({"Treasure": 4}, 4)}
    assert set(table["chooser"]) == {"you"}
    assert all("616.1e" in step and "614.1a" in step
               for row in table.itertuples() for step in row.steps)


def test_two_doublers_need_no_order_since_every_order_gives_the_same_cr_616_1() -> None:
    b = _board("Doubling Season", "Parallel Lives")
    made = b.create_tokens("Treasure")
    assert len(made) == 4 and _tokens(b) == {"Treasure": 4}
    assert all(b.characteristics(t)["is_token"] for t in made)
    assert list(b.log["rule"]).count("614.1a, 616.1") == 2  # each applied once (614.5)


def test_grouped_counts_by_dynamic_programming_with_identical_doublers_merged() -> None:
    # eight copies of one effect: 8! = 40320 orders, one outcome, never listed
    b = _board(*["Parallel Lives"] * 8)
    grouped = ml.orderings(b, create="Treasure", group=True)
    assert list(grouped.columns) == ["tokens", "n_tokens", "n_orders", "chooser",
                                     "example_order"]
    assert grouped["tokens"][0] == {"Treasure": 256} and grouped["n_orders"][0] == 40320
    with pytest.raises(ml.TooManyOutcomes):
        ml.orderings(b, create="Treasure", limit=1000)


# -- a doubler and a "plus one": the order matters ---------------------------------------


def test_anointed_procession_and_xorn_order_matters_cr_616_1() -> None:
    # Anointed Procession first: 1*2 = 2, then Xorn adds one: 3; Xorn first: 1+1 = 2,
    # then doubled: 4
    b = _board("Anointed Procession", "Xorn")
    table = ml.orderings(b, create=("Treasure", 1))
    got = {row.order: row.n_tokens for row in table.itertuples()}
    assert got == {("Anointed Procession", "Xorn"): 3, ("Xorn", "Anointed Procession"): 4}
    grouped = ml.orderings(b, create=("Treasure", 1), group=True)
    assert sorted(grouped["n_tokens"]) == [3, 4] and set(grouped["n_orders"]) == {1}


def test_create_token_asks_for_the_order_that_matters_and_applies_it_cr_616_1() -> None:
    b = _board("Anointed Procession", "Xorn")
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.create_token("Treasure")
    assert ("Xorn", "Anointed Procession") in exc.value.options
    assert _tokens(b) == {}  # a failed action changes nothing
    four = b.copy()
    three = b.copy()
    assert len(four.create_tokens("Treasure", order=["Xorn", "Anointed Procession"])) == 4
    first = three.create_token("Treasure", order=["Anointed Procession", "Xorn"])
    assert _tokens(three) == {"Treasure": 3} and str(first) == "Treasure"
    with pytest.raises(ml.IllegalActionError, match=r"616\.1"):
        b.create_token("Treasure", order=["Xorn", "Xorn"])


def test_xorn_applies_only_to_treasure_tokens_cr_614_1a() -> None:
    b = _board("Xorn")
    table = ml.orderings(b, create="Clue")
    assert list(table["order"]) == [()] and table["tokens"][0] == {"Clue": 1}
    b.create_token("Clue")
    assert _tokens(b) == {"Clue": 1}


def test_two_tokens_proposed_are_doubled_together_cr_111_1() -> None:
    # "twice that many of those tokens": two Soldiers become four
    b = _board("Mondrak, Glory Dominus")
    assert ml.orderings(b, create=(SOLDIER, 2))["tokens"][0] == {"Soldier": 4}


# -- whose tokens: under your control, or anyone's (111.2) -------------------------------


def test_an_opponents_doubler_doesnt_double_your_tokens_under_your_control_cr_111_2() -> None:
    b = _board("Parallel Lives", controller="opponent")
    assert ml.orderings(b, create="Treasure")["n_tokens"][0] == 1
    assert ml.orderings(b, create="Treasure", controller="opponent")["n_tokens"][0] == 2


def test_primal_vigor_doubles_every_players_tokens_cr_614_1a() -> None:
    # "If one or more tokens would be created, twice that many ..." names no controller
    b = _board("Primal Vigor", controller="opponent")
    table = ml.orderings(b, create="Treasure")
    assert table["n_tokens"][0] == 2 and table["chooser"][0] == "you"  # 616.1


def test_forbidden_orchards_spirit_is_created_by_the_opponent_who_orders_cr_616_1() -> None:
    # "target opponent creates a 1/1 colorless Spirit creature token": the opponent
    # creates it under their control (111.2), so their Parallel Lives doubles it
    b = ml.Board()
    orchard = b.add("Forbidden Orchard")
    b.add("Parallel Lives", "opponent")
    b.add("Parallel Lives")  # yours: not under your control, doesn't apply
    b.activate(orchard, 0, choices=["G"])
    b.resolve()
    spirits = b.permanents[b.permanents["name"] == "Spirit"]
    assert len(spirits) == 2 and set(spirits["controller"]) == {"opponent"}


def test_the_opponent_orders_the_effects_on_the_tokens_they_create_cr_616_1() -> None:
    # the opponent orders the effects on tokens the opponent creates (111.2, 616.1): for
    # a Treasure the order matters; for Forbidden Orchard's Spirit only the Procession
    # applies (Xorn speaks of Treasure tokens), so no order is asked
    b = ml.Board()
    b.add("Anointed Procession", "opponent")
    b.add("Xorn", "opponent")
    table = ml.orderings(b, create="Treasure", controller="opponent")
    assert set(table["chooser"]) == {"opponent"} and sorted(table["n_tokens"]) == [3, 4]
    orchard = b.add("Forbidden Orchard")
    b.activate(orchard, 0, choices=["G"], resolve=False)
    b.resolve()  # the trigger: the opponent creates one Spirit, doubled; Xorn doesn't apply
    spirits = b.permanents[b.permanents["name"] == "Spirit"]
    assert len(spirits) == 2 and set(spirits["controller"]) == {"opponent"}


def test_an_ability_on_the_stack_takes_its_token_order_from_resolve_cr_616_1() -> None:
    b = _board("Black Market Tycoon", "Anointed Procession", "Xorn")
    b.activate(b.get("Black Market Tycoon"), "{T}: Create", resolve=False)
    with pytest.raises(ml.ChoiceRequired):
        b.resolve()
    assert len(b.stack) == 1  # nothing changed
    b.resolve(order=["Anointed Procession", "Xorn"])
    assert _tokens(b) == {"Treasure": 3}


# -- 616.1f: rechecking what applies after each effect ------------------------------------


def test_divine_visitation_applies_only_after_a_creature_token_is_added_cr_616_1f() -> None:
    # Creating a Treasure: Divine Visitation (creature tokens) doesn't apply yet, so
    # Chatterfang must go first; its Squirrel is a creature token, so then Divine
    # Visitation applies and makes it a 4/4 Angel: one legal order
    b = _board("Divine Visitation", "Chatterfang, Squirrel General")
    table = ml.orderings(b, create="Treasure")
    assert list(table["order"]) == [("Chatterfang, Squirrel General", "Divine Visitation")]
    assert table["tokens"][0] == {"Treasure": 1, "Angel": 1}


def test_divine_visitation_makes_angels_with_flying_and_vigilance_cr_614_1a() -> None:
    b = _board("Divine Visitation")
    b.add_mana("you", "WW")
    b.cast("Raise the Alarm")  # "Create two 1/1 white Soldier creature tokens."
    assert _tokens(b) == {"Angel": 2}
    angel = b.get(int(b.permanents[b.permanents["token"]]["id"].iloc[0]))
    chars = b.characteristics(angel)
    assert (chars["power"], chars["toughness"], chars["colors"]) == (4, 4, frozenset("W"))
    # its keyword line (702.1), as the grammar writes any described token's ("Flying, Haste")
    assert chars["abilities"] == ("Flying, Vigilance",)


def test_two_academy_manufactors_each_apply_once_to_all_the_tokens_cr_614_5() -> None:
    # the first makes the Treasure a Clue, a Food and a Treasure; the second applies
    # once to that event and replaces each of the three (616.1f, 614.5): 3 of each
    b = _board("Academy Manufactor", "Academy Manufactor")
    grouped = ml.orderings(b, create="Treasure", group=True)
    assert len(grouped) == 1
    assert grouped["tokens"][0] == {"Clue": 3, "Food": 3, "Treasure": 3}
    assert grouped["n_orders"][0] == 2  # two labelled, identical effects


def test_a_creature_only_tripler_leaves_other_tokens_alone_cr_614_1a() -> None:
    ojer = ml.Card.from_text(
        name="Ojer Taq, Deepest Foundation", mana_cost="{4}{W}{W}",
        type_line="Legendary Creature — God", power="6", toughness="6",
        oracle_text="Vigilance\nIf one or more creature tokens would be created under "
                    "your control, three times that many of those tokens are created "
                    "instead.")
    b = ml.Board()
    b.add(ojer)
    assert ml.orderings(b, create="Treasure")["n_tokens"][0] == 1
    assert ml.orderings(b, create="Walker")["tokens"][0] == {"Walker": 3}


# -- every way the engine creates tokens goes through the event ----------------------------


def test_an_activated_ability_creating_a_treasure_is_doubled_cr_602_111_1() -> None:
    b = _board("Black Market Tycoon", "Doubling Season")  # "{T}: Create a Treasure token."
    b.activate(b.get("Black Market Tycoon"), "{T}: Create")
    assert _tokens(b) == {"Treasure": 2}


def test_a_spell_creating_a_treasure_takes_its_order_from_cast_cr_616_1() -> None:
    b = _board("Anointed Procession", "Xorn")
    b.add_mana("you", "RR")
    with pytest.raises(ml.ChoiceRequired):
        b.cast("Strike It Rich")
    assert b.mana_pool("you") == "RR"  # nothing paid: the failed action changed nothing
    b.cast("Strike It Rich", order=["Xorn", "Anointed Procession"])
    assert _tokens(b) == {"Treasure": 4}


def test_a_token_copy_is_a_token_being_created_cr_707_2_111_1() -> None:
    b = _board("Grizzly Bears", "Parallel Lives")
    b.add_mana("you", "UUU")
    b.cast("Cackling Counterpart", targets=[b.get("Grizzly Bears")])
    copies = b.permanents[b.permanents["token"]]
    assert list(copies["name"]) == ["Grizzly Bears", "Grizzly Bears"]


def test_created_creature_tokens_enter_with_counters_cr_614_1c_122_6() -> None:
    # Grumgully: "Each other non-Human creature you control enters with an additional
    # +1/+1 counter"; Doubling Season doubles the Soldiers (614.1a), then each Soldier
    # enters with Grumgully's counter, doubled as it is put on (122.6, 616.1f)
    b = _board("Grumgully, the Generous", "Doubling Season")
    b.add_mana("you", "WW")
    b.cast("Raise the Alarm")
    soldiers = [b.get(int(i)) for i in b.permanents[b.permanents["token"]]["id"]]
    assert len(soldiers) == 4
    assert [b.counters(s) for s in soldiers] == [{"+1/+1": 2}] * 4


def test_set_up_places_exactly_the_token_asked_for() -> None:
    # replacements=False, and b.add(..., token=True), are set-up: no replacement applies
    b = _board("Doubling Season")
    b.create_token("Treasure", replacements=False)
    assert _tokens(b) == {"Treasure": 1}


# -- bad input ------------------------------------------------------------------------


def test_orderings_create_rejects_a_bad_count_or_an_unknown_token() -> None:
    b = ml.Board()
    with pytest.raises(ValueError, match=r"111\.1"):
        ml.orderings(b, create=("Treasure", 0))
    with pytest.raises(ml.UnknownCardError):
        ml.orderings(b, create="Treasury")
    with pytest.raises(ValueError):
        b.create_token("Treasure", count=0)
