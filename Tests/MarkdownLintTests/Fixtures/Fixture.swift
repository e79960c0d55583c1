import Foundation
import MarkdownLint
import MarkdownProject
import MarkdownSyntax

/// A whole-file fixture in `Fixtures/Documents`: a Markdown file with inline markers (see
/// `FixtureMarkers`) and, optionally, `NAME.mdtool.yml` next to it, read through the real
/// configuration loader, for non-default options.
struct Fixture: CustomStringConvertible {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Documents")

    /// File names (`readme.md`, `windows-crlf.md`, …), sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted()
    }()

    let name: String
    let path: String
    let markers: FixtureMarkers
    let linter: Linter

    init(_ name: String) throws {
        self.name = name
        let url = Self.directory.appendingPathComponent(name)
        path = url.path
        markers = FixtureMarkers([UInt8](try Data(contentsOf: url)))
        let configPath = url.deletingPathExtension().path + ".mdtool.yml"
        if FileManager.default.fileExists(atPath: configPath) {
            let configuration = try ProjectConfiguration.load(explicitPath: configPath,
                                                              currentDirectory: Self.directory.path).lintConfiguration()
            linter = try Linter(configuration: configuration.rules, registry: configuration.registry)
        } else {
            linter = try Linter()
        }
    }

    /// The fixture without its markers, named by its real path (so links to local files
    /// resolve next to it).
    var source: SourceFile { SourceFile(name: path, bytes: markers.bytes) }

    func lint() -> [Diagnostic] { linter.lint(source, path: path) }

    var description: String { name }
}
