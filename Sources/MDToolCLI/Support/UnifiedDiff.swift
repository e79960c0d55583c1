import MarkdownSyntax
import MarkdownTransforms

/// A unified diff (`--- a`, `+++ b`, `@@` hunks with three lines of context), optionally
/// coloured for a terminal. It is for reading: control characters in the path and the lines
/// are escaped (a CR ending a line stays, so CRLF files diff as they are). A last line without
/// a line break is followed by `\ No newline at end of file`, as diff and patch write it.
enum UnifiedDiff {
    /// The diff with `path` on both header lines (`fmt --diff`).
    static func render(old: [UInt8], new: [UInt8], path: String, color: Bool) -> String {
        render(old: old, new: new, oldLabel: path, newLabel: path, color: color)
    }

    /// The diff headed `--- oldLabel` and `+++ newLabel` (`lint --diff`'s `a/path`, `b/path`).
    static func render(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, color: Bool) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let edits = LineDiff.anchoredEdits(oldLines, newLines)
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else {
            return ""
        }
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var out = paint("--- " + ControlCharacterEscaping.escaped(oldLabel), "1") + "\n"
            + paint("+++ " + ControlCharacterEscaping.escaped(newLabel), "1") + "\n"
        let context = 3
        var index = 0
        while index < edits.count {
            guard !isSame(edits[index]) else {
                index += 1
                continue
            }
            // A hunk: from `context` lines before this change to `context` lines after the last
            // change that is within 2 × context lines of the previous one.
            let start = Swift.max(0, index - context)
            var end = index
            var sameRun = 0
            var cursor = index
            while cursor < edits.count {
                if isSame(edits[cursor]) {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = Swift.min(edits.count, end + context + 1)
            let hunk = edits[start..<stop]
            let oldStart = hunk.compactMap(oldIndex).first.map { $0 + 1 } ?? 0
            let newStart = hunk.compactMap(newIndex).first.map { $0 + 1 } ?? 0
            let oldCount = hunk.filter { oldIndex($0) != nil }.count
            let newCount = hunk.filter { newIndex($0) != nil }.count
            out += paint("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@", "36") + "\n"
            for edit in hunk {
                switch edit {
                case .same(let old, _):
                    let line = oldLines[old].text
                    out += " " + shown(line) + "\n" + endMark(line)
                case .delete(let old):
                    let line = oldLines[old].text
                    out += paint("-" + shown(line), "31") + "\n" + endMark(line)
                case .insert(let new):
                    let line = newLines[new].text
                    out += paint("+" + shown(line), "32") + "\n" + endMark(line)
                }
            }
            index = stop
        }
        return out
    }

    /// A line of the file as the diff shows it, without its LF: controls escaped, a CRLF
    /// ending kept (a CR before the line feed is harmless), a lone CR ending shown as `\x0D`.
    private static func shown(_ line: Substring) -> String {
        switch line.last {
        case "\n": return ControlCharacterEscaping.escaped(line.dropLast())
        case "\r\n": return ControlCharacterEscaping.escaped(line.dropLast()) + "\r"
        default: return ControlCharacterEscaping.escaped(line)
        }
    }

    /// The marker after the file's last line when it ends without a line break.
    private static func endMark(_ line: Substring) -> String {
        line.last == "\n" || line.last == "\r\n" || line.last == "\r" ? "" : "\\ No newline at end of file\n"
    }

    /// A line of a file with its ending, compared and hashed by its bytes: reading a large
    /// file as characters, and comparing and hashing them as strings, was most of a diff's
    /// time.
    private struct Line: Hashable {
        let bytes: ArraySlice<UInt8>

        static func == (lhs: Line, rhs: Line) -> Bool { lhs.bytes == rhs.bytes }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        var text: Substring { Substring(decoding: bytes, as: UTF8.self) }
    }

    /// The lines of `bytes`, each with its ending (LF, CRLF or CR), so that a change of line
    /// ending, or of the last line's missing one, is a change of the line.
    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0A || byte == 0x0D else { continue }
            if byte == 0x0D && index < bytes.count && bytes[index] == 0x0A { index += 1 }
            result.append(Line(bytes: bytes[start..<index]))
            start = index
        }
        if start < bytes.count { result.append(Line(bytes: bytes[start...])) }
        return result
    }

    private static func isSame(_ edit: LineDiff.Edit) -> Bool {
        if case .same = edit { return true }
        return false
    }

    private static func oldIndex(_ edit: LineDiff.Edit) -> Int? {
        switch edit {
        case .same(let old, _), .delete(let old): return old
        case .insert: return nil
        }
    }

    private static func newIndex(_ edit: LineDiff.Edit) -> Int? {
        switch edit {
        case .same(_, let new), .insert(let new): return new
        case .delete: return nil
        }
    }
}
