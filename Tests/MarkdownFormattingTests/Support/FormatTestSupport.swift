import Foundation
import MarkdownFormatting
import MarkdownSyntax
import Testing
import TestSupport

/// Helpers shared by the formatter tests.
enum FormatTestSupport {
    /// Formats `text` with the safety check and returns the output as text.
    static func format(_ text: String, _ options: FormatOptions = FormatOptions(),
                       parseOptions: ParseOptions = .gfm) -> FormatResult {
        MarkdownFormatter(options: options).formatChecked(SourceFile(text: text), parseOptions: parseOptions)
    }

    /// Problems with formatting `bytes`: refused, rendering changed, not idempotent. Empty
    /// when everything holds.
    static func problems(formatting bytes: [UInt8], _ options: FormatOptions,
                         parseOptions: ParseOptions = .gfm) -> [String] {
        let formatter = MarkdownFormatter(options: options)
        let result = formatter.formatChecked(SourceFile(bytes: bytes), parseOptions: parseOptions)
        if !result.problems.isEmpty { return ["refused: \(result.problems.joined(separator: "; "))"] }
        var problems: [String] = []
        let original = Document(parsing: SourceFile(bytes: bytes), options: parseOptions)
        let formatted = Document(parsing: SourceFile(bytes: result.output), options: parseOptions)
        let differences = FormatValidation.differences(between: original, and: formatted)
        if !differences.isEmpty { problems.append("differences: \(differences.joined(separator: "; "))") }
        let again = formatter.formatChecked(SourceFile(bytes: result.output), parseOptions: parseOptions)
        if again.output != result.output {
            problems.append("not idempotent:\n--- first\n\(text(result.output))--- second\n\(text(again.output))")
        }
        return problems
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Named option sets that between them use every value of every option.
    static let presets: [(name: String, options: FormatOptions)] = {
        var presets: [(String, FormatOptions)] = [("default", FormatOptions())]

        var asterisks = FormatOptions()
        asterisks.bulletMarker = .asterisk
        asterisks.numbering = .one
        asterisks.emphasisMarker = "_"
        asterisks.strongMarker = "_"
        asterisks.codeFence = "~"
        asterisks.headingStyle = .setext
        asterisks.thematicBreak = "***"
        asterisks.hardBreak = .spaces
        asterisks.listIndent = .four
        asterisks.wrap = .never
        asterisks.tableLayout = .compact
        asterisks.lineEnding = .crlf
        presets.append(("underscores-setext-never", asterisks))

        var plus = FormatOptions()
        plus.bulletMarker = .plus
        plus.numbering = .preserve
        plus.emphasisMarker = nil
        plus.strongMarker = nil
        plus.thematicBreak = "_ _ _"
        plus.wrap = .width(40)
        plus.listIndent = .four
        plus.lineEnding = .lf
        presets.append(("preserve-wrap40", plus))

        var narrow = FormatOptions()
        narrow.emphasisMarker = "_"
        narrow.strongMarker = "*"
        narrow.headingStyle = .setext
        narrow.thematicBreak = "* * *"
        narrow.wrap = .width(20)
        narrow.hardBreak = .spaces
        presets.append(("mixed-wrap20", narrow))

        var tight = FormatOptions()
        tight.bulletMarker = .asterisk
        tight.emphasisMarker = "*"
        tight.strongMarker = "_"
        tight.codeFence = "~"
        tight.thematicBreak = "___"
        tight.wrap = .width(1)
        tight.tableLayout = .compact
        presets.append(("wrap1", tight))
        return presets
    }()
}
