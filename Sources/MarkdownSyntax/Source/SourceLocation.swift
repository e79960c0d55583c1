/// A position in a source file: 1-based line and column (in UTF-8 bytes) plus the
/// 0-based UTF-8 byte offset from the start of the file.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source positions: `upperBound` is just past the last byte.
public typealias SourceRange = Range<SourceLocation>
