"""Sphinx configuration of mtglab's documentation site (built offline).

``python -m sphinx -W -b html docs docs/_build/html`` (what ``.ci/run`` does) builds it
with warnings as errors: the README, every tutorial notebook executed at build time with
its tables and plots (myst-nb), and the API reference from the docstrings (autodoc).
The notebooks stay in ``notebooks/`` (where the tests run them); they are copied into
``docs/tutorials/`` for each build.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
os.environ.pop("MPLBACKEND", None)  # the kernels draw inline figures
# the card-pool and census tutorials read ../shared beside the repository when it is there
os.environ.setdefault("MTGLAB_SHARED", str(ROOT.parent / "shared"))

import mtglab  # noqa: E402

project = "mtglab"
author = "the mtglab developers"
copyright = "the mtglab developers, MIT licence"  # noqa: A001
version = release = mtglab.__version__

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
]
exclude_patterns = ["_build", "jupyter_execute", ".jupyter_cache"]
suppress_warnings = [
    # Python 3 type hints of the annotated signatures name names from other layers
    # (GameState, pandas...) that the site does not document page by page
    "ref.python",
]

# -- the notebooks: copied fresh, executed while the site is built
TUTORIALS = HERE / "tutorials"
if TUTORIALS.exists():
    shutil.rmtree(TUTORIALS)
TUTORIALS.mkdir()
for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
    shutil.copy2(notebook, TUTORIALS / notebook.name)
nb_execution_mode = "force"
nb_execution_timeout = 600
nb_execution_raise_on_error = True  # a tutorial that fails fails the build
nb_execution_show_tb = True
nb_kernel_rgx_aliases = {".*": "python3"}
nb_merge_streams = True
nb_mime_priority_overrides = [
    # prefer the static picture of a widget-free output; widgets keep their HTML snapshot
    ("html", "application/vnd.jupyter.widget-view+json", 10),
    ("html", "text/html", 20),
    ("html", "image/svg+xml", 30),
    ("html", "image/png", 40),
    ("html", "text/plain", 90),
]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

# -- the API reference
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}

# -- the page
html_theme = "furo"
html_title = f"mtglab {version}"
html_static_path: list[str] = []
html_show_sourcelink = False
