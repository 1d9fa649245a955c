import Foundation
import Testing

/// Whole screens of `picker wheel`: columns with headers, and dependent columns read from a file
/// (`Screens/wheel-*.txt`).
@Suite struct WholeScreenWheelTests {
    @Test(arguments: ScreenScript.sizes)
    func columnsWithHeaders(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "wheel-columns",
            arguments: [
                "wheel", "--title", "Run at", "--header", "Hour,Minute", "--column", "8,9,10,11,12",
                "--column", "00,15,30,45", "--selected", "10",
            ],
            shows: "esc cancel", steps: [.init("Down", Keys.down), .init("Right", Keys.right)]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func dependentColumns(size: ScreenScript.Size) throws {
        let directory = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let food = #"""
            {"Fruit": {"Apple": ["Gala", "Fuji", "Braeburn"], "Citrus": ["Lemon", "Lime"]},
             "Vegetable": {"Root": ["Carrot", "Beet"], "Leaf": ["Kale", "Chard"]}}
            """#
        try food.write(to: directory.appendingPathComponent("food.json"), atomically: true, encoding: .utf8)
        try ScreenScript(
            name: "wheel-dependent", arguments: ["wheel", "--dependent", "food.json"],
            shows: "esc cancel", steps: [.init("Down", Keys.down)], directory: directory
        ).check(at: size)
    }
}
