extension Table {
    /// A table cell; its children are inline.
    public struct Cell: Markup, BasicInlineContainer {
        public var _data: _MarkupData

        public init(_ data: _MarkupData) { _data = data }

        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableCell(self) }

        public init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == InlineMarkup {
            self.init(colspan: 1, rowspan: 1, children, inheritSourceRange: inheritSourceRange)
        }

        public init<Children: Sequence>(colspan: UInt, rowspan: UInt, _ children: Children,
                                        inheritSourceRange: Bool = false) where Children.Element == InlineMarkup {
            let (raws, range) = rawParts(children.map { $0 as Markup }, inheritSourceRange: inheritSourceRange)
            self.init(_MarkupData(root: RawMarkup(.tableCell(colspan: colspan, rowspan: rowspan), parsedRange: range, raws)))
        }

        public init(colspan: UInt, rowspan: UInt, _ children: InlineMarkup...) {
            self.init(colspan: colspan, rowspan: rowspan, children)
        }

        private var spans: (colspan: UInt, rowspan: UInt) {
            guard case .tableCell(let colspan, let rowspan) = raw.markup.data else { return (1, 1) }
            return (colspan, rowspan)
        }

        /// How many columns the cell covers (0: covered by a cell to its left).
        public var colspan: UInt {
            get { spans.colspan }
            set { replaceData(.tableCell(colspan: newValue, rowspan: spans.rowspan)) }
        }

        /// How many rows the cell covers (0: covered by a cell above).
        public var rowspan: UInt {
            get { spans.rowspan }
            set { replaceData(.tableCell(colspan: spans.colspan, rowspan: newValue)) }
        }
    }
}
