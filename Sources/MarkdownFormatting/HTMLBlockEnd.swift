import MarkdownSyntax

/// The end conditions of HTML blocks (CommonMark §4.6).
enum HTMLBlockEnd {
    /// Whether a block of `kind` (1–7) reached its end condition (which the start line can
    /// meet too). Kinds 1–5 end at a line holding their closer and otherwise run on through
    /// blank lines to the end of their container; kinds 6 and 7 end at a blank line.
    static func isClosed(_ html: String, kind: Int) -> Bool {
        switch kind {
        case 1:
            let lowercased = html.lowercased()
            let closers: [StaticString] = ["</pre>", "</script>", "</style>", "</textarea>"]
            return closers.contains { ByteSearch.firstOffset(of: $0, in: lowercased) != nil }
        case 2: return ByteSearch.firstOffset(of: "-->", in: html) != nil
        case 3: return ByteSearch.firstOffset(of: "?>", in: html) != nil
        case 4: return html.utf8.contains(UInt8(ascii: ">"))
        case 5: return ByteSearch.firstOffset(of: "]]>", in: html) != nil
        default: return true
        }
    }
}
