/// `--output-format gitlab`: a GitLab Code Quality report (the `codequality` artifact), a JSON
/// array with one issue per finding. Errors are `major`, warnings `minor`; the fingerprint
/// (`FindingFingerprint`) lets the merge request widget tell new findings from old ones.
public enum GitLabReporter {
    /// The issues of every file, with paths relative to the repository root as GitLab expects.
    public static func render(_ report: LintReport) -> String {
        var items: [JSONValue] = []
        for file in report.files {
            let fingerprints = FindingFingerprint.fingerprints(of: file)
            for (diagnostic, fingerprint) in zip(file.diagnostics, fingerprints) {
                items.append(.object([
                    ("type", .string("issue")),
                    ("check_name", .string(diagnostic.ruleID)),
                    ("description", .string("\(diagnostic.ruleID)/\(diagnostic.ruleAlias) \(diagnostic.message)")),
                    ("categories", .array([.string("Style")])),
                    ("severity", .string(diagnostic.severity == .error ? "major" : "minor")),
                    ("fingerprint", .string(fingerprint)),
                    ("location", .object([
                        ("path", .string(file.repositoryPath)),
                        ("lines", .object([("begin", .int(diagnostic.line)), ("end", .int(diagnostic.endLine))])),
                    ])),
                ]))
            }
        }
        return JSONValue.array(items).serialized(pretty: true) + "\n"
    }
}
