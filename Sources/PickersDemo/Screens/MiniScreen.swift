import Foundation
import PickerKit

/// The "Mini" tab: compact pickers for forms — the months as bordered labels sliding under the
/// arrows (the seed's mini picker shows views, not titles), a year, a time of three components in
/// a box like a text field, and a small coffee-order form whose Order button reads them. The
/// months are named in Dutch (nl_NL), as in the Calendar tab: "Maart".
@MainActor
final class MiniScreen: GalleryScreen {
    /// The Dutch months, from Foundation, as a name standing at the start of a line is written.
    static let months: [String] = {
        let locale = Locale(identifier: "nl_NL")
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let style = Date.FormatStyle(
            date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone,
            capitalizationContext: .beginningOfSentence
        ).month(.wide)
        return (1...12).map { month in
            calendar.date(from: DateComponents(year: 2001, month: month, day: 15, hour: 12)).map(style.format) ?? ""
        }
    }()
    static let years = Array(1900...2100)
    static let sizes = ["Small", "Medium", "Large"]
    static let milks = ["No milk", "Whole milk", "Skim milk", "Oat milk", "Soy milk"]
    static let shots = ["1 shot", "2 shots", "3 shots", "4 shots"]
    static let formWidth = (sizes + milks + shots).map { DisplayWidth.of($0) }.max() ?? 1

    let tabItem = TabBar.Item(glyph: "◀▶", title: "Mini", functionKey: 10)
    let heading = Label("Mini pickers: compact pickers for forms", alignment: .center)
    /// The months' labels: the month picker's data source and delegate (held here: the picker
    /// holds them weakly).
    let monthLabels = MonthLabels(months: months)
    let month = MiniPicker()
    let year = MiniPicker(components: [years.map(String.init)])
    let time = MiniPicker(
        components: [(1...12).map(String.init), (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }, ["AM", "PM"]],
        isBordered: true)
    let chosen = Label("", alignment: .center)
    let formTitle = Label("Coffee order", alignment: .leading)
    // The form's values share one width, so that their arrows line up.
    let size = MiniPicker(pickerView: PickerView(components: [sizes], widths: [formWidth]))
    let milk = MiniPicker(pickerView: PickerView(components: [milks], widths: [formWidth]))
    let shot = MiniPicker(pickerView: PickerView(components: [shots], widths: [formWidth]))
    let order: Button
    let labels = ["Month", "Year", "Time", "Size", "Milk", "Shots"].map { Label($0, alignment: .trailing) }
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isFocused = false

    init() {
        order = Button("Order")
        month.dataSource = monthLabels
        month.delegate = monthLabels
        month.setCyclic(true, forComponent: 0)
        month.selectRow(2, inComponent: 0, animated: false)  // Maart
        year.selectRow(2025 - 1900, inComponent: 0, animated: false)
        time.setCyclic(true, forComponent: 0)
        time.setCyclic(true, forComponent: 1)
        time.selectRow(8, inComponent: 0, animated: false)  // 9:41 AM
        time.selectRow(41, inComponent: 1, animated: false)
        size.selectRow(1, inComponent: 0, animated: false)
        order.action = { [unowned self] context in
            // A press is a commit: the pickers have settled.
            context.present(
                Alert(title: "Your order", message: self.orderText, dismissTitles: ["Thank you"]))
        }
    }

    /// What the form orders, in words.
    var orderText: String {
        let parts = [size, milk, shot].map { $0.selectedTitles.first ?? "" }
        return "A \(parts[0].lowercased()) coffee with \(parts[1].lowercased()) and \(parts[2])."
    }

    var children: [Widget] { [heading, month, year, time, chosen, formTitle, size, milk, shot, order] + labels }

    func layout() {
        let labelWidth = 6
        // The months' ribbon is wide enough to show a whole neighbour on each side of the month:
        // three labels, each neighbour three columns from the month (the arrows between). The
        // labels and the ribbon, the widest line, stand in the middle.
        let ribbonWidth = 3 * monthLabels.width + 6
        let left = frame.x + max(0, (frame.width - labelWidth - 2 - ribbonWidth) / 2)
        let fieldX = left + labelWidth + 2
        func place(_ label: Int, _ field: Widget, width: Int, row: Int) {
            labels[label].frame = Rect(
                x: left, y: row + field.preferredHeight(forWidth: width) / 2, width: labelWidth, height: 1)
            field.frame = Rect(x: fieldX, y: row, width: width, height: field.preferredHeight(forWidth: width))
        }
        heading.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 1)
        place(0, month, width: max(0, min(frame.maxX - fieldX, ribbonWidth)), row: frame.y + 3)
        place(1, year, width: year.preferredWidth, row: month.frame.maxY + 1)
        place(2, time, width: time.preferredWidth, row: year.frame.maxY + 1)
        chosen.frame = Rect(x: frame.x, y: time.frame.maxY + 1, width: frame.width, height: 1)
        // The form under its title, and the screen in 21 lines: it fits above the tab bar of an
        // 80×24 terminal.
        formTitle.frame = Rect(x: left, y: chosen.frame.maxY + 1, width: 30, height: 1)
        let formTop = formTitle.frame.maxY
        for (index, field) in [size, milk, shot].enumerated() {
            place(3 + index, field, width: field.preferredWidth, row: formTop + index)
        }
        order.frame = Rect(x: fieldX, y: formTop + 4, width: order.width, height: 1)
    }

    func render(into screen: inout Screen, theme: Theme) {
        heading.style = theme.accent
        formTitle.style = theme.accent
        let when = time.selectedTitles
        chosen.text = "\(month.selectedTitles[0]) \(year.selectedTitles[0]), \(when[0]):\(when[1]) \(when[2])"
        chosen.style = theme.hint
        renderChildren(into: &screen, theme: theme)
    }
}
