// swift-tools-version:6.0
// A package that uses mdtool's command plugins, for scripts/test-plugins.
// MDTOOL_PACKAGE_PATH points at the mdtool checkout (the script sets it).
import Foundation
import PackageDescription

let mdtoolPath = Context.environment["MDTOOL_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "PluginTestPackage",
    dependencies: [.package(name: "mdtool", path: mdtoolPath)],
    targets: [.target(name: "Sample")]
)
