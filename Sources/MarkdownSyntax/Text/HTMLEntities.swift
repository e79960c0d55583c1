/// Lookup of HTML5 named character references (`&amp;` → `&`), from the generated table.
enum HTMLEntities {
    /// Entity name (without `&` and `;`) → replacement text.
    static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(2200)
        for line in htmlEntityTableSource.split(separator: "\n") {
            let fields = line.split(separator: " ")
            var value = ""
            for hex in fields.dropFirst() {
                value.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            }
            table[String(fields[0])] = value
        }
        return table
    }()

    /// The longest entity name in the table, so scanners can stop early.
    static let maximumNameLength = 32

    static func value(named name: String) -> String? { table[name] }
}
