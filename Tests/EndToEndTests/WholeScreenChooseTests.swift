import Testing

/// Whole screens of `picker choose`: each style's first screen and the screen after a key, at
/// 80x24 and 100x30 (`Screens/choose-*.txt`).
@Suite struct WholeScreenChooseTests {
    static let characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]

    @Test(arguments: ScreenScript.sizes)
    func wheel(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-wheel", arguments: ["choose", "--title", "Pick a character"] + Self.characters,
            shows: "esc cancel", steps: [.init("Down", Keys.down)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func severalWithAMark(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-no-limit", arguments: ["choose", "--no-limit", "--selected", "Han"] + Self.characters,
            shows: "esc cancel", steps: [.init("Down", Keys.down), .init("Tab", Keys.tab)]
        ).check(at: size)
    }

    /// Alt-A marks while the limit allows; the query line counts the marks, and the hint line says
    /// why the rest were not marked.
    @Test(arguments: ScreenScript.sizes)
    func markAllUpToTheLimit(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-limit", arguments: ["choose", "--limit", "3"] + Self.characters,
            shows: "esc cancel", steps: [.init("Alt-A", "\u{1B}a"), .init("Shift-Tab", Keys.shiftTab)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func filterWithAQuery(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-filter", arguments: ["choose", "--filter", "--query", "an"] + Self.characters,
            shows: "esc cancel", steps: [.init("type d", "d")]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func mini(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-mini",
            arguments: ["choose", "--style", "mini", "--title", "Pick a character"] + Self.characters,
            shows: "esc cancel", steps: [.init("Right", Keys.right)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func preview(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-preview", arguments: ["choose", "--preview", "echo item: {}"] + Self.characters,
            shows: "item: Luke", steps: [.init("Down", Keys.down, shows: "item: Leia")]
        ).check(at: size)
    }

    /// Text a terminal measures scalar by scalar (spacing marks, skin tones, a keycap, a flag, a
    /// joined family, a noncharacter) scrolled through and back: every row is drawn in the
    /// columns the terminal gives it, and nothing is left behind on a row that empties.
    @Test(arguments: ScreenScript.sizes)
    func scriptsAndEmoji(size: ScreenScript.Size) throws {
        let items = [
            "हिन्दी", "สวัสดีครับ", "க்ஷ", "👍🏽 thumbs", "❤️ heart", "1️⃣ one", "\u{FFFE}", "plain",
            "🇫🇷 flag", "👨‍👩‍👧 family", "end",
        ]
        let down = String(repeating: Keys.down, count: 10)
        try ScreenScript(
            name: "choose-scripts", arguments: ["choose", "--height", "5"] + items, shows: "esc cancel",
            steps: [
                .init("Down 3", String(repeating: Keys.down, count: 3)), .init("Down 10", down),
                .init("Up 10", String(repeating: Keys.up, count: 10)),
            ]
        ).check(at: size)
    }

    /// NO_COLOR: no colour anywhere; the band is reverse video.
    @Test(arguments: ScreenScript.sizes)
    func withoutColour(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-no-color", arguments: ["choose", "--selected", "Han"] + Self.characters,
            shows: "esc cancel", steps: [.init("Down", Keys.down)], environment: ["NO_COLOR": "1"]
        ).check(at: size)
    }

    /// `--height 3`: three rows of the wheel, the band in the middle, the hints right below.
    @Test(arguments: ScreenScript.sizes)
    func threeRowsHigh(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-height-3",
            arguments: ["choose", "--height", "3", "--selected", "d4", "a1", "b2", "c3", "d4", "e5", "f6", "g7"],
            shows: "esc cancel", steps: [.init("Down", Keys.down)]
        ).check(at: size)
    }

    /// `--no-hints`: no hint line under the wheel.
    @Test(arguments: ScreenScript.sizes)
    func withoutHints(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "choose-no-hints", arguments: ["choose", "--no-hints"] + Self.characters,
            shows: "Chewbacca", steps: [.init("Down", Keys.down)]
        ).check(at: size)
    }
}
