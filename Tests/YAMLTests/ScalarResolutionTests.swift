import Testing
import YAML

struct ScalarResolutionTests {
    @Test(arguments: [
        ("~", ConfigScalar.Value.null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("false", .bool(false)), ("FALSE", .bool(false)),
        ("0", .int(0)), ("42", .int(42)), ("-17", .int(-17)), ("+5", .int(5)), ("007", .int(7)),
        ("0x1F", .int(31)), ("0o17", .int(15)),
        ("1.5", .float(1.5)), ("-0.25", .float(-0.25)), ("5.", .float(5)), (".5", .float(0.5)), ("+.5", .float(0.5)),
        ("1e3", .float(1000)), ("2.5E-1", .float(0.25)), (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)),
        ("99999999999999999999", .float(1e20)),
        // YAML 1.1 booleans and other near-misses stay strings under the core schema.
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")), ("y", .string("y")),
        ("tRUE", .string("tRUE")), ("nULL", .string("nULL")), ("0x", .string("0x")), ("0b101", .string("0b101")),
        ("-0x1F", .string("-0x1F")), ("1_000", .string("1_000")), (".", .string(".")), ("1e", .string("1e")),
        ("1.2.3", .string("1.2.3")), ("2024-01-01", .string("2024-01-01")), ("MD013", .string("MD013")),
    ])
    func plainScalarResolution(text: String, expected: ConfigScalar.Value) throws {
        let node = try yaml("key: \(text)\n")
        let scalar = try #require(node["key"]?.scalar)
        #expect(scalar.value == expected)
        #expect(scalar.style == .plain)
        #expect(scalar.text == text)
    }

    @Test func notANumber() throws {
        guard case .float(let value) = try yaml("x: .nan")["x"]?.value else {
            Issue.record("expected a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test func quotedScalarsAreStrings() throws {
        let node = try yaml("""
            plain: true
            double: "true"
            single: '42'
            empty: ''
            literal: |
              null
            folded: >
              1.5
            """)
        #expect(node["plain"]?.value == .bool(true))
        #expect(node["plain"]?.scalar?.isPlain == true)
        #expect(node["double"]?.value == .string("true"))
        #expect(node["double"]?.scalar?.style == .doubleQuoted)
        #expect(node["double"]?.scalar?.isQuoted == true)
        #expect(node["single"]?.value == .string("42"))
        #expect(node["single"]?.scalar?.style == .singleQuoted)
        #expect(node["empty"]?.value == .string(""))
        #expect(node["literal"]?.value == .string("null\n"))
        #expect(node["literal"]?.scalar?.style == .literal)
        // The text ends without a line break, so the clipped block scalar ends without one.
        #expect(node["folded"]?.value == .string("1.5"))
        #expect(node["folded"]?.scalar?.style == .folded)
    }

    @Test func explicitTags() throws {
        let node = try yaml("""
            a: !!str 123
            b: ! true
            c: !!int "12"
            d: !!float 3
            e: !!bool "false"
            f: !!null ''
            """)
        #expect(node["a"]?.value == .string("123"))
        #expect(node["b"]?.value == .string("true"))
        #expect(node["c"]?.value == .int(12))
        #expect(node["c"]?.scalar?.style == .doubleQuoted)
        #expect(node["d"]?.value == .float(3))
        #expect(node["e"]?.value == .bool(false))
        #expect(node["f"]?.value == .null)
    }

    @Test func badTags() {
        #expect(errorLine { try yaml("a: !!int abc") } == #"test.yml:1:4: "abc" is not a valid !!int"#)
        #expect(errorLine { try yaml("a: !!binary aGk=") } == #"test.yml:1:4: unsupported tag "!!binary""#)
        #expect(errorLine { try yaml("a: !custom x") } == #"test.yml:1:4: unsupported tag "!custom""#)
        #expect(errorLine { try yaml("a: !!set {x: null}") } == #"test.yml:1:4: unsupported tag "!!set" on a mapping"#)
        #expect(throws: Never.self) { try yaml("a: !!map {x: 1}\nb: !!seq [1]") }
    }

    @Test func escapesInDoubleQuotedYAML() throws {
        let node = try yaml(#"a: "tab\there \u00e9 \x41 \"q\"""#)
        #expect(node["a"]?.value == .string("tab\there é A \"q\""))
    }
}
