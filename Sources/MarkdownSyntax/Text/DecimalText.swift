/// Integers written as decimal digits straight into a byte buffer, for outputs with many
/// numbers (positions in JSON, `path:line:column` in reports) that would otherwise make a
/// string of each.
package enum DecimalText {
    package static func append(_ number: Int, to output: inout [UInt8]) {
        guard number != 0 else { return output.append(UInt8(ascii: "0")) }
        if number < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = output.count
        while magnitude > 0 {
            output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        // Swapped in place: reversing the slice `output[start...]` copied it.
        var low = start
        var high = output.count - 1
        while low < high {
            output.swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
