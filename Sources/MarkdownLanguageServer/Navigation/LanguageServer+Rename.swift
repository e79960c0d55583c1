import MarkdownLinks

// Renaming a heading: its text, and every link in the workspace to an anchor that changes
// (renaming one of two equal headings renumbers the other's anchor too).

extension LanguageServer {
    func prepareRename(_ params: JSON?) throws(ResponseError) -> JSON {
        let model = workspace.model(of: try document(params))
        guard let heading = model.heading(at: model.offset(of: try position(params))), let title = heading.titleRange else {
            return .null
        }
        return ["range": model.range(of: title).json, "placeholder": .string(String(decoding: model.bytes[title], as: UTF8.self))]
    }

    func rename(_ params: JSON?, id: RequestID) throws(ResponseError) -> JSON {
        let document = try document(params)
        let model = workspace.model(of: document)
        guard let newName = params?["newName"]?.string, !newName.isEmpty, !newName.contains(where: \.isNewline) else {
            throw .invalidParams("a heading's new name must be one line of text")
        }
        let target = model.heading(at: model.offset(of: try position(params)))
        guard let target, let title = target.titleRange else {
            throw .requestFailed("only headings can be renamed")
        }
        var renamed = model.bytes
        renamed.replaceSubrange(title, with: Array(newName.utf8))
        let after = MarkdownModel(uri: model.uri, path: model.path, bytes: renamed, encoding: encoding).headings
        guard after.count == model.headings.count else { throw .requestFailed("the new name would change the document's structure") }
        var changedAnchors: [String: String] = [:]
        for (old, new) in zip(model.headings, after) where old.slug != new.slug && !old.slug.isEmpty {
            changedAnchors[old.slug] = new.slug
        }

        var changes: [String: [JSON]] = [model.uri: [textEdit(title, newName, in: document)]]
        for other in workspace.allModels() {
            if isCancelled(id) { throw .requestCancelled }
            for link in other.links where !link.usesDefinition {
                guard let range = link.destinationRange, other.uri != model.uri || !title.overlaps(range),
                      let fragment = destination(of: link, in: other).fragment,
                      let oldAnchor = [fragment, LinkTarget.percentDecoded(fragment)].compactMap({ $0 })
                        .first(where: { changedAnchors[$0] != nil }),
                      let newAnchor = changedAnchors[oldAnchor], pointsAt(link, in: other, anchor: oldAnchor, of: model),
                      let hash = other.bytes[range].lastIndex(of: UInt8(ascii: "#")) else { continue }
                changes[other.uri, default: []].append(
                    ["range": other.range(of: (hash + 1)..<range.upperBound).json, "newText": .string(newAnchor)])
            }
        }
        return ["changes": .object(changes.mapValues { .array($0) })]
    }
}
