"""Copy lines the engine can't play stay unsupported, naming the part (DESIGN:
"supported" is a promise; issue 22: a part the grammar can't explain is named): a copy of
several creatures at once (It Came from Planet Glurg: CR 707 has no rule for it, only the
card's reminder text, and the grammar reads no such copy) and Flesh Duplicate's
conditional vanishing (702.63 is not played)."""

from __future__ import annotations

from mtglab.cards.oracle.parser import parse_ability


def test_a_copy_of_x_different_creatures_is_refused_cr_707() -> None:
    a = parse_ability("You may have It Came from Planet Glurg enter the battlefield as a copy "
                      "of X different creatures on the battlefield. (It has their total "
                      "power, total toughness, combined mana costs, all text boxes, names, "
                      "art, and so on.)", name="It Came from Planet Glurg")
    assert not a.supported
    assert "a copy of X different creatures" in a.problem  # the part not explained


def test_a_copy_with_vanishing_is_refused_while_vanishing_is_not_played_cr_702_63() -> None:
    a = parse_ability("You may have Flesh Duplicate enter the battlefield as a copy of any "
                      "creature on the battlefield, except it has vanishing 3 if that creature "
                      "doesn't have vanishing. (A permanent with vanishing 3 enters the "
                      "battlefield with three time counters on it. At the beginning of your "
                      "upkeep, remove a time counter from it. When the last is removed, "
                      "sacrifice it.)", name="Flesh Duplicate")
    assert not a.supported
    assert "vanishing" in a.problem.lower()  # the part not played is named
