/// Every built-in rule, in ID order.
enum BuiltInRules {
    static let all: [RuleEntry] = [
        RuleEntry(MD001HeadingIncrement.self),
        RuleEntry(MD047SingleTrailingNewline.self),
    ]
}
