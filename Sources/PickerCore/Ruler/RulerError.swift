/// The setting a ``RulerError`` is about, named as the `picker number` option that sets it.
public enum RulerField: String, Sendable, Equatable, CaseIterable {
    /// The lowest value (`--min`).
    case minimum = "--min"
    /// The highest value (`--max`).
    case maximum = "--max"
    /// The distance between two ticks (`--step`).
    case step = "--step"
    /// The value to start on, or a typed value (`--value`).
    case value = "--value"
    /// The number of steps between two labelled ticks (`--major`).
    case major = "--major"
    /// The unit shown after the value (`--unit`).
    case unit = "--unit"

    /// The command-line option, e.g. "--step".
    public var option: String { rawValue }
}

/// A setting or a typed value a ruler cannot use, with a one-line explanation.
///
/// **User text stays out of ``description``.** Numbers that were read successfully appear in the
/// message in a normal form rebuilt from their digits ("-1", "2000", "70.30"), which cannot
/// contain anything but a sign, digits and "."; text that is *not* a number is kept only in
/// ``input``, raw. To quote it, pass the escaping function of the terminal layer (`InertText.make`)
/// to ``message(subject:quoting:)``: `--value "abc" is not a number`. PickerCore cannot see the
/// Terminal module, so it never quotes raw text itself.
public struct RulerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// Not a decimal number.
        case notANumber
        /// A comma that could be a thousands separator ("1,000").
        case ambiguousComma
        /// Longer than `limit` characters (UTF-8 bytes).
        case tooLong(limit: Int)
        /// More than `limit` decimal places.
        case tooManyDecimals(number: String, limit: Int)
        /// The number does not fit in 18 digits at the precision the ruler needs.
        case tooManyDigits(number: String)
        /// Zero or below where a positive number is needed (the step).
        case notPositive(number: String)
        /// The minimum is greater than the maximum.
        case minimumAboveMaximum(minimum: String, maximum: String)
        /// The step would make more than `limit` ticks from the minimum to the maximum; `count` is
        /// the exact count when it fits in an `Int`.
        case tooManyTicks(step: String, count: Int?, limit: Int)
        /// A number with decimals where a whole number is needed (`--major`).
        case notAWholeNumber(number: String)
        /// A whole number outside `lower...upper`.
        case wholeNumberOutOfRange(number: String, lower: Int, upper: Int)
        /// A value below the ruler's first tick or above its maximum; `lower` and `upper` are the
        /// texts of the first and last ticks.
        case outOfRange(number: String, lower: String, upper: String)
    }

    /// The setting the error is about.
    public var field: RulerField
    /// What is wrong.
    public var problem: Problem
    /// The raw text that was given, when there was one. It may contain anything, control
    /// characters included: make it inert before showing it.
    public var input: String?

    /// Creates an error about `field`.
    public init(_ field: RulerField, _ problem: Problem, input: String? = nil) {
        self.field = field
        self.problem = problem
        self.input = input
    }

    /// The one-line message with the option name as subject and no raw user text, e.g.
    /// `--step must be greater than 0 (got -1)` or `--value is not a number`.
    public var description: String {
        message()
    }

    /// The one-line message.
    ///
    /// - Parameters:
    ///   - subject: what the message is about; the option name (``RulerField/option``) by
    ///     default, e.g. "The weight" in a form.
    ///   - quoting: when given, the raw ``input`` of a text that could not be read as a number is
    ///     passed through it and shown in double quotes after the subject (`--value "abc" is not
    ///     a number`). Pass a function that makes the text inert (`InertText.make`).
    public func message(subject: String? = nil, quoting: ((String) -> String)? = nil) -> String {
        let name = subject ?? field.option
        var quoted = name
        if let quoting, let input {
            quoted += " \"" + quoting(input) + "\""
        }
        switch problem {
        case .notANumber:
            return "\(quoted) is not a number"
        case .ambiguousComma:
            return "\(quoted) is ambiguous: write the decimal point as \".\" and no thousands separators"
        case .tooLong(let limit):
            return "\(name) is too long (at most \(limit) characters)"
        case .tooManyDecimals(let number, let limit):
            return "\(name) \(number) has more than \(limit) decimal places"
        case .tooManyDigits(let number):
            return "\(name) \(number) is too large: at most 18 digits, counting the decimals of --min, --max and --step"
        case .notPositive(let number):
            return "\(name) must be greater than 0 (got \(number))"
        case .minimumAboveMaximum(let minimum, let maximum):
            return "\(name) \(minimum) is greater than \(RulerField.maximum.option) \(maximum)"
        case .tooManyTicks(let step, let count, let limit):
            let counted = count.map { "\($0) ticks" } ?? "more ticks than an Int can count"
            return "\(name) \(step) makes \(counted) from --min to --max (at most \(limit))"
        case .notAWholeNumber(let number):
            return "\(name) \(number) is not a whole number"
        case .wholeNumberOutOfRange(let number, let lower, let upper):
            return "\(name) must be from \(lower) to \(upper) (got \(number))"
        case .outOfRange(let number, let lower, let upper):
            return "\(name) \(number) is out of range (\(lower) to \(upper))"
        }
    }
}
