/// A decimal number read exactly from text: a sign and the decimal digits as written, never a
/// binary floating-point value, so "0.1" is exactly one tenth.
///
/// **The number syntax** of every number `picker` reads (its options and what is typed into a
/// ruler; a ``RulerScale`` and ``NumberOptions`` read their text so): an optional sign (`+`, `-` or U+2212 `−`), ASCII digits, and an optional decimal point
/// `.` followed by digits — "70.3", "-5", ".5", "5." — at least one digit in all; spaces and tabs
/// around the number are ignored. Anything else is refused, and the problem named
/// (``Failure``): a comma ("1,5" or "1,000": the decimal point is "." and numbers have no
/// thousands separators), an exponent ("1e2": written out, 100), or no number at all ("0x10",
/// "inf", "½").
public struct DecimalText: Sendable, Equatable {
    /// Why a text does not follow the number syntax.
    public enum Failure: Error, Sendable, Equatable {
        /// The text is not a decimal number.
        case notANumber
        /// The text has a comma: a decimal comma, or a thousands separator.
        case comma
        /// The text is a number with an exponent ("1e2"); `number` is it written out ("100"),
        /// when that is short enough to suggest.
        case exponent(number: String?)

        /// What is wrong and how to write the number, to follow the subject and the text quoted:
        /// `--value "1,5"` + ` has a comma: write the decimal point as "." and no thousands
        /// separators`. It contains no user text.
        public var explanation: String {
            switch self {
            case .notANumber:
                return "is not a number"
            case .comma:
                return "has a comma: write the decimal point as \".\" and no thousands separators"
            case .exponent(let number?):
                return "has an exponent: write the number out, as \(number)"
            case .exponent(nil):
                return "has an exponent: write the number out in digits"
            }
        }
    }

    /// Whether the number is below zero (never set for zero).
    public internal(set) var isNegative: Bool
    /// The digits before the decimal point, values 0–9, without leading zeros (empty for 0).
    var integerDigits: [UInt8]
    /// The digits after the decimal point as written, trailing zeros included.
    var fractionDigits: [UInt8]

    /// The number of decimals as written ("0.10" has 2).
    var writtenDecimals: Int { fractionDigits.count }

    /// The number of decimals without trailing zeros ("0.10" has 1, "9.00" has 0).
    public var significantDecimals: Int {
        var count = fractionDigits.count
        while count > 0, fractionDigits[count - 1] == 0 { count -= 1 }
        return count
    }

    /// Whether the number is zero.
    public var isZero: Bool {
        integerDigits.isEmpty && !fractionDigits.contains { $0 != 0 }
    }

    /// The number in a normal form that contains only a sign, digits and ".": "+070,30" → "70.30".
    /// Safe to show anywhere, whatever the original text was.
    public var canonicalText: String {
        var text = isNegative ? "-" : ""
        text += integerDigits.isEmpty ? "0" : String(decoding: integerDigits.map { $0 + 0x30 }, as: UTF8.self)
        if !fractionDigits.isEmpty {
            text += "." + String(decoding: fractionDigits.map { $0 + 0x30 }, as: UTF8.self)
        }
        return text
    }

    /// Reads `text` (see the type's documentation for the syntax), or says what is wrong with it:
    ///
    /// ```swift
    /// switch DecimalText.parse(text) {
    /// case .success(let number): print(number.canonicalText)              // "70.30"
    /// case .failure(let failure): print("\"\(text)\" \(failure.explanation)") // "1,5" has a comma: …
    /// }
    /// ```
    public static func parse(_ text: String) -> Result<DecimalText, Failure> {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        if let number = plain(scalars) { return .success(number) }
        if scalars.contains(",") { return .failure(.comma) }
        if let marker = scalars.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let mantissa = plain(scalars[..<marker])
        {
            let exponent = scalars[scalars.index(after: marker)...]
            let digits = exponent.drop { $0 == "+" || $0 == "-" || $0 == "\u{2212}" }
            if exponent.count - digits.count <= 1, !digits.isEmpty,
                digits.allSatisfy({ $0.isASCII && $0.value >= 0x30 && $0.value <= 0x39 })
            {
                let negative = exponent.first.map { $0 == "-" || $0 == "\u{2212}" } ?? false
                let magnitude = digits.prefix(4).reduce(0) { $0 * 10 + Int($1.value) - 0x30 }
                let shift: Int? = digits.count > 3 ? nil : negative ? -magnitude : magnitude
                return .failure(.exponent(number: shift.flatMap { mantissa.shifted(by: $0)?.canonicalText }))
            }
        }
        return .failure(.notANumber)
    }

    /// The number `scalars` hold in the plain syntax (sign, digits, one "."), or nil.
    private static func plain(_ text: Substring.UnicodeScalarView.SubSequence) -> DecimalText? {
        var scalars = text
        var negative = false
        if let first = scalars.first, first == "+" || first == "-" || first == "\u{2212}" {
            negative = first != "+"
            scalars.removeFirst()
        }
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var sawPoint = false
        for scalar in scalars {
            if scalar.isASCII, scalar.value >= 0x30, scalar.value <= 0x39 {
                let digit = UInt8(scalar.value - 0x30)
                if sawPoint { fraction.append(digit) } else { integer.append(digit) }
            } else if scalar == ".", !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        let firstSignificant = integer.firstIndex { $0 != 0 } ?? integer.count
        var number = DecimalText(
            isNegative: negative, integerDigits: Array(integer[firstSignificant...]), fractionDigits: fraction)
        if number.isZero { number.isNegative = false }
        return number
    }

    /// The number times 10^`places` (the point moved right, or left for a negative count), as
    /// written out: nil when that takes more than 40 digits.
    func shifted(by places: Int) -> DecimalText? {
        let digits = integerDigits + fractionDigits
        let point = integerDigits.count + places
        guard point <= 40, digits.count - point <= 40 else { return nil }
        let integer: [UInt8]
        let fraction: [UInt8]
        if point >= digits.count {
            integer = digits + [UInt8](repeating: 0, count: point - digits.count)
            fraction = []
        } else if point <= 0 {
            integer = []
            fraction = [UInt8](repeating: 0, count: -point) + digits
        } else {
            integer = Array(digits[..<point])
            fraction = Array(digits[point...])
        }
        let firstSignificant = integer.firstIndex { $0 != 0 } ?? integer.count
        var number = DecimalText(
            isNegative: isNegative, integerDigits: Array(integer[firstSignificant...]), fractionDigits: fraction)
        if number.isZero { number.isNegative = false }
        return number
    }

    /// Digits dropped by ``units(scale:)``.
    struct Remainder: Sendable, Equatable {
        /// The first dropped digit (0 when none was dropped).
        var firstDigit: UInt8
        /// Whether any dropped digit after the first is not 0.
        var restIsNonzero: Bool

        /// Whether any dropped digit is not 0.
        var isNonzero: Bool { firstDigit != 0 || restIsNonzero }
    }

    /// The number times 10^`scale`, truncated toward zero, with the digits the truncation dropped;
    /// nil when it does not fit in an `Int`.
    func units(scale: Int) -> (units: Int, remainder: Remainder)? {
        let scale = max(scale, 0)
        var magnitude = 0
        for index in 0..<(integerDigits.count + scale) {
            let digit: UInt8
            if index < integerDigits.count {
                digit = integerDigits[index]
            } else {
                let fractionIndex = index - integerDigits.count
                digit = fractionIndex < fractionDigits.count ? fractionDigits[fractionIndex] : 0
            }
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit))
            guard !overflow1, !overflow2 else { return nil }
            magnitude = sum
        }
        let dropped = fractionDigits.dropFirst(scale)
        let remainder = Remainder(
            firstDigit: dropped.first ?? 0, restIsNonzero: dropped.dropFirst().contains { $0 != 0 })
        return (isNegative ? -magnitude : magnitude, remainder)
    }
}
