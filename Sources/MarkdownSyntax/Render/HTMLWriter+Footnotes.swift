/// Footnotes are numbered in document order (references inside definitions count where
/// the definition stands), as cmark-gfm does.
struct FootnoteState {
    /// Definitions by normalized label; the first of a label wins.
    var definitions: [String: RawMarkup] = [:]
    /// Each defined label as written, by normalized label (the first definition's): the
    /// `fn-` ids use it. Known before rendering starts, as a reference can come first.
    var definedLabels: [String: String] = [:]
    /// Referenced labels in order of first reference.
    var order: [String] = []
    var numbers: [String: Int] = [:]
    var referenceCounts: [String: Int] = [:]
    /// For each reference node: its footnote's number and which reference to it this is.
    var references: [ObjectIdentifier: (number: Int, index: Int)] = [:]
    /// Each label as written, normalized; and each normalized label's `fn-` id, escaped:
    /// a footnote is mostly referenced many times under one spelling.
    var keys: [String: String] = [:]
    var idLabels: [String: [UInt8]] = [:]
    /// Set for a writer that renders one run of a document's blocks while others render
    /// the rest: numbers depend on everything before, so the writer records where each
    /// reference and definition stands (`events`) and the writer joining the runs numbers
    /// and writes them (`appendRun`).
    var defers = false
    var events: [FootnoteEvent] = []
    /// The definitions numbered so far, kept alive: `references` knows their references by
    /// identity, and a streamed rendering frees the nodes it is done with (whose
    /// identities new nodes can then take).
    var numberedDefinitions: [RawMarkup] = []

    /// `label` normalized (`LinkLabel.normalize`), once per spelling.
    mutating func key(_ label: String) -> String {
        if let key = keys[label] { return key }
        let key = LinkLabel.normalize(label)
        keys[label] = key
        return key
    }

    /// The next reference to `key`: its footnote's number (the next one at the label's
    /// first reference) and which reference to it this is.
    mutating func nextReference(to key: String) -> (number: Int, index: Int) {
        let index = (referenceCounts[key] ?? 0) + 1
        if index == 1 {
            order.append(key)
            numbers[key] = order.count
        }
        referenceCounts[key] = index
        return (numbers[key]!, index)
    }
}

/// A footnote reference or definition met by a writer that defers footnotes, with the
/// output offset where it stands.
struct FootnoteEvent: @unchecked Sendable {
    enum Kind {
        /// A reference, shown (in text) or only counted (in an image description).
        case reference(label: String, shown: Bool)
        case definition(RawMarkup)
    }

    let offset: Int
    let kind: Kind
}

extension HTMLWriter {
    /// Collects the footnote definitions before rendering. They stand among blocks, so
    /// inline content is not searched.
    mutating func collectFootnoteDefinitions(in node: RawMarkup) {
        switch node.kind {
        case .footnoteDefinition(let label):
            let key = LinkLabel.normalize(label)
            if footnotes.definitions[key] == nil {
                footnotes.definitions[key] = node
                footnotes.definedLabels[key] = label
            }
        case .paragraph, .heading, .table:
            return  // inline content
        default:
            break
        }
        // Recursion, as rendering itself recurses: no queue of retained nodes.
        for child in node.children { collectFootnoteDefinitions(in: child) }
    }

    /// A definition met in the flow of blocks: it renders at the end, but the references
    /// inside it count from here.
    mutating func footnoteDefinitionMet(_ node: RawMarkup) {
        if footnotes.defers {
            footnotes.events.append(FootnoteEvent(offset: out.count, kind: .definition(node)))
            return
        }
        // Collected here too for a writer that never sees the whole tree; the first
        // definition of a label wins either way.
        collectFootnoteDefinitions(in: node)
        numberFootnoteReferences(in: node)
        footnotes.numberedDefinitions.append(node)
    }

    /// Numbers the references inside a definition, which renders later, at the end: they
    /// are known by identity until then (unless numbered already, as a definition inside
    /// a definition is).
    private mutating func numberFootnoteReferences(in node: RawMarkup) {
        if case .footnoteReference(let label) = node.kind, footnotes.references[ObjectIdentifier(node)] == nil {
            footnotes.references[ObjectIdentifier(node)] = footnotes.nextReference(to: footnotes.key(label))
        }
        for child in node.children { numberFootnoteReferences(in: child) }
    }

    /// A reference met while rendering, numbered where it stands and written unless only
    /// counted (`shown` false: in an image description). Its number is the one it was given
    /// with its definition, or the next. (A reference in the flow is met once, so only those
    /// inside definitions are remembered: a streamed rendering frees the others' nodes.)
    mutating func footnoteReferenceMet(_ node: RawMarkup, _ label: String, shown: Bool) {
        if footnotes.defers {
            footnotes.events.append(FootnoteEvent(offset: out.count, kind: .reference(label: label, shown: shown)))
            return
        }
        let (number, index) = footnotes.references[ObjectIdentifier(node)]
            ?? footnotes.nextReference(to: footnotes.key(label))
        if shown { writeFootnoteReference(label, number: number, index: index) }
    }

    private mutating func writeFootnoteReference(_ label: String, number: Int, index: Int) {
        let idLabel = footnoteIDLabel(footnotes.key(label), written: label)
        write("<sup class=\"footnote-ref\"><a href=\"#fn-")
        out.append(idLabel)
        write("\" id=\"fnref-")
        writeReferenceID(idLabel, index)
        write("\" data-footnote-ref>")
        out.append(decimal: number)
        write("</a></sup>")
    }

    /// Appends a run's output, written by a writer that deferred footnotes, numbering and
    /// writing its footnote references where they stand.
    mutating func appendRun(_ output: ByteOutput, footnoteEvents events: [FootnoteEvent]) {
        output.withBytes { bytes in
            var written = 0
            for event in events {
                writeRendered(UnsafeBufferPointer(rebasing: bytes[written..<event.offset]))
                written = event.offset
                switch event.kind {
                case .reference(let label, let shown):
                    let (number, index) = footnotes.nextReference(to: footnotes.key(label))
                    if shown { writeFootnoteReference(label, number: number, index: index) }
                case .definition(let node):
                    footnoteDefinitionMet(node)
                }
            }
            writeRendered(UnsafeBufferPointer(rebasing: bytes[written...]))
        }
        flushIfFull()
    }

    /// The label used in `fn-…` ids: the definition's label as written, URL-escaped. A
    /// label with a definition is escaped once; one without (built trees) as written.
    private mutating func footnoteIDLabel(_ key: String, written: String) -> [UInt8] {
        if let escaped = footnotes.idLabels[key] { return escaped }
        let bytes = ByteOutput(capacity: written.utf8.count)
        guard let defined = footnotes.definedLabels[key] else {
            HTMLEscaping.appendEscapedURL(written, to: bytes)
            return bytes.array
        }
        HTMLEscaping.appendEscapedURL(defined, to: bytes)
        footnotes.idLabels[key] = bytes.array
        return bytes.array
    }

    /// The footnotes section, in order of first reference; unreferenced definitions are left out.
    mutating func renderFootnotes() {
        guard !footnotes.order.isEmpty else { return }
        lineBreakIfNeeded()
        write("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        var index = 0
        while index < footnotes.order.count {
            let key = footnotes.order[index]
            index += 1
            guard let definition = footnotes.definitions[key] else { continue }
            let idLabel = footnoteIDLabel(key, written: key)
            write("<li id=\"fn-")
            out.append(idLabel)
            write("\">\n")
            let children = definition.children
            for (position, child) in children.enumerated() {
                if position == children.count - 1, case .paragraph = child.kind {
                    lineBreakIfNeeded()
                    write("<p>")
                    renderInlines(child.children)
                    write(" ")
                    writeBackReferences(key, idLabel)
                    write("</p>\n")
                } else {
                    renderBlock(child, tight: false)
                }
            }
            if children.isEmpty || !isParagraph(children.last!) {
                lineBreakIfNeeded()
                writeBackReferences(key, idLabel)
                write("\n")
            }
            write("</li>\n")
            flushIfFull()
        }
        write("</ol>\n</section>\n")
    }

    private func isParagraph(_ node: RawMarkup) -> Bool {
        if case .paragraph = node.kind { return true }
        return false
    }

    /// The id of a footnote's `index`th reference, after `fnref-`: the label, then `-index`
    /// from the second on.
    private mutating func writeReferenceID(_ idLabel: [UInt8], _ index: Int) {
        out.append(idLabel)
        if index > 1 {
            out.append(UInt8(ascii: "-"))
            out.append(decimal: index)
        }
    }

    private mutating func writeBackReferences(_ key: String, _ idLabel: [UInt8]) {
        let count = footnotes.referenceCounts[key] ?? 1
        for reference in 1...max(1, count) {
            if reference > 1 { write(" ") }
            write("<a href=\"#fnref-")
            writeReferenceID(idLabel, reference)
            write("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩")
            if reference > 1 {
                write("<sup class=\"footnote-ref\">")
                out.append(decimal: reference)
                write("</sup>")
            }
            write("</a>")
            flushIfFull()
        }
    }
}
