/// The parts of the client's `initialize` capabilities that change what the server does.
struct ClientCapabilities: Sendable {
    var positionEncodings: [String] = []
    /// `textDocument/diagnostic`: the client pulls diagnostics, so none are pushed.
    var pullsDiagnostics = false
    var refreshesDiagnostics = false
    var registersWatchedFilesDynamically = false
    var answersConfigurationRequests = false
    /// `codeAction/resolve` may fill in an action's `edit` later.
    var resolvesCodeActionEdits = false
    var hierarchicalDocumentSymbols = false
    var markdownHover = false
    var appliesWorkspaceEdits = false

    init() {}

    init(_ json: JSON?) {
        let general = json?["general"]
        positionEncodings = general?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        let document = json?["textDocument"]
        let workspace = json?["workspace"]
        pullsDiagnostics = document?["diagnostic"]?.object != nil
        refreshesDiagnostics = workspace?["diagnostics"]?["refreshSupport"]?.bool ?? false
        registersWatchedFilesDynamically = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        answersConfigurationRequests = workspace?["configuration"]?.bool ?? false
        let resolvable = document?["codeAction"]?["resolveSupport"]?["properties"]?.array?.compactMap(\.string) ?? []
        resolvesCodeActionEdits = resolvable.contains("edit")
        hierarchicalDocumentSymbols = document?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.bool ?? false
        markdownHover = document?["hover"]?["contentFormat"]?.array?.contains("markdown") ?? false
        appliesWorkspaceEdits = workspace?["applyEdit"]?.bool ?? false
    }
}
