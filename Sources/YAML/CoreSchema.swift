/// Resolution of plain scalars by the YAML 1.2 core schema.
///
/// Only `true`/`false` (also `True`, `TRUE`, …) are booleans: YAML 1.1's `yes`, `no`, `on` and
/// `off` stay strings, as with js-yaml (which markdownlint uses), so `MD013: yes` is reported as a
/// string rather than silently enabling the rule. JSON literals and numbers are a subset of the
/// core schema, so the JSON loaders resolve through here too.
enum CoreSchema {
    static func resolve(_ text: String) -> ConfigScalar.Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let digits = String(decoding: bytes[2...], as: UTF8.self)
            if bytes[1] == UInt8(ascii: "o"), bytes[2...].allSatisfy(isOctalDigit) {
                return Int(digits, radix: 8).map(ConfigScalar.Value.int) ?? .string(text)
            }
            if bytes[1] == UInt8(ascii: "x"), bytes[2...].allSatisfy(isHexDigit) {
                return Int(digits, radix: 16).map(ConfigScalar.Value.int) ?? .string(text)
            }
        }
        switch numberShape(bytes) {
        case .integer:
            // Too large for Int: keep the magnitude rather than fail or wrap.
            if let value = Int(text) { return .int(value) }
            return Double(text).map(ConfigScalar.Value.float) ?? .string(text)
        case .float:
            return Double(text).map(ConfigScalar.Value.float) ?? .string(text)
        case nil:
            return .string(text)
        }
    }

    private enum NumberShape { case integer, float }

    /// Matches `[-+]?[0-9]+` (integer) or
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` (float).
    private static func numberShape(_ bytes: [UInt8]) -> NumberShape? {
        var index = 0
        func digitRun() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        let integerDigits = digitRun()
        var isFloat = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isFloat = true
            let fractionDigits = digitRun()
            // `5.` and `.5` are floats; a lone `.` is not.
            if integerDigits == 0, fractionDigits == 0 { return nil }
        } else if integerDigits == 0 {
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isFloat = true
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digitRun() == 0 { return nil }
        }
        guard index == bytes.count else { return nil }
        return isFloat ? .float : .integer
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isOctalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
