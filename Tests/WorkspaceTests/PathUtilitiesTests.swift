import Testing
import Workspace

struct PathUtilitiesTests {
    @Test(arguments: [
        ("docs/a.md", "/home/me", "/home/me/docs/a.md"),
        ("./docs//a.md/", "/home/me", "/home/me/docs/a.md"),
        ("../other/./b.md", "/home/me", "/home/other/b.md"),
        ("/etc/../../x", "/home/me", "/x"),
        (".", "/", "/"),
        ("/", "/home/me", "/"),
        ("/a/.hidden/..b/c", "/home/me", "/a/.hidden/..b/c"),
        ("/a/b/.", "/home/me", "/a/b"),
        ("/a/b/..", "/home/me", "/a"),
        ("/a//b", "/home/me", "/a/b"),
        ("/a/b/", "/home/me", "/a/b"),
        ("a", "/home/me/", "/home/me/a"),
    ])
    func absolute(path: String, directory: String, expected: String) {
        #expect(PathUtilities.absolute(path, from: directory) == expected)
    }

    @Test func relativeAndNormalized() {
        #expect(PathUtilities.relative("/a/b/c.md", to: "/a") == "b/c.md")
        #expect(PathUtilities.relative("/a", to: "/a") == "")
        #expect(PathUtilities.relative("/ab/c.md", to: "/a") == nil)
        #expect(PathUtilities.relative("/x/y", to: "/") == "x/y")
        #expect(PathUtilities.normalizedRelative("./a//b/../c") == "a/c")
        #expect(PathUtilities.normalizedRelative("../x/./y/..") == "../x")
        #expect(PathUtilities.normalizedRelative("a/..") == "")
    }

    @Test func components() {
        #expect(PathUtilities.join("", "a.md") == "a.md")
        #expect(PathUtilities.join("/", "a.md") == "/a.md")
        #expect(PathUtilities.join("docs", "a.md") == "docs/a.md")
        #expect(PathUtilities.parent(of: "/a/b") == "/a")
        #expect(PathUtilities.parent(of: "/a") == "/")
        #expect(PathUtilities.parent(of: "/") == "/")
        #expect(PathUtilities.lastComponent(of: "/a/b.md") == "b.md")
    }
}

struct ReadableNameTests {
    @Test func bytesThatAreNotUTF8AreShownAsHex() {
        #expect(PathUtilities.readableName(Array("café.md".utf8)) == "café.md")
        #expect(PathUtilities.readableName([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6D, 0x64]) == "caf\\xE9.md")
        #expect(PathUtilities.readableName([0xFF, 0x01, 0xC3]) == "\\xFF\u{01}\\xC3")
        #expect(ByteCount.describe(64 << 20) == "64 MiB" && ByteCount.describe(1) == "1 byte" && ByteCount.describe(1500) == "1500 bytes")
    }
}
