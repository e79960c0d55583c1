/// Removes every soft break (what `withoutSoftBreaks` asks for).
struct SoftBreakDeleter: MarkupRewriter {
    mutating func visitSoftBreak(_ softBreak: SoftBreak) -> Markup? { nil }
}
