/// The `id` of a request: JSON-RPC allows a number or a string, and a response repeats it
/// exactly as given.
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// The id of a message, if it has a valid one.
    init?(_ value: JSON?) {
        switch value {
        case .int(let number)?: self = .number(number)
        case .string(let text)?: self = .string(text)
        default:
            guard let number = value?.int else { return nil }
            self = .number(number)
        }
    }

    var json: JSON {
        switch self {
        case .number(let number): return .int(number)
        case .string(let text): return .string(text)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let text): return "\"\(text)\""
        }
    }
}
