"""Diagnostics, pushed or pulled, with rule codes, rule pages, severities, exact ranges and
fix data; configuration found from each document's own directory."""

from __future__ import annotations

import asyncio
import json

from lsprotocol import types

from conftest import apply_edits, codes, open_document


async def test_pushed_diagnostics_carry_code_page_severity_range_and_fix(client):
    # The emoji is two UTF-16 code units: the trailing spaces start at character 6.
    uri = open_document(client, client.root / "doc.md", "# Title\n\n\U0001F600 ok   \n")
    diagnostics = await client.diagnostics_for(uri, version=1)
    trailing = [d for d in diagnostics if d.code == "MD009"]
    assert len(trailing) == 1
    finding = trailing[0]
    assert finding.range == types.Range(start=types.Position(line=2, character=5), end=types.Position(line=2, character=8))
    assert finding.severity == types.DiagnosticSeverity.Error
    assert finding.source == "mdtool"
    assert finding.code_description.href.endswith("/rules/MD009.md")
    fix = finding.data["fix"]
    assert fix["applicability"] == "safe"
    assert fix["edits"][0]["newText"] == ""


async def test_severity_comes_from_the_configuration(client):
    (client.root / ".mdtool.yml").write_text("rules:\n  MD009: warning\n")
    uri = open_document(client, client.root / "doc.md", "# Title\n\ntext   \n")
    diagnostics = await client.diagnostics_for(uri, version=1)
    assert [d.severity for d in diagnostics if d.code == "MD009"] == [types.DiagnosticSeverity.Warning]


async def test_configuration_is_found_from_each_documents_directory(client):
    (client.root / ".mdtool.yml").write_text("rules:\n  MD009: false\n")
    (client.root / "docs").mkdir()
    (client.root / "docs" / ".markdownlint.json").write_text(json.dumps({"MD012": False}))
    (client.root / "docs" / "api").mkdir()
    (client.root / "docs" / "api" / ".mdtool.yml").write_text("rules:\n  MD047: false\n")
    text = "# Title\n\n\ntext   \n\nend"
    top = open_document(client, client.root / "top.md", text)
    docs = open_document(client, client.root / "docs" / "guide.md", text)
    api = open_document(client, client.root / "docs" / "api" / "ref.md", text)
    # As `mdtool lint` resolves them (markdownlint-cli2's order): docs/.markdownlint.json
    # replaces the rules in force (MD009 is on again there), and docs/api/.mdtool.yml merges
    # over that, so ref.md has MD012 and MD047 off.
    assert codes(await client.diagnostics_for(top, 1)) == ["MD012", "MD047"]
    assert codes(await client.diagnostics_for(docs, 1)) == ["MD009", "MD047"]
    assert codes(await client.diagnostics_for(api, 1)) == ["MD009"]


async def test_untitled_documents_use_the_workspace_folders_configuration(client):
    (client.root / ".mdtool.yml").write_text("rules:\n  MD041: false\n")
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri="untitled:Untitled-1", language_id="markdown", version=1, text="text   \n")))
    assert codes(await client.diagnostics_for("untitled:Untitled-1", 1)) == ["MD009"]


async def test_full_and_incremental_changes(client):
    uri = open_document(client, client.root / "doc.md", "# Title\n\nfine\n")
    assert codes(await client.diagnostics_for(uri, 1)) == []
    # Incremental: trailing spaces after "fine" (line 2, character 4).
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=2, character=4), end=types.Position(line=2, character=4)),
            text="   ")]))
    assert codes(await client.diagnostics_for(uri, 2)) == ["MD009"]
    # Two changes in one notification, each against the text the previous one left.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[
            types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=2, character=4), end=types.Position(line=2, character=7)), text=""),
            types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=1)),
                text="###"),
        ]))
    # "### Title" is now the first line (MD041 wants a level 1 heading); the spaces are gone.
    assert codes(await client.diagnostics_for(uri, 3)) == ["MD041"]
    # Full text.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=4),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="# A\n\n### C\n")]))
    assert codes(await client.diagnostics_for(uri, 4)) == ["MD001"]


async def test_diagnostics_are_cleared_on_close(client):
    uri = open_document(client, client.root / "doc.md", "#Title\n")
    assert await client.diagnostics_for(uri, 1)
    client.published.clear()
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert await client.diagnostics_for(uri) == []


async def test_pushes_are_debounced(client):
    # Restart-free: the delay comes from the client's settings.
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"mdtool": {"diagnosticsDelay": 300}}))
    uri = open_document(client, client.root / "doc.md", "# T\n")
    await client.diagnostics_for(uri, 1)
    for version in range(2, 12):
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="# T\n\n" + "x" * version + "   \n")]))
    assert codes(await client.diagnostics_for(uri, 11)) == ["MD009"]
    versions = [p.version for p in client.published if p.uri == uri]
    assert versions.count(11) == 1
    assert len([v for v in versions if v and 2 <= v <= 10]) < 9  # bursts are coalesced


async def test_pull_diagnostics_with_result_ids(pull_client):
    client = pull_client
    uri = open_document(client, client.root / "doc.md", "#Title\n")
    report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert report.kind == "full"
    assert codes(report.items) == ["MD018", "MD041"]
    again = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=report.result_id))
    assert again.kind == "unchanged" and again.result_id == report.result_id
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="# Title\n")]))
    changed = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=report.result_id))
    assert changed.kind == "full" and list(changed.items) == [] and changed.result_id != report.result_id
    # A pulling client is never pushed document diagnostics.
    await asyncio.sleep(0.3)
    assert [p for p in client.published if p.uri == uri] == []


async def test_pull_client_gets_a_refresh_after_a_configuration_change(pull_client):
    client = pull_client
    uri = open_document(client, client.root / "doc.md", "#Title\n")
    first = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert codes(first.items) == ["MD018", "MD041"]
    (client.root / ".mdtool.yml").write_text("rules:\n  MD018: false\n  MD041: false\n")
    refreshes = client.diagnostic_refresh_count
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=(client.root / ".mdtool.yml").as_uri(), type=types.FileChangeType.Created)]))
    second = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=first.result_id))
    assert second.kind == "full" and list(second.items) == []
    assert client.diagnostic_refresh_count == refreshes + 1


async def test_watchers_are_registered_and_configuration_reloads(client):
    await asyncio.sleep(0.2)
    watched = [r for r in client.registrations if r.method == "workspace/didChangeWatchedFiles"]
    assert watched, "the server registered no file watchers"
    patterns = [w["globPattern"] for w in watched[0].register_options["watchers"]]
    assert any(".mdtool" in p for p in patterns) and any(".markdownlint" in p for p in patterns)

    uri = open_document(client, client.root / "doc.md", "# T\n\ntext   \n")
    other = open_document(client, client.root / "other.md", "# O\n\nmore   \n")
    assert codes(await client.diagnostics_for(uri, 1)) == ["MD009"]
    await client.diagnostics_for(other, 1)
    client.published.clear()
    config = client.root / ".markdownlint.yaml"
    config.write_text("MD009: false\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)]))
    # Every open document is linted again.
    assert codes(await client.diagnostics_for(uri, 1)) == []
    assert codes(await client.diagnostics_for(other, 1)) == []


async def test_a_configuration_error_is_a_diagnostic_of_the_configuration_file(client):
    config = client.root / ".mdtool.yml"
    config.write_text("rules:\n  MD013:\n    line_length: many\n")
    uri = open_document(client, client.root / "doc.md", "# T\n\ntext   \n")
    # The document is still linted (with the defaults for the broken section).
    assert "MD009" in codes(await client.diagnostics_for(uri, 1))
    errors = await client.diagnostics_for(config.as_uri())
    assert len(errors) == 1
    assert errors[0].severity == types.DiagnosticSeverity.Error
    assert errors[0].range.start.line == 2
    assert "line_length" in errors[0].message or "integer" in errors[0].message
    # Fixed: the error goes away.
    client.published.clear()
    config.write_text("rules:\n  MD013:\n    line_length: 100\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    assert await client.diagnostics_for(config.as_uri()) == []


async def test_yaml_syntax_errors_are_reported_too(client):
    config = client.root / ".mdtool.yml"
    config.write_text("rules: [unclosed\n")
    uri = open_document(client, client.root / "doc.md", "#T\n")
    assert "MD018" in codes(await client.diagnostics_for(uri, 1))
    errors = await client.diagnostics_for(config.as_uri())
    assert len(errors) == 1 and errors[0].severity == types.DiagnosticSeverity.Error


async def test_pull_client_gets_configuration_errors_from_workspace_diagnostics(pull_client):
    client = pull_client
    config = client.root / ".mdtool.yml"
    config.write_text("unknown_key: 1\n")
    uri = open_document(client, client.root / "doc.md", "# T\n")
    await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    report = await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    by_uri = {item.uri: item for item in report.items}
    assert config.as_uri() in by_uri
    assert by_uri[config.as_uri()].items[0].range.start.line == 0


async def test_excluded_files_have_no_diagnostics(client):
    (client.root / ".mdtool.yml").write_text("exclude:\n  - 'vendor/**'\n")
    uri = open_document(client, client.root / "vendor" / "x.md", "#Bad\n")
    assert await client.diagnostics_for(uri, 1) == []


async def test_mdt001_sees_files_created_later(client):
    (client.root / ".mdtool.yml").write_text("rules:\n  MDT001: true\n")
    uri = open_document(client, client.root / "doc.md", "# T\n\n[x](missing.md)\n")
    assert codes(await client.diagnostics_for(uri, 1)) == ["MDT001"]
    client.published.clear()
    (client.root / "missing.md").write_text("# Here\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=(client.root / "missing.md").as_uri(), type=types.FileChangeType.Created)]))
    assert codes(await client.diagnostics_for(uri, 1)) == []


async def test_fix_data_applies_to_the_text(client):
    text = "# T\n\nline   \n\n\n\nend\n"
    uri = open_document(client, client.root / "doc.md", text)
    diagnostics = await client.diagnostics_for(uri, 1)
    fixed = text
    for diagnostic in sorted(diagnostics, key=lambda d: (d.range.start.line, d.range.start.character), reverse=True):
        edits = [types.TextEdit(range=client.protocol._converter.structure(e["range"], types.Range), new_text=e["newText"])
                 for e in diagnostic.data["fix"]["edits"]]
        fixed = apply_edits(fixed, edits)
    assert fixed == "# T\n\nline\n\nend\n"
