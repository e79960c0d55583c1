import Foundation
import TestSupport

/// The CommonMark and GFM spec examples, read at run time (see `MDTOOL_SPEC_DIR`).
struct SpecExample: Sendable, CustomStringConvertible {
    var number: Int
    var markdown: String
    var extensionName: String?
    var flavor: String

    var description: String { "\(flavor) example \(number)" }

    static let directory: URL = {
        if let value = ProcessInfo.processInfo.environment["MDTOOL_SPEC_DIR"], !value.isEmpty {
            return URL(fileURLWithPath: value)
        }
        return RepositoryRoot.url.deletingLastPathComponent().appendingPathComponent("shared/spec")
    }()

    static func load(_ file: String, flavor: String) -> [SpecExample] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
              let items = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return items.compactMap { item in
            guard let number = item["example"] as? Int, let markdown = item["markdown"] as? String else { return nil }
            return SpecExample(number: number, markdown: markdown, extensionName: item["extension"] as? String, flavor: flavor)
        }
    }

    static let all: [SpecExample] = load("commonmark-0.31.2.json", flavor: "commonmark")
        + load("gfm-0.29.json", flavor: "gfm").filter { $0.extensionName != "disabled" }

    static var available: Bool { !all.isEmpty }
}
