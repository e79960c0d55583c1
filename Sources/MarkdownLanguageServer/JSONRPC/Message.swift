/// One JSON-RPC message, as read from the client or written to it.
public enum Message: Sendable, Equatable {
    case request(id: RequestID, method: String, params: JSON?)
    case notification(method: String, params: JSON?)
    case response(id: RequestID, result: Result<JSON, ResponseError>)

    /// Why a body is not a message, and the id to answer with when one could be read.
    public struct Invalid: Error, Equatable {
        public var error: ResponseError
        public var id: RequestID?
    }

    /// Reads a message from its JSON body. LSP has no batches, so an array is invalid.
    public init(parsing body: [UInt8]) throws(Invalid) {
        let value: JSON
        do throws(JSONCoding.Malformed) {
            value = try JSONCoding.decode(body)
        } catch {
            throw Invalid(error: .parseError("the message is not valid JSON: \(error.reason)"), id: nil)
        }
        try self.init(value)
    }

    public init(_ value: JSON) throws(Invalid) {
        guard case .object(let fields) = value else {
            let what = value.array != nil ? "a batch (an array), which LSP does not use" : "not an object"
            throw Invalid(error: .invalidRequest("the message is \(what)"), id: nil)
        }
        let id = RequestID(fields["id"])
        if fields["id"] != nil && id == nil {
            throw Invalid(error: .invalidRequest("the message's id is neither a number nor a string"), id: nil)
        }
        guard fields["jsonrpc"] == "2.0" else {
            throw Invalid(error: .invalidRequest("the message lacks \"jsonrpc\": \"2.0\""), id: id)
        }
        // `"params": null` is read as no params: clients send it for `shutdown` and `exit`.
        let params: JSON? = fields["params"] == .null ? nil : fields["params"]
        if let params, params.object == nil && params.array == nil {
            throw Invalid(error: .invalidRequest("params must be an object or an array"), id: id)
        }
        if let method = fields["method"] {
            guard let name = method.string else { throw Invalid(error: .invalidRequest("the method is not a string"), id: id) }
            self = id.map { .request(id: $0, method: name, params: params) } ?? .notification(method: name, params: params)
            return
        }
        guard let id else { throw Invalid(error: .invalidRequest("the message has neither a method nor an id"), id: nil) }
        if let error = fields["error"] {
            guard let code = error["code"]?.int, let message = error["message"]?.string else {
                throw Invalid(error: .invalidRequest("the response's error lacks a code or a message"), id: nil)
            }
            self = .response(id: id, result: .failure(ResponseError(code: code, message: message, data: error["data"])))
        } else if let result = fields["result"] {
            self = .response(id: id, result: .success(result))
        } else {
            throw Invalid(error: .invalidRequest("the response has neither a result nor an error"), id: nil)
        }
    }

    /// The message as JSON.
    public var json: JSON {
        var fields: [String: JSON] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            fields["id"] = id.json
            fields["method"] = .string(method)
            if let params { fields["params"] = params }
        case .notification(let method, let params):
            fields["method"] = .string(method)
            if let params { fields["params"] = params }
        case .response(let id, let result):
            fields["id"] = id.json
            switch result {
            case .success(let value): fields["result"] = value
            case .failure(let error): fields["error"] = error.json
            }
        }
        return .object(fields)
    }
}
