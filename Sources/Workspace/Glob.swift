/// A compiled glob pattern matched against '/'-separated paths relative to a base directory
/// (the directory of the configuration file that holds the pattern).
///
/// Syntax:
/// - `*` matches any run of characters within one path segment (never '/'); it also matches
///   names starting with '.'.
/// - `**` as a whole segment matches zero or more segments: `**/*.md`, `a/**/b` (also `a/b`),
///   and `docs/**`, which matches `docs` itself and everything inside it. Elsewhere (`a**b`)
///   it is an ordinary `*`.
/// - `?` matches one character (a Unicode scalar, not a byte), never '/'.
/// - `[abc]`, `[a-z]`, `[!x]` / `[^x]`, `[[:digit:]]`; a ']' first in the brackets is a member.
/// - `{md,markdown}` alternatives, nestable, and able to span '/' (`{docs,guides}/**`).
/// - `\` makes the next character literal.
///
/// Anchoring follows `.gitignore`, so the same habits work in both places:
/// - A pattern with no '/' (or only a trailing one) matches the last segment at any depth:
///   `CHANGELOG.md` matches `CHANGELOG.md` and `docs/CHANGELOG.md`.
/// - A pattern with a '/' anywhere else matches from the base directory: `docs/*.md` does
///   not match `site/docs/a.md`. A leading `/` or `./` just anchors (`/CHANGELOG.md`).
/// - A trailing '/' matches directories only (`vendor/`); see `matches(_:isDirectory:)`.
/// - With braces, each expanded alternative is anchored on its own.
///
/// Matching is case-sensitive and takes O(pattern × path) time at worst, with no backtracking
/// blow-up. Equality and hashing compare the pattern text.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    let compiled: CompiledGlob

    /// Compiles a pattern; throws for an unclosed `[` or `{`, a trailing `\`, an unknown
    /// `[:class:]`, a reversed range such as `[z-a]`, an empty pattern, or braces expanding to
    /// more than 1,024 alternatives.
    public init(_ pattern: String) throws(GlobError) {
        guard !pattern.isEmpty else { throw GlobError(pattern: pattern, message: "empty pattern") }
        self.pattern = pattern
        self.compiled = try GlobCompiler.compile(pattern, dialect: .glob)
    }

    /// Whether the pattern matches `path`, a path relative to the base directory. Empty and
    /// `.` segments are ignored (`./docs//a.md` is `docs/a.md`). `isDirectory` tells whether
    /// the path names a directory, which only patterns ending in '/' care about.
    public func matches(_ path: String, isDirectory: Bool = false) -> Bool {
        compiled.matches(GlobPath(path).segments[...], isDirectory: isDirectory)
    }

    /// Whether the pattern matches `path` or one of the directories containing it (which count
    /// as directories), so `vendor/` or `drafts` also cover `drafts/2024/a.md`. This is how
    /// include and exclude lists treat a file.
    public func matchesPathOrParent(_ path: String, isDirectory: Bool = false) -> Bool {
        matchesPathOrParent(GlobPath(path), isDirectory: isDirectory)
    }

    func matches(_ path: GlobPath, isDirectory: Bool) -> Bool {
        compiled.matches(path.segments[...], isDirectory: isDirectory)
    }

    func matchesPathOrParent(_ path: GlobPath, isDirectory: Bool) -> Bool {
        let segments = path.segments
        guard !segments.isEmpty else { return false }
        for count in 1..<segments.count where compiled.matches(segments[..<count], isDirectory: true) {
            return true
        }
        return compiled.matches(segments[...], isDirectory: isDirectory)
    }

    public var description: String { pattern }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}
