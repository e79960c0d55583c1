/// A symbolic link a walk did not follow because it leads out of the project root.
public struct SkippedLink: Sendable, Hashable, CustomStringConvertible {
    /// The link's display path.
    public let path: String
    /// Where it leads, links resolved.
    public let target: String

    public init(path: String, target: String) {
        self.path = path
        self.target = target
    }

    /// `vendor: not followed: a symbolic link out of the project (to /elsewhere)`.
    public var description: String {
        FileSystemError(path: path, message: "not followed: a symbolic link out of the project (to \(target))").description
    }
}
