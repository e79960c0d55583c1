import Testing
import YAML

struct AliasTests {
    @Test func aliasesRepeatTheAnchoredNode() throws {
        let node = try yaml("""
            base: &base
              enabled: true
              style: atx
            copy: *base
            list: [&x 1, *x, *x]
            """)
        #expect(node["copy"]?.content == node["base"]?.content)
        #expect(node["copy"]?["style"]?.value == .string("atx"))
        // The alias itself is marked where it is used; its children where they were written.
        #expect(node["copy"]?.mark.description == "test.yml:4:7")
        #expect(node["copy"]?["style"]?.mark.description == "test.yml:3:10")
        #expect(node["list"]?.sequence?.map(\.value) == [.int(1), .int(1), .int(1)])
        #expect(node["list"]?.sequence?.map(\.mark.column) == [8, 14, 18])
    }

    @Test func anchorsMayBeRedefined() throws {
        let node = try yaml("a: &v 1\nb: *v\nc: &v 2\nd: *v\n")
        #expect(node["b"]?.value == .int(1))
        #expect(node["d"]?.value == .int(2))
    }

    @Test func unknownAndRecursiveAliases() {
        #expect(errorLine { try yaml("a: *nope\n") } == #"test.yml:1:4: unknown anchor "nope""#)
        #expect(errorLine { try yaml("a: &loop [1, *loop]\n") } == #"test.yml:1:14: alias "loop" refers to a node that contains it"#)
    }

    @Test func mergeKeys() throws {
        let node = try yaml("""
            defaults: &defaults
              line_length: 80
              tables: false
            extra: &extra
              tables: true
              headings: false
            MD013:
              <<: [*defaults, *extra]
              line_length: 120
            """)
        let rule = try #require(node["MD013"])
        // Merged entries take the place of `<<`; the explicit line_length overrides the merged one.
        #expect(rule.keys == ["tables", "headings", "line_length"])
        #expect(rule["line_length"]?.value == .int(120))
        #expect(rule["tables"]?.value == .bool(false))
        #expect(rule["headings"]?.value == .bool(false))
    }

    @Test func explicitKeysOverrideMergedOnesWhereverTheyAppear() throws {
        let node = try yaml("d: &d {a: 1, b: 2}\nm:\n  a: 0\n  <<: *d\n")
        #expect(node["m"]?.keys == ["a", "b"])
        #expect(node["m"]?["a"]?.value == .int(0))
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let node = try yaml("m: {'<<': 1}\n")
        #expect(node["m"]?["<<"]?.value == .int(1))
    }

    @Test func badMergeValues() {
        #expect(errorLine { try yaml("m:\n  <<: 5\n") } == "test.yml:2:7: a merge key needs a mapping or a sequence of mappings, found integer 5")
        #expect(errorLine { try yaml("d: &d {a: 1}\nm:\n  <<: *d\n  <<: *d\n") }
            .hasPrefix(#"test.yml:4:3: duplicate merge key "<<" (first defined at 3:3)"#))
    }

    @Test func billionLaughsIsRejectedAtTheLimit() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            let refs = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            text += "\(name): &\(name) [\(refs)]\n"
        }
        let line = errorLine { try yaml(text) }
        #expect(line.contains("aliases expand to more than \(ConfigLoader.maxAliasNodes) nodes"))
        // The limit trips at level f (9^5 nodes), long before the 9^9 of the last level: the
        // expansion stops there, whatever the machine's speed.
        #expect(line.hasPrefix("test.yml:6:"))
    }

    @Test func aliasesWithinTheLimitAreFine() throws {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abc", "bcd") {
            text += "\(name): &\(name) [\(Array(repeating: "*\(previous)", count: 9).joined(separator: ", "))]\n"
        }
        let node = try yaml(text)
        #expect(node["d"]?.sequence?.count == 9)
    }

    @Test func aliasesCannotBypassTheDepthLimit() {
        let half = ConfigLoader.maxDepth / 2 + 10
        let nested = String(repeating: "[", count: half) + String(repeating: "]", count: half)
        let text = "a: &deep \(nested)\nb: \(String(repeating: "[", count: half))*deep\(String(repeating: "]", count: half))\n"
        #expect(errorLine { try yaml(text) }.contains("alias expansion exceeds the maximum nesting depth of \(ConfigLoader.maxDepth)"))
    }
}
