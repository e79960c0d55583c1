import MarkdownSyntax

/// Prints a document handed over a run of top-level blocks at a time, in document order,
/// exactly as `BlockPrinter.printDocument` prints the whole tree: so a large document is
/// formatted without its tree ever being whole. A block is printed once the block after it
/// is known (what separates them depends on both), and a region kept as written once its
/// end is.
struct RunPrinter {
    private var printer: BlockPrinter
    /// Blocks handed over and not yet printed, in order.
    private var pending: [RawMarkup] = []
    private var progress = BlockPrinter.SequenceProgress(firstAbove: .nothing)
    /// Whether a code block has been seen, which settles a `consistent` code block style.
    private var sawCodeBlock: Bool

    init(_ printer: BlockPrinter) {
        self.printer = printer
        self.printer.settleCodeBlockStyle(firstIsIndented: nil)
        sawCodeBlock = printer.options.codeBlockStyle != .consistent
    }

    /// Takes the next run of top-level blocks and prints what it can.
    mutating func print(_ run: [RawMarkup]) {
        guard !run.isEmpty else { return }
        if !sawCodeBlock, let firstIsIndented = BlockPrinter.firstCodeBlockIsIndented(in: run) {
            printer.settleCodeBlockStyle(firstIsIndented: firstIsIndented)
            sawCodeBlock = true
        }
        pending += run
        let printed = printer.printBlocks(pending, before: pending.count - 1, tight: false, topLevel: true,
                                          progress: &progress, isWhole: false)
        pending.removeFirst(printed)
    }

    /// Prints the blocks still held (the document has no more) and hands over the printing.
    mutating func finish() -> MarkdownFormatter.Printing {
        let blocks = pending
        pending = []
        _ = printer.printBlocks(blocks, before: blocks.count, tight: false, topLevel: true, progress: &progress,
                                isWhole: true)
        return (printer.writer.takeOutput(), printer.notes)
    }
}
