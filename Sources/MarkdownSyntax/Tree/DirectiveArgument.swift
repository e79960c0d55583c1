/// One argument of a DocC block directive, `name: value` (the first argument may be a bare
/// value, with an empty name). Values are as written: quotes removed, backslash escapes kept.
public struct DirectiveArgument: Hashable, Sendable {
    /// The argument's label; empty for an unnamed first argument (`@Tab("Swift")`).
    public var name: String
    /// The value without its quotes; escapes (`\"`, `\)`) are kept as written.
    public var value: String
    /// Where the name is in the source; nil for an unnamed argument or a built one.
    public var nameByteRange: Range<Int>?
    /// Where the value is in the source (inside the quotes); nil for a built argument.
    public var valueByteRange: Range<Int>?

    public init(name: String = "", value: String, nameByteRange: Range<Int>? = nil, valueByteRange: Range<Int>? = nil) {
        self.name = name
        self.value = value
        self.nameByteRange = nameByteRange
        self.valueByteRange = valueByteRange
    }
}

extension DirectiveArgument {
    /// Argument text that DocC reads back as `arguments`: `name: value` pairs separated by
    /// `, ` (an unnamed argument as its value alone), a value quoted unless it is a plain word.
    public static func argumentText(_ arguments: [DirectiveArgument]) -> String {
        arguments.map { argument in
            let value = Self.needsQuotes(argument.value) ? "\"\(argument.value)\"" : argument.value
            return argument.name.isEmpty ? value : "\(argument.name): \(value)"
        }.joined(separator: ", ")
    }

    private static func needsQuotes(_ value: String) -> Bool {
        value.isEmpty || value.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":"), UInt8(ascii: ")"),
                 UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "\""):
                true
            default:
                false
            }
        }
    }
}
