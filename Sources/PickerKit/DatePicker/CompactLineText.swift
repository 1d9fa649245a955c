import Foundation
import PickerCore

/// The texts of the compact line, from the locale's formats.
struct CompactLineText {
    /// A day, as the locale's medium date ("Nov 15, 2007").
    let day: DateFormatter
    /// A time, as the locale's short time ("6:53 PM").
    let time: DateFormatter
    /// A month of a year ("November 2007").
    let month: DateFormatter
    /// A count-down duration ("1 hr, 30 min").
    let hoursAndMinutes: Duration.UnitsFormatStyle

    /// The formats of `layout`'s locale and calendar.
    init(layout: DateWheelLayout) {
        var components = Locale.Components(locale: layout.locale)
        components.calendar = layout.calendar.identifier
        let locale = Locale(components: components)
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = layout.calendar
            formatter.timeZone = layout.calendar.timeZone
            configure(formatter)
            return formatter
        }
        day = formatter {
            $0.dateStyle = .medium
            $0.timeStyle = .none
        }
        time = formatter {
            $0.dateStyle = .none
            $0.timeStyle = .short
        }
        month = formatter {
            $0.dateFormat = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y"
        }
        hoursAndMinutes = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .abbreviated)
            .locale(layout.locale)
    }

    /// A count-down duration ("1 hr, 30 min").
    func duration(_ seconds: TimeInterval) -> String {
        hoursAndMinutes.format(.seconds(seconds))
    }
}
