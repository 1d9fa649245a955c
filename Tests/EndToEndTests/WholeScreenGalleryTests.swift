import Testing

/// Whole screens of the gallery, `picker demo --seed 7`: each tab's first screen, F1 to F10
/// (`Screens/gallery-*.txt`).
@Suite struct WholeScreenGalleryTests {
    @Test(arguments: ScreenScript.sizes)
    func everyTab(size: ScreenScript.Size) throws {
        let keys = [Keys.f2, Keys.f3, Keys.f4, Keys.f5, Keys.f6, Keys.f7, Keys.f8, Keys.f9, Keys.f10]
        try ScreenScript(
            name: "gallery", arguments: ["demo", "--seed", "7"], shows: "F10",
            steps: keys.enumerated().map { .init("F\($0.offset + 2)", $0.element) }
        ).check(at: size)
    }
}
