/// Link reference labels are matched after Unicode case folding and collapsing runs of
/// whitespace to one space, with leading and trailing whitespace removed.
public enum LinkLabel {
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
