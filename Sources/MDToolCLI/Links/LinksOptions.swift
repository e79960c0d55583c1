import MarkdownLinks

/// The options of `mdtool links`, parsed; nil means "as configured".
struct LinksOptions: Sendable {
    enum OutputFormat: String, CaseIterable, Sendable { case text, json }

    var inputs: InputOptions
    var outputFormat = OutputFormat.text
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
