import MarkdownFormatting
import MarkdownSyntax
import Testing

/// What the formatter promises to keep: one case per kind of construct. Each case gives the
/// exact output with the default options; every case must also render like its input, stay
/// the same when formatted again, and pass the safety check with every option preset.
struct PreservationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "YAML front matter verbatim",
             input: "---\ntitle:   \"A  B\"\ntags: [a,  b]\n# not a heading\n---\n# Heading\n",
             expected: "---\ntitle:   \"A  B\"\ntags: [a,  b]\n# not a heading\n---\n\n# Heading\n"),
        Case(name: "TOML front matter verbatim",
             input: "+++\ntitle =   \"x\"\n[extra]\nnote = \"\"\"\n* not a list\n\"\"\"\n+++\n\n* Item\n",
             expected: "+++\ntitle =   \"x\"\n[extra]\nnote = \"\"\"\n* not a list\n\"\"\"\n+++\n\n- Item\n"),
        Case(name: "link reference definitions used, unused and duplicated stay in place",
             input: "See [a][x].\n\n[x]: http://a.example  \"T\"\n[unused]:   /u\n[x]: /duplicate\n\nThen [c].\n\n[c]: <http://c.example> (paren)\n",
             expected: "See [a][x].\n\n[x]: http://a.example  \"T\"\n[unused]:   /u\n[x]: /duplicate\n\nThen [c].\n\n[c]: <http://c.example> (paren)\n"),
        Case(name: "reference links stay full, collapsed and shortcut",
             input: "[full][Ref], [collapsed][] and [shortcut]; ![image][Ref] ![collapsed][] ![shortcut]\n\n[ref]: /r\n[collapsed]: /c\n[shortcut]: /s\n",
             expected: "[full][Ref], [collapsed][] and [shortcut]; ![image][Ref] ![collapsed][] ![shortcut]\n\n[ref]: /r\n[collapsed]: /c\n[shortcut]: /s\n"),
        Case(name: "link and image titles in every quoting",
             input: "[a](/u \"double\") [b](/u 'single') [c](/u (paren)) ![i](/i.png \"image title\")\n",
             expected: "[a](/u \"double\") [b](/u 'single') [c](/u (paren)) ![i](/i.png \"image title\")\n"),
        Case(name: "list start numbers and delimiters",
             input: "3) three\n7) seven\n\n0. zero\n1. one\n\nText.\n\n12. twelve\n",
             expected: "3) three\n4) seven\n\n0. zero\n1. one\n\nText.\n\n12. twelve\n"),
        Case(name: "adjacent lists stay separate lists",
             input: "- a\n- b\n* c\n* d\n+ e\n\n1. one\n1) other\n",
             expected: "- a\n- b\n\n* c\n* d\n\n- e\n\n1. one\n\n1) other\n"),
        Case(name: "GitHub math byte for byte, never escaped or broken",
             input: "Math: $a_1 * b_2 * c$ and $$x  _y_$$ and $`a$b`$, long enough to be wrapped by the presets that wrap.\n\n$$\n  a*b \\\\ [x](y)\n$$\n",
             expected: "Math: $a_1 * b_2 * c$ and $$x  _y_$$ and $`a$b`$, long enough to be wrapped by the presets that wrap.\n\n$$\n  a*b \\\\ [x](y)\n$$\n"),
        Case(name: "GitHub alerts keep their marker line as written",
             input: "> [!note]\n> Body *x*\n\n>[!WARNING]  \n>Careful.\n",
             expected: "> [!note]\n> Body *x*\n\n> [!WARNING]\n> Careful.\n"),
        Case(name: "footnote definitions",
             input: "Text[^1] and[^note].\n\n[^1]: First.\n[^note]: Second.\n\n    Second paragraph.\n\n[^unused]: Never referenced.\n",
             expected: "Text[^1] and[^note].\n\n[^1]: First.\n\n[^note]: Second.\n\n    Second paragraph.\n\n[^unused]: Never referenced.\n"),
        Case(name: "HTML blocks and inline HTML verbatim",
             input: "<div class=\"x\">\n  <b>bold</b>   \n*not emphasis*\n</div>\n\nText <span  class=\"y\">in</span> and <a href=\"x\"\ntitle=\"y\">link</a> <!-- c -->.\n",
             expected: "<div class=\"x\">\n  <b>bold</b>   \n*not emphasis*\n</div>\n\nText <span  class=\"y\">in</span> and <a href=\"x\"\ntitle=\"y\">link</a> <!-- c -->.\n"),
        // The indentation is part of the HTML. Lists printed before it indent their items
        // past it (four columns), or it would continue their last item.
        Case(name: "indented HTML blocks after lists keep their indentation",
             input: "<div>\n  <div>\n\n-   a\n-   b\n\n  </div>\n</div>\n\n1.  one\n\n   </p>\n\n* c\n\n </p>\n",
             expected: "<div>\n  <div>\n\n-   a\n-   b\n\n  </div>\n</div>\n\n1.  one\n\n   </p>\n\n- c\n\n </p>\n"),
        Case(name: "indented HTML blocks after nested and quoted lists keep their indentation",
             input: "> -   a\n>\n>   </p>\n\n- x\n\n  1.  y\n\n     </p>\n",
             expected: "> -   a\n>\n>   </p>\n\n- x\n\n  1.  y\n\n     </p>\n"),
        Case(name: "entities as written",
             input: "&copy; &#123; &#x41; &amp; &nbsp;x &ouml;\n\n* [&lt;](/a&amp;b \"&quot;\")\n",
             expected: "&copy; &#123; &#x41; &amp; &nbsp;x &ouml;\n\n- [&lt;](/a&amp;b \"&quot;\")\n"),
        Case(name: "backslash escapes where needed",
             input: "\\*not emphasis\\* a\\_b \\[x\\] a\\<b c\\\\\n\n\\# not a heading\n\n1\\. not a list\n\n\\- not a bullet\n\n\\> not a quote\n",
             expected: "\\*not emphasis\\* a\\_b \\[x\\] a\\<b c\\\\\n\n\\# not a heading\n\n1\\. not a list\n\n\\- not a bullet\n\n\\> not a quote\n"),
        Case(name: "fenced code content byte for byte",
             input: "~~~swift  \nlet a = 1   \n\tlet b = 2\t\n\n  \n```\n~~~\n",
             expected: "````swift\nlet a = 1   \n\tlet b = 2\t\n\n  \n```\n````\n"),
        Case(name: "indented code content byte for byte",
             input: "    indented  \n    \tcode\t\n\n    after a blank line\n\n- item\n\n\t\tin a list\t\n",
             expected: "```\nindented  \n\tcode\t\n\nafter a blank line\n```\n\n- item\n\n  ```\n    in a list\t\n  ```\n"),
        Case(name: "task list states",
             input: "- [ ] to do\n- [x] done\n- [X] also done\n- [ ]not a task\n",
             expected: "- [ ] to do\n- [x] done\n- [x] also done\n- [ ]not a task\n"),
        Case(name: "ignore regions copied verbatim",
             input: "#   Title\n\n<!-- mdtool-fmt-off -->\n* keep   this\n+ and  __this__\n\n| a |b|\n|-|-|\n<!-- mdtool-fmt-on -->\n\n* formatted\n",
             expected: "# Title\n\n<!-- mdtool-fmt-off -->\n* keep   this\n+ and  __this__\n\n| a |b|\n|-|-|\n<!-- mdtool-fmt-on -->\n\n- formatted\n"),
    ]

    @Test(arguments: cases)
    func formattingKeepsTheConstruct(_ testCase: Case) throws {
        let result = FormatTestSupport.format(testCase.input)
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        let output = FormatTestSupport.text(result.output)
        #expect(output == testCase.expected)
        let renderer = HTMLRenderer(flavor: .gfm)
        #expect(renderer.render(Document(parsing: SourceFile(text: output), options: .gfm))
                == renderer.render(Document(parsing: SourceFile(text: testCase.input), options: .gfm)))
        #expect(FormatTestSupport.text(FormatTestSupport.format(output).output) == output, "not idempotent")
    }

    @Test(arguments: cases)
    func everyPresetKeepsTheConstruct(_ testCase: Case) {
        for preset in FormatTestSupport.presets {
            let problems = FormatTestSupport.problems(formatting: Array(testCase.input.utf8), preset.options)
            #expect(problems.isEmpty, "\(preset.name): \(problems.joined(separator: "\n"))")
        }
    }

    /// Footnote definitions are compared as they display: wrapping one, referenced or not,
    /// is no change (it used to be, and the whole file fell back to conservative options),
    /// while a changed word still is. The first line leaves room for the label.
    @Test func wrappingFootnotesIsNoChangeButChangingTheirTextIs() throws {
        var options = FormatOptions()
        options.wrap = .width(30)
        let input = "Text[^a].\n\n[^a]: A footnote long enough to be wrapped by thirty columns.\n\n"
            + "[^b]: An unreferenced footnote long enough to be wrapped too.\n"
        let result = FormatTestSupport.format(input, options)
        #expect(result.problems.isEmpty && !result.usedConservativeOptions, "\(result.problems)")
        let output = FormatTestSupport.text(result.output)
        #expect(output.split(separator: "\n").allSatisfy { $0.count <= 30 }, "\(output)")
        let changed = Document(parsing: SourceFile(text: input.replacing("unreferenced footnote", with: "other note")))
        #expect(!FormatValidation.differences(between: Document(parsing: SourceFile(text: input)), and: changed).isEmpty)
    }

    /// `#3.` and an inline tag start no block on a continuation line in CommonMark, so a line
    /// may begin with them there; Python-Markdown reads any `#` at a line's start as a heading.
    @Test func wrappingBreaksBeforeHashWordsAndTagsOnlyWhereTheyStartNoBlock() {
        var options = FormatOptions()
        options.wrap = .width(30)
        let input = "Most teams end up choosing #2 or #3. Some use <span>tags</span> instead.\n"
        let gfm = FormatTestSupport.format(input, options)
        #expect(gfm.problems.isEmpty)
        #expect(FormatTestSupport.text(gfm.output) == "Most teams end up choosing #2\nor #3. Some use\n<span>tags</span> instead.\n")
        let mkdocs = FormatTestSupport.format(input, options, parseOptions: .mkdocs)
        #expect(mkdocs.problems.isEmpty)
        let lines = FormatTestSupport.text(mkdocs.output).split(separator: "\n")
        #expect(lines.count > 1 && lines.dropFirst().allSatisfy { !$0.hasPrefix("#") && !$0.hasPrefix("<") }, "\(lines)")
    }
}

