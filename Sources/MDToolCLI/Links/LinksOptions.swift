import MarkdownLinks

/// The options of `mdtool links`, parsed; nil means "as configured".
struct LinksOptions: Sendable {
    var inputs: InputOptions
    var reports = ReportOptions()
    var external: Bool?
    var cache: Bool?
    var ignoreCase: Bool?
    var timeout: Double?
    var accept: StatusCodeSet?
    var maxConcurrency: Int?
    var perHostConcurrency: Int?
    var retries: Int?
    var exclude = LinkExclusions()
    var quiet = false
}
