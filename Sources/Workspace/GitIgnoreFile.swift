/// The rules of one `.gitignore` (or `.git/info/exclude`), tied to the directory its patterns
/// are relative to.
public struct GitIgnoreFile: Sendable, Hashable {
    /// The directory the patterns are relative to, relative to the stack's root (`""` for the
    /// root itself), '/'-separated.
    public let directory: String
    /// The rules in file order; later rules win over earlier ones.
    public let rules: [GitIgnoreRule]
    let directorySegments: [[UInt32]]

    /// Parses file contents (UTF-8; a leading byte-order mark is skipped; `\n` or `\r\n`).
    public init(contents: some Collection<UInt8>, directory: String) {
        var bytes = contents[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var rules: [GitIgnoreRule] = []
        for (offset, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if let rule = GitIgnoreRule(line: String(decoding: line, as: UTF8.self), number: offset + 1) {
                rules.append(rule)
            }
        }
        self.init(rules: rules, directory: directory)
    }

    /// A file made of already parsed rules.
    public init(rules: [GitIgnoreRule], directory: String) {
        self.directory = PathUtilities.normalizedRelative(directory)
        self.rules = rules
        directorySegments = GlobPath(self.directory).segments
    }

    /// Reads and parses the file at `path` (a regular file: a FIFO named `.gitignore` would
    /// block the walk).
    public init(contentsOf path: String, directory: String) throws(FileSystemError) {
        do throws(ReadFailure) {
            self.init(contents: try FileReader.read(atPath: path, requiringRegularFile: true).bytes, directory: directory)
        } catch {
            throw error.error(path: path)
        }
    }

    /// The verdict of the last rule matching `path` (relative to the stack root): `true`
    /// ignored, `false` re-included, `nil` when no rule matches or the path is not inside
    /// `directory`.
    func verdict(for path: [[UInt32]], isDirectory: Bool) -> Bool? {
        guard path.count > directorySegments.count, path.starts(with: directorySegments) else { return nil }
        let relative = path[directorySegments.count...]
        for rule in rules.reversed() where rule.matches(relative, isDirectory: isDirectory) {
            return !rule.isNegated
        }
        return nil
    }
}
