import MarkdownSyntax

/// MD053: every link reference definition should be used, and defined only once.
struct MD053LinkImageReferenceDefinitions: Rule {
    static let ignoredDefinitionsOption = RuleOption(
        "ignored_definitions", default: ["//"],
        "Labels never reported; the default allows the comment idiom `[//]: # (This is a comment)`")

    static let descriptor = RuleDescriptor(
        id: "MD053", aliases: ["link-image-reference-definitions"], tags: ["images", "links"],
        summary: "Link and image reference definitions should be needed",
        options: [ignoredDefinitionsOption],
        isFixable: true)

    let ignored: Set<String>

    init(options: RuleOptions) throws(ConfigError) {
        ignored = Set(options[Self.ignoredDefinitionsOption].map(LinkLabel.normalize))
    }

    func check(_ context: LintContext) -> [Finding] {
        let nodes = context.nodes
        guard !nodes.linkDefinitions.isEmpty || !nodes.footnoteDefinitions.isEmpty else { return [] }
        var used: Set<String> = []
        for link in nodes.links where link.form.isReference {
            if let label = link.label { used.insert(LinkLabel.normalize(label)) }
        }
        for image in nodes.images where image.form.isReference {
            if let label = image.label { used.insert(LinkLabel.normalize(label)) }
        }
        for reference in nodes.footnoteReferences { used.insert("^" + LinkLabel.normalize(reference.label)) }

        var definitions: [(label: String, display: String, range: Range<Int>)] = []
        for definition in nodes.linkDefinitions {
            if let range = definition.byteRange {
                definitions.append((definition.normalizedLabel, definition.label, range))
            }
        }
        for footnote in nodes.footnoteDefinitions {
            if let range = footnote.byteRange {
                definitions.append(("^" + LinkLabel.normalize(footnote.label), "^" + footnote.label, range))
            }
        }
        if !nodes.footnoteDefinitions.isEmpty && !nodes.linkDefinitions.isEmpty {
            definitions.sort { $0.range.lowerBound < $1.range.lowerBound }
        }

        var findings: [Finding] = []
        var seen: Set<String> = []
        for definition in definitions {
            let isFirst = seen.insert(definition.label).inserted
            guard !ignored.contains(definition.label) else { continue }
            let message: String
            if !isFirst {
                message = "Duplicate link or image reference definition"
            } else if !used.contains(definition.label) {
                message = "Unused link or image reference definition"
            } else {
                continue
            }
            let line = context.line(at: definition.range.lowerBound)
            let label = MD052ReferenceLinksImages.displayLabel(definition.display)
            findings.append(Finding(range: line.range, detail: "\(message): \"\(label)\"",
                                    context: MarkdownlintText.ellipsized(line.range, in: context),
                                    fix: Self.deletion(of: definition.range, in: context)))
        }
        return findings
    }

    /// Deletes the lines of a definition that has them to itself (nothing but indentation
    /// or block quote markers before it on its first line, nothing after it on its last).
    static func deletion(of range: Range<Int>, in context: LintContext) -> Fix? {
        let lines = context.lineNumbers(of: range)
        let first = context.lines[lines.lowerBound - 1]
        let last = context.lines[lines.upperBound - 1]
        let bytes = context.bytes
        var quoted = false
        for index in first.range.lowerBound..<range.lowerBound {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ">") else { return nil }
            if byte == UInt8(ascii: ">") { quoted = true }
        }
        for index in range.upperBound..<last.range.upperBound {
            guard bytes[index] == 0x20 || bytes[index] == 0x09 else { return nil }
        }
        // In a block quote the definition may be all there is: without it the (empty)
        // quote would go, so that deletion is unsafe.
        return Fix(.delete(first.range.lowerBound..<(last.range.upperBound + last.lineEndingLength)),
                   applicability: quoted ? .unsafe : .safe)
    }
}
