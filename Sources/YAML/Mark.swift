/// A position in a configuration file: where a node, or a problem, starts.
///
/// Lines and columns are 1-based. Columns count Unicode scalars (characters as libyaml counts
/// them), so a tab or an "é" is one column, whatever its UTF-8 length.
public struct Mark: Sendable, Hashable, CustomStringConvertible {
    /// The file path or display name the text was loaded under.
    public let file: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, in Unicode scalars.
    public let column: Int

    /// Makes a position in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN`, the prefix of every error message.
    public var description: String { "\(file):\(line):\(column)" }

    /// `LINE:COLUMN`, for pointing at a second place in the same file.
    var lineColumn: String { "\(line):\(column)" }
}
