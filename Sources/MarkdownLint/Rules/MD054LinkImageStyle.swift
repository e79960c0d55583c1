import MarkdownSyntax

/// MD054: only the configured styles of links and images: autolinks (`<url>`), inline
/// (`[text](url)`), full (`[text][label]`), collapsed (`[label][]`) and shortcut (`[label]`)
/// references, and inline links whose text is their URL.
struct MD054LinkImageStyle: Rule {
    static let autolinkOption = RuleOption("autolink", default: true, "Allow autolinks (`<https://…>`)")
    static let inlineOption = RuleOption("inline", default: true, "Allow inline links and images")
    static let fullOption = RuleOption("full", default: true, "Allow full reference links and images")
    static let collapsedOption = RuleOption("collapsed", default: true, "Allow collapsed reference links and images")
    static let shortcutOption = RuleOption("shortcut", default: true, "Allow shortcut reference links and images")
    static let urlInlineOption = RuleOption(
        "url_inline", default: true,
        "Allow inline links whose text is their URL (`[https://…](https://…)`); turning it off prefers an autolink")

    static let descriptor = RuleDescriptor(
        id: "MD054", aliases: ["link-image-style"], tags: ["images", "links"],
        summary: "Link and image style",
        options: [autolinkOption, inlineOption, fullOption, collapsedOption, shortcutOption, urlInlineOption],
        isFixable: true)

    let autolink: Bool
    let inline: Bool
    let full: Bool
    let collapsed: Bool
    let shortcut: Bool
    let urlInline: Bool

    init(options: RuleOptions) throws(ConfigError) {
        autolink = options[Self.autolinkOption]
        inline = options[Self.inlineOption]
        full = options[Self.fullOption]
        collapsed = options[Self.collapsedOption]
        shortcut = options[Self.shortcutOption]
        urlInline = options[Self.urlInlineOption]
    }

    /// What the rule needs to know about one link or image.
    private struct Item {
        var range: Range<Int>
        var form: LinkForm
        var isImage: Bool
        var destination: String
        var title: String?
        var label: String?
        var text: Range<Int>?
    }

    func check(_ context: LintContext) -> [Finding] {
        if autolink && inline && full && collapsed && shortcut && urlInline { return [] }
        var items: [Item] = []
        for link in context.nodes.links where link.form != .extendedAutolink {
            guard let range = link.byteRange else { continue }
            items.append(Item(range: range, form: link.form, isImage: false, destination: link.destination,
                              title: link.title, label: link.label, text: LinkSource.textRange(of: link, in: context)))
        }
        for image in context.nodes.images {
            guard let range = image.byteRange else { continue }
            items.append(Item(range: range, form: image.form, isImage: true, destination: image.source,
                              title: image.title, label: image.label, text: LinkSource.textRange(of: image, in: context)))
        }
        guard !items.isEmpty else { return [] }
        var definitions: [String: LinkReferenceDefinition] = [:]
        for definition in context.nodes.linkDefinitions where definitions[definition.normalizedLabel] == nil {
            definitions[definition.normalizedLabel] = definition
        }

        var findings: [Finding] = []
        for item in items {
            if let finding = check(item, context, definitions) { findings.append(finding) }
        }
        findings.sort { $0.range.lowerBound < $1.range.lowerBound }
        return findings
    }

    private func check(_ item: Item, _ context: LintContext,
                       _ definitions: [String: LinkReferenceDefinition]) -> Finding? {
        let range = item.range
        // The destination as written (without `<…>`), and the text as written.
        var rawDestination: String
        var textSource: String
        var isError: Bool
        var definition: LinkReferenceDefinition?
        switch item.form {
        case .autolink:
            rawDestination = context.text((range.lowerBound + 1)..<(range.upperBound - 1))
            textSource = rawDestination
            isError = !autolink
        case .extendedAutolink:
            return nil
        case .inline:
            guard let text = item.text, !item.destination.isEmpty,
                  let destination = LinkSource.destinationRange(from: text.upperBound + 2, limit: range.upperBound, in: context)
            else { return nil }
            rawDestination = context.text(destination)
            textSource = context.text(text)
            isError = !inline || (!urlInline && autolink && !item.isImage && item.title == nil
                                  && textSource == rawDestination && Self.canBeAutolink(rawDestination))
        case .fullReference, .collapsedReference, .shortcutReference:
            guard let text = item.text, let label = item.label,
                  let found = definitions[LinkLabel.normalize(label)], !found.destination.isEmpty else { return nil }
            definition = found
            textSource = context.text(text)
            rawDestination = found.byteRange.flatMap { definitionRange in
                LinkSource.definitionLabelEnd(in: definitionRange, in: context).flatMap {
                    LinkSource.destinationRange(from: $0, limit: definitionRange.upperBound, in: context)
                }
            }.map(context.text) ?? found.destination
            switch item.form {
            case .shortcutReference: isError = !shortcut
            case .collapsedReference: isError = !collapsed
            default: isError = !full
            }
        }
        guard isError else { return nil }

        let firstLine = context.firstLine(of: range)
        let contextText = MarkdownlintText.ellipsized(firstLine, in: context)
        guard firstLine == range else { return Finding(range: range, context: contextText) }

        var fix: Fix?
        let canInline = inline && !textSource.isEmpty
        let canAutolink = autolink && !item.isImage && Self.canBeAutolink(rawDestination)
        if canInline && (urlInline || !canAutolink) {
            fix = inlineFix(item, context, textSource: textSource, definition: definition)
        } else if canAutolink {
            let unescaped = Self.removingBackslashEscapes(rawDestination)
            // The link keeps its target, but its text becomes the URL (and a title goes).
            let keepsText = textSource == rawDestination && item.title == nil && !rawDestination.contains("&")
            fix = Fix(TextEdit(range: range, replacement: "<" + unescaped + ">"),
                      applicability: keepsText ? .safe : .unsafe)
        }
        return Finding(range: range, context: contextText, fix: fix)
    }

    /// The inline form of a reference link or image (`[text](destination "title")`, copied
    /// from its definition) or of an autolink (`[url](url)`).
    private func inlineFix(_ item: Item, _ context: LintContext, textSource: String,
                           definition: LinkReferenceDefinition?) -> Fix? {
        let prefix = item.isImage ? "![" : "["
        switch item.form {
        case .autolink:
            let text = textSource
            var escapedText = ""
            for character in text {
                if "\\[]*_`<>&!".contains(character) { escapedText.append("\\") }
                escapedText.append(character)
            }
            var destination = ""
            for character in item.destination {
                if "()\\ ".contains(character) { destination.append("\\") }
                destination.append(character)
            }
            let safe = !text.contains("&") && !text.contains("\\")
            return Fix(TextEdit(range: item.range, replacement: "[\(escapedText)](\(destination))"),
                       applicability: safe ? .safe : .unsafe)
        case .fullReference, .collapsedReference, .shortcutReference:
            guard let definition, let definitionRange = definition.byteRange,
                  let labelEnd = LinkSource.definitionLabelEnd(in: definitionRange, in: context) else { return nil }
            // The destination and title exactly as the definition writes them, if on one line.
            let rest = context.bytes[labelEnd..<definitionRange.upperBound]
            guard !rest.contains(0x0A), !rest.contains(0x0D) else { return nil }
            let target = context.text(labelEnd..<definitionRange.upperBound)
                .trimmingCharacters(in: [" ", "\t"])
            return Fix(TextEdit(range: item.range, replacement: "\(prefix)\(textSource)](\(target))"))
        default:
            return nil
        }
    }

    /// Whether `<destination>` would be an autolink: an absolute URL (a scheme of 2–32
    /// characters, then `:`), without spaces or angle brackets.
    static func canBeAutolink(_ destination: String) -> Bool {
        let bytes = Array(destination.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), (2...32).contains(colon),
              bytes[0] | 0x20 >= 0x61 && bytes[0] | 0x20 <= 0x7A else { return false }
        for byte in bytes[..<colon] {
            let isAlnum = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            guard isAlnum || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            else { return false }
        }
        guard colon + 1 < bytes.count else { return false }
        return !bytes.contains { $0 <= 0x20 || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
    }

    static func removingBackslashEscapes(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if !escaped && character == "\\" {
                escaped = true
                continue
            }
            if escaped && !(character.isASCII && character.isPunctuation || character.isASCII && character.isSymbol) {
                result.append("\\")
            }
            escaped = false
            result.append(character)
        }
        if escaped { result.append("\\") }
        return result
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
