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
/// `roundsToMinuteInterval`, `locale`, `calendar`, `timeZone` and `countDownDuration`; a user's
/// change sends `.valueChanged`.
@MainActor
open class UIDatePicker: UIControl {
    /// What is chosen: a date, a time, both, a count-down duration, or a month.
    public typealias Mode = DatePickerMode

    private let picker: DatePicker
    /// The time zone asked for; nil for the calendar's (the current one unless the calendar says).
    private var chosenTimeZone: TimeZone?

    /// Creates a date and time picker showing ``UIKitHost/now`` (on a step of the minute interval,
    /// as ``roundsToMinuteInterval`` asks).
    public override init(frame: CGRect) {
        picker = DatePicker(mode: .dateAndTime, style: .wheels, date: UIKitHost.now())
        super.init(frame: frame)
        picker.onValueChanged = { [weak self] _ in self?.sendActions(for: .valueChanged) }
        roundDate()
    }

    /// Creates a date picker as a storyboard does (the coder is not read).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The date shown. While ``roundsToMinuteInterval`` is true (the default) it is always on a
    /// step of ``minuteInterval``: a date set is rounded to the nearest step (seconds dropped;
    /// with an interval of 15, 10:07 becomes 10:00 and 10:08 becomes 10:15; steps count from the
    /// top of the hour in ``timeZone``), and the wheels show it so.
    open var date: Date {
        get { picker.date }
        set { picker.date = rounded(newValue) }
    }

    /// Shows `date` (rounded as ``date`` says), spinning the wheels there when `animated`; sends no
    /// action.
    open func setDate(_ date: Date, animated: Bool) {
        picker.setDate(rounded(date), animated: animated)
        setNeedsDisplay()
    }

    /// Whether ``date`` is always on a step of ``minuteInterval`` (true by default, as since
    /// iOS 15). When false a date set is kept as given, seconds and all (the minute wheel shows
    /// the step at or before it), and only what the user changes lands on a step. Setting it to
    /// true rounds the date at once.
    open var roundsToMinuteInterval = true {
        didSet { roundDate() }
    }

    /// What is chosen.
    open var datePickerMode: Mode {
        get { picker.datePickerMode }
        set {
            picker.datePickerMode = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// How it shows itself.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
        didSet {
            picker.preferredDatePickerStyle = preferredDatePickerStyle.terminal
            invalidateIntrinsicContentSize()
        }
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

    /// The step of the minute wheel: a divisor of 60 from 1 to 30, else 1. A new interval rounds
    /// ``date`` to it (see ``roundsToMinuteInterval``).
    open var minuteInterval: Int {
        get { picker.minuteInterval }
        set {
            picker.minuteInterval = newValue
            roundDate()
        }
    }

    /// The locale of names, column order and clock; nil for the environment's
    /// (`DateLocale.current`: `LC_ALL`, `LC_TIME`, `LANG`).
    open var locale: Locale? {
        get { picker.locale }
        set {
            picker.locale = newValue ?? DateLocale.current.locale
            invalidateIntrinsicContentSize()
        }
    }

    /// The calendar of the wheels and the month grid (its months, eras and weeks); setting nil
    /// returns to the default, the environment's (`DateLocale.current`). Its time zone is used
    /// while ``timeZone`` is nil.
    open var calendar: Calendar! {
        get { picker.calendar }
        set {
            picker.calendar = newValue ?? DateLocale.current.calendar()
            picker.timeZone = chosenTimeZone ?? picker.calendar.timeZone
            roundDate()
            invalidateIntrinsicContentSize()
        }
    }

    /// The time zone of the wall-clock values shown; nil (the default, as in UIKit) for the
    /// calendar's, which is the current time zone unless the calendar was given another.
    open var timeZone: TimeZone? {
        get { chosenTimeZone }
        set {
            chosenTimeZone = newValue
            picker.timeZone = newValue ?? picker.calendar.timeZone
            roundDate()
        }
    }

    /// The count-down duration in seconds (count-down mode).
    open var countDownDuration: TimeInterval {
        get { picker.countDownDuration }
        set { picker.countDownDuration = newValue }
    }

    override var content: Widget? { picker }

    /// `date` on the nearest step of the minute interval while ``roundsToMinuteInterval`` is true.
    private func rounded(_ date: Date) -> Date {
        roundsToMinuteInterval ? picker.layoutInUse.rounding(date) : date
    }

    /// Puts the date shown on a step of the minute interval, after a setting that moves the steps.
    private func roundDate() {
        guard roundsToMinuteInterval else { return }
        let shown = picker.date
        let stepped = rounded(shown)
        if stepped != shown { picker.date = stepped }
    }

    /// The width its columns want and their height (UIKit's 216 points, 13 lines, at the least).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let columns = picker.preferredWidth
        let lines = max(UIPickerView.standardLines, picker.preferredHeight(forWidth: columns))
        return TerminalPoints.size(columns: columns, lines: lines)
    }

    /// The width its columns want and their height (UIKit's 216 points, 13 lines, at the least).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
