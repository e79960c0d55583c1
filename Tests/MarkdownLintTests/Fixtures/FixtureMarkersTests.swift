import Testing

/// The inline marker convention itself: markers are read and removed, nothing else changes.
struct FixtureMarkersTests {
    private func strip(_ text: String) -> (String, [String]) {
        let markers = FixtureMarkers(Array(text.utf8))
        return (String(decoding: markers.bytes, as: UTF8.self), markers.expected.sorted().map(\.description))
    }

    @Test func markersAndOneSpaceBeforeEachAreRemoved() {
        #expect(strip("# Title {MD022 MD032}\ntext {MD013} {MD009}\nplain\n")
                == ("# Title\ntext\nplain\n", ["1 MD022", "1 MD032", "2 MD009", "2 MD013"]))
    }

    @Test func otherBytesStayAsWritten() {
        #expect(strip("a  {MD009}\r\n\tb\r\n{MD012}\r\nlast {MDT001}") == ("a \r\n\tb\r\n\r\nlast", ["1 MD009", "3 MD012", "4 MDT001"]))
    }

    @Test func bracesThatAreNotMarkersStay() {
        #expect(strip("a {b}\n{MD9}\n{#id}\n{md001}\n") == ("a {b}\n{MD9}\n{#id}\n{md001}\n", []))
    }
}
