import Foundation
import MarkdownLinks
import Workspace

// Completion inside link targets (`](…`, `[label]: …`): `#fragments` of this or another
// document, relative paths; inside `][…` or `[^…`: reference and footnote labels.

extension LanguageServer {
    private enum CompletionKind {
        static let file = 17, reference = 18, folder = 19
    }

    func completion(_ params: JSON?) throws(ResponseError) -> JSON {
        let model = workspace.model(of: try document(params))
        let offset = model.offset(of: try position(params))
        let line = model.lines.line(containing: offset)
        let lineStart = model.lines.lineStarts[line]
        let before = Array(model.bytes[lineStart..<offset])
        if let target = Self.targetPrefix(before) {
            return .array(targetItems(String(decoding: target, as: UTF8.self), endingAt: offset, in: model))
        }
        if let label = Self.labelPrefix(before) {
            let start = offset - label.typed.count
            let labels = label.isFootnote
                ? model.footnoteDefinitions.map { $0.label }
                : model.definitions.map { $0.label }
            return .array(Array(Set(labels)).sorted().map { name in
                item(name, kind: CompletionKind.reference, replacing: start..<offset, in: model)
            })
        }
        return []
    }

    /// The link target typed so far: after `](` (or `[label]: ` at the line's start), up to
    /// the cursor, when no space or `)` closes it.
    private static func targetPrefix(_ before: [UInt8]) -> ArraySlice<UInt8>? {
        var index = before.count
        while index > 0 {
            let byte = before[index - 1]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\t") {
                // `[label]: target` has a space before the target.
                let head = before[..<index]
                if let close = head.firstIndex(of: UInt8(ascii: "]")), head.first == UInt8(ascii: "["),
                   close + 1 < head.count, head[close + 1] == UInt8(ascii: ":"),
                   head[(close + 2)...].allSatisfy({ $0 == UInt8(ascii: " ") }) {
                    return before[index...]
                }
                return nil
            }
            if byte == UInt8(ascii: "("), index >= 2, before[index - 2] == UInt8(ascii: "]") { return before[index...] }
            index -= 1
        }
        return nil
    }

    /// The label typed so far after `][` (a full reference) or `[^` (a footnote).
    private static func labelPrefix(_ before: [UInt8]) -> (typed: ArraySlice<UInt8>, isFootnote: Bool)? {
        guard let open = before.lastIndex(of: UInt8(ascii: "[")), !before[(open + 1)...].contains(UInt8(ascii: "]")) else {
            return nil
        }
        if open + 1 < before.count, before[open + 1] == UInt8(ascii: "^") { return (before[(open + 2)...], true) }
        guard open > 0, before[open - 1] == UInt8(ascii: "]") else { return nil }
        return (before[(open + 1)...], false)
    }

    private func targetItems(_ typed: String, endingAt offset: Int, in model: MarkdownModel) -> [JSON] {
        if let hash = typed.lastIndex(of: "#") {
            let path = String(typed[..<hash])
            let start = offset - typed[typed.index(after: hash)...].utf8.count
            let target: MarkdownModel?
            if path.isEmpty {
                target = model
            } else if case .file(let resolved, _) = LinkDestination(path, origin: model.origin(fallbackDirectory: fallbackDirectory)) {
                target = workspace.model(ofPath: resolved)
            } else {
                target = nil
            }
            return (target?.headings ?? []).filter { !$0.slug.isEmpty }.map { heading in
                var entry = item(heading.slug, kind: CompletionKind.reference, replacing: start..<offset, in: model)
                if case .object(var fields) = entry {
                    fields["detail"] = .string(String(repeating: "#", count: heading.level) + " " + heading.title)
                    entry = .object(fields)
                }
                return entry
            }
        }
        // Paths: the entries of the directory typed so far.
        let slash = typed.lastIndex(of: "/")
        let directoryPart = slash.map { String(typed[...$0]) } ?? ""
        let start = offset - (slash.map { typed[typed.index(after: $0)...] } ?? typed[...]).utf8.count
        let origin = model.origin(fallbackDirectory: fallbackDirectory)
        let directory = directoryPart.isEmpty ? origin.directory : LocalLinkChecker().resolve(directoryPart, origin: origin)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            let full = PathUtilities.join(directory, name)
            if full == model.path { return nil }
            let isDirectory = FileSystem.isDirectory(full)
            return item(isDirectory ? name + "/" : name, kind: isDirectory ? CompletionKind.folder : CompletionKind.file,
                        replacing: start..<offset, in: model)
        }
    }

    private func item(_ label: String, kind: Int, replacing span: Range<Int>, in model: MarkdownModel) -> JSON {
        ["label": .string(label), "kind": .int(kind), "textEdit": ["range": model.range(of: span).json, "newText": .string(label)]]
    }
}
