import Testing

/// Whole screens of `picker date`: the wheels, the calendar, the compact style, the time, and a
/// calendar and a compact line right to left, mirrored as a whole: title, picker and hints at
/// the right edge (`Screens/date-*.txt`). "Now" is 2024-01-15T14:30 UTC.
@Suite struct WholeScreenDateTests {
    @Test(arguments: ScreenScript.sizes)
    func wheels(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "date-wheels", arguments: ["date", "--locale", "en_US", "--title", "Pick a day"],
            shows: "esc cancel", steps: [.init("Down", Keys.down)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func calendar(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "date-calendar", arguments: ["date", "--style", "calendar", "--locale", "en_US"],
            shows: "esc cancel", steps: [.init("Right", Keys.right)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func compact(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "date-compact", arguments: ["date", "--style", "compact", "--locale", "en_US"],
            shows: "esc cancel", steps: [.init("Down", Keys.down)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func time(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "date-time", arguments: ["date", "--mode", "time", "--locale", "en_US"],
            shows: "esc cancel", steps: [.init("Down", Keys.down)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func calendarRightToLeft(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "date-calendar-ar",
            arguments: ["date", "--style", "calendar", "--locale", "ar_EG", "--title", "اختر يومًا"],
            shows: "١٥", steps: [.init("Left", Keys.left)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func compactRightToLeft(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "date-compact-he",
            arguments: ["date", "--style", "compact", "--mode", "datetime", "--locale", "he_IL", "--title", "מתי"],
            shows: "esc cancel", steps: [.init("Left", Keys.left), .init("Down", Keys.down)]
        ).check(at: size)
    }
}
