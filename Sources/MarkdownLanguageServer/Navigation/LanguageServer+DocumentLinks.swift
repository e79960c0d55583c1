import Workspace

// documentLink: each written target that leads to a file that exists or to the web.

extension LanguageServer {
    func documentLinks(_ params: JSON?) throws(ResponseError) -> JSON {
        let model = workspace.model(of: try document(params))
        var links: [JSON] = []
        for link in model.links {
            guard let range = link.destinationRange, !range.isEmpty else { continue }
            let target: String
            switch destination(of: link, in: model) {
            case .external(let address):
                guard address.lowercased().hasPrefix("http://") || address.lowercased().hasPrefix("https://")
                        || address.lowercased().hasPrefix("mailto:") else { continue }
                target = address
            case .file(let path, _):
                guard FileSystem.isFile(path) || FileSystem.isDirectory(path) else { continue }
                target = DocumentURI.uri(ofPath: path)
            case .sameDocument, .empty:
                continue
            }
            links.append(["range": model.range(of: range).json, "target": .string(target)])
        }
        return .array(links)
    }
}
