import Testing
import YAML

struct YAMLLoaderTests {
    @Test func nestedStructureAndOrder() throws {
        let node = try yaml("""
            # markdownlint-style config
            default: true
            MD013:
              line_length: 100
              code_blocks: false
            MD033: { allowed_elements: [br, img] }
            ignores:
              - "*.generated.md"
              - docs/**
            """)
        #expect(node.keys == ["default", "MD013", "MD033", "ignores"])
        #expect(node["default"]?.value == .bool(true))
        #expect(node["MD013"]?.keys == ["line_length", "code_blocks"])
        #expect(node["MD013"]?["line_length"]?.value == .int(100))
        #expect(node["MD013"]?["code_blocks"]?.value == .bool(false))
        #expect(try node["MD033"]?["allowed_elements"]?.asStringArray() == ["br", "img"])
        #expect(try node["ignores"]?.asStringArray() == ["*.generated.md", "docs/**"])
        #expect(node["missing"] == nil)
    }

    @Test func nodeMarks() throws {
        let node = try yaml("""
            first: 1
            second:
              - alpha
              -   beta
            third: {x: [1, "two"]}
            """)
        #expect(node.mark == Mark(file: "test.yml", line: 1, column: 1))
        let pairs = try node.asMapping()
        #expect(pairs[0].key.mark == Mark(file: "test.yml", line: 1, column: 1))
        #expect(pairs[0].value.mark == Mark(file: "test.yml", line: 1, column: 8))
        #expect(pairs[1].key.mark.line == 2)
        let items = try #require(node["second"]?.sequence)
        #expect(node["second"]?.mark.description == "test.yml:3:3")
        #expect(items[0].mark.description == "test.yml:3:5")
        #expect(items[1].mark.description == "test.yml:4:7")
        let flow = try #require(node["third"])
        #expect(flow.mark.description == "test.yml:5:8")
        #expect(flow["x"]?.mark.description == "test.yml:5:12")
        #expect(flow["x"]?.sequence?[1].mark.description == "test.yml:5:16")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let node = try yaml("é: [ü, 😀, x]\n")
        let items = try #require(node["é"]?.sequence)
        #expect(items.map(\.mark.column) == [5, 8, 11])
    }

    @Test func crlfLineEndings() throws {
        let node = try yaml("a: 1\r\nb:\r\n  - x\r\n")
        #expect(node["b"]?.sequence?[0].mark.description == "test.yml:3:5")
        #expect(errorLine { try yaml("a: 1\r\nb: [\r\n") }.hasPrefix("test.yml:3:1: "))
    }

    @Test func byteOrderMarkIsIgnored() throws {
        let node = try ConfigLoader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8), format: .yaml, name: "bom.yml")
        #expect(node["a"]?.value == .int(1))
        #expect(node["a"]?.mark.description == "bom.yml:1:4")
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "  \n# a\n"])
    func emptyFileIsEmptyMapping(text: String) throws {
        let node = try yaml(text)
        #expect(node.mapping == [])
        #expect(node.mark.description == "test.yml:1:1")
    }

    @Test func explicitEmptyDocumentIsNull() throws {
        #expect(try yaml("---\n").isNull)
    }

    @Test func singleDocumentMarkersAreFine() throws {
        #expect(try yaml("%YAML 1.2\n---\na: 1\n...\n")["a"]?.value == .int(1))
    }

    @Test func multipleDocumentsAreRejected() {
        let line = errorLine { try yaml("a: 1\n---\nb: 2\n") }
        #expect(line == "test.yml:2:1: a configuration file must hold a single YAML document, but a second one starts here")
        #expect(errorLine { try yaml("a: 1\n...\nb: 2\n") }.hasPrefix("test.yml:3:1: "))
    }

    @Test func syntaxErrorsPointAtTheProblem() {
        #expect(errorLine { try yaml("a: 1\nb: [1, 2\nc: 3\n") }
            == "test.yml:3:2: did not find expected ',' or ']' (while parsing a flow sequence at 2:4)")
        #expect(errorLine { try yaml("key: value: other\n") }
            == "test.yml:1:11: mapping values are not allowed in this context")
        #expect(errorLine { try yaml("a:\n  b: 1\n c: 2\n") }
            == "test.yml:3:2: did not find expected key (while parsing a block mapping at 1:1)")
        #expect(errorLine { try yaml("a: \"unterminated\n") }.hasPrefix("test.yml:2:1: found unexpected end of stream (while scanning a quoted scalar at 1:4)"))
        #expect(errorLine { try yaml("a: *\n") }
            == "test.yml:1:5: did not find expected alphabetic or numeric character (while scanning an alias at 1:4)")
        #expect(errorLine { try yaml("\ta: 1\n") }.hasPrefix("test.yml:1:1: "))
    }

    @Test func duplicateKeysAreRejectedAtTheSecondKey() {
        #expect(errorLine { try yaml("a: 1\nb: 2\na: 3\n") } == #"test.yml:3:1: duplicate key "a" (first defined at 1:1)"#)
        #expect(errorLine { try yaml("outer:\n  x: 1\n  'x': 2\n") } == #"test.yml:3:3: duplicate key "x" (first defined at 2:3)"#)
        // Keys compare by value: 1 and 0x1 are the same integer.
        #expect(errorLine { try yaml("{1: a, 0x1: b}") } == #"test.yml:1:8: duplicate key "0x1" (first defined at 1:2)"#)
        #expect(errorLine { try yaml("[{a: 1, a: 2}]") } == #"test.yml:1:9: duplicate key "a" (first defined at 1:3)"#)
    }

    @Test func keysOfDifferentTypesAreDistinct() throws {
        let node = try yaml("1: int\n\"1\": string\ntrue: bool\n\"true\": string\n")
        #expect(node.mapping?.count == 4)
        #expect(node["1"]?.value == .string("string"))
    }

    @Test func complexKeysAreRejected() {
        #expect(errorLine { try yaml("? [a, b]\n: c\n") } == "test.yml:1:3: a mapping key must be a scalar, not a sequence")
    }

    @Test func invalidUTF8IsAnError() {
        let bytes = Array("a: 1\nb: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let error = #expect(throws: ConfigError.self) {
            try ConfigLoader.parse(bytes: bytes, format: .yaml, name: "bad.yml")
        }
        #expect(error?.description == "bad.yml:2:7: invalid UTF-8 (byte 0xC3)")
        for format in ConfigFormat.allCases {
            #expect(throws: ConfigError.self) { try ConfigLoader.parse(bytes: [0x22, 0xFF, 0x22], format: format, name: "x") }
        }
    }

    @Test func controlCharactersAreAnError() {
        let error = #expect(throws: ConfigError.self) {
            try ConfigLoader.parse(bytes: Array("a: 1\nb: x\u{1}y\n".utf8), format: .yaml, name: "ctl.yml")
        }
        #expect(error?.description == "ctl.yml:2:5: control characters are not allowed (U+1)")
    }

    @Test func errorsAreOneLine() {
        let line = errorLine { try yaml("a: 1\na: \"x\\ny\"\n") }
        #expect(!line.contains("\n"))
        #expect(line == #"test.yml:2:1: duplicate key "a" (first defined at 1:1)"#)
    }
}
