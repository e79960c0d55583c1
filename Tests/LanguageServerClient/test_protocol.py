"""The base protocol and lifecycle over plain stdio: framing, error answers, exit codes."""

from __future__ import annotations

import json
import os
import signal
import time

import pytest

from rawclient import RawServer


@pytest.fixture
def server(tmp_path):
    raw = RawServer(cwd=str(tmp_path))
    raw.root = tmp_path
    yield raw
    raw.close()


def test_utf16_is_the_default_position_encoding(server):
    result = server.initialize({})
    assert result["result"]["capabilities"]["positionEncoding"] == "utf-16"
    assert result["result"]["serverInfo"]["name"] == "mdtool"


def test_utf8_is_chosen_when_offered(server):
    result = server.initialize({"general": {"positionEncodings": ["utf-16", "utf-8"]}})
    assert result["result"]["capabilities"]["positionEncoding"] == "utf-8"


def test_utf8_positions_count_bytes(server):
    server.initialize({"general": {"positionEncodings": ["utf-8"]}})
    uri = (server.root / "a.md").as_uri()
    # "é" is two bytes: the trailing spaces start at byte 6 of line 2 (UTF-16 would say 5).
    server.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "markdown", "version": 1, "text": "# T\n\ncafé   \n"}})
    while True:
        message = server.read_message()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            break
    trailing = [d for d in message["params"]["diagnostics"] if d["code"] == "MD009"]
    assert trailing[0]["range"]["start"] == {"line": 2, "character": 5}
    assert trailing[0]["range"]["end"] == {"line": 2, "character": 8}


def test_shutdown_with_and_without_params_then_exit_0(server):
    server.initialize()
    server.request(2, "shutdown")
    assert server.response(2)["result"] is None
    server.notify("exit")
    assert server.wait() == 0


@pytest.mark.parametrize("params", [None, {}, "absent"])
def test_shutdown_params_forms(tmp_path, params):
    raw = RawServer(cwd=str(tmp_path))
    try:
        raw.initialize()
        message = {"jsonrpc": "2.0", "id": 2, "method": "shutdown"}
        if params != "absent":
            message["params"] = params
        raw.send(message)
        assert raw.response(2)["result"] is None
        raw.send({"jsonrpc": "2.0", "method": "exit", "params": None})
        assert raw.wait() == 0
    finally:
        raw.close()


def test_params_that_are_not_structured_are_invalid(server):
    server.initialize()
    server.send({"jsonrpc": "2.0", "id": 2, "method": "workspace/symbol", "params": "query"})
    answer = server.read_message()
    assert answer["error"]["code"] == -32600 and answer["id"] == 2


def test_exit_without_shutdown_is_1(server):
    server.initialize()
    server.notify("exit")
    assert server.wait() == 1


def test_exit_before_initialize_is_1(server):
    server.notify("exit")
    assert server.wait() == 1


def test_requests_before_initialize_are_refused(server):
    server.request(7, "textDocument/hover", {"textDocument": {"uri": "file:///x.md"}, "position": {"line": 0, "character": 0}})
    assert server.response(7)["error"]["code"] == -32002
    assert server.initialize()["result"]["capabilities"]


def test_request_after_shutdown_is_invalid(server):
    server.initialize()
    server.request(2, "shutdown")
    server.response(2)
    server.request(3, "workspace/symbol", {"query": ""})
    assert server.response(3)["error"]["code"] == -32600
    server.notify("exit")
    assert server.wait() == 0


def test_unknown_request_is_method_not_found_and_unknown_notification_ignored(server):
    server.initialize()
    server.notify("mdtool/unknownNotification", {})
    server.request(2, "mdtool/unknownRequest", {})
    assert server.response(2)["error"]["code"] == -32601
    server.request(3, "$/unknownRequest", {})
    assert server.response(3)["error"]["code"] == -32601


def test_malformed_json_is_a_parse_error_and_the_server_goes_on(server):
    server.initialize()
    server.write(server.frame(b'{"jsonrpc": "2.0", "id": 2, "method": '))
    answer = server.read_message()
    assert answer["error"]["code"] == -32700 and answer["id"] is None
    server.request(3, "workspace/symbol", {"query": ""})
    assert "result" in server.response(3)


def test_invalid_utf8_in_a_message_is_a_parse_error(server):
    server.initialize()
    uri = (server.root / "bad.md").as_uri()
    body = b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"' + uri.encode() + \
        b'","languageId":"markdown","version":1,"text":"# Caf\xc3\x28 \xff\n"}}}'
    server.write(server.frame(body))
    answer = server.read_message()
    assert answer["error"]["code"] == -32700
    server.request(3, "workspace/symbol", {"query": ""})
    assert "result" in server.response(3)


def test_batches_and_non_objects_are_invalid_requests(server):
    server.initialize()
    server.send([{"jsonrpc": "2.0", "id": 2, "method": "shutdown"}])
    assert server.read_message()["error"]["code"] == -32600
    server.send(42)
    assert server.read_message()["error"]["code"] == -32600
    server.send({"id": 3, "method": "shutdown"})  # no "jsonrpc": "2.0"
    answer = server.read_message()
    assert answer["error"]["code"] == -32600 and answer["id"] == 3
    server.send({"jsonrpc": "2.0", "id": 4, "method": 17})
    assert server.read_message()["error"]["code"] == -32600
    server.send({"jsonrpc": "2.0", "id": {"nested": 1}, "method": "shutdown"})
    assert server.read_message()["error"]["code"] == -32600
    server.request(5, "shutdown")
    assert server.response(5)["result"] is None


def test_broken_headers_are_skipped(server):
    server.initialize()
    body = json.dumps({"jsonrpc": "2.0", "id": 9, "method": "shutdown"}).encode()
    server.write(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n")  # no length
    assert server.read_message()["error"]["code"] == -32700
    server.write(b"Content-Length: abc\r\n\r\n")
    assert server.read_message()["error"]["code"] == -32700
    server.write(b"Content-Length: %d\r\nContent-Type: application/json; charset=latin-1\r\n\r\n" % len(body) + body)
    assert server.read_message()["error"]["code"] == -32700  # the body is skipped, not run
    # Header names are case-insensitive, Content-Type with utf8 is fine, and messages may
    # arrive in pieces.
    frame = b"content-length: %d\r\ncontent-type: application/vscode-jsonrpc; charset=utf8\r\n\r\n" % len(body) + body
    for index in range(0, len(frame), 7):
        server.write(frame[index:index + 7])
        time.sleep(0.001)
    assert server.response(9)["result"] is None


def test_many_messages_in_one_write(server):
    server.initialize()
    frames = b"".join(server.frame({"jsonrpc": "2.0", "id": 100 + n, "method": "workspace/symbol", "params": {"query": ""}})
                      for n in range(50))
    server.write(frames)
    ids = {server.response(100 + n)["id"] for n in range(50)}
    assert ids == set(range(100, 150))


def test_cancelled_request_answers_request_cancelled(server):
    server.initialize()
    uri = (server.root / "big.md").as_uri()
    text = "".join(f"* item {n}  \n" for n in range(40_000))
    # A slow request first, so the cancelled one is still queued when its cancellation arrives.
    frames = server.frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
    frames += server.frame({"jsonrpc": "2.0", "id": 2, "method": "textDocument/formatting", "params": {
        "textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": True}}})
    frames += server.frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol",
                            "params": {"textDocument": {"uri": uri}}})
    frames += server.frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 3}})
    server.write(frames)
    assert "result" in server.response(2, timeout=120)
    assert server.response(3)["error"]["code"] == -32800
    # Cancelling something already answered (or unknown) is harmless.
    server.notify("$/cancelRequest", {"id": 2})
    server.request(4, "shutdown")
    assert server.response(4)["result"] is None


def test_set_trace_sends_log_trace(server):
    server.initialize()
    server.notify("$/setTrace", {"value": "verbose"})
    server.request(2, "workspace/symbol", {"query": "x"})
    seen_trace = False
    while True:
        message = server.read_message()
        if message.get("method") == "$/logTrace":
            seen_trace = True
            assert "workspace/symbol" in message["params"]["message"]
            assert "verbose" in message["params"]
            break
    assert seen_trace
    server.notify("$/setTrace", {"value": "off"})
    server.request(3, "workspace/symbol", {"query": "x"})
    server.response(3)
    server.request(4, "shutdown")
    server.response(4)
    assert server.read_message(timeout=1) is None


def test_closing_stdin_ends_the_server(server):
    server.initialize()
    server.process.stdin.close()
    assert server.wait(timeout=30) == 1


def test_closing_stdin_after_shutdown_ends_with_0(server):
    server.initialize()
    server.request(2, "shutdown")
    server.response(2)
    server.process.stdin.close()
    assert server.wait(timeout=30) == 0


def test_a_client_that_disappears(server):
    server.initialize()
    uri = (server.root / "a.md").as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1,
                                                            "text": "# T\n\ntrailing   \n" * 2000}})
    # Both pipes go away mid-conversation, as when an editor crashes.
    server.process.stdout.close()
    server.process.stdin.close()
    assert server.wait(timeout=30) in (0, 1)
    assert server.process.returncode != -signal.SIGPIPE


def test_stdout_carries_only_protocol_messages(server):
    """Every byte on stdout belongs to a framed message (read_message asserts so)."""
    server.initialize({"textDocument": {"diagnostic": {}}})
    uri = (server.root / "a.md").as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1,
                                                            "text": "#Bad\n* x\n+ y\n"}})
    server.request(2, "textDocument/diagnostic", {"textDocument": {"uri": uri}})
    assert server.response(2)["result"]["kind"] == "full"
    server.request(3, "shutdown")
    server.response(3)
    server.notify("exit")
    assert server.wait() == 0
    os.set_blocking(server.process.stdout.fileno(), True)
    server.buffer += server.process.stdout.read()
    while server.buffer:
        assert server.read_message(timeout=1) is not None
