/// A line's share of a directive's argument text: what lies between `(` and `)` on that line
/// (a continuation line's segment starts at the line's start, indentation included).
/// Arguments never span segments.
public struct DirectiveArgumentSegment: Hashable, Sendable {
    public var text: String
    /// Where the segment is in the source; nil for argument text built in code.
    public var byteRange: Range<Int>?

    public init(text: String, byteRange: Range<Int>? = nil) {
        self.text = text
        self.byteRange = byteRange
    }
}
