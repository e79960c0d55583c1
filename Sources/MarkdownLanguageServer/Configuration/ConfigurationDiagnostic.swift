import Workspace
import YAML

/// A configuration error as a diagnostic of the configuration file: from the place it names
/// to the end of that line (the whole first line when it names none).
enum ConfigurationDiagnostic {
    /// `openText` is the file's text when the editor has it open (it may differ from disk).
    static func make(_ error: ConfigError, file: String, openText: [UInt8]?, encoding: PositionEncoding) -> JSON {
        let bytes = openText ?? (try? FileReader.readBytes(atPath: file)) ?? []
        let lines = LineIndex(bytes, encoding: encoding)
        var range = 0..<0
        if let mark = error.mark, mark.line >= 1, mark.line <= lines.lineCount {
            let content = lines.contentRange(ofLine: mark.line - 1, in: bytes)
            let start = offset(ofScalarColumn: mark.column, in: bytes, content)
            range = start..<max(start, content.upperBound)
        } else if lines.lineCount > 0 {
            range = lines.contentRange(ofLine: 0, in: bytes)
        }
        return [
            "range": lines.range(of: range, in: bytes).json,
            "severity": 1,
            "source": "mdtool",
            "message": .string(error.message),
        ]
    }

    /// The byte offset of a 1-based column counted in Unicode scalars (as libyaml counts).
    private static func offset(ofScalarColumn column: Int, in bytes: [UInt8], _ line: Range<Int>) -> Int {
        var index = line.lowerBound
        var scalars = 1
        while index < line.upperBound && scalars < column {
            index += 1
            while index < line.upperBound && bytes[index] & 0xC0 == 0x80 { index += 1 }
            scalars += 1
        }
        return index
    }
}
