"""Optional instructions of triggered abilities read by the grammar (CR 608.2d), each
into the records the engine plays.

"You may pay {2}. If you do, create a token that's a copy of that artifact." (Mirrorworks):
one payment offered as the ability resolves, what follows done only if it was paid
(608.2d, 118.1), a token copying the permanent (707.2, 111.1). "You may exile another
target creature you control, then return that card to the battlefield under its owner's
control." (Soulherder): the return is part of what you may do, a new object (406.3,
400.7). "You may switch ~'s power and toughness until end of turn", "you may add {R}{R}"
(613.4d, 106.3). "You may have it get +4/+0 until end of turn. If you do, sacrifice it at
the beginning of the next end step." (Attack-in-the-Box): a delayed trigger created only
if you chose (603.7a). "Reveal the top card of your library. If it's a creature card, put
that card into your hand." (Momir Vig): the card revealed (701.20a, 608.2c). "Return that
card to your hand" after "you may pay {1}{W}. If you do," (Sigil of the New Dawn): the
card the creature that died became (400.7e). Every corpus line of these wordings is
played by the audit.
"""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from mtglab.cards.effects import (
    AddMana,
    CreateTokenCopy,
    Delayed,
    MayDo,
    MayPay,
    Relation,
    ReturnFromGraveyard,
    SwitchPT,
)
from mtglab.cards.exilereturn import ExileAndReturn
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.library import IfCardIs
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def ability(text: str, name: str = "Foo", type_line: str = "Creature — Shapeshifter") -> Any:
    card = ml.Card.from_text(name=name, mana_cost="{2}", type_line=type_line,
                             oracle_text=text, power="2", toughness="2")
    return card.abilities[0]


def test_a_payment_offered_then_a_token_copy_608_2d_118_1_707_2() -> None:
    a = ability("Whenever another nontoken artifact you control enters, you may pay {2}. "
                "If you do, create a token that's a copy of that artifact.")
    assert a.supported, a.problem
    (paid,) = a.effects
    assert isinstance(paid, MayPay) and str(paid.cost) == "{2}"
    (copy,) = paid.effects
    assert isinstance(copy, CreateTokenCopy) and copy.original.relation is Relation.THAT


def test_you_may_create_a_token_copy_of_itself_608_2d_111_1() -> None:
    a = ability("Whenever Foo is dealt damage, you may create a token that's a copy of Foo.")
    assert a.supported, a.problem
    (may,) = a.effects
    assert isinstance(may, MayDo) and isinstance(may.effects[0], CreateTokenCopy)
    assert may.effects[0].original.relation is Relation.SELF


def test_a_token_copy_under_a_condition_stays_unread_608_2c() -> None:
    a = ability("Gain control of target creature. If you control three or more artifacts, "
                "create a token that's a copy of that creature.", "Bar", "Sorcery")
    assert not a.supported


def test_the_return_is_part_of_what_you_may_do_608_2d_406_3_400_7() -> None:
    a = ability("At the beginning of your end step, you may exile another target creature "
                "you control, then return that card to the battlefield under its owner's "
                "control.")
    assert a.supported, a.problem
    (may,) = a.effects
    assert isinstance(may, MayDo)
    (flicker,) = may.effects
    assert isinstance(flicker, ExileAndReturn) and flicker.selector.relation is Relation.TARGET


def test_you_may_switch_power_and_toughness_or_add_mana_608_2d_613_4d_106_3() -> None:
    a = ability("Whenever you cast an instant or sorcery spell, you may switch Foo's power "
                "and toughness until end of turn.")
    assert a.supported and isinstance(a.effects[0], MayDo)
    assert isinstance(a.effects[0].effects[0], SwitchPT)
    a = ability("Whenever Foo attacks, you may add {R}{R}.")
    assert a.supported and isinstance(a.effects[0], MayDo)
    assert isinstance(a.effects[0].effects[0], AddMana)


def test_mana_with_where_x_is_still_reads_106_1() -> None:
    a = ability("{T}: Add X mana of any one color, where X is Foo's power.")
    assert a.supported, a.problem


def test_if_you_do_creates_a_delayed_trigger_603_7a_608_2d() -> None:
    a = ability("Whenever Foo attacks, you may have it get +4/+0 until end of turn. If you "
                "do, sacrifice it at the beginning of the next end step.")
    assert a.supported, a.problem
    may, done = a.effects
    assert isinstance(may, MayDo) and isinstance(done, IfYouDo)
    assert isinstance(done.effects[0], Delayed)


def test_if_you_do_returns_the_card_the_creature_became_400_7e() -> None:
    a = ability("Whenever a creature is put into your graveyard from the battlefield, you "
                "may pay {1}{W}. If you do, return that card to your hand.", "Sigil",
                "Enchantment")
    assert a.supported, a.problem
    returned = a.effects[-1].effects[0]
    assert isinstance(returned, ReturnFromGraveyard)
    assert returned.selector.relation is Relation.THAT


def test_a_trigger_reveals_the_top_card_701_20a_608_2c() -> None:
    a = ability("Whenever you cast a blue creature spell, reveal the top card of your "
                "library. If it's a creature card, put that card into your hand.")
    assert a.supported, a.problem
    assert isinstance(a.effects[-1], IfCardIs)


_WORDS = re.compile(r"you may (pay [^.]*\. If you do, create a token that's a copy|"
                    r"create a token that's a copy|switch|add \{|exile [^.]*, then return)|"
                    r"If you do, [^.]* at the beginning of the next end step|"
                    r"If you do, return that card|"
                    r", reveal the top card of your library\. If it's", re.I)


def _lines() -> list[tuple[Any, Any]]:
    """Corpus triggered lines of these wordings, supported."""
    return corpus_abilities(_WORDS, lambda a: a.supported and a.kind.value == "triggered"
                            and bool(_WORDS.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_each_corpus_line_is_played_608_2d(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_the_corpus_lines_read_608_2d() -> None:
    assert len(_lines()) >= 25 or not _lines()


def test_her_is_it_608_2c() -> None:
    a = ability("At the beginning of your end step, if Foo is tapped, put a +1/+1 counter "
                "on her.")
    assert a.supported, a.problem
    assert a.effects[0].selector.relation is Relation.SELF


def test_counter_target_nonblue_spell_701_6a_105_2() -> None:
    a = ability("Counter target nonblue spell.", "Bar", "Instant")
    assert a.supported, a.problem
    assert a.effects[0].what.spell.excluded_colors == ("U",)
