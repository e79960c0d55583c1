import Foundation

/// A place in a source file: a 1-based line and a 1-based column counted in UTF-8 bytes, as
/// swift-markdown counts them.
public struct SourceLocation: Hashable, CustomStringConvertible, Comparable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes from the line's start.
    public var column: Int
    /// The file the location is in, when the document was parsed from one.
    public var source: URL?

    public init(line: Int, column: Int, source: URL?) {
        self.line = line
        self.column = column
        self.source = source
    }

    public var description: String {
        let position = "\(line):\(column)"
        guard let source else { return position }
        return "\(source.path):\(position)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A range of source locations.
public typealias SourceRange = Range<SourceLocation>

extension Range where Bound == SourceLocation {
    /// `line:column-line:column`, each end with its file when known.
    public var diagnosticDescription: String { "\(lowerBound)-\(upperBound)" }

    /// Widens the range to cover `other` too.
    public mutating func widen(toFit other: Self) {
        self = Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
    }
}
