import Foundation
import MarkdownSyntax

/// The checker of a pattern rule: reports every match of its regular expression in the
/// parts of a document it applies to, at the exact source bytes of the match. The work
/// per file is bounded (see `PatternMatcher`): a rule that runs out of it reports one
/// finding saying so, at the piece of the document where it stopped.
///
/// A class: the closures that run per haystack (a paragraph, a table cell) capture it, and
/// capturing a struct of this size copied it, retaining each of its references, every time.
final class PatternRule: RuleChecker {
    let matcher: PatternMatcher
    let kinds: Set<PatternRuleKind>
    let replacement: String?
    let fixApplicability: Fix.Applicability

    init(matcher: PatternMatcher, kinds: Set<PatternRuleKind>, replacement: String?, fixApplicability: Fix.Applicability) {
        self.matcher = matcher
        self.kinds = kinds
        self.replacement = replacement
        self.fixApplicability = fixApplicability
    }

    /// Contexts longer than this many characters are shortened with `…`.
    static let contextLimit = 80

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var search = matcher.makeSearch()
        context.bytes.withUnsafeBufferPointer { bytes in
            var segments = PatternSegments(context: context, bytes: bytes)
            segments.forEach(kinds) { haystack in
                guard !search.isExhausted else { return }
                var string: String?
                let finished = search.forEachMatch(in: haystack.units) { match in
                    findings.append(finding(match, in: haystack, context, string: &string))
                }
                if !finished {
                    let start = haystack.byteRange(of: NSRange(location: 0, length: 1)).lowerBound
                    findings.append(Finding(range: start..<start, detail: search.exhaustionDetail))
                }
            }
        }
        return findings
    }

    /// `string` is the haystack as a `String`, made on the first replacement.
    private func finding(_ match: PatternSearch.Match, in haystack: PatternHaystack, _ context: LintContext,
                         string: inout String?) -> Finding {
        let range = haystack.byteRange(of: match.range)
        var text = context.text(range)
        if text.count > Self.contextLimit { text = String(text.prefix(Self.contextLimit - 1)) + "…" }
        var finding = Finding(range: range, context: text)
        guard let replacement else { return finding }
        let haystackString = string ?? String(decoding: haystack.units, as: UTF16.self)
        string = haystackString
        var ranges = match.ranges
        let result = ranges.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map {
                NSTextCheckingResult.regularExpressionCheckingResult(ranges: $0, count: buffer.count,
                                                                     regularExpression: matcher.expression)
            }
        }
        guard let result else { return finding }
        let replaced = matcher.expression.replacementString(for: result, in: haystackString, offset: 0,
                                                            template: replacement)
        finding.detail = "Replace with: \"\(replaced)\""
        // Only a match that is one stretch of source can be replaced without touching markup.
        if haystack.isContiguousSource(match.range) {
            finding.fix = Fix(TextEdit(range: range, replacement: replaced), applicability: fixApplicability)
        }
        return finding
    }
}
