import MarkdownSyntax
import YAML

/// Lints documents with a configuration: parses each file once, runs every enabled rule
/// on the shared context, applies inline directives and returns sorted diagnostics.
public struct Linter: Sendable {
    /// A rule with its setting and its checker made from the setting's options. A class: it
    /// goes with every file through each pass's rules, findings and diagnostics, and copying
    /// the descriptor's strings and arrays each time showed in a lint of many files.
    final class ConfiguredRule: Sendable {
        let entry: RuleEntry
        let setting: RuleSetting
        let checker: any RuleChecker

        init(entry: RuleEntry, setting: RuleSetting, checker: any RuleChecker) {
            self.entry = entry
            self.setting = setting
            self.checker = checker
        }
    }

    /// The rules this linter runs (those `configuration` enables).
    public let registry: RuleRegistry
    /// The setting of each rule, before a file's inline comments change it.
    public let configuration: RuleConfiguration
    /// What counts as front matter (never linted); markdownlint's pattern by default.
    public let frontMatter: FrontMatterPattern
    /// Whether `<!-- markdownlint-… -->` comments configure rules (markdownlint's
    /// `noInlineConfig` turns them off).
    public let readsInlineConfiguration: Bool
    private let rules: [ConfiguredRule]

    /// Creates every rule with its configured options (so bad options fail here, once).
    /// Rules of `registry` that `configuration` does not know (it was made from another
    /// registry) take their defaults.
    public init(configuration: RuleConfiguration, registry: RuleRegistry = .builtIn,
                frontMatter: FrontMatterPattern = .markdownlint, readsInlineConfiguration: Bool = true) throws(ConfigError) {
        self.registry = registry
        self.configuration = configuration
        self.frontMatter = frontMatter
        self.readsInlineConfiguration = readsInlineConfiguration
        var rules: [ConfiguredRule] = []
        for entry in registry.entries {
            let descriptor = entry.descriptor
            let setting = configuration.settings[descriptor.id]
                ?? RuleSetting(isEnabled: descriptor.isEnabledByDefault, severity: descriptor.defaultSeverity)
            rules.append(ConfiguredRule(entry: entry, setting: setting, checker: try entry.make(options: setting.options)))
        }
        self.rules = rules
    }

    /// Every rule of `registry` with its defaults: `Linter(registry: RuleRegistry.builtIn.adding([RuleEntry(MyRule.self)]))`.
    public init(registry: RuleRegistry = .builtIn) throws(ConfigError) {
        try self.init(configuration: RuleConfiguration(registry: registry), registry: registry)
    }

    /// Lints text (as from standard input or a test).
    public func lint(text: String, path: String, options: ParseOptions = .gfm) -> [Diagnostic] {
        lint(SourceFile(name: path, text: text), path: path, options: options)
    }

    /// Lints a source file parsed in the dialect `options` name: every enabled rule (but
    /// those made for other dialects, a descriptor's `dialects`), then the file's inline
    /// `markdownlint-`/`mdtool-` comments.
    /// - Parameters:
    ///   - source: The document's bytes.
    ///   - path: The file as it should be reported.
    ///   - options: How the file is parsed (its dialect).
    ///   - scope: Which rules run (all by default).
    /// - Returns: The findings sorted by line, column and rule ID.
    public func lint(_ source: SourceFile, path: String, options: ParseOptions = .gfm, scope: RuleScope = .all) -> [Diagnostic] {
        lint(source, path: path, options: options, scope: scope, handingTreeTo: nil)
    }

    /// `lint(_:path:options:scope:)`, handing the document's tree to `keep` (a caller about
    /// to exit keeps it rather than pay for freeing it) while the rest of what the rules
    /// read is freed before the diagnostics are made.
    package func lint(_ source: SourceFile, path: String, options: ParseOptions = .gfm, scope: RuleScope = .all,
                      handingTreeTo keep: ((Document) -> Void)?) -> [Diagnostic] {
        let (standings, facts) = standings(source, path: path, options: options, scope: scope, handingTreeTo: keep)
        return makeDiagnostics(of: standings, facts)
    }

    /// The rules' findings that stand, and what making their diagnostics reads. The pass
    /// (the tree, its index, the line facts) is let go of here, before the diagnostics are
    /// made, rather than held while they are; a large tree nobody keeps is freed on another
    /// thread, as freeing it takes a tenth of the pass.
    private func standings(_ source: SourceFile, path: String, options: ParseOptions, scope: RuleScope,
                           handingTreeTo keep: ((Document) -> Void)?) -> (standings: [Standing], facts: DiagnosticFacts) {
        let pass = Pass(self, source, path: path, options: options, scope: scope)
        let result = (standings(pass), pass.diagnosticFacts)
        if let keep {
            keep(pass.context.document)
        } else if result.1.isParallel {
            BackgroundRelease().release(pass)
        }
        return result
    }

    /// Runs the pass's rules and decides which of their findings stand.
    func standings(_ pass: Pass) -> [Standing] {
        pass.map { [self, suppressions = pass.suppressions] rule, shared in
            standing(rule, shared.context, suppressions)
        }
    }

    /// `lint(_:path:options:scope:)`, handing back the context the rules read as well: a
    /// caller that answers someone (the language server) frees the document's tree and
    /// facts after answering rather than before.
    package func lintKeepingContext(_ source: SourceFile, path: String, options: ParseOptions = .gfm,
                                    scope: RuleScope = .all) -> (diagnostics: [Diagnostic], context: LintContext) {
        let pass = Pass(self, source, path: path, options: options, scope: scope)
        let standings = standings(pass)
        pass.context.releaseLintedBytes()
        return (makeDiagnostics(of: standings, pass.diagnosticFacts), pass.context)
    }

    /// From this many bytes on, a document's rules run on all cores at once. Below it the
    /// cost of handing rules to other threads outweighs the gain (and the files of a
    /// project are already linted in parallel).
    static let parallelRulesThreshold = 32 * 1024

    /// The findings of two runs over one file with rules of disjoint scopes (see `RuleScope`),
    /// in the order one run of every rule returns them.
    public static func merging(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        guard !second.isEmpty else { return first }
        var merged = first + second
        ReportOrder.sort(&merged)
        return merged
    }

    /// Whether linting `bytes` in `dialect` may run a rule that reads other files: one is
    /// enabled, or the text may hold an inline comment that enables one.
    public func mayReadOtherFiles(_ bytes: [UInt8], dialect: Dialect) -> Bool {
        let candidates = rules.filter { rule in
            let descriptor = rule.entry.descriptor
            return descriptor.readsOtherFiles && (descriptor.dialects.isEmpty || descriptor.dialects.contains(dialect))
        }
        if candidates.contains(where: \.setting.isEnabled) { return true }
        return !candidates.isEmpty && readsInlineConfiguration && InlineDirective.mayOccur(in: bytes)
    }

    /// Text that two linters share only when they find the same in the same document (rules
    /// that read other files aside): each rule's identity and setting, the front matter
    /// pattern and whether inline comments configure rules; nil when a rule's identity is
    /// unknown (see `RuleEntry.cacheIdentity`). For the lint cache's keys.
    public var cacheFingerprint: String? {
        var text = "front-matter:" + (frontMatter.pattern.map { "re:" + $0 } ?? frontMatter.description)
        text += ";inline:\(readsInlineConfiguration)"
        for rule in rules {
            guard let identity = rule.entry.cacheIdentity else { return nil }
            let setting = rule.setting
            text += ";\(identity.utf8.count):\(identity)=\(setting.isEnabled),\(setting.severity.rawValue),"
                + (setting.options?.canonicalText ?? "-")
        }
        return text
    }

    /// The configured rules, with any `configure-file` directives of this file applied.
    func rulesForFile(_ directives: [InlineDirective]) -> [ConfiguredRule] {
        let documents = directives.filter { $0.action == .configureFile }
        guard !documents.isEmpty else { return rules }
        var merged: [String: ConfigNode.Pair] = [:]
        var order: [String] = []
        for directive in documents {
            // markdownlint ignores configure-file comments whose JSON is invalid.
            guard let node = try? ConfigLoader.parse(directive.json, format: .jsonc, name: "configure-file"),
                  let pairs = node.mapping else { continue }
            for pair in pairs {
                guard let key = try? pair.key.asString() else { continue }
                if merged[key] == nil { order.append(key) }
                merged[key] = pair
            }
        }
        guard !merged.isEmpty else { return rules }
        let node = ConfigNode(.mapping(order.compactMap { merged[$0] }), mark: Mark(file: "configure-file", line: 1, column: 1))
        var configuration = self.configuration
        guard (try? configuration.apply(node, registry: registry)) != nil else { return rules }
        return rules.map { rule in
            let setting = configuration.settings[rule.entry.descriptor.id] ?? rule.setting
            guard setting != rule.setting, let checker = try? rule.entry.make(options: setting.options) else { return rule }
            return ConfiguredRule(entry: rule.entry, setting: setting, checker: checker)
        }
    }
}

extension InlineDirective {
    /// A quick test before parsing comments: does the text mention a directive prefix
    /// (`markdownlint-`, `mdtool-` or `rumdl-`, in any case)? Looks at each `-` and the
    /// letters before it.
    static func mayOccur(in bytes: [UInt8]) -> Bool {
        let prefixes = Self.prefixes.map { Array($0.utf8.dropLast()) }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while let dash = ByteSearch.firstIndex(of: UInt8(ascii: "-"), in: buffer, from: index) {
                for prefix in prefixes where dash >= prefix.count {
                    var matches = true
                    for offset in 0..<prefix.count where buffer[dash - prefix.count + offset] | 0x20 != prefix[offset] {
                        matches = false
                        break
                    }
                    if matches { return true }
                }
                index = dash + 1
            }
            return false
        }
    }
}
