/// The marker style MD049 (emphasis) and MD050 (strong emphasis) ask for.
enum EmphasisMarkerStyle: String, RuleOptionChoice {
    case consistent, asterisk, underscore

    var help: String? {
        switch self {
        case .consistent: "the document's first one sets the marker"
        case .asterisk: "`*`"
        case .underscore: "`_`"
        }
    }

    /// The name of the style a marker character has, for messages.
    static func name(of marker: UInt8) -> String { (marker == UInt8(ascii: "*") ? asterisk : underscore).rawValue }
}
