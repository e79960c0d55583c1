@testable import MarkdownLanguageServer
import Testing

@Suite struct DocumentURITests {
    @Test(arguments: [
        ("file:///home/me/notes.md", "/home/me/notes.md"),
        ("file:///home/me/my%20notes/caf%C3%A9.md", "/home/me/my notes/café.md"),
        ("file://localhost/tmp/a.md", "/tmp/a.md"),
        ("FILE:///tmp/dir/", "/tmp/dir"),
        ("file:///tmp/a.md#L3", "/tmp/a.md"),
    ])
    func pathsOfFileURIs(uri: String, path: String) {
        #expect(DocumentURI.path(of: uri) == path)
    }

    @Test(arguments: ["untitled:Untitled-1", "file://server/share/a.md", "file:///bad%FF.md", "file:///nul%00.md", "https://x/a.md"])
    func otherURIsHaveNoPath(uri: String) {
        #expect(DocumentURI.path(of: uri) == nil)
    }

    @Test func roundTrips() {
        for path in ["/tmp/a.md", "/tmp/with space/#hash?.md", "/tmp/ünï/😀.md", "/a%b.md"] {
            let uri = DocumentURI.uri(ofPath: path)
            #expect(uri.hasPrefix("file:///"))
            #expect(!uri.contains(" "))
            #expect(DocumentURI.path(of: uri) == path)
        }
        #expect(DocumentURI.uri(ofPath: "/tmp/my notes.md") == "file:///tmp/my%20notes.md")
    }
}
