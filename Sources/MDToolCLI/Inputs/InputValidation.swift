import MarkdownSyntax

/// Checks Markdown input chunk by chunk as it is read, so a binary stream is refused after
/// its first chunk instead of being read to the size limit: the text must be UTF-8, with no
/// NUL byte in its first 8 KiB (binary files, and UTF-16 text, which has a NUL beside every
/// ASCII character). Problems are one line naming the input, with `line:column` for UTF-8.
struct InputValidation {
    /// How far into the input NUL bytes mean "binary", as git and grep judge it.
    static let binaryWindow = 8192

    let name: String
    /// Why the input is refused, once it is.
    private(set) var problem: String?
    /// Bytes before this offset are known to be valid UTF-8.
    private var validUpTo = 0
    /// Whether the first `binaryWindow` bytes (or all, if fewer) were found to be text.
    private var windowIsText = false

    init(name: String) {
        self.name = name
    }

    /// Whether to read on after a chunk: `bytes` is everything read so far; what follows
    /// the part already checked is checked now. A character cut by the chunk's end is
    /// checked with the next chunk.
    mutating func accepts(_ bytes: [UInt8]) -> Bool {
        check(bytes, atEnd: false)
    }

    /// The last check, once everything is read: the problem, if any.
    mutating func finish(_ bytes: [UInt8]) -> String? {
        if problem == nil { _ = check(bytes, atEnd: true) }
        return problem
    }

    private mutating func check(_ bytes: [UInt8], atEnd: Bool) -> Bool {
        if !windowIsText {
            if let refusal = binaryProblem(bytes.prefix(Self.binaryWindow)) {
                problem = refusal
                return false
            }
            // Decided once the window is full, or at the end.
            windowIsText = atEnd || bytes.count >= Self.binaryWindow
        }
        let invalid = bytes.withUnsafeBufferPointer { buffer in
            UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: buffer[validUpTo...])).map { validUpTo + $0 }
        }
        guard let invalid else {
            validUpTo = bytes.count
            return true
        }
        // Up to three bytes at the end may start a character the next chunk completes.
        if !atEnd && bytes.count - invalid < 4 {
            validUpTo = invalid
            return true
        }
        let location = SourceFile(bytes: Array(bytes[..<invalid])).location(at: invalid)
        problem = "\(name):\(location.line):\(location.column): invalid UTF-8 (byte offset \(invalid)); mdtool reads UTF-8 text only"
        return false
    }

    /// Why the start of the input is not text, if it is not.
    private func binaryProblem(_ window: ArraySlice<UInt8>) -> String? {
        let utf16 = "\(name): UTF-16 text; mdtool reads UTF-8 text only (convert it with 'iconv -f UTF-16 -t UTF-8')"
        if window.starts(with: [0xFF, 0xFE]) || window.starts(with: [0xFE, 0xFF]) { return utf16 }
        // memchr, not a byte-by-byte `contains`: every file's first 8 KiB pass through here.
        let hasNUL = window.withUnsafeBufferPointer { ByteSearch.firstIndex(of: 0, in: $0, from: 0) != nil }
        guard hasNUL else { return nil }
        return looksLikeUTF16(window) ? utf16 : "\(name): binary file (contains NUL bytes), not Markdown"
    }

    /// Mostly-ASCII UTF-16 without a byte-order mark: NUL bytes in at least half of the
    /// even or of the odd offsets, and none in the others.
    private func looksLikeUTF16(_ window: ArraySlice<UInt8>) -> Bool {
        guard window.count >= 16 else { return false }
        var zeros = (even: 0, odd: 0)
        for (offset, byte) in window.enumerated() where byte == 0 {
            if offset % 2 == 0 { zeros.even += 1 } else { zeros.odd += 1 }
        }
        let half = window.count / 2
        return (zeros.even * 2 >= half && zeros.odd == 0) || (zeros.odd * 2 >= half && zeros.even == 0)
    }
}
