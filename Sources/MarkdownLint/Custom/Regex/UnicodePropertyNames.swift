/// The `\p{…}` names the linear engine knows: general categories (short and long names,
/// optionally as `gc=…`) and the binary properties Alphabetic, White_Space, Uppercase,
/// Lowercase, ASCII and Any. Names compare as ICU compares them: ignoring case, spaces,
/// `-` and `_`. Scripts, blocks and other properties are left to ICU.
enum UnicodePropertyNames {
    static func unicodeClass(named name: String) -> ScalarSet.UnicodeClass? {
        var key = normalized(name)
        for prefix in ["gc=", "generalcategory="] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
            return categories[key].map { .categories($0) }
        }
        if let mask = categories[key] { return .categories(mask) }
        return binaryProperties[key]
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }

    private static let binaryProperties: [String: ScalarSet.UnicodeClass] = [
        "alphabetic": .alphabetic, "alpha": .alphabetic,
        "whitespace": .whitespace, "wspace": .whitespace, "space": .whitespace,
        "uppercase": .uppercase, "upper": .uppercase,
        "lowercase": .lowercase, "lower": .lowercase,
        "ascii": .ascii, "any": .any,
    ]

    private static let categories: [String: UInt32] = {
        let single: [(short: String, long: String, Unicode.GeneralCategory)] = [
            ("lu", "uppercaseletter", .uppercaseLetter), ("ll", "lowercaseletter", .lowercaseLetter),
            ("lt", "titlecaseletter", .titlecaseLetter), ("lm", "modifierletter", .modifierLetter),
            ("lo", "otherletter", .otherLetter), ("mn", "nonspacingmark", .nonspacingMark),
            ("mc", "spacingmark", .spacingMark), ("me", "enclosingmark", .enclosingMark),
            ("nd", "decimalnumber", .decimalNumber), ("nl", "letternumber", .letterNumber),
            ("no", "othernumber", .otherNumber), ("pc", "connectorpunctuation", .connectorPunctuation),
            ("pd", "dashpunctuation", .dashPunctuation), ("ps", "openpunctuation", .openPunctuation),
            ("pe", "closepunctuation", .closePunctuation), ("pi", "initialpunctuation", .initialPunctuation),
            ("pf", "finalpunctuation", .finalPunctuation), ("po", "otherpunctuation", .otherPunctuation),
            ("sm", "mathsymbol", .mathSymbol), ("sc", "currencysymbol", .currencySymbol),
            ("sk", "modifiersymbol", .modifierSymbol), ("so", "othersymbol", .otherSymbol),
            ("zs", "spaceseparator", .spaceSeparator), ("zl", "lineseparator", .lineSeparator),
            ("zp", "paragraphseparator", .paragraphSeparator), ("cc", "control", .control),
            ("cf", "format", .format), ("cs", "surrogate", .surrogate), ("co", "privateuse", .privateUse),
            ("cn", "unassigned", .unassigned),
        ]
        var table: [String: UInt32] = [:]
        var groups: [Character: UInt32] = [:]
        for (short, long, category) in single {
            let bit = ScalarSet.UnicodeClass.bit(of: category)
            table[short] = bit
            table[long] = bit
            groups[short.first ?? " ", default: 0] |= bit
        }
        let groupNames: [(Character, String)] = [
            ("l", "letter"), ("m", "mark"), ("n", "number"), ("p", "punctuation"), ("s", "symbol"),
            ("z", "separator"), ("c", "other"),
        ]
        for (letter, long) in groupNames {
            table[String(letter)] = groups[letter]
            table[long] = groups[letter]
        }
        let cased = (table["lu"] ?? 0) | (table["ll"] ?? 0) | (table["lt"] ?? 0)
        table["lc"] = cased
        table["l&"] = cased
        table["casedletter"] = cased
        table["combiningmark"] = groups["m"]
        return table
    }()
}
