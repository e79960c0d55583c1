import Testing
import YAML

struct JSONLoaderTests {
    @Test func valuesAndStructure() throws {
        let node = try json("""
            {
              "default": true,
              "MD013": {"line_length": 100, "ratio": 0.5, "big": 1e400, "neg": -0},
              "names": ["a", "b"],
              "none": null,
              "quotedTrue": "true"
            }
            """)
        #expect(node.keys == ["default", "MD013", "names", "none", "quotedTrue"])
        #expect(node["default"]?.value == .bool(true))
        #expect(node["default"]?.scalar?.isPlain == true)
        #expect(node["MD013"]?["line_length"]?.value == .int(100))
        #expect(node["MD013"]?["ratio"]?.value == .float(0.5))
        #expect(node["MD013"]?["big"]?.value == .float(.infinity))
        #expect(node["MD013"]?["neg"]?.value == .int(0))
        #expect(try node["names"]?.asStringArray() == ["a", "b"])
        #expect(node["none"]?.isNull == true)
        #expect(node["quotedTrue"]?.value == .string("true"))
        #expect(node["quotedTrue"]?.scalar?.style == .doubleQuoted)
    }

    @Test(arguments: ["0", "-1.5e+3", "\"s\"", "true", "null", "[]", "{}", " [ ] "])
    func anyTopLevelValue(text: String) throws {
        #expect(throws: Never.self) { try json(text) }
    }

    @Test func stringEscapes() throws {
        let node = try json(#"["a\"b\\c\/d", "\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00", "\u0000", "raw é 😀"]"#)
        #expect(try node.asStringArray() == ["a\"b\\c/d", "\u{8}\u{c}\n\r\t", "é中", "😀", "\u{0}", "raw é 😀"])
    }

    @Test func marks() throws {
        let node = try json("{\n  \"a\": [1,\n    \"é\", {\"k\": false}],\n\t\"b\": null\n}")
        #expect(node.mark.description == "test.json:1:1")
        let pairs = try node.asMapping()
        #expect(pairs[0].key.mark.description == "test.json:2:3")
        #expect(pairs[0].value.mark.description == "test.json:2:8")
        let items = try pairs[0].value.asSequence()
        #expect(items.map(\.mark.description) == ["test.json:2:9", "test.json:3:5", "test.json:3:10"])
        #expect(items[2]["k"]?.mark.description == "test.json:3:16")
        #expect(pairs[1].key.mark.description == "test.json:4:2")
        #expect(pairs[1].value.mark.description == "test.json:4:7")
    }

    @Test func marksAfterCRLFAndCR() throws {
        let node = try json("[\r\n1,\r2]")
        #expect(node.sequence?.map(\.mark.description) == ["test.json:2:1", "test.json:3:1"])
    }

    @Test func syntaxErrors() {
        let cases: [(String, String)] = [
            ("", "test.json:1:1: expected a value, found end of input"),
            ("{\"a\": 1,}", "test.json:1:8: trailing comma is not allowed in JSON"),
            ("[1, 2,\n]", "test.json:1:6: trailing comma is not allowed in JSON"),
            ("{\"a\" 1}", #"test.json:1:6: expected ':' after the key, found "1""#),
            ("{a: 1}", #"test.json:1:2: expected a string key in double quotes, found "a""#),
            ("[1 2]", #"test.json:1:4: expected ',' or ']', found "2""#),
            ("{\"a\": 1\n\"b\": 2}", #"test.json:2:1: expected ',' or '}', found "\"""#),
            ("[1,", "test.json:1:4: expected a value, found end of input"),
            ("[,1]", #"test.json:1:2: expected a value, found ",""#),
            ("{\"a\":}", #"test.json:1:6: expected a value, found "}""#),
            ("[01]", "test.json:1:2: leading zeros are not allowed in numbers"),
            ("[-]", #"test.json:1:3: expected a digit, found "]""#),
            ("[1.]", #"test.json:1:4: expected a digit after the decimal point, found "]""#),
            ("[1e+]", #"test.json:1:5: expected a digit in the exponent, found "]""#),
            ("[.5]", #"test.json:1:2: expected a value, found ".""#),
            ("{\"x\": yes}", #"test.json:1:7: invalid literal "yes" (strings must be in double quotes)"#),
            ("[True]", #"test.json:1:2: invalid literal "True" (strings must be in double quotes)"#),
            ("['a']", #"test.json:1:2: expected a value, found "'""#),
            ("\"abc", "test.json:1:1: unterminated string"),
            ("[\"abc\\", "test.json:1:2: unterminated string"),
            ("[\"ab\ncd\"]", "test.json:1:2: unterminated string (line break before the closing quote)"),
            ("[\"a\tb\"]", "test.json:1:4: control character U+0009 must be escaped in a string"),
            (#"["\x"]"#, #"test.json:1:3: invalid escape: backslash followed by "x""#),
            (#"["\u12"]"#, "test.json:1:3: invalid \\u escape (expected four hexadecimal digits)"),
            (#"["\ud800"]"#, "test.json:1:3: unpaired surrogate in \\u escape"),
            (#"["\ud800\u0041"]"#, "test.json:1:3: unpaired surrogate in \\u escape"),
            (#"["\udc00"]"#, "test.json:1:3: unpaired surrogate in \\u escape"),
            ("{} {}", #"test.json:1:4: expected end of input after the top-level value, found "{""#),
            ("[1] // note", "test.json:1:5: comments are not allowed in JSON (use a .jsonc file)"),
            ("/* c */ 1", "test.json:1:1: comments are not allowed in JSON (use a .jsonc file)"),
            ("{\"é\": 1, \"é\": 2}", #"test.json:1:10: duplicate key "é" (first defined at 1:2)"#),
            ("[1, é]", #"test.json:1:5: expected a value, found "é""#),
        ]
        for (text, expected) in cases {
            #expect(errorLine { try json(text) } == expected, "input: \(text)")
        }
    }

    @Test func jsoncAllowsCommentsAndTrailingCommas() throws {
        let node = try jsonc("""
            // markdownlint-cli2 style
            {
              /* block
                 comment */ "config": {
                "MD013": false, // trailing comment
                "list": [1, 2,],
              },
            }
            // done
            """)
        #expect(node["config"]?.keys == ["MD013", "list"])
        #expect(node["config"]?["list"]?.sequence?.count == 2)
        #expect(node.mapping?.first?.key.mark.description == "test.jsonc:4:17")
        #expect(node["config"]?.mark.description == "test.jsonc:4:27")
        #expect(try jsonc("1 /* c */").value == .int(1))
        #expect(try jsonc("[\"// not a comment\", \"/* nor this */\"]").asStringArray() == ["// not a comment", "/* nor this */"])
    }

    @Test func jsoncErrors() {
        #expect(errorLine { try jsonc("[1,\n /* open") } == "test.jsonc:2:2: unterminated comment")
        #expect(errorLine { try jsonc("[1,,]") } == #"test.jsonc:1:4: expected a value, found ",""#)
        #expect(errorLine { try jsonc("[,]") } == #"test.jsonc:1:2: expected a value, found ",""#)
        #expect(errorLine { try jsonc("{,}") } == #"test.jsonc:1:2: expected a string key in double quotes, found ",""#)
        #expect(errorLine { try jsonc("// only a comment\n") } == "test.jsonc:2:1: expected a value, found end of input")
        #expect(errorLine { try jsonc("{\"a\": 1 / 2}") } == #"test.jsonc:1:9: expected ',' or '}', found "/""#)
    }
}
