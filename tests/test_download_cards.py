"""Every card: ``ml.download_cards()`` and ``mtglab cards download`` against a local HTTP
server that answers as Scryfall's bulk-data API does (an index listing ``bulk_data``
objects, each with ``type``, ``updated_at`` and ``download_uri``; the file itself sent
gzip-encoded). Never the internet.

A card's wording is its Oracle text (CR 108.1): once the Oracle cards file is cached,
``ml.card`` finds its cards in any process.
"""

from __future__ import annotations

import gzip
import importlib
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.pool import download as dl
from mtglab.cli import main

catalogue_module = importlib.import_module("mtglab.cards.pool.catalogue")

#: Cards in Scryfall's card-object shape; none is in the bundled catalogue.
CARDS = [
    {"object": "card", "id": "0a1b", "oracle_id": "o-1", "name": "Grim Lavamancer",
     "lang": "en", "layout": "normal", "mana_cost": "{R}", "type_line":
     "Creature — Human Wizard", "oracle_text": "{R}, {T}, Exile two cards from your "
     "graveyard: Grim Lavamancer deals 2 damage to any target.", "power": "1",
     "toughness": "1", "colors": ["R"]},
    {"object": "card", "id": "0a1c", "oracle_id": "o-2", "name": "Jace Beleren",
     "lang": "en", "layout": "normal", "mana_cost": "{1}{U}{U}", "type_line":
     "Legendary Planeswalker — Jace", "oracle_text": "+2: Each player draws a card.\n"
     "−1: Target player draws a card.", "loyalty": "3", "colors": ["U"]},
]


@dataclass
class FakeScryfall:
    """What the local server serves, and what it was asked."""

    updated_at: str = "2026-05-29T09:00:00.000+00:00"
    cards: list[dict[str, Any]] = field(default_factory=lambda: list(CARDS))
    requests: list[str] = field(default_factory=list)
    port: int = 0

    @property
    def index_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bulk-data"

    def index(self) -> dict[str, Any]:
        stamp = "".join(ch for ch in self.updated_at[:19] if ch.isdigit())
        body = gzip.compress(json.dumps(self.cards).encode())
        return {"object": "list", "has_more": False, "data": [
            {"object": "bulk_data", "id": "27bf", "type": "oracle_cards",
             "updated_at": self.updated_at, "uri": f"{self.index_url}/27bf",
             "name": "Oracle Cards", "description": "one card object per Oracle ID",
             "compressed_size": len(body),
             "download_uri": f"http://127.0.0.1:{self.port}/oracle-cards-{stamp}.json",
             "content_type": "application/json", "content_encoding": "gzip",
             "size": len(json.dumps(self.cards))},
            {"object": "bulk_data", "id": "99aa", "type": "rulings",
             "updated_at": self.updated_at, "name": "Rulings",
             "download_uri": f"http://127.0.0.1:{self.port}/rulings.json",
             "content_type": "application/json", "content_encoding": "gzip"},
        ]}


@pytest.fixture
def scryfall() -> Iterator[FakeScryfall]:
    fake = FakeScryfall()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            fake.requests.append(self.path)
            if self.path == "/bulk-data":
                body, encoded = json.dumps(fake.index()).encode(), False
            elif self.path.startswith("/oracle-cards-"):
                body, encoded = gzip.compress(json.dumps(fake.cards).encode()), True
            else:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if encoded and "gzip" in (self.headers.get("Accept-Encoding") or ""):
                self.send_header("Content-Encoding", "gzip")
            elif encoded:
                body = gzip.decompress(body)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    fake.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield fake
    server.shutdown()
    server.server_close()
    thread.join(5)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty cache folder, and no pool loaded (each test starts as a new session)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("MTGLAB_CACHE_DIR", str(folder))
    monkeypatch.setattr(catalogue_module, "_pools", [])
    dl._loaded.clear()
    yield folder
    dl._loaded.clear()


def test_download_reads_the_index_and_fetches_the_oracle_cards_file_cr_108_1(
        scryfall: FakeScryfall, cache: Path) -> None:
    with pytest.raises(ml.UnknownCardError):
        ml.card("Grim Lavamancer")
    got = ml.download_cards(index_url=scryfall.index_url, progress=False)
    assert got.downloaded and got.updated_at == scryfall.updated_at
    assert got.path.parent == cache and got.path.name == "oracle_cards.json.gz"  # kept as sent
    assert scryfall.requests == ["/bulk-data", "/oracle-cards-20260529090000.json"]
    lavamancer = ml.card("Grim Lavamancer")
    assert lavamancer.type_line == "Creature — Human Wizard"
    assert ml.card("jace beleren").loyalty == "3"


def test_an_up_to_date_file_is_not_downloaded_again_until_the_index_changes(
        scryfall: FakeScryfall, cache: Path) -> None:
    ml.download_cards(index_url=scryfall.index_url, progress=False, load=False)
    again = ml.download_cards(index_url=scryfall.index_url, progress=False, load=False)
    assert not again.downloaded
    assert scryfall.requests.count("/bulk-data") == 2 and len(scryfall.requests) == 3
    # Scryfall publishes a newer file: its updated_at changes, so it is fetched
    scryfall.updated_at = "2026-06-01T09:00:00.000+00:00"
    scryfall.cards = [*CARDS, {**CARDS[0], "name": "Newer Test Card", "oracle_id": "o-3"}]
    newer = ml.download_cards(index_url=scryfall.index_url, progress=False)
    assert newer.downloaded and newer.updated_at == scryfall.updated_at
    assert ml.card("Newer Test Card").name == "Newer Test Card"
    forced = ml.download_cards(index_url=scryfall.index_url, progress=False, force=True,
                               load=False)
    assert forced.downloaded


def test_every_process_finds_the_downloaded_cards(scryfall: FakeScryfall,
                                                  cache: Path) -> None:
    ml.download_cards(index_url=scryfall.index_url, progress=False, load=False)
    code = "import mtglab as ml; print(ml.card('Grim Lavamancer').mana_cost)"
    env = {**os.environ, "MTGLAB_CACHE_DIR": str(cache)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=120, check=True)
    assert out.stdout.strip() == "{R}"


def test_an_unknown_card_names_the_command_when_only_the_bundled_cards_are_known(
        cache: Path) -> None:
    with pytest.raises(ml.UnknownCardError) as info:
        ml.card("Urza's Saga")
    assert info.value.only_bundled
    assert "mtglab cards download" in str(info.value) and "ml.load_cards" in str(info.value)


def test_with_a_pool_loaded_the_message_does_not_send_you_to_download(
        scryfall: FakeScryfall, cache: Path) -> None:
    ml.download_cards(index_url=scryfall.index_url, progress=False)
    with pytest.raises(ml.UnknownCardError) as info:
        ml.card("Not A Real Card Name At All")
    assert not info.value.only_bundled and "cards download" not in str(info.value)


def test_the_progress_bar_shows_the_download(scryfall: FakeScryfall, cache: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    ml.download_cards(index_url=scryfall.index_url, progress=True, load=False)
    err = capsys.readouterr().err
    assert "downloading oracle_cards" in err and "100%" in err


def test_server_failures_raise_a_download_error_naming_the_url(
        scryfall: FakeScryfall, cache: Path) -> None:
    with pytest.raises(ml.DownloadError, match="404"):
        ml.download_cards(index_url=scryfall.index_url + "/nowhere", progress=False)
    with pytest.raises(ml.DownloadError, match="no unique_artwork file"):
        ml.download_cards(kind="unique_artwork", index_url=scryfall.index_url,
                          progress=False)
    with pytest.raises(ml.DownloadError, match="cannot connect"):  # nothing listens there
        ml.download_cards(index_url="http://127.0.0.1:9/bulk-data", progress=False)
    assert dl.downloaded_file() is None  # nothing half-written is taken for a file
    assert [p.name for p in cache.iterdir()] == []


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"kind": "rulings"}, "kind"), ({"kind": 3}, "kind"),
    ({"index_url": "file:///etc/passwd"}, "index_url"), ({"force": "yes"}, "force"),
    ({"folder": 12}, "folder"),
])
def test_bad_arguments_are_refused_by_name(kwargs: dict[str, Any], field: str,
                                           cache: Path) -> None:
    with pytest.raises(ml.MtglabError, match=field):
        ml.download_cards(**kwargs)


def test_the_command_line_downloads_and_card_then_shows_any_card(
        scryfall: FakeScryfall, cache: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Grim Lavamancer"]) == 1
    assert "mtglab cards download" in capsys.readouterr().err
    assert main(["cards", "download", "--index-url", scryfall.index_url, "--quiet"]) == 0
    assert "oracle_cards.json.gz" in capsys.readouterr().out
    assert main(["cards", "download", "--index-url", scryfall.index_url, "--quiet"]) == 0
    assert "already up to date" in capsys.readouterr().out
    dl._loaded.clear()
    catalogue_module._pools.clear()  # a new session: the cached file is read again
    assert main(["card", "Grim Lavamancer"]) == 0
    out = capsys.readouterr().out
    assert "Grim Lavamancer {R}" in out and "1/1" in out
