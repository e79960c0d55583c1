/// A configuration comment in a Markdown file, in markdownlint's form
/// (`<!-- markdownlint-disable MD013 -->`), mdtool's (`<!-- mdtool-disable MD013 -->`) or
/// rumdl's (`<!-- rumdl-disable MD013 -->`), all with markdownlint's meaning.
struct InlineDirective: Hashable {
    /// The prefixes a directive may start with, lower-cased.
    static let prefixes = ["markdownlint-", "mdtool-", "rumdl-"]

    enum Action: String, CaseIterable {
        // Longer names first, so `disable-line` is not read as `disable`.
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disableFile = "disable-file"
        case enableFile = "enable-file"
        case configureFile = "configure-file"
        case disable
        case enable
        case capture
        case restore
    }

    var action: Action
    /// Line of the comment's `<!--`.
    var line: Int
    /// Rule IDs, aliases or tags as written; empty means every rule.
    var names: [String]
    /// The JSON text of a `configure-file` directive.
    var json: String

    /// The directives in a file's HTML comments, in document order.
    static func parse(_ context: LintContext) -> [InlineDirective] {
        let bytes = context.bytes
        var directives: [InlineDirective] = []
        for comment in context.htmlComments {
            var cursor = comment.lowerBound + 4
            let end = comment.upperBound - 3
            while cursor < end && isWhitespace(bytes[cursor]) { cursor += 1 }
            var prefixLength = 0
            for prefix in prefixes where hasPrefix(bytes, cursor, end, prefix) {
                prefixLength = prefix.utf8.count
            }
            guard prefixLength > 0 else { continue }
            cursor += prefixLength
            guard let action = Action.allCases.first(where: { hasPrefix(bytes, cursor, end, $0.rawValue) }) else {
                continue
            }
            cursor += action.rawValue.utf8.count
            guard cursor == end || isWhitespace(bytes[cursor]) else { continue }
            let argument = String(decoding: bytes[cursor..<max(cursor, end)], as: UTF8.self)
            let line = context.lineNumber(at: comment.lowerBound)
            if action == .configureFile {
                directives.append(InlineDirective(action: action, line: line, names: [], json: argument))
                continue
            }
            // Apart from configure-file, a directive must close on the line it opens.
            guard context.lineNumber(at: comment.upperBound - 1) == line else { continue }
            let names = argument.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            directives.append(InlineDirective(action: action, line: line, names: names, json: ""))
        }
        return directives
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func hasPrefix(_ bytes: [UInt8], _ start: Int, _ end: Int, _ prefix: String) -> Bool {
        var index = start
        for byte in prefix.utf8 {
            guard index < end, bytes[index] | 0x20 == byte | 0x20 else { return false }
            index += 1
        }
        return true
    }
}
