"""{S} is paid only with mana a snow source produced (CR 107.4h, 106.3).

The pool remembers, for each mana, whether its source was a snow permanent as the mana
was made: mana from a Snow-Covered Forest pays {S}, mana from a Forest doesn't.
Available mana tells snow sources apart too: tests/test_snow_sources_in_available_mana.py.
"""

from __future__ import annotations

import pytest

import mtglab as ml


def _probe() -> ml.Card:
    return ml.Card.from_text(name="Rime Probe", type_line="Artifact",
                             oracle_text="{S}: Add {C}.")


def test_mana_from_a_snow_land_pays_snow_cr_107_4h() -> None:
    b = ml.Board()
    probe = b.add(_probe())
    b.activate(b.add("Snow-Covered Forest"), 0)
    assert b.can_activate(probe, 0)
    b.activate(probe, 0)
    assert b.mana_pool("you") == "C"


def test_mana_from_a_basic_forest_cannot_pay_snow_cr_107_4h() -> None:
    b = ml.Board()
    probe = b.add(_probe())
    b.activate(b.add("Forest"), 0)
    assert not b.can_activate(probe, 0)
    with pytest.raises(ml.IllegalActionError):
        b.activate(probe, 0)
    assert b.mana_pool("you") == "G"  # nothing was paid


def test_pay_with_a_snow_land_pays_snow_and_a_forest_does_not_cr_107_4h_601_2g() -> None:
    b = ml.Board()
    probe = b.add(_probe())
    snow = b.add("Snow-Covered Forest")
    b.activate(probe, 0, pay_with=[(snow, 0)])
    assert b.mana_pool("you") == "C"
    b = ml.Board()
    probe = b.add(_probe())
    forest = b.add("Forest")
    with pytest.raises(ml.IllegalActionError):
        b.activate(probe, 0, pay_with=[(forest, 0)])
