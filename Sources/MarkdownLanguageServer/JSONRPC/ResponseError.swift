/// An error answer to a request: a JSON-RPC or LSP error code and a message.
public struct ResponseError: Error, Sendable, Hashable {
    public var code: Int
    public var message: String
    public var data: JSON?

    public init(code: Int, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unhandled method \(method)")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
    public static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
    public static let requestCancelled = ResponseError(code: -32800, message: "request cancelled")
    public static let contentModified = ResponseError(code: -32801, message: "the document changed")

    var json: JSON {
        var fields: [String: JSON] = ["code": .int(code), "message": .string(message)]
        if let data { fields["data"] = data }
        return .object(fields)
    }
}
