/// `--output-format json`: an array of findings, one object each.
public enum JSONReporter {
    /// A JSON array with one object per finding (`path`, positions, rule, severity, message, `fixable` and the fix).
    public static func render(_ report: LintReport) -> String {
        var items: [JSONValue] = []
        let aliases = Dictionary(report.rules.map { ($0.id, $0.aliases) }, uniquingKeysWith: { first, _ in first })
        for file in report.files {
            for diagnostic in file.diagnostics {
                var members: [(String, JSONValue)] = [
                    ("path", .string(file.path)),
                    ("line", .int(diagnostic.line)),
                    ("column", .int(diagnostic.column)),
                    ("end_line", .int(diagnostic.endLine)),
                    ("end_column", .int(diagnostic.endColumn)),
                    ("rule", .string(diagnostic.ruleID)),
                    ("aliases", .array((aliases[diagnostic.ruleID] ?? [diagnostic.ruleAlias]).map(JSONValue.string))),
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("message", .string(diagnostic.message)),
                    ("description", .string(diagnostic.summary)),
                    ("detail", diagnostic.detail.map(JSONValue.string) ?? .null),
                    ("context", diagnostic.context.map(JSONValue.string) ?? .null),
                    ("fixable", .bool(diagnostic.isFixable)),
                ]
                if let fix = diagnostic.fix {
                    members.append(("fix", .object([
                        ("applicability", .string(fix.applicability.rawValue)),
                        ("edits", .array(fix.edits.map { edit in
                            .object([("start_offset", .int(edit.range.lowerBound)),
                                     ("end_offset", .int(edit.range.upperBound)),
                                     ("replacement", .string(edit.replacement))])
                        })),
                    ])))
                }
                items.append(.object(members))
            }
        }
        return JSONValue.array(items).serialized(pretty: true) + "\n"
    }
}
