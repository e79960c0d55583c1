/// Small helpers rules share.
extension LintContext {
    /// The part of `range` on its first line.
    public func firstLine(of range: Range<Int>) -> Range<Int> {
        let line = self.line(at: range.lowerBound)
        return range.lowerBound..<max(range.lowerBound, min(range.upperBound, line.range.upperBound))
    }

    /// The file's line ending (from its first line), for fixes that add lines.
    public var preferredLineEnding: String {
        guard let first = lines.first(where: { $0.lineEndingLength > 0 }) else { return "\n" }
        if first.lineEndingLength == 2 { return "\r\n" }
        return bytes[first.range.upperBound] == 0x0D ? "\r" : "\n"
    }
}
