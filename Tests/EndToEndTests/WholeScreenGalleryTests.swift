import Foundation
import Testing

/// Whole screens of the gallery, `picker demo --seed 7`, with a configuration folder of their own
/// (the Thermostat tab's schedule): each tab's first screen, F1 to F10 (`Screens/gallery-*.txt`),
/// and the screens a tab opens — an alert, the Thermostat's sheet up and moved to the next field,
/// the Mini tab's form with Order focused and pressed (`Screens/gallery-inside-*.txt`).
@Suite struct WholeScreenGalleryTests {
    @Test(arguments: ScreenScript.sizes)
    func everyTab(size: ScreenScript.Size) throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let keys = [Keys.f2, Keys.f3, Keys.f4, Keys.f5, Keys.f6, Keys.f7, Keys.f8, Keys.f9, Keys.f10]
        try ScreenScript(
            name: "gallery", arguments: ["demo", "--seed", "7"], shows: "F10",
            steps: keys.enumerated().map { .init("F\($0.offset + 2)", $0.element) },
            environment: ["XDG_CONFIG_HOME": config.path]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func insideTheTabs(size: ScreenScript.Size) throws {
        let config = try E2E.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        try ScreenScript(
            name: "gallery-inside", arguments: ["demo", "--seed", "7"], shows: "F10",
            steps: [
                .init("F2", Keys.f2),
                .init("Tab Enter", Keys.tab + Keys.enter, shows: "You selected Luke!"),
                .init("Enter", Keys.enter),
                .init("F8", Keys.f8),
                .init("Enter", Keys.enter, shows: "Done"),
                .init("Tab", Keys.tab, shows: "Wake · Heat"),
                .init("Escape", Keys.escape),
                .init("F10", Keys.f10),
                .init("Tab x8", String(repeating: Keys.tab, count: 8)),
                .init("Enter", Keys.enter, shows: "Your order"),
            ],
            environment: ["XDG_CONFIG_HOME": config.path]
        ).check(at: size)
    }
}
