/// One pattern line of a `.gitignore` file, with git's meaning:
///
/// - Trailing spaces are dropped unless escaped (`foo\ `); a trailing `\r` is dropped.
/// - `!` negates (re-includes); `\!` and `\#` start a pattern with a literal `!` or `#`.
/// - A trailing `/` matches directories only; it does not anchor.
/// - A pattern with a `/` at the start or middle is anchored to the `.gitignore`'s directory;
///   otherwise it matches the last path segment at any depth below it.
/// - `**/x`, `x/**` (everything inside `x`, not `x` itself) and `a/**/b` are supported; other
///   runs of `*` act as `*`. Braces are literal.
public struct GitIgnoreRule: Sendable, Hashable {
    /// The pattern without its leading `!` (escapes as written, trailing `/` kept).
    public let pattern: String
    /// The line started with `!`: a match re-includes the path.
    public let isNegated: Bool
    /// The pattern ended in `/`: it matches directories only.
    public let isDirectoryOnly: Bool
    /// The pattern held a `/` before its end: it matches from the file's directory only.
    public let isAnchored: Bool
    /// 1-based line in the file, for messages.
    public let line: Int
    let compiled: CompiledGlob

    /// Parses one line; `nil` for a blank line, a comment, or a pattern git would never match
    /// (such as an unclosed `[`).
    public init?(line text: some StringProtocol, number: Int = 1) {
        var scalars = Array(text.unicodeScalars)
        if scalars.last == "\r" { scalars.removeLast() }
        guard let first = scalars.first, first != "#" else { return nil }
        scalars.removeLast(scalars.count - GitIgnoreRule.endAfterTrimmingSpaces(scalars))
        isNegated = first == "!"
        if isNegated { scalars.removeFirst() }
        pattern = String(String.UnicodeScalarView(scalars))
        guard !pattern.isEmpty, let compiled = try? GlobCompiler.compile(pattern, dialect: .gitIgnore),
              let alternative = compiled.alternatives.first, !alternative.segments.isEmpty else { return nil }
        self.compiled = compiled
        isDirectoryOnly = alternative.isDirectoryOnly
        isAnchored = alternative.isAnchored
        line = number
    }

    /// Whether the rule's pattern matches `path`, relative to the `.gitignore`'s directory
    /// (ignoring negation: a negated rule "matches" what it re-includes).
    public func matches(_ path: String, isDirectory: Bool) -> Bool {
        compiled.matches(GlobPath(path).segments[...], isDirectory: isDirectory)
    }

    func matches(_ path: ArraySlice<[UInt32]>, isDirectory: Bool) -> Bool {
        compiled.matches(path, isDirectory: isDirectory)
    }

    /// Where the line ends once unescaped trailing spaces are removed.
    private static func endAfterTrimmingSpaces(_ scalars: [Unicode.Scalar]) -> Int {
        var end = 0
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 1 < scalars.count {
                index += 2
                end = index
            } else {
                index += 1
                if scalars[index - 1] != " " { end = index }
            }
        }
        return end
    }
}
