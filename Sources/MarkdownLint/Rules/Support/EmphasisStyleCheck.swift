import MarkdownSyntax

/// MD049 (emphasis) and MD050 (strong emphasis): markers that differ from the style.
enum EmphasisStyleCheck {
    /// Emphasis (or strong emphasis) whose markers differ from the style. Both
    /// markers of such a node are reported, with one fix swapping both. As markdownlint
    /// does, `*` markers next to a letter, digit or `_` are not reported when the style is
    /// `underscore` (an underscore cannot emphasize part of a word).
    ///
    /// The fix is left out when the swap could change the rendering: when a new marker
    /// would touch a marker character of the new kind (runs would merge), when an
    /// underscore could not open or close there, or when the node's text holds a loose
    /// marker of the new kind that could pair with the new markers.
    /// `nodes`: every emphasis node (or every strong one) of the document, in order.
    static func findings(_ nodes: NodeList<some Markup>, markerLength: Int,
                         style: EmphasisMarkerStyle, in context: LintContext) -> [Finding] {
        var expected: UInt8? = switch style {
        case .consistent: nil
        case .asterisk: UInt8(ascii: "*")
        case .underscore: UInt8(ascii: "_")
        }
        var findings: [Finding] = []
        // The same for every finding (the wrong marker is the other one): made once, not
        // for each of thousands of nodes.
        var replacementAndDetail: (replacement: String, detail: String)?
        context.bytes.withUnsafeBufferPointer { bytes in
            for node in nodes {
                let raw = node.raw
                guard let range = raw.range, range.count >= 2 * markerLength + 1,
                      let marker = Self.marker(of: raw) else { continue }
                guard let target = expected else {
                    expected = marker
                    continue
                }
                guard marker != target else { continue }
                let opening = range.lowerBound..<(range.lowerBound + markerLength)
                let closing = (range.upperBound - markerLength)..<range.upperBound
                if target == UInt8(ascii: "_") {
                    let before = opening.lowerBound > 0 ? bytes[opening.lowerBound - 1] : 0x20
                    let after = closing.upperBound < bytes.count ? bytes[closing.upperBound] : 0x20
                    if ByteClass.isJavaScriptWordByte(before) || ByteClass.isJavaScriptWordByte(after) { continue }
                }
                let (replacement, detail) = replacementAndDetail ?? (
                    String(repeating: Character(Unicode.Scalar(target)), count: markerLength),
                    "Expected: \(EmphasisMarkerStyle.name(of: target)); Actual: \(EmphasisMarkerStyle.name(of: marker))")
                replacementAndDetail = (replacement, detail)
                var fix: Fix?
                if Self.markerSwapIsSafe(node, opening, closing, to: target, bytes) {
                    fix = Fix([TextEdit(range: opening, replacement: replacement),
                               TextEdit(range: closing, replacement: replacement)], applicability: .safe)
                }
                findings.append(Finding(range: opening, detail: detail, fix: fix))
                findings.append(Finding(range: closing, detail: detail, fix: fix))
            }
        }
        return findings
    }

    private static func isStrong(_ raw: RawMarkup) -> Bool {
        if case .strong = raw.kind { return true }
        return false
    }

    /// The marker byte of emphasis or strong emphasis.
    private static func marker(of raw: RawMarkup) -> UInt8? {
        switch raw.kind {
        case .emphasis(let marker), .strong(let marker): marker < 0x80 ? marker : nil
        default: nil
        }
    }

    private static func markerSwapIsSafe(_ node: some Markup, _ opening: Range<Int>, _ closing: Range<Int>,
                                         to target: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isMarker(_ index: Int) -> Bool {
            index >= 0 && index < bytes.count && (bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "_"))
        }
        /// Whether a run at `range` of its own characters opens without closing (or
        /// closes without opening), so it cannot pair with anything but its partner.
        func isPure(_ range: Range<Int>, opening: Bool) -> Bool {
            let run = DelimiterRun.flanking(bytes, range, as: bytes[range.lowerBound])
            return opening ? run.canOpen && !run.canClose : run.canClose && !run.canOpen
        }
        /// The whole run of marker characters around `range`.
        func fullRun(_ range: Range<Int>) -> Range<Int> {
            var start = range.lowerBound
            var end = range.upperBound
            while start > 0 && bytes[start - 1] == bytes[range.lowerBound] { start -= 1 }
            while end < bytes.count && bytes[end] == bytes[range.lowerBound] { end += 1 }
            return start..<end
        }
        // Each marker must be a delimiter run of its own: a longer run is only partly used
        // and swapping part of it changes how the rest pairs up. The one exception is
        // strong emphasis exactly filling emphasis (`***a***`, `_**a**_`, `*__a__*`,
        // `___a___`), which stays emphasis around strong emphasis once both runs can only
        // open and close each other.
        var partner: [Int] = []
        var partnerRuns: [(Range<Int>, Bool)] = []
        let raw = node.raw
        if opening.count == 2, let parent = node.parentRaw, case .emphasis = parent.kind,
           parent.range == (opening.lowerBound - 1)..<(closing.upperBound + 1) {
            partner = [opening.lowerBound - 1, closing.upperBound]
            partnerRuns = [((opening.lowerBound - 1)..<opening.lowerBound, true),
                           (closing.upperBound..<(closing.upperBound + 1), false)]
            if isMarker(opening.lowerBound - 2) || isMarker(closing.upperBound + 1) { return false }
        } else if opening.count == 1, raw.children.count == 1, case .strong = raw.children[0].kind,
                  raw.children[0].range == opening.upperBound..<closing.lowerBound {
            partner = [opening.upperBound, closing.lowerBound - 1]
            partnerRuns = [(opening.upperBound..<(opening.upperBound + 2), true),
                           ((closing.lowerBound - 2)..<closing.lowerBound, false)]
            if isMarker(opening.upperBound + 2) || isMarker(closing.lowerBound - 3) { return false }
        }
        // The bytes right outside and right inside each marker (no array made per node).
        func touchesOtherMarker(_ index: Int) -> Bool { isMarker(index) && !partner.contains(index) }
        if touchesOtherMarker(opening.lowerBound - 1) || touchesOtherMarker(opening.upperBound)
            || touchesOtherMarker(closing.lowerBound - 1) || touchesOtherMarker(closing.upperBound) {
            return false
        }
        for (run, isOpening) in partnerRuns where !isPure(run, opening: isOpening) { return false }
        // The new markers must open and close here, and the opening one must not be able
        // to close a marker of its kind before it (nor the closing one to open with one
        // after it) in the same paragraph, heading or cell.
        let newOpening = DelimiterRun.flanking(bytes, opening, as: target)
        let newClosing = DelimiterRun.flanking(bytes, closing, as: target)
        if !newOpening.canOpen || !newClosing.canClose { return false }
        if newOpening.canClose || newClosing.canOpen {
            var block: (any Markup)? = node.parent
            while let current = block, current is Emphasis || current is Strong || current is Strikethrough
                    || current is Link || current is Image {
                block = current.parent
            }
            guard let range = block?.byteRange else { return false }
            if newOpening.canClose && bytes[range.lowerBound..<opening.lowerBound].contains(target) { return false }
            if newClosing.canOpen && bytes[closing.upperBound..<range.upperBound].contains(target) { return false }
        }
        // Markers inside could pair with the new markers, or with markers outside once the
        // old ones are gone: loose ones must be unable to open or close, nested emphasis
        // must open and close only itself.
        var pending = Array(raw.children)
        while let child = pending.popLast() {
            switch child.kind {
            case .link(let info) where info.form.isAutolink: continue
            case .inlineCode, .inlineHTML: continue
            case .emphasis, .strong:
                guard let range = child.range, !range.isEmpty else { break }
                let length = Self.isStrong(child) ? 2 : 1
                let isPartner = partnerRuns.first?.0.lowerBound == range.lowerBound
                if !isPartner {
                    guard range.count > 2 * length,
                          isPure(fullRun(range.lowerBound..<(range.lowerBound + length)), opening: true),
                          isPure(fullRun((range.upperBound - length)..<range.upperBound), opening: false) else {
                        return false
                    }
                }
            default: break
            }
            guard case .text = child.kind else {
                pending.append(contentsOf: child.children)
                continue
            }
            guard let range = child.range else { continue }
            var hasLiveRun = false
            DelimiterRun.forEach(in: bytes, range) { run in
                if !DelimiterRun.isInert(bytes, run) { hasLiveRun = true }
            }
            if hasLiveRun { return false }
        }
        return true
    }
}
