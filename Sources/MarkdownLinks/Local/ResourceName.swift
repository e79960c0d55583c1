/// A resource file's name as DocC matches it: without the appearance (`~dark`, `~light`) and
/// display scale (`@2x`, `@3x`) variants, so `hero~dark@2x.png` is `hero.png`.
struct ResourceName: Hashable, Sendable {
    /// The name without variants or extension: `hero`.
    let base: String
    /// The name without variants, with the extension if there is one: `hero.png`.
    let key: String

    init(_ fileName: some StringProtocol) {
        let name = Substring(fileName)
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        var stem = dot.map { name[..<$0] } ?? name
        if let at = stem.lastIndex(of: "@"), Self.isScale(stem[stem.index(after: at)...]) { stem = stem[..<at] }
        for appearance in ["~dark", "~light"] where stem.hasSuffix(appearance) {
            stem = stem.dropLast(appearance.count)
        }
        let base = String(stem)
        self.base = base
        key = dot.map { base + name[$0...] } ?? base
    }

    /// `2x`, `3x`: digits, then `x`.
    private static func isScale(_ text: Substring) -> Bool {
        text.count >= 2 && text.last == "x" && text.dropLast().allSatisfy(\.isASCII) && text.dropLast().allSatisfy(\.isNumber)
    }
}
