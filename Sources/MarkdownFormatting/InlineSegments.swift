/// Printed inline content before it is laid out into lines: text that may be broken at
/// its spaces, pieces that must stay whole (code, links, HTML, delimiters), and breaks.
enum InlineSegment {
    /// Text whose spaces may become line breaks when wrapping.
    case text([UInt8])
    /// Bytes that must not be broken (they may hold `\n` of their own, e.g. raw HTML).
    case atom([UInt8])
    /// A line ending inside a paragraph.
    case softBreak
    /// A hard line break: the marker (`\` or spaces) ends the line. Spaces may become a
    /// backslash where the line needs it, unless `spacesOnly` (after a URL, which a
    /// backslash would extend).
    case hardBreak([UInt8], spacesOnly: Bool)
}
