// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mdtool",
    products: [
        .library(name: "MarkdownSyntax", targets: ["MarkdownSyntax"]),
        .executable(name: "mdtool", targets: ["mdtool"]),
    ],
    targets: [
        .target(name: "MarkdownSyntax"),
        .executableTarget(name: "mdtool", dependencies: ["MarkdownSyntax", "YAML"]),
        .testTarget(name: "MarkdownSyntaxTests", dependencies: ["MarkdownSyntax"]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "YAML", dependencies: ["CYAML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .target(name: "Workspace"),
        .testTarget(name: "WorkspaceTests", dependencies: ["Workspace"]),
    ]
)
