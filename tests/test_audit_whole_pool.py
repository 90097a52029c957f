"""Supported means played, for the whole pool (issue 22, 5; DESIGN).

Every supported ability of every traditional card of ../shared/corpus/cards.jsonl is
played once on a board built for it by :func:`mtglab.audit` (the card where its ability
works, what its costs and targets need; activated, cast or triggered, 602.2, 601.2,
603.3; resolved, 608.2). None may end in an error, in an engine refusal — an ability
marked supported that the engine says it can't carry out — or stopped by another line
of its card (the parser marks such a line unsupported), except the classes
:mod:`tests.audit_known_failures` lists with the module that owns each fix. The pool is
played once per module (about three minutes).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit import AuditResult
from tests.audit_known_failures import known

pytestmark = [pytest.mark.corpus, pytest.mark.slow]


@pytest.fixture(scope="module")
def result(corpus_jsonl: Path) -> AuditResult:
    pool = ml.load_cards(corpus_jsonl, register=False)
    audited = ml.audit_pool(pool)
    assert isinstance(audited, AuditResult)
    return audited


def test_no_supported_ability_errors_or_is_refused_but_by_its_board(
        result: AuditResult) -> None:
    # an error, an engine refusal or another line of the card stopping it (FAILURES)
    failures = result.failures
    unknown = failures[[not known(d) for d in failures["detail"]]]
    shown = [f"{r['card']}: {r['text'][:60]} -> {r['detail'][:160]}"
             for r in unknown.head(40).to_dict("records")]
    assert unknown.empty, f"{len(unknown)} supported abilities didn't play:\n" + \
        "\n".join(shown)


def test_every_traditional_card_is_counted(result: AuditResult) -> None:
    # corpus/SOURCE.md: 30,923 cards, of which 29,979 are traditional
    assert result.cards == 29_979
    assert result.cards_played <= result.cards_supported <= result.cards
    assert result.played <= result.supported <= result.abilities


def test_the_figures_are_read_off_the_table(result: AuditResult) -> None:
    t = result.table
    assert result.supported == int(t["supported"].sum())
    assert result.played == int((t["outcome"] == "played").sum())
    assert set(t.loc[~t["supported"], "outcome"]) == {"unsupported"}
    summary = result.summary().set_index("measure")
    assert summary.loc["abilities supported", "count"] == result.supported
    not_played = summary.loc[[m for m in summary.index if m.startswith("not played")],
                             "count"].sum()
    assert not_played == result.supported - result.played


def test_most_supported_abilities_play(result: AuditResult) -> None:
    # supported means played: what doesn't play is the board's doing (a refusal citing
    # the rule) or a known class; 78 of 29,211 when measured (issue 22, 5)
    assert result.played / result.supported >= 0.99


def test_the_coverage_command_prints_the_audit_by_card(
        corpus_jsonl: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mtglab.cli import main

    lines = corpus_jsonl.read_text(encoding="utf-8").splitlines()
    small = tmp_path / "cards.jsonl"
    small.write_text("\n".join(lines[:60]) + "\n", encoding="utf-8")
    assert main(["coverage", str(small), "--cards", "--top", "3"]) == 0
    out = capsys.readouterr().out
    for measure in ("cards fully supported", "abilities supported",
                    "supported abilities played", "supported abilities not played",
                    "not played: error"):
        assert measure in out


def test_the_coverage_command_by_card_keeps_quiet_and_wide(
        corpus_jsonl: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--quiet`` shows no progress bar and ``--wide`` cuts no line, as the other
    commands' options do."""
    from mtglab.cli import main

    lines = corpus_jsonl.read_text(encoding="utf-8").splitlines()
    small = tmp_path / "cards.jsonl"
    small.write_text("\n".join(lines[:400]) + "\n", encoding="utf-8")
    assert main(["coverage", str(small), "--cards", "--quiet", "--wide"]) == 0
    out, err = capsys.readouterr()
    assert "abilities/s" not in err and "playing" not in err
    assert "abilities supported" in out
    assert not any(line.endswith("...") for line in out.splitlines())


def _row(result: AuditResult, card: str) -> Any:
    t = result.table
    return t[t["card"] == card]


def test_cards_everyone_plays_are_played(result: AuditResult) -> None:
    # issue 22: Lightning Bolt (120.3), Giant Growth (611.2), Disenchant (701.8)
    for name in ("Lightning Bolt", "Giant Growth", "Disenchant"):
        rows = _row(result, name)
        assert len(rows) and set(rows["outcome"]) == {"played"}, rows.to_dict("records")
