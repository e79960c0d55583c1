/// An `Int` kept in 32 bits, for the scanner's records (tokens, delimiter runs, matches):
/// a paragraph of a million delimiter runs holds that many of each, and halving them halves
/// the pages each growth of their arrays touches and copies. Offsets and indices fit, as
/// documents are limited to 2 GiB.
@propertyWrapper
struct Int32Stored {
    private var stored: Int32

    init(wrappedValue: Int) {
        stored = Int32(truncatingIfNeeded: wrappedValue)
    }

    var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(truncatingIfNeeded: newValue) }
    }
}
