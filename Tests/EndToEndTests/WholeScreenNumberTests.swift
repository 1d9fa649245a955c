import Testing

/// Whole screens of `picker number`: the ruler, the wheel and the mini style
/// (`Screens/number-*.txt`).
@Suite struct WholeScreenNumberTests {
    @Test(arguments: ScreenScript.sizes)
    func ruler(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "number-ruler",
            arguments: [
                "number", "--title", "Weight", "--min", "9", "--max", "999", "--step", "0.1", "--value", "70.3",
                "--unit", "kg",
            ],
            shows: "esc cancel", steps: [.init("Right", Keys.right)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func wheel(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "number-wheel",
            arguments: ["number", "--min", "0", "--max", "60", "--value", "25", "--unit", "min", "--style", "wheel"],
            shows: "esc cancel", steps: [.init("Down", Keys.down)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func mini(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "number-mini",
            arguments: ["number", "--min", "0", "--max", "60", "--value", "25", "--unit", "min", "--style", "mini"],
            shows: "esc cancel", steps: [.init("Right", Keys.right)]
        ).check(at: size)
    }
}
