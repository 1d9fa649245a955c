import Foundation

/// What to do with a typed value outside a ruler's range.
public enum RulerRangePolicy: Sendable, Equatable {
    /// Take the nearest end (the first or the last tick).
    case clamp
    /// Fail with ``RulerError/Problem/outOfRange(number:lower:upper:)``.
    case reject
}

/// The tick a value was put on, and how it had to be changed to get there.
public struct RulerEntry: Sendable, Equatable {
    /// The tick, in `0..<tickCount`.
    public var tick: Int
    /// Whether the value lay between two ticks (or past the last tick but not past the
    /// maximum) and was rounded to the nearest one.
    public var wasRounded: Bool
    /// Whether the value lay outside the range and was moved to the nearest end.
    public var wasClamped: Bool

    /// Creates an entry.
    public init(tick: Int, wasRounded: Bool = false, wasClamped: Bool = false) {
        self.tick = tick
        self.wasRounded = wasRounded
        self.wasClamped = wasClamped
    }
}

/// The numbers of a ruler (an infinite numeric ruler, `picker number`): which value, text and
/// kind each tick has. Pure arithmetic: motion belongs to the wheel that shows it, one row per tick.
///
/// **Exact values.** A value is a whole number of steps from the minimum: tick `t` is
/// `minimum + t × step`, computed on integers scaled by a power of ten, so there is no binary
/// floating-point drift (70.3 plus seven steps of 0.1 is exactly 71.0). Minimum, maximum and
/// step are read from decimal text (see ``init(minimum:maximum:step:major:wraps:)-(String,_,_,_,_)``)
/// or from `Decimal`s.
///
/// **Ticks.** ``tickCount`` is `(maximum − minimum) / step + 1`, rounded down: when the maximum
/// is not on a tick, the last tick is the last one at or below it. At most
/// ``maximumTickCount`` ticks (WheelModel is O(1) in the row count).
///
/// **Text.** ``text(atTick:)`` prints the step's decimals as written ("0.1" → "71.0",
/// "0.25" → "70.25", "5" → "70", "0.10" → "71.00"), more only when the minimum has more
/// significant decimals (min "9.05", step "0.1" → "9.05", "9.15" …), so every tick's text is exact.
///
/// **Major ticks** are labelled. They are counted from the value 0, not from the minimum: a
/// tick is major when its value is a whole multiple of `major × step`, so labels land on round
/// numbers (min 9, step 0.1, major 10 → 9.0, 10.0, 11.0 …, and min 3, step 1, major 10 → 10, 20
/// …). When the minimum itself is not a multiple of the step (min 9.05, step 0.1) no tick is such
/// a multiple, and every `major`th tick counted from the minimum is major instead (9.05, 10.05 …).
///
/// **Wrapping.** With ``wraps``, moving past the last tick continues at the first, and back
/// (tick arithmetic modulo ``tickCount``): from 999.0 one step forward on 9…999 by 0.1 is 9.0.
/// Typed values do not wrap: they are rounded and then clamped or rejected.
public struct RulerScale: Sendable, Equatable {
    /// The largest number of ticks a scale may have.
    public static let maximumTickCount = 100_000_000
    /// The largest number of decimal places in the minimum, the maximum and the step.
    public static let maximumDecimals = 12
    /// The values ``major`` may take.
    public static let majorRange: ClosedRange<Int> = 1...1_000_000
    /// The longest text ``tick(for:policy:)`` reads, in UTF-8 bytes.
    public static let maximumTextLength = 100

    /// The number of ticks, at least 1.
    public let tickCount: Int
    /// The number of steps from one labelled (major) tick to the next.
    public let major: Int
    /// Whether moving past the last tick continues at the first (and back).
    public let wraps: Bool
    /// The number of decimals ``text(atTick:)`` prints.
    public let decimals: Int

    /// The power of ten the units below are scaled by.
    private let scale: Int
    /// The minimum (the value of tick 0), the maximum and the step, times 10^`scale`.
    private let minimumUnits: Int
    private let maximumUnits: Int
    private let stepUnits: Int
    /// The number of steps from the value 0 to the minimum, when the minimum is a multiple of
    /// the step; nil when it is not (major ticks then count from the minimum).
    private let stepsFromZero: Int?

    /// Creates a scale from decimal text in the number syntax of ``DecimalText``: "9", "0.1",
    /// "-2.5"; "." as the decimal point, no commas, no exponents.
    ///
    /// - Parameters:
    ///   - minimum: the value of the first tick.
    ///   - maximum: the largest value; the last tick is the last one at or below it.
    ///   - step: the distance between two ticks, greater than 0.
    ///   - major: the number of steps from one labelled tick to the next, in ``majorRange``.
    ///   - wraps: whether moving past the last tick continues at the first.
    /// - Throws: a ``RulerError`` naming the setting (minimum, maximum, step, major): a text that
    ///   is not a number, more than ``maximumDecimals`` decimals, more than 18 digits
    ///   at the common precision, a step of 0 or below, a minimum greater than the maximum, more
    ///   than ``maximumTickCount`` ticks, or `major` out of range.
    public init(minimum: String, maximum: String, step: String, major: Int = 10, wraps: Bool = false)
        throws(RulerError)
    {
        let low = try Self.read(minimum, as: .minimum)
        let high = try Self.read(maximum, as: .maximum)
        let stride = try Self.read(step, as: .step)
        try self.init(minimum: low, maximum: high, step: stride, major: major, wraps: wraps)
    }

    /// Creates a scale from `Decimal`s; see ``init(minimum:maximum:step:major:wraps:)-(String,_,_,_,_)``.
    public init(minimum: Decimal, maximum: Decimal, step: Decimal, major: Int = 10, wraps: Bool = false)
        throws(RulerError)
    {
        let low = try Self.read(minimum.description, as: .minimum)
        let high = try Self.read(maximum.description, as: .maximum)
        let stride = try Self.read(step.description, as: .step)
        try self.init(minimum: low, maximum: high, step: stride, major: major, wraps: wraps)
    }

    private init(minimum: DecimalText, maximum: DecimalText, step: DecimalText, major: Int, wraps: Bool)
        throws(RulerError)
    {
        for (number, field) in [(minimum, RulerField.minimum), (maximum, .maximum), (step, .step)]
        where number.writtenDecimals > Self.maximumDecimals {
            throw RulerError(field, .tooManyDecimals(number: number.canonicalText, limit: Self.maximumDecimals))
        }
        guard !step.isNegative, !step.isZero else {
            throw RulerError(.step, .notPositive(number: step.canonicalText))
        }
        guard Self.majorRange.contains(major) else {
            throw RulerError(
                .major,
                .wholeNumberOutOfRange(
                    number: String(major), lower: Self.majorRange.lowerBound, upper: Self.majorRange.upperBound))
        }
        let scale = max(minimum.writtenDecimals, maximum.writtenDecimals, step.writtenDecimals)
        func units(_ number: DecimalText, _ field: RulerField) throws(RulerError) -> Int {
            guard let (units, _) = number.units(scale: scale) else {
                throw RulerError(field, .tooManyDigits(number: number.canonicalText))
            }
            return units
        }
        let low = try units(minimum, .minimum)
        let high = try units(maximum, .maximum)
        let stride = try units(step, .step)
        guard low <= high else {
            throw RulerError(
                .minimum, .minimumAboveMaximum(minimum: minimum.canonicalText, maximum: maximum.canonicalText))
        }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow else {
            throw RulerError(.step, .tooManyTicks(step: step.canonicalText, count: nil, limit: Self.maximumTickCount))
        }
        let (count, countOverflow) = (span / stride).addingReportingOverflow(1)
        guard !countOverflow, count <= Self.maximumTickCount else {
            throw RulerError(
                .step,
                .tooManyTicks(
                    step: step.canonicalText, count: countOverflow ? nil : count, limit: Self.maximumTickCount))
        }
        self.scale = scale
        self.minimumUnits = low
        self.maximumUnits = high
        self.stepUnits = stride
        self.tickCount = count
        self.major = major
        self.wraps = wraps
        self.decimals = max(step.writtenDecimals, minimum.significantDecimals)
        self.stepsFromZero = low % stride == 0 ? low / stride : nil
    }

    // MARK: - Ticks

    /// The index of the last tick, `tickCount − 1`.
    public var lastTick: Int { tickCount - 1 }

    /// The value of the first tick.
    public var minimum: Decimal { Self.decimal(units: minimumUnits, scale: scale) }

    /// The maximum as given (the last tick's value is at or below it).
    public var maximum: Decimal { Self.decimal(units: maximumUnits, scale: scale) }

    /// The distance between two ticks.
    public var step: Decimal { Self.decimal(units: stepUnits, scale: scale) }

    /// `tick` brought into `0..<tickCount`: wrapped around on a scale that ``wraps``, clamped
    /// to the ends otherwise. Every method that takes a tick normalises it this way first.
    public func normalized(_ tick: Int) -> Int {
        if wraps {
            let remainder = tick % tickCount
            return remainder < 0 ? remainder + tickCount : remainder
        }
        return min(max(tick, 0), lastTick)
    }

    /// The exact value of `tick` (normalised): `minimum + tick × step`.
    public func value(atTick tick: Int) -> Decimal {
        Self.decimal(units: units(atTick: tick), scale: scale)
    }

    /// The text of `tick` (normalised) with ``decimals`` decimals, "." as the decimal point and
    /// no grouping: "71.0", "-2.50", "70". It is also a valid JSON number literal.
    public func text(atTick tick: Int) -> String {
        var magnitude = units(atTick: tick).magnitude
        for _ in 0..<(scale - decimals) { magnitude /= 10 }  // exact: those digits are all 0
        var digits = String(magnitude)
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return (units(atTick: tick) < 0 ? "-" : "") + digits
    }

    /// Whether `tick` (normalised) is a labelled major tick: its value is a whole multiple of
    /// `major × step` (or, when the minimum is not a multiple of the step, it is a multiple of
    /// `major` ticks from the minimum). See the type's documentation.
    public func isMajor(tick: Int) -> Bool {
        let index = normalized(tick)
        let anchor = (stepsFromZero ?? 0) % major
        var remainder = (anchor + index % major) % major
        if remainder < 0 { remainder += major }
        return remainder == 0
    }

    /// The tick `steps` ticks away from `tick` (normalised): modulo ``tickCount`` on a scale
    /// that ``wraps`` (so one step forward from the last tick is the first), clamped to the
    /// ends otherwise. Never overflows.
    public func tick(_ tick: Int, movedBy steps: Int) -> Int {
        let start = normalized(tick)
        if wraps {
            return normalized(start + steps % tickCount)
        }
        let delta = min(max(steps, -tickCount), tickCount)
        return min(max(start + delta, 0), lastTick)
    }

    // MARK: - Typed values

    /// The tick for a typed value: read as decimal text (the grammar of
    /// ``init(minimum:maximum:step:major:wraps:)-(String,_,_,_,_)``, surrounding spaces ignored),
    /// rounded to the nearest tick (halfway goes to the larger value: "70.35" → 70.4), then
    /// clamped to the ends or rejected if the value is below the minimum or above the maximum.
    ///
    /// A value between the last tick and the maximum is in range and rounds to the last tick.
    /// Typed values never wrap. Errors name ``RulerField/value`` and keep the raw text in
    /// ``RulerError/input``.
    public func tick(for text: String, policy: RulerRangePolicy = .clamp) -> Result<RulerEntry, RulerError> {
        guard text.utf8.count <= Self.maximumTextLength else {
            return .failure(RulerError(.value, .tooLong(limit: Self.maximumTextLength), input: text))
        }
        switch DecimalText.parse(text) {
        case .failure(let failure):
            return .failure(RulerError(.value, RulerError.Problem(failure), input: text))
        case .success(let number):
            return entry(for: number, policy: policy).mapError { error in
                var error = error
                error.input = text
                return error
            }
        }
    }

    /// The tick nearest to `value`, as ``tick(for:policy:)`` (exact: `Decimal`'s digits are used,
    /// not a binary floating-point value). A NaN is not a number.
    public func tick(nearest value: Decimal, policy: RulerRangePolicy = .clamp) -> Result<RulerEntry, RulerError> {
        switch DecimalText.parse(value.description) {
        case .success(let number):
            return entry(for: number, policy: policy)
        case .failure:
            return .failure(RulerError(.value, .notANumber, input: value.description))
        }
    }

    /// The rounded, clamped or rejected tick for an exactly read number.
    private func entry(for number: DecimalText, policy: RulerRangePolicy) -> Result<RulerEntry, RulerError> {
        let outOfRange = RulerError(
            .value, .outOfRange(number: number.canonicalText, lower: text(atTick: 0), upper: text(atTick: lastTick)))
        // value = units + sign × fraction, the fraction (in units) in [0, 1) given by the remainder.
        guard let (units, remainder) = number.units(scale: scale) else {
            if policy == .reject { return .failure(outOfRange) }
            return .success(RulerEntry(tick: number.isNegative ? 0 : lastTick, wasRounded: false, wasClamped: true))
        }
        let hasFraction = remainder.isNonzero
        let below = units < minimumUnits || (units == minimumUnits && hasFraction && number.isNegative)
        let above = units > maximumUnits || (units == maximumUnits && hasFraction && !number.isNegative)
        if below || above {
            if policy == .reject { return .failure(outOfRange) }
            return .success(RulerEntry(tick: below ? 0 : lastTick, wasRounded: false, wasClamped: true))
        }
        // floor(value) in units and the part above it, r in [0, 1).
        let roundsDown = number.isNegative && hasFraction
        let floorUnits = roundsDown ? units - 1 : units
        // Whether r ≥ 1/2: r is the fraction itself, or 1 − fraction below zero.
        let atLeastHalf: Bool
        if roundsDown {
            atLeastHalf = remainder.firstDigit < 5 || (remainder.firstDigit == 5 && !remainder.restIsNonzero)
        } else {
            atLeastHalf = remainder.firstDigit >= 5
        }
        let offset = floorUnits - minimumUnits  // ≥ 0, at most the span: no overflow
        let quotient = offset / stepUnits
        let rest = offset % stepUnits
        // Round up when rest + r ≥ step / 2, without overflowing.
        let roundsUp: Bool
        if rest >= stepUnits - rest {
            roundsUp = true
        } else if stepUnits - rest - rest >= 2 {
            roundsUp = false
        } else {
            roundsUp = atLeastHalf
        }
        let tick = min(quotient + (roundsUp ? 1 : 0), lastTick)
        return .success(RulerEntry(tick: tick, wasRounded: hasFraction || rest != 0, wasClamped: false))
    }

    // MARK: - Private

    /// The value of `tick` (normalised) times 10^`scale`; never overflows (at most the maximum).
    private func units(atTick tick: Int) -> Int {
        minimumUnits + normalized(tick) * stepUnits
    }

    /// `units` × 10^−`scale` as a `Decimal`.
    private static func decimal(units: Int, scale: Int) -> Decimal {
        Decimal(sign: units < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(units.magnitude))
    }

    /// Reads a setting, throwing an error that names `field`.
    private static func read(_ text: String, as field: RulerField) throws(RulerError) -> DecimalText {
        guard text.utf8.count <= maximumTextLength else {
            throw RulerError(field, .tooLong(limit: maximumTextLength), input: text)
        }
        switch DecimalText.parse(text) {
        case .success(let number): return number
        case .failure(let failure): throw RulerError(field, RulerError.Problem(failure), input: text)
        }
    }
}
