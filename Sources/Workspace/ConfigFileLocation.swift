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

    /// The directory holding the file: include/exclude globs are relative to it.
    public var directory: String { PathUtilities.parent(of: path) }

    public var description: String { "\(path) (\(kind.rawValue))" }
}
