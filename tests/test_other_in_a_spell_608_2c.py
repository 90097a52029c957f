""""Other" in an instant or sorcery (CR 608.2c, 109.5): "Each other creature you control
gets +1/+1" after "Target creature you control gets +2/+1" means other than that target,
and "destroy all other creatures" after "Create X 1/1 Soldier tokens" other than those
tokens. The engine reads "other" as other than the ability's source, which for a spell
is no permanent, so such a spell line stays unsupported, the part named, rather than be
played wrongly (the target of Phalanx Tactics got both bonuses)."""

from __future__ import annotations

import re
from typing import Final

import pytest

from tests.conftest import corpus_abilities

_OTHER: Final = re.compile(r"\b(each other|all other|other creatures)\b", re.I)


def test_no_spell_line_with_other_is_played_as_other_than_the_spell_608_2c() -> None:
    found = corpus_abilities(_OTHER, lambda a: a.kind.value == "spell" and bool(
        _OTHER.search(a.text)))
    if not found:
        pytest.skip("needs ../shared/corpus (the shared corpus)")
    named = {f.name: a for f, a in found}
    for name in ("Phalanx Tactics", "Martial Coup", "Public Execution"):
        a = named[name]
        assert not a.supported and "608.2c" in a.problem, (name, a.problem)
