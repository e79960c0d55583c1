"""A plain stdio JSON-RPC client that frames (and misframes) messages by hand and reads every
byte the server writes, so tests can send what no well-behaved client would and check that
the server's output is nothing but Content-Length framed JSON."""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from typing import Any

from conftest import MDTOOL


class RawServer:
    def __init__(self, cwd: str | None = None) -> None:
        self.process = subprocess.Popen(
            [MDTOOL, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd
        )
        self.buffer = b""
        os.set_blocking(self.process.stdout.fileno(), False)

    def write(self, data: bytes) -> None:
        self.process.stdin.write(data)
        self.process.stdin.flush()

    @staticmethod
    def frame(message: Any) -> bytes:
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send(self, message: Any) -> None:
        self.write(self.frame(message))

    def request(self, id_: Any, method: str, params: Any = None) -> None:
        message = {"jsonrpc": "2.0", "id": id_, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def notify(self, method: str, params: Any = None) -> None:
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def _fill(self, deadline: float) -> bool:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return False
        ready, _, _ = select.select([self.process.stdout], [], [], remaining)
        if not ready:
            return False
        chunk = self.process.stdout.read(65536)
        if not chunk:
            return False
        self.buffer += chunk
        return True

    def read_message(self, timeout: float = 30) -> dict | None:
        """The next message; asserts that it is framed exactly as the base protocol says."""
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.buffer:
            if not self._fill(deadline):
                assert self.buffer == b"", f"stray bytes on stdout: {self.buffer[:200]!r}"
                return None
        header, _, rest = self.buffer.partition(b"\r\n\r\n")
        fields = dict(line.split(b": ", 1) for line in header.split(b"\r\n"))
        assert set(fields) == {b"Content-Length"}, f"unexpected header: {header!r}"
        length = int(fields[b"Content-Length"])
        while len(rest) < length:
            if not self._fill(deadline):
                raise AssertionError("a message ended early")
            header, _, rest = self.buffer.partition(b"\r\n\r\n")
        body, self.buffer = rest[:length], rest[length:]
        return json.loads(body.decode("utf-8"))

    def response(self, id_: Any, timeout: float = 30) -> dict:
        """The response to request `id_`, skipping notifications (and answering nothing)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.read_message(max(0.1, deadline - time.monotonic()))
            assert message is not None, f"no response to {id_}"
            if message.get("id") == id_ and "method" not in message:
                return message

    def initialize(self, capabilities: dict | None = None, root: str | None = None) -> dict:
        params: dict[str, Any] = {"processId": os.getpid(), "capabilities": capabilities or {}}
        if root:
            params["rootUri"] = "file://" + root
        self.request(1, "initialize", params)
        result = self.response(1)
        self.notify("initialized", {})
        return result

    def wait(self, timeout: float = 30) -> int:
        return self.process.wait(timeout)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            try:
                stream.close()
            except Exception:
                pass
