/// Every built-in rule, in ID order.
enum BuiltInRules {
    static let all: [RuleEntry] = [
        RuleEntry(MD001HeadingIncrement.self),
        RuleEntry(MD004ULStyle.self),
        RuleEntry(MD005ListIndent.self),
        RuleEntry(MD007ULIndent.self),
        RuleEntry(MD029OLPrefix.self),
        RuleEntry(MD030ListMarkerSpace.self),
        RuleEntry(MD032BlanksAroundLists.self),
        RuleEntry(MD047SingleTrailingNewline.self),
    ]
}
