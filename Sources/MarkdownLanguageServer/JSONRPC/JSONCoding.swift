import Foundation

/// Reads message bodies with Foundation's `JSONDecoder`, and writes them with `JSONWriter`.
/// Decoding was measured against `JSONSerialization` (plus the walk from `Any` to `JSON`) on
/// this machine, release build: a `didOpen` of a 5,000-line document (364 KB) 5–8 ms against
/// 10–11 ms, a one-character `didChange` 0.2–0.3 ms against 0.4–0.5 ms; and Codable keeps
/// `true` apart from `1`, which `NSNumber` blurs.
enum JSONCoding {
    /// Why a body is not JSON.
    struct Malformed: Error {
        let reason: String
    }

    static func decode(_ bytes: [UInt8]) throws(Malformed) -> JSON {
        do {
            return try JSONDecoder().decode(JSON.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw Malformed(reason: Self.reason(error))
        } catch {
            throw Malformed(reason: "not valid JSON")
        }
    }

    static func encode(_ value: JSON) -> [UInt8] { JSONWriter.write(value) }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        @unknown default:
            return "not valid JSON"
        }
    }
}
