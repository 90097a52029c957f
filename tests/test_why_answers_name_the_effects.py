""""Why" answers name the effect and the source that decided, not "replacement effects".

Could produce (CR 106.7) counts replacement effects in every order (616.1): a Forest
facing Contamination could produce only {B}, and its reason names Contamination. Mana
Reflection doubles mana without changing its type, so it decides no type and isn't named.
A continuous effect created by an action (Act of Treason's control change, 613.1b, and
haste, 613.1f) is named by its source in ``b.effects`` and the log.
"""

from __future__ import annotations

import mtglab as ml


def _reason(b: ml.Board, name: str) -> str:
    table = b.could_produce_table()
    return str(table.loc[table["name"] == name, "reason"].iloc[0])


def test_could_produce_names_the_replacement_effect_that_decided_cr_106_7() -> None:
    b = ml.Board()
    b.add("Forest")
    b.add("Sol Ring")
    b.add("Mana Reflection")
    b.add("Contamination", "opponent")
    assert b.could_produce(b.get("Forest")) == frozenset({"B"})
    assert "-> B after Contamination (CR 106.7)" in _reason(b, "Forest")
    # Contamination changes only lands; Mana Reflection changes amounts, not types
    assert _reason(b, "Sol Ring") == "'{T}: Add {C}{C}.' -> C (CR 106.7)"


def test_without_replacement_effects_no_effect_is_named() -> None:
    b = ml.Board()
    b.add("Forest")
    assert _reason(b, "Forest") == "'{T}: Add {G}.' -> G (CR 106.7)"


def test_an_effect_made_by_an_action_is_named_by_its_source_cr_613_1b() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent")
    b.gain_control(elves, "you", until_end_of_turn=True, haste=True, source="Act of Treason")
    effects = b.effects
    assert list(effects["source"]) == ["Act of Treason", "Act of Treason"]
    assert list(effects["layer"]) == ["2", "6"]
    assert effects["effect"].iloc[0] == "changes who controls it (Llanowar Elves → you)"
    assert effects["effect"].iloc[1] == "grants abilities: Haste (Llanowar Elves)"
    assert "(Act of Treason)" in " ".join(b.log["detail"])


def test_an_unnamed_action_says_it_was_set_up_by_hand() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves", "opponent")
    b.gain_control(elves, "you")
    assert b.effects["source"].iloc[0] == "gain_control (set up by hand)"
    assert "an effect" not in str(b.effects)
