"""The package's layers, one way down, and no import cycles (DESIGN.md, "Shape").

``mana``, ``errors``, ``rules`` <- ``cards`` <- ``engine`` (pure functions over the
immutable state: no pandas, no display, no Board) <- ``analysis`` <- ``board`` (the
facade) <- ``widgets``, ``cli`` and the rest. The imports are read with ``ast``: every
import counts, function-level ones included; for cycles, imports under
``if TYPE_CHECKING:`` (annotations only, never run) are left out.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "mtglab"

#: what each layer may not import (a module name or its prefix)
FORBIDDEN = {
    "mtglab.engine": ("pandas", "matplotlib", "ipywidgets", "IPython", "mtglab.analysis",
                      "mtglab.board", "mtglab.widgets", "mtglab.combos", "mtglab.cli",
                      "mtglab.app"),
    "mtglab.cards": ("mtglab.engine", "mtglab.analysis", "mtglab.board", "mtglab.widgets"),
    "mtglab.analysis": ("mtglab.board", "mtglab.widgets", "mtglab.combos", "mtglab.cli",
                        "mtglab.app", "ipywidgets"),
    "mtglab.board": ("mtglab.widgets", "mtglab.combos", "mtglab.cli", "mtglab.app",
                     "mtglab.audit"),
    "mtglab.audit": ("mtglab.widgets", "mtglab.combos", "mtglab.cli", "mtglab.app"),
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


MODULES = {_module_name(p): p for p in PACKAGE.rglob("*.py")}


@functools.cache
def _tree(name: str) -> ast.Module:
    """The module's syntax tree, parsed once (node ids stay valid between calls)."""
    return ast.parse(MODULES[name].read_text(encoding="utf-8"))


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out.update(id(n) for n in ast.walk(node))
    return out


def _imports(name: str, *, skip: set[int] = frozenset(),  # type: ignore[assignment]
             only: set[int] | None = None) -> Iterator[tuple[str, bool]]:
    """Each module ``name`` imports, and whether it is only for type checking
    (statements whose node ids are in ``skip`` left out; with ``only``, those alone)."""
    path = MODULES[name]
    tree = _tree(name)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    typing_only = _type_checking_nodes(tree)
    for node in ast.walk(tree):
        if id(node) in skip or (only is not None and id(node) not in only):
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, id(node) in typing_only
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                # "from pkg import submodule" imports the submodule
                yield (sub if sub in MODULES else module), id(node) in typing_only


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_each_layer_imports_only_layers_below_it(layer: str) -> None:
    bad = sorted((name, target) for name in MODULES if name.startswith(layer)
                 for target, _typing in _imports(name)
                 if any(target == f or target.startswith(f + ".") for f in FORBIDDEN[layer]))
    assert bad == []


def test_the_package_has_no_import_cycle() -> None:
    graph = {name: {t for t, typing_only in _imports(name) if t in MODULES and t != name
                    and not typing_only} for name in MODULES}
    seen: dict[str, int] = {}  # 1 on the current path, 2 done
    cycles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        seen[node] = 1
        for nxt in sorted(graph[node]):
            if seen.get(nxt) == 1:
                cycles.append([*path[path.index(nxt):], nxt])
            elif nxt not in seen:
                visit(nxt, [*path, nxt])
        seen[node] = 2

    for name in sorted(MODULES):
        if name not in seen:
            visit(name, [name])
    assert cycles == []


def test_the_engine_state_carries_no_cache() -> None:
    # caches are keyed by state (engine/memo.py), never a mutable dict inside the state
    import dataclasses

    from mtglab.engine.state import GameState

    assert "cache" not in {f.name for f in dataclasses.fields(GameState)}


#: what the widgets may import from mtglab: the public API (``import mtglab as ml``, its
#: errors and mana values, ``ml.plot``), never the rules' insides
PUBLIC_FOR_WIDGETS = ("mtglab", "mtglab.errors", "mtglab.mana", "mtglab.analysis.plots")


def test_the_widgets_use_only_the_public_api() -> None:
    bad = [(name, target) for name in MODULES if name.startswith("mtglab.widgets")
           for target, typing_only in _imports(name)
           if target.startswith("mtglab") and not typing_only
           and not target.startswith("mtglab.widgets") and target not in PUBLIC_FOR_WIDGETS]
    assert bad == []


#: libraries heavy enough to load only when used (issue 28, item 4); numpy is not one:
#: ``import mtglab`` loads it
HEAVY = ("pandas", "matplotlib", "ipywidgets", "IPython", "dask", "distributed", "pyarrow",
         "highspy", "tqdm")

#: every module's imports of mtglab are at its top (issue 28, item 4): a function-level
#: import of an mtglab module hides a circle or a layer crossed
NO_FUNCTION_LEVEL_IMPORTS = ("mtglab",)

#: the function-level imports allowed, each for start-up alone: the ability cache imports
#: the Oracle parser (Lark, the grammar's transformer and the wording modules) on the
#: first text it doesn't hold, so that a warm load never imports it (issue 26, item 4);
#: the parser imports the cache at its top, so no circle is hidden
LAZY_FOR_START_UP = frozenset({("mtglab.cards.pool.abilitycache",
                                "mtglab.cards.oracle.parser")})


def _top_level_imports(name: str) -> set[str]:
    """What ``name`` imports when it is imported: its statements outside functions."""
    tree = _tree(name)
    inside = {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
              for n in ast.walk(f)} | _type_checking_nodes(tree)
    return {t for t, _typing in _imports(name, skip=inside)}


def _loads_heavy(name: str, seen: set[str] | None = None) -> bool:
    """Whether importing ``name`` loads a heavy library, itself or through its imports."""
    seen = set() if seen is None else seen
    seen.add(name)
    for target in _top_level_imports(name):
        if target.split(".")[0] in HEAVY:
            return True
        if target in MODULES and target not in seen and _loads_heavy(target, seen):
            return True
    return False


def _function_level_imports(name: str) -> Iterator[tuple[str, int]]:
    """Each mtglab module imported inside a function of ``name``, with its line."""
    for f in ast.walk(_tree(name)):
        if not isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(f):
            if isinstance(node, ast.Import | ast.ImportFrom):
                nested = {id(node)}
                for target, _typing in _imports(name, only=nested):
                    if target.startswith("mtglab"):
                        yield target, node.lineno


def test_every_module_imports_mtglab_only_at_its_top() -> None:
    # a function-level import of an mtglab module hides a circle or a layer crossed;
    # the one exception is a module that loads a heavy library (pandas for tables)
    names = [n for n in MODULES if any(n == m or n.startswith(m + ".")
                                       for m in NO_FUNCTION_LEVEL_IMPORTS)]
    assert "mtglab.engine.payment.plan" in names
    bad = [(name, target, line) for name in sorted(names)
           for target, line in _function_level_imports(name)
           if (target not in MODULES or not _loads_heavy(target))
           and (name, target) not in LAZY_FOR_START_UP]
    assert bad == []



def test_the_heavy_library_exception_is_told_apart() -> None:
    # (the check above must see a plain module as not heavy, and the widgets as heavy)
    assert _loads_heavy("mtglab.widgets.builder")
    assert not _loads_heavy("mtglab.engine.characteristics.copies")
    assert not _loads_heavy("mtglab.engine.payment.legality")


def test_the_engine_never_parses_text_at_play_time_issue_22() -> None:
    # issue 22, deliverable 1: the grammar reads every line once into records as the card
    # is read; the engine imports no part of the reader (mtglab.cards.oracle) and no
    # regular expressions, so nothing it does while a game is played reads words
    bad = sorted((name, target) for name in MODULES if name.startswith("mtglab.engine")
                 for target, _typing in _imports(name)
                 if (target == "re" or target.startswith("re.") or target == "mtglab.cards.oracle"
                     or target.startswith("mtglab.cards.oracle.")))
    assert bad == []


def test_one_grammar_reads_the_oracle_text_issue_22() -> None:
    # issue 22, deliverable 1: every line is read once, by one grammar; no module of the
    # Oracle reader rereads lines with regular expressions. The parser's own lexical pass
    # (reminder text, the card's own name, sentences) is the one module that may.
    bad = sorted(name for name in MODULES if name.startswith("mtglab.cards.oracle")
                 and name != "mtglab.cards.oracle.parser"
                 for target, _typing in _imports(name) if target == "re")
    assert bad == []
