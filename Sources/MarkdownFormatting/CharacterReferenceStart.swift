import MarkdownSyntax

/// Whether `&` at `index` starts something a parser would decode as a character reference
/// (`&amp;`, `&#35;`), which printed text must escape to stay literal.
enum CharacterReferenceStart {
    static func isAt(_ index: Int, in bytes: [UInt8]) -> Bool {
        var cursor = index + 1
        if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        let start = cursor
        while cursor < bytes.count && ByteClass.isAlphanumeric(bytes[cursor]) { cursor += 1 }
        return cursor > start && cursor < bytes.count && bytes[cursor] == UInt8(ascii: ";")
    }
}
