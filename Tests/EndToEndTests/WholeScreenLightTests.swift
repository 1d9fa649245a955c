import Testing

/// Whole screens on a light background: the terminal answers OSC 11 with white, as xterm's default
/// black-on-white does, and the picker draws its light palette (`Screens/*-light-*.txt`): greys
/// that darken towards the band, dark blue accents, a light grey band behind unfocused columns.
@Suite struct WholeScreenLightTests {
    static let white = "rgb:ffff/ffff/ffff"

    @Test(arguments: ScreenScript.sizes)
    func choose(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-light",
            arguments: ["choose", "--title", "Pick a character"] + WholeScreenChooseTests.characters,
            shows: "esc cancel", steps: [.init("Down", Keys.down)], background: Self.white
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func wheel(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "wheel-light",
            arguments: [
                "wheel", "--title", "Run at", "--header", "Hour,Minute", "--column", "8,9,10,11,12",
                "--column", "00,15,30,45", "--selected", "10",
            ],
            shows: "esc cancel", steps: [.init("Right", Keys.right)], background: Self.white
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func calendar(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "date-calendar-light", arguments: ["date", "--style", "calendar", "--locale", "en_US"],
            shows: "esc cancel", steps: [.init("Right", Keys.right)], background: Self.white
        ).check(at: size)
    }
}
