"""Which words of a card's text name the card itself (CR 201.5): "Wall of Mulch" is named
in full, while "a Wall" alone is the creature type (205.3m) and "this Case" the card."""

from mtglab.cards.oracle.parser import normalize, parse_ability


def test_a_subtype_that_begins_the_name_is_still_the_subtype() -> None:
    # Wall of Mulch: "{G}, Sacrifice a Wall: Draw a card." — any Wall, not only itself
    text = normalize("{G}, Sacrifice a Wall: Draw a card.", "Wall of Mulch")
    assert text == "{G}, Sacrifice a Wall: Draw a card."
    a = parse_ability("{G}, Sacrifice a Wall: Draw a card.", name="Wall of Mulch")
    sacrifice = next(c for c in a.costs if c.selector is not None)
    assert sacrifice.selector.subtypes == ("Wall",) and not sacrifice.selector.is_self


def test_the_full_name_and_this_subtype_name_the_card() -> None:
    # 201.5: a card's name in its text means that object; "this Case" likewise (Case cards)
    assert normalize("When Wall of Mulch enters, draw a card.", "Wall of Mulch") == \
        "When ~ enters, draw a card."
    assert normalize("When this Case enters the battlefield, investigate.",
                     "Case of the Filched Falcon") == "When ~ enters the battlefield, investigate."


def test_a_name_head_that_is_no_subtype_is_a_short_name() -> None:
    # "Lord of Atlantis" is not a subtype: the text's "Lord" would be the card (as before)
    assert normalize("Lord gets +1/+1.", "Lord of Atlantis") == "~ gets +1/+1."
