import MarkdownSyntax

/// Runs of `*` or `_` and what CommonMark's flanking rules let them do where they are
/// written (MD037, and the fix safety of MD049 and MD050).
enum DelimiterRun {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// How the flanking rules see a neighbour of a run.
    enum Neighbour { case whitespace, punctuation, other }

    /// The class of the character at `index` (nil, or outside the bytes: the start or end
    /// of the text, which counts as whitespace).
    static func neighbour(_ bytes: Bytes, at index: Int?) -> Neighbour {
        guard let index, index >= 0, index < bytes.count else { return .whitespace }
        let scalar = UTF8Scalar.decode(bytes, at: index).0
        if UnicodeClass.isWhitespace(scalar) { return .whitespace }
        return UnicodeClass.isPunctuation(scalar) ? .punctuation : .other
    }

    /// Whether a run of `marker` characters written at `run` could open and close
    /// emphasis, given the characters around it.
    static func flanking(_ bytes: Bytes, _ run: Range<Int>, as marker: UInt8) -> (canOpen: Bool, canClose: Bool) {
        let before = neighbour(bytes, at: run.lowerBound > 0 ? UTF8Scalar.start(before: run.lowerBound, in: bytes) : nil)
        let after = neighbour(bytes, at: run.upperBound)
        let leftFlanking = after != .whitespace
            && (after != .punctuation || before == .whitespace || before == .punctuation)
        let rightFlanking = before != .whitespace
            && (before != .punctuation || after == .whitespace || after == .punctuation)
        if marker == UInt8(ascii: "*") { return (leftFlanking, rightFlanking) }
        return (leftFlanking && (!rightFlanking || before == .punctuation),
                rightFlanking && (!leftFlanking || after == .punctuation))
    }

    /// Whether a run of `*` or `_` can neither open nor close emphasis, so it stays text
    /// whatever markers surround it.
    static func isInert(_ bytes: Bytes, _ run: Range<Int>) -> Bool {
        let (canOpen, canClose) = flanking(bytes, run, as: bytes[run.lowerBound])
        return !canOpen && !canClose
    }

    /// Calls `body` with each run of `*` or `_` in `range`, in order, skipping
    /// backslash-escaped characters.
    static func forEach(in bytes: Bytes, _ range: Range<Int>, _ body: (Range<Int>) -> Void) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound && bytes[end] == byte { end += 1 }
            body(index..<end)
            index = end
        }
    }
}
