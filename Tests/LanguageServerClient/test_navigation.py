"""Navigation and editing help: symbols, definition, references, rename, completion, hover,
document links and folding ranges, across the files of the workspace."""

from __future__ import annotations

import pathlib

from lsprotocol import types

from conftest import apply_edits, open_document

GUIDE = """# Guide

Intro [ref link][spec] and [shortcut] and a footnote[^note].

## Install

See [usage](#usage), [setup](other.md#setup), [other](other.md) and <a href="#install">here</a>.
Broken: [gone](missing.md) and [nowhere](#nowhere).

## Usage

### Details

[spec]: https://spec.commonmark.org/
[shortcut]: other.md#setup

[^note]: The footnote.
"""
OTHER = """# Other

## Setup

Back to [guide](guide.md#usage) and [install](./guide.md#install).
"""
DEEP = "# Deep\n\nUp: [usage](../guide.md#usage).\n"


def make_workspace(root: pathlib.Path) -> None:
    (root / "guide.md").write_text(GUIDE)
    (root / "other.md").write_text(OTHER)
    (root / "sub").mkdir()
    (root / "sub" / "deep.md").write_text(DEEP)


def at(text: str, needle: str, offset: int = 0) -> types.Position:
    """The position of `needle` (plus `offset` characters) in `text`."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


def line_of(text: str, needle: str) -> int:
    return at(text, needle).line


async def open_guide(client) -> str:
    make_workspace(client.root)
    return open_document(client, client.root / "guide.md", GUIDE)


async def test_document_symbols_nest_headings(client):
    uri = await open_guide(client)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    assert [s.name for s in symbols] == ["Guide"]
    assert [c.name for c in symbols[0].children] == ["Install", "Usage"]
    assert [c.name for c in symbols[0].children[1].children] == ["Details"]
    install = symbols[0].children[0]
    assert install.selection_range.start.line == line_of(GUIDE, "## Install")
    assert install.range.end.line == line_of(GUIDE, "## Usage")


async def test_workspace_symbols(client):
    await open_guide(client)
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="setp"))
    assert [(s.name, pathlib.Path(s.location.uri.removeprefix("file://")).name) for s in symbols] == [("Setup", "other.md")]
    everything = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query=""))
    assert {s.name for s in everything} == {"Guide", "Install", "Usage", "Details", "Other", "Setup", "Deep"}


async def test_workspace_symbols_skip_files_that_are_not_utf8(client):
    await open_guide(client)
    (client.root / "latin1.md").write_bytes(b"# Caf\xe9\n")
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="caf"))
    assert list(symbols) == []


async def definition(client, uri, position):
    result = await client.text_document_definition_async(types.DefinitionParams(text_document=doc(uri), position=position))
    return result[0] if isinstance(result, list) else result


async def test_definition_of_each_kind_of_link(client):
    uri = await open_guide(client)
    other = (client.root / "other.md").as_uri()
    # A full reference link leads to its definition.
    found = await definition(client, uri, at(GUIDE, "[ref link]", 2))
    assert found.uri == uri and found.range.start.line == line_of(GUIDE, "[spec]:")
    # A shortcut reference, to its definition; on the definition, to where it points.
    found = await definition(client, uri, at(GUIDE, "[shortcut] and", 2))
    assert found.range.start.line == line_of(GUIDE, "[shortcut]:")
    found = await definition(client, uri, at(GUIDE, "[shortcut]: other", 14))
    assert found.uri == other and found.range.start.line == line_of(OTHER, "## Setup")
    # A footnote reference, to its footnote.
    found = await definition(client, uri, at(GUIDE, "[^note] ", 2) if "[^note] " in GUIDE else at(GUIDE, "[^note].", 2))
    assert found.range.start.line == line_of(GUIDE, "[^note]:")
    # #fragment, to the heading; other.md#fragment, to the heading there; other.md, to the file.
    found = await definition(client, uri, at(GUIDE, "(#usage)", 2))
    assert found.uri == uri and found.range.start.line == line_of(GUIDE, "## Usage")
    found = await definition(client, uri, at(GUIDE, "(other.md#setup)", 3))
    assert found.uri == other and found.range.start.line == line_of(OTHER, "## Setup")
    found = await definition(client, uri, at(GUIDE, "(other.md)", 3))
    assert found.uri == other and found.range.start == types.Position(line=0, character=0)
    # An HTML href works too; a broken link leads nowhere.
    found = await definition(client, uri, at(GUIDE, '"#install"', 2))
    assert found.range.start.line == line_of(GUIDE, "## Install")
    assert await definition(client, uri, at(GUIDE, "(missing.md)", 2)) is None


async def test_references_to_a_heading_across_the_workspace(client):
    uri = await open_guide(client)
    found = await client.text_document_references_async(types.ReferenceParams(
        text_document=doc(uri), position=at(GUIDE, "## Usage", 4),
        context=types.ReferenceContext(include_declaration=False)))
    places = sorted((pathlib.Path(l.uri.removeprefix("file://")).name, l.range.start.line) for l in found)
    assert places == [("deep.md", 2), ("guide.md", line_of(GUIDE, "(#usage)")), ("other.md", line_of(OTHER, "guide.md#usage"))]


async def test_references_to_a_definition(client):
    uri = await open_guide(client)
    found = await client.text_document_references_async(types.ReferenceParams(
        text_document=doc(uri), position=at(GUIDE, "[ref link]", 3),
        context=types.ReferenceContext(include_declaration=True)))
    assert sorted(l.range.start.line for l in found) == [line_of(GUIDE, "[ref link]"), line_of(GUIDE, "[spec]:")]


async def test_rename_a_heading_updates_every_link(client):
    uri = await open_guide(client)
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        text_document=doc(uri), position=at(GUIDE, "## Usage", 5)))
    assert prepared.placeholder == "Usage"
    assert prepared.range.start == at(GUIDE, "Usage\n")
    assert await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        text_document=doc(uri), position=at(GUIDE, "Intro", 1))) is None
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=doc(uri), position=at(GUIDE, "## Usage", 5), new_name="How to use"))
    files = {pathlib.Path(u.removeprefix("file://")).name: edits for u, edits in edit.changes.items()}
    guide = apply_edits(GUIDE, files["guide.md"])
    assert "## How to use\n" in guide and "[usage](#how-to-use)" in guide
    assert apply_edits(OTHER, files["other.md"]) == OTHER.replace("guide.md#usage", "guide.md#how-to-use")
    assert apply_edits(DEEP, files["deep.md"]) == DEEP.replace("#usage", "#how-to-use")


async def test_rename_renumbers_repeated_headings(client):
    text = "# T\n\n## A\n\n## A\n\n[first](#a) [second](#a-1)\n"
    uri = open_document(client, client.root / "doc.md", text)
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=doc(uri), position=at(text, "## A", 3), new_name="B"))
    assert apply_edits(text, edit.changes[uri]) == "# T\n\n## B\n\n## A\n\n[first](#b) [second](#a)\n"


async def complete(client, uri, position):
    result = await client.text_document_completion_async(types.CompletionParams(text_document=doc(uri), position=position))
    items = result.items if hasattr(result, "items") else result
    return sorted(item.label for item in items)


async def test_completion_of_fragments_paths_and_labels(client):
    make_workspace(client.root)
    text = "# Here\n\n## Part two\n\n[a](#\n[b](other.md#\n[c](\n[d](sub/\n[e][\n[f][^\n\n[label]: x\n\n[^fn]: note\n"
    uri = open_document(client, client.root / "new.md", text)
    lines = text.splitlines()

    def end_of(line: int) -> types.Position:
        return types.Position(line=line, character=len(lines[line]))

    assert await complete(client, uri, end_of(4)) == ["here", "part-two"]
    assert await complete(client, uri, end_of(5)) == ["other", "setup"]
    assert await complete(client, uri, end_of(6)) == ["guide.md", "other.md", "sub/"]
    assert await complete(client, uri, end_of(7)) == ["deep.md"]
    assert await complete(client, uri, end_of(8)) == ["label"]
    assert await complete(client, uri, end_of(9)) == ["fn"]
    assert await complete(client, uri, types.Position(line=0, character=3)) == []


async def hover(client, uri, position):
    return await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=position))


async def test_hover_on_findings_and_links(client):
    uri = await open_guide(client)
    text = GUIDE.replace("## Usage\n", "## Usage   \n")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    finding = await hover(client, uri, at(text, "Usage   ", 6))
    assert finding.contents.kind == types.MarkupKind.Markdown
    assert "MD009" in finding.contents.value and "/rules/MD009.md" in finding.contents.value
    good = await hover(client, uri, at(text, "(other.md#setup)", 3))
    assert "resolves" in good.contents.value and "does not" not in good.contents.value
    broken = await hover(client, uri, at(text, "(missing.md)", 3))
    assert "does not resolve" in broken.contents.value
    fragment = await hover(client, uri, at(text, "(#nowhere)", 3))
    assert "does not resolve" in fragment.contents.value
    external = await hover(client, uri, at(text, "[spec]: https", 12))
    assert "external" in external.contents.value
    assert await hover(client, uri, at(text, "Intro", 1)) is None


async def test_document_links(client):
    uri = await open_guide(client)
    links = await client.text_document_document_link_async(types.DocumentLinkParams(text_document=doc(uri)))
    targets = sorted(link.target for link in links)
    other = (client.root / "other.md").as_uri()
    assert targets == sorted([other, other, other, "https://spec.commonmark.org/"])


async def test_folding_ranges(client):
    text = "---\ntitle: x\n---\n\n# A\n\n- one\n- two\n\n```\ncode\nmore\n```\n\n## B\n\ntext\n"
    uri = open_document(client, client.root / "doc.md", text)
    ranges = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri)))
    spans = sorted((r.start_line, r.end_line, r.kind) for r in ranges)
    assert (0, 2, None) in spans  # front matter
    assert (4, 16, "region") in spans  # section A, to the end
    assert (14, 16, "region") in spans  # section B
    assert (6, 7, None) in spans  # the list
    assert (9, 12, None) in spans  # the code block
