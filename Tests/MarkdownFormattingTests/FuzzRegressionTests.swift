import MarkdownFormatting
import MarkdownSyntax
import Testing

/// Shrunk inputs the seeded fuzz run (`RobustnessTests.randomDocuments`) once refused or
/// formatted differently a second time. Each gives the exact output with the default options
/// and must render like its input, stay the same when formatted again and pass the safety
/// check with every option preset.
struct FuzzRegressionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var expected: String
        var testDescription: String { String(reflecting: input) }
    }

    static let cases: [Case] = [
        // A hard break keeps the marker it was written with after a `*`, `_` or `~` (the
        // next byte decides whether the run can open) and after an extended autolink's
        // trailing punctuation (a backslash would extend the link).
        Case(input: "_  \n_z__", expected: "_  \n_z__\n"),
        Case(input: "e _  \ne_", expected: "e _  \ne_\n"),
        Case(input: "n _  \nト_", expected: "n _  \nト_\n"),
        Case(input: "~  \n;~", expected: "~  \n;~\n"),
        Case(input: "~~  \n👍🏽~~", expected: "~~  \n👍🏽~~\n"),
        Case(input: ";***  \n\\m*", expected: ";***  \n\\m*\n"),
        Case(input: "+_  \n👍🏽_~", expected: "+_  \n👍🏽_~\n"),
        Case(input: ">]*  \n[******", expected: "> ]*  \n> [******\n"),
        Case(input: "_\\\n_z__", expected: "_\\\n_z__\n"),
        Case(input: "http://a/)  \n]", expected: "http://a/)  \n]\n"),
        Case(input: "http://a/*  \r\n*", expected: "http://a/*  \r\n    *\r\n"),
        Case(input: "👍🏽 www.g)  \nd", expected: "👍🏽 www.g)  \nd\n"),
        Case(input: "\\ www.1.  \nv", expected: "\\ www.1.  \nv\n"),
        Case(input: "www.g'  \ne", expected: "www.g'  \ne\n"),
        Case(input: "= www.g_  \n'", expected: "= www.g_  \n'\n"),
        Case(input: "www.g_  \r\n\\", expected: "www.g_  \r\n\\\r\n"),
        Case(input: "トhttp://a/*  \n(", expected: "トhttp://a/*  \n(\n"),
        // Heading content made of `#` gets a closing sequence (an escaped `\#` would be
        // printed setext on the next run).
        Case(input: "# # #", expected: "# # #\n"),
        Case(input: "7. # # #", expected: "7. # # #\n"),
        Case(input: "## ## ##", expected: "## ## #\n"),
        // An HTML block left open at the end of a footnote took in the blank line after it.
        Case(input: "[^1]:\n    <pre\nh", expected: "[^1]: <pre\nh\n"),
        // A footnote's content continues four spaces in, left of where the label put its
        // first line: lists, quotes and code blocks start on the next line.
        Case(input: "[^n]:* k\n--", expected: "[^n]:\n    - k\n          --\n"),
        Case(input: "[^n]:+ |\n=", expected: "[^n]:\n    - |\n          =\n"),
        Case(input: "[^n]:\t\t>", expected: "[^n]:\n    ```\n       >\n    ```\n"),
        Case(input: "[^n]:\n    * ~~~", expected: "[^n]:\n    - ```\n      ```\n"),
        // A line ending after an extended autolink's backslash is a soft break.
        Case(input: "[^n]:|\nwww.g\\\n~", expected: "[^n]: |\n    www.g\\\n    ~\n"),
        Case(input: ".<pre>\nwww.g*\\\nｅ", expected: ".<pre>\nwww.g*\\\nｅ\n"),
        Case(input: ".<pre>http://a/\\\nr", expected: ".<pre>http://a/\\\nr\n"),
        // `[x]` and trailing spaces at the start of an item would be a task checkbox.
        Case(input: "1. [x]\\\n\\", expected: "1. [x]\\\n   \\\n"),
        Case(input: "1. [x]\\\r\n**", expected: "1. [x]\\\r\n       **\r\n"),
        Case(input: "- [x]\\\nn", expected: "- [x]\\\n  n\n"),
        // A single task item whose checkbox line is followed by a blank line makes a loose list.
        Case(input: "- [ ] \n\n  文", expected: "- [ ] \n\n  文\n"),
        // A continuation line `-:` under a one-cell line would be a table delimiter row.
        Case(input: "1. =\n-:", expected: "1. =\n       -:\n"),
        // `2)` not followed by whitespace starts no list: the heading stays setext, on its lines.
        Case(input: "2)<pre>\ny\n-", expected: "2)<pre>\ny\n---\n"),
        // A multi-line heading right after an HTML block left open in a list item stays setext.
        Case(input: "- <pre\ne\nb\n-", expected: "- <pre\ne\nb\n---\n"),
        Case(input: "2) <pre\n]\ny\n-", expected: "2) <pre\n]\ny\n---\n"),
    ]

    static let presetNames = FormatTestSupport.presets.map(\.name)

    @Test(arguments: cases)
    func formatsToExpectedOutput(_ testCase: Case) {
        let result = FormatTestSupport.format(testCase.input)
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        let output = FormatTestSupport.text(result.output)
        #expect(output == testCase.expected)
        let renderer = HTMLRenderer(flavor: .gfm)
        #expect(renderer.render(Document(parsing: SourceFile(text: output), options: .gfm))
                == renderer.render(Document(parsing: SourceFile(text: testCase.input), options: .gfm)))
    }

    @Test(arguments: cases, presetNames)
    func everyPresetFormatsIdempotently(_ testCase: Case, _ presetName: String) {
        let options = FormatTestSupport.presets.first { $0.name == presetName }!.options
        let problems = FormatTestSupport.problems(formatting: Array(testCase.input.utf8), options)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
