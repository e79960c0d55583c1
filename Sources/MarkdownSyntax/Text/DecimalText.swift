/// Integers written as decimal digits straight into a byte buffer, for outputs with many
/// numbers (positions in JSON, `path:line:column` in reports) that would otherwise make a
/// string of each.
package enum DecimalText {
    /// The number of bytes `number` takes in decimal.
    package static func width(of number: Int) -> Int {
        var digits = number < 0 ? 2 : 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// Writes `number` in decimal at `start` (room for `width(of:)` bytes is there) and
    /// returns the offset after it: digits are counted, then written from the last.
    package static func write(_ number: Int, to buffer: UnsafeMutablePointer<UInt8>, at start: Int) -> Int {
        let end = start + width(of: number)
        if number < 0 { buffer[start] = UInt8(ascii: "-") }
        var magnitude = number.magnitude
        var index = end - 1
        repeat {
            buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        return end
    }

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
