/// `--output-format sarif`: SARIF 2.1.0, for GitHub code scanning and other viewers. Each
/// rule carries its page as `help`; each result a `partialFingerprints` entry
/// (`FindingFingerprint`) that survives lines moving.
public enum SARIFReporter {
    /// The report as one SARIF 2.1.0 log: every rule of the report, and a result per finding with its region and fixes.
    /// - Parameters:
    /// - report: The files and findings.
    /// - toolVersion: mdtool's version, shown by code-scanning viewers.
    /// - links: Where `informationUri` and each rule's `helpUri` point.
    public static func render(_ report: LintReport, toolVersion: String, links: ReportLinks = .standard) -> String {
        var ruleIndex: [String: Int] = [:]
        for (index, descriptor) in report.rules.enumerated() where ruleIndex[descriptor.id] == nil { ruleIndex[descriptor.id] = index }
        let rules: [JSONValue] = report.rules.map { descriptor in
            var rule: [(String, JSONValue)] = [
                ("id", .string(descriptor.id)),
                ("name", .string(descriptor.aliases.first ?? descriptor.id)),
                ("shortDescription", .object([("text", .string(descriptor.summary))])),
                ("fullDescription", .object([("text", .string(descriptor.summary))])),
            ]
            // Custom rules have no page in the repository.
            if let page = links.ruleURI(for: descriptor.id) { rule.append(("helpUri", .string(page))) }
            // The page once, as Markdown (what code-scanning viewers show); the plain text SARIF
            // requires beside it is the summary, so that a report does not carry every page twice.
            if let help = RuleCatalog.page(of: descriptor) {
                rule.append(("help", .object([("text", .string(descriptor.summary)), ("markdown", .string(help))])))
            }
            rule.append(("defaultConfiguration", .object([("level", .string(descriptor.defaultSeverity.rawValue))])))
            rule.append(("properties", .object([("tags", .array(descriptor.tags.map(JSONValue.string)))])))
            return .object(rule)
        }
        var results: [JSONValue] = []
        for file in report.files {
            let fingerprints = FindingFingerprint.fingerprints(of: file)
            for (diagnostic, fingerprint) in zip(file.diagnostics, fingerprints) {
                var region: [(String, JSONValue)] = [
                    ("startLine", .int(diagnostic.line)), ("startColumn", .int(diagnostic.column)),
                    ("endLine", .int(diagnostic.endLine)), ("endColumn", .int(max(diagnostic.endColumn, 1))),
                ]
                if diagnostic.line == diagnostic.endLine && diagnostic.endColumn < diagnostic.column {
                    region[3] = ("endColumn", .int(diagnostic.column))
                }
                let location: JSONValue = .object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(uriPath(file.repositoryPath))),
                                                      ("uriBaseId", .string("%SRCROOT%"))])),
                        ("region", .object(region)),
                    ])),
                ])
                var result: [(String, JSONValue)] = [
                    ("ruleId", .string(diagnostic.ruleID)),
                    ("ruleIndex", .int(ruleIndex[diagnostic.ruleID] ?? 0)),
                    ("level", .string(diagnostic.severity == .error ? "error" : "warning")),
                    ("message", .object([("text", .string(diagnostic.message))])),
                    ("locations", .array([location])),
                    ("partialFingerprints", .object([
                        ("mdtool/v2", .string(fingerprint)),
                    ])),
                ]
                if let fix = diagnostic.fix {
                    let replacements: [JSONValue] = fix.edits.map { edit in
                        .object([
                            ("deletedRegion", .object([("byteOffset", .int(edit.range.lowerBound)),
                                                       ("byteLength", .int(edit.range.count))])),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    }
                    result.append(("fixes", .array([.object([
                        ("description", .object([("text", .string("Fix \(diagnostic.ruleID) (\(fix.applicability.rawValue))"))])),
                        ("artifactChanges", .array([.object([
                            ("artifactLocation", .object([("uri", .string(uriPath(file.repositoryPath))),
                                                          ("uriBaseId", .string("%SRCROOT%"))])),
                            ("replacements", .array(replacements)),
                        ])])),
                    ])])))
                }
                results.append(.object(result))
            }
        }
        let root: JSONValue = .object([
            ("$schema", .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("mdtool")),
                    ("version", .string(toolVersion)),
                    ("informationUri", .string(links.informationURI)),
                    ("rules", .array(rules)),
                ]))])),
                ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(directoryURI(report.repositoryRoot)))]))])),
                ("results", .array(results)),
            ])])),
        ])
        return root.serialized(pretty: true) + "\n"
    }

    /// Percent-encodes a relative path for a URI, keeping `/`.
    static func uriPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    static func directoryURI(_ path: String) -> String {
        "file://" + uriPath(path.hasSuffix("/") ? path : path + "/")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
