/// The setting a ``RulerError`` is about. A message names it in words ("the step"); a command
/// line that sets it with an option names the option instead (see
/// ``RulerError/message(subject:quoting:naming:)``).
public enum RulerField: Sendable, Equatable, CaseIterable {
    /// The lowest value.
    case minimum
    /// The highest value.
    case maximum
    /// The distance between two ticks.
    case step
    /// The value to start on, or a typed value.
    case value
    /// The number of steps between two labelled ticks.
    case major
    /// The unit shown after the value.
    case unit

    /// The setting in words, as a message names it: "the step".
    public var name: String {
        switch self {
        case .minimum: "the minimum"
        case .maximum: "the maximum"
        case .step: "the step"
        case .value: "the value"
        case .major: "the label interval"
        case .unit: "the unit"
        }
    }
}

/// A setting or a typed value a ruler cannot use, with a one-line explanation.
///
/// **User text stays out of ``description``.** Numbers that were read successfully appear in the
/// message in a normal form rebuilt from their digits ("-1", "2000", "70.30"), which cannot
/// contain anything but a sign, digits and "."; text that is *not* a number is kept only in
/// ``input``, raw. To quote it, pass the escaping function of the terminal layer (`InertText.make`)
/// to ``message(subject:quoting:naming:)``: `The value "abc" is not a number …`. PickerCore cannot
/// see the Terminal module, so it never quotes raw text itself.
public struct RulerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// Not a decimal number.
        case notANumber
        /// A comma: a decimal comma ("1,5") or a thousands separator ("1,000"); the decimal point
        /// is "." and numbers have no separators.
        case comma
        /// An exponent ("1e2"); `number` is the number written out ("100") when it is short.
        case exponent(number: String?)
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
        /// A number with decimals where a whole number is needed (the steps between labels).
        case notAWholeNumber(number: String)
        /// A whole number outside `lower...upper`.
        case wholeNumberOutOfRange(number: String, lower: Int, upper: Int)
        /// A value below the ruler's first tick or above its maximum; `lower` and `upper` are the
        /// texts of the first and last ticks.
        case outOfRange(number: String, lower: String, upper: String)

        /// The problem of a text that does not follow the number syntax (``DecimalText``).
        init(_ failure: DecimalText.Failure) {
            switch failure {
            case .notANumber: self = .notANumber
            case .comma: self = .comma
            case .exponent(let number): self = .exponent(number: number)
            }
        }
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

    /// The one-line message with the setting in words and no raw user text, e.g.
    /// `The step must be greater than 0 (got -1)` or `The value is not a number …`.
    public var description: String {
        message()
    }

    /// The one-line message.
    ///
    /// - Parameters:
    ///   - subject: what the message is about; `naming(field)` by default, e.g. "The weight" in
    ///     a form.
    ///   - quoting: when given, the raw ``input`` of a text that could not be read as a number is
    ///     passed through it and shown in double quotes after the subject (`--value "abc" is not
    ///     a number …`). Pass a function that makes the text inert (`InertText.make`).
    ///   - naming: how settings are named, the subject's and the others a message mentions
    ///     (`--max` in "--min 5 is greater than --max 3"); ``RulerField/name`` by default. A command
    ///     line passes its option names.
    public func message(
        subject: String? = nil, quoting: ((String) -> String)? = nil, naming: (RulerField) -> String = \.name
    ) -> String {
        let name = subject ?? naming(field)
        var quoted = name
        if let quoting, let input {
            quoted += " \"" + quoting(input) + "\""
        }
        let text: String
        switch problem {
        case .notANumber:
            text = "\(quoted) " + DecimalText.Failure.notANumber.explanation
        case .comma:
            text = "\(quoted) " + DecimalText.Failure.comma.explanation
        case .exponent(let number):
            text = "\(quoted) " + DecimalText.Failure.exponent(number: number).explanation
        case .tooLong(let limit):
            text = "\(name) is too long (at most \(limit) characters)"
        case .tooManyDecimals(let number, let limit):
            text = "\(name) \(number) has more than \(limit) decimal places"
        case .tooManyDigits(let number):
            text =
                "\(name) \(number) is too large: at most 18 digits, counting the decimals of \(naming(.minimum)), \(naming(.maximum)) and \(naming(.step))"
        case .notPositive(let number):
            text = "\(name) must be greater than 0 (got \(number))"
        case .minimumAboveMaximum(let minimum, let maximum):
            text = "\(name) \(minimum) is greater than \(naming(.maximum)) \(maximum)"
        case .tooManyTicks(let step, let count, let limit):
            let counted = count.map { "\($0) ticks" } ?? "more ticks than an Int can count"
            text = "\(name) \(step) makes \(counted) from \(naming(.minimum)) to \(naming(.maximum)) (at most \(limit))"
        case .notAWholeNumber(let number):
            text = "\(name) \(number) is not a whole number"
        case .wholeNumberOutOfRange(let number, let lower, let upper):
            text = "\(name) must be from \(lower) to \(upper) (got \(number))"
        case .outOfRange(let number, let lower, let upper):
            text = "\(name) \(number) is out of range (\(lower) to \(upper))"
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
