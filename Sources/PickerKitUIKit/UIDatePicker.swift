import PickerKit

/// How a ``UIDatePicker`` shows itself, as UIKit's.
public enum UIDatePickerStyle: Int, Sendable {
    /// Wheels, as UIKit's automatic style picks for a picker in a scene.
    case automatic
    /// Spinning wheels.
    case wheels
    /// A line that opens the wheels or a calendar below it.
    case compact
    /// A month's calendar (the time as wheels beside it).
    case inline

    var terminal: DatePickerStyle {
        switch self {
        case .automatic, .wheels: .wheels
        case .compact: .compact
        case .inline: .calendar
        }
    }
}

/// UIKit's date picker, drawn by PickerKit's ``DatePicker``: `date`, `setDate(_:animated:)`,
/// `datePickerMode`, `preferredDatePickerStyle`, `minimumDate`, `maximumDate`, `minuteInterval`,
/// `locale` and `countDownDuration`; a user's change sends `.valueChanged`.
@MainActor
open class UIDatePicker: UIControl {
    /// What is chosen: a date, a time, both, a count-down duration, or a month.
    public typealias Mode = DatePickerMode

    private let picker: DatePicker

    /// Creates a date and time picker showing ``UIKitHost/now``.
    public override init(frame: CGRect) {
        picker = DatePicker(mode: .dateAndTime, style: .wheels, date: UIKitHost.now())
        super.init(frame: frame)
        picker.onValueChanged = { [weak self] _ in self?.sendActions(for: .valueChanged) }
    }

    /// Creates a date picker as a storyboard does (the coder is not read).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The date shown.
    open var date: Date {
        get { picker.date }
        set { picker.date = newValue }
    }

    /// Shows `date`, spinning the wheels there when `animated`; sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        picker.setDate(date, animated: animated)
        setNeedsDisplay()
    }

    /// What is chosen.
    open var datePickerMode: Mode {
        get { picker.datePickerMode }
        set { picker.datePickerMode = newValue }
    }

    /// How it shows itself.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
        didSet { picker.preferredDatePickerStyle = preferredDatePickerStyle.terminal }
    }

    /// The earliest date allowed.
    open var minimumDate: Date? {
        get { picker.minimumDate }
        set { picker.minimumDate = newValue }
    }

    /// The latest date allowed.
    open var maximumDate: Date? {
        get { picker.maximumDate }
        set { picker.maximumDate = newValue }
    }

    /// The step of the minute wheel.
    open var minuteInterval: Int {
        get { picker.minuteInterval }
        set { picker.minuteInterval = newValue }
    }

    /// The locale of names, column order and clock; nil for the environment's
    /// (`DateLocale.current`: `LC_ALL`, `LC_TIME`, `LANG`).
    open var locale: Locale? {
        get { picker.locale }
        set { picker.locale = newValue ?? DateLocale.current.locale }
    }

    /// The count-down duration in seconds (count-down mode).
    open var countDownDuration: TimeInterval {
        get { picker.countDownDuration }
        set { picker.countDownDuration = newValue }
    }

    override var content: Widget? { picker }

    /// The width its columns want and their height (UIKit's 216 points, 13 lines, at the least).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let columns = picker.preferredWidth
        let lines = max(UIPickerView.standardLines, picker.preferredHeight(forWidth: columns))
        return TerminalPoints.size(columns: columns, lines: lines)
    }
}
