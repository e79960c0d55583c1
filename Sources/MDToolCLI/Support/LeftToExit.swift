/// Values a command leaves to the process's exit instead of freeing them: the findings of a
/// large run, freed one array and string at a time, cost a tenth of a warm `mdtool lint`,
/// while the exit returns all of that memory at once. A process that runs commands in turn
/// (the tests do) keeps each run's results until it ends.
enum LeftToExit {
    private final class Holder<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    /// Keeps `value` (and all it refers to) alive until the process exits.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
