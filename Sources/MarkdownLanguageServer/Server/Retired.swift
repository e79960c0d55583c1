import MarkdownLint

/// Values a message's handling no longer needs but has not freed yet (see
/// `LanguageServer.retired`): the analyses it replaced, and the lint context (a document's
/// tree and per-line facts) of the last document it linted. Only the last: a message that
/// re-lints every open document frees each context as it makes the next.
struct Retired {
    var analyses: [AnalysisCache.Analysis] = []
    var lastContext: LintContext?
}
