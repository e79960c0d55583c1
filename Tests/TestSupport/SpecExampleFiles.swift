import Foundation

/// The CommonMark and GFM spec examples (`MDTOOL_SPEC_DIR`, else `../shared/spec` next to
/// the checkout), read at run time: the one loader every suite uses. A checkout without
/// them still runs every other test: the spec suites are skipped, unless
/// `MDTOOL_REQUIRE_SPEC=1` (the README's test command sets it) turns their absence into a failure.
public enum SpecExampleFiles {
    /// One example of a spec.
    public struct Example: Sendable, CustomStringConvertible {
        public var number: Int
        public var markdown: String
        public var html: String
        public var section: String
        /// GFM only: the extension the example belongs to (`table`, …, `disabled`), nil for core.
        public var extensionName: String?
        /// Whether the example is from the GFM spec.
        public var isGFM: Bool

        public var description: String { "\(isGFM ? "GFM" : "CommonMark") example \(number)" }
    }

    public static let commonMarkFile = "commonmark-0.31.2.json"
    public static let gfmFile = "gfm-0.29.json"

    public static let directory = RepositoryRoot.sharedDirectory("spec", overriddenBy: "MDTOOL_SPEC_DIR")

    /// The 652 CommonMark 0.31.2 examples.
    public static let commonMark: [Example] = load(commonMarkFile, isGFM: false)

    /// The GFM 0.29 examples in force (all but the `disabled` ones).
    public static let gfm: [Example] = load(gfmFile, isGFM: true).filter { $0.extensionName != "disabled" }

    /// The GFM examples of the extensions (tables, strikethrough, autolinks, tag filter).
    public static var gfmExtensions: [Example] { gfm.filter { $0.extensionName != nil } }

    /// Both lists, CommonMark first.
    public static var all: [Example] { commonMark + gfm }

    public static var isAvailable: Bool { !commonMark.isEmpty && !gfm.isEmpty }

    /// Whether missing fixtures are a failure (`MDTOOL_REQUIRE_SPEC=1`) rather than a skip.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["MDTOOL_REQUIRE_SPEC"] == "1" }

    /// Why the fixtures could not be used, for the failure message.
    public static var missingDescription: String {
        "spec fixtures not found or unreadable: expected \(commonMarkFile) and \(gfmFile) in "
            + "\(directory.path) (set MDTOOL_SPEC_DIR to the folder holding them)"
    }

    private static func load(_ file: String, isGFM: Bool) -> [Example] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
              let items = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return items.compactMap { item in
            guard let number = item["example"] as? Int, let markdown = item["markdown"] as? String,
                  let html = item["html"] as? String else { return nil }
            return Example(number: number, markdown: markdown, html: html, section: item["section"] as? String ?? "",
                           extensionName: item["extension"] as? String, isGFM: isGFM)
        }
    }
}
