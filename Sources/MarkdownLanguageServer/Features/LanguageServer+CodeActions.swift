import MarkdownLint

// Code actions: a quick fix per fixable finding (unsafe ones marked), "fix all MDxxx",
// `source.fixAll.mdtool`, and "disable MDxxx for this line". Fixing a whole document runs the
// linter's fix loop, so those edits wait for `codeAction/resolve` when the client can.

extension LanguageServer {
    func codeActions(_ params: JSON?) throws(ResponseError) -> JSON {
        let document = try document(params)
        guard let range = TextRange(params?["range"]) else { throw .invalidParams("range is missing or invalid") }
        let only = params?["context"]?["only"]?.array?.compactMap(\.string)
        let clientDiagnostics = params?["context"]?["diagnostics"]?.array ?? []
        let analysis = analysis(of: document)
        let requested = document.byteRange(of: range)
        let firstLine = range.start.line
        let lastLine = range.end.line
        let inRange = analysis.findings.filter { finding in
            let start = document.position(at: finding.range.lowerBound).line
            let end = document.position(at: finding.range.upperBound).line
            return finding.range.overlaps(requested) || (start <= lastLine && end >= firstLine)
        }
        var actions: [JSON] = []
        if CodeActionKind.isRequested(CodeActionKind.quickFix, only: only) {
            for finding in inRange {
                guard let fix = finding.fix else { continue }
                let unsafe = fix.applicability == .unsafe
                var title = "Fix \(finding.ruleID): \(finding.summary)"
                if unsafe { title += " (unsafe: may change how the document renders)" }
                actions.append([
                    "title": .string(title), "kind": .string(CodeActionKind.quickFix),
                    "diagnostics": .array(matching(finding, clientDiagnostics, in: document)),
                    "isPreferred": .bool(!unsafe),
                    "edit": workspaceEdit(document, fix.edits.map { textEdit($0.range, $0.replacement, in: document) }),
                ])
            }
            var offeredRules: Set<String> = []
            for finding in inRange where offeredRules.insert(finding.ruleID).inserted {
                let fixable = analysis.findings.filter { $0.ruleID == finding.ruleID && $0.isFixable }
                if !fixable.isEmpty {
                    actions.append(deferredAction("Fix all \(finding.ruleID) in this document", kind: CodeActionKind.quickFix,
                                                  document, rule: finding.ruleID))
                }
                actions.append([
                    "title": .string("Disable \(finding.ruleID) for this line"), "kind": .string(CodeActionKind.quickFix),
                    "diagnostics": .array(matching(finding, clientDiagnostics, in: document)),
                    "edit": workspaceEdit(document, [disableComment(finding, in: document)]),
                ])
            }
        }
        if CodeActionKind.isRequested(CodeActionKind.fixAll, only: only), analysis.findings.contains(where: \.isFixable) {
            actions.append(deferredAction("Fix all auto-fixable problems (mdtool)", kind: CodeActionKind.fixAll, document, rule: nil))
        }
        return .array(actions)
    }

    /// An action fixing a whole document (one rule, or every rule): its edit now, or a
    /// `data` field to compute it from on `codeAction/resolve`.
    private func deferredAction(_ title: String, kind: String, _ document: TextDocument, rule: String?) -> JSON {
        var data: [String: JSON] = ["uri": .string(document.uri), "version": .int(document.version)]
        if let rule { data["rule"] = .string(rule) }
        var action: [String: JSON] = ["title": .string(title), "kind": .string(kind), "data": .object(data)]
        if !client.resolvesCodeActionEdits { action["edit"] = fixAllEdit(document, rule: rule) }
        return .object(action)
    }

    func resolveCodeAction(_ params: JSON?) throws(ResponseError) -> JSON {
        guard case .object(var action) = params, let data = action["data"], let uri = data["uri"]?.string else {
            throw .invalidParams("the code action has no data to resolve")
        }
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard data["version"]?.int == document.version else { throw .contentModified }
        action["edit"] = fixAllEdit(document, rule: data["rule"]?.string)
        return .object(action)
    }

    /// What `mdtool lint --fix` (safe fixes only) makes of the document, as minimal edits;
    /// with `rule`, only that rule's fixes.
    private func fixAllEdit(_ document: TextDocument, rule: String?) -> JSON {
        var linter = configurations.configuration(forDocumentAt: document.path).linter(forFileAt: document.path)
        if let rule {
            var rules = linter.configuration
            rules.setEnabled(false, ids: linter.registry.entries.map(\.descriptor.id).filter { $0 != rule })
            if let single = try? Linter(configuration: rules, registry: linter.registry) { linter = single }
        }
        let fixed = linter.fix(document.source, path: document.path ?? "<\(document.uri)>").bytes
        let edits = MinimalTextEdits.between(document.bytes, fixed).map {
            textEdit($0.range, String(decoding: $0.replacement, as: UTF8.self), in: document)
        }
        return workspaceEdit(document, edits)
    }

    /// `<!-- markdownlint-disable-next-line MDxxx -->` on a line of its own before the
    /// finding's line, indented (and quoted) like it so lists and block quotes go on.
    private func disableComment(_ finding: Diagnostic, in document: TextDocument) -> JSON {
        let line = document.lines.line(containing: finding.range.lowerBound)
        let start = document.lines.lineStarts[line]
        let content = document.lines.contentRange(ofLine: line, in: document.bytes)
        let prefix = document.bytes[content].prefix { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
        let comment = String(decoding: prefix, as: UTF8.self) + "<!-- markdownlint-disable-next-line \(finding.ruleID) -->\n"
        return textEdit(start..<start, comment, in: document)
    }

    private func workspaceEdit(_ document: TextDocument, _ edits: [JSON]) -> JSON {
        ["changes": [document.uri: .array(edits)]]
    }

    /// The client's diagnostics that show this finding (same rule, same range); ours if none.
    private func matching(_ finding: Diagnostic, _ clientDiagnostics: [JSON], in document: TextDocument) -> [JSON] {
        let range = document.range(of: finding.range).json
        let matches = clientDiagnostics.filter { $0["code"]?.string == finding.ruleID && $0["range"] == range }
        return matches.isEmpty ? [diagnostic(finding, in: document)] : matches
    }
}
