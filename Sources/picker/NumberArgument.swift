/// Numbers from the command line, read strictly and range-checked, with messages that name the
/// option: a script's typo must be an error, not a surprise.
enum NumberArgument {
    /// The longest a prompt may wait: a day.
    static let maximumTimeout = 86_400.0
    /// The most rows a wheel shows (more than any terminal has).
    static let maximumHeight = 999

    /// Seconds written as plain decimals (`30`, `0.5`): no sign, no exponent, no hexadecimal, no
    /// "inf" or "nan"; more than 0 and at most a day.
    static func seconds(_ text: String, option: String) throws -> Double {
        let digits = text.filter { $0 != "." }
        guard !text.isEmpty, !digits.isEmpty, text.filter({ $0 == "." }).count <= 1,
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Double(text)
        else {
            if text.hasPrefix("-") { throw UsageError("\(option) must be positive (got \"\(text)\")") }
            throw UsageError("\(option) takes a number of seconds such as 30 or 0.5 (got \"\(text)\")")
        }
        guard value > 0 else { throw UsageError("\(option) must be positive (got \"\(text)\")") }
        guard value <= maximumTimeout else {
            throw UsageError("\(option) must be at most \(Int(maximumTimeout)) seconds, a day (got \(text))")
        }
        return value
    }

    /// A wheel's visible rows: odd, from 1 to ``maximumHeight`` (the terminal's own height caps it
    /// again when the wheel is drawn).
    static func checkHeight(_ height: Int) throws {
        guard height >= 1 else { throw UsageError("--height must be positive (got \(height))") }
        guard height <= maximumHeight else {
            throw UsageError("--height must be at most \(maximumHeight) rows (got \(height))")
        }
        guard height % 2 == 1 else {
            throw UsageError("--height must be an odd number of rows, so the band sits in the middle (got \(height))")
        }
    }
}

/// A command-line error with its one-line message (shown inert by `Output.error`).
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
