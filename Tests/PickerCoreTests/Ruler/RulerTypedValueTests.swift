import Foundation
import Testing

@testable import PickerCore

@Suite("RulerScale: typed values")
struct RulerTypedValueTests {
    @Test func roundsToTheNearestStep() throws {
        let scale = try weightScale()
        let entry = try scale.tick(for: "70.34").get()
        #expect(scale.text(atTick: entry.tick) == "70.3")
        #expect(entry.wasRounded)
        #expect(!entry.wasClamped)
        #expect(scale.text(atTick: try scale.tick(for: "70.36").get().tick) == "70.4")
        let exact = try scale.tick(for: "70.30").get()
        #expect(scale.text(atTick: exact.tick) == "70.3")
        #expect(!exact.wasRounded)
    }

    @Test func halfwayGoesToTheLargerValue() throws {
        let scale = try weightScale()
        #expect(scale.text(atTick: try scale.tick(for: "70.35").get().tick) == "70.4")
        #expect(scale.text(atTick: try scale.tick(for: "70.3499999999999999999999").get().tick) == "70.3")
        let signed = try RulerScale(minimum: "-10", maximum: "10", step: "0.1")
        #expect(signed.text(atTick: try signed.tick(for: "-0.05").get().tick) == "0.0")
        #expect(signed.text(atTick: try signed.tick(for: "-0.051").get().tick) == "-0.1")
        #expect(signed.text(atTick: try signed.tick(for: "-0.0499").get().tick) == "0.0")
        #expect(signed.text(atTick: try signed.tick(for: "-7.25").get().tick) == "-7.2")
        #expect(signed.text(atTick: try signed.tick(for: "-7.26").get().tick) == "-7.3")
        let odd = try RulerScale(minimum: "0", maximum: "100", step: "3")
        #expect(odd.text(atTick: try odd.tick(for: "4.5").get().tick) == "6")
        #expect(odd.text(atTick: try odd.tick(for: "4.49").get().tick) == "3")
    }

    @Test func outOfRangeClampsOrIsRejected() throws {
        let scale = try weightScale()
        let clamped = try scale.tick(for: "2000").get()
        #expect(clamped.tick == scale.lastTick)
        #expect(scale.text(atTick: clamped.tick) == "999.0")
        #expect(clamped.wasClamped)
        #expect(try scale.tick(for: "-3").get() == RulerEntry(tick: 0, wasClamped: true))
        #expect(try scale.tick(for: "8.99").get() == RulerEntry(tick: 0, wasClamped: true))
        let error = RulerError(.value, .outOfRange(number: "2000", lower: "9.0", upper: "999.0"), input: "2000")
        #expect(scale.tick(for: "2000", policy: .reject) == .failure(error))
        #expect(error.description == "The value 2000 is out of range (9.0 to 999.0)")
        #expect(throws: RulerError.self) { try scale.tick(for: "999.01", policy: .reject).get() }
        #expect(throws: RulerError.self) { try scale.tick(for: "-9", policy: .reject).get() }
    }

    @Test func valuesAtTheEndsAreInRange() throws {
        let scale = try RulerScale(minimum: "9", maximum: "999.95", step: "0.1")
        #expect(try scale.tick(for: "9", policy: .reject).get() == RulerEntry(tick: 0))
        // Past the last tick but not past the maximum: rounded, not clamped.
        let top = try scale.tick(for: "999.95", policy: .reject).get()
        #expect(top == RulerEntry(tick: scale.lastTick, wasRounded: true))
    }

    @Test func hugeTypedNumbersClampWithoutOverflow() throws {
        let scale = try weightScale()
        let huge = String(repeating: "9", count: 60)
        #expect(try scale.tick(for: huge).get() == RulerEntry(tick: scale.lastTick, wasClamped: true))
        #expect(try scale.tick(for: "-" + huge).get() == RulerEntry(tick: 0, wasClamped: true))
        #expect(throws: RulerError.self) { try scale.tick(for: huge, policy: .reject).get() }
    }

    @Test func textsThatAreNotNumbersAreRefusedWithTheRawTextKeptAside() throws {
        let scale = try weightScale()
        let error = try #require(scale.tick(for: "abc\u{1B}[2J").failure)
        #expect(error.problem == .notANumber)
        #expect(error.input == "abc\u{1B}[2J")
        #expect(error.description == "The value is not a number")
        #expect(!error.description.contains("\u{1B}"))
        let quoted = error.message(subject: "The weight") { $0.replacingOccurrences(of: "\u{1B}", with: "^[") }
        #expect(quoted == "The weight \"abc^[[2J\" is not a number")
        for text in ["", " ", "-", ".", "e3", "1e", "1e3x", "0x10", "7 0", "1..5", "١٢", "70kg", "+-1", "inf", "nan"] {
            #expect(scale.tick(for: text).failure?.problem == .notANumber, "\(text)")
        }
        #expect(scale.tick(for: String(repeating: "1", count: 101)).failure?.problem == .tooLong(limit: 100))
    }

    @Test func acceptsTheNumberFormsItDocuments() throws {
        let scale = try RulerScale(minimum: "-100", maximum: "100", step: "0.001")
        for (text, expected) in [
            ("70.3", "70.300"), (" 70.3\t", "70.300"), ("+70.3", "70.300"), ("-70.3", "-70.300"),
            ("\u{2212}70.3", "-70.300"), (".5", "0.500"), ("5.", "5.000"), ("007", "7.000"),
            ("1234.5", "100.000"),  // clamped
        ] {
            #expect(scale.tick(for: text).map { scale.text(atTick: $0.tick) } == .success(expected), "\(text)")
        }
    }

    /// One syntax: "." is the decimal point, and a comma is never read ("1,5" was 1.5 while "1e2"
    /// was refused, and "1,000" could be a thousand or one).
    @Test func aCommaIsNamedNotReadAsADecimalPoint() throws {
        let scale = try weightScale()
        for text in ["70,3", "0,125", "1,5", "1,000", "12,500", "1,000,000", "1.000,5", "1,2,3", ","] {
            #expect(scale.tick(for: text).failure?.problem == .comma, "\(text)")
        }
        let error = try #require(scale.tick(for: "1,5").failure)
        #expect(
            error.message(quoting: { $0 }, naming: { _ in "--value" })
                == #"--value "1,5" has a comma: write the decimal point as "." and no thousands separators"#)
    }

    @Test func anExponentIsNamedWithTheNumberWrittenOut() throws {
        let scale = try RulerScale(minimum: "-1000", maximum: "1000", step: "0.001")
        for (text, written) in [
            ("1e2", "100"), ("1E2", "100"), ("2.5e-3", "0.0025"), ("-1.5e+1", "-15"), ("7e0", "7"), (".5e1", "5"),
        ] {
            #expect(scale.tick(for: text).failure?.problem == .exponent(number: written), "\(text)")
        }
        #expect(scale.tick(for: "1e999").failure?.problem == .exponent(number: nil))
        let error = try #require(scale.tick(for: "1e2").failure)
        #expect(error.description == "The value has an exponent: write the number out, as 100")
    }

    @Test func decimalValuesAreReadExactly() throws {
        let scale = try weightScale()
        #expect(try scale.tick(nearest: Decimal(string: "70.34")!).get().tick == 613)
        #expect(scale.text(atTick: 613) == "70.3")
        #expect(scale.tick(nearest: Decimal.nan).failure?.problem == .notANumber)
    }
}

@Suite("RulerScale: validation")
struct RulerValidationTests {
    func error(_ minimum: String, _ maximum: String, _ step: String, major: Int = 10) -> RulerError? {
        do {
            _ = try RulerScale(minimum: minimum, maximum: maximum, step: step, major: major)
            return nil
        } catch {
            return error
        }
    }

    @Test func minimumAboveMaximum() {
        #expect(error("10", "5", "1")?.description == "The minimum 10 is greater than the maximum 5")
        #expect(error("5", "5", "1") == nil)
    }

    @Test func stepOfZeroOrBelow() {
        #expect(error("0", "10", "-1")?.description == "The step must be greater than 0 (got -1)")
        #expect(error("0", "10", "0")?.description == "The step must be greater than 0 (got 0)")
        #expect(error("0", "10", "-0.000")?.description == "The step must be greater than 0 (got 0.000)")
    }

    @Test func textsThatAreNotNumbersNameTheirSetting() {
        #expect(error("x", "10", "1")?.description == "The minimum is not a number")
        #expect(error("0", "ten", "1")?.description == "The maximum is not a number")
        #expect(error("0", "10", "")?.description == "The step is not a number")
        #expect(error("0", "10", "a\u{7}")?.input == "a\u{7}")
    }

    @Test func tooManyTicksNamesTheCap() {
        #expect(error("0", "99999999", "1") == nil)
        #expect(
            error("0", "100000000", "1")?.description
                == "The step 1 makes 100000001 ticks from the minimum to the maximum (at most 100000000)")
        #expect(
            error("9", "999", "0.000001")?.problem
                == .tooManyTicks(step: "0.000001", count: 990_000_001, limit: 100_000_000))
        #expect(
            error("-9000000000000000000", "9000000000000000000", "1")?.problem
                == .tooManyTicks(step: "1", count: nil, limit: 100_000_000))
    }

    @Test func aHundredMillionTicksWork() throws {
        let scale = try RulerScale(minimum: "0", maximum: "9999999.9", step: "0.1", wraps: true)
        #expect(scale.tickCount == RulerScale.maximumTickCount)
        #expect(scale.text(atTick: scale.lastTick) == "9999999.9")
        #expect(scale.tick(scale.lastTick, movedBy: 1) == 0)
        var wheel = WheelModel(rowCount: scale.tickCount, isCyclic: scale.wraps, selectedRow: scale.lastTick)
        wheel.step(by: 1, now: 0)
        #expect(wheel.selectedRow == scale.tick(scale.lastTick, movedBy: 1))
    }

    @Test func tooManyDigitsOrDecimals() {
        #expect(
            error("0", "99999999999999999999", "1")?.problem == .tooManyDigits(number: "99999999999999999999"))
        #expect(error("0", "10000000", "0.000000000001")?.problem == .tooManyDigits(number: "10000000"))
        #expect(
            error("0", "1", "0.0000000000001")?.description
                == "The step 0.0000000000001 has more than 12 decimal places")
    }

    @Test func majorOutOfRange() {
        #expect(error("0", "10", "1", major: 0)?.description == "The label interval must be from 1 to 1000000 (got 0)")
        #expect(error("0", "10", "1", major: 1_000_001)?.field == .major)
        #expect(error("0", "10", "1", major: 1_000_000) == nil)
    }
}

@Suite("MassUnit: kg ↔ lb")
struct MassUnitTests {
    @Test func poundIsExactly0Point45359237Kilograms() {
        #expect(MassUnit.pounds.convert(1, to: .kilograms) == Decimal(string: "0.45359237"))
        #expect(MassUnit.pounds.convert(100, to: .kilograms) == Decimal(string: "45.359237"))
        #expect(MassUnit.kilograms.convert(Decimal(string: "0.45359237")!, to: .pounds) == 1)
        #expect(MassUnit.kilograms.convert(70, to: .kilograms) == 70)
    }

    @Test func convertsToTheNearestTickOfTheOtherScale() throws {
        let kilograms = try RulerScale(minimum: "9", maximum: "999", step: "0.1", wraps: true)
        let pounds = try RulerScale(minimum: "20", maximum: "2200", step: "0.1", wraps: true)
        let seventy = try tick("70.0", on: kilograms)
        let inPounds = pounds.tick(converting: seventy, on: kilograms, from: .kilograms, to: .pounds)
        #expect(pounds.text(atTick: inPounds.tick) == "154.3")  // 154.3235…
        #expect(inPounds.wasRounded)
        let back = kilograms.tick(converting: inPounds.tick, on: pounds, from: .pounds, to: .kilograms)
        #expect(kilograms.text(atTick: back.tick) == "70.0")  // 69.9893…
        let hundred = try tick("100.0", on: pounds)
        let hundredKilograms = kilograms.tick(converting: hundred, on: pounds, from: .pounds, to: .kilograms)
        #expect(kilograms.text(atTick: hundredKilograms.tick) == "45.4")  // 45.359237
        let top = kilograms.tick(converting: kilograms.lastTick, on: kilograms, from: .kilograms, to: .pounds)
        #expect(top.tick == kilograms.lastTick)
    }

    @Test func conversionClampsIntoTheOtherScale() throws {
        let kilograms = try RulerScale(minimum: "9", maximum: "999", step: "0.1")
        let pounds = try RulerScale(minimum: "20", maximum: "2200", step: "0.1")
        let heaviest = pounds.tick(converting: kilograms.lastTick, on: kilograms, from: .kilograms, to: .pounds)
        #expect(heaviest == RulerEntry(tick: pounds.lastTick, wasClamped: true))  // 2202.4 lb > 2200
        let lightest = pounds.tick(converting: 0, on: kilograms, from: .kilograms, to: .pounds)
        #expect(pounds.text(atTick: lightest.tick) == "20.0")  // 19.84 lb < 20
        #expect(lightest.wasClamped)
    }

    @Test func halfwayConversionsAreExact() throws {
        // 1.05 lb is exactly 0.4762719885 kg; on a 0.1 lb scale the way back is exactly halfway.
        let kilograms = try RulerScale(minimum: "0.476", maximum: "0.477", step: "0.0000000001")
        let pounds = try RulerScale(minimum: "0", maximum: "10", step: "0.1")
        let source = try tick("0.4762719885", on: kilograms)
        let entry = pounds.tick(converting: source, on: kilograms, from: .kilograms, to: .pounds)
        #expect(pounds.text(atTick: entry.tick) == "1.1")
    }
}

extension Result {
    /// The error of a failure, nil for a success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
