import Foundation

/// A unit of weight for the Weight tab's ruler, and the exact conversions between them.
package enum MassUnit: String, Sendable, Equatable, CaseIterable {
    /// Kilograms ("kg").
    case kilograms = "kg"
    /// Avoirdupois pounds ("lb").
    case pounds = "lb"

    /// Kilograms in one pound: exactly 0.45359237 (the international yard and pound, 1959).
    package static let kilogramsPerPound = Decimal(sign: .plus, exponent: -8, significand: 45_359_237)

    /// The symbol shown after a value: "kg" or "lb".
    package var symbol: String { rawValue }

    /// `value` in this unit, expressed in `unit`.
    ///
    /// Pounds to kilograms is an exact multiplication. Kilograms to pounds divides by
    /// 0.45359237: when the quotient's decimal expansion ends, `Decimal` (38 significant digits)
    /// holds it exactly; when it does not end, the quotient is never exactly halfway between two
    /// ticks and lies much further from that point than `Decimal`'s error, so rounding it to a
    /// ruler's tick gives the correctly rounded tick either way.
    package func convert(_ value: Decimal, to unit: MassUnit) -> Decimal {
        switch (self, unit) {
        case (.kilograms, .pounds): return value / Self.kilogramsPerPound
        case (.pounds, .kilograms): return value * Self.kilogramsPerPound
        default: return value
        }
    }
}

extension RulerScale {
    /// The tick of this scale (in `unit`) nearest to the value of `sourceTick` on `source` (in
    /// `sourceUnit`), clamped to this scale's ends: the Weight tab switching between kg and lb.
    ///
    /// Converting back and forth may move by one tick when the two steps differ (70.0 kg →
    /// 154.3 lb → 70.0 kg, but 0.1 lb steps are finer than 0.1 kg ones): keep the value the user
    /// chose in its own unit and convert only for display when that matters.
    package func tick(
        converting sourceTick: Int, on source: RulerScale, from sourceUnit: MassUnit, to unit: MassUnit
    ) -> RulerEntry {
        let value = sourceUnit.convert(source.value(atTick: sourceTick), to: unit)
        switch tick(nearest: value, policy: .clamp) {
        case .success(let entry): return entry
        case .failure: return RulerEntry(tick: 0, wasRounded: true, wasClamped: true)  // unreachable for finite values
        }
    }
}
