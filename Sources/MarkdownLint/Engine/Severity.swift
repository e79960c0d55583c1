/// How serious a finding is. Only errors make `mdtool lint` exit with status 1.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// Reported, but does not fail the run.
    case warning
    /// Fails the run (exit status 1).
    case error

    /// Orders `warning` before `error`, so the higher severity is the greater.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
