@testable import MarkdownLanguageServer
import Testing

@Suite struct MessageTests {
    private func parse(_ text: String) throws(Message.Invalid) -> Message {
        try Message(parsing: Array(text.utf8))
    }

    @Test func readsRequestsNotificationsAndResponses() throws {
        #expect(try parse(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":[1,true,null,"x",2.5]}}"#)
            == .request(id: .number(1), method: "initialize", params: ["a": [1, true, .null, "x", .double(2.5)]]))
        #expect(try parse(#"{"jsonrpc":"2.0","method":"exit"}"#) == .notification(method: "exit", params: nil))
        #expect(try parse(#"{"jsonrpc":"2.0","id":"a","result":null}"#) == .response(id: .string("a"), result: .success(.null)))
        #expect(try parse(#"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"no"}}"#)
            == .response(id: .number(3), result: .failure(ResponseError(code: -32601, message: "no"))))
    }

    @Test func nullParamsAreNoParams() throws {
        #expect(try parse(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#)
            == .request(id: .number(2), method: "shutdown", params: nil))
    }

    @Test func keepsBooleansApartFromNumbers() throws {
        let message = try parse(#"{"jsonrpc":"2.0","method":"m","params":{"t":true,"one":1,"zero":0,"f":false}}"#)
        guard case .notification(_, let params) = message else {
            Issue.record("not a notification")
            return
        }
        #expect(params?["t"] == .bool(true))
        #expect(params?["one"] == .int(1))
        #expect(params?["zero"] == .int(0))
        #expect(params?["f"] == .bool(false))
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"#, -32700, nil as RequestID?),
        (#"[{"jsonrpc":"2.0","id":1,"method":"x"}]"#, -32600, nil),
        (#""just a string""#, -32600, nil),
        (#"{"id":1,"method":"x"}"#, -32600, .number(1)),
        (#"{"jsonrpc":"1.0","id":"a","method":"x"}"#, -32600, .string("a")),
        (#"{"jsonrpc":"2.0","id":1,"method":5}"#, -32600, .number(1)),
        (#"{"jsonrpc":"2.0","id":1,"method":"x","params":3}"#, -32600, .number(1)),
        (#"{"jsonrpc":"2.0","id":[1],"method":"x"}"#, -32600, nil),
        (#"{"jsonrpc":"2.0"}"#, -32600, nil),
        (#"{"jsonrpc":"2.0","id":1}"#, -32600, nil),
    ])
    func rejectsWhatIsNotAMessage(text: String, code: Int, id: RequestID?) {
        #expect(throws: Message.Invalid.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.error.code == code)
            #expect(error.id == id)
        }
    }

    @Test func invalidUTF8IsAParseError() {
        var bytes = Array(#"{"jsonrpc":"2.0","method":"m","params":{"text":""#.utf8)
        bytes += [0xC3, 0x28, 0xFF]
        bytes += Array(#""}}"#.utf8)
        do {
            _ = try Message(parsing: bytes)
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.error.code == -32700)
        }
    }

    @Test func roundTripsThroughJSON() throws {
        let messages: [Message] = [
            .request(id: .string("mdtool-1"), method: "client/registerCapability", params: ["registrations": []]),
            .notification(method: "window/logMessage", params: ["type": 3, "message": "é \u{1F600} \"quoted\" / slash"]),
            .response(id: .number(7), result: .failure(.methodNotFound("x/y"))),
        ]
        for message in messages {
            #expect(try Message(parsing: JSONCoding.encode(message.json)) == message)
        }
    }
}
