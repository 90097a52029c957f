"""Set-up of snow mana in a pool: ``b.add_mana(player, mana, snow=True)`` says the mana was
made by a snow source, so it can pay {S} (CR 107.4h); board files keep it."""

from __future__ import annotations

import pytest

import mtglab as ml


def _probe() -> ml.Card:
    return ml.Card.from_text(name="Rime Probe", type_line="Artifact",
                             oracle_text="{S}: Add {C}.")


@pytest.mark.parametrize(("snow", "payable"), [(True, True), (False, False)])
def test_set_up_pool_mana_pays_snow_only_when_marked_snow_cr_107_4h(snow: bool,
                                                                     payable: bool) -> None:
    b = ml.Board()
    probe = b.add(_probe())
    b.add_mana("you", "G", snow=snow)
    assert b.can_activate(probe, 0) is payable


def test_snow_pool_mana_survives_a_board_file_cr_107_4h() -> None:
    b = ml.Board()
    probe = b.add(_probe())
    b.add_mana("you", "G", snow=True)
    again = ml.Board.from_yaml(b.to_yaml())
    again.activate(again.get(str(probe)), 0)
    assert again.mana_pool("you") == "C"


def test_snow_must_be_a_bool() -> None:
    with pytest.raises(ml.MtglabError, match="snow"):
        ml.Board().add_mana("you", "G", snow="yes")  # type: ignore[arg-type]
