""""Crew N" (CR 702.122a) and "Saddle N" (702.171a) are activated abilities whose cost taps
other untapped creatures with total power N or more; each is a line of its own, as every
activated keyword ability (equip, level up, cycling) is: a keyword line that lists one
beside other keywords is not read as either."""

from __future__ import annotations

import pytest

import mtglab as ml


def _line(text: str) -> ml.Ability:
    return ml.Card.from_text(name="Test Vehicle", type_line="Artifact — Vehicle",
                             oracle_text=text, power="3", toughness="3").abilities[0]


@pytest.mark.parametrize(("text", "keyword"), [("Crew 3", "Crew"), ("crew 1", "Crew"),
                                               ("Saddle 2", "Saddle")])
def test_one_keyword_is_an_activated_ability_cr_702_122a_702_171a(text: str,
                                                                  keyword: str) -> None:
    a = _line(text)
    assert a.supported and a.kind is ml.AbilityKind.ACTIVATED
    assert a.keywords == (keyword,) and not a.is_mana_ability


def test_saddle_is_activated_only_as_a_sorcery_cr_702_171a() -> None:
    assert [r.kind for r in _line("Saddle 2").restrictions] == ["sorcery"]


@pytest.mark.parametrize("text", ["Crew 1, flying", "Flying, crew 2", "Saddle 1, trample"])
def test_beside_other_keywords_it_is_not_read_cr_702_122a(text: str) -> None:
    assert not _line(text).supported
