/// One `--output-format` value: `FORMAT` for standard output (or `--output-file`), or
/// `FORMAT=FILE` for a file of its own.
struct ReportRequest: Sendable, Equatable {
    var format: ReportFormat
    /// Where the report goes, as given; nil for standard output.
    var path: String?

    /// Parses `FORMAT` or `FORMAT=FILE`, for a command that offers `formats`.
    init(parsing text: String, offering formats: [ReportFormat], option: String) throws(CommandError) {
        var name = Substring(text)
        if let equals = text.firstIndex(of: "=") {
            name = text[..<equals]
            let file = text[text.index(after: equals)...]
            guard !file.isEmpty else { throw .usage("no file after '=' in '\(text)' for '\(option)' (FORMAT=FILE)") }
            path = String(file)
        }
        guard let format = ReportFormat(rawValue: String(name)), formats.contains(format) else {
            throw .usage("invalid value '\(name)' for '\(option)'; expected one of: "
                         + formats.map(\.rawValue).joined(separator: ", ") + " (FORMAT or FORMAT=FILE)")
        }
        self.format = format
    }

    init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }
}
