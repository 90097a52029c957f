"""What a static ability says an object is (CR 604, 611.3): its types (layer 4,
613.1d; "in addition to its other types", 205.1b; every creature type, 205.3m; "~ isn't
a creature"), its colors (layer 5, 613.1e, 105.3) and its base power and toughness
(layer 7b, 613.4b), each with an "as long as" condition where the line has one
(611.3a). Each wording is read on every corpus line of ../shared/corpus that uses it
and played on a board through the public API."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.static_lines import real, wording

_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_ATTACHED = r"(?:Equipped|Enchanted) creature"


def _ids(case: Any) -> str:
    return case[0].name if case else "no corpus"


def _on_bears(case: Any) -> tuple[ml.Board, Any, Any]:
    """The Equipment or Aura of ``case`` attached to Grizzly Bears (2/2 green Bear)."""
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    if "Creature" in face.types:
        pytest.skip("an Equipment creature attaches by reconfigure (702.151b)")
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    if "Aura" in face.subtypes:
        b.add(face, attached_to=bears)
    else:
        b.attach(b.add(face), bears)
    return b, bears, ability


# -- layer 4: "is a <kind> in addition to its other types" (205.1b, 613.1d) ------------

_ADDED = rf"{_ATTACHED} (?:[^.\"]*, )?is (?:a|an) ((?:(?:white|blue|black|red|green) )?" \
    r"(?:[A-Z][a-z]+ ?)+|artifact) in addition to its other (?:colors and )?(?:creature )?" \
    r"types(?:, and has [^\"]+)?\."
#: (ward {N}, 702.21, and "is a Toy artifact creature with base power and toughness" are
#: other wordings, not read here)
_ADDED_CASES = [c for c in wording(rf"{_ATTACHED} [^\"]*\bis (?:a|an) [^\"]* in addition to "
                                   r"its other [^\"]*\.")
                if not re.search(r"ward|with base", c[1].text)] or [None]


@pytest.mark.parametrize("case", _ADDED_CASES, ids=_ids)
def test_attached_creature_is_also_a_kind_cr_205_1b_613_1d(case: Any) -> None:
    # 205.1b: "in addition to its other types" keeps the creature's own types; the
    # new kind is added in layer 4 (and a color in layer 5 with "other colors", 105.3)
    b, bears, ability = _on_bears(case)
    m = re.search(r"is (?:a|an) ((?:(white|blue|black|red|green) )?([\w ]+?)) in addition "
                  r"to its other (colors and )?", ability.text)
    assert m is not None
    c = b.characteristics(bears)
    assert "Creature" in c["types"] and "Bear" in c["subtypes"]  # its own kept (205.1b)
    for word in m.group(3).split():
        kind = word.capitalize()
        assert kind in c["subtypes"] or kind in c["types"], (kind, c)
    if m.group(2):
        assert _COLOR[m.group(2)] in c["colors"] and "G" in c["colors"]  # 105.3


@pytest.mark.parametrize("case", wording(
    rf"{_ATTACHED} gets [+-]\d/[+-]\d(?:, has \w+,)? and is every creature type\.") or [None],
    ids=_ids)
def test_attached_creature_is_every_creature_type_cr_205_3m(case: Any) -> None:
    b, bears, _ability = _on_bears(case)
    c = b.characteristics(bears)
    assert c["all_creature_types"] is True  # 205.3m: it has every creature type
    assert "Creature" in c["types"]


def _devotion(b: ml.Board, color: str, n: int) -> None:
    """An enchantment with ``n`` mana symbols of ``color`` in its cost (700.5)."""
    letter = _COLOR[color]
    cost = "".join("{" + letter + "}" for _ in range(n))
    b.add(ml.Card.from_text(name="Shrine of Devotion", mana_cost=cost, type_line="Enchantment"))


@pytest.mark.parametrize("case", wording(
    r"As long as your devotion to (\w+)(?: and (\w+))? is less than (\w+), ~ isn't a "
    r"creature\.") or [None], ids=_ids)
def test_god_isnt_a_creature_below_its_devotion_cr_700_5_613_1d(case: Any) -> None:
    # Theros gods: with devotion below N the permanent loses the card type creature
    # (layer 4, 613.1d); once the devotion is N or more it is a creature again (611.3a)
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    m = re.search(r"devotion to (\w+)(?: and \w+)? is less than (\w+)", ability.text)
    assert m is not None
    needed = {"five": 5, "seven": 7}[m.group(2)]
    b = ml.Board()
    god = b.add(face)
    c = b.characteristics(god)
    assert "Creature" not in c["types"] and "Enchantment" in c["types"]
    assert c["power"] is None  # 208.3: a noncreature has no power
    # the god's own cost counts toward the devotion (700.5): the rest from the shrine
    own = sum(str(face.mana_cost).count("{" + letter + "}") for letter in
              {_COLOR[w] for w in re.findall(r"\b(white|blue|black|red|green)\b",
                                            ability.text)})
    _devotion(b, m.group(1), needed - own + 1)
    c = b.characteristics(god)
    assert "Creature" in c["types"] and c["power"] == int(face.power)


# -- layer 5: "is black" (105.3, 613.1e) ----------------------------------------------

@pytest.mark.parametrize("case", wording(rf"{_ATTACHED} gets [+-]\d/[+-]\d and is "
                                         r"(white|blue|black|red|green)\.") or [None],
                         ids=_ids)
def test_attached_creature_is_a_color_cr_105_3_613_1e(case: Any) -> None:
    # its colors become that one: the Bears stop being green (105.3)
    b, bears, ability = _on_bears(case)
    color = _COLOR[ability.text.rstrip(".").split()[-1]]
    assert b.characteristics(bears)["colors"] == frozenset({color})


@pytest.mark.parametrize("case", wording(
    r"Threshold — As long as seven or more cards are in your graveyard, ~ (?:gets "
    r"\+\d/\+\d, )?is (white|black).*") or [None], ids=_ids)
def test_threshold_color_and_granted_ability_cr_611_3a_613_1e(case: Any) -> None:
    # six cards: the printed colors; seven: its colors are the new one and it has the
    # quoted activated ability (613.1f), which the engine plays
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    me = b.add(face)
    printed = b.characteristics(me)["colors"]
    for _ in range(6):
        b.add(real("Forest"), zone="graveyard")
    assert b.characteristics(me)["colors"] == printed
    b.add(real("Forest"), zone="graveyard")
    color = re.search(r"is (white|black)", ability.text)
    assert color is not None
    c = b.characteristics(me)
    assert c["colors"] == frozenset({_COLOR[color.group(1)]})
    quoted = re.search(r'has "([^"]+)"', ability.text)
    assert quoted is not None
    assert any(t.startswith(quoted.group(1)[:8]) for t in c["abilities"])  # 613.1f


# -- layer 7b: "has base power and toughness N/N" (613.4b) ----------------------------

@pytest.mark.parametrize("case", wording(
    rf"{_ATTACHED} has base power and toughness (\d+)/(\d+),? (?:has|and has) [^\"]*\.")
    or [None], ids=_ids)
def test_attached_creature_has_base_power_and_toughness_cr_613_4b(case: Any) -> None:
    b, bears, ability = _on_bears(case)
    m = re.search(r"(\d+)/(\d+)", ability.text)
    assert m is not None
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (int(m.group(1)), int(m.group(2)))


@pytest.mark.parametrize("case", wording(
    r"During your turn, ~ has base power and toughness (\d+)/(\d+)\.") or [None], ids=_ids)
def test_base_power_and_toughness_during_your_turn_cr_611_3a_613_4b(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    m = re.search(r"(\d+)/(\d+)", ability.text)
    assert m is not None
    b = ml.Board()
    me = b.add(face)
    c = b.characteristics(me)
    assert (c["power"], c["toughness"]) == (int(m.group(1)), int(m.group(2)))
    b.active = "opponent"
    c = b.characteristics(me)
    assert (c["power"], c["toughness"]) == (int(face.power), int(face.toughness))


@pytest.mark.parametrize("case", wording(
    rf"{_ATTACHED} has base power and toughness \d+/\d+, has defender,(?: and)? loses all "
    r"other abilities[^.]*\.") or [None], ids=_ids)
def test_loses_all_other_abilities_keeps_the_new_ones_cr_613_1f(case: Any) -> None:
    # Stasis Field, Deep Freeze: the creature keeps defender, given by the same
    # sentence, and loses the abilities it had (613.1f); a vanilla creature is used
    b, bears, _ability = _on_bears(case)
    assert b.characteristics(bears)["abilities"] == ("Defender",)
    b2 = ml.Board()
    bird = b2.add(real("Suntail Hawk"))  # a 1/1 with flying
    aura = case[0]
    b2.add(aura, attached_to=bird)
    assert b2.characteristics(bird)["abilities"] == ("Defender",)


def test_granted_quoted_ability_the_engine_cant_play_is_unsupported_cr_613_1f() -> None:
    # Essence Leak's quoted upkeep trigger ("sacrifice this permanent unless you pay its
    # mana cost") isn't read: the grant would give an ability nothing plays
    leak = real("Essence Leak")
    line = next(a for a in leak.abilities if "As long as" in a.text)
    assert not line.supported


def test_quoted_ability_granted_to_itself_names_itself_cr_201_5() -> None:
    # Fledgling Dragon with threshold has "{R}: Fledgling Dragon gets +1/+0 until end of
    # turn": the name in the quoted ability is the dragon itself (201.5); activated, it
    # resolves to +1/+0 on top of the threshold +3/+3 (613.4c)
    dragon = real("Fledgling Dragon")
    b = ml.Board()
    me = b.add(dragon)
    for _ in range(7):
        b.add(real("Forest"), zone="graveyard")
    assert b.characteristics(me)["power"] == 2 + 3
    b.add_mana("you", "R")
    granted = next(t for t in b.characteristics(me)["abilities"] if t.startswith("{R}"))
    b.activate(me, granted)
    assert b.characteristics(me)["power"] == 2 + 3 + 1


@pytest.mark.parametrize("case", wording(
    r'(?:\w+ — )?As long as (?:~ is enchanted|seven or more cards are in your graveyard), '
    r'(?:~ gets|it) [^"]*has "[^"]*~[^"]*"') or [None], ids=_ids)
def test_quoted_ability_naming_the_card_granted_to_it_cr_201_5_613_1f(case: Any) -> None:
    # ("~ has "When ~ dies, ..."" alone is read by the older grant sentence, which keeps
    # the name: not these lines)
    # "it has "{T}: Freewind Equenaut deals 2 damage ..."": the quoted ability is granted
    # to the card itself, so its name is that object (201.5); the granted ability is
    # read by the grammar of the card's own lines and is there once the condition holds
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    me = b.add(face)
    before = b.characteristics(me)["abilities"]
    if "enchanted" in ability.text:
        b.add(real("Holy Strength"), attached_to=me)
    elif "graveyard" in ability.text:
        for _ in range(7):
            b.add(real("Forest"), zone="graveyard")
    quoted = re.search(r'has "([^"]+)"', ability.text)
    assert quoted is not None
    after = b.characteristics(me)["abilities"]
    new = [t for t in after if t not in before]
    assert quoted.group(1).replace(face.name, "~") in new, new
