import Testing

/// Whole screens of `picker form` (`Screens/form-*.txt`): a four-field form (a choice, a date, a
/// number, a switch) with a row changed in its sheet and the switch flipped; a field that appears
/// and vanishes with its condition; Submit refused by a required field. The last two use the
/// whole screen: inline, a form keeps the height of its first frame, so a row that appears
/// scrolls the table within it.
@Suite struct WholeScreenFormTests {
    /// The four fields of the proof.
    static let fourFields = [
        "form", "--title", "Deploy",
        "--field", "env:choose:Environment:items=dev,staging,prod:default=dev",
        "--field", "when:date:Deploy on:default=2024-02-01",
        "--field", "replicas:number:Replicas:min=1:max=10:default=3",
        "--field", "notify:confirm:Tell the team?",
    ]

    @Test(arguments: ScreenScript.sizes)
    func fourFields(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "form-four",
            arguments: Self.fourFields,
            shows: "Submit",
            steps: [
                .init("Enter", Keys.enter, shows: "Done"),
                .init("Down", Keys.down),
                .init("Enter", Keys.enter, shows: "Submit"),
                .init("Down Down Down", Keys.repeated(Keys.down, 3)),
                .init("Space", " "),
            ]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func aConditionalFieldAppearsAndVanishes(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "form-condition",
            arguments: [
                "form", "--fullscreen",
                "--field", "env:choose:Environment:items=dev,staging,prod:default=dev",
                "--field", "region:choose:Region:items=eu,us:shown-when=env!=dev",
                "--field", "notify:confirm:Tell the team?",
            ],
            shows: "Submit",
            steps: [
                .init("Enter", Keys.enter, shows: "Done"),
                .init("Down", Keys.down),
                .init("Enter", Keys.enter, shows: "Region"),
                .init("Enter", Keys.enter, shows: "Done"),
                .init("Up", Keys.up),
                .init("Enter", Keys.enter, shows: "Submit"),
            ]
        ).check(at: size)
    }

    @Test(arguments: ScreenScript.sizes)
    func submitIsRefusedWhileARequiredFieldIsEmpty(size: ScreenScript.Size) throws {
        try ScreenScript(
            name: "form-refused",
            arguments: [
                "form", "--fullscreen",
                "--section", "Where",
                "--field", "env:choose:Environment:items=dev,prod:default=dev",
                "--field", "region:choose:Region:items=eu,us:required:placeholder=Pick one",
                "--note", "The region holds the data.",
                "--footer", "Both are needed.",
                "--section", "Who",
                "--field", "name:input:Name:placeholder=Ada Lovelace",
            ],
            shows: "Submit",
            steps: [
                .init("Down Down Down", Keys.repeated(Keys.down, 3)),
                .init("Enter", Keys.enter, shows: "required"),
            ]
        ).check(at: size)
    }
}
