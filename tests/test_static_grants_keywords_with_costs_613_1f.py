"""Keywords with a cost or a number granted by a static ability (CR 613.1f): "Enchanted
creature has ward {2}" (702.21a), "has toxic 2" (702.164a), "has trample and annihilator
2" (702.86a). The granted keyword is read again as the ability it is and works on the
object that has it while the granting ability applies. Every corpus line granting ward,
toxic or annihilator this way is read and played; each keyword's effect is shown on a
board."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import GrantAbilities
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"(?:has|have)(?: [a-z]+(?:,| and))* (?:ward \{\d+\}|toxic \d|"
                   r"annihilator \d)(?! counters)")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported
                            and any(isinstance(e, GrantAbilities) for e in a.effects))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_granted_ward_toxic_annihilator_line_plays_cr_613_1f(
        line: tuple[Any, Any]) -> None:
    _face, ability = line
    granted = [t for e in ability.effects if isinstance(e, GrantAbilities)
               for t in e.abilities]
    assert any(re.fullmatch(r"(Ward \{\d+\}|Toxic \d+|Annihilator \d+)", t)
               for t in granted), granted
    audit_found([line], board_refusals=True)


def test_the_granted_lines_of_the_corpus_are_read() -> None:
    found = {f.name for f, _a in _lines()}
    if not found:
        pytest.skip("needs the corpus")
    # one of each keyword, on an Aura, an Equipment and a lord (613.1f)
    assert {"Crystal Carapace", "Winged Boots", "Giant Ankheg", "Necrogen Communion",
            "Eldrazi Conscription"} <= found


def test_granted_ward_counters_an_opponents_spell_cr_702_21a_613_1f() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"), "opponent")
    b.add(real("Crystal Carapace"), "opponent", attached_to=bears)  # +3/+3, ward {2}
    assert b.characteristics(bears)["power"] == 5
    b.add_mana("you", "R")
    b.cast(real("Lightning Bolt"), targets=[bears])  # can't pay {2}: countered
    assert list(b.graveyard("you")["name"]) == ["Lightning Bolt"]  # 701.6a
    assert list(b.permanents["name"]) == ["Grizzly Bears", "Crystal Carapace"]


def test_without_the_aura_no_ward_cr_611_3a() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"), "opponent")
    b.add_mana("you", "R")
    b.cast(real("Lightning Bolt"), targets=[bears])
    assert "Grizzly Bears" in list(b.graveyard("opponent")["name"])


def test_granted_toxic_gives_poison_counters_cr_702_164c_613_1f() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(real("Necrogen Communion"), attached_to=bears)  # toxic 2
    b.phase = "beginning of combat"
    b.attack(bears)
    b.combat_damage()
    assert b.player_counters("opponent") == {"poison": 2} and b.life("opponent") == 18


def test_granted_annihilator_makes_the_defender_sacrifice_cr_702_86a_613_1f() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(real("Eldrazi Conscription"), attached_to=bears)  # +10/+10, annihilator 2
    forest = b.add("Forest", "opponent")
    island = b.add("Island", "opponent")
    b.add("Mountain", "opponent")
    b.attack(bears)
    b.resolve(choices=[forest, island])  # 701.21a: the sacrificing player chooses
    theirs = b.permanents[b.permanents["controller"] == "opponent"]
    assert list(theirs["name"]) == ["Mountain"]
