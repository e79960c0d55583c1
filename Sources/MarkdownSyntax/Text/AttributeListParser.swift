/// Reads attr_list's attribute lists (`{: #id .class key="value" }`): which text is one,
/// and the attributes it holds.
package enum AttributeListParser {
    /// The length of an attribute list at `start` of `bytes` (from `{` through `}` on the
    /// same line), when there is one: `{`, an optional `:`, spaces, then at least one byte
    /// that is not `}`, a space or a line ending, up to the next `}`.
    package static func length(_ bytes: some RandomAccessCollection<UInt8>, from start: Int) -> Int? {
        var index = bytes.index(bytes.startIndex, offsetBy: start)
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = bytes.index(after: index)
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: ":") { index = bytes.index(after: index) }
        while index < bytes.endIndex && bytes[index] == 0x20 { index = bytes.index(after: index) }
        guard index < bytes.endIndex, bytes[index] != UInt8(ascii: "}"), !ByteClass.isLineEnding(bytes[index]) else {
            return nil
        }
        while index < bytes.endIndex && bytes[index] != UInt8(ascii: "}") {
            if ByteClass.isLineEnding(bytes[index]) { return nil }
            index = bytes.index(after: index)
        }
        guard index < bytes.endIndex else { return nil }
        return bytes.distance(from: bytes.startIndex, to: index) - start + 1
    }

    /// The attributes of `text` (braces included), in order: `#x` is `id`, `.x` is `class`,
    /// `key="v"`, `key='v'` and `key=v` are pairs, a bare word is a key whose value is itself.
    package static func attributes(of text: String) -> [(name: String, value: String)] {
        var body = Substring(text)
        if body.hasPrefix("{") { body = body.dropFirst() }
        if body.hasSuffix("}") { body = body.dropLast() }
        if body.hasPrefix(":") { body = body.dropFirst() }
        var result: [(String, String)] = []
        var rest = body[...]
        while true {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { break }
            let name = rest.prefix { $0 != " " && $0 != "=" }
            rest = rest.dropFirst(name.count)
            if rest.first == "=" {
                rest = rest.dropFirst()
                var value: Substring
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let inner = rest.dropFirst()
                    if let close = inner.firstIndex(of: quote) {
                        value = inner[..<close]
                        rest = inner[inner.index(after: close)...]
                    } else {
                        value = inner
                        rest = ""
                    }
                } else {
                    value = rest.prefix { $0 != " " }
                    rest = rest.dropFirst(value.count)
                }
                result.append((String(name), String(value)))
            } else if name.hasPrefix("#") {
                result.append(("id", String(name.dropFirst())))
            } else if name.hasPrefix(".") {
                result.append(("class", String(name.dropFirst())))
            } else if !name.isEmpty {
                result.append((String(name), String(name)))
            }
        }
        return result
    }
}
