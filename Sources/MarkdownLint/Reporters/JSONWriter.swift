import MarkdownSyntax

/// JSON written straight to UTF-8 bytes as it is produced, in the layout of
/// `JSONValue.serialized(pretty:)`: a report of a million findings is streamed out instead of
/// first becoming a million `JSONValue` trees.
///
/// Containers are opened and closed in order; inside an object each value follows its `key(_:)`.
public struct JSONWriter: Sendable {
    /// The text written so far.
    public private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private var depth = 0
    /// Nothing has been written in the innermost open container yet.
    private var containerIsEmpty = false
    /// A key was just written: the value follows it on the same line.
    private var afterKey = false

    /// A writer of compact JSON, or of JSON indented by two spaces a level when `pretty`.
    /// `capacity` reserves room for that many bytes.
    public init(pretty: Bool, capacity: Int = 0) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// Opens an array.
    public mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array.
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Opens an object.
    public mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object.
    public mutating func endObject() { close(UInt8(ascii: "}")) }

    /// A member's key; its value is written next.
    public mutating func key(_ name: String) {
        startItem()
        JSONString.append(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// A string value.
    public mutating func string(_ text: String) {
        startItem()
        JSONString.append(text, to: &bytes)
    }

    /// A string value made of `parts` one after the other, without joining them first.
    public mutating func string(concatenating parts: [String]) {
        startItem()
        bytes.append(UInt8(ascii: "\""))
        for part in parts { JSONString.appendContent(part, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string value, or `null`.
    public mutating func string(_ text: String?) {
        guard let text else { return null() }
        string(text)
    }

    /// A whole number.
    public mutating func int(_ value: Int) {
        startItem()
        DecimalText.append(value, to: &bytes)
    }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    /// `null`.
    public mutating func null() { literal("null") }

    /// A line break after the last value, as text files end.
    public mutating func endLine() { bytes.append(UInt8(ascii: "\n")) }

    /// A whole value.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .int(let number): int(number)
        case .string(let text): string(text)
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in members {
                key(name)
                self.value(member)
            }
            endObject()
        }
    }

    private mutating func literal(_ text: StaticString) {
        startItem()
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func open(_ bracket: UInt8) {
        startItem()
        bytes.append(bracket)
        depth += 1
        containerIsEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty container stays on one line: `[]`, `{}`.
        if pretty && !containerIsEmpty { newLine() }
        bytes.append(bracket)
        // The container just closed is an item of the one around it.
        containerIsEmpty = false
    }

    /// The separator and indentation before an item, unless it is a key's value.
    private mutating func startItem() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !containerIsEmpty { bytes.append(UInt8(ascii: ",")) }
        containerIsEmpty = false
        if pretty { newLine() }
    }

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
