import Foundation
import Testing

@testable import PickerCore

@Suite("NumberOptions: picker number's options")
struct NumberOptionsTests {
    func error(
        min: String? = nil, max: String? = nil, step: String? = nil, value: String? = nil, unit: String? = nil,
        major: String? = nil
    ) -> RulerError? {
        do {
            _ = try NumberOptions(minimum: min, maximum: max, step: step, value: value, unit: unit, major: major)
            return nil
        } catch {
            return error
        }
    }

    @Test func defaults() throws {
        let options = try NumberOptions()
        #expect(options.scale == (try RulerScale(minimum: "0", maximum: "100", step: "1", major: 10)))
        #expect(options.tick == 0)
        #expect(options.valueText == "0")
        #expect(options.unit == nil)
        #expect(!options.scale.wraps)
    }

    @Test func withoutAValueStartsNearestToZero() throws {
        #expect(try NumberOptions(minimum: "9", maximum: "999", step: "0.1").valueText == "9.0")
        #expect(try NumberOptions(minimum: "-40", maximum: "40", step: "0.5").valueText == "0.0")
        #expect(try NumberOptions(minimum: "-40", maximum: "-10").valueText == "-10")
    }

    @Test func allOptions() throws {
        let options = try NumberOptions(
            minimum: "9", maximum: "999", step: "0.1", value: "70.34", unit: "kg", wrap: true, major: "5")
        #expect(options.valueText == "70.3")
        #expect(options.valueWasRounded)
        #expect(options.unit == "kg")
        #expect(options.scale.wraps)
        #expect(options.scale.major == 5)
        #expect(options.text(atTick: options.scale.tick(options.tick, movedBy: 7)) == "71.0")
        #expect(!(try NumberOptions(value: "42")).valueWasRounded)
        #expect(try NumberOptions(unit: "").unit == nil)
    }

    @Test func messagesNameTheSettingInWords() {
        #expect(error(step: "-1")?.description == "The step must be greater than 0 (got -1)")
        #expect(error(value: "abc")?.description == "The value is not a number")
        #expect(error(value: "abc")?.message(quoting: { $0 }) == "The value \"abc\" is not a number")
        #expect(error(value: "101")?.description == "The value 101 is out of range (0 to 100)")
        #expect(error(min: "10", max: "5")?.description == "The minimum 10 is greater than the maximum 5")
        #expect(error(max: "1e9")?.description == "The maximum has an exponent: write the number out, as 1000000000")
        #expect(error(major: "0")?.description == "The label interval must be from 1 to 1000000 (got 0)")
        #expect(error(major: "99999999999999999999999")?.field == .major)
        #expect(error(major: "2.5")?.description == "The label interval 2.5 is not a whole number")
        #expect(error(major: "ten")?.description == "The label interval is not a number")
        #expect(error(major: "10.0") == nil)
        #expect(
            error(unit: String(repeating: "x", count: 33))?.description
                == "The unit is too long (at most 32 characters)")
        #expect(error(unit: String(repeating: "x", count: 32)) == nil)
    }

    /// A command line names its options: every setting a message mentions is named by the caller.
    @Test func aCallerNamesTheSettingsAsItsOptions() {
        let option: (RulerField) -> String = { "--" + String(describing: $0) }
        #expect(error(min: "10", max: "5")?.message(naming: option) == "--minimum 10 is greater than --maximum 5")
        #expect(
            error(min: "0", max: "100000000")?.message(naming: option)
                == "--step 1 makes 100000001 ticks from --minimum to --maximum (at most 100000000)")
        #expect(
            error(value: "1,5")?.message(quoting: { $0 }, naming: option)
                == #"--value "1,5" has a comma: write the decimal point as "." and no thousands separators"#)
    }

    @Test func jsonNumberIsExactAndValid() throws {
        let options = try NumberOptions(minimum: "12000000", maximum: "13000000", step: "0.1", value: "12345678.9")
        #expect(options.jsonNumber(atTick: options.tick) == "12345678.9")
        let quarter = try NumberOptions(minimum: "-1", maximum: "1", step: "0.25", value: "-0.5")
        #expect(quarter.jsonNumber(atTick: quarter.tick) == "-0.50")
        let seventyOne = try NumberOptions(minimum: "0", maximum: "100", step: "0.1", value: "71")
        let json = "{\"value\":\(seventyOne.jsonNumber(atTick: seventyOne.tick))}"
        #expect(json == "{\"value\":71.0}")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((object?["value"] as? NSNumber)?.doubleValue == 71)
        let small = try NumberOptions(minimum: "0", maximum: "1", step: "0.05", value: "0.05")
        #expect(small.jsonNumber(atTick: small.tick) == "0.05")
    }
}
