/// `--output-format json`: an array of findings, one object each.
public enum JSONReporter {
    /// A JSON array with one object per finding (`path`, positions, rule, severity, message, `fixable` and the fix).
    public static func render(_ report: LintReport) -> String {
        String(decoding: renderUTF8(report), as: UTF8.self)
    }

    /// The same as UTF-8 bytes, written finding by finding: a report of a million findings
    /// is never a tree of values first.
    public static func renderUTF8(_ report: LintReport) -> [UInt8] {
        let aliases = Dictionary(report.rules.map { ($0.id, $0.aliases) }, uniquingKeysWith: { first, _ in first })
        // About 600 bytes a finding: one allocation rather than many regrowths.
        var json = JSONWriter(pretty: true, capacity: report.files.reduce(0) { $0 + $1.diagnostics.count } * 640 + 4)
        json.beginArray()
        for file in report.files {
            for diagnostic in file.diagnostics { write(diagnostic, path: file.path, aliases: aliases, to: &json) }
        }
        json.endArray()
        json.endLine()
        return json.bytes
    }

    private static func write(_ diagnostic: Diagnostic, path: String, aliases: [String: [String]], to json: inout JSONWriter) {
        json.beginObject()
        json.key("path")
        json.string(path)
        for (name, number) in [("line", diagnostic.line), ("column", diagnostic.column), ("end_line", diagnostic.endLine),
                               ("end_column", diagnostic.endColumn)] {
            json.key(name)
            json.int(number)
        }
        json.key("rule")
        json.string(diagnostic.ruleID)
        json.key("aliases")
        json.beginArray()
        for alias in aliases[diagnostic.ruleID] ?? [diagnostic.ruleAlias] { json.string(alias) }
        json.endArray()
        json.key("severity")
        json.string(diagnostic.severity.rawValue)
        json.key("message")
        json.string(concatenating: diagnostic.messagePieces)
        json.key("description")
        json.string(diagnostic.summary)
        json.key("detail")
        json.string(diagnostic.detail)
        json.key("context")
        json.string(diagnostic.context)
        json.key("fixable")
        json.bool(diagnostic.isFixable)
        if let fix = diagnostic.fix {
            json.key("fix")
            json.beginObject()
            json.key("applicability")
            json.string(fix.applicability.rawValue)
            json.key("edits")
            json.beginArray()
            fix.forEachEdit { edit in
                json.beginObject()
                json.key("start_offset")
                json.int(edit.range.lowerBound)
                json.key("end_offset")
                json.int(edit.range.upperBound)
                json.key("replacement")
                json.string(edit.replacement)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endObject()
    }
}
