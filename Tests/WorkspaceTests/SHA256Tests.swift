import Testing
import Workspace

/// SHA-256 against FIPS 180-4's examples, including inputs whose padding spills into a
/// second block and a long one over many whole blocks read in place.
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256MatchesTheStandardsExamples(_ input: String, _ digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionBytesSpansManyBlocks() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func digestBytesAndHexAgree() {
        let digest = SHA256.digest(Array("abc".utf8))
        #expect(digest.bytes.count == 32)
        let pairs: [String] = digest.bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        #expect(pairs.joined() == digest.hex)
        #expect(digest.hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func inputsAroundTheBlockBoundaryDiffer() {
        let digests = (55...65).map { SHA256.digest([UInt8](repeating: 0x61, count: $0)) }
        #expect(Set(digests).count == digests.count)
    }
}
