import Foundation
import PickerCore

/// The bounds the time wheels beside a calendar apply: the minimum's time on the minimum's day,
/// the maximum's on the maximum's day, none on other days.
struct DayTimeBounds: Equatable {
    /// The minimum, when it falls on the day.
    var minimum: Date?
    /// The maximum, when it falls on the day.
    var maximum: Date?

    /// The bounds of `layout` that fall on the day of `day`.
    init(day: Date, layout: DateWheelLayout) {
        let calendar = layout.calendar
        minimum = layout.minimumDate.flatMap { calendar.isDate($0, inSameDayAs: day) ? $0 : nil }
        maximum = layout.maximumDate.flatMap { calendar.isDate($0, inSameDayAs: day) ? $0 : nil }
    }

    /// Time wheels like `layout`'s, with these bounds.
    func layout(from layout: DateWheelLayout) -> DateWheelLayout {
        DateWheelLayout(
            mode: .time, locale: layout.locale, calendar: layout.calendar, minuteInterval: layout.minuteInterval,
            minimumDate: minimum, maximumDate: maximum, today: layout.today)
    }
}
