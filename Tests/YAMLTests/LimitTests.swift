import Testing
import YAML

struct LimitTests {
    private let tooDeep = ConfigLoader.maxDepth + 1

    @Test func deepFlowNestingIsRejected() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(errorLine { try yaml(text) } == "test.yml:1:\(tooDeep): nesting exceeds the maximum depth of \(ConfigLoader.maxDepth)")
        #expect(errorLine { try json(text) } == "test.json:1:\(tooDeep): nesting exceeds the maximum depth of \(ConfigLoader.maxDepth)")
        let objects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(errorLine { try jsonc(objects) } == "test.jsonc:1:\(5 * ConfigLoader.maxDepth + 1): nesting exceeds the maximum depth of \(ConfigLoader.maxDepth)")
    }

    @Test func deepBlockNestingIsRejected() {
        var text = ""
        for level in 0..<tooDeep {
            text += String(repeating: " ", count: level) + "k:\n"
        }
        text += String(repeating: " ", count: tooDeep) + "v\n"
        #expect(errorLine { try yaml(text) } == "test.yml:\(tooDeep):\(tooDeep): nesting exceeds the maximum depth of \(ConfigLoader.maxDepth)")
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let depth = ConfigLoader.maxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        for format in ConfigFormat.allCases {
            var node = try ConfigLoader.parse(text, format: format, name: "x")
            var levels = 1
            while let inner = node.sequence?.first {
                node = inner
                levels += 1
            }
            #expect(levels == depth)
        }
    }
}
