import MarkdownSyntax

/// `--output-format github`: GitHub Actions workflow commands, one per finding, which
/// GitHub shows as annotations on the pull request. Other control characters than the
/// encoded line breaks are escaped (`ControlCharacterEscaping`): the log shows them to people.
public enum GitHubReporter {
    /// One `::error` or `::warning` command per finding, with the file, the range and the rule ID as its title.
    public static func render(_ report: LintReport) -> String {
        var out = ""
        for file in report.files {
            for diagnostic in file.diagnostics {
                var properties = ["file=\(escapeProperty(file.repositoryPath))", "line=\(diagnostic.line)"]
                let singleLine = diagnostic.line == diagnostic.endLine
                if singleLine { properties.append("col=\(diagnostic.column)") }
                properties.append("endLine=\(diagnostic.endLine)")
                if singleLine { properties.append("endColumn=\(max(diagnostic.endColumn, diagnostic.column))") }
                properties.append("title=\(escapeProperty(diagnostic.ruleID))")
                let level = diagnostic.severity == .error ? "error" : "warning"
                out += "::\(level) \(properties.joined(separator: ","))::\(escapeMessage(diagnostic.message))\n"
            }
        }
        return out
    }

    /// `%`, CR and LF are escaped in messages.
    static func escapeMessage(_ text: String) -> String { escape(text, property: false) }

    /// Properties also escape `:` and `,`, which separate them.
    static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            case _ where ControlCharacterEscaping.needsEscaping(scalar): out += ControlCharacterEscaping.escaped(String(scalar))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
