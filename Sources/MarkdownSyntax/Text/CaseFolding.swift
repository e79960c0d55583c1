/// Full Unicode case folding, from the generated table; used to match link labels.
enum CaseFolding {
    static let table: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        table.reserveCapacity(1600)
        for line in caseFoldingTableSource.split(separator: "\n") {
            let fields = line.split(separator: " ")
            var value = ""
            for hex in fields.dropFirst() {
                value.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            }
            table[UInt32(fields[0], radix: 16)!] = value
        }
        return table
    }()

    static func fold(_ scalar: Unicode.Scalar, into result: inout String) {
        if scalar.value < 0x80 {
            result.unicodeScalars.append(Unicode.Scalar(ByteClass.lowercased(UInt8(scalar.value))))
        } else if let folded = table[scalar.value] {
            result.append(folded)
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
}
