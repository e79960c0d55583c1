"""Fixtures driving the real `mdtool lsp` binary (MDTOOL_BINARY) with pytest-lsp's client.

Each test gets a fresh server and a fresh workspace folder (pytest's tmp_path). Clients come
in two kinds, as editors do: one that takes pushed diagnostics, one that pulls them."""

from __future__ import annotations

import asyncio
import os
import pathlib
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from pygls.protocol import default_converter

MDTOOL = os.environ.get("MDTOOL_BINARY") or str(
    pathlib.Path(__file__).resolve().parents[2] / ".build" / "debug" / "mdtool"
)
TIMEOUT = 30


class RecordingClient(LanguageClient):
    """pytest-lsp's client, also keeping every publishDiagnostics (with its version) and
    every registration the server asks for."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.published: list[types.PublishDiagnosticsParams] = []
        self.registrations: list[types.Registration] = []
        self.published_event = asyncio.Event()

    async def diagnostics_for(self, uri: str, version: int | None = None, timeout: float = TIMEOUT):
        """The next diagnostics pushed for `uri` (of `version`, when given)."""

        async def wait():
            while True:
                for params in reversed(self.published):
                    if params.uri == uri and (version is None or params.version == version):
                        return list(params.diagnostics)
                self.published_event.clear()
                await self.published_event.wait()

        return await asyncio.wait_for(wait(), timeout)


def make_client() -> RecordingClient:
    client = RecordingClient(converter_factory=default_converter)

    def publish(client_: RecordingClient, params: types.PublishDiagnosticsParams):
        client_.diagnostics[params.uri] = params.diagnostics
        client_.published.append(params)
        client_.published_event.set()

    def register(client_: RecordingClient, params: types.RegistrationParams):
        client_.registrations.extend(params.registrations)
        return None

    def unregister(client_: RecordingClient, params: types.UnregistrationParams):
        return None

    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish
    features[types.CLIENT_REGISTER_CAPABILITY] = register
    features[types.CLIENT_UNREGISTER_CAPABILITY] = unregister
    register_lsp_features(client, features)
    return client


CONFIG = ClientServerConfig(server_command=[MDTOOL, "lsp"], client_factory=make_client)


def push_capabilities(**extra: Any) -> types.ClientCapabilities:
    """A client taking pushed diagnostics, watching files dynamically, resolving code actions."""
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16]),
        workspace=types.WorkspaceClientCapabilities(
            configuration=True,
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True),
            workspace_folders=True,
        ),
        text_document=types.TextDocumentClientCapabilities(
            synchronization=types.TextDocumentSyncClientCapabilities(will_save_wait_until=True),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(
                code_description_support=True, data_support=True
            ),
            code_action=types.CodeActionClientCapabilities(
                code_action_literal_support=types.ClientCodeActionLiteralOptions(
                    code_action_kind=types.ClientCodeActionKindOptions(
                        value_set=[types.CodeActionKind.QuickFix, types.CodeActionKind.SourceFixAll]
                    )
                ),
                resolve_support=types.ClientCodeActionResolveOptions(properties=["edit"]),
                data_support=True,
                is_preferred_support=True,
            ),
            document_symbol=types.DocumentSymbolClientCapabilities(hierarchical_document_symbol_support=True),
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            **extra,
        ),
    )


def pull_capabilities() -> types.ClientCapabilities:
    """Like `push_capabilities`, but pulling diagnostics (and refreshing them)."""
    capabilities = push_capabilities(diagnostic=types.DiagnosticClientCapabilities(related_document_support=False))
    capabilities.workspace.diagnostics = types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    return capabilities


def workspace_params(root: pathlib.Path, capabilities: types.ClientCapabilities, **options: Any) -> types.InitializeParams:
    return types.InitializeParams(
        capabilities=capabilities,
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=root.name)],
        root_uri=root.as_uri(),
        initialization_options=options or None,
    )


async def serve(lsp_client: RecordingClient, root: pathlib.Path, capabilities: types.ClientCapabilities, **options: Any):
    """Starts a session on workspace folder `root` (kept as `lsp_client.root`), and ends it."""
    lsp_client.root = root
    lsp_client.init_result = await lsp_client.initialize_session(workspace_params(root, capabilities, **options))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: RecordingClient, tmp_path: pathlib.Path):
    """A pushing client on an empty workspace folder (`client.root`)."""
    async for _ in serve(lsp_client, tmp_path, push_capabilities()):
        yield


@pytest_lsp.fixture(config=CONFIG)
async def pull_client(lsp_client: RecordingClient, tmp_path: pathlib.Path):
    """A pulling client on an empty workspace folder (`pull_client.root`)."""
    async for _ in serve(lsp_client, tmp_path, pull_capabilities()):
        yield


def open_document(client: LanguageClient, path: pathlib.Path, text: str, version: int = 1) -> str:
    """Writes `text` to `path` and opens it in the server; returns its URI."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=version, text=text)
        )
    )
    return uri


def codes(diagnostics) -> list[str]:
    return sorted(str(d.code) for d in diagnostics)


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    """Applies LSP text edits (UTF-16 positions) to `text`, last first."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line.encode("utf-16-le")) // 2)
    encoded = text.encode("utf-16-le")

    def offset(position: types.Position) -> int:
        if position.line >= len(lines):
            return len(encoded) // 2
        return starts[position.line] + position.character

    ordered = sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True)
    units = encoded
    for edit in ordered:
        start, end = offset(edit.range.start), offset(edit.range.end)
        units = units[: start * 2] + edit.new_text.encode("utf-16-le") + units[end * 2 :]
    return units.decode("utf-16-le")
