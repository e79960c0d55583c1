"""Code actions: quick fixes (unsafe ones marked), fix all of a rule, source.fixAll.mdtool,
disabling a rule for a line; edits resolved lazily when the client can."""

from __future__ import annotations

from lsprotocol import types

from conftest import apply_edits, codes, open_document


def whole(text: str) -> types.Range:
    return types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(text.splitlines()), character=0))


async def actions(client, uri, range_, only=None, diagnostics=()):
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=range_,
        context=types.CodeActionContext(diagnostics=list(diagnostics), only=only)))


def edits_of(action, uri):
    return action.edit.changes[uri]


async def test_quick_fix_per_fixable_finding(client):
    text = "# T\n\none \ntwo \n"
    uri = open_document(client, client.root / "doc.md", text)
    diagnostics = await client.diagnostics_for(uri, 1)
    line = types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=0))
    found = await actions(client, uri, line, diagnostics=[d for d in diagnostics if d.range.start.line == 2])
    fixes = [a for a in found if a.title.startswith("Fix MD009")]
    assert len(fixes) == 1
    assert fixes[0].kind == types.CodeActionKind.QuickFix and fixes[0].is_preferred
    assert fixes[0].diagnostics and fixes[0].diagnostics[0].code == "MD009"
    assert apply_edits(text, edits_of(fixes[0], uri)) == "# T\n\none\ntwo \n"


async def test_fix_all_of_a_rule_is_resolved_lazily(client):
    text = "# T\n\none \ntwo \n\n\n\nend\n"
    uri = open_document(client, client.root / "doc.md", text)
    await client.diagnostics_for(uri, 1)
    line = types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=0))
    found = await actions(client, uri, line)
    fix_all = [a for a in found if a.title == "Fix all MD009 in this document"]
    assert len(fix_all) == 1 and fix_all[0].edit is None and fix_all[0].data
    resolved = await client.code_action_resolve_async(fix_all[0])
    # Only MD009's findings: the blank lines (MD012) stay.
    assert apply_edits(text, edits_of(resolved, uri)) == "# T\n\none\ntwo\n\n\n\nend\n"


async def test_source_fix_all(client):
    text = "# T\n\none \n\n\n\n##  Spaced\n"
    uri = open_document(client, client.root / "doc.md", text)
    await client.diagnostics_for(uri, 1)
    found = await actions(client, uri, whole(text), only=[types.CodeActionKind.SourceFixAll])
    assert [a.kind for a in found] == ["source.fixAll.mdtool"]
    resolved = await client.code_action_resolve_async(found[0])
    fixed = apply_edits(text, edits_of(resolved, uri))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    assert codes(await client.diagnostics_for(uri, 2)) == []
    # Only the changed lines are edited.
    assert all(e.range.start.line >= 2 for e in edits_of(resolved, uri))
    # `only: quickfix` leaves the source action out; `only: source` includes it.
    assert all(a.kind == "quickfix" for a in await actions(client, uri, whole(fixed), only=["quickfix"]))


async def test_unsafe_fixes_are_marked_and_left_out_of_fix_all(client):
    text = "# T\n\n### Skipped\n\ntrailing   \n"
    uri = open_document(client, client.root / "doc.md", text)
    await client.diagnostics_for(uri, 1)
    found = await actions(client, uri, whole(text))
    unsafe = [a for a in found if a.title.startswith("Fix MD001")]
    assert len(unsafe) == 1 and "unsafe" in unsafe[0].title and not unsafe[0].is_preferred
    assert apply_edits(text, edits_of(unsafe[0], uri)) == "# T\n\n## Skipped\n\ntrailing   \n"
    assert not [a for a in found if a.title == "Fix all MD001 in this document"]
    source = [a for a in found if a.kind == "source.fixAll.mdtool"]
    resolved = await client.code_action_resolve_async(source[0])
    assert apply_edits(text, edits_of(resolved, uri)) == "# T\n\n### Skipped\n\ntrailing\n"


async def test_disable_for_this_line(client):
    text = "# T\n\n- item\n\n  text   \n\n> quoted   \n"
    uri = open_document(client, client.root / "doc.md", text)
    await client.diagnostics_for(uri, 1)
    disable = [a for a in await actions(client, uri, whole(text)) if a.title == "Disable MD009 for this line"]
    assert len(disable) == 1
    fixed = apply_edits(text, edits_of(disable[0], uri))
    assert fixed == "# T\n\n- item\n\n  <!-- markdownlint-disable-next-line MD009 -->\n  text   \n\n> quoted   \n"
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    remaining = await client.diagnostics_for(uri, 2)
    assert [d.range.start.line for d in remaining if d.code == "MD009"] == [7]
    line = types.Range(start=types.Position(line=7, character=0), end=types.Position(line=7, character=3))
    quote = [a for a in await actions(client, uri, line) if a.title == "Disable MD009 for this line"]
    requoted = apply_edits(fixed, edits_of(quote[0], uri))
    assert "> <!-- markdownlint-disable-next-line MD009 -->\n> quoted   \n" in requoted


async def test_resolving_a_stale_action_fails(client):
    text = "# T\n\none   \n"
    uri = open_document(client, client.root / "doc.md", text)
    await client.diagnostics_for(uri, 1)
    found = [a for a in await actions(client, uri, whole(text)) if a.kind == "source.fixAll.mdtool"]
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="# T\n")]))
    try:
        await client.code_action_resolve_async(found[0])
    except Exception as error:  # ContentModified
        assert "changed" in str(error)
    else:
        raise AssertionError("a stale action was resolved")
