/// Writes compact JSON objects, placing the commas itself.
struct JSONLineWriter {
    private var bytes: [UInt8] = []
    /// Whether the next value or key is the first of its object or array.
    private var atFirst = true

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func open() { value(UInt8(ascii: "{")); atFirst = true }
    mutating func close() { bytes.append(UInt8(ascii: "}")); atFirst = false }
    mutating func newline() { bytes.append(UInt8(ascii: "\n")); atFirst = true }

    mutating func key(_ name: StaticString) {
        literal(name)
        bytes.append(UInt8(ascii: ":"))
        atFirst = true
    }

    /// A string that needs no escaping.
    mutating func literal(_ text: StaticString) {
        value(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func array<S: Sequence>(_ elements: S, _ write: (inout JSONLineWriter, S.Element) -> Void) {
        value(UInt8(ascii: "["))
        atFirst = true
        for element in elements { write(&self, element) }
        bytes.append(UInt8(ascii: "]"))
        atFirst = false
    }

    mutating func number(_ number: Int) { raw(String(number)) }
    mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }
    mutating func null() { raw("null") }

    mutating func string(_ string: some StringProtocol) {
        if string.utf8.withContiguousStorageIfAvailable({ self.string(utf8: $0) }) == nil {
            self.string(utf8: Array(string.utf8)[...])
        }
    }

    mutating func string(utf8: ArraySlice<UInt8>) {
        utf8.withUnsafeBufferPointer { string(utf8: $0) }
    }

    /// Appends the text quoted, copying the spans that need no escape at once.
    private mutating func string(utf8 text: UnsafeBufferPointer<UInt8>) {
        value(UInt8(ascii: "\""))
        var spanStart = 0
        for (index, byte) in text.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
            spanStart = index + 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            default:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func raw(_ text: String) {
        value(nil)
        bytes.append(contentsOf: text.utf8)
    }

    /// Starts a value (or key): a comma unless it is the first, then `opening`.
    private mutating func value(_ opening: UInt8?) {
        if !atFirst { bytes.append(UInt8(ascii: ",")) }
        atFirst = false
        if let opening { bytes.append(opening) }
    }
}
