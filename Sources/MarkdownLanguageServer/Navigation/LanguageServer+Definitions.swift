import MarkdownLinks
import MarkdownSyntax
import Workspace

// definition and references: links to headings, files, definitions and footnotes.

extension LanguageServer {
    /// The directory links of documents without a file start from.
    var fallbackDirectory: String { workspaceFolders.first ?? configurations.fallbackDirectory }

    func destination(of link: CollectedLink, in model: MarkdownModel) -> LinkDestination {
        LinkDestination(link.destination, origin: model.origin(fallbackDirectory: fallbackDirectory))
    }

    func definition(_ params: JSON?) throws(ResponseError) -> JSON {
        let model = workspace.model(of: try document(params))
        let offset = model.offset(of: try position(params))
        if let reference = model.footnoteReferences.first(where: { $0.byteRange?.contains(offset) ?? false }) {
            guard let target = model.footnoteDefinition(label: reference.label), let range = target.byteRange else { return .null }
            return model.location(range)
        }
        guard let link = model.link(at: offset) else { return .null }
        // A reference link leads to its definition first; on the definition, to its target.
        if link.usesDefinition, let label = link.label, let range = model.definition(label: label)?.byteRange {
            return model.location(range)
        }
        return location(of: destination(of: link, in: model), in: model) ?? .null
    }

    /// Where a destination leads: the heading its fragment names, else the top of the file.
    func location(of destination: LinkDestination, in model: MarkdownModel) -> JSON? {
        switch destination {
        case .sameDocument(let fragment):
            return model.heading(anchor: fragment).map { model.location($0.range) }
        case .file(let path, let fragment):
            guard FileSystem.isFile(path) || FileSystem.isDirectory(path) else { return nil }
            if let fragment, let target = workspace.model(ofPath: path), let heading = target.heading(anchor: fragment) {
                return target.location(heading.range)
            }
            return ["uri": .string(DocumentURI.uri(ofPath: path)), "range": TextRange(start: .init(line: 0, character: 0),
                                                                                      end: .init(line: 0, character: 0)).json]
        case .external, .empty:
            return nil
        }
    }

    func references(_ params: JSON?, id: RequestID) throws(ResponseError) -> JSON {
        let model = workspace.model(of: try document(params))
        let offset = model.offset(of: try position(params))
        let includeDeclaration = params?["context"]?["includeDeclaration"]?.bool ?? true
        if let heading = model.heading(at: offset) {
            var locations = includeDeclaration ? [model.location(heading.range)] : []
            locations += linksToHeading(heading, in: model, id: id).map { $0.model.location($0.link.range) }
            return .array(locations)
        }
        if let label = footnoteLabel(at: offset, in: model) {
            let key = LinkLabel.normalize(label)
            var locations: [JSON] = []
            if includeDeclaration, let range = model.footnoteDefinition(label: label)?.byteRange { locations.append(model.location(range)) }
            for reference in model.footnoteReferences where LinkLabel.normalize(reference.label) == key {
                if let range = reference.byteRange { locations.append(model.location(range)) }
            }
            return .array(locations)
        }
        guard let link = model.link(at: offset), let label = link.label else { return [] }
        let key = LinkLabel.normalize(label)
        var locations: [JSON] = []
        if includeDeclaration, let range = model.definition(label: label)?.byteRange { locations.append(model.location(range)) }
        for other in model.links where other.usesDefinition && other.label.map(LinkLabel.normalize) == key {
            locations.append(model.location(other.range))
        }
        return .array(locations)
    }

    /// The label of the footnote reference or definition at `offset`.
    private func footnoteLabel(at offset: Int, in model: MarkdownModel) -> String? {
        if let reference = model.footnoteReferences.first(where: { $0.byteRange?.contains(offset) ?? false }) { return reference.label }
        return model.footnoteDefinitions.first { definition in
            // The label part of the definition: its first line.
            guard let range = definition.byteRange else { return false }
            return range.contains(offset) && model.lines.line(containing: offset) == model.lines.line(containing: range.lowerBound)
        }?.label
    }

    /// Every link in the workspace whose target is this heading (by its anchor), reference
    /// links through their definitions left out (the definition is the link).
    func linksToHeading(_ heading: HeadingEntry, in model: MarkdownModel,
                        id: RequestID) -> [(model: MarkdownModel, link: CollectedLink)] {
        guard !heading.slug.isEmpty else { return [] }
        var found: [(model: MarkdownModel, link: CollectedLink)] = []
        for other in workspace.allModels() {
            if isCancelled(id) { break }
            for link in other.links where !link.usesDefinition && pointsAt(link, in: other, anchor: heading.slug, of: model) {
                found.append((other, link))
            }
        }
        return found
    }

    /// Whether a link of `source` leads to `anchor` in `target`.
    func pointsAt(_ link: CollectedLink, in source: MarkdownModel, anchor: String, of target: MarkdownModel) -> Bool {
        guard let fragment = destination(of: link, in: source).fragment else { return false }
        switch destination(of: link, in: source) {
        case .sameDocument: guard source.uri == target.uri else { return false }
        case .file(let path, _): guard path == target.path else { return false }
        case .external, .empty: return false
        }
        return fragment == anchor || LinkTarget.percentDecoded(fragment) == anchor
    }
}
