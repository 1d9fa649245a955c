/// The validated options of `picker number`, from the raw command-line strings.
///
/// `--min N --max N --step S --value V --unit TEXT --wrap --major K`; every option is optional:
/// min 0, max 100, step 1, major 10, no unit. Without `--value` the ruler starts on the tick
/// nearest to 0 clamped into the range (the minimum when the range is above 0, the maximum when
/// it is below 0). A `--value` between two ticks is rounded to the nearest one
/// (``valueWasRounded``); one outside the range is an error.
///
/// Errors are ``RulerError``s whose ``RulerError/description`` is one line naming the option
/// (`--step must be greater than 0 (got -1)`, `--value is not a number`); it never contains raw
/// user text — see ``RulerError`` for quoting the text safely.
public struct NumberOptions: Sendable, Equatable {
    /// The minimum without `--min`.
    public static let defaultMinimum = "0"
    /// The maximum without `--max`.
    public static let defaultMaximum = "100"
    /// The step without `--step`.
    public static let defaultStep = "1"
    /// The steps between labelled ticks without `--major`.
    public static let defaultMajor = 10
    /// The longest `--unit`, in characters.
    public static let maximumUnitLength = 32

    /// The ruler's numbers.
    public let scale: RulerScale
    /// The tick to start on.
    public let tick: Int
    /// Whether `--value` lay between two ticks and was rounded to ``tick``.
    public let valueWasRounded: Bool
    /// The unit shown after the value ("kg"), nil when none was given or it was empty. Raw user
    /// text: the caller makes it inert (`InertText.make`) before drawing it.
    public let unit: String?

    /// Validates the raw option strings; nil means the option was not given.
    ///
    /// - Throws: a ``RulerError`` naming the first bad option, checked in the order `--major`,
    ///   `--unit`, `--min`, `--max`, `--step` (numbers first, then their relations), `--value`.
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
        case .failure(.notANumber): throw RulerError(field, .notANumber, input: text)
        case .failure(.ambiguousComma): throw RulerError(field, .ambiguousComma, input: text)
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
