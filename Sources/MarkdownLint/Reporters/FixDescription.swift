import MarkdownSyntax

/// A fix in words, for `lint --show-fixes`: `replace "  " with " "`, `insert "\n"`,
/// `delete "<br>"`, one clause per edit, texts quoted as JSON strings so spaces, tabs and
/// line breaks show.
public enum FixDescription {
    /// The edits of `fix` on `bytes` (the text its ranges refer to), in order.
    public static func describe(_ fix: Fix, in bytes: [UInt8]) -> String {
        fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { edit in
            let range = min(edit.range.lowerBound, bytes.count)..<min(edit.range.upperBound, bytes.count)
            let old = String(decoding: bytes[range], as: UTF8.self)
            switch (old.isEmpty, edit.replacement.isEmpty) {
            case (true, _): return "insert \(quoted(edit.replacement))"
            case (false, true): return "delete \(quoted(old))"
            case (false, false): return "replace \(quoted(old)) with \(quoted(edit.replacement))"
            }
        }.joined(separator: "; ")
    }

    private static func quoted(_ text: String) -> String {
        var out = ""
        JSONString.append(text, to: &out)
        return out
    }
}
