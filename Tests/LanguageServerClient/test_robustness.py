"""Large and awkward input through a real client: the server answers, and stays up."""

from __future__ import annotations

from lsprotocol import types

from conftest import apply_edits, codes, open_document
from test_formatting import fmt


async def test_a_100000_line_document(client):
    lines = []
    for n in range(100_000):
        lines.append(f"## Section {n}" if n % 1000 == 0 else f"Line {n} of text.")
        if n % 1000 == 0:
            lines.append("")
    text = "# Big\n\n" + "\n".join(lines) + "\ntrailing   \n"
    uri = open_document(client, client.root / "big.md", text)
    diagnostics = await client.diagnostics_for(uri, 1, timeout=300)
    last_line = text.count("\n") - 1
    assert [d.range.start.line for d in diagnostics if d.code == "MD009"] == [last_line]
    # An edit at the end is applied and linted again.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=last_line, character=8),
                              end=types.Position(line=last_line, character=11)), text="")]))
    assert "MD009" not in codes(await client.diagnostics_for(uri, 2, timeout=300))
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert len(symbols[0].children) == 100
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    # Blank lines go before the headings that follow a paragraph: 99 insertions, nothing else.
    assert len(edits) == 99 and all(e.new_text == "\n" and e.range.start == e.range.end for e in edits)
    edited = text.removesuffix("trailing   \n") + "trailing\n"
    assert apply_edits(edited, edits) == fmt(edited, client.root)


async def test_positions_past_the_end_are_clamped(client):
    text = "# T\n\nab\n"
    uri = open_document(client, client.root / "doc.md", text)
    await client.diagnostics_for(uri, 1)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=2, character=99), end=types.Position(line=50, character=0)),
            text="c\n")]))
    # "ab" keeps its text; the change lands at the end of line 2 and replaces the rest.
    assert codes(await client.diagnostics_for(uri, 2)) == []
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=999, character=999)))
    assert hover is None


async def test_surrogate_pairs_and_crlf(client):
    text = "# T\r\n\r\n\U0001F600\U0001F600 x \r\n"
    uri = open_document(client, client.root / "doc.md", text)
    diagnostics = await client.diagnostics_for(uri, 1)
    trailing = [d for d in diagnostics if d.code == "MD009"][0]
    assert trailing.range.start == types.Position(line=2, character=6)
    assert trailing.range.end == types.Position(line=2, character=7)
    fix = [types.TextEdit(range=client.protocol._converter.structure(e["range"], types.Range), new_text=e["newText"])
           for e in trailing.data["fix"]["edits"]]
    assert apply_edits(text, fix) == "# T\r\n\r\n\U0001F600\U0001F600 x\r\n"


async def test_requests_on_documents_that_are_not_open_fail_cleanly(client):
    for call in (
        client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri="file:///nowhere.md"), position=types.Position(line=0, character=0))),
        client.text_document_document_symbol_async(types.DocumentSymbolParams(
            text_document=types.TextDocumentIdentifier(uri="file:///nowhere.md"))),
    ):
        try:
            await call
        except Exception as error:
            assert "not open" in str(error)
        else:
            raise AssertionError("a request on a closed document succeeded")
    # The server is still there.
    assert list(await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="x"))) == []


async def test_unknown_method_through_a_real_client(client):
    try:
        await client.protocol.send_request_async("mdtool/doesNotExist", {})
    except Exception as error:
        assert "mdtool/doesNotExist" in str(error)
    else:
        raise AssertionError("an unknown method was answered")
