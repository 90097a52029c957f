"""Parsed abilities as plain JSON data, and back: what the parser cache stores.

A parse is a tree of the package's own records — frozen dataclasses and enums of
:mod:`mtglab.cards` and :mod:`mtglab.mana` — over tuples, frozensets, text, whole numbers,
booleans and None. :func:`encode_abilities` writes such a tree by introspection (no record
needs code of its own, so a record added to the vocabulary is stored as it is added), and
:func:`decode_abilities` reads it back. Reading runs no code named by the data: JSON is
read by :mod:`json`, a record's type name (``module:qualname``, :func:`record_name`) is
looked up only among the frozen dataclasses and enums defined in the package's own
modules (:func:`allowed_records`: a name's module is imported only if it is one of the
package's, listed without importing, so a cache read imports no more than the records it
holds need — not the parser), a record is built by calling its class with its fields,
and each field is checked against the record's annotation. Anything else — an unknown
type, a field the record doesn't have or of the wrong kind, malformed JSON, another
format, a row whose content doesn't hash to its id — makes the whole entry unreadable
(:class:`UnreadableEntry`), and the cache parses the text again.

Each distinct record is stored once (issue 26: the corpus's parses hold about 270,000
records of which 55,000 are distinct). A record is a *row*: the JSON object whose ``"@"``
is its type's name (as :func:`record_name` names it) and whose other keys are its
fields that differ from their defaults, a record among them written ``{"R": id}``, where
``id`` is the row's own hash (:func:`row_id`, 63 bits of BLAKE2b of its bytes: the same
record is the same row wherever it occurs, and a row is checked against its id when
read). An enum member is ``{"#": "module:Name.MEMBER"}``, a frozenset ``{"F": [...]}``, mana
``{"M": "GG"}``, a mana cost ``{"C": "{2}{G}"}`` (their canonical text) and a token's
read abilities (:class:`~mtglab.cards.tokens.TokenText`) ``{"T": [ability, ...]}``; a tuple
is a list. An *entry* — a text's parse — is the JSON array ``[FORMAT, parser version, [id of
each ability]]``; :class:`Encoded` holds an entry with the rows it names, and a
:class:`RowReader` reads entries against a table of rows, building each row once.

>>> from mtglab.cards.oracle.parser import parse_abilities
>>> abilities = parse_abilities("{T}: Add {G}.")
>>> written = encode_abilities(abilities, "v1")
>>> decode_abilities(written.entry, "v1", written.rows) == abilities
True
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import hashlib
import importlib
import json
import pkgutil
import sys
import types
import typing
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, Final

from mtglab import mana
from mtglab.cards.ability import Ability
from mtglab.cards.effects import Effect
from mtglab.cards.tokens import TokenText
from mtglab.mana import Mana, ManaCost

__all__ = ["FORMAT", "Encoded", "RowReader", "UnreadableEntry", "allowed_records",
           "decode_abilities", "encode_abilities", "row_id"]

#: The entry format; a change to the layout above changes it (and the cache's file name).
#: 3: records and enums named with their module (a name is looked up without importing
#: every module of the package)
FORMAT: Final = "mtglab-abilities/3"

#: The largest entry or row read back (an Oracle text holds at most 20,000 characters;
#: its parse is far smaller than this)
MAX_ENTRY_BYTES: Final = 8 * 1024 * 1024

#: Row ids are 63-bit whole numbers (they fit SQLite's INTEGER keys)
_ID_MASK: Final = (1 << 63) - 1


class UnreadableEntry(Exception):
    """An entry that is not this format's, or not a parse of this package's records."""


class Unencodable(Exception):
    """A value outside the vocabulary this format writes: the parse isn't cached."""


def _modules() -> Iterator[types.ModuleType]:
    """:mod:`mtglab.mana` and every module of :mod:`mtglab.cards` and of its
    sub-packages (the package's own, found by walking its folder)."""
    yield mana
    folder = str(Path(__file__).resolve().parent.parent)
    for info in sorted(pkgutil.walk_packages([folder], prefix="mtglab.cards."),
                       key=lambda m: m.name):
        if not info.ispkg:
            yield importlib.import_module(info.name)


def _is_record(obj: object, module: types.ModuleType) -> bool:
    if not (isinstance(obj, type) and obj.__module__ == module.__name__):
        return False
    if issubclass(obj, enum.Enum):
        return True
    return dataclasses.is_dataclass(obj) and obj.__dataclass_params__.frozen  # type: ignore[attr-defined]


@functools.cache
def allowed_records() -> dict[str, type]:
    """The record classes an entry may name: every frozen dataclass and enum defined in
    :mod:`mtglab.mana` and the modules of :mod:`mtglab.cards`, by the name entries give
    them (:func:`record_name`). This imports every module of the package; reading and
    writing entries look a name up alone instead (:func:`record_name`, :func:`_named_record`)."""
    found = [obj for module in _modules() for obj in vars(module).values()
             if _is_record(obj, module)]
    return {name: cls for cls in found if (name := record_name(cls)) is not None}


def _package_modules() -> frozenset[str]:
    """The names of :mod:`mtglab.mana` and of every module of :mod:`mtglab.cards` and of
    its sub-packages, found by listing the package's folders (nothing is imported)."""
    found = {mana.__name__}
    folders = [(Path(__file__).resolve().parent.parent, "mtglab.cards.")]
    while folders:
        folder, prefix = folders.pop()
        for info in pkgutil.iter_modules([str(folder)], prefix):
            if info.ispkg:
                folders.append((folder / info.name.rpartition(".")[2], info.name + "."))
            else:
                found.add(info.name)
    return frozenset(found)


_PACKAGE_MODULES: Final[list[frozenset[str]]] = []


def _is_package_module(name: str) -> bool:
    if not _PACKAGE_MODULES:
        _PACKAGE_MODULES.append(_package_modules())
    return name in _PACKAGE_MODULES[0]


def record_name(cls: type) -> str | None:
    """The name entries give the record class ``cls``: ``module:qualname``, its module
    named without the leading ``mtglab.`` (``cards.ability:Ability``); None for a class
    that is no record of the package (a frozen dataclass or enum defined in
    :mod:`mtglab.mana` or a module of :mod:`mtglab.cards`, and bound there by its name).

    >>> from mtglab.cards.ability import Ability
    >>> record_name(Ability), record_name(dict)
    ('cards.ability:Ability', None)
    """
    known = _NAMES.get(cls)
    if known is not None:
        return known
    module = sys.modules.get(cls.__module__)
    if module is None or not _is_package_module(module.__name__) or \
            _records_of(module).get(cls.__qualname__) is not cls:
        return None
    name = _NAMES[cls] = f"{module.__name__.removeprefix('mtglab.')}:{cls.__qualname__}"
    return name


def _records_of(module: types.ModuleType) -> dict[str, type]:
    """The records a module defines, by their qualified names."""
    return {obj.__qualname__: obj for obj in vars(module).values() if _is_record(obj, module)}


def _named_record(name: str) -> type | None:
    """The record class an entry names ``module:qualname`` (see :func:`record_name`), its
    module imported if it isn't yet; None for anything else. Only modules of the package
    (:func:`_package_modules`, listed without importing) are imported: what a parse of the
    cache needs, so a warm load imports neither the parser nor the modules that read text."""
    known = _CLASSES.get(name)
    if known is not None:
        return known
    module_name, colon, qualname = name.partition(":")
    full = f"mtglab.{module_name}"
    if not colon or not _is_package_module(full):
        return None
    try:
        module = importlib.import_module(full)
    except ImportError:
        return None
    cls = _records_of(module).get(qualname)
    if cls is not None:  # a miss isn't kept: a module still being imported is read again
        _CLASSES[name] = cls
    return cls


#: the name of each record class written, and the class of each name read (hits only)
_NAMES: Final[dict[type, str]] = {}
_CLASSES: Final[dict[str, type]] = {}


# -- writing ---------------------------------------------------------------------------


def _defaults(cls: type) -> tuple[tuple[str, Any], ...]:
    """``(field, default)`` of each field a record is built from (``_MISSING`` when it
    has no default)."""
    known = _DEFAULTS.get(cls)
    if known is not None:
        return known
    out = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        if f.default is not dataclasses.MISSING:
            default = f.default
        elif f.default_factory is not dataclasses.MISSING:
            default = f.default_factory()
        else:
            default = _MISSING
        out.append((f.name, default))
    known = _DEFAULTS[cls] = tuple(out)
    return known


_MISSING: Final = object()
_DEFAULTS: Final[dict[type, tuple[tuple[str, Any], ...]]] = {}


def row_id(row: bytes) -> int:
    """A row's id: 63 bits of the BLAKE2b hash of its bytes."""
    return int.from_bytes(hashlib.blake2b(row, digest_size=8).digest(), "big") & _ID_MASK


def _dumps(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":"), allow_nan=False).encode()


class _Writer:
    """Turns records into rows (see the module docstring), each distinct record once."""

    def __init__(self) -> None:
        self.rows: dict[int, bytes] = {}
        #: the row id of each record object met (the objects outlive the writer's use)
        self.seen: dict[int, int] = {}

    def plain(self, v: Any) -> Any:
        """``v`` as JSON data, a record as the reference to its row."""
        t = type(v)
        if v is None or t is bool or t is int or t is str:
            return v
        if t is tuple:
            return [self.plain(x) for x in v]
        if t is Mana:
            return {"M": str(v)}
        if t is ManaCost:
            return {"C": str(v)}
        if t is TokenText:  # not a record on purpose (see its docstring): its abilities
            return {"T": [self.plain(a) for a in v.abilities]}
        if t is frozenset:
            items = [self.plain(x) for x in v]
            return {"F": sorted(items, key=lambda x: json.dumps(x, sort_keys=True))}
        name = record_name(t)
        if name is None:
            raise Unencodable(f"{t.__module__}.{t.__qualname__}")
        if isinstance(v, enum.Enum):
            return {"#": f"{name}.{v.name}"}
        return {"R": self.record(v, t, name)}

    def record(self, v: Any, t: type, name: str) -> int:
        """The id of the row of the record ``v`` (of class ``t``, written ``name``)."""
        known = self.seen.get(id(v))
        if known is not None:
            return known
        out: dict[str, Any] = {"@": name}
        for field, default in _defaults(t):
            x = getattr(v, field)
            if default is _MISSING or type(x) is not type(default) or x != default:
                out[field] = self.plain(x)
        row = _dumps(out)
        rid = self.seen[id(v)] = row_id(row)
        self.rows[rid] = row
        return rid


@dataclasses.dataclass(frozen=True, slots=True)
class Encoded:
    """A parse as stored: the entry (``[FORMAT, version, [ability ids]]``) and the rows
    of every record it holds, by id."""

    entry: bytes
    rows: dict[int, bytes]


def encode_abilities(abilities: tuple[Ability, ...], version: str) -> Encoded:
    """The entry for ``abilities`` as parsed by the parser ``version``, with its rows;
    raises :class:`Unencodable` for a value outside the format's vocabulary."""
    writer = _Writer()
    for a in abilities:
        if type(a) is not Ability:
            raise Unencodable(f"{type(a).__qualname__} is no ability")
    roots = [writer.plain(a)["R"] for a in abilities]
    return Encoded(_dumps([FORMAT, version, roots]), writer.rows)


# -- reading ---------------------------------------------------------------------------

Check = Callable[[Any], bool]


def _anything(_v: Any) -> bool:
    return True


def _a_record(v: Any) -> bool:
    """Whether ``v`` is a record (only records :func:`allowed_records` names are built):
    an instance of a dataclass (answered once per class)."""
    t = type(v)
    known = _DATACLASS.get(t)
    if known is None:
        known = _DATACLASS[t] = dataclasses.is_dataclass(t) and not issubclass(t, type)
    return known


#: whether each class met is a dataclass
_DATACLASS: Final[dict[type, bool]] = {}


#: the checks of the plain classes a record's field may be annotated with (a bool is no
#: int here, an int is a float)
_PLAIN_CHECKS: Final[tuple[tuple[Any, Check], ...]] = (
    (bool, lambda v: type(v) is bool),
    (int, lambda v: isinstance(v, int)),
    (float, lambda v: type(v) in (int, float)),
    (str, lambda v: isinstance(v, str)),
)


def _union_checker(args: tuple[Any, ...]) -> Check:
    """Whether a value is of one of the members of a union."""
    plain = tuple(a if a is not None else type(None) for a in args
                  if isinstance(a, type) and a not in (bool, int, float)
                  and typing.get_origin(a) is None)
    others = [_checker(a) for a in args if a not in plain]
    if not others:
        return lambda v: isinstance(v, plain)
    return lambda v: isinstance(v, plain) or any(c(v) for c in others)


def _tuple_checker(args: tuple[Any, ...]) -> Check:
    """Whether a value is a tuple of the annotation's items: ``tuple[X, ...]`` or a
    fixed tuple."""
    if not args:
        return lambda v: type(v) is tuple
    if len(args) == 2 and args[1] is Ellipsis:
        item = _checker(args[0])
        return lambda v: type(v) is tuple and all(map(item, v))
    items = [_checker(a) for a in args]
    return lambda v: type(v) is tuple and len(v) == len(items) and \
        all(c(x) for c, x in zip(items, v, strict=True))


def _generic_checker(tp: Any) -> Check:
    """The check of a generic or other annotation: unions, tuples, frozensets,
    literals, classes; anything else is not checked."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        return _union_checker(args)
    if origin is tuple:
        return _tuple_checker(args)
    if origin is frozenset:
        item = _checker(args[0]) if args else _anything
        return lambda v: type(v) is frozenset and all(map(item, v))
    if origin is typing.Literal:
        return lambda v: v in args
    if isinstance(tp, type):
        return lambda v: isinstance(v, tp)
    return _anything


def _checker(tp: Any) -> Check:
    """Whether a value is of the annotation ``tp`` (the forms records use: classes,
    unions, ``tuple[X, ...]``, fixed tuples, ``frozenset[X]``, literals; anything else
    is not checked)."""
    if tp is Any or tp is object:
        return _anything
    if tp == Effect:  # records that hold effects hold the general grammar's records too
        return _a_record
    if tp is None or tp is type(None):
        return lambda v: v is None
    for plain, check in _PLAIN_CHECKS:
        if tp is plain:
            return check
    return _generic_checker(tp)


def _field_checks(cls: type) -> dict[str, Check]:
    """A check per field a record is built from, from its annotations."""
    known = _CHECKS.get(cls)
    if known is not None:
        return known
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # an annotation that can't be resolved at run time: kinds unchecked
        hints = {}
    known = _CHECKS[cls] = {f.name: _checker(hints.get(f.name, Any))
                            for f in dataclasses.fields(cls) if f.init}
    return known


_CHECKS: Final[dict[type, dict[str, Check]]] = {}


def _tuple(v: list[Any]) -> tuple[Any, ...]:
    """A JSON list as a tuple, its lists within too."""
    if list not in map(type, v):
        return tuple(v)
    return tuple(_tuple(x) if type(x) is list else x for x in v)


def _recipe(name: Any) -> tuple[type, dict[str, Check]]:
    """The record class (no enum) an entry names, with its field checks."""
    recipe = _RECIPES.get(name) if type(name) is str else None
    if recipe is not None:
        return recipe
    cls = _named_record(name) if type(name) is str else None
    if cls is None or issubclass(cls, enum.Enum):
        raise UnreadableEntry(f"{str(name)[:80]!r} is not a record of mtglab")
    recipe = _RECIPES[name] = (cls, _field_checks(cls))
    return recipe


_RECIPES: Final[dict[str, tuple[type, dict[str, Check]]]] = {}


def _build_record(name: Any, d: dict[str, Any]) -> Any:
    """The record named ``name`` built from its fields ``d``, each checked against its
    annotation; only records of the package (:func:`record_name`) are built."""
    cls, checks = _recipe(name)
    for k, v in d.items():
        if type(v) is list:
            d[k] = v = _tuple(v)
        check = checks.get(k)
        if check is None or not check(v):
            raise UnreadableEntry(f"{cls.__qualname__}.{k[:40]}: not its field or "
                                  "not of its kind")
    return cls(**d)


def _enum_member(v: str) -> Any:
    """The enum member of mtglab written as ``v`` (``module:Enum.MEMBER``)."""
    member = _MEMBERS.get(v)
    if member is not None:
        return member
    name, _dot, member_name = v.rpartition(".")
    cls = _named_record(name)
    found = cls.__members__.get(member_name) if cls is not None and \
        issubclass(cls, enum.Enum) else None
    if found is None:
        raise UnreadableEntry(f"{v[:80]!r} is not an enum member of mtglab")
    _MEMBERS[v] = found
    return found


_MEMBERS: Final[dict[str, enum.Enum]] = {}


#: the values written as a one-key object, by key
_TAGGED: Final[dict[str, Callable[[str], Any]]] = {
    "#": _enum_member, "M": Mana, "C": ManaCost.parse}


def _no_constant(name: str) -> Any:
    raise UnreadableEntry(f"{name} is not a value a record holds")


_PLAIN: Final = json.JSONDecoder(parse_constant=_no_constant)

#: How deep rows may refer to rows (a parse nests a few dozen records at most)
MAX_ROW_DEPTH: Final = 200


_INT_ONLY: Final = frozenset({int})


def _no_rows(_rid: int) -> bytes | None:
    return None


class RowReader:
    """Reads entries against a table of rows, building each row's record once.

    ``rows`` gives a row's bytes by id (a mapping, or a function returning None for a
    missing row). Records read are kept by id: an entry naming a record met before
    shares it (records are immutable; the parser's own cache shares equal parses the same
    way). A row is read only after its bytes hash to its id (:func:`row_id`).
    """

    def __init__(self, rows: Mapping[int, bytes] | Callable[[int], bytes | None]) -> None:
        self._fetch: Callable[[int], bytes | None] = _no_rows
        self.use_rows(rows)
        self._built: dict[int, Any] = {}
        self._depth = 0
        decoder = json.JSONDecoder(object_hook=self._build, parse_constant=_no_constant)
        #: the decoder's scanner: a value and where it ends (json's own, used by decode)
        self._scan: Callable[[str, int], tuple[Any, int]] = \
            decoder.scan_once  # type: ignore[attr-defined]

    def use_rows(self, rows: Mapping[int, bytes] | Callable[[int], bytes | None]) -> None:
        """Read the rows not yet built from ``rows`` from now on (the records built so far
        are kept)."""
        self._fetch = rows.get if isinstance(rows, Mapping) else rows

    def abilities(self, data: bytes | str, version: str) -> tuple[Ability, ...]:
        """The abilities of an entry written by :func:`encode_abilities` for the parser
        ``version``; :class:`UnreadableEntry` for anything else."""
        if not isinstance(data, bytes | str) or len(data) > MAX_ENTRY_BYTES:
            raise UnreadableEntry("not an entry of a readable size")
        try:
            entry = _PLAIN.decode(data.decode() if isinstance(data, bytes) else data)
        except UnreadableEntry:
            raise
        except Exception as exc:  # malformed data of any sort: JSON, UTF-8
            raise UnreadableEntry(f"{type(exc).__name__}: {str(exc)[:200]}") from None
        if type(entry) is not list or len(entry) != 3 or entry[0] != FORMAT or \
                entry[1] != version:
            raise UnreadableEntry("another format or parser version")
        roots = entry[2]
        if type(roots) is not list or not {*map(type, roots)} <= _INT_ONLY:
            raise UnreadableEntry("not a list of row ids")
        built = self._built
        value = tuple([built.get(r) or self.record(r) for r in roots])
        if not all(type(a) is Ability for a in value):
            raise UnreadableEntry("not a list of abilities")
        return value

    def record(self, rid: int) -> Any:
        """The record of the row ``rid``, built once."""
        built = self._built.get(rid)
        if built is not None:
            return built
        row = self._fetch(rid) if 0 <= rid <= _ID_MASK else None
        if not isinstance(row, bytes) or len(row) > MAX_ENTRY_BYTES or row_id(row) != rid:
            raise UnreadableEntry(f"no row {rid} (missing, or not what its id hashes)")
        if self._depth >= MAX_ROW_DEPTH:
            raise UnreadableEntry("rows nested too deeply")
        self._depth += 1
        try:
            text = row.decode()
            built, end = self._scan(text, 0)  # a row is written without white space
        except UnreadableEntry:
            raise
        except Exception as exc:  # malformed data of any sort: JSON, UTF-8, fields, values
            raise UnreadableEntry(f"{type(exc).__name__}: {str(exc)[:200]}") from None
        finally:
            self._depth -= 1
        if end != len(text) or not _a_record(built):
            raise UnreadableEntry(f"row {rid} is no record")
        self._built[rid] = built
        return built

    def _build(self, d: dict[str, Any]) -> Any:
        """The JSON object hook: a record built from its already-built fields, the record
        of another row, an enum member, a frozenset, mana or a mana cost; looked up only
        among :func:`allowed_records`."""
        ref = d.get("R")
        if type(ref) is int and len(d) == 1:  # the most frequent object: a reference
            built = self._built.get(ref)
            return built if built is not None else self.record(ref)
        name = d.pop("@", None)
        if name is not None:
            return _build_record(name, d)
        if len(d) == 1:
            ((tag, v),) = d.items()
            if type(v) is str and tag in _TAGGED:
                return _TAGGED[tag](v)
            if tag == "F" and type(v) is list:
                return frozenset(_tuple(v))
            if tag == "T" and type(v) is list and all(type(a) is Ability for a in v):
                return TokenText(tuple(v))
        raise UnreadableEntry("an object that is no record")


def decode_abilities(data: bytes | str, version: str,
                     rows: Mapping[int, bytes] | Callable[[int], bytes | None]
                     ) -> tuple[Ability, ...]:
    """The abilities an entry written by :func:`encode_abilities` for the parser
    ``version`` holds, its records read from ``rows``; :class:`UnreadableEntry` for
    anything else."""
    return RowReader(rows).abilities(data, version)
