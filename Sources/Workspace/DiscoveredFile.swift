/// A file chosen by discovery. Files sort by display path, component by component, comparing
/// UTF-8 bytes (so `docs/a.md` comes before `docs-old.md`, independent of locale).
public struct DiscoveredFile: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Absolute and lexically normalized (`.` and `..` removed); use it to open the file.
    public let absolutePath: String
    /// What to show the user: relative to the current directory when the file is inside it
    /// (`docs/a.md`, no leading `./`), else as the user spelled the path (`../other/a.md`,
    /// `/srv/docs/a.md`).
    public let displayPath: String
    /// The project root (links resolved) of the path the user named to find it: writes to
    /// the file must not leave it (see `ProjectRoot`). Nil when not known.
    public let projectRoot: String?

    public init(absolutePath: String, displayPath: String, projectRoot: String? = nil) {
        self.absolutePath = absolutePath
        self.displayPath = displayPath
        self.projectRoot = projectRoot
    }

    public var description: String { displayPath }

    public static func < (lhs: DiscoveredFile, rhs: DiscoveredFile) -> Bool {
        if lhs.displayPath != rhs.displayPath { return precedes(lhs.displayPath, rhs.displayPath) }
        return precedes(lhs.absolutePath, rhs.absolutePath)
    }

    /// Byte order with '/' ranked below every other byte, which is component-wise order.
    private static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        func rank(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "/") ? 0 : byte }
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                for index in 0..<min(left.count, right.count) where left[index] != right[index] {
                    return rank(left[index]) < rank(right[index])
                }
                return left.count < right.count
            }
        }
    }
}
