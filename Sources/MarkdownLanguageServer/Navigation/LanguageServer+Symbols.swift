import Workspace

// The heading outline: documentSymbol (nested) and workspace/symbol.

extension LanguageServer {
    /// SymbolKind.String, as editors show Markdown headings.
    private static let headingSymbolKind = 15

    func documentSymbols(_ params: JSON?) throws(ResponseError) -> JSON {
        let model = workspace.model(of: try document(params))
        let headings = model.headings
        guard client.hierarchicalDocumentSymbols else {
            // Flat SymbolInformation, each naming its parent heading.
            var parents: [HeadingEntry] = []
            return .array(headings.map { heading in
                while let last = parents.last, last.level >= heading.level { parents.removeLast() }
                var symbol = symbolInformation(heading, in: model)
                if let parent = parents.last { symbol["containerName"] = .string(parent.title) }
                parents.append(heading)
                return .object(symbol)
            })
        }
        var index = 0
        return .array(nestedSymbols(headings, from: &index, deeperThan: 0, in: model))
    }

    /// The headings from `index` on that are deeper than `level`, each holding its subsections.
    private func nestedSymbols(_ headings: [HeadingEntry], from index: inout Int, deeperThan level: Int,
                               in model: MarkdownModel) -> [JSON] {
        var symbols: [JSON] = []
        while index < headings.count, headings[index].level > level {
            let heading = headings[index]
            index += 1
            let children = nestedSymbols(headings, from: &index, deeperThan: heading.level, in: model)
            symbols.append([
                "name": .string(Self.symbolName(heading)),
                "detail": .string(String(repeating: "#", count: heading.level)),
                "kind": .int(Self.headingSymbolKind),
                "range": model.range(of: heading.sectionRange).json,
                "selectionRange": model.range(of: heading.range).json,
                "children": .array(children),
            ])
        }
        return symbols
    }

    private func symbolInformation(_ heading: HeadingEntry, in model: MarkdownModel) -> [String: JSON] {
        ["name": .string(Self.symbolName(heading)), "kind": .int(Self.headingSymbolKind), "location": model.location(heading.range)]
    }

    /// A symbol's name must not be empty: an empty heading shows its markers.
    private static func symbolName(_ heading: HeadingEntry) -> String {
        let title = heading.title.split(whereSeparator: \.isNewline).joined(separator: " ")
        return title.isEmpty ? String(repeating: "#", count: heading.level) : title
    }

    /// Headings across the workspace whose title holds the query's characters in order
    /// (case ignored), as editors filter symbols.
    func workspaceSymbols(_ params: JSON?, id: RequestID) -> JSON {
        let query = Array((params?["query"]?.string ?? "").lowercased())
        var symbols: [JSON] = []
        for model in workspace.allModels() {
            if isCancelled(id) { break }
            for heading in model.headings where Self.matches(query, heading.title.lowercased()) {
                var symbol = symbolInformation(heading, in: model)
                symbol["containerName"] = .string(model.path.map { String(PathUtilities.lastComponent(of: $0)) } ?? model.uri)
                symbols.append(.object(symbol))
            }
        }
        return .array(symbols)
    }

    private static func matches(_ query: [Character], _ title: String) -> Bool {
        var remaining = query[...]
        for character in title where character == remaining.first {
            remaining.removeFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }
}
