import Foundation
@testable import MarkdownFormatting
import MarkdownSyntax
import Testing

/// The safety check compares fingerprints of the HTML as displayed instead of the HTML:
/// folding must be the same whether the HTML comes whole or in pieces, and the
/// fingerprint must tell displayed differences apart.
struct HTMLFingerprintTests {
    private func folded(_ html: String) -> String {
        String(decoding: HTMLWhitespaceFolding.folded(Array(html.utf8)), as: UTF8.self)
    }

    @Test func whitespaceFoldsAsBrowsersDisplayIt() {
        #expect(folded("\n  <p>a  b\n\tc</p>\n") == "<p>a b c</p>")
        #expect(folded("<p>one two</p>") == "<p>one two</p>")
        #expect(folded("<pre><code>a  b\n  c</code></pre>\n<p>x   y</p>") == "<pre><code>a  b\n  c</code></pre> <p>x y</p>")
        #expect(folded("<pre>\n<pre>a  b</pre>  c  </pre>  d") == "<pre>\n<pre>a  b</pre>  c  </pre> d")
        #expect(folded("") == "")
    }

    @Test func piecesFoldAsTheWhole() {
        let html = Array("<p>Some  text\n with <em>runs</em>   of\tspace</p>\n<pre><code>kept   as\n  is\n</code></pre>\n<p>then  <code>a  b</code> after</p>\n".utf8)
        let whole = HTMLWhitespaceFolding.folded(html)
        // Every cut, including inside `<pre` and `</pre>`.
        for cut in 0...html.count {
            var folding = HTMLWhitespaceFolding()
            var out: [UInt8] = []
            html[..<cut].withUnsafeBufferPointer { folding.fold($0, into: &out) }
            html[cut...].withUnsafeBufferPointer { folding.fold($0, into: &out) }
            folding.finish(into: &out)
            #expect(out == whole, "cut at \(cut)")
        }
    }

    @Test func fingerprintsCompareDisplayedHTML() {
        func fingerprint(_ markdown: String) -> HTMLFingerprint {
            HTMLFingerprint(of: Document(parsing: SourceFile(text: markdown)))
        }
        // Moving a line break within a paragraph changes no displayed character.
        #expect(fingerprint("one two\nthree\n") == fingerprint("one\ntwo three\n"))
        #expect(fingerprint("* a\n* b\n") == fingerprint("- a\n- b\n"))
        #expect(fingerprint("one two\n") != fingerprint("one  two\n\n    code\n"))
        #expect(fingerprint("```\na  b\n```\n") != fingerprint("```\na b\n```\n"))
        #expect(fingerprint("*a*\n") != fingerprint("**a**\n"))
    }

    @Test func largeDocumentsHashTheSameHoweverTheRendererCutsThem() {
        // Over a megabyte of HTML, so the renderer hands it out in several pieces, cut at
        // other places in the two documents.
        let paragraphs = (0..<40_000).map { "Paragraph \($0) with some words." }
        let wrapped = paragraphs.joined(separator: "\n\n") + "\n"
        let rewrapped = paragraphs.map { $0.replacingOccurrences(of: " with ", with: "\nwith ") }
            .joined(separator: "\n\n") + "\n"
        let one = HTMLFingerprint(of: Document(parsing: SourceFile(text: wrapped)))
        let other = HTMLFingerprint(of: Document(parsing: SourceFile(text: rewrapped)))
        #expect(one.count > 1 << 20)
        #expect(one == other)
        let changed = HTMLFingerprint(of: Document(parsing: SourceFile(text: wrapped.replacingOccurrences(of: "39999", with: "39998"))))
        #expect(changed != one)
    }

    @Test func onePieceOfMegabytesHashesAsManySmallOnes() {
        // The builder folds a large piece a block at a time; the cuts must not show.
        let html = Array((0..<60_000).map { "<p>Line  \($0)\n of <pre>kept  \($0)</pre> text</p>\n" }.joined().utf8)
        #expect(html.count > 2 << 20)
        var whole = HTMLFingerprint.Builder()
        html.withUnsafeBufferPointer { whole.add($0) }
        var pieces = HTMLFingerprint.Builder()
        for start in stride(from: 0, to: html.count, by: 997) {
            html[start..<min(html.count, start + 997)].withUnsafeBufferPointer { pieces.add($0) }
        }
        #expect(whole.finish() == pieces.finish())
    }

    /// Folding that takes runs of bytes at once gives what folding a byte at a time gives,
    /// on random HTML-like text (tags, `<pre>` nesting, whitespace, control bytes) fed in
    /// random pieces.
    @Test func foldingAgreesWithFoldingAByteAtATime() {
        func byteAtATime(_ html: [UInt8]) -> [UInt8] {
            var out: [UInt8] = []
            var preDepth = 0
            var pendingSpace = false
            for index in html.indices {
                let byte = html[index]
                let rest = html[index...]
                if rest.starts(with: Array("<pre".utf8)) { preDepth += 1 }
                if rest.starts(with: Array("</pre>".utf8)) { preDepth = max(0, preDepth - 1) }
                if preDepth == 0 && [0x20, 0x0A, 0x09, 0x0D].contains(byte) {
                    pendingSpace = true
                } else {
                    if pendingSpace && !out.isEmpty { out.append(0x20) }
                    pendingSpace = false
                    out.append(byte)
                }
            }
            return out
        }
        let parts = ["<td>", "</td>", "\n", " ", "  ", "\t", "\r", "<", "a", "bc", "<pre>", "</pre>", "<pre", "</p>",
                     "<p>", "\u{1}", " x", "<pre class=\"x\">"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let html = Array((0..<next(60)).map { _ in parts[next(parts.count)] }.joined().utf8)
            var folding = HTMLWhitespaceFolding()
            var out: [UInt8] = []
            var start = 0
            while start < html.count {
                let end = min(html.count, start + 1 + next(12))
                html[start..<end].withUnsafeBufferPointer { folding.fold($0, into: &out) }
                start = end
            }
            folding.finish(into: &out)
            #expect(out == byteAtATime(html), "\(String(decoding: html, as: UTF8.self).debugDescription)")
            #expect(HTMLWhitespaceFolding.folded(html) == out)
        }
    }
}
