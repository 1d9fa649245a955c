/// A group of rows of a ``Form``, drawn as one rounded block of an iOS grouped table, with an
/// optional header above it and footer below it.
public struct FormSection: Sendable, Equatable {
    /// The text above the section (shown in capitals, dimmed), or nil for none.
    public var header: String?
    /// The text below the section (dimmed, wrapped), or nil for none.
    public var footer: String?
    /// The rows, top to bottom.
    public var fields: [FormField]
    /// When the whole section is shown; nil: always.
    public var shownWhen: FormCondition?

    /// A section of `fields`.
    public init(
        header: String? = nil, footer: String? = nil, fields: [FormField], shownWhen: FormCondition? = nil
    ) {
        self.header = header
        self.footer = footer
        self.fields = fields
        self.shownWhen = shownWhen
    }
}
