"""An activated ability's "Create a token that's a copy of target creature you control,
except it enters with an additional +1/+1 counter on it" (Littjara Mirrorlake): the
token has the target's copiable values (CR 707.2: not its counters) and enters with the
extra counter (707.9b, 614.1c); the cost sacrifices the land (602.2, 701.21a)."""

from __future__ import annotations

import pytest

import mtglab as ml

MIRRORLAKE = ml.Card.from_text(
    name="Littjara Mirrorlake", type_line="Land",
    oracle_text="Littjara Mirrorlake enters the battlefield tapped.\n{T}: Add {U}.\n"
    "{2}{G}{G}{U}, {T}, Sacrifice Littjara Mirrorlake: Create a token that's a copy of "
    "target creature you control, except it enters the battlefield with an additional "
    "+1/+1 counter on it. Activate only as a sorcery.")


def test_token_copy_enters_with_one_counter_not_the_originals_707_2_707_9b() -> None:
    b = ml.Board()
    lake = b.add(MIRRORLAKE)
    bear = b.add("Grizzly Bears", counters={"+1/+1": 2})
    b.add_mana("you", "GGUCC")
    b.activate(lake, 2, targets=[bear])
    table = b.permanents
    token = table[table["token"]]
    assert list(token["name"]) == ["Grizzly Bears"]
    assert list(token["counters"]) == ["1 +1/+1"]  # the copy's own counter only (707.2)
    assert "Littjara Mirrorlake" not in list(table["name"])  # sacrificed as a cost


def test_only_a_creature_you_control_is_a_legal_target_115_1() -> None:
    b = ml.Board()
    lake = b.add(MIRRORLAKE)
    theirs = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "GGUCC")
    with pytest.raises(ml.IllegalActionError, match="not a legal target"):
        b.activate(lake, 2, targets=[theirs])
