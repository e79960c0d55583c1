/// Every built-in rule, in ID order.
enum BuiltInRules {
    static let all: [RuleEntry] = [
        RuleEntry(MD001HeadingIncrement.self),
        RuleEntry(MD004ULStyle.self),
        RuleEntry(MD005ListIndent.self),
        RuleEntry(MD007ULIndent.self),
        RuleEntry(MD009NoTrailingSpaces.self),
        RuleEntry(MD010NoHardTabs.self),
        RuleEntry(MD011NoReversedLinks.self),
        RuleEntry(MD012NoMultipleBlanks.self),
        RuleEntry(MD013LineLength.self),
        RuleEntry(MD027NoMultipleSpaceBlockquote.self),
        RuleEntry(MD028NoBlanksBlockquote.self),
        RuleEntry(MD029OLPrefix.self),
        RuleEntry(MD030ListMarkerSpace.self),
        RuleEntry(MD032BlanksAroundLists.self),
        RuleEntry(MD034NoBareURLs.self),
        RuleEntry(MD039NoSpaceInLinks.self),
        RuleEntry(MD042NoEmptyLinks.self),
        RuleEntry(MD045NoAltText.self),
        RuleEntry(MD047SingleTrailingNewline.self),
        RuleEntry(MD051LinkFragments.self),
        RuleEntry(MD052ReferenceLinksImages.self),
        RuleEntry(MD053LinkImageReferenceDefinitions.self),
        RuleEntry(MD054LinkImageStyle.self),
        RuleEntry(MD059DescriptiveLinkText.self),
    ]
}
