import PickerKit

/// Numbers from the command line, read strictly and range-checked, with messages that name the
/// option: a script's typo must be an error, not a surprise.
///
/// Every number option of every subcommand is read in one syntax (PickerCore's `DecimalText`): an
/// optional sign, ASCII digits, and "." as the decimal point — `30`, `0.5`, `-2.5`. A comma ("1,5",
/// "1,000"), an exponent ("1e2") or anything else is refused with a message that names the
/// problem; whole-number options also refuse decimals.
enum NumberArgument {
    /// The longest a prompt may wait: a day.
    static let maximumTimeout = 86_400.0
    /// The most rows a wheel shows (more than any terminal has).
    static let maximumHeight = 999
    /// The syntax as the help says it.
    static let syntax =
        "digits with an optional sign and \".\" as the decimal point: 30, 0.5, -2.5 (no commas, no exponents)"

    /// Reads `text` in the number syntax; a text that does not follow it is an error naming
    /// `option` and the problem.
    static func decimal(_ text: String, option: String) throws -> DecimalText {
        switch DecimalText.parse(text) {
        case .success(let number): return number
        case .failure(let failure): throw UsageError("\(option) \"\(text)\" \(failure.explanation)")
        }
    }

    /// The forms `--timeout` takes, as its messages name them.
    static let durationForms = "seconds (30, 0.5) or a duration such as 5s, 2m, 1m30s or 1h"

    /// Seconds (`30`, `0.5`), or a duration in hours, minutes and seconds (`5s`, `2m`, `1m30s`,
    /// `1h`, `1.5m`): more than 0 and at most a day.
    static func seconds(_ text: String, option: String) throws -> Double {
        let value: Double
        if let last = text.last, "hms".contains(last) {
            value = try duration(text, option: option)
        } else {
            if case .failure(.notANumber) = DecimalText.parse(text) {
                throw UsageError("\(option) takes \(durationForms) (got \"\(text)\")")
            }
            let number = try decimal(text, option: option)
            guard !number.isNegative else { throw UsageError("\(option) must be positive (got \"\(text)\")") }
            value = Double(number.canonicalText) ?? .infinity
        }
        guard value > 0 else { throw UsageError("\(option) must be positive (got \"\(text)\")") }
        guard value <= maximumTimeout else {
            throw UsageError("\(option) must be at most \(Int(maximumTimeout)) seconds, a day (got \"\(text)\")")
        }
        return value
    }

    /// A duration: numbers each followed by its unit, hours, minutes and seconds in that order and
    /// each at most once (`1h30m`, `1m30s`); only the last number may have decimals (`1.5m`).
    private static func duration(_ text: String, option: String) throws -> Double {
        let form = UsageError("\(option) takes \(durationForms) (got \"\(text)\")")
        let units: [(unit: Character, seconds: Double)] = [("h", 3600), ("m", 60), ("s", 1)]
        var total = 0.0
        var nextUnit = 0
        var digits = ""
        var partsLeft = text.filter { "hms".contains($0) }.count
        for character in text {
            guard let unit = units.firstIndex(where: { $0.unit == character }) else {
                guard character.isASCII, character.isNumber || character == "." else { throw form }
                digits.append(character)
                continue
            }
            partsLeft -= 1
            guard unit >= nextUnit, !digits.isEmpty, case .success(let number) = DecimalText.parse(digits) else {
                throw form
            }
            guard partsLeft == 0 || number.significantDecimals == 0 else { throw form }
            total += (Double(number.canonicalText) ?? .infinity) * units[unit].seconds
            nextUnit = unit + 1
            digits = ""
        }
        return total
    }

    /// A whole number (`7`, `+7`, `007`); one beyond what an `Int` holds is `Int.max` (or
    /// `Int.min`), which every range check refuses.
    static func whole(_ text: String, option: String) throws -> Int {
        let number: DecimalText
        switch DecimalText.parse(text) {
        case .success(let parsed): number = parsed
        case .failure(.notANumber): throw UsageError("\(option) takes a whole number such as 7 (got \"\(text)\")")
        case .failure(let failure): throw UsageError("\(option) \"\(text)\" \(failure.explanation)")
        }
        guard number.significantDecimals == 0 else {
            throw UsageError("\(option) takes a whole number (got \(number.canonicalText))")
        }
        guard let value = Int(number.canonicalText.split(separator: ".")[0]) else {
            return number.isNegative ? Int.min : Int.max
        }
        return value
    }

    /// A whole number of `value`'s option in `range`; `unit` follows the upper bound in the message
    /// ("lines").
    static func whole(_ value: ArgumentValue, in range: ClosedRange<Int>, unit: String = "") throws -> Int {
        let number = try whole(value.text, option: value.option)
        guard range.contains(number) else {
            throw UsageError(
                "\(value.option) must be from \(range.lowerBound) to \(range.upperBound)\(unit) (got \(value.text))")
        }
        return number
    }

    /// A wheel's height (`--height`): rows from 1 to ``maximumHeight`` (the terminal's own
    /// height caps them again when the wheel is drawn), or a whole percentage of the terminal's
    /// rows from 1% to 100% ("40%").
    static func height(_ text: String) throws -> WheelHeight {
        if text.hasSuffix("%") {
            let number = String(text.dropLast())
            guard case .success(let parsed) = DecimalText.parse(number), parsed.significantDecimals == 0,
                let percent = Int(parsed.canonicalText.split(separator: ".")[0])
            else {
                throw UsageError("--height takes rows such as 7, or a whole percentage such as 40% (got \"\(text)\")")
            }
            guard (1...100).contains(percent) else {
                throw UsageError("--height takes a percentage from 1% to 100% of the terminal's rows (got \(text))")
            }
            return .percent(percent)
        }
        let height = try whole(text, option: "--height")
        guard height >= 1 else { throw UsageError("--height must be positive (got \(height))") }
        guard height <= maximumHeight else {
            throw UsageError("--height must be at most \(maximumHeight) rows (got \(text))")
        }
        return .rows(height)
    }
}

/// A command-line error with its one-line message (shown inert by `Output.error`).
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
