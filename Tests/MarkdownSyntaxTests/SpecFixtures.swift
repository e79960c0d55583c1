import Foundation

/// One example of the CommonMark or GFM spec.
struct SpecExample: Decodable, Sendable {
    var example: Int
    var markdown: String
    var html: String
    var section: String
    /// GFM only: nil for core examples, else `table`, `strikethrough`, `autolink`,
    /// `tagfilter` or `disabled`.
    var `extension`: String?
}

/// The spec examples, read at run time from `MDTOOL_SPEC_DIR` or `<repo>/../shared/spec`.
/// A checkout without them still runs every other test: the spec tests are skipped,
/// unless `MDTOOL_REQUIRE_SPEC=1`, which turns missing fixtures into a failure.
enum SpecFixtures {
    static let commonMarkFile = "commonmark-0.31.2.json"
    static let gfmFile = "gfm-0.29.json"
    /// GFM extensions whose examples are in force (the `disabled` ones are not).
    static let gfmExtensionsInForce: Set<String> = ["table", "strikethrough", "autolink", "tagfilter"]

    static var directory: URL {
        TestPaths.directory(fromEnvironment: "MDTOOL_SPEC_DIR",
                            else: TestPaths.sharedDirectory.appendingPathComponent("spec"))
    }

    static var isRequired: Bool { TestPaths.environmentFlag("MDTOOL_REQUIRE_SPEC") }

    static let commonMark: [Int: SpecExample] = load(commonMarkFile)
    static let gfm: [Int: SpecExample] = load(gfmFile)

    static var isAvailable: Bool { !commonMark.isEmpty && !gfm.isEmpty }

    /// Why the fixtures could not be used, for the failure message under MDTOOL_REQUIRE_SPEC=1.
    static var missingDescription: String {
        "spec fixtures not found or unreadable: expected \(commonMarkFile) and \(gfmFile) in "
            + "\(directory.path) (set MDTOOL_SPEC_DIR to the folder holding them)"
    }

    static var commonMarkNumbers: [Int] { commonMark.keys.sorted() }

    static var gfmExtensionNumbers: [Int] {
        gfm.values.filter { $0.extension.map(gfmExtensionsInForce.contains) ?? false }.map(\.example).sorted()
    }

    private static func load(_ file: String) -> [Int: SpecExample] {
        let url = directory.appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url),
              let examples = try? JSONDecoder().decode([SpecExample].self, from: data) else { return [:] }
        return Dictionary(examples.map { ($0.example, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
