import Workspace

/// Fingerprints of findings that stay the same when lines are added or removed elsewhere in
/// the file, so that code scanning (SARIF `partialFingerprints`) and GitLab's Code Quality
/// widget keep recognizing a finding as the same one: the SHA-256 of the rule, the file's
/// repository path, the flagged line with its whitespace collapsed, and how many findings of
/// the same rule on equal lines come before it in the file (the line number is left out).
public enum FindingFingerprint {
    /// One fingerprint per diagnostic of `file`, in the same order.
    public static func fingerprints(of file: LintReport.FileResult) -> [String] {
        var occurrences: [String: Int] = [:]
        return file.diagnostics.map { diagnostic in
            let line = diagnostic.line >= 1 && diagnostic.line <= file.lines.count ? file.lines[diagnostic.line - 1] : ""
            let key = diagnostic.ruleID + "\u{0}" + file.repositoryPath + "\u{0}" + normalized(line)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return SHA256.hex(Array((key + "\u{0}" + String(occurrence)).utf8))
        }
    }

    /// The line without leading and trailing whitespace, inner runs of it as one space: a
    /// re-indented or re-wrapped line keeps its findings' fingerprints.
    static func normalized(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
