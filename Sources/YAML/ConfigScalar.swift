/// A scalar as written in the file: its text, how it was written, and what it resolves to.
///
/// Keeping the style lets config code tell `true` (a boolean) from `"true"` (a string).
public struct ConfigScalar: Sendable, Hashable {
    /// How a scalar was written.
    public enum Style: Sendable, Hashable {
        /// Unquoted: YAML plain scalars; JSON numbers, `true`, `false` and `null`.
        case plain
        /// `'single-quoted'`
        case singleQuoted
        /// Double-quoted, including every JSON string.
        case doubleQuoted
        /// YAML block scalar `|`.
        case literal
        /// YAML block scalar `>`.
        case folded
    }

    /// The resolved value. Only plain scalars are resolved by the YAML 1.2 core schema
    /// (see `CoreSchema`); quoted and block scalars are strings unless an explicit tag says
    /// otherwise (`!!int "12"`).
    public enum Value: Sendable, Hashable {
        /// `null`, `~` or nothing.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number (`0o` and `0x` forms included).
        case int(Int)
        /// A floating-point number (`.inf` and `.nan` included).
        case float(Double)
        /// Any other text.
        case string(String)
    }

    /// The scalar's content after unescaping and folding (for plain scalars, the text as written).
    public let text: String
    /// How the scalar was written.
    public let style: Style
    /// What the scalar resolves to.
    public let value: Value

    /// Makes a scalar whose value is already resolved.
    public init(text: String, style: Style, value: Value) {
        self.text = text
        self.style = style
        self.value = value
    }

    /// A plain scalar resolved by the core schema.
    public init(plain text: String) {
        self.init(text: text, style: .plain, value: CoreSchema.resolve(text))
    }

    /// Whether the scalar was written without quotes or block indicator.
    public var isPlain: Bool { style == .plain }
    /// Whether the scalar was written in single or double quotes.
    public var isQuoted: Bool { style == .singleQuoted || style == .doubleQuoted }
}
