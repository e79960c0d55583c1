/// How serious a finding is. Only errors make `mdtool lint` exit with status 1.
public enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
