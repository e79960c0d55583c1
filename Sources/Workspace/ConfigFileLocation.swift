/// A configuration file found by `ConfigFileLocator`.
public struct ConfigFileLocation: Sendable, Hashable, CustomStringConvertible {
    /// Absolute, lexically normalized path of the file.
    public let path: String
    /// Whose format the file is in.
    public let kind: ConfigFileKind

    public init(path: String, kind: ConfigFileKind) {
        self.path = path
        self.kind = kind
    }

    /// The directory holding the file: its globs are relative to it.
    public var directory: String { PathUtilities.parent(of: path) }

    /// A JavaScript module (`.cjs`, `.mjs`), which only Node.js can evaluate.
    public var isJavaScript: Bool { path.hasSuffix(".cjs") || path.hasSuffix(".mjs") }

    public var description: String { "\(path) (\(kind.rawValue))" }
}
