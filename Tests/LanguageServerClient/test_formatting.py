"""Formatting: what `mdtool fmt` writes, as edits of the changed lines only."""

from __future__ import annotations

import subprocess

import pytest_lsp
from lsprotocol import types

from conftest import CONFIG, serve, MDTOOL, RecordingClient, apply_edits, open_document, push_capabilities

OPTIONS = types.FormattingOptions(tab_size=4, insert_spaces=True)
MESSY = "# Title\n\n* one\n* two\n\n" + "".join(f"Paragraph {n}.\n\n" for n in range(30)) + "Text  \nbreak\n\n__bold__\n"


def fmt(text: str, cwd) -> str:
    return subprocess.run([MDTOOL, "fmt", "-", "--stdin-filename", "doc.md"], input=text.encode(), cwd=cwd,
                          capture_output=True, check=True).stdout.decode()


async def format_document(client, uri):
    return await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=OPTIONS))


async def test_formatting_equals_mdtool_fmt_with_minimal_edits(client):
    uri = open_document(client, client.root / "doc.md", MESSY)
    edits = await format_document(client, uri)
    assert apply_edits(MESSY, edits) == fmt(MESSY, client.root)
    # Three places change (the list, the hard break, the strong markers): three edits, none
    # touching the paragraphs in between.
    assert len(edits) == 3
    assert sum(e.range.end.line - e.range.start.line for e in edits) <= 6
    assert all(not (5 <= e.range.start.line < 64) for e in edits)


async def test_formatting_uses_the_documents_configuration(client):
    (client.root / "sub").mkdir()
    (client.root / "sub" / ".mdtool.yml").write_text("format:\n  bullet: '*'\n")
    text = "# T\n\n- a\n- b\n"
    inner = open_document(client, client.root / "sub" / "doc.md", text)
    outer = open_document(client, client.root / "doc.md", text)
    assert apply_edits(text, await format_document(client, inner)) == "# T\n\n* a\n* b\n"
    assert list(await format_document(client, outer)) == []


async def test_range_formatting_touches_only_the_range(client):
    uri = open_document(client, client.root / "doc.md", MESSY)
    lines = MESSY.splitlines()
    strong = lines.index("__bold__")
    edits = await client.text_document_range_formatting_async(types.DocumentRangeFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=OPTIONS,
        range=types.Range(start=types.Position(line=strong, character=0), end=types.Position(line=strong, character=8))))
    assert len(edits) == 1
    assert apply_edits(MESSY, edits) == MESSY.replace("__bold__", "**bold**")


async def test_formatting_a_formatted_document_changes_nothing(client):
    text = fmt(MESSY, client.root)
    uri = open_document(client, client.root / "doc.md", text)
    assert list(await format_document(client, uri)) == []


async def test_will_save_wait_until_formats_only_when_asked(client):
    uri = open_document(client, client.root / "doc.md", MESSY)
    params = types.WillSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri),
                                              reason=types.TextDocumentSaveReason.Manual)
    assert list(await client.text_document_will_save_wait_until_async(params)) == []
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"mdtool": {"formatOnSave": True}}))
    edits = await client.text_document_will_save_wait_until_async(params)
    assert apply_edits(MESSY, edits) == fmt(MESSY, client.root)


@pytest_lsp.fixture(config=CONFIG)
async def save_client(lsp_client: RecordingClient, tmp_path):
    async for _ in serve(lsp_client, tmp_path, push_capabilities(), formatOnSave=True):
        yield


async def test_format_on_save_from_initialization_options(save_client):
    client = save_client
    uri = open_document(client, client.root / "doc.md", MESSY)
    edits = await client.text_document_will_save_wait_until_async(types.WillSaveTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=uri), reason=types.TextDocumentSaveReason.Manual))
    assert apply_edits(MESSY, edits) == fmt(MESSY, client.root)


async def test_formatting_keeps_unicode_positions_right(client):
    text = "# Caf\u00e9 \U0001F600\n\n* \U0001F600 one\n* two\n"
    uri = open_document(client, client.root / "doc.md", text)
    assert apply_edits(text, await format_document(client, uri)) == fmt(text, client.root)


async def test_formatting_a_document_that_is_not_open_is_an_error(client):
    try:
        await format_document(client, (client.root / "nope.md").as_uri())
    except Exception as error:
        assert "not open" in str(error)
    else:
        raise AssertionError("formatting a closed document succeeded")
