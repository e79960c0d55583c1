import MarkdownSyntax

/// `--output-format junit`: JUnit XML as Jenkins' JUnit plugin and GitLab's test reports
/// read it. One `<testsuite>` per file (named by its path, so the CI's test view groups
/// findings as the files do); in it one `<testcase>` per finding, named by the rule and
/// position, failing with the message and `path:line:column`. A file without findings has
/// one passing test case, so clean files count as passed tests. Warnings fail too (the
/// failure's `type` says `warning`), as `lint` lists them. Text is XML-escaped; characters
/// XML 1.0 cannot carry at all (most control characters) are written as visible escapes
/// (`ControlCharacterEscaping`), and line breaks inside attributes as character references.
public enum JUnitReporter {
    /// The whole report as one `<testsuites>` document.
    public static func render(_ report: LintReport) -> String {
        var suites = ""
        var tests = 0
        var failures = 0
        for file in report.files {
            let path = file.path
            let cases = max(file.diagnostics.count, 1)
            tests += cases
            failures += file.diagnostics.count
            suites += "  <testsuite name=\"\(attribute(path))\" tests=\"\(cases)\" failures=\"\(file.diagnostics.count)\""
                + " errors=\"0\" skipped=\"0\" file=\"\(attribute(file.repositoryPath))\">\n"
            if file.diagnostics.isEmpty {
                suites += "    <testcase name=\"no problems\" classname=\"\(attribute(path))\"/>\n"
            }
            for diagnostic in file.diagnostics {
                let rule = diagnostic.ruleAlias == diagnostic.ruleID ? diagnostic.ruleID : "\(diagnostic.ruleID)/\(diagnostic.ruleAlias)"
                let position = "\(diagnostic.line):\(diagnostic.column)"
                suites += "    <testcase name=\"\(attribute("\(rule) at \(position)"))\" classname=\"\(attribute(path))\">\n"
                suites += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(attribute(diagnostic.message))\">"
                suites += text("\(path):\(position): \(diagnostic.severity.rawValue): \(rule) \(diagnostic.message)")
                suites += "</failure>\n    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"mdtool lint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    /// Escaped for an attribute value in double quotes.
    static func attribute(_ value: String) -> String { escape(value, inAttribute: true) }

    /// Escaped for element content.
    static func text(_ value: String) -> String { escape(value, inAttribute: false) }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            // An attribute's parser turns literal line breaks and tabs into spaces.
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            case _ where ControlCharacterEscaping.needsEscaping(scalar): out += ControlCharacterEscaping.escaped(String(scalar))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
