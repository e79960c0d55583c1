import MarkdownSyntax
import YAML

/// Which dialect each file of a project is read in. The most specific choice wins: the last
/// override whose `files` match the file and that names a `dialect`, else the dialect the
/// file's place says (a file inside a `*.docc` catalog is DocC, one in the `docs_dir` of an
/// `mkdocs.yml` MkDocs), else the top-level
/// `dialect`, else GFM. A command's `--dialect` wins over all of them.
public struct DialectSelection: Sendable, Hashable {
    /// The top-level `dialect`.
    public let projectDialect: Dialect?
    /// The `dialect` of each override, in order (nil for one without).
    public let overrideDialects: [Dialect?]
    /// The extensions the top-level `extensions` mapping switches on, and those it switches off
    /// (`extensions: { math: false }`), in whatever dialect a file is read.
    public let enabledExtensions: SyntaxExtensions
    public let disabledExtensions: SyntaxExtensions

    public init(projectDialect: Dialect? = nil, overrideDialects: [Dialect?] = [],
                enabledExtensions: SyntaxExtensions = [], disabledExtensions: SyntaxExtensions = []) {
        self.projectDialect = projectDialect
        self.overrideDialects = overrideDialects
        self.enabledExtensions = enabledExtensions
        self.disabledExtensions = disabledExtensions
    }

    /// Decodes the top-level `dialect`, the `extensions` mappings (a later one's key wins over
    /// an earlier one's), and the `dialect` of each override (nil where absent).
    init(project: ConfigNode?, extensions: [ConfigNode], overrides: [ConfigNode?]) throws(ConfigError) {
        var enabled: SyntaxExtensions = []
        var disabled: SyntaxExtensions = []
        for extensions in extensions where !extensions.isNull {
            for pair in try extensions.asMapping() {
                let name = try pair.key.asString()
                guard let syntax = SyntaxExtensions(name: name) else {
                    let names = SyntaxExtensions.names.map(\.name)
                    var message = "unknown extension \"\(name)\""
                    if let suggestion = NameSuggestion.closest(to: name, among: names) {
                        message += "; did you mean \"\(suggestion)\"?"
                    }
                    throw pair.key.error(message)
                }
                if try pair.value.asBool() {
                    enabled.insert(syntax)
                    disabled.remove(syntax)
                } else {
                    disabled.insert(syntax)
                    enabled.remove(syntax)
                }
            }
        }
        self.init(projectDialect: try Self.dialect(project),
                  overrideDialects: try overrides.map { (node) throws(ConfigError) in try Self.dialect(node) },
                  enabledExtensions: enabled, disabledExtensions: disabled)
    }

    /// How to parse a file read in `dialect`: its extensions, changed as `extensions` says.
    public func parseOptions(for dialect: Dialect) -> ParseOptions {
        ParseOptions(dialect: dialect, extensions: dialect.extensions.union(enabledExtensions).subtracting(disabledExtensions))
    }

    /// What decided a file's dialect.
    public enum Reason: Sendable, Hashable {
        /// The override at this index (in `FileSelection.matchingOverrides`' numbering).
        case override(Int)
        /// The file's place: a `*.docc` catalog or an MkDocs `docs_dir`.
        case place
        /// The top-level `dialect`.
        case project
        /// Nothing: GFM.
        case fallback
    }

    /// The dialect of the file at `absolutePath`, which the overrides at `matchingOverrides`
    /// (indices, as `FileSelection.matchingOverrides` gives them) apply to.
    public func dialect(forAbsolutePath absolutePath: String, matchingOverrides: [Int], places: PlaceDialects? = nil) -> Dialect {
        choice(forAbsolutePath: absolutePath, matchingOverrides: matchingOverrides, places: places).dialect
    }

    /// The dialect of the file at `absolutePath` and what decided it (`mdtool lint --show-config`);
    /// `places` remembers what each directory implies, for callers asking about many files.
    public func choice(forAbsolutePath absolutePath: String, matchingOverrides: [Int],
                       places: PlaceDialects? = nil) -> (dialect: Dialect, reason: Reason) {
        for index in matchingOverrides.reversed() where index < overrideDialects.count {
            if let dialect = overrideDialects[index] { return (dialect, .override(index)) }
        }
        let detected = places.map { $0.dialect(forPath: absolutePath) } ?? Self.detectedDialect(forPath: absolutePath)
        if let detected { return (detected, .place) }
        return projectDialect.map { ($0, .project) } ?? (.gfm, .fallback)
    }

    /// The dialect a file's place implies: DocC inside a documentation catalog (a directory
    /// whose name ends in `.docc`), MkDocs in the `docs_dir` of an `mkdocs.yml` above an
    /// absolute `path`, nil elsewhere.
    public static func detectedDialect(forPath path: String) -> Dialect? {
        // Bytes, not characters: this runs for every file of a run.
        let directories = path.utf8.split(separator: UInt8(ascii: "/")).dropLast()
        if directories.contains(where: { $0.count > 5 && $0.suffix(5).elementsEqual(".docc".utf8) }) { return .docc }
        return path.hasPrefix("/") && MkDocsProjectLocator.isPage(path) ? .mkdocs : nil
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
