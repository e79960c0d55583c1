import MarkdownLint
import Workspace

/// Diagnostics as the lint cache stores them: every field, so that a cached result is
/// reported (in every format, and fixed) exactly as a fresh one. A finding's rule ID, alias
/// and summary, which the linter takes from the rule's descriptor, are stored as the rule's
/// position in the linter's registry (the slot names the linter), so the index stays small
/// and quick to read; a finding whose strings differ from its rule's is stored with them.
enum DiagnosticCoding {
    /// The rules of one linter, by position.
    struct Rules: Sendable {
        /// The strings a finding takes from its rule's descriptor, by position.
        let names: [RuleLabel]
        let positions: [String: Int]

        init(_ registry: RuleRegistry) {
            names = registry.entries.map { entry in
                let descriptor = entry.descriptor
                return RuleLabel(id: descriptor.id, alias: descriptor.aliases.first ?? descriptor.id, summary: descriptor.summary)
            }
            positions = Dictionary(names.enumerated().map { ($1.id, $0) }) { first, _ in first }
        }
    }

    /// Appends `diagnostics`, except those `excluded` names the rule of, to `writer`.
    ///
    /// Findings are read in place (a copy of one retains and releases each of its strings),
    /// and each rule is looked up once (`RuleAnswers`), not once per finding.
    static func encode(_ diagnostics: [Diagnostic], rules: Rules, excluding excluded: Set<String> = [],
                       to writer: inout BinaryWriter) {
        var answers = RuleAnswers(rules: rules, excluded: excluded)
        diagnostics.withUnsafeBufferPointer { diagnostics in
            guard let first = diagnostics.baseAddress else { return writer.write(0) }
            var kept = 0
            for index in diagnostics.indices where answers.of((first + index).pointee.ruleID).kept { kept += 1 }
            writer.write(kept)
            for index in diagnostics.indices {
                let diagnostic = first + index
                let answer = answers.of(diagnostic.pointee.ruleID)
                guard answer.kept else { continue }
                let position = answer.position.flatMap { position in
                    diagnostic.pointee.ruleAlias == rules.names[position].alias
                        && diagnostic.pointee.summary == rules.names[position].summary ? position : nil
                }
                encode(diagnostic, position: position, to: &writer)
            }
        }
    }

    private static func encode(_ diagnostic: UnsafePointer<Diagnostic>, position: Int?, to writer: inout BinaryWriter) {
        if let position {
            writer.write(position + 1)
        } else {
            writer.write(0)
            writer.write(diagnostic.pointee.ruleID)
            writer.write(diagnostic.pointee.ruleAlias)
            writer.write(diagnostic.pointee.summary)
        }
        writer.write(diagnostic.pointee.severity == .error ? UInt8(1) : 0)
        writer.write(diagnostic.pointee.detail)
        writer.write(diagnostic.pointee.context)
        if let fix = diagnostic.pointee.fix {
            writer.write(fix.applicability == .safe ? UInt8(1) : 2)
            writer.write(fix.editCount)
            fix.forEachEdit { edit in
                writer.write(edit.range.lowerBound)
                writer.write(edit.range.upperBound)
                writer.write(edit.replacement)
            }
        } else {
            writer.write(UInt8(0))
        }
        writer.write(diagnostic.pointee.range.lowerBound)
        writer.write(diagnostic.pointee.range.upperBound)
        writer.write(diagnostic.pointee.line)
        writer.write(diagnostic.pointee.column)
        writer.write(diagnostic.pointee.endLine)
        writer.write(diagnostic.pointee.endColumn)
    }

    /// Whether a rule's findings are kept and its position in the registry, found once per
    /// rule: a file's findings are sorted by line, so their rules alternate, and hashing
    /// each one's ID cost more than writing it. A handful of rules make findings in a
    /// file; their IDs are compared in a list, most of them short strings held inline.
    private struct RuleAnswers {
        let rules: Rules
        let excluded: Set<String>
        private var known: [(id: String, kept: Bool, position: Int?)] = []

        init(rules: Rules, excluded: Set<String>) {
            self.rules = rules
            self.excluded = excluded
        }

        mutating func of(_ id: String) -> (kept: Bool, position: Int?) {
            if let answer = known.first(where: { $0.id == id }) { return (answer.kept, answer.position) }
            let answer = (id: id, kept: excluded.isEmpty || !excluded.contains(id), position: rules.positions[id])
            known.append(answer)
            return (answer.kept, answer.position)
        }
    }

    /// The diagnostics `bytes` hold; nil when they are damaged.
    static func decode(_ bytes: ArraySlice<UInt8>, rules: Rules) -> [Diagnostic]? {
        var reader = BinaryReader(bytes)
        guard let count = reader.int() else { return nil }
        var diagnostics: [Diagnostic] = []
        // Every finding takes more than 8 bytes: a damaged count cannot reserve much.
        diagnostics.reserveCapacity(min(count, bytes.count / 8))
        for _ in 0..<count {
            guard let position = reader.int() else { return nil }
            let label: RuleLabel
            if position == 0 {
                guard let id = reader.string(), let alias = reader.string(), let text = reader.string() else { return nil }
                label = RuleLabel(id: id, alias: alias, summary: text)
            } else {
                guard position <= rules.names.count else { return nil }
                label = rules.names[position - 1]
            }
            guard let severity = reader.byte(), severity <= 1, let detail = reader.optionalString(),
                  let context = reader.optionalString(), let fixKind = reader.byte() else { return nil }
            var fix: Fix?
            if fixKind != 0 {
                guard fixKind <= 2, let editCount = reader.int() else { return nil }
                func edit() -> TextEdit? {
                    guard let lower = reader.int(), let upper = reader.int(), lower <= upper,
                          let replacement = reader.string() else { return nil }
                    return TextEdit(range: lower..<upper, replacement: replacement)
                }
                let applicability: Fix.Applicability = fixKind == 1 ? .safe : .unsafe
                if editCount == 1 {
                    // Most fixes: no array for the one edit.
                    guard let edit = edit() else { return nil }
                    fix = Fix(edit, applicability: applicability)
                } else {
                    var edits: [TextEdit] = []
                    // An edit takes at least three bytes.
                    edits.reserveCapacity(min(editCount, bytes.count / 3))
                    for _ in 0..<editCount {
                        guard let edit = edit() else { return nil }
                        edits.append(edit)
                    }
                    fix = Fix(edits, applicability: applicability)
                }
            }
            guard let lower = reader.int(), let upper = reader.int(), lower <= upper, let line = reader.int(),
                  let column = reader.int(), let endLine = reader.int(), let endColumn = reader.int(),
                  fitsDiagnostic(lower), fitsDiagnostic(upper), fitsDiagnostic(line), fitsDiagnostic(column),
                  fitsDiagnostic(endLine), fitsDiagnostic(endColumn) else { return nil }
            diagnostics.append(Diagnostic(rule: label, severity: severity == 1 ? .error : .warning, detail: detail,
                                          context: context, fix: fix, range: lower..<upper,
                                          line: line, column: column, endLine: endLine, endColumn: endColumn))
        }
        return reader.isAtEnd ? diagnostics : nil
    }

    /// Whether a stored offset, line or column is one a diagnostic keeps (32 bits).
    private static func fitsDiagnostic(_ value: Int) -> Bool { Int32(exactly: value) != nil }
}
