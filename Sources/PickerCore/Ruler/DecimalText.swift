/// A decimal number read exactly from text: a sign and the decimal digits as written, never a
/// binary floating-point value, so "0.1" is exactly one tenth.
///
/// The grammar is locale-independent: an optional sign (`+`, `-` or U+2212 `−`), digits, and an
/// optional decimal point followed by digits ("70.3", "-5", ".5", "5."), at least one digit in
/// all; spaces and tabs around the number are ignored. No exponents ("1e3"), no thousands
/// separators and only ASCII digits.
///
/// A comma is accepted as the decimal point only where it cannot be a thousands separator: the
/// only separator in the text, and not exactly three digits after a first group of one to three
/// digits that does not start with 0. So "70,3" and "0,125" are 70.3 and 0.125, while "1,000" is
/// ambiguous (a thousand or one?) and rejected, as is "1,000,000" or "1.000,5".
struct DecimalText: Sendable, Equatable {
    /// Why a text is not a number.
    enum Failure: Error, Sendable, Equatable {
        /// The text is not a decimal number.
        case notANumber
        /// The text uses a comma that could be a thousands separator.
        case ambiguousComma
    }

    /// Whether the number is below zero (never set for zero).
    var isNegative: Bool
    /// The digits before the decimal point, values 0–9, without leading zeros (empty for 0).
    var integerDigits: [UInt8]
    /// The digits after the decimal point as written, trailing zeros included.
    var fractionDigits: [UInt8]

    /// The number of decimals as written ("0.10" has 2).
    var writtenDecimals: Int { fractionDigits.count }

    /// The number of decimals without trailing zeros ("0.10" has 1, "9.00" has 0).
    var significantDecimals: Int {
        var count = fractionDigits.count
        while count > 0, fractionDigits[count - 1] == 0 { count -= 1 }
        return count
    }

    /// Whether the number is zero.
    var isZero: Bool {
        integerDigits.isEmpty && !fractionDigits.contains { $0 != 0 }
    }

    /// The number in a normal form that contains only a sign, digits and ".": "+070,30" → "70.30".
    /// Safe to show anywhere, whatever the original text was.
    var canonicalText: String {
        var text = isNegative ? "-" : ""
        text += integerDigits.isEmpty ? "0" : String(decoding: integerDigits.map { $0 + 0x30 }, as: UTF8.self)
        if !fractionDigits.isEmpty {
            text += "." + String(decoding: fractionDigits.map { $0 + 0x30 }, as: UTF8.self)
        }
        return text
    }

    /// Reads `text` (see the type's documentation for the grammar).
    static func parse(_ text: String) -> Result<DecimalText, Failure> {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }

        var negative = false
        if let first = scalars.first, first == "+" || first == "-" || first == "\u{2212}" {
            negative = first != "+"
            scalars.removeFirst()
        }
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var separator: Unicode.Scalar?
        var separatorCount = 0
        var onlyNumberCharacters = true
        for scalar in scalars {
            if scalar.isASCII, scalar.value >= 0x30, scalar.value <= 0x39 {
                let digit = UInt8(scalar.value - 0x30)
                if separator == nil { integer.append(digit) } else { fraction.append(digit) }
            } else if scalar == "." || scalar == "," {
                separatorCount += 1
                if separator == nil { separator = scalar }
            } else {
                onlyNumberCharacters = false
            }
        }
        let hasComma = scalars.contains(",")
        guard onlyNumberCharacters, !integer.isEmpty || !fraction.isEmpty else { return .failure(.notANumber) }
        guard separatorCount <= 1 else { return .failure(hasComma ? .ambiguousComma : .notANumber) }
        if separator == ",", fraction.count == 3, (1...3).contains(integer.count), integer[0] != 0 {
            return .failure(.ambiguousComma)
        }
        let firstSignificant = integer.firstIndex { $0 != 0 } ?? integer.count
        var number = DecimalText(
            isNegative: negative, integerDigits: Array(integer[firstSignificant...]), fractionDigits: fraction)
        if number.isZero { number.isNegative = false }
        return .success(number)
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
