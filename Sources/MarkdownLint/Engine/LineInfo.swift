/// Facts about one source line, computed once per file and shared by every rule.
public struct LineInfo: Sendable, Hashable {
    /// What a line is part of; one line may carry several flags.
    public struct Flags: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: UInt16
        /// Makes a set from its bits.
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        /// Inside front matter, including its delimiter lines (never linted).
        public static let frontMatter = Flags(rawValue: 1 << 0)
        /// A content line of a fenced or indented code block.
        public static let code = Flags(rawValue: 1 << 1)
        /// The opening or closing fence line of a fenced code block.
        public static let codeFence = Flags(rawValue: 1 << 2)
        /// Part of an HTML block.
        public static let htmlBlock = Flags(rawValue: 1 << 3)
        /// Part of a table (header, delimiter row or body).
        public static let table = Flags(rawValue: 1 << 4)
        /// Part of a heading (an ATX line, or a setext heading's text and underline).
        public static let heading = Flags(rawValue: 1 << 5)
        /// Only spaces and tabs.
        public static let blank = Flags(rawValue: 1 << 6)
        /// Part of a link reference definition.
        public static let linkDefinition = Flags(rawValue: 1 << 7)
        /// Part of an indented (not fenced) code block.
        public static let indentedCode = Flags(rawValue: 1 << 8)
        /// A line of a DocC directive's opening (`@Name(arguments) {`, over all its lines)
        /// or the line of the `}` that closes its body.
        public static let directive = Flags(rawValue: 1 << 9)
    }

    // Stored in 32 bits (documents are limited to 2 GiB): 16 bytes instead of 40, for
    // rules that keep lines.
    private let start: Int32
    private let end: Int32
    private let storedNumber: Int32
    private let endingLength: UInt8
    /// What the line is part of.
    public let flags: Flags

    /// 1-based line number.
    public var number: Int { Int(storedNumber) }
    /// The line's bytes without its line ending.
    public var range: Range<Int> { Int(start)..<Int(end) }
    /// 0 for the last line without a line ending, else 1 (LF, CR) or 2 (CRLF).
    public var lineEndingLength: Int { Int(endingLength) }

    init(number: Int, range: Range<Int>, lineEndingLength: Int, flags: Flags) {
        storedNumber = Int32(truncatingIfNeeded: number)
        start = Int32(truncatingIfNeeded: range.lowerBound)
        end = Int32(truncatingIfNeeded: range.upperBound)
        endingLength = UInt8(truncatingIfNeeded: lineEndingLength)
        self.flags = flags
    }

    /// Whether the line holds only spaces and tabs.
    public var isBlank: Bool { flags.contains(.blank) }
    /// Whether the line belongs to a code block, its fence lines included.
    public var isCode: Bool { flags.contains(.code) || flags.contains(.codeFence) }
}
