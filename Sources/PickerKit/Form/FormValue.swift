import Foundation

/// The value of one field of a ``Form``: what the user chose, typed or switched.
///
/// Each kind of field holds one kind of value (``FormField/Kind``): a choice and a wheel hold
/// ``choices(_:)`` (the chosen values; a wheel one per column), a date ``date(_:)``, a number
/// ``number(_:)``, a switch ``bool(_:)``, a text or multi-line text ``text(_:)``, a file
/// ``path(_:)``. A note holds none.
public enum FormValue: Sendable, Hashable {
    /// A typed text (one line, a password, or several lines).
    case text(String)
    /// A number, exactly (a step of 0.1 from 70.3 is 70.4, never 70.39999).
    case number(Decimal)
    /// A switch: on or off.
    case bool(Bool)
    /// A date, a time of day, a date and time, or a month (its first day).
    case date(Date)
    /// The chosen values: of a choice, one or several; of a wheel, one per column.
    case choices([String])
    /// A file or directory path.
    case path(String)

    /// Whether the value says nothing: an empty (or blank) text, no choice, an empty path. A
    /// required field refuses it.
    public var isEmpty: Bool {
        switch self {
        case .text(let text): text.allSatisfy(\.isWhitespace)
        case .choices(let values): values.isEmpty
        case .path(let path): path.isEmpty
        case .number, .bool, .date: false
        }
    }

    /// The texts a ``FormCondition`` compares: a text, a path or a number's digits ("2.5") as
    /// they are; each chosen value; a switch "true" or "false"; a date its ISO 8601 form in UTC
    /// ("2024-01-15T14:30:00Z").
    public var conditionTexts: [String] {
        switch self {
        case .text(let text): [text]
        case .number(let number): [number.description]
        case .bool(let on): [on ? "true" : "false"]
        case .date(let date): [date.formatted(.iso8601)]
        case .choices(let values): values
        case .path(let path): [path]
        }
    }
}
