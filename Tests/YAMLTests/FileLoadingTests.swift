import Foundation
import Testing
import YAML

struct FileLoadingTests {
    @Test(arguments: [
        ("a.yml", ConfigFormat.yaml), ("a.YAML", .yaml), ("dir.v2/.markdownlint.yaml", .yaml),
        ("x.json", .json), (".markdownlint-cli2.jsonc", .jsonc),
    ])
    func formatFromExtension(path: String, format: ConfigFormat) {
        #expect(ConfigFormat(path: path) == format)
    }

    @Test(arguments: ["README.md", ".markdownlintrc", "dir.yml/config", "noext"])
    func noFormatForOtherPaths(path: String) {
        #expect(ConfigFormat(path: path) == nil)
    }

    @Test func loadsByExtension() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("YAMLTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            ("config.yaml", "MD013: false\n"),
            ("config.json", "{\"MD013\": false}"),
            ("config.jsonc", "{\"MD013\": false, // off\n}"),
        ]
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            let node = try ConfigLoader.load(contentsOf: url)
            #expect(try node["MD013"]?.asBool() == false)
            #expect(node.mark.file == url.path)
        }
        // An explicit format overrides the extension.
        let rc = directory.appendingPathComponent(".markdownlintrc")
        try "{\"a\": 1}".write(to: rc, atomically: true, encoding: .utf8)
        #expect(try ConfigLoader.load(path: rc.path, format: .json)["a"]?.asInt() == 1)
        #expect(errorLine { try ConfigLoader.load(path: rc.path) }
            == "\(rc.path): unsupported configuration file type (expected .yaml, .yml, .json or .jsonc)")
        // Errors name the path as given.
        let bad = directory.appendingPathComponent("bad.json")
        try "{\"a\": 1,}".write(to: bad, atomically: true, encoding: .utf8)
        #expect(errorLine { try ConfigLoader.load(path: bad.path) } == "\(bad.path):1:8: trailing comma is not allowed in JSON")
    }

    @Test func unreadableFiles() {
        #expect(errorLine { try ConfigLoader.load(path: "/nonexistent/dir/config.yml") }
            == "/nonexistent/dir/config.yml: cannot read file: No such file or directory")
        let directory = FileManager.default.temporaryDirectory.path + "/YAMLTests-dir-\(UUID().uuidString).yml"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(errorLine { try ConfigLoader.load(path: directory) } == "\(directory): cannot read file: Is a directory")
    }
}
