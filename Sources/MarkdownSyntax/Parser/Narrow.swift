/// An `Int` kept in 32 bits, for the records there are many of: the block phase's blocks,
/// and the inline scanner's tokens, delimiter runs and matches (a paragraph of a million
/// delimiter runs holds that many of each; halving them halves the pages each growth of
/// their arrays touches and copies). Offsets and indices fit: documents are limited to 2 GiB.
@propertyWrapper
struct Narrow {
    private var value: Int32

    init(wrappedValue: Int) {
        value = Int32(truncatingIfNeeded: wrappedValue)
    }

    var wrappedValue: Int {
        get { Int(value) }
        set { value = Int32(truncatingIfNeeded: newValue) }
    }
}
