import Testing
@testable import Workspace

struct ConfigFileLocatorTests {
    @Test func nothingFound() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory("a/b")
        try #require(ConfigFileLocator.locate(from: "/tmp") == nil, "a configuration file above /tmp would skew this test")
        #expect(ConfigFileLocator.locate(from: directory.absolute("a/b")) == nil)
    }

    @Test(arguments: [
        ([".mdtool.yml", ".mdtool.yaml", ".markdownlint.jsonc"], ".mdtool.yml", ConfigFileKind.mdtool),
        ([".mdtool.yaml", ".markdownlint.json"], ".mdtool.yaml", .mdtool),
        ([".markdownlint.jsonc", ".markdownlint.json", ".markdownlint.yaml", ".markdownlint.yml"], ".markdownlint.jsonc", .markdownlint),
        ([".markdownlint.json", ".markdownlint.yaml", ".markdownlint.yml"], ".markdownlint.json", .markdownlint),
        ([".markdownlint.yaml", ".markdownlint.yml"], ".markdownlint.yaml", .markdownlint),
        ([".markdownlint.yml"], ".markdownlint.yml", .markdownlint),
    ])
    func precedenceWithinOneDirectory(files: [String], expected: String, kind: ConfigFileKind) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for name in files { try directory.file(name, "") }
        let found = try #require(ConfigFileLocator.locate(from: directory.path))
        #expect(found == ConfigFileLocation(path: directory.absolute(expected), kind: kind))
        #expect(ConfigFileLocator.locate(in: directory.path) == found)
    }

    @Test func theNearestDirectoryWins() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.file(".mdtool.yml", "")
        try directory.file("project/.markdownlint.json", "{}")
        try directory.directory("project/docs/deep")
        try directory.directory("elsewhere")
        let nested = try #require(ConfigFileLocator.locate(from: directory.absolute("project/docs/deep")))
        #expect(nested.path == directory.absolute("project/.markdownlint.json"))
        #expect(nested.kind == .markdownlint)
        #expect(nested.directory == directory.absolute("project"))
        let sibling = try #require(ConfigFileLocator.locate(from: directory.absolute("elsewhere")))
        #expect(sibling == ConfigFileLocation(path: directory.absolute(".mdtool.yml"), kind: .mdtool))
        #expect(ConfigFileLocator.locate(in: directory.absolute("elsewhere")) == nil)
        #expect(ConfigFileLocator.locate(from: directory.absolute("project/docs/../../elsewhere"))?.kind == .mdtool)
    }

    @Test func directoriesWithAConfigurationNameAreNotConfigurations() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.directory("sub/.mdtool.yml")
        try directory.file("sub/.markdownlint.yml", "")
        try directory.file("linked/target.yml", "")
        try directory.link("linked/.mdtool.yaml", to: "target.yml")
        #expect(ConfigFileLocator.locate(from: directory.absolute("sub"))?.path == directory.absolute("sub/.markdownlint.yml"))
        #expect(ConfigFileLocator.locate(from: directory.absolute("linked"))?.path == directory.absolute("linked/.mdtool.yaml"))
    }
}
