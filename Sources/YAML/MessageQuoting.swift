/// Quotes user text for an error message: escaped so the message stays on one line and readable,
/// and shortened so a long value cannot bury the message.
func quotedForMessage(_ text: String, limit: Int = 60) -> String {
    var result = "\""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit {
            result += "…"
            break
        }
        count += 1
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.properties.generalCategory == .control || (scalar.properties.isWhitespace && scalar != " ") {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
