/// Collects output lines under a stack of container prefixes: a block quote puts `> `
/// before each of its lines, a list item puts its marker before its first line and
/// indentation before the others. Blank lines keep the prefixes without trailing spaces
/// (`  >` inside a quote inside a list item), so they stay inside their containers.
struct LineWriter {
    private struct Prefix {
        var first: [UInt8]
        var rest: [UInt8]
        var usedFirst = false
        /// Whether a paragraph inside may continue on a line with less indentation than
        /// this prefix (a list item's, not an admonition's or a footnote's).
        var admitsLazyLines = false
    }

    private(set) var output: [UInt8] = []
    private var prefixes: [Prefix] = []
    /// Whether anything has been written since the last `blankLine()`.
    private(set) var isAtBlockStart = true

    init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    mutating func pushQuote() {
        prefixes.append(Prefix(first: Array("> ".utf8), rest: Array("> ".utf8)))
    }

    /// A list item: `marker` (with its trailing space) on the first line, `indent` spaces after.
    /// `admitsLazyLines`: a paragraph inside may continue with less indentation (a list item).
    mutating func pushItem(marker: [UInt8], indent: Int, admitsLazyLines: Bool = false) {
        prefixes.append(Prefix(first: marker, rest: Self.spaces(indent), admitsLazyLines: admitsLazyLines))
    }

    /// A body indented `count` spaces on every line (an MkDocs admonition or content tab).
    mutating func pushIndent(_ count: Int) {
        let spaces = Self.spaces(count)
        prefixes.append(Prefix(first: spaces, rest: spaces))
    }

    mutating func pop() { prefixes.removeLast() }

    /// `count` spaces, shared for the usual counts: every list item pushes a prefix of
    /// them, and a list-heavy document has hundreds of thousands of items.
    static func spaces(_ count: Int) -> [UInt8] {
        count < commonSpaces.count ? commonSpaces[count] : [UInt8](repeating: 0x20, count: count)
    }

    private static let commonSpaces = (0..<16).map { [UInt8](repeating: 0x20, count: $0) }

    /// Whether the next line starts with a list item's or footnote's marker.
    var nextLineHasMarker: Bool {
        prefixes.contains { !$0.usedFirst && $0.first != $0.rest }
    }

    /// Whether the next line's prefixes are all spaces (no marker, no `>`): its content is
    /// the first thing a reader sees on it.
    var nextLinePrefixIsBlank: Bool { nextLinePrefixWidth != nil }

    /// The width of the next line's prefixes when they are all spaces, nil when they hold a
    /// marker or a `>`.
    var nextLinePrefixWidth: Int? { spacePrefixWidth(prefixes[...]) }

    /// The width of the next line's prefixes a lazy continuation line must still have: all
    /// up to the innermost one that admits no lazy lines, nil when they are not all spaces.
    var nextLineLazyPrefixWidth: Int? {
        let kept = prefixes.lastIndex { !$0.admitsLazyLines }.map { $0 + 1 } ?? 0
        return spacePrefixWidth(prefixes[..<kept])
    }

    private func spacePrefixWidth(_ prefixes: ArraySlice<Prefix>) -> Int? {
        var width = 0
        for prefix in prefixes {
            let bytes = prefix.usedFirst ? prefix.rest : prefix.first
            guard bytes.allSatisfy({ $0 == 0x20 }) else { return nil }
            width += bytes.count
        }
        return width
    }

    /// The output, leaving this writer empty (the caller's copy is then the only one).
    mutating func takeOutput() -> [UInt8] {
        defer { output = [] }
        return output
    }

    /// Where the next line will start in `output`.
    var position: Int { output.count }

    /// The line written at `start` (a position), without its line ending.
    func line(at start: Int) -> ArraySlice<UInt8>? {
        guard start < output.count else { return nil }
        let end = output[start...].firstIndex(of: 0x0A) ?? output.count
        return output[start..<end]
    }

    /// Puts a blank line before the line written at `start`.
    mutating func insertBlankLine(at start: Int) {
        output.insert(0x0A, at: start)
    }

    mutating func line(_ content: some Collection<UInt8>) {
        let start = output.count
        for index in prefixes.indices {
            if prefixes[index].usedFirst {
                output.append(contentsOf: prefixes[index].rest)
            } else {
                output.append(contentsOf: prefixes[index].first)
                prefixes[index].usedFirst = true
            }
        }
        output.append(contentsOf: content)
        if content.isEmpty {
            while output.count > start, output.last == 0x20 { output.removeLast() }
        }
        output.append(0x0A)
        isAtBlockStart = false
    }

    mutating func line(_ text: String) { line(Array(text.utf8)) }

    /// A line written outside every container prefix, where a reader of the file sees it
    /// at the start of a line (a lazy continuation line).
    mutating func unprefixedLine(_ content: some Collection<UInt8>) {
        output.append(contentsOf: content)
        output.append(0x0A)
        isAtBlockStart = false
    }

    mutating func blankLine() {
        line([UInt8]())
        isAtBlockStart = true
    }

    /// Lines of `text` separated by `\n`, each under the current prefixes.
    mutating func lines(_ text: [UInt8]) {
        var start = 0
        for index in text.indices where text[index] == 0x0A {
            line(text[start..<index])
            start = index + 1
        }
        line(text[start...])
    }
}
