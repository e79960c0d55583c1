/// Heading content on one ATX line.
enum HeadingText {
    /// Escapes a trailing run of `#` that follows a space (it would be read as the
    /// closing sequence of an ATX heading and dropped), or closes content that is all `#`.
    static func escapingClosingSequence(_ content: [UInt8]) -> [UInt8] {
        var start = content.count
        while start > 0 && content[start - 1] == UInt8(ascii: "#") { start -= 1 }
        guard start < content.count, start == 0 || content[start - 1] == 0x20 || content[start - 1] == 0x09 else {
            return content
        }
        if start > 0 && content[start - 1] == UInt8(ascii: "\\") { return content }
        // Content made of `#` only gets a closing sequence instead: `\#` would read as text
        // that no longer starts a block, and be printed setext when formatted again.
        if start == 0 { return content + [0x20, UInt8(ascii: "#")] }
        var escaped = content
        escaped.insert(UInt8(ascii: "\\"), at: start)
        return escaped
    }
}
