import Foundation
import PickerKit

/// The "Calendar" tab: the hour-entry calendar, in Dutch as the original — month and year
/// controls above a month grid with ISO week numbers, a few decorated days, and a range of days
/// to book hours on.
@MainActor
final class CalendarScreen: GalleryScreen, CalendarViewDelegate {
    static let tab = TabBar.Item(glyph: "▦", title: "Calendar", functionKey: 9)
    /// What the marks mean (the days are the same in every month).
    static let legend = "• hours entered (5th, 12th)   ! hours missing (19th)   ★ month closes (last day)"

    let tabItem = CalendarScreen.tab
    let heading = Label("Hour entry: pick the days in one move", alignment: .center)
    let calendarView: CalendarView
    let summary = Label("", alignment: .center)
    let legend = Label(CalendarScreen.legend, alignment: .center)
    /// Full dates, date ranges and day counts in Dutch, from Foundation.
    private let dayFormatter: DateFormatter
    private let rangeFormatter: DateIntervalFormatter
    private let dayCount: Duration.UnitsFormatStyle
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    /// The screen with `now` as today, in `timeZone`.
    init(now: Date, timeZone: TimeZone = .current) {
        let locale = Locale(identifier: "nl_NL")
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        calendarView = CalendarView(calendar: calendar, today: now, selectionMode: .range)
        calendarView.showsWeekNumbers = true
        dayFormatter = DateFormatter()
        dayFormatter.locale = locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = timeZone
        dayFormatter.dateStyle = .full
        rangeFormatter = DateIntervalFormatter()
        rangeFormatter.locale = locale
        rangeFormatter.calendar = calendar
        rangeFormatter.timeZone = timeZone
        rangeFormatter.dateStyle = .long
        rangeFormatter.timeStyle = .none
        dayCount = Duration.UnitsFormatStyle(allowedUnits: [.days], width: .wide).locale(locale)
        calendarView.delegate = self
    }

    // MARK: CalendarViewDelegate

    func calendarView(_ calendarView: CalendarView, decorationFor day: DateComponents) -> CalendarDecoration? {
        guard let number = day.day else { return nil }
        switch number {
        case 5, 12: return .dot(color: .ansi(2))
        case 19: return .glyph("!", color: .ansi(3))
        default: break
        }
        let calendar = calendarView.calendar
        guard let date = calendar.date(from: day), let days = calendar.range(of: .day, in: .month, for: date),
            number == days.upperBound - 1
        else { return nil }
        return .glyph("★", color: .ansi(5))
    }

    // MARK: Layout

    /// What the selection is, in words: the range and its length, or where it starts.
    var summaryText: String {
        if let anchor = calendarView.rangeAnchor {
            return dayFormatter.string(from: anchor) + " – …"
        }
        guard let range = calendarView.selectedRange else { return dayFormatter.string(from: calendarView.focusedDate) }
        let days =
            (calendarView.calendar.dateComponents([.day], from: range.lowerBound, to: range.upperBound).day ?? 0) + 1
        return rangeFormatter.string(from: range.lowerBound, to: range.upperBound) + " · "
            + dayCount.format(.seconds(days * 86_400))
    }

    var children: [Widget] { [heading, calendarView, summary, legend] }

    func layout() {
        let width = min(frame.width, calendarView.preferredWidth)
        let x = frame.x + (frame.width - width) / 2
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        calendarView.frame = Rect(x: x, y: frame.y + 3, width: width, height: CalendarView.height)
        calendarView.layout()
        summary.frame = Rect(x: frame.x, y: calendarView.frame.maxY + 1, width: frame.width, height: 1).intersection(
            frame)
        legend.frame = Rect(x: frame.x, y: summary.frame.maxY + 1, width: frame.width, height: 1)
    }

    func render(into screen: inout Screen, theme: Theme) {
        heading.style = theme.accent
        legend.style = theme.hint
        summary.text = summaryText
        renderChildren(into: &screen, theme: theme)
    }
}
