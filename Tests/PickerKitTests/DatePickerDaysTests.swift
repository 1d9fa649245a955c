import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

/// Every view of a date picker names the day the value is, as the calendar names it on the day:
/// the compact line and the month wheels of a proleptic Gregorian calendar, a month picker's
/// answer, and the columns, which fit their rows after the month list changes.
@Suite("DatePicker: the days every view names")
@MainActor
struct DatePickerDaysTests {
    typealias R = DateRig

    func line(_ screen: Screen, row: Int = 0) -> String {
        screen.text(row: row).replacingOccurrences(of: "\u{202F}", with: " ").trimmingCharacters(in: .whitespaces)
    }

    /// babel 2.19 (CLDR 49): `format_date(date(1582, 10, 10), "medium", locale="en_US")` is
    /// "Oct 10, 1582"; "de_DE" "10.10.1582"; "ja_JP" "1582/10/10".
    @Test(
        "the compact line names a day before 1582 as ISO 8601 does",
        arguments: [("en_US", "Oct 10, 1582"), ("de_DE", "10.10.1582"), ("ja_JP", "1582/10/10")])
    func compactLineBefore1582(locale: String, babel: String) throws {
        let tenth = try DateText.parseDate("1582-10-10", timeZone: R.utc)
        let picker = R.picker(.date, style: .compact, date: tenth, locale: locale)
        let rig = R(picker, width: 50)
        #expect(line(rig.render()) == babel + " ▾")
        // The calendar it opens agrees.
        rig.send(.character(" "))
        #expect(rig.render().textDump.contains("[10]"))
        rig.send(.enter)
        #expect(DateText.string(from: picker.date, as: .date, timeZone: R.utc) == "1582-10-10")
    }

    @Test("the compact month line and the month wheels of 1500-03 read March 1500")
    func compactMonthBefore1582() throws {
        let march = try DateText.parseMonth("1500-03", timeZone: R.utc)
        let picker = R.picker(.yearAndMonth, style: .compact, date: march)
        let rig = R(picker, width: 40)
        #expect(line(rig.render()) == "March 1500 ▾")
        rig.send(.character(" "))
        #expect(rig.band(row: 1 + (rig.height - 1) / 2) == ["March", "1500"])
    }

    /// Shevat 5698 runs from 3 January to 1 February 1938: a month picker started on 1938-02
    /// answers 1938-02 at once, and again after Up and Down (Tevet and back), never a month
    /// kept by a day that is not on screen.
    @Test("a month picker's answer depends on the month shown only")
    func monthAnswerDependsOnTheMonthShown() throws {
        func run(_ keys: [Key]) throws -> String {
            let terminal = TestTerminal(columns: 60, rows: 12)
            for key in keys { terminal.press(key) }
            terminal.press(.enter)
            var hebrew = Calendar(identifier: .hebrew)
            hebrew.locale = Locale(identifier: "ur_PK")
            var prompt = DatePrompt(
                mode: .yearAndMonth, today: R.today, locale: Locale(identifier: "ur_PK"), calendar: hebrew,
                timeZone: R.utc)
            try prompt.setValue(try prompt.parse("1938-02"))
            prompt.host = terminal.host
            let answer = try #require(try prompt.runBlocking().value)
            return prompt.text(of: answer)
        }
        #expect(try run([]) == "1938-02")
        #expect(try run([.up, .down]) == "1938-02")
        #expect(try run([.up]) == "1938-01")
        #expect(try run([.down]) == "1938-03")
    }

    /// CLDR's English Chinese calendar calls the leap second month "Second Monthbis"; 平成31年
    /// has January to April, 令和元年 May to December.
    @Test(
        "after the month list changes the month column fits its rows",
        arguments: [
            ("en_US", Calendar.Identifier.chinese, "2022-03-15", "Second Monthbis"),
            ("ja_JP", .japanese, "2019-03-15", "12月"),
        ])
    func monthColumnFitsAfterAReload(locale: String, identifier: Calendar.Identifier, value: String, widest: String)
        throws
    {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = R.utc
        let picker = DatePicker(
            mode: .date, style: .wheels, date: try DateText.parseDate(value, timeZone: R.utc),
            today: try DateText.parseDate(value, timeZone: R.utc), locale: Locale(identifier: locale),
            calendar: calendar, timeZone: R.utc)
        let layout = picker.layoutInUse
        let wheels = try #require(picker.wheels)
        let yearColumn = try #require(layout.index(of: .year))
        let monthColumn = try #require(layout.index(of: .month))
        let rows = wheels.selectedRows
        // The next year, as a settled wheel would have it.
        wheels.picker.selectRow(rows[yearColumn] + 1, inComponent: wheels.component(yearColumn), animated: false)
        wheels.pickerView(wheels.picker, didSelectRow: rows[yearColumn] + 1, inComponent: wheels.component(yearColumn))
        let months = wheels.pickerView(wheels.picker, numberOfRowsInComponent: wheels.component(monthColumn))
        let titles = (0..<months).map { wheels.title(row: $0, component: wheels.component(monthColumn)) }
        #expect(titles.contains(widest))
        let width = try #require(wheels.pickerView(wheels.picker, widthForComponent: wheels.component(monthColumn)))
        #expect(width >= DisplayWidth.of(widest) + 2, "\(titles)")
        // Drawn on the widest month, the title is whole.
        let index = try #require(titles.firstIndex(of: widest))
        wheels.picker.selectRow(index, inComponent: wheels.component(monthColumn), animated: false)
        let rig = R(picker, width: 60)
        #expect(rig.render().text(row: rig.height / 2).contains(widest))
    }
}
