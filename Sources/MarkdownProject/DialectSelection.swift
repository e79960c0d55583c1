import MarkdownSyntax
import YAML

/// Which dialect each file of a project is read in. The most specific choice wins: the last
/// override whose `files` match the file and that names a `dialect`, else the dialect the
/// file's place says (a file inside a `*.docc` catalog is DocC), else the top-level
/// `dialect`, else GFM. A command's `--dialect` wins over all of them.
public struct DialectSelection: Sendable, Hashable {
    /// The top-level `dialect`.
    public let projectDialect: Dialect?
    /// The `dialect` of each override, in order (nil for one without).
    public let overrideDialects: [Dialect?]

    public init(projectDialect: Dialect? = nil, overrideDialects: [Dialect?] = []) {
        self.projectDialect = projectDialect
        self.overrideDialects = overrideDialects
    }

    /// Decodes the top-level `dialect` and the `dialect` of each override (nil where absent).
    init(project: ConfigNode?, overrides: [ConfigNode?]) throws(ConfigError) {
        self.init(projectDialect: try Self.dialect(project),
                  overrideDialects: try overrides.map { (node) throws(ConfigError) in try Self.dialect(node) })
    }

    /// The dialect of the file at `absolutePath`, which the overrides at `matchingOverrides`
    /// (indices, as `FileSelection.matchingOverrides` gives them) apply to.
    public func dialect(forAbsolutePath absolutePath: String, matchingOverrides: [Int]) -> Dialect {
        for index in matchingOverrides.reversed() where index < overrideDialects.count {
            if let dialect = overrideDialects[index] { return dialect }
        }
        return Self.detectedDialect(forPath: absolutePath) ?? projectDialect ?? .gfm
    }

    /// The dialect a file's place implies: DocC inside a documentation catalog (a directory
    /// whose name ends in `.docc`), nil elsewhere.
    public static func detectedDialect(forPath path: String) -> Dialect? {
        let directories = path.split(separator: "/").dropLast()
        return directories.contains { $0.count > 5 && $0.hasSuffix(".docc") } ? .docc : nil
    }

    private static func dialect(_ node: ConfigNode?) throws(ConfigError) -> Dialect? {
        guard let node, !node.isNull else { return nil }
        let name = try node.asString()
        guard let dialect = Dialect(rawValue: name) else {
            let names = Dialect.allCases.map(\.rawValue)
            var message = "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ", found \"\(name)\""
            if let suggestion = NameSuggestion.closest(to: name, among: names) { message += "; did you mean \"\(suggestion)\"?" }
            throw node.error(message)
        }
        return dialect
    }
}
