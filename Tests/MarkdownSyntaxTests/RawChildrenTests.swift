@testable import MarkdownSyntax
import Testing

/// A node keeps its children (its one child itself, more in a block of their own): it
/// holds them, in order, for as long as it lives, and lets them go with it.
struct RawChildrenTests {
    private static func leaves(_ count: Int) -> [RawMarkup] {
        (0..<count).map { RawMarkup(.text("\($0)"), range: $0..<($0 + 1)) }
    }

    // 65,535 and more are counted in the block, not in the node.
    @Test(arguments: [0, 1, 2, 7, 65_534, 65_535, 70_000])
    func childrenAreTheNodesGivenInOrder(count: Int) {
        let leaves = Self.leaves(count)
        let parent = RawMarkup(.paragraph, children: leaves, range: 0..<count)
        #expect(parent.children.count == count)
        #expect(parent.children.isEmpty == (count == 0))
        #expect(parent.children.elementsEqual(leaves, by: ===))
        #expect(parent.range == 0..<count)
    }

    @Test func aSliceOfAStackIsCopiedIntoTheNode() {
        var stack = Self.leaves(6)
        let parent = RawMarkup(.emphasis(marker: UInt8(ascii: "*")), children: stack[2...4])
        let expected = Array(stack[2...4])
        stack.removeAll()
        #expect(parent.children.elementsEqual(expected, by: ===))
        #expect(parent.range == nil)
    }

    @Test(arguments: [1, 3])
    func childrenLiveAsLongAsTheirParent(count: Int) {
        weak var child: RawMarkup?
        var parent: RawMarkup?
        do {
            let leaf = RawMarkup(.softBreak, range: 3..<4)
            child = leaf
            parent = RawMarkup(.paragraph, children: [leaf] + Self.leaves(count - 1))
        }
        #expect(child != nil)
        #expect(parent?.children.first === child)
        parent = nil
        #expect(child == nil)
    }

    @Test func withKindKeepsTheChildren() {
        let parent = RawMarkup(.paragraph, children: Self.leaves(3), range: 0..<3)
        let heading = parent.withKind(.heading(HeadingInfo(level: 2, style: .atx, closingSequence: "")))
        #expect(heading.children.elementsEqual(parent.children, by: ===))
        #expect(heading.range == nil)
    }
}
