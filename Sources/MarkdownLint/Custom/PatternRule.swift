import Foundation
import MarkdownSyntax

/// The checker of a pattern rule: reports every match of its regular expression in the
/// parts of a document it applies to, at the exact source bytes of the match.
struct PatternRule: RuleChecker {
    let expression: NSRegularExpression
    let kinds: Set<PatternRuleKind>
    let replacement: String?
    let fixApplicability: Fix.Applicability

    /// Contexts longer than this many characters are shortened with `…`.
    static let contextLimit = 80

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        context.bytes.withUnsafeBufferPointer { bytes in
            var segments = PatternSegments(context: context, bytes: bytes)
            segments.forEach(kinds) { haystack in
                matches(in: haystack, context, &findings)
            }
        }
        return findings
    }

    private func matches(in haystack: PatternHaystack, _ context: LintContext, _ findings: inout [Finding]) {
        let string = String(decoding: haystack.units, as: UTF16.self)
        let whole = NSRange(location: 0, length: haystack.units.count)
        for match in expression.matches(in: string, options: [], range: whole) where match.range.length > 0 {
            let range = haystack.byteRange(of: match.range)
            var text = context.text(range)
            if text.count > Self.contextLimit { text = String(text.prefix(Self.contextLimit - 1)) + "…" }
            var finding = Finding(range: range, context: text)
            if let replacement {
                let replaced = expression.replacementString(for: match, in: string, offset: 0, template: replacement)
                finding.detail = "Replace with: \"\(replaced)\""
                // Only a match that is one stretch of source can be replaced without touching markup.
                if haystack.isContiguousSource(match.range) {
                    finding.fix = Fix(TextEdit(range: range, replacement: replaced), applicability: fixApplicability)
                }
            }
            findings.append(finding)
        }
    }
}
