/// Lexical path arithmetic on '/'-separated strings. `..` is resolved lexically, as Node's
/// `path.resolve` and most command-line tools do, so results never depend on the file system.
/// File discovery uses these functions; callers that compute paths of their own (config
/// directories, display paths) should too, so both agree.
public enum PathUtilities {
    /// An absolute, normalized form of `path`: relative paths are taken from `directory`;
    /// `.`, `..` and repeated or trailing slashes are removed (`/a/./b/../c/` → `/a/c`).
    public static func absolute(_ path: String, from directory: String) -> String {
        var joined = path.hasPrefix("/") ? path : directory + "/" + path
        if isNormalizedAbsolute(joined) { return joined }
        // Over the bytes: each kept name is appended with its slash, and `..` cuts back to
        // where the last kept name began.
        return joined.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var starts: [Int] = []
            var index = 0
            while index < bytes.count {
                while index < bytes.count && bytes[index] == UInt8(ascii: "/") { index += 1 }
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "/") { index += 1 }
                let length = index - start
                if length == 0 || (length == 1 && bytes[start] == UInt8(ascii: ".")) { continue }
                if length == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".") {
                    if let last = starts.popLast() { out.removeLast(out.count - last) }
                    continue
                }
                starts.append(out.count)
                out.append(UInt8(ascii: "/"))
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
            return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
        }
    }

    /// Whether `path` is `/` or `/`-separated names without empty, `.` or `..` ones: what
    /// `absolute` returns, found by one pass over the bytes (most paths are).
    private static func isNormalizedAbsolute(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            if bytes.count == 1 { return true }
            var componentStart = 1
            for index in 1...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - componentStart
                if length == 0 { return false }
                if bytes[componentStart] == UInt8(ascii: "."),
                   length == 1 || (length == 2 && bytes[componentStart + 1] == UInt8(ascii: ".")) { return false }
                componentStart = index + 1
            }
            return true
        }
    }

    /// A relative path normalized lexically, keeping leading `..` (`./a//b/../c` → `a/c`,
    /// `../x/./y` → `../x/y`); an empty result is `""`.
    public static func normalizedRelative(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// `path` relative to `directory` (both absolute and normalized): `""` when they are equal,
    /// `nil` when `path` is not inside `directory`.
    public static func relative(_ path: String, to directory: String) -> String? {
        if path == directory { return "" }
        if directory == "/" { return String(path.dropFirst()) }
        guard path.utf8.starts(with: directory.utf8), path.utf8.dropFirst(directory.utf8.count).first == UInt8(ascii: "/") else {
            return nil
        }
        return String(path.utf8.dropFirst(directory.utf8.count + 1))!
    }

    /// Joins a possibly empty directory with a name.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        if directory.utf8.last == UInt8(ascii: "/") { return directory + name }
        return directory + "/" + name
    }

    /// The parent of a normalized absolute path; the root is its own parent.
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The last component of a path.
    public static func lastComponent(of path: String) -> Substring {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return Substring(path) }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: "/") { start = utf8.index(before: start) }
        return path[start..<end]
    }

    /// A file name that is not valid UTF-8, readable: the valid characters as they are, each
    /// byte that does not belong to one as `\xHH` (`caf\xE9.md`).
    public static func readableName(_ bytes: [UInt8]) -> String {
        var out = ""
        var index = 0
        while index < bytes.count {
            // A UTF-8 character is one to four bytes long.
            let length = (1...min(4, bytes.count - index)).first { String(validating: bytes[index..<(index + $0)], as: UTF8.self) != nil }
            if let length {
                out += String(decoding: bytes[index..<(index + length)], as: UTF8.self)
                index += length
            } else {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                out += "\\x" + (hex.count == 1 ? "0" : "") + hex
                index += 1
            }
        }
        return out
    }
}
