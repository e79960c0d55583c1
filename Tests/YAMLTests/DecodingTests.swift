import Testing
import YAML

struct DecodingTests {
    private let config: ConfigNode

    init() throws {
        config = try yaml("""
            flag: yes
            quoted: "true"
            count: 80
            ratio: 0.5
            name: atx
            names: [a, 2, c]
            nothing: ~
            nested: {a: 1}
            long: "\(String(repeating: "x", count: 100))"
            multiline: "one\\ntwo"
            """)
    }

    @Test func successfulDecoding() throws {
        #expect(try config["count"]?.asInt() == 80)
        #expect(try config["count"]?.asDouble() == 80)
        #expect(try config["ratio"]?.asDouble() == 0.5)
        #expect(try config["name"]?.asString() == "atx")
        #expect(try config["quoted"]?.asString() == "true")
        #expect(try config["nested"]?.asMapping().count == 1)
        #expect(try config["names"]?.asSequence().count == 3)
        #expect(try yaml("on: true")["on"]?.asBool() == true)
    }

    @Test func typeMismatchesNameBothSidesAndTheMark() {
        let cases: [(String, (ConfigNode) throws(ConfigError) -> Void, String)] = [
            ("flag", { node throws(ConfigError) in _ = try node.asBool() }, #"test.yml:1:7: expected a boolean, found string "yes""#),
            ("quoted", { node throws(ConfigError) in _ = try node.asBool() }, #"test.yml:2:9: expected a boolean, found string "true""#),
            ("count", { node throws(ConfigError) in _ = try node.asString() }, "test.yml:3:8: expected a string, found integer 80"),
            ("ratio", { node throws(ConfigError) in _ = try node.asInt() }, "test.yml:4:8: expected an integer, found number 0.5"),
            ("name", { node throws(ConfigError) in _ = try node.asDouble() }, #"test.yml:5:7: expected a number, found string "atx""#),
            ("names", { node throws(ConfigError) in _ = try node.asStringArray() }, "test.yml:6:12: expected a string, found integer 2"),
            ("nothing", { node throws(ConfigError) in _ = try node.asSequence() }, "test.yml:7:10: expected a sequence, found null"),
            ("nested", { node throws(ConfigError) in _ = try node.asStringArray() }, "test.yml:8:9: expected a sequence, found a mapping"),
            ("names", { node throws(ConfigError) in _ = try node.asMapping() }, "test.yml:6:8: expected a mapping, found a sequence"),
            ("count", { node throws(ConfigError) in _ = try node.asBool() }, "test.yml:3:8: expected a boolean, found integer 80"),
            ("nested", { node throws(ConfigError) in _ = try node.asInt() }, "test.yml:8:9: expected an integer, found a mapping"),
        ]
        for (key, decode, expected) in cases {
            guard let node = config[key] else {
                Issue.record("missing \(key)")
                continue
            }
            let error = #expect(throws: ConfigError.self) { try decode(node) }
            #expect(error?.description == expected)
        }
    }

    @Test func longAndMultilineValuesAreShortenedAndEscaped() throws {
        let long = try #require(config["long"])
        #expect(long.typeMismatch(expected: "a boolean").message == "expected a boolean, found string \"\(String(repeating: "x", count: 60))…\"")
        let multiline = try #require(config["multiline"])
        #expect(multiline.typeMismatch(expected: "an integer").description == #"test.yml:10:12: expected an integer, found string "one\ntwo""#)
    }

    @Test func customErrorsAtANode() throws {
        let node = try #require(config["name"])
        #expect(node.typeMismatch(expected: #""consistent", "atx" or "setext""#).description
            == #"test.yml:5:7: expected "consistent", "atx" or "setext", found string "atx""#)
        #expect(node.error("style must be consistent").description == "test.yml:5:7: style must be consistent")
        #expect(ConfigError("cannot read file: No such file or directory", file: "x.yml").description
            == "x.yml: cannot read file: No such file or directory")
        #expect(ConfigError("a\nb", at: node.mark).description == "test.yml:5:7: a b")
    }

    @Test func kindDescriptions() throws {
        let node = try yaml("[null, TRUE, 0x10, 1e3, 'x', [], {}]")
        #expect(node.sequence?.map(\.kindDescription) == ["null", "boolean true", "integer 0x10", "number 1e3", #"string "x""#, "a sequence", "a mapping"])
    }
}
