"""The answers of an action's ``choices=``, taken one per choice asked, in the order
asked (DESIGN.md, "Conventions"): a mana choice (106.1b), a permanent, a target (115.1,
603.3d), an order of replacement effects (616.1) or of triggers (603.3b), a yes or no.

:class:`Chooser` raises :class:`~mtglab.errors.ChoiceRequired` listing the legal answers
when an answer is missing, and remembers what was asked, so an action can refuse answers
nothing asked for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mtglab.errors import ChoiceRequired, IllegalActionError
from mtglab.mana import Mana

__all__ = ["Chooser"]


class Chooser:
    """Hands out the answers given as ``choices=`` in the order they are asked.

    A missing answer raises :class:`ChoiceRequired` listing the legal options; an
    answer that is not among them raises :class:`IllegalActionError`.
    """

    def __init__(self, answers: Sequence[Any] = ()) -> None:
        self._answers = list(answers)
        self.asked: list[tuple[str, Any]] = []

    def _given_single(self, what: str, matches: bool) -> None:
        """A choice with one legal answer may be given or left out: the next answer is
        taken for it when it is that answer."""
        if matches:
            self.asked.append((what, self._answers.pop(0)))

    @staticmethod
    def _as_mana(answer: Any, options: Sequence[Mana]) -> Mana | None:
        text = str(answer).upper().replace("{", "").replace("}", "")
        try:
            wanted = Mana(text)
        except (ValueError, TypeError):
            return None
        if wanted in options:
            return wanted
        same = [o for o in options if len(wanted) == 1 and o.types == wanted.types]
        return same[0] if len(same) == 1 else None

    def pick_mana(self, what: str, options: Sequence[Mana], *, is_choice: bool = True) -> Mana:
        """One of ``options`` (a mana string or a color letter answers). ``is_choice=False``
        for mana that is fixed by its text ("Add {G}"): nothing is asked then."""
        if len(options) == 1:
            self._given_single(what, is_choice and bool(self._answers) and
                               self._as_mana(self._answers[0], options) == options[0])
            return options[0]
        shown = [str(o) for o in options]
        if not self._answers:
            raise ChoiceRequired(what, shown)
        answer = self._answers.pop(0)
        self.asked.append((what, answer))
        wanted = self._as_mana(answer, options)
        if wanted is None:
            raise IllegalActionError(f"choose {what}", [f"{answer!r} is not one of {shown}"])
        return wanted

    def pick(self, what: str, options: Sequence[Any]) -> Any:
        """Any other choice (a permanent, yes/no ...)."""
        if len(options) == 1:
            self._given_single(what, bool(self._answers) and self._answers[0] == options[0])
            return options[0]
        if not self._answers:
            raise ChoiceRequired(what, options)
        answer = self._answers.pop(0)
        self.asked.append((what, answer))
        if answer not in options:
            raise IllegalActionError(f"choose {what}", [f"{answer!r} is not a legal option"])
        return answer

    def pick_free(self, what: str, examples: Sequence[Any]) -> Any:
        """An answer that no list bounds (a card name, CR 201.4): the next one, which the
        caller checks; without one, :class:`ChoiceRequired` shows ``examples``."""
        if not self._answers:
            raise ChoiceRequired(what, list(examples))
        answer = self._answers.pop(0)
        self.asked.append((what, answer))
        return answer

    def pick_permanent(self, what: str, candidates: dict[int, str]) -> int:
        """A permanent among ``candidates`` (id -> name): a handle, an id or a name answers."""
        if len(candidates) == 1:  # given or left out: a later choice's answer stays
            (only, name), = candidates.items()
            nxt = self._answers[0] if self._answers else None
            given = getattr(nxt, "id", nxt)
            self._given_single(what, bool(self._answers) and not isinstance(given, bool)
                               and given in (only, name, f"{name} #{only}"))
            return only
        shown = [f"{name} #{pid}" for pid, name in candidates.items()]
        if not self._answers:
            raise ChoiceRequired(what, shown)
        answer = self._answers.pop(0)
        self.asked.append((what, answer))
        pid = getattr(answer, "id", answer)
        if isinstance(pid, str):
            named = [i for i, n in candidates.items()
                     if n.lower() == pid.lower() or f"{n} #{i}".lower() == pid.lower()]
            if len(named) != 1:
                raise IllegalActionError(f"choose {what}", [
                    f"{answer!r} names {len(named)} of {shown}"])
            pid = named[0]
        if pid not in candidates:
            raise IllegalActionError(f"choose {what}", [f"{answer!r} is not one of {shown}"])
        return int(pid)

    def pick_target(self, what: str, options: Mapping[str, int | str]) -> int | str:
        """A target among ``options`` (label -> a permanent's id or a player's name): a
        label, a handle, an id or a player's name answers; a single option may be given
        or left out (CR 603.3d)."""
        def as_target(answer: Any) -> int | str | None:
            plain = getattr(answer, "id", answer)
            if isinstance(plain, str):
                low = plain.lower()
                hits = [t for lb, t in options.items()
                        if lb.lower() == low or str(t).lower() == low or
                        lb.lower().rsplit(" #", 1)[0] == low]
                return hits[0] if len(hits) == 1 else None
            return plain if plain in options.values() and not isinstance(plain, bool) \
                else None
        nxt = as_target(self._answers[0]) if self._answers else None
        if len(options) == 1:
            self._given_single(what, nxt is not None)
            return next(iter(options.values()))
        if not self._answers:
            raise ChoiceRequired(what, list(options))
        answer = self._answers.pop(0)
        self.asked.append((what, answer))
        if nxt is None:
            raise IllegalActionError(f"choose {what}", [f"{answer!r} is not one of "
                                                        f"{list(options)}"])
        return nxt

    def pick_order(self, what: str, labels: Sequence[str],
                   shown: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
        """An order of all of ``labels`` (a sequence of them answers, any case); ``shown``
        lists the orders that differ in result, for :class:`ChoiceRequired`. With one
        shown order the answer may be given or left out (it is then that order)."""
        def as_order(answer: Any) -> tuple[str, ...] | None:
            if isinstance(answer, str) or not isinstance(answer, Sequence):
                return None
            by_lower = {lb.lower(): lb for lb in labels}
            got = tuple(by_lower.get(str(a).lower(), "") for a in answer)
            return got if sorted(got) == sorted(labels) else None
        nxt = as_order(self._answers[0]) if self._answers else None
        if len(shown) <= 1:
            self._given_single(what, nxt is not None)
            return nxt or (shown[0] if shown else tuple(labels))
        if not self._answers:
            raise ChoiceRequired(what, shown)
        answer = self._answers.pop(0)
        self.asked.append((what, answer))
        if nxt is None:
            raise IllegalActionError(f"choose {what}", [
                f"{answer!r} is not an order of {list(labels)!r}"])
        return nxt

    @property
    def unused(self) -> list[Any]:
        """Answers nobody asked for."""
        return list(self._answers)
