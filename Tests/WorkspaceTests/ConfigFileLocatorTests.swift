import Testing
@testable import Workspace

struct ConfigFileLocatorTests {
    @Test func nothingFound() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory("a/b")
        try directory.file("a/.markdownlint.json", "{}")
        #expect(ConfigFileLocator.locate(in: directory.absolute("a/b")).isEmpty)
    }

    @Test(arguments: [
        ([".mdtool.yml", ".mdtool.yaml"], [".mdtool.yml"]),
        ([".markdownlint.jsonc", ".markdownlint.json", ".markdownlint.yaml", ".markdownlint.yml"], [".markdownlint.jsonc"]),
        ([".markdownlint.json", ".markdownlint.yaml", ".markdownlint.yml"], [".markdownlint.json"]),
        ([".markdownlint.yml", ".markdownlint.cjs"], [".markdownlint.yml"]),
        ([".markdownlint-cli2.yaml", ".markdownlint-cli2.jsonc", ".markdownlint-cli2.cjs"], [".markdownlint-cli2.jsonc"]),
        ([".markdownlint-cli2.mjs"], [".markdownlint-cli2.mjs"]),
        ([".markdownlint.yaml", ".mdtool.yaml", ".markdownlint-cli2.yaml"],
         [".mdtool.yaml", ".markdownlint-cli2.yaml", ".markdownlint.yaml"]),
    ])
    func oneFilePerKindInPrecedenceOrder(files: [String], expected: [String]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for name in files { try directory.file(name, "") }
        #expect(ConfigFileLocator.locate(in: directory.path).map(\.path) == expected.map(directory.absolute))
    }

    @Test func kindsAndJavaScript() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file(".markdownlint-cli2.cjs", "")
        try directory.file(".markdownlint.json", "{}")
        let found = ConfigFileLocator.locate(in: directory.path)
        #expect(found.map(\.kind) == [.markdownlintCli2, .markdownlint])
        #expect(found.map(\.isJavaScript) == [true, false])
        #expect(found.first?.directory == directory.path)
    }

    @Test func directoriesWithAConfigurationNameAreNotConfigurations() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory("sub/.mdtool.yml")
        try directory.file("sub/.markdownlint.yml", "")
        try directory.file("linked/target.yml", "")
        try directory.link("linked/.mdtool.yaml", to: "target.yml")
        #expect(ConfigFileLocator.locate(in: directory.absolute("sub")).map(\.path) == [directory.absolute("sub/.markdownlint.yml")])
        #expect(ConfigFileLocator.locate(in: directory.absolute("linked")).map(\.path) == [directory.absolute("linked/.mdtool.yaml")])
    }
}
