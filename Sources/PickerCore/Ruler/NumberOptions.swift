import Foundation

/// The validated settings of a number prompt (`picker number`), from raw text in the number
/// syntax of ``DecimalText``.
///
/// Minimum, maximum, step, value, unit, wrap and the steps between labels; every setting is
/// optional: minimum 0, maximum 100, step 1, major 10, no unit. Without a value the ruler starts
/// on the tick nearest to 0 clamped into the range (the minimum when the range is above 0, the
/// maximum when it is below 0). A value between two ticks is rounded to the nearest one
/// (``valueWasRounded``); one outside the range is an error.
///
/// Errors are ``RulerError``s whose ``RulerError/description`` is one line naming the setting
/// (`The step must be greater than 0 (got -1)`); it never contains raw user text — see
/// ``RulerError`` for quoting the text safely, and for naming the settings as options.
public struct NumberOptions: Sendable, Equatable {
    /// The minimum when none is given.
    public static let defaultMinimum = "0"
    /// The maximum when none is given.
    public static let defaultMaximum = "100"
    /// The step when none is given.
    public static let defaultStep = "1"
    /// The steps between labelled ticks when none is given.
    public static let defaultMajor = 10
    /// The longest unit, in characters.
    public static let maximumUnitLength = 32

    /// The ruler's numbers.
    public let scale: RulerScale
    /// The tick to start on.
    public let tick: Int
    /// Whether the value given lay between two ticks and was rounded to ``tick``.
    public let valueWasRounded: Bool
    /// The unit shown after the value ("kg"), nil when none was given or it was empty. Raw user
    /// text: the caller makes it inert (`InertText.make`) before drawing it.
    public let unit: String?

    /// Validates the raw settings; nil means the setting was not given.
    ///
    /// - Throws: a ``RulerError`` naming the first bad setting, checked in the order major, unit,
    ///   minimum, maximum, step (numbers first, then their relations), value.
    public init(
        minimum: String? = nil, maximum: String? = nil, step: String? = nil, value: String? = nil,
        unit: String? = nil, wrap: Bool = false, major: String? = nil
    ) throws(RulerError) {
        let majorSteps = try major.map { text throws(RulerError) in try Self.wholeNumber(text, as: .major) }
        if let unit, unit.count > Self.maximumUnitLength {
            throw RulerError(.unit, .tooLong(limit: Self.maximumUnitLength), input: unit)
        }
        let scale = try RulerScale(
            minimum: minimum ?? Self.defaultMinimum, maximum: maximum ?? Self.defaultMaximum,
            step: step ?? Self.defaultStep, major: majorSteps ?? Self.defaultMajor, wraps: wrap)
        let entry: RulerEntry
        if let value {
            entry = try scale.tick(for: value, policy: .reject).get()
        } else {
            entry = try scale.tick(for: "0", policy: .clamp).get()
        }
        self.scale = scale
        self.tick = entry.tick
        self.valueWasRounded = value != nil && entry.wasRounded
        self.unit = unit?.isEmpty == false ? unit : nil
    }

    /// Validates settings given as numbers; see ``init(minimum:maximum:step:value:unit:wrap:major:)-(String?,_,_,_,_,_,_)``.
    public init(
        minimum: Decimal, maximum: Decimal, step: Decimal, value: Decimal? = nil, unit: String? = nil,
        wrap: Bool = false, major: Int = defaultMajor
    ) throws(RulerError) {
        try self.init(
            minimum: minimum.description, maximum: maximum.description, step: step.description,
            value: value?.description, unit: unit, wrap: wrap, major: String(major))
    }

    /// The text of the starting tick ("71.0").
    public var valueText: String { scale.text(atTick: tick) }

    /// The answer for standard output: the value of `tick` with the step's decimals ("71.0").
    public func text(atTick tick: Int) -> String {
        scale.text(atTick: tick)
    }

    /// The answer as a JSON number literal: the same exact digits as ``text(atTick:)`` ("71.0",
    /// "-2.50", "0.5"), built from the integer count of steps, never through a `Double`. It is
    /// always valid JSON: an optional "-", a leading digit, and "." followed by digits.
    public func jsonNumber(atTick tick: Int) -> String {
        scale.text(atTick: tick)
    }

    /// Reads a whole number option in ``RulerScale/majorRange``.
    private static func wholeNumber(_ text: String, as field: RulerField) throws(RulerError) -> Int {
        let range = RulerScale.majorRange
        guard text.utf8.count <= RulerScale.maximumTextLength else {
            throw RulerError(field, .tooLong(limit: RulerScale.maximumTextLength), input: text)
        }
        let number: DecimalText
        switch DecimalText.parse(text) {
        case .success(let parsed): number = parsed
        case .failure(let failure): throw RulerError(field, RulerError.Problem(failure), input: text)
        }
        guard number.significantDecimals == 0 else {
            throw RulerError(field, .notAWholeNumber(number: number.canonicalText), input: text)
        }
        guard let (value, _) = number.units(scale: 0), range.contains(value) else {
            throw RulerError(
                field,
                .wholeNumberOutOfRange(
                    number: number.canonicalText, lower: range.lowerBound, upper: range.upperBound),
                input: text)
        }
        return value
    }
}
