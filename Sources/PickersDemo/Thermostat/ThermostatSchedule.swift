import Foundation

/// The scale temperatures are shown in. The schedule always stores whole degrees Fahrenheit;
/// the unit only changes what is shown and what a picker offers.
enum TemperatureUnit: String, Codable, Sendable, CaseIterable {
    /// Degrees Fahrenheit, the stored unit.
    case fahrenheit
    /// Degrees Celsius, converted for display and rounded to whole degrees.
    case celsius

    /// "°F" or "°C".
    var symbol: String {
        switch self {
        case .fahrenheit: return "°F"
        case .celsius: return "°C"
        }
    }

    /// The whole degrees in this unit that show `fahrenheit` (rounded half away from zero:
    /// 70 °F → 21 °C, 45 °F → 7 °C).
    func display(fahrenheit: Int) -> Int {
        switch self {
        case .fahrenheit: return fahrenheit
        case .celsius: return Self.roundedDivision(5 * (fahrenheit - 32), by: 9)
        }
    }

    /// The whole degrees Fahrenheit nearest to `value` in this unit (21 °C → 70 °F). For every
    /// whole Celsius value, `display(fahrenheit: fahrenheit(fromDisplay: c)) == c`.
    func fahrenheit(fromDisplay value: Int) -> Int {
        switch self {
        case .fahrenheit: return value
        case .celsius: return Self.roundedDivision(9 * value, by: 5) + 32
        }
    }

    /// The values a picker offers in this unit: the stored range shown in this unit.
    var range: ClosedRange<Int> {
        let limits = ThermostatSchedule.temperatureRange
        return display(fahrenheit: limits.lowerBound)...display(fahrenheit: limits.upperBound)
    }

    /// `numerator / denominator` rounded half away from zero (denominator > 0).
    private static func roundedDivision(_ numerator: Int, by denominator: Int) -> Int {
        let half = denominator / 2
        return numerator >= 0 ? (numerator + half) / denominator : -((-numerator + half) / denominator)
    }
}

/// The thermostat schedule of the gallery's Thermostat tab (Apple's old data-entry example): a
/// weekday and a weekend section, each with the periods Wake, Leave, Return and Sleep, each with
/// a start time and a heating and a cooling setpoint.
///
/// **Stored in whole °F.** Setpoints are kept in whole degrees Fahrenheit whatever ``unit``
/// shows; Celsius is converted for display only, so toggling the unit back and forth never
/// changes a value. A Celsius edit stores the nearest °F, which shows the chosen °C again, and
/// "setting" the value a period already shows keeps it as it is.
///
/// **Limits.** Setpoints lie in ``temperatureRange`` (45–90 °F) and the cooling setpoint is at
/// least ``minimumGap`` above the heating one (so they never show the same value, in °C either).
/// Times are minutes after midnight in ``timeStep``-minute steps. ``normalized()`` enforces all
/// of that on values read from a file.
///
/// The JSON form (see ``ThermostatStore``): `{"version": 1, "unit": "fahrenheit",
/// "weekday": {"wake": {"time": "06:00", "heatF": 70, "coolF": 78}, "leave": …, "return": …,
/// "sleep": …}, "weekend": {…}}`.
struct ThermostatSchedule: Codable, Equatable, Sendable {
    /// The file format version this code reads and writes.
    static let currentVersion = 1
    /// The setpoints allowed, in °F.
    static let temperatureRange = 45...90
    /// The smallest distance from the heating setpoint up to the cooling one, in °F.
    static let minimumGap = 3
    /// The step of the times, in minutes.
    static let timeStep = 15
    /// The minutes in a day.
    static let minutesPerDay = 24 * 60

    /// A section of the schedule.
    enum Section: String, CaseIterable, Sendable {
        /// Monday to Friday.
        case weekday
        /// Saturday and Sunday.
        case weekend

        /// The section's title: "Weekday" or "Weekend".
        var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// A period of a day, in the order of the rows.
    enum Period: String, CaseIterable, Sendable, CodingKey {
        /// Getting up.
        case wake
        /// Leaving the house.
        case leave
        /// Coming home.
        case returnHome = "return"
        /// Going to bed.
        case sleep

        /// The row's title: "Wake", "Leave", "Return" or "Sleep".
        var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// One row: when a period starts and its setpoints.
    struct Setting: Codable, Equatable, Sendable {
        /// The start, in minutes after midnight.
        var minutes: Int
        /// The heating setpoint, in whole °F.
        var heat: Int
        /// The cooling setpoint, in whole °F.
        var cool: Int

        private enum CodingKeys: String, CodingKey {
            case time
            case heat = "heatF"
            case cool = "coolF"
        }

        /// Creates a setting.
        init(minutes: Int, heat: Int, cool: Int) {
            self.minutes = minutes
            self.heat = heat
            self.cool = cool
        }

        /// Reads `{"time": "06:00", "heatF": 70, "coolF": 78}`; the time is "H:MM" or "HH:MM", 24-hour.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let time = try container.decode(String.self, forKey: .time)
            guard let minutes = ThermostatSchedule.minutes(fromClock: time) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .time, in: container, debugDescription: "a time is not written as HH:MM")
            }
            self.minutes = minutes
            self.heat = try container.decode(Int.self, forKey: .heat)
            self.cool = try container.decode(Int.self, forKey: .cool)
        }

        /// Writes `{"time": "06:00", "heatF": 70, "coolF": 78}`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ThermostatSchedule.timeText(minutes: minutes, use24Hour: true), forKey: .time)
            try container.encode(heat, forKey: .heat)
            try container.encode(cool, forKey: .cool)
        }
    }

    /// The four periods of one section.
    struct Day: Codable, Equatable, Sendable {
        /// The Wake row.
        var wake: Setting
        /// The Leave row.
        var leave: Setting
        /// The Return row.
        var returnHome: Setting
        /// The Sleep row.
        var sleep: Setting

        private enum CodingKeys: String, CodingKey {
            case wake, leave, sleep
            case returnHome = "return"
        }

        /// The setting of `period`.
        subscript(period: Period) -> Setting {
            get {
                switch period {
                case .wake: return wake
                case .leave: return leave
                case .returnHome: return returnHome
                case .sleep: return sleep
                }
            }
            set {
                switch period {
                case .wake: wake = newValue
                case .leave: leave = newValue
                case .returnHome: returnHome = newValue
                case .sleep: sleep = newValue
                }
            }
        }
    }

    /// The unit temperatures are shown in (display only; values are stored in °F).
    var unit: TemperatureUnit
    /// The Weekday section.
    var weekday: Day
    /// The Weekend section.
    var weekend: Day

    private enum CodingKeys: String, CodingKey {
        case version, unit, weekday, weekend
    }

    /// Creates a schedule.
    init(unit: TemperatureUnit, weekday: Day, weekend: Day) {
        self.unit = unit
        self.weekday = weekday
        self.weekend = weekend
    }

    /// The schedule before anyone changed it.
    static let defaults = ThermostatSchedule(
        unit: .fahrenheit,
        weekday: Day(
            wake: Setting(minutes: 6 * 60, heat: 70, cool: 78),
            leave: Setting(minutes: 8 * 60, heat: 62, cool: 85),
            returnHome: Setting(minutes: 18 * 60, heat: 70, cool: 78),
            sleep: Setting(minutes: 22 * 60, heat: 62, cool: 82)),
        weekend: Day(
            wake: Setting(minutes: 8 * 60, heat: 70, cool: 78),
            leave: Setting(minutes: 10 * 60, heat: 64, cool: 85),
            returnHome: Setting(minutes: 16 * 60, heat: 70, cool: 78),
            sleep: Setting(minutes: 23 * 60, heat: 62, cool: 82)))

    /// Reads the JSON form; a missing or different `version` is an error (a newer file is not
    /// guessed at). Values are taken as written: call ``normalized()``.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "version \(version) is not supported")
        }
        unit = try container.decode(TemperatureUnit.self, forKey: .unit)
        weekday = try container.decode(Day.self, forKey: .weekday)
        weekend = try container.decode(Day.self, forKey: .weekend)
    }

    /// Writes the JSON form, with `version`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentVersion, forKey: .version)
        try container.encode(unit, forKey: .unit)
        try container.encode(weekday, forKey: .weekday)
        try container.encode(weekend, forKey: .weekend)
    }

    /// The setting of `period` in `section`.
    subscript(section: Section, period: Period) -> Setting {
        get { section == .weekday ? weekday[period] : weekend[period] }
        set {
            switch section {
            case .weekday: weekday[period] = newValue
            case .weekend: weekend[period] = newValue
            }
        }
    }

    // MARK: - Editing

    /// Sets a start time: snapped to the nearest ``timeStep`` minutes (halfway goes later) and
    /// wrapped into the day (24:00 is 0:00, −15 is 23:45).
    mutating func setTime(_ minutes: Int, section: Section, period: Period) {
        self[section, period].minutes = Self.snappedTime(minutes)
    }

    /// Sets the heating setpoint to `value` in `unit`, clamped to 45 °F … 90 °F − ``minimumGap``;
    /// the cooling setpoint moves up when it would be less than ``minimumGap`` above. A value equal
    /// to what the setpoint shows in `unit` changes nothing (no drift from °C rounding).
    mutating func setHeat(_ value: Int, in unit: TemperatureUnit, section: Section, period: Period) {
        var setting = self[section, period]
        guard unit.display(fahrenheit: setting.heat) != value else { return }
        let range = Self.temperatureRange
        setting.heat = min(
            max(unit.fahrenheit(fromDisplay: value), range.lowerBound), range.upperBound - Self.minimumGap)
        setting.cool = max(setting.cool, setting.heat + Self.minimumGap)
        self[section, period] = setting
    }

    /// Sets the cooling setpoint to `value` in `unit`, clamped to 45 °F + ``minimumGap`` … 90 °F;
    /// the heating setpoint moves down when it would be less than ``minimumGap`` below. A value
    /// equal to what the setpoint shows in `unit` changes nothing.
    mutating func setCool(_ value: Int, in unit: TemperatureUnit, section: Section, period: Period) {
        var setting = self[section, period]
        guard unit.display(fahrenheit: setting.cool) != value else { return }
        let range = Self.temperatureRange
        setting.cool = max(
            min(unit.fahrenheit(fromDisplay: value), range.upperBound), range.lowerBound + Self.minimumGap)
        setting.heat = min(setting.heat, setting.cool - Self.minimumGap)
        self[section, period] = setting
    }

    /// The schedule with every value made valid: times snapped and wrapped as ``setTime(_:section:period:)``,
    /// setpoints clamped to ``temperatureRange``, and a cooling setpoint less than
    /// ``minimumGap`` above the heating one raised (or, at the top of the range, the heating one
    /// lowered). A valid schedule is returned unchanged.
    func normalized() -> ThermostatSchedule {
        var result = self
        let range = Self.temperatureRange
        for section in Section.allCases {
            for period in Period.allCases {
                var setting = result[section, period]
                setting.minutes = Self.snappedTime(setting.minutes)
                setting.heat = min(max(setting.heat, range.lowerBound), range.upperBound - Self.minimumGap)
                setting.cool = min(max(setting.cool, setting.heat + Self.minimumGap), range.upperBound)
                result[section, period] = setting
            }
        }
        return result
    }

    // MARK: - Display

    /// `fahrenheit` in ``unit``, as whole degrees with the symbol: "70°F", "21°C".
    func temperatureText(fahrenheit: Int) -> String {
        "\(unit.display(fahrenheit: fahrenheit))\(unit.symbol)"
    }

    /// `minutes` after midnight as a clock time: "6:00 AM", "12:00 PM", "12:15 AM" (en_US), or
    /// "06:00", "18:00" with `use24Hour`. Minutes outside the day are wrapped into it.
    static func timeText(minutes: Int, use24Hour: Bool) -> String {
        let wrapped = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay
        let hour = wrapped / 60
        let minute = wrapped % 60
        let minuteText = minute < 10 ? "0\(minute)" : "\(minute)"
        if use24Hour {
            return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + minuteText
        }
        let twelveHour = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelveHour):\(minuteText) " + (hour < 12 ? "AM" : "PM")
    }

    /// `minutes` snapped to the nearest ``timeStep`` (halfway goes later) and wrapped into the day.
    static func snappedTime(_ minutes: Int) -> Int {
        let day = minutesPerDay
        let wrapped = ((minutes % day) + day) % day
        let snapped = (wrapped + timeStep / 2) / timeStep * timeStep
        return snapped % day
    }

    /// Reads "H:MM" or "HH:MM" (24-hour, 0:00–23:59) as minutes after midnight; nil otherwise.
    static func minutes(fromClock text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        return hour * 60 + minute
    }
}
