/// Checks the configured thematic break text.
enum ThematicBreakStyle {
    /// The text if it is a thematic break on its own (three or more of one of `-*_`, with
    /// optional spaces), else nil.
    static func valid(_ text: String) -> String? {
        guard let first = text.first, "-*_".contains(first) else { return nil }
        var count = 0
        for character in text {
            if character == first { count += 1 } else if character != " " { return nil }
        }
        return count >= 3 && text.first != " " ? text : nil
    }
}
