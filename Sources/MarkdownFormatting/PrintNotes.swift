/// What a printing pass had to do against its options, so the formatter can try again with
/// options that fit the whole document (one emphasis marker, one strong marker).
final class PrintNotes {
    /// Markers kept as written where the preferred one would not parse the same.
    var keptEmphasisMarkers: Set<UInt8> = []
    var keptStrongMarkers: Set<UInt8> = []
}
