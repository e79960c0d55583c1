import MarkdownLinks
import MarkdownSyntax
import Workspace

/// The Markdown files of the workspace folders, parsed on first use and kept until the file
/// changes (`didChangeWatchedFiles`, `didSave`). Open documents are read from the editor's
/// text instead, so links and headings not yet saved count.
final class WorkspaceIndex: @unchecked Sendable {
    private unowned let server: LanguageServer
    private var paths: [String]?
    private var models: [String: MarkdownModel?] = [:]
    /// Models of open documents, by URI and version.
    private var openModels: [String: (version: Int, model: MarkdownModel)] = [:]

    init(server: LanguageServer) {
        self.server = server
    }

    /// Every Markdown file of the workspace folders (`.gitignore`d ones left out), and the
    /// open documents outside them.
    var allPaths: [String] {
        if let paths { return paths }
        let found = server.workspaceFolders.isEmpty ? [] : FileDiscovery.discover(
            server.workspaceFolders, filter: FileFilter(extensions: LocalLinkChecker.markdownExtensions)).files.map(\.absolutePath)
        paths = found
        return found
    }

    /// The model of an open document's current text.
    func model(of document: TextDocument) -> MarkdownModel {
        if let known = openModels[document.uri], known.version == document.version { return known.model }
        let model = MarkdownModel(document)
        openModels[document.uri] = (document.version, model)
        return model
    }

    /// The model of a file: the open document showing it, else the file on disk (nil when it
    /// cannot be read as UTF-8 Markdown).
    func model(ofPath path: String) -> MarkdownModel? {
        let uri = DocumentURI.uri(ofPath: path)
        if let open = server.documents[uri] ?? server.documents.values.first(where: { $0.path == path }) {
            return model(of: open)
        }
        if let known = models[path] { return known }
        var model: MarkdownModel?
        if let bytes = try? FileReader.readBytes(atPath: path), UTF8Validation.firstInvalidOffset(in: bytes) == nil {
            model = MarkdownModel(uri: uri, path: path, bytes: bytes, encoding: server.encoding)
        }
        models[path] = .some(model)
        return model
    }

    /// Every document to search: the workspace's files and the open documents, each once.
    func allModels() -> [MarkdownModel] {
        var seen: Set<String> = []
        var result: [MarkdownModel] = []
        for document in server.documents.values.sorted(by: { $0.uri < $1.uri }) {
            if let path = document.path { seen.insert(path) }
            result.append(model(of: document))
        }
        for path in allPaths where !seen.contains(path) {
            if let model = model(ofPath: path) { result.append(model) }
        }
        return result
    }

    /// A document was closed: its text is no longer the truth.
    func closed(_ uri: String) {
        openModels[uri] = nil
        if let path = DocumentURI.path(of: uri) { models[path] = nil }
    }

    /// A file changed on disk (or was created or deleted).
    func forget(_ path: String) {
        models[path] = nil
        paths = nil
    }

    /// The workspace folders changed.
    func reset() {
        models.removeAll()
        paths = nil
    }
}
