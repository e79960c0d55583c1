extension MarkupFormatter {
    /// How `format(options:)` writes Markdown.
    public struct Options: Sendable {
        public enum UnorderedListMarker: String, CaseIterable, Sendable {
            case dash = "-"
            case plus = "+"
            case star = "*"
        }

        public enum OrderedListNumerals: Sendable {
            /// Every item gets the same number.
            case allSame(UInt)
            /// Items count up from `start`.
            case incrementing(start: UInt)
        }

        public enum UseCodeFence: String, CaseIterable, Sendable {
            case never
            case always
            case onlyWhenLanguageIsPresent
        }

        public enum ThematicBreakCharacter: String, CaseIterable, Sendable {
            case dash = "-"
            case underline = "_"
            case star = "*"
        }

        public enum EmphasisMarker: String, CaseIterable, Sendable {
            case star = "*"
            case underline = "_"
        }

        public enum PreferredHeadingStyle: CaseIterable, Sendable {
            case atx
            case setext
        }

        public enum DoxygenCommandPrefix: String, CaseIterable, Sendable {
            case backslash = "\\"
            case at = "@"
        }

        /// What separates Doxygen commands that follow each other.
        public enum AdjacentDoxygenCommandsSpacing: String, CaseIterable, Sendable {
            case singleNewline
            case separateParagraphs
        }

        /// A line length to wrap paragraphs at.
        public struct PreferredLineLimit: Sendable {
            /// What a wrapped line ends with.
            public enum SplittingElement: Sendable {
                case hardBreak
                case softBreak
            }

            public var maxLength: Int
            public var breakWith: SplittingElement

            public init(maxLength: Int, breakWith: SplittingElement) {
                self.maxLength = maxLength
                self.breakWith = breakWith
            }
        }

        public var unorderedListMarker: UnorderedListMarker
        public var orderedListNumerals: OrderedListNumerals
        public var useCodeFence: UseCodeFence
        public var defaultCodeBlockLanguage: String?
        public var thematicBreakCharacter: ThematicBreakCharacter
        public var thematicBreakLength: UInt
        public var emphasisMarker: EmphasisMarker
        public var condenseAutolinks: Bool
        public var preferredHeadingStyle: PreferredHeadingStyle
        public var preferredLineLimit: PreferredLineLimit?
        public var customLinePrefix: String
        public var doxygenCommandPrefix: DoxygenCommandPrefix
        public var adjacentDoxygenCommandsSpacing: AdjacentDoxygenCommandsSpacing

        public init(unorderedListMarker: UnorderedListMarker = .dash,
                    orderedListNumerals: OrderedListNumerals = .allSame(1),
                    useCodeFence: UseCodeFence = .always,
                    defaultCodeBlockLanguage: String? = nil,
                    thematicBreakCharacter: ThematicBreakCharacter = .dash,
                    thematicBreakLength: UInt = 5,
                    emphasisMarker: EmphasisMarker = .star,
                    condenseAutolinks: Bool = true,
                    preferredHeadingStyle: PreferredHeadingStyle = .atx,
                    preferredLineLimit: PreferredLineLimit? = nil,
                    customLinePrefix: String = "",
                    doxygenCommandPrefix: DoxygenCommandPrefix = .backslash,
                    adjacentDoxygenCommandsSpacing: AdjacentDoxygenCommandsSpacing = .singleNewline) {
            self.unorderedListMarker = unorderedListMarker
            self.orderedListNumerals = orderedListNumerals
            self.useCodeFence = useCodeFence
            self.defaultCodeBlockLanguage = defaultCodeBlockLanguage
            self.thematicBreakCharacter = thematicBreakCharacter
            self.thematicBreakLength = thematicBreakLength
            self.emphasisMarker = emphasisMarker
            self.condenseAutolinks = condenseAutolinks
            self.preferredHeadingStyle = preferredHeadingStyle
            self.preferredLineLimit = preferredLineLimit
            self.customLinePrefix = customLinePrefix
            self.doxygenCommandPrefix = doxygenCommandPrefix
            self.adjacentDoxygenCommandsSpacing = adjacentDoxygenCommandsSpacing
        }

        public static let `default` = Options()
    }
}
