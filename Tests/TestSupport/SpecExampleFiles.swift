import Foundation

/// The CommonMark and GFM spec examples (`MDTOOL_SPEC_DIR`, else `../shared/spec` next to
/// the checkout), read at run time; empty lists when the files are absent.
public enum SpecExampleFiles {
    /// One example of a spec.
    public struct Example: Sendable, CustomStringConvertible {
        public var number: Int
        public var markdown: String
        public var html: String
        /// GFM only: the extension the example belongs to (`table`, …, `disabled`), nil for core.
        public var extensionName: String?
        /// Whether the example is from the GFM spec.
        public var isGFM: Bool

        public var description: String { "\(isGFM ? "GFM" : "CommonMark") example \(number)" }
    }

    public static let directory: URL = {
        if let value = ProcessInfo.processInfo.environment["MDTOOL_SPEC_DIR"], !value.isEmpty {
            return URL(fileURLWithPath: value)
        }
        return RepositoryRoot.url.deletingLastPathComponent().appendingPathComponent("shared/spec")
    }()

    /// The 652 CommonMark 0.31.2 examples.
    public static let commonMark: [Example] = load("commonmark-0.31.2.json", isGFM: false)

    /// The GFM 0.29 examples in force (all but the `disabled` ones).
    public static let gfm: [Example] = load("gfm-0.29.json", isGFM: true).filter { $0.extensionName != "disabled" }

    private static func load(_ file: String, isGFM: Bool) -> [Example] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
              let items = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return items.compactMap { item in
            guard let number = item["example"] as? Int, let markdown = item["markdown"] as? String,
                  let html = item["html"] as? String else { return nil }
            return Example(number: number, markdown: markdown, html: html,
                           extensionName: item["extension"] as? String, isGFM: isGFM)
        }
    }
}
