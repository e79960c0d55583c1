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

    @Test func writerStreamsTheLayoutOfSerializedValues() {
        var writer = JSONWriter(pretty: true)
        writer.beginArray()
        writer.beginObject()
        writer.key("empty")
        writer.beginArray()
        writer.endArray()
        writer.key("joined")
        writer.string(concatenating: ["a\t", "\u{7}", "", "é\u{2028}"])
        writer.key("n")
        writer.int(-120)
        writer.key("none")
        writer.string(nil as String?)
        writer.endObject()
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        writer.endLine()
        let expected = JSONValue.array([
            .object([("empty", .array([])), ("joined", .string("a\t\u{7}é\u{2028}")), ("n", .int(-120)), ("none", .null)]),
            .object([]),
        ])
        #expect(String(decoding: writer.bytes, as: UTF8.self) == """
            [
              {
                "empty": [],
                "joined": "a\\t\\u0007é\\u2028",
                "n": -120,
                "none": null
              },
              {}
            ]

            """)
        #expect(writer.bytes == expected.serializedUTF8(pretty: true) + Array("\n".utf8))
        var compact = JSONWriter(pretty: false)
        compact.value(expected)
        #expect(String(decoding: compact.bytes, as: UTF8.self) == #"[{"empty":[],"joined":"a\t\u0007é\u2028","n":-120,"none":null},{}]"#)
    }
}
