import PickerKit

/// The colour code of a four-band resistor: two digits, a multiplier and a tolerance.
struct ResistorCode: Equatable {
    /// A band colour.
    struct Band: Equatable {
        var name: String
        var color: Color
    }

    static let digits: [Band] = [
        Band(name: "Black", color: .rgb(20, 20, 20)), Band(name: "Brown", color: .rgb(139, 69, 19)),
        Band(name: "Red", color: .rgb(220, 30, 30)), Band(name: "Orange", color: .rgb(255, 140, 0)),
        Band(name: "Yellow", color: .rgb(250, 220, 30)), Band(name: "Green", color: .rgb(40, 170, 60)),
        Band(name: "Blue", color: .rgb(40, 90, 230)), Band(name: "Violet", color: .rgb(140, 60, 200)),
        Band(name: "Grey", color: .rgb(140, 140, 140)), Band(name: "White", color: .rgb(245, 245, 245)),
    ]
    static let gold = Band(name: "Gold", color: .rgb(212, 175, 55))
    static let silver = Band(name: "Silver", color: .rgb(192, 192, 200))
    /// Multipliers: ×10^0 … ×10^9 by the digit colours, then gold ×0.1 and silver ×0.01.
    static let multipliers: [Band] = digits + [gold, silver]
    /// Tolerances with their percentages.
    static let tolerances: [(band: Band, percent: String)] = [
        (digits[1], "1"), (digits[2], "2"), (digits[5], "0.5"), (digits[6], "0.25"),
        (digits[7], "0.1"), (digits[8], "0.05"), (gold, "5"), (silver, "10"),
    ]

    var first: Int
    var second: Int
    var multiplier: Int
    var tolerance: Int

    /// The power of ten the multiplier band stands for.
    var exponent: Int { multiplier < 10 ? multiplier : 9 - multiplier }  // gold → -1, silver → -2

    /// The resistance in ohms.
    var ohms: Double {
        var value = Double(first * 10 + second)
        if exponent >= 0 {
            for _ in 0..<exponent { value *= 10 }
        } else {
            for _ in 0..<(-exponent) { value /= 10 }
        }
        return value
    }

    /// The value as an engineer writes it: "4.7 kΩ ±5%".
    var text: String {
        let prefixes: [(Double, String)] = [(1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")]
        let value = ohms
        let (scale, prefix) = prefixes.first { value >= $0.0 } ?? (1, "")
        return Self.format(value / scale) + " " + prefix + "Ω ±" + Self.tolerances[tolerance].percent + "%"
    }

    /// A number with at most two decimals and no trailing zeros.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
