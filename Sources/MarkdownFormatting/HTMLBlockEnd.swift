/// The end conditions of HTML blocks (CommonMark §4.6).
enum HTMLBlockEnd {
    /// Whether a block of `kind` (1–7) reached its end condition (which the start line can
    /// meet too). Kinds 1–5 end at a line holding their closer and otherwise run on through
    /// blank lines to the end of their container; kinds 6 and 7 end at a blank line.
    static func isClosed(_ html: String, kind: Int) -> Bool {
        switch kind {
        case 1:
            let lowercased = html.lowercased()
            return ["</pre>", "</script>", "</style>", "</textarea>"].contains { lowercased.contains($0) }
        case 2: return html.contains("-->")
        case 3: return html.contains("?>")
        case 4: return html.contains(">")
        case 5: return html.contains("]]>")
        default: return true
        }
    }
}
