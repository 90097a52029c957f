"""The Voila server behind ``mtglab app``, locked to this machine.

``mtglab app`` runs ``python -m mtglab.appserver NOTEBOOK --port=... --token=...`` in a
process group of its own. This module is Voila's command line with one more gate in front
of every handler: a request is refused (403) unless

- its ``Host`` header names the address the server listens on — ``127.0.0.1``,
  ``localhost`` or ``[::1]`` with the server's port when it listens on the loopback
  address (a page on another site that rebinds its own name to 127.0.0.1 sends its own
  name, so DNS rebinding is refused), that address when ``--Voila.ip`` names another one,
  and any name only when it listens on every address (``0.0.0.0``);
- its ``Origin`` header, when the browser sends one (cross-site requests and websockets
  always do), is ``http://`` followed by that same Host: no other site's page can call it.

Voila's own token check (``--token``) then applies as usual.

>>> gate = HostGate("127.0.0.1", 8866)
>>> gate.refusal("127.0.0.1:8866", None), gate.refusal("localhost:8866", "http://localhost:8866")
(None, None)
>>> gate.refusal("evil.example:8866", None)
"the Host header 'evil.example:8866' is not this server's address (127.0.0.1:8866)"
>>> gate.refusal("127.0.0.1:8866", "http://evil.example")
"the Origin 'http://evil.example' is not this server's page"
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["HostGate", "main"]

_LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
_EVERY_ADDRESS = ("", "0.0.0.0", "::", "[::]")


@dataclass(frozen=True)
class HostGate:
    """Which ``Host`` and ``Origin`` headers a server on ``ip:port`` accepts."""

    ip: str
    port: int

    @property
    def hosts(self) -> frozenset[str] | None:
        """The accepted Host values; None when the server listens on every address."""
        if self.ip in _EVERY_ADDRESS:
            return None
        names = {self.ip if ":" not in self.ip else f"[{self.ip}]"}
        if self.ip in ("127.0.0.1", "localhost", "::1"):
            names.update(_LOOPBACK_NAMES)
        hosts = {f"{name}:{self.port}" for name in names}
        if self.port == 80:  # browsers leave the default port out
            hosts |= names
        return frozenset(hosts)

    def refusal(self, host: str | None, origin: str | None) -> str | None:
        """Why a request with these headers is refused, or None when it is accepted."""
        host = (host or "").strip().lower()
        hosts = self.hosts
        if not host or (hosts is not None and host not in hosts):
            where = f"{self.ip}:{self.port}"
            return f"the Host header {host!r} is not this server's address ({where})"
        if origin is not None and origin.strip().lower() != f"http://{host}":
            return f"the Origin {origin!r} is not this server's page"
        return None


def _voila_class(gate_for: Any) -> Any:
    """Voila's application class with the gate in front of its handlers (lazy: Voila is
    in the optional ``notebook`` extra)."""
    import tempfile

    import tornado.web
    from voila.app import Voila

    class Refused(tornado.web.RequestHandler):
        def initialize(self, reason: str) -> None:
            self.reason = reason

        def prepare(self) -> None:
            self.set_status(403)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.finish(f"mtglab app refused this request: {self.reason}\n")

    class GatedApplication(tornado.web.Application):
        gate: HostGate

        def find_handler(self, request: Any, **kwargs: Any) -> Any:
            reason = self.gate.refusal(request.headers.get("Host"),
                                       request.headers.get("Origin"))
            if reason is not None:
                return self.get_handler_delegate(request, Refused, {"reason": reason})
            return super().find_handler(request, **kwargs)

    class GatedVoila(Voila):  # type: ignore[misc]
        def start(self) -> None:  # Voila.start, with the gated application
            self.connection_dir = tempfile.mkdtemp(prefix="voila_",
                                                   dir=self.connection_dir_root)
            settings = self.init_settings()
            settings["allow_remote_access"] = False  # jupyter_server's own Host check too
            self.app = GatedApplication(**settings)
            self.app.gate = gate_for(self.ip, self.port)
            self.app.settings.update(self.tornado_settings)
            self.app.add_handlers(".*$", self.init_handlers())
            self.listen()

    return GatedVoila


def main(argv: Sequence[str] | None = None) -> None:
    """Run Voila with the Host/Origin gate; the arguments are Voila's own."""
    app = _voila_class(HostGate).instance()
    app.initialize(list(sys.argv[1:] if argv is None else argv))
    app.start()


if __name__ == "__main__":
    main()
