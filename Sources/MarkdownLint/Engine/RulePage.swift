/// The parts of a built-in rule's page (`rules/MD001.md`) that its descriptor says: the
/// title, summary and property table at the top, and the list under `## Options`. Everything
/// else on the page is written by hand. `mdtool rules ID` prints the page with these parts
/// written afresh; `scripts/generate-rule-pages` writes them into `rules/`, and the page tests
/// fail when a page differs.
enum RulePage {
    /// Column at which option descriptions wrap, as the pages' hand-written text does.
    static let width = 90

    /// `page` with its top (title, summary and property table: everything up to the end of
    /// the first table) and the body of its `## Options` section written from `descriptor`.
    static func regenerated(_ page: String, for descriptor: RuleDescriptor) -> String {
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let table = lines.firstIndex(where: { $0.hasPrefix("|") }) else { return page }
        let tableEnd = lines[table...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        lines.replaceSubrange(0..<tableEnd, with: header(for: descriptor))
        if let options = lines.firstIndex(of: "## Options") {
            let end = lines[(options + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
            lines.replaceSubrange((options + 1)..<end, with: [""] + optionsList(for: descriptor) + [""])
        }
        return lines.joined(separator: "\n")
    }

    /// The title, the summary and the property table.
    static func header(for descriptor: RuleDescriptor) -> [String] {
        func names(_ names: [String]) -> String {
            names.isEmpty ? "none" : names.map(code).joined(separator: ", ")
        }
        return ["# \(descriptor.displayName.replacingOccurrences(of: "/", with: ": "))", "",
                descriptor.summary + ".", "",
                "| | |", "| --- | --- |",
                "| Aliases | \(names(descriptor.aliases)) |",
                "| Tags | \(names(descriptor.tags)) |",
                "| Fixable | \(descriptor.isFixable ? "yes" : "no") |",
                "| Enabled by default | \(descriptor.isEnabledByDefault ? "yes" : "no") |"]
    }

    /// One bullet per option (`None.` without options), wrapped at `width`.
    static func optionsList(for descriptor: RuleDescriptor) -> [String] {
        guard !descriptor.options.isEmpty else { return ["None."] }
        return descriptor.options.flatMap { option in
            wrapped("`\(option.name)` (\(typeName(option.kind)), default \(code(shownDefault(option)))): "
                + description(option))
        }
    }

    private static func typeName(_ kind: RuleOptionDescriptor.Kind) -> String {
        switch kind {
        case .boolean: "boolean"
        case .integer: "integer"
        case .string, .choice: "string"
        case .stringList: "list of strings"
        case .integerList: "list of integers"
        case .integerOrIntegerList: "integer or list of integers"
        }
    }

    /// The default as a reader types it: strings without their quotes (but `""` for none).
    private static func shownDefault(_ option: RuleOptionDescriptor) -> String {
        let value = option.defaultValue
        switch option.kind {
        case .string, .choice:
            guard value.count > 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return value }
            return String(value.dropFirst().dropLast())
        default:
            return value
        }
    }

    /// The help, and for a choice its values (with what each means where it needs saying).
    private static func description(_ option: RuleOptionDescriptor) -> String {
        guard case .choice(let values) = option.kind else { return option.summary + "." }
        let items = values.map { value in
            option.choiceHelp[value].map { "\(code(value)) (\($0))" } ?? code(value)
        }
        let list = items.count > 1 ? items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
                                   : items.joined()
        return option.summary + ": " + list + "."
    }

    /// `text` as a Markdown code span: fenced by more backticks than it holds in a row (for
    /// rule pages, built-in or custom).
    static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") || text.isEmpty ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// A bullet holding `text`, broken at spaces (never inside a code span, nor before a
    /// word that would start a block on its own line) into lines of at most `width` columns.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var line = "-"
        for word in words(text) {
            let afterDigits = word.drop(while: \.isNumber).first
            let startsBlock = word.first.map { "-+*>#|=".contains($0) } == true
                || (word.first?.isNumber == true && (afterDigits == "." || afterDigits == ")"))
            if line.count + 1 + word.count > width && line.count > 2 && !startsBlock {
                lines.append(line)
                line = " "
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }

    /// The words of `text` (split at spaces outside code spans).
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var fence = 0
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                var run = 0
                while index < characters.count && characters[index] == "`" {
                    run += 1
                    index += 1
                }
                word += String(repeating: "`", count: run)
                fence = fence == 0 ? run : (fence == run ? 0 : fence)
                continue
            }
            if character == " " && fence == 0 {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
            index += 1
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
