/// Link reference labels are matched after Unicode case folding and collapsing runs of
/// whitespace to one space, with leading and trailing whitespace removed.
public enum LinkLabel {
    /// Why `label` cannot be written between brackets as a link label, or `nil` if it can:
    /// CommonMark wants at least one character that is not whitespace, at most 999
    /// characters, and no bracket that is not escaped with a backslash.
    public static func problem(with label: String) -> String? {
        if label.utf8.allSatisfy(ByteClass.isASCIIWhitespace) { return "a link label needs a character that is not whitespace" }
        if label.count > 999 { return "a link label has at most 999 characters, not \(label.count)" }
        var escaped = false
        for byte in label.utf8 {
            if escaped { escaped = false; continue }
            if byte == UInt8(ascii: "\\") { escaped = true; continue }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return "a bracket in a link label must be escaped with a backslash" }
        }
        return nil
    }

    /// Stops the program with `problem(with:)` when `label` is not a valid label: a node with
    /// such a label would print as something else.
    static func require(_ label: String, file: StaticString = #fileID, line: UInt = #line) {
        if let problem = problem(with: label) { preconditionFailure("\(problem): \(label.debugDescription)", file: file, line: line) }
    }

    /// A full reference (`[text][label]`) names its definition; the other forms take the
    /// label from the text.
    static func requireReference(form: LinkForm, label: String?, file: StaticString = #fileID, line: UInt = #line) {
        guard form == .fullReference else { return }
        guard let label else { preconditionFailure("a full reference link needs a label", file: file, line: line) }
        require(label, file: file, line: line)
    }

    /// The normalized form of a label as written between the brackets.
    public static func normalize(_ label: String) -> String {
        let bytes = Array(label.utf8)
        return bytes.withUnsafeBufferPointer { normalize($0, 0..<$0.count) }
    }

    static func normalize(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var result = ""
        result.reserveCapacity(range.count)
        var pendingSpace = false
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if ByteClass.isASCIIWhitespace(byte) {
                pendingSpace = !result.isEmpty
                index += 1
                continue
            }
            if pendingSpace { result.append(" "); pendingSpace = false }
            if byte < 0x80 {
                result.unicodeScalars.append(Unicode.Scalar(ByteClass.lowercased(byte)))
                index += 1
            } else {
                let (scalar, length) = UTF8Scalar.decode(bytes, at: index)
                CaseFolding.fold(scalar, into: &result)
                index += length
            }
        }
        return result
    }
}
