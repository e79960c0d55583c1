/// Standard input could not be read; `reason` is the system's short explanation.
public struct CommandInputError: Error, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
