import MarkdownLint
import Workspace

/// Where a command's reports go and what they link to: `--output-format FORMAT[=FILE]`
/// (repeatable: one format on standard output, the others each to its file),
/// `--output-file FILE` (the standard-output format to a file instead), and the addresses
/// SARIF reports point at (`--information-uri`, `--rule-uri`, over the configuration's `reports:`).
struct ReportOptions: Sendable {
    /// The declarations of a command that offers `formats`.
    struct Declarations: Sendable {
        let formats: [ReportFormat]
        let outputFormat: Option<ReportRequest>
        let outputFile = Option("--output-file", valueName: "FILE",
                                help: "Write the report that has no file of its own to FILE instead of standard output.")
        let informationURI = Option("--information-uri", valueName: "URL",
                                    help: "mdtool's home page in SARIF reports (default: \(ReportLinks.defaultInformationURI)).")
        let ruleURI = Option("--rule-uri", valueName: "TEMPLATE",
                             help: "Each rule's page in SARIF reports, \(ReportLinks.rulePlaceholder) standing for its ID "
                                + "(default: URL/blob/main/rules/\(ReportLinks.rulePlaceholder).md).")

        /// `subject` is what the reports list ("findings", "broken links").
        init(formats: [ReportFormat], subject: String) {
            self.formats = formats
            let name = "--output-format"
            outputFormat = Option(name, valueName: "FORMAT[=FILE]",
                                  help: "How to report \(subject) (default: text); repeat it with =FILE for more reports, "
                                    + "each written atomically (" + formats.map(\.rawValue).joined(separator: ", ") + ").",
                                  repeatable: true, suggestedValues: formats.map(\.rawValue)) { (text) throws(CommandError) in
                try ReportRequest(parsing: text, offering: formats, option: name)
            }
        }

        /// All of them, in the order `--help` lists them.
        var all: [any OptionDeclaration] { [outputFormat, outputFile, informationURI, ruleURI] }
    }

    /// Every report asked for, in the order given; standard output's (if any) has no path.
    var requests: [ReportRequest]
    /// `--information-uri` and `--rule-uri`, when given.
    var informationURI: String?
    var ruleURI: String?

    /// A single text report on standard output, the default.
    init() {
        requests = [ReportRequest(format: .text, path: nil)]
    }

    /// Reads the options: at most one format without a file, no file named twice.
    init(_ arguments: ParsedArguments, _ declarations: Declarations) throws(CommandError) {
        var requests = try arguments.values(declarations.outputFormat)
        if requests.isEmpty { requests = [ReportRequest(format: .text, path: nil)] }
        let unnamed = requests.indices.filter { requests[$0].path == nil }
        if unnamed.count > 1 {
            throw .usage("only one --output-format may go to standard output; give the others a file (FORMAT=FILE)")
        }
        if let file = try arguments.value(declarations.outputFile) {
            guard let index = unnamed.first else {
                throw .usage("--output-file has no report to take: every --output-format names its own file")
            }
            requests[index].path = file
        }
        var seen: Set<String> = []
        for case let path? in requests.map(\.path) where !seen.insert(path).inserted {
            throw .usage("two reports would be written to '\(path)'")
        }
        self.requests = requests
        informationURI = try arguments.value(declarations.informationURI)
        ruleURI = try arguments.value(declarations.ruleURI)
    }

    /// The links of the configuration's `reports:` with the command line's on top; a rule
    /// template the configuration did not write follows the information URI.
    func links(over configured: ReportLinks) -> ReportLinks {
        guard informationURI != nil || ruleURI != nil else { return configured }
        let derived = ReportLinks(informationURI: configured.informationURI).ruleURITemplate == configured.ruleURITemplate
        return ReportLinks(informationURI: informationURI ?? configured.informationURI,
                           ruleURITemplate: ruleURI ?? (derived ? nil : configured.ruleURITemplate))
    }

    /// Refuses, before any work, report files that cannot be written: a directory, or a file
    /// in a directory that does not exist (what else fails is reported when writing).
    func checkDestinations(in context: CommandContext) throws(CommandError) {
        for request in requests {
            guard let path = request.path else { continue }
            let absolute = PathUtilities.absolute(path, from: context.currentDirectory)
            let problem = FileSystem.isDirectory(absolute) ? "it is a directory"
                : FileSystem.isDirectory(PathUtilities.parent(of: absolute)) ? nil : "no such directory"
            if let problem { throw .usage("cannot write the \(request.format.rawValue) report to \(path): \(problem)") }
        }
    }

    /// The format written to standard output, if one is.
    var standardOutputFormat: ReportFormat? { requests.first { $0.path == nil }?.format }

    /// Whether some report is in `format`.
    func contains(_ format: ReportFormat) -> Bool { requests.contains { $0.format == format } }

    /// Whether the only report is the default (text on standard output).
    var isPlainText: Bool { requests == [ReportRequest(format: .text, path: nil)] }
}
