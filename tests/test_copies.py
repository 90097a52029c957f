"""Copy effects and the rulings of Zygon Infiltrator (CR 707; the seed document)."""

from __future__ import annotations

import mtglab as ml


def _zygon_board() -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator", counters={"+1/+1": 1})
    b.add_mana("you", "UUUUUU")
    return b, zygon


def test_becoming_a_copy_is_not_entering_cr_707_4() -> None:
    # Ruling: "it's neither entering nor leaving the battlefield"; it keeps its history
    b, zygon = _zygon_board()
    elves = b.add("Llanowar Elves", "opponent")
    b.activate(zygon, "Body-print", targets=[elves])
    assert b.characteristics(zygon)["name"] == "Llanowar Elves"
    assert b.state.permanents[zygon.id].controlled_since_turn_start  # 302.6 history kept
    assert b.can_activate(zygon, 0)  # so it can tap for mana at once
    assert not any(r.action == "enters" for r in b.state.log if r.object == "Zygon Infiltrator")


def test_copying_a_token_copies_its_original_characteristics_not_tokenness() -> None:
    # Ruling: "it copies the original characteristics of that token ... It won't become a
    # token creature."
    b, zygon = _zygon_board()
    thopter = b.create_token(name="Thopter", types=["Artifact", "Creature"],
                             subtypes=["Thopter"], power=1, toughness=1,
                             oracle_text="Flying", controller="opponent")
    b.activate(zygon, "Body-print", targets=[thopter])
    chars = b.characteristics(zygon)
    assert chars["name"] == "Thopter" and chars["types"] == ("Artifact", "Creature")
    assert chars["is_token"] is False


def test_copies_printed_values_not_other_effects_or_counters_cr_707_2() -> None:
    # Ruling: copies the printed values plus copy effects; not other effects that changed
    # power, toughness, color; not the counters; it keeps its own counters.
    b, zygon = _zygon_board()
    bear = b.add("Grizzly Bears", "opponent", counters={"+1/+1": 3})
    b.add("Glorious Anthem", "opponent")  # the opponent's bear is 6/6 now
    assert b.characteristics(bear)["power"] == 6
    b.activate(zygon, "Body-print", targets=[bear])
    chars = b.characteristics(zygon)
    assert chars["name"] == "Grizzly Bears"
    assert (chars["power"], chars["toughness"]) == (3, 3)  # printed 2/2 + its own counter
    assert b.counters(zygon) == {"+1/+1": 1}


def test_a_copy_of_zygon_copies_what_zygon_is_copying_cr_707_3() -> None:
    # Ruling: "If another creature becomes a copy of Zygon Infiltrator, it will become a
    # copy of whatever Zygon Infiltrator is currently copying"
    b, zygon = _zygon_board()
    elves = b.add("Llanowar Elves", "opponent")
    b.activate(zygon, "Body-print", targets=[elves])
    bear = b.add("Grizzly Bears")
    b.become_copy(bear, zygon)
    assert b.characteristics(bear)["name"] == "Llanowar Elves"


def test_the_copy_lasts_while_the_creature_stays_tapped_cr_611_2b_122_1d() -> None:
    b, zygon = _zygon_board()
    elves = b.add("Llanowar Elves", "opponent")
    b.activate(zygon, "Body-print", targets=[elves])
    b.pass_turn()  # the opponent's untap step: a stun counter is removed instead (122.1d)
    assert b.is_tapped(elves) and b.characteristics(zygon)["name"] == "Llanowar Elves"
    b.pass_turn()
    b.pass_turn()  # the Elves untap: the copy effect ends
    assert not b.is_tapped(elves)
    assert b.characteristics(zygon)["name"] == "Zygon Infiltrator"


def test_a_copy_of_an_x_creature_has_x_zero_cr_107_3g() -> None:
    # Copying Hangarback Walker: X is 0 in the copied mana cost; no counters are copied,
    # so the copy is a 0/0 and dies (704.5f)
    b = ml.Board()
    b.add_mana("you", "CCCCCCUUUU")
    walker = b.cast("Hangarback Walker", x=3)
    assert walker is not None
    clone = b.cast("Clone", copy_of=walker)
    assert clone is None  # the 0/0 copy went to the graveyard at once
    assert "Clone" in set(b.graveyard("you")["name"])


def test_a_choice_isnt_linked_to_a_copied_ability_cr_607_5a() -> None:
    # The CR's own example: a Vesuvan Doppelganger that entered as a copy of Voice of
    # All (choosing blue) later becomes a copy of Quirion Elves. No color was chosen for
    # the Elves' ability it now has, so "one mana of the chosen color" adds nothing.
    b = ml.Board()
    voice = b.add("Voice of All", choices=("U",))
    elves = b.add("Quirion Elves", choices=("G",))
    vesuvan = b.add("Vesuvan Doppelganger", copy_of=voice, choices=("U",))
    b.become_copy(vesuvan, elves)
    chosen = next(i for i, t in enumerate(b.characteristics(vesuvan)["abilities"])
                  if "chosen color" in t)
    assert b.productions(vesuvan, chosen) == frozenset({""})  # undefined: none (106.5)
    assert b.could_produce(vesuvan) == frozenset({"G"})  # only its {T}: Add {G}
    assert b.productions(elves, chosen) == frozenset({"G"})  # the Elves' own choice


def test_copy_exceptions_keep_sakashimas_name_cr_707_9b() -> None:
    # "...except its name is Sakashima the Impostor, it's legendary in addition to its
    # other types, and it has ..." (707.9b: the exception is part of the copy effect).
    # With its own name it is no second Kiki-Jiki: the legend rule has nothing to do.
    b = ml.Board()
    kiki = b.add("Kiki-Jiki, Mirror Breaker")
    b.add_mana("you", "UUUU")
    sakashima = b.cast("Sakashima the Impostor", copy_of=kiki)
    c = b.characteristics(sakashima)
    assert c["name"] == "Sakashima the Impostor" and "Legendary" in c["supertypes"]
    assert len(b.permanents) == 2  # nothing went to the graveyard (704.5j)
    laid_out = ml.Board()
    bears = laid_out.add("Grizzly Bears")
    copy = laid_out.add("Sakashima the Impostor", copy_of=bears)  # set-up applies them too
    assert laid_out.characteristics(copy)["name"] == "Sakashima the Impostor"
