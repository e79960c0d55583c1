"""A client that cannot resolve code actions gets every edit at once."""

from __future__ import annotations

import pytest_lsp
from lsprotocol import types

from conftest import CONFIG, serve, RecordingClient, apply_edits, open_document


@pytest_lsp.fixture(config=CONFIG)
async def plain_client(lsp_client: RecordingClient, tmp_path):
    async for _ in serve(lsp_client, tmp_path, types.ClientCapabilities()):
        yield


async def test_edits_come_with_the_actions(plain_client):
    client = plain_client
    text = "# T\n\none \n"
    uri = open_document(client, client.root / "doc.md", text)
    await client.diagnostics_for(uri, 1)
    found = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=0)),
        context=types.CodeActionContext(diagnostics=[])))
    fix_all = [a for a in found if a.kind == "source.fixAll.mdtool"][0]
    assert apply_edits(text, fix_all.edit.changes[uri]) == "# T\n\none\n"
    # Without hierarchical symbol support, symbols are flat with their container.
    (client.root / "doc.md").write_text("# A\n\n## B\n")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="# A\n\n## B\n")]))
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [(s.name, s.container_name) for s in symbols] == [("A", None), ("B", "A")]
