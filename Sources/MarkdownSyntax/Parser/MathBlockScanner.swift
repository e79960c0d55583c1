/// The lines around a display math block: two or more `$` and nothing else (GitHub's `$$`
/// blocks, pymdownx.arithmatex's in MkDocs). A closing line has at least as many `$` as the
/// opening one (`BlockScanners.isClosingFence` with `$`).
enum MathBlockScanner {
    /// The number of `$` of an opening line starting at `position`.
    static func openingLength(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int, _ end: Int) -> Int? {
        var cursor = position
        while cursor < end && bytes[cursor] == UInt8(ascii: "$") { cursor += 1 }
        let length = cursor - position
        guard length >= 2 else { return nil }
        while cursor < end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        return cursor == end ? length : nil
    }
}
