"""A self-replacement on tokens an instruction just defined (CR 614.15, 608.2c): "create
a tapped 1/1 black Skeleton creature token. If a creature died this turn, create two of
those tokens instead" — the condition is checked as the instruction resolves. Real cards
of ../shared/corpus (skipped with a message where absent)."""

from __future__ import annotations

import mtglab as ml
from tests.conftest import corpus_cards


def _creature(name: str) -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Creature — Bear", oracle_text="",
                             mana_cost="{1}{G}", power="2", toughness="2")


def _tokens(b: ml.Board) -> list[ml.Permanent]:
    frame = b.permanents
    if frame.empty:
        return []
    return [b.get(int(i)) for i in frame[frame["token"]]["id"]]


def test_that_many_of_those_tokens_instead_if_a_creature_died_cr_614_15_608_2c() -> None:
    # Skeletal Swarming: "create a tapped 1/1 black Skeleton creature token. If a creature
    # died this turn, create two of those tokens instead" — a self-replacement (614.15),
    # the condition checked as the instruction resolves (608.2c)
    swarming = corpus_cards("Skeletal Swarming")["Skeletal Swarming"]
    (end_step,) = [a for a in swarming.abilities if a.text.startswith("At the beginning")]
    assert end_step.supported
    for died, made in ((False, 1), (True, 2)):
        b = ml.Board()
        b.add(swarming)
        if died:
            bears = b.add(_creature("Bears"))
            b.add_mana("you", "B")
            b.cast(ml.Card.from_text(name="Kill", type_line="Instant", mana_cost="{B}",
                                     oracle_text="Destroy target creature."),
                   targets=[bears])
        b.phase = "end"
        while len(b.stack):
            b.resolve()
        assert len(_tokens(b)) == made


def test_if_this_spell_was_kicked_the_count_instead_cr_702_33d_614_15() -> None:
    # Conqueror's Pledge: "Create six 1/1 white Kor Soldier creature tokens. If this spell
    # was kicked, create twelve of those tokens instead." (the kicker it was cast with)
    pledge = corpus_cards("Conqueror's Pledge")["Conqueror's Pledge"]
    for kicked, made in ((0, 6), (1, 12)):
        b = ml.Board()
        b.add_mana("you", "WWWWWWWWWWWW")
        b.cast(pledge, kicked=kicked)
        assert len(_tokens(b)) == made
