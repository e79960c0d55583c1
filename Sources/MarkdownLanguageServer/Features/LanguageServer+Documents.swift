// Document synchronization: the client's text is the truth for open documents.

extension LanguageServer {
    func didOpen(_ params: JSON?) {
        let item = params?["textDocument"]
        guard let uri = item?["uri"]?.string, let text = item?["text"]?.string else {
            log("didOpen without a uri or text", type: 2)
            return
        }
        documents[uri] = TextDocument(uri: uri, languageID: item?["languageId"]?.string ?? "markdown",
                                      version: item?["version"]?.int ?? 0, text: text, encoding: encoding)
        scheduleDiagnostics(uri)
    }

    func didChange(_ params: JSON?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, var document = documents[uri] else {
            log("didChange for a document that is not open", type: 2)
            return
        }
        var changes: [TextDocument.Change] = []
        for change in params?["contentChanges"]?.array ?? [] {
            guard let text = change["text"]?.string else { continue }
            if let range = change["range"] {
                guard let parsed = TextRange(range) else {
                    log("didChange with an invalid range in \(uri); change ignored", type: 2)
                    continue
                }
                changes.append(TextDocument.Change(range: parsed, text: text))
            } else {
                changes.append(TextDocument.Change(range: nil, text: text))
            }
        }
        document.apply(changes, version: params?["textDocument"]?["version"]?.int ?? document.version + 1)
        documents[uri] = document
        scheduleDiagnostics(uri)
    }

    func didSave(_ params: JSON?) {
        guard let uri = params?["textDocument"]?["uri"]?.string else { return }
        guard let path = DocumentURI.path(of: uri) else { return }
        workspace.forget(path)
        // A configuration file governs other documents; other documents may link to this one.
        if ConfigurationResolver.isConfigurationFile(path) { configurationChanged() } else { filesChanged() }
    }

    func didClose(_ params: JSON?) {
        guard let uri = params?["textDocument"]?["uri"]?.string else { return }
        documents[uri] = nil
        analyses.remove(uri)
        workspace.closed(uri)
        pendingDiagnostics[uri] = nil
        if !client.pullsDiagnostics {
            sendNotification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
    }
}
