/// What the user can set for the server, in `initializationOptions` or in the `mdtool`
/// section of the client's settings (`workspace/didChangeConfiguration`,
/// `workspace/configuration`).
struct ServerSettings: Sendable, Equatable {
    /// Answer `willSaveWaitUntil` with the formatting edits.
    var formatOnSave = false
    /// How long pushed diagnostics wait for more changes before linting, in milliseconds.
    var diagnosticsDelay = 0

    /// Reads the fields present in `json`, keeping the others.
    mutating func update(from json: JSON?) {
        guard let json, json.object != nil else { return }
        let section = json["mdtool"]?.object != nil ? json["mdtool"] : json
        if let value = section?["formatOnSave"]?.bool { formatOnSave = value }
        if let value = section?["diagnosticsDelay"]?.int { diagnosticsDelay = min(max(value, 0), 10_000) }
    }
}
