import Foundation
import Workspace

// initialize, initialized, and what the client tells about its workspace and settings.

extension LanguageServer {
    func initialize(_ params: JSON?) throws(ResponseError) -> JSON {
        guard phase == .uninitialized else { throw .invalidRequest("initialize was already received") }
        client = ClientCapabilities(params?["capabilities"])
        encoding = PositionEncoding.negotiated(offered: client.positionEncodings)
        settings.update(from: params?["initializationOptions"])
        trace = params?["trace"]?.string ?? trace
        if let folders = params?["workspaceFolders"]?.array {
            workspaceFolders = folders.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) }
        } else if let root = params?["rootUri"]?.string.flatMap(DocumentURI.path) ?? params?["rootPath"]?.string {
            workspaceFolders = [root]
        }
        if let first = workspaceFolders.first { configurations.fallbackDirectory = first }
        phase = .running
        return ["capabilities": capabilities, "serverInfo": ["name": "mdtool", "version": .string(version)]]
    }

    private var capabilities: JSON {
        var capabilities: [String: JSON] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false], "willSaveWaitUntil": true],
            "codeActionProvider": [
                "codeActionKinds": [.string(CodeActionKind.quickFix), .string(CodeActionKind.fixAll), "source.fixAll"],
                "resolveProvider": true,
            ],
            "documentFormattingProvider": true,
            "documentRangeFormattingProvider": true,
            "documentSymbolProvider": true,
            "workspaceSymbolProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "completionProvider": ["triggerCharacters": ["#", "(", "[", "/"], "resolveProvider": false],
            "hoverProvider": true,
            "documentLinkProvider": ["resolveProvider": false],
            "foldingRangeProvider": true,
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
        if client.pullsDiagnostics {
            capabilities["diagnosticProvider"] = [
                "identifier": "mdtool", "interFileDependencies": true, "workspaceDiagnostics": true,
            ]
        }
        return .object(capabilities)
    }

    func initialized() {
        if client.registersWatchedFilesDynamically {
            let watchers: [JSON] = ConfigurationResolver.watchedPatterns.map { ["globPattern": .string($0)] }
            sendRequest("client/registerCapability", ["registrations": [[
                "id": "mdtool-watched-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(watchers)],
            ]]]) { [weak self] result in
                if case .failure(let error) = result { self?.log("Could not watch configuration files: \(error.message)", type: 2) }
            }
        }
        requestSettings()
    }

    /// Asks the client for the `mdtool` settings section, when it answers such requests.
    private func requestSettings() {
        guard client.answersConfigurationRequests else { return }
        sendRequest("workspace/configuration", ["items": [["section": "mdtool"]]]) { [weak self] result in
            guard let self, case .success(let values) = result, let value = values.array?.first else { return }
            applySettings(value)
        }
    }

    private func applySettings(_ value: JSON) {
        let before = settings
        settings.update(from: value)
        if settings != before { log("Settings: format on save \(settings.formatOnSave ? "on" : "off")") }
    }

    func didChangeConfiguration(_ params: JSON?) {
        if let value = params?["settings"], !value.isNull { applySettings(value) }
        requestSettings()
        configurationChanged()
    }

    func didChangeWorkspaceFolders(_ params: JSON?) {
        let event = params?["event"]
        let removed = Set(event?["removed"]?.array?.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) } ?? [])
        workspaceFolders.removeAll { removed.contains($0) }
        workspaceFolders += event?["added"]?.array?.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) } ?? []
        configurations.fallbackDirectory = workspaceFolders.first ?? configurations.fallbackDirectory
        workspace.reset()
        configurationChanged()
    }

    func didChangeWatchedFiles(_ params: JSON?) {
        let paths = params?["changes"]?.array?.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) } ?? []
        guard !paths.isEmpty else { return }
        for path in paths { workspace.forget(path) }
        if paths.contains(where: ConfigurationResolver.isConfigurationFile) || paths.contains(where: { $0.hasSuffix(".gitignore") }) {
            configurationChanged()
        } else {
            // Other files' anchors and existence matter to the link rules.
            filesChanged()
        }
    }
}

extension ConfigurationResolver {
    /// What the server asks the client to watch: configuration files, and Markdown files,
    /// whose headings other documents link to.
    static let watchedPatterns = [
        "**/.mdtool.{yml,yaml}", "**/.markdownlint.{jsonc,json,yaml,yml}", "**/.markdownlint-cli2.{jsonc,yaml}", "**/package.json",
        "**/*.{md,markdown,mdown,mkd,mkdn,mdwn,mdx}",
    ]
}
