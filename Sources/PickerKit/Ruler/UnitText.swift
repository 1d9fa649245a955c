/// A number and its unit as one text, as CLDR writes them in English: a space between them
/// ("70 kg", "3 replicas"), but none before a unit that is a sign written against the number —
/// degrees (°, °F, °C), percent, per mille, minutes and seconds of arc ("70°F", "45%").
enum UnitText {
    /// The signs written against the number, without a space.
    private static let signs: Set<Character> = ["°", "%", "‰", "′", "″"]

    /// `number` followed by `unit` (nothing when there is none).
    static func joining(_ number: String, unit: String?) -> String {
        guard let unit, !unit.isEmpty else { return number }
        return number + separator(before: unit) + unit
    }

    /// What stands between a number and `unit`: nothing before a sign, else a space.
    static func separator(before unit: String) -> String {
        unit.first.map { signs.contains($0) } == true ? "" : " "
    }
}
