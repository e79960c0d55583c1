// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mdtool",
    products: [
        .library(name: "MarkdownSyntax", targets: ["MarkdownSyntax"]),
        // swift-markdown's API (`import Markdown`) on MarkdownSyntax's tree.
        .library(name: "Markdown", targets: ["Markdown"]),
        .library(name: "MarkdownLint", targets: ["MarkdownLint"]),
        .library(name: "MarkdownFormatting", targets: ["MarkdownFormatting"]),
        .library(name: "MarkdownTransforms", targets: ["MarkdownTransforms"]),
        .library(name: "MarkdownLinks", targets: ["MarkdownLinks"]),
        .library(name: "MarkdownProject", targets: ["MarkdownProject"]),
        .library(name: "MarkdownAttributedString", targets: ["MarkdownAttributedString"]),
        .library(name: "MarkdownLanguageServer", targets: ["MarkdownLanguageServer"]),
        .executable(name: "mdtool", targets: ["mdtool"]),
        .plugin(name: "LintMarkdown", targets: ["LintMarkdown"]),
        .plugin(name: "FormatMarkdown", targets: ["FormatMarkdown"]),
    ],
    targets: [
        .plugin(
            name: "LintMarkdown",
            capability: .command(intent: .custom(verb: "lint-markdown", description: "Lint Markdown files with mdtool")),
            dependencies: ["mdtool"]),
        .plugin(
            name: "FormatMarkdown",
            capability: .command(
                intent: .custom(verb: "format-markdown", description: "Format Markdown files with mdtool"),
                permissions: [.writeToPackageDirectory(reason: "mdtool fmt rewrites Markdown files in place")]),
            dependencies: ["mdtool"]),
        .target(name: "MarkdownSyntax", dependencies: ["CYAML", "CMemoryMap"]),
        // Growing the parser's large buffers in place (mremap, which Swift cannot call), and
        // the process's memory otherwise (malloc_trim, the relocation table's pages).
        .target(name: "CMemoryMap"),
        .target(name: "Markdown", dependencies: ["MarkdownSyntax"]),
        // swift-markdown's own suite runs through scripts/test-swift-markdown; these pin the README's promises.
        .testTarget(name: "MarkdownDropInTests", dependencies: ["Markdown", "MarkdownSyntax"]),
        .target(name: "MarkdownLint", dependencies: ["MarkdownSyntax", "MarkdownTransforms", "MarkdownLinks", "Workspace", "YAML"]),
        .target(name: "MarkdownFormatting", dependencies: ["MarkdownSyntax", "CMemoryMap"]),
        // Markdown as an AttributedString (FoundationEssentials only, so it works on Linux).
        .target(name: "MarkdownAttributedString", dependencies: ["MarkdownSyntax"]),
        .target(name: "MarkdownTransforms", dependencies: ["MarkdownSyntax", "MarkdownFormatting"]),
        // Link checking: collection, local and external checks, cache; the only module with
        // network I/O.
        .target(name: "MarkdownLinks", dependencies: ["MarkdownSyntax", "Workspace", "YAML", "CCurlRequest"]),
        // HTTP requests that read status and headers only, through libcurl loaded at run time.
        .target(name: "CCurlRequest", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The project's configuration: file selection, overrides, and the lint, format and
        // links sections, each decoded by (or for) its owner.
        .target(name: "MarkdownProject",
                dependencies: ["MarkdownSyntax", "MarkdownLint", "MarkdownFormatting", "MarkdownLinks", "Workspace", "YAML"]),
        .testTarget(name: "MarkdownProjectTests",
                    dependencies: ["MarkdownProject", "MarkdownLint", "MarkdownLinks", "MarkdownFormatting", "YAML"]),
        // The language server (`mdtool lsp`): JSON-RPC framing and LSP messages over the same
        // configuration, linter, formatter and link checker as the commands.
        .target(name: "MarkdownLanguageServer",
                dependencies: ["MarkdownSyntax", "MarkdownLint", "MarkdownFormatting", "MarkdownTransforms", "MarkdownLinks",
                               "MarkdownProject", "Workspace", "YAML"]),
        .testTarget(name: "MarkdownLanguageServerTests",
                    dependencies: ["MarkdownLanguageServer", "MarkdownFormatting", "MarkdownLint", "MarkdownSyntax", "TestSupport"]),
        // The commands, taking their streams and working directory as parameters, so the
        // executable, a language server and tests run the same code.
        .target(name: "MDToolCLI",
                dependencies: ["MarkdownSyntax", "MarkdownLint", "MarkdownFormatting", "MarkdownTransforms", "MarkdownLinks",
                               "MarkdownProject", "MarkdownAttributedString", "MarkdownLanguageServer", "Workspace",
                               "YAML"]),
        .executableTarget(name: "mdtool", dependencies: ["MDToolCLI", "CAllocatorTuning", "CMemoryMap"]),
        .target(name: "CAllocatorTuning"),
        .target(name: "TestSupport", dependencies: ["MarkdownSyntax"], path: "Tests/TestSupport"),
        // The commands in-process (most tests) and through the built binary (EndToEnd/).
        .testTarget(name: "MDToolCLITests",
                    dependencies: ["MDToolCLI", "MarkdownSyntax", "MarkdownLint", "MarkdownAttributedString", "Workspace", "TestSupport",
                                   "CAllocatorTuning", "CMemoryMap"]),
        .testTarget(name: "MarkdownSyntaxTests", dependencies: ["MarkdownSyntax", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "MarkdownAttributedStringTests",
                    dependencies: ["MarkdownAttributedString", "MarkdownSyntax", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "MarkdownFormattingTests", dependencies: ["MarkdownFormatting", "MarkdownSyntax", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "MarkdownTransformsTests",
                    dependencies: ["MarkdownTransforms", "MarkdownSyntax", "TestSupport", "HTTPSUpgradeExample"]),
        .testTarget(name: "MarkdownLinksTests", dependencies: ["MarkdownLinks", "MarkdownSyntax", "TestSupport"]),
        // A custom transform applied with minimal edits (Examples/HTTPSUpgrade; see README).
        .target(name: "HTTPSUpgradeExample", dependencies: ["MarkdownSyntax", "MarkdownTransforms"],
                path: "Examples/HTTPSUpgrade/Sources/HTTPSUpgradeExample"),
        .executableTarget(name: "https-upgrade-example",
                          dependencies: ["HTTPSUpgradeExample", "MarkdownSyntax", "MarkdownTransforms"],
                          path: "Examples/HTTPSUpgrade/Sources/https-upgrade-example"),
        .testTarget(name: "MarkdownLintTests",
                    dependencies: ["MarkdownLint", "MarkdownProject", "MarkdownSyntax", "YAML", "Workspace", "TestSupport", "CustomRuleExample"],
                    exclude: ["Fixtures/Documents"]),
        // A rule written in Swift (Examples/CustomRule; see README "Writing a custom rule").
        .target(name: "CustomRuleExample", dependencies: ["MarkdownLint", "MarkdownSyntax"],
                path: "Examples/CustomRule/Sources/CustomRuleExample"),
        .executableTarget(name: "custom-rule-example", dependencies: ["CustomRuleExample", "MarkdownLint"],
                          path: "Examples/CustomRule/Sources/custom-rule-example"),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "YAML", dependencies: ["CYAML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .target(name: "Workspace"),
        .testTarget(name: "WorkspaceTests", dependencies: ["Workspace"]),
    ]
)
