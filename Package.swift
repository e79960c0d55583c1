// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mdtool",
    products: [
        .library(name: "MarkdownSyntax", targets: ["MarkdownSyntax"]),
        .library(name: "MarkdownLint", targets: ["MarkdownLint"]),
        .library(name: "MarkdownFormatting", targets: ["MarkdownFormatting"]),
        .library(name: "MarkdownTransforms", targets: ["MarkdownTransforms"]),
        .library(name: "MarkdownAttributedString", targets: ["MarkdownAttributedString"]),
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
        .target(name: "MarkdownSyntax"),
        .target(name: "MarkdownLint", dependencies: ["MarkdownSyntax", "MarkdownFormatting", "MarkdownTransforms", "YAML"]),
        .target(name: "MarkdownFormatting", dependencies: ["MarkdownSyntax"]),
        .target(name: "MarkdownAttributedString", dependencies: ["MarkdownSyntax"]),
        .target(name: "MarkdownTransforms", dependencies: ["MarkdownSyntax", "MarkdownFormatting", "Workspace"]),
        .executableTarget(name: "mdtool", dependencies: ["MarkdownSyntax", "MarkdownLint", "MarkdownFormatting", "MarkdownTransforms",
                                                   "MarkdownAttributedString", "Workspace", "YAML"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MarkdownSyntaxTests", dependencies: ["MarkdownSyntax", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "MarkdownAttributedStringTests",
                    dependencies: ["MarkdownAttributedString", "MarkdownSyntax", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "MarkdownFormattingTests", dependencies: ["MarkdownFormatting", "MarkdownSyntax", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "MarkdownTransformsTests",
                    dependencies: ["MarkdownTransforms", "MarkdownSyntax", "TestSupport", "HTTPSUpgradeExample"]),
        // A custom transform applied with minimal edits (Examples/HTTPSUpgrade; see README).
        .target(name: "HTTPSUpgradeExample", dependencies: ["MarkdownSyntax", "MarkdownTransforms"],
                path: "Examples/HTTPSUpgrade/Sources/HTTPSUpgradeExample"),
        .executableTarget(name: "https-upgrade-example",
                          dependencies: ["HTTPSUpgradeExample", "MarkdownSyntax", "MarkdownTransforms"],
                          path: "Examples/HTTPSUpgrade/Sources/https-upgrade-example"),
        .testTarget(name: "MarkdownLintTests",
                    dependencies: ["MarkdownLint", "MarkdownSyntax", "YAML", "TestSupport", "CustomRuleExample"],
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
