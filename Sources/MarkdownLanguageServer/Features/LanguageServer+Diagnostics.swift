import Foundation
import MarkdownLinks
import MarkdownLint
import Workspace

// Diagnostics: pushed (`publishDiagnostics`, after `diagnosticsDelay`) unless the client
// pulls them (`textDocument/diagnostic`); never both. Configuration errors are diagnostics
// of the configuration file.

extension LanguageServer {
    /// The findings of a document's current version, linted now if not known.
    func analysis(of document: TextDocument) -> AnalysisCache.Analysis {
        if let known = analyses.current(document.uri, version: document.version) { return known }
        let findings = lint(document)
        let analysis = AnalysisCache.Analysis(version: document.version, generation: analyses.generation, findings: findings,
                                              diagnostics: DiagnosticText.diagnostics(findings, in: document))
        if let replaced = analyses.store(analysis, for: document.uri) { retired.analyses.append(replaced) }
        return analysis
    }

    /// What `mdtool lint` reports for the text, with the configuration of the document's
    /// own directory. Configuration files and excluded files have no findings.
    private func lint(_ document: TextDocument) -> [Diagnostic] {
        if let path = document.path, ConfigurationResolver.isConfigurationFile(path) { return [] }
        let configuration = configurations.configuration(forDocumentAt: document.path)
        guard !configuration.excludes(path: document.path) else { return [] }
        // Links resolve from the file's own directory; text without a file is named like
        // standard input, so they resolve from the workspace.
        let linted = configuration.linter(forFileAt: document.path)
            .lintKeepingContext(document.source, path: document.path ?? "<\(document.uri)>")
        retired.lastContext = linted.context
        return linted.diagnostics
    }

    /// A finding as an LSP diagnostic; `data` carries its fix.
    func diagnostic(_ finding: Diagnostic, in document: TextDocument) -> JSON {
        .encoded(DiagnosticText.diagnostic(finding, in: document))
    }

    func textEdit(_ range: Range<Int>, _ replacement: String, in document: TextDocument) -> JSON {
        .encoded(DiagnosticText.textEdit(range, replacement, in: document))
    }

    /// Queues a document's diagnostics to be pushed (when the client does not pull them).
    func scheduleDiagnostics(_ uri: String) {
        guard !client.pullsDiagnostics else { return }
        pendingDiagnostics[uri] = Date(timeIntervalSinceNow: Double(settings.diagnosticsDelay) / 1000)
    }

    /// Pushes the diagnostics whose delay is over.
    func publishDueDiagnostics() {
        let now = Date()
        let due = pendingDiagnostics.filter { $0.value <= now }.map(\.key)
        guard !due.isEmpty else { return }
        for uri in due {
            pendingDiagnostics[uri] = nil
            guard let document = documents[uri] else { continue }
            let analysis = analysis(of: document)
            sendNotification("textDocument/publishDiagnostics", [
                "uri": .string(uri), "version": .int(document.version), "diagnostics": .encoded(analysis.diagnostics),
            ])
        }
        publishConfigurationErrors()
    }

    /// Pushes the errors of every configuration read, and clears those fixed since.
    private func publishConfigurationErrors() {
        var published: Set<String> = []
        for (uri, diagnostics) in configurationDiagnostics() {
            published.insert(uri)
            sendNotification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": .array(diagnostics)])
        }
        for uri in publishedConfigurationErrors.subtracting(published) {
            sendNotification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        publishedConfigurationErrors = published
    }

    /// The diagnostics of each configuration file with errors, by URI.
    private func configurationDiagnostics() -> [String: [JSON]] {
        var result: [String: [JSON]] = [:]
        for configuration in configurations.loadedConfigurations {
            guard let file = configuration.file, !configuration.errors.isEmpty else { continue }
            let text = documents[DocumentURI.uri(ofPath: file)]
            result[DocumentURI.uri(ofPath: file)] = configuration.errors.map { error in
                ConfigurationDiagnostic.make(error, file: file, openText: text?.bytes, encoding: encoding)
            }
        }
        return result
    }

    /// Everything read from disk may be stale: configuration files, other files' anchors,
    /// repository roots. Every open document is linted again.
    func configurationChanged() {
        reload(documents.keys)
    }

    /// Files changed on disk (saved, created, deleted): only documents whose rules look at
    /// other files are linted again.
    func filesChanged() {
        let affected = documents.filter { configurations.configuration(forDocumentAt: $0.value.path).checksOtherFiles }
        guard !affected.isEmpty else { return }
        reload(affected.keys)
    }

    private func reload(_ uris: some Sequence<String>) {
        configurations.reload()
        LinkOrigin.forgetRepositoryRoots()
        analyses.invalidateAll()
        if client.pullsDiagnostics {
            if client.refreshesDiagnostics { sendRequest("workspace/diagnostic/refresh", nil) }
        } else {
            var scheduled = false
            for uri in uris {
                scheduleDiagnostics(uri)
                scheduled = true
            }
            // With nothing to lint, the configuration errors shown so far are cleared here.
            if !scheduled { publishConfigurationErrors() }
        }
    }

    func pullDiagnostics(_ params: JSON?) throws(ResponseError) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.string else { throw .invalidParams("textDocument.uri is missing") }
        if let path = DocumentURI.path(of: uri), ConfigurationResolver.isConfigurationFile(path) {
            _ = configurations.configuration(forDirectory: PathUtilities.parent(of: path))
            return ["kind": "full", "items": .array(configurationDiagnostics()[uri] ?? [])]
        }
        let document = try document(params)
        let analysis = analysis(of: document)
        if params?["previousResultId"]?.string == analysis.resultID {
            return ["kind": "unchanged", "resultId": .string(analysis.resultID)]
        }
        return ["kind": "full", "resultId": .string(analysis.resultID), "items": .encoded(analysis.diagnostics)]
    }

    /// `workspace/diagnostic`: the open documents' reports are pulled one by one; this adds the
    /// configuration files' errors.
    func workspaceDiagnostics(_ params: JSON?) -> JSON {
        for document in documents.values { _ = configurations.configuration(forDocumentAt: document.path) }
        let items: [JSON] = configurationDiagnostics().sorted { $0.key < $1.key }.map { uri, diagnostics in
            ["kind": "full", "uri": .string(uri), "version": .null, "items": .array(diagnostics)]
        }
        return ["items": .array(items)]
    }
}
