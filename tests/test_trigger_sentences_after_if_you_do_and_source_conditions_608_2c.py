"""Two readings of triggered abilities the grammar makes with the sentences around them
(608.2c: later text can change how earlier text is read):

* "If you do, destroy target creature. It can't be regenerated.": the second sentence is
  a rule of that destruction (701.19c), kept on it inside the "If you do" (608.2d);
* "At the beginning of your draw step, if ~ is tapped, it deals 1 damage to you": where
  the trigger names no object and its intervening "if" names the source, "it" is the
  source (603.4, 608.2c)."""

from __future__ import annotations

from typing import Any

import mtglab as ml
from mtglab.cards.effects import Destroy
from mtglab.cards.instructions import IfYouDo


def _ability(name: str, type_line: str, text: str) -> Any:
    return ml.Card.from_text(name=name, mana_cost="{2}", type_line=type_line,
                             power="1" if "Creature" in type_line else None,
                             toughness="1" if "Creature" in type_line else None,
                             oracle_text=text).abilities[0]


def test_cant_be_regenerated_after_if_you_do_701_19c_608_2d() -> None:
    a = _ability("Necrite", "Creature — Thrull",
                 "Whenever Necrite attacks and isn't blocked, you may sacrifice it. If you "
                 "do, destroy target creature defending player controls. It can't be "
                 "regenerated.")
    assert a.supported, a.problem
    done = a.effects[-1]
    assert isinstance(done, IfYouDo)
    (destroy,) = done.effects
    assert isinstance(destroy, Destroy) and destroy.regenerate is False


def test_it_is_the_source_the_condition_named_603_4_608_2c() -> None:
    a = _ability("Mana Vault", "Artifact",
                 "At the beginning of your draw step, if Mana Vault is tapped, it deals 1 "
                 "damage to you.")
    assert a.supported, a.problem
    (damage,) = a.effects
    assert damage.source == "self" and damage.to == "you"

