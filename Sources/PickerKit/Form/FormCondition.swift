/// When a field or section of a ``Form`` is shown: when another field's value equals one of
/// ``values`` (``Match/anyOf``), or none of them (``Match/noneOf``).
///
/// ```swift
/// // The region only when the environment is not "dev".
/// FormCondition(key: "environment", noneOf: ["dev"])
/// ```
///
/// The value is compared by its ``FormValue/conditionTexts``: a choice of several matches
/// ``Match/anyOf`` when any chosen value is among ``values``; a switch is "true" or "false". A
/// field that is hidden, or has no value, has no texts: ``Match/anyOf`` is then false and
/// ``Match/noneOf`` true. A condition names a field that comes before the one it governs
/// (``Form/problems`` says otherwise), so the form is read top to bottom once.
public struct FormCondition: Sendable, Hashable {
    /// How the value is compared with ``values``.
    public enum Match: Sendable, Hashable {
        /// Shown when the value equals one of the values.
        case anyOf
        /// Shown when the value equals none of the values.
        case noneOf
    }

    /// The key of the field whose value decides.
    public var key: String
    /// The values compared with.
    public var values: [String]
    /// Whether the value must be among ``values`` or not.
    public var match: Match

    /// Shown when the field `key` has one of `values`.
    public init(key: String, anyOf values: [String]) {
        self.key = key
        self.values = values
        self.match = .anyOf
    }

    /// Shown when the field `key` has none of `values` (or no value, or is hidden).
    public init(key: String, noneOf values: [String]) {
        self.key = key
        self.values = values
        self.match = .noneOf
    }

    /// Whether the condition holds when the field it names has `value` (nil: no value, or hidden).
    public func holds(for value: FormValue?) -> Bool {
        let found = value?.conditionTexts.contains { values.contains($0) } ?? false
        return match == .anyOf ? found : !found
    }
}
