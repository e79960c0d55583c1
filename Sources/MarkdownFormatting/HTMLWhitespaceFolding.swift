import MarkdownSyntax

/// HTML with its whitespace as a browser displays it: outside `<pre>`, runs of spaces,
/// tabs and line breaks become one space, and whitespace at the very start goes. It takes
/// the HTML in pieces, as the renderer hands them out, so a large document's HTML is never
/// held whole.
struct HTMLWhitespaceFolding {
    private var preDepth = 0
    private var pendingSpace = false
    private var wroteAny = false
    /// The end of the last piece when a tag starts there that may be `<pre` or `</pre>`
    /// cut short: it is read with the next piece.
    private var carry: [UInt8] = []

    /// The whole of `html`, folded.
    static func folded(_ html: [UInt8]) -> [UInt8] {
        var folding = HTMLWhitespaceFolding()
        var out: [UInt8] = []
        out.reserveCapacity(html.count)
        html.withUnsafeBufferPointer { folding.fold($0, into: &out) }
        folding.finish(into: &out)
        return out
    }

    /// Appends the folded `piece` to `out` (a tag cut at its end waits for the next piece).
    mutating func fold(_ piece: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        if carry.isEmpty {
            carry = fold(piece, final: false, into: &out)
        } else {
            let joined = carry + piece
            carry = joined.withUnsafeBufferPointer { fold($0, final: false, into: &out) }
        }
    }

    /// Appends what the last piece left.
    mutating func finish(into out: inout [UInt8]) {
        let rest = carry
        carry = []
        _ = rest.withUnsafeBufferPointer { fold($0, final: true, into: &out) }
    }

    /// Folds `bytes` and returns those left for the next piece.
    private mutating func fold(_ bytes: UnsafeBufferPointer<UInt8>, final: Bool, into out: inout [UInt8]) -> [UInt8] {
        let limit = final ? bytes.count : Self.cutTagStart(bytes)
        var index = 0
        while index < limit {
            let runEnd = run(bytes, from: index, to: limit)
            if runEnd > index {
                if pendingSpace && wroteAny { out.append(0x20) }
                pendingSpace = false
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
                wroteAny = true
                index = runEnd
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if Self.hasPrefix(bytes, index, "<pre") { preDepth += 1 }
                if Self.hasPrefix(bytes, index, "</pre>") { preDepth = max(0, preDepth - 1) }
            }
            if preDepth == 0 && (byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D) {
                pendingSpace = true
            } else {
                if pendingSpace && wroteAny { out.append(0x20) }
                pendingSpace = false
                out.append(byte)
                wroteAny = true
            }
            index += 1
        }
        return Array(bytes[limit...])
    }

    /// The end of the bytes from `index` on that are copied as they are, at once: all but
    /// whitespace and control bytes (outside `<pre>`) and the starts of `<pre` and `</pre>`,
    /// plus a lone space between two such bytes (most text). Tags are most of a table's
    /// HTML, so a tag's `<` goes on the run rather than a step of its own.
    private func run(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to limit: Int) -> Int {
        var end = index
        while true {
            end = nextStop(bytes, from: end, to: limit)
            guard end < limit else { return end }
            if bytes[end] == UInt8(ascii: "<") {
                if Self.hasPrefix(bytes, end, "<pre") || Self.hasPrefix(bytes, end, "</pre>") { return end }
            } else if preDepth > 0 || end == index || bytes[end] != 0x20 || end + 1 >= limit || bytes[end + 1] <= 0x20 {
                return end
            }
            end += 1
        }
    }

    private func nextStop(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to limit: Int) -> Int {
        preDepth > 0
            ? min(ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) ?? limit, limit)
            : ByteSearch.firstIndex(of: UInt8(ascii: "<"), orBelow: 0x21, in: bytes, from: index, to: limit)
    }

    /// Where a `<` in the last five bytes starts (the longest tag looked for, `</pre>`, has
    /// six), or the end.
    private static func cutTagStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = bytes.count
        while index > max(0, bytes.count - 5) {
            index -= 1
            if bytes[index] == UInt8(ascii: "<") { return index }
        }
        return bytes.count
    }

    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != prefix.utf8Start[offset] { return false }
        return true
    }
}

/// A fingerprint of a document's HTML as displayed (`HTMLWhitespaceFolding`), taken as it
/// is rendered: the safety check compares these instead of keeping two whole renderings.
/// Equal HTML gives equal fingerprints; unequal HTML gives unequal ones but with a chance
/// of 2⁻⁶⁴ (SipHash with this process's random key, and the length).
struct HTMLFingerprint: Equatable {
    let count: Int
    let hash: Int

    /// Hashed in blocks of this many bytes, so equal HTML is hashed identically however the
    /// renderer cut it.
    private static let blockBytes = 1 << 16

    init(of markup: any Markup) {
        var builder = Builder()
        HTMLRenderer().render(markup) { builder.add($0) }
        self = builder.finish()
    }

    private init(count: Int, hash: Int) {
        self.count = count
        self.hash = hash
    }

    /// Takes HTML in the pieces a renderer hands out.
    struct Builder {
        private var folding = HTMLWhitespaceFolding()
        private var hasher = Hasher()
        private var count = 0
        private var pending: [UInt8] = []

        init() {
            pending.reserveCapacity(2 * HTMLFingerprint.blockBytes)
        }

        mutating func add(_ piece: UnsafeBufferPointer<UInt8>) {
            // A block at a time: a renderer's piece can be megabytes, which would otherwise
            // wait here whole, folded, until it was hashed.
            var start = 0
            repeat {
                let end = min(piece.count, start + HTMLFingerprint.blockBytes)
                folding.fold(UnsafeBufferPointer(rebasing: piece[start..<end]), into: &pending)
                if pending.count >= HTMLFingerprint.blockBytes { hashBlocks(final: false) }
                start = end
            } while start < piece.count
        }

        mutating func finish() -> HTMLFingerprint {
            folding.finish(into: &pending)
            hashBlocks(final: true)
            return HTMLFingerprint(count: count, hash: hasher.finalize())
        }

        private mutating func hashBlocks(final: Bool) {
            let whole = final ? pending.count : pending.count / HTMLFingerprint.blockBytes * HTMLFingerprint.blockBytes
            guard whole > 0 else { return }
            // The hasher is taken out for the call: `pending` is borrowed for it.
            var hasher = self.hasher
            pending.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[..<whole])) }
            self.hasher = hasher
            count += whole
            pending.removeFirst(whole)
        }
    }
}
