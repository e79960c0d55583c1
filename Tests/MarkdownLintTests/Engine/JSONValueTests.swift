import MarkdownLint
import Testing
import YAML

/// The reporters' JSON: ordered keys, and strings written as every JSON writer of the
/// package writes them (U+2028 and U+2029 escaped), read back unchanged.
struct JSONValueTests {
    @Test func serializesWithOrderedKeysAndEscapes() {
        let value = JSONValue.object([("b", .array([.int(1), .bool(true), .null])),
                                      ("a", .string("x\u{2028}y\u{2029}\"\u{1}"))])
        #expect(value.serialized() == #"{"b":[1,true,null],"a":"x\u2028y\u2029\"\u0001"}"#)
        #expect(value.serialized(pretty: true) == """
            {
              "b": [
                1,
                true,
                null
              ],
              "a": "x\\u2028y\\u2029\\"\\u0001"
            }
            """)
    }

    @Test func escapedSeparatorsReadBackAsThemselves() throws {
        let text = "line\u{2028}separator\u{2029}end"
        let node = try ConfigLoader.parse(JSONValue.array([.string(text)]).serialized(), format: .json, name: "t")
        #expect(try node.asSequence().first?.asString() == text)
    }
}
