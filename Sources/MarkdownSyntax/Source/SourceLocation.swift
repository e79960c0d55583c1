/// A position in a source file: 1-based line and column (in UTF-8 bytes) plus the
/// 0-based UTF-8 byte offset from the start of the file.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes (see `SourceFile` for UTF-16 columns).
    public var column: Int
    /// 0-based UTF-8 byte offset from the start of the file.
    public var offset: Int

    /// Makes a location; the three values must describe the same byte.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Orders locations by byte offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }

    /// `line:column`, as compilers print positions.
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source positions: `upperBound` is just past the last byte.
public typealias SourceRange = Range<SourceLocation>
