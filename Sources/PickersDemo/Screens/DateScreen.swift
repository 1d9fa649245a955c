import Foundation
import PickerKit

/// The "Date" tab, the classic: a date-and-time picker on wheels, limited to 1970-01-01 …
/// 2200-12-31 and set to now when the tab opens, and a Select button whose alert says what was
/// chosen.
@MainActor
final class DateScreen: GalleryScreen {
    static let tab = TabBar.Item(glyph: "◷", title: "Date", functionKey: 1)

    let tabItem = DateScreen.tab
    let heading = Label("Date and time", alignment: .center)
    let picker: DatePicker
    let select: Button
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    /// The screen showing `now` in `timeZone` (en_US names and a 12-hour clock, as the sample).
    init(now: Date, timeZone: TimeZone = .current) {
        let locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        picker = DatePicker(
            mode: .dateAndTime, style: .wheels, date: now, today: now, locale: locale, calendar: calendar,
            timeZone: timeZone)
        picker.minimumDate = calendar.date(from: DateComponents(year: 1970, month: 1, day: 1))
        picker.maximumDate = calendar.date(from: DateComponents(year: 2200, month: 12, day: 31, hour: 23, minute: 59))
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        select = Button("Select") { [picker] context in
            // A button press is a commit: the wheels have already settled.
            context.showAlert(
                title: "Date and Time Selected",
                message: "The date and time you selected is: \(formatter.string(from: picker.date))",
                button: "Yes, I did.")
        }
    }

    var children: [Widget] { [heading, picker, select] }

    func layout() {
        let width = min(frame.width, picker.preferredWidth)
        let x = frame.x + (frame.width - width) / 2
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        picker.frame = Rect(x: x, y: frame.y + 3, width: width, height: picker.preferredHeight(forWidth: width))
        picker.layout()
        select.frame = Rect(x: x, y: picker.frame.maxY + 1, width: width, height: 1)
    }

    func render(into screen: inout Screen, theme: Theme) {
        heading.style = theme.accent
        renderChildren(into: &screen, theme: theme)
    }
}
