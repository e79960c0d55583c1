/// The marker style MD049 (emphasis) and MD050 (strong) ask for.
enum EmphasisMarkerStyle: String, Sendable {
    case consistent, asterisk, underscore

    static let choices = ["consistent", "asterisk", "underscore"]

    static func name(of marker: UInt8) -> String { marker == UInt8(ascii: "*") ? "asterisk" : "underscore" }
}
