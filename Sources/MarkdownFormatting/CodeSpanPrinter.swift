/// Writes a code span for code that has no usable source text.
enum CodeSpanPrinter {
    /// Delimited by a backtick string whose length differs from every backtick run inside
    /// (the written length when possible, and at least `minimumBackticks`: a DocC symbol link
    /// needs two), padded with a space where CommonMark would otherwise strip one or merge a
    /// backtick into the delimiter.
    static func print(_ code: String, preferredBackticks: Int, minimumBackticks: Int = 1) -> String {
        var runs = Set<Int>()
        var run = 0
        for character in code {
            if character == "`" {
                run += 1
            } else if run > 0 {
                runs.insert(run)
                run = 0
            }
        }
        if run > 0 { runs.insert(run) }
        var count = max(minimumBackticks, preferredBackticks)
        if runs.contains(count) {
            count = minimumBackticks
            while runs.contains(count) { count += 1 }
        }
        let fence = String(repeating: "`", count: count)
        let allSpaces = !code.isEmpty && code.allSatisfy { $0 == " " }
        let needsPadding = code.hasPrefix("`") || code.hasSuffix("`")
            || (!allSpaces && code.hasPrefix(" ") && code.hasSuffix(" "))
        let padding = needsPadding ? " " : ""
        return fence + padding + code + padding + fence
    }
}
