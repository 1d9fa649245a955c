import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit
@testable import Terminal

/// The four-field form of the whole-screen tests: a choice, a date, a number and a switch.
@MainActor
enum DeployForm {
    static let utc = TimeZone(identifier: "UTC")!
    static let today = Date(timeIntervalSince1970: 1_705_276_800)  // 2024-01-15T00:00Z

    static func form(regionShown: Bool = false) throws -> Form {
        var fields: [FormField] = [
            FormField(
                key: "environment", label: "Environment",
                kind: .choice(items: ["dev", "staging", "prod"].map(FormField.Item.init), limit: 1), isRequired: true,
                defaultValue: .choices(["dev"])),
            FormField(
                key: "day", label: "Deploy on",
                kind: .date(
                    FormDateSettings(
                        mode: .date, locale: Locale(identifier: "en_US_POSIX"),
                        calendar: Calendar(identifier: .gregorian),
                        timeZone: utc)), isRequired: true),
            FormField(
                key: "replicas", label: "Replicas",
                kind: .number(try NumberOptions(minimum: 1, maximum: 20, step: 1, value: 3), style: .ruler),
                defaultValue: .number(3)),
            FormField(key: "notify", label: "Notify the team", kind: .toggle),
        ]
        if regionShown {
            fields.insert(
                FormField(
                    key: "region", label: "Region", kind: .text(isSecure: false), isRequired: true,
                    placeholder: "eu-west-1", shownWhen: FormCondition(key: "environment", noneOf: ["dev"])), at: 1)
        }
        return Form(
            title: "Deploy",
            sections: [
                FormSection(header: "Release", footer: "Production deploys page the on-call engineer.", fields: fields)
            ])
    }
}

@Suite("FormView")
@MainActor
struct FormViewTests {
    static let traits = TerminalTraits(environment: ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"])
    static let theme = Theme.monochrome

    /// Runs the form full screen on a scripted terminal of `columns`×`rows`, after `keys` are
    /// typed; the terminal hangs up when nothing is left to type.
    func run(
        _ form: Form, columns: Int, rows: Int, options: PromptOptions? = nil, keys: (TestTerminal) -> Void
    ) throws -> (TestTerminal, PromptOutcome<FormAnswers>) {
        let terminal = TestTerminal(columns: columns, rows: rows)
        keys(terminal)
        var prompt = FormPrompt(
            form: form, today: DeployForm.today,
            options: options ?? PromptOptions(fullscreen: true, traits: Self.traits, theme: Self.theme))
        prompt.host = terminal.host
        let outcome = try prompt.runBlocking()
        return (terminal, outcome)
    }

    /// How a run ended without an answer, nil when it answered.
    static func completion(of outcome: PromptOutcome<FormAnswers>) -> Completion? {
        if case .ended(let completion) = outcome { return completion }
        return nil
    }

    /// The form as it is first drawn at 80×24.
    static let fourFields = [
        "Deploy",
        "    RELEASE",
        "  ╭──────────────────────────────────────────────────────────────────────────╮",
        "  │ Environment                                                        dev › │",
        "  │ Deploy on                                                     Required › │",
        "  │ Replicas                                                             3 › │",
        "  │ Notify the team                                                 Off ○━   │",
        "  ╰──────────────────────────────────────────────────────────────────────────╯",
        "    Production deploys page the on-call engineer.",
        "",
        "                                   [ Submit ]",
    ]
    /// The hint line, on the screen's last row.
    static let hint = "↑↓ move · enter change · space switch · esc cancel"

    @Test("four fields at 80×24: a grouped table, the focused row in the band, the cursor on its label")
    func fourFieldsAt80x24() throws {
        let (terminal, outcome) = try run(try DeployForm.form(), columns: 80, rows: 24) { _ in }
        #expect(Self.completion(of: outcome) == .hungUp)
        let screen = try #require(terminal.lastFrame).screen
        expectScreen(
            screen,
            ExpectedScreen(Self.fourFields + Array(repeating: "", count: 12) + [Self.hint])
                .styled(row: 3, columns: 3..<77, Self.theme.bandFocused)
                .styled(row: 4, columns: 3..<63, .plain)
                .styled(row: 4, columns: 66..<74, Self.theme.hint))
        #expect(screen.cursor?.column == 4 && screen.cursor?.row == 3)
    }

    @Test("four fields at 100×30: the table no wider than 76 columns, in the middle")
    func fourFieldsAt100x30() throws {
        let (terminal, _) = try run(try DeployForm.form(), columns: 100, rows: 30) { _ in }
        let screen = try #require(terminal.lastFrame).screen
        let shifted = Self.fourFields.enumerated().map { index, line in
            index == 0 || line.isEmpty ? line : String(repeating: " ", count: 10) + line
        }
        expectScreen(screen, ExpectedScreen(shifted + Array(repeating: "", count: 18) + [Self.hint]))
        #expect(screen.cursor?.column == 14 && screen.cursor?.row == 3)
    }

    @Test("Enter slides up the row's picker with Cancel and Done; Done writes the row, Esc leaves it")
    func sheet() throws {
        let (up, _) = try run(try DeployForm.form(), columns: 80, rows: 24) { terminal in
            terminal.press(.enter)
            terminal.wait(1)
            terminal.press(.down)
            terminal.wait(1)
        }
        let screen = try #require(up.lastFrame).screen
        expectScreen(
            screen,
            ExpectedScreen(
                Array(Self.fourFields[0..<11]) + [
                    "",
                    "",
                    "",
                    "",
                    "╭──────────────────────────────────────────────────────────────────────────────╮",
                    "│ [ Cancel ]  Environment                                             [ Done ] │",
                    "│ Jump ›                                                                   3/3 │",
                    "│                                                                              │",
                    "│  dev                                                                         │",
                    "│  staging                                                                     │",
                    "│  prod                                                                        │",
                    "│                                                                              │",
                    "│                    enter done · esc cancel · tab buttons                     │",
                ]
            )
            // The row the sheet edits keeps the band, unfocused.
            .styled(row: 3, columns: 3..<77, Self.theme.band))

        let (done, answered) = try run(try DeployForm.form(), columns: 80, rows: 24) { terminal in
            terminal.press(.enter)
            terminal.press(.down)
            terminal.press(.enter)
            terminal.wait(1)
            terminal.press(.escape)
        }
        #expect(try #require(done.lastFrame).lines[3].contains("staging ›"))
        #expect(Self.completion(of: answered) == .cancelled, "Esc on the table cancels the form")

        let (left, _) = try run(try DeployForm.form(), columns: 80, rows: 24) { terminal in
            terminal.press(.enter)
            terminal.press(.down)
            terminal.press(.escape)
            terminal.wait(1)
        }
        #expect(try #require(left.lastFrame).lines[3].contains(" dev ›"), "Cancel leaves the row")
    }

    @Test("a field shown under a condition appears and vanishes as the answer it depends on changes")
    func conditionalField() throws {
        let (terminal, _) = try run(try DeployForm.form(regionShown: true), columns: 80, rows: 24) { terminal in
            terminal.press(.enter)
            terminal.press(.down)
            terminal.press(.enter)
            terminal.wait(1)
            terminal.press(.down)
            terminal.type("eu-north-1")
            terminal.press(.up)
            terminal.press(.enter)
            terminal.press(.up)
            terminal.press(.enter)
            terminal.wait(1)
        }
        let frames = terminal.frames.map(\.lines)
        let appeared = try #require(frames.first { $0[4].contains("Region") })
        #expect(appeared[3].contains("staging ›"))
        #expect(
            frames.contains {
                $0[4].hasPrefix("  │ Region          eu-north-1                                               │")
            })
        let last = try #require(frames.last)
        #expect(last[3].contains(" dev ›") && !last.contains { $0.contains("Region") }, "gone again")

        // The focus leaves a row that vanishes for the next one shown.
        let view = FormView(form: try DeployForm.form(regionShown: true), today: DeployForm.today)
        view.setValue(.choices(["prod"]), forKey: "environment")
        view.focus = .field("region")
        view.setValue(.choices(["dev"]), forKey: "environment")
        #expect(view.focus == .field("day"))
        #expect(view.answers.map(\.key) == ["environment", "day", "replicas", "notify"])
    }

    @Test("the label column and the border follow the rows shown and the width when the same view is drawn again")
    func drawnAgainAfterChanges() throws {
        let form = Form(sections: [
            FormSection(fields: [
                FormField(key: "more", label: "More", kind: .toggle),
                FormField(key: "name", label: "Name", kind: .text(isSecure: false)),
                FormField(
                    key: "release", label: "Name of the release", kind: .text(isSecure: false),
                    shownWhen: FormCondition(key: "more", anyOf: ["true"])),
            ])
        ])
        let view = FormView(form: form, today: DeployForm.today)
        func draw(width: Int) -> [String] {
            var screen = Screen(width: width, height: 8)
            view.frame = screen.bounds
            view.layout()
            view.render(into: &screen, theme: Self.theme)
            return (0..<screen.height).map { screen.text(row: $0) }
        }
        var lines = draw(width: 40)
        #expect(lines[0] == "╭" + String(repeating: "─", count: 38) + "╮")
        #expect(view.textFields["name"]?.frame.x == 7, "after the widest label shown, More and Name")
        #expect(!lines.contains { $0.contains("Name of the") })

        view.setValue(.text("web"), forKey: "name")
        lines = draw(width: 40)
        #expect(view.textFields["name"]?.frame.x == 7, "a typed text moves no column")
        #expect(lines[2].hasPrefix("│ Name web"))

        view.setValue(.bool(true), forKey: "more")
        lines = draw(width: 40)
        #expect(lines[3].hasPrefix("│ Name of the re"), "the row its condition shows")
        #expect(view.textFields["name"]?.frame.x == 19, "the label column as wide as 45% of the row allows")

        lines = draw(width: 20)
        #expect(lines[0] == "╭" + String(repeating: "─", count: 18) + "╮", "the border measured for the new width")
        #expect(view.textFields["name"]?.frame.x == 10)

        view.setValue(.bool(false), forKey: "more")
        lines = draw(width: 40)
        #expect(!lines.contains { $0.contains("Name of") }, "the row hidden again")
        #expect(view.textFields["name"]?.frame.x == 7)
        #expect(view.focusOrder == [.field("more"), .field("name"), .submit])
    }

    @Test("Submit with a required row empty: the reason under it, the focus moved there, no answer")
    func submitRefused() throws {
        let (terminal, outcome) = try run(try DeployForm.form(), columns: 80, rows: 24) { terminal in
            for _ in 0..<4 { terminal.press(.tab) }
            terminal.press(.enter)
        }
        #expect(Self.completion(of: outcome) == .hungUp)
        let screen = try #require(terminal.lastFrame).screen
        var lines = Self.fourFields
        lines.insert("  │ ↳ An answer is required.                                                 │", at: 5)
        expectScreen(
            screen,
            ExpectedScreen(lines + Array(repeating: "", count: 11) + [Self.hint])
                .styled(row: 4, columns: 3..<77, Self.theme.bandFocused)
                .styled(row: 5, columns: 6..<8, Self.theme.accent).styled(row: 5, columns: 9..<15, Self.theme.accent))
        #expect(screen.cursor?.column == 4 && screen.cursor?.row == 4)
    }

    @Test("Submit with every row kept answers the shown rows' values; a switch flips in place")
    func submitAnswers() throws {
        let (_, outcome) = try run(try DeployForm.form(), columns: 80, rows: 24) { terminal in
            terminal.press(.down)
            terminal.press(.enter)
            terminal.press(.down)
            terminal.press(.enter)  // Done: the month wheel turned, 2024-02-15
            terminal.wait(1)
            terminal.press(.down)
            terminal.press(.down)
            terminal.type(" ")  // the switch on
            terminal.press(.tab)
            terminal.press(.enter)
        }
        let answers = try #require(outcome.value)
        #expect(
            answers.entries == [
                .init(key: "environment", value: .choices(["dev"])),
                .init(key: "day", value: .date(DeployForm.today.addingTimeInterval(31 * 86_400))),
                .init(key: "replicas", value: .number(3)), .init(key: "notify", value: .bool(true)),
            ])
    }

    @Test("a form taller than the screen scrolls to keep the focused row in sight")
    func scrolls() throws {
        let fields = (1...12).map { FormField(key: "f\($0)", label: "Field \($0)", kind: .toggle) }
        let form = Form(sections: [FormSection(header: "Many", fields: fields)])
        let (terminal, _) = try run(form, columns: 40, rows: 10) { terminal in
            for _ in 0..<11 { terminal.press(.down) }
        }
        let lines = try #require(terminal.lastFrame).lines
        #expect(lines.contains { $0.contains("Field 12") })
        #expect(!lines.contains { $0.contains("Field 1 ") })
        let screen = try #require(terminal.lastFrame).screen
        #expect(screen.cursor.map { lines[$0.row].contains("Field 12") } == true, "the cursor on the focused row")
    }

    @Test("every state draws inside any rectangle, 0×0 included, long texts cut with an ellipsis")
    func anySize() throws {
        var form = try DeployForm.form(regionShown: true)
        form.sections[0].fields[0].label = "An environment label far longer than any row could show"
        form.sections.append(
            FormSection(fields: [FormField(key: "note", label: "", kind: .note("Notes wrap at the row's width."))]))
        let view = FormView(form: form, today: DeployForm.today)
        view.isFocused = true
        view.setValue(.choices(["staging"]), forKey: "environment")
        view.messages["day"] = "A message about the day that is long"
        for (width, height) in [(0, 0), (1, 1), (3, 2), (8, 3), (20, 5), (40, 12), (80, 24)] {
            for focus in view.focusOrder {
                view.focus = focus
                view.updateFieldFocus()
                expectDrawsInside(view, Rect(x: 2, y: 1, width: width, height: height), theme: Self.theme)
            }
        }
        var screen = Screen(width: 40, height: 12)
        view.frame = screen.bounds
        view.focus = .field("environment")
        view.layout()
        view.render(into: &screen, theme: Self.theme)
        #expect(screen.text(row: 2).contains("An environment …"), "\(screen.textDump)")
    }

    @Test("a password row is masked; a value from the user is drawn inert")
    func maskedAndInert() throws {
        let form = Form(sections: [
            FormSection(fields: [
                FormField(key: "secret", label: "Password", kind: .text(isSecure: true)),
                FormField(key: "name", label: "Name", kind: .multiline),
            ])
        ])
        let view = FormView(form: form, values: ["secret": .text("hunter2"), "name": .text("a\u{1b}[31mb\nsecond")])
        var screen = Screen(width: 40, height: 8)
        view.frame = screen.bounds
        view.layout()
        view.render(into: &screen, theme: Self.theme)
        #expect(screen.text(row: 1).contains("•••••••") && !screen.textDump.contains("hunter2"))
        #expect(!screen.textDump.contains("\u{1b}"), "the escape is shown inert")
        #expect(screen.text(row: 2).contains("b …"), "a text of several lines shows its first line")
    }

    @Test("the line form asks each shown field in turn, re-asks a refused answer, and < goes back")
    func lineForm() throws {
        let terminal = TestTerminal(columns: 80, rows: 24)
        terminal.type("staging\n")  // environment
        terminal.type("\n")  // region required: refused
        terminal.type("<\n")  // back to the environment
        terminal.type("prod\n")
        terminal.type("eu-west-1\n")
        terminal.type("2024-02-30\n")  // not a date
        terminal.type("2024-02-01\n")
        terminal.type("25\n")  // out of range
        terminal.type("5\n")
        terminal.type("y\n")
        var prompt = FormPrompt(
            form: try DeployForm.form(regionShown: true), today: DeployForm.today,
            options: PromptOptions(accessible: true, traits: Self.traits))
        prompt.host = terminal.host
        let answers = try #require(try prompt.runBlocking().value)
        #expect(answers["environment"] == .choices(["prod"]))
        #expect(answers["region"] == .text("eu-west-1"))
        #expect(answers["day"] == .date(Date(timeIntervalSince1970: 1_706_745_600)))
        #expect(answers["replicas"] == .number(5))
        #expect(answers["notify"] == .bool(true))
        let said = terminal.output
        #expect(said.contains("type < alone to go back"))
        #expect(said.contains("An answer is required."))
        #expect(said.components(separatedBy: "Environment").count == 3, "asked twice: \(said)")
    }

    @Test("the line form asks a switch as a question, once: a label that ends a sentence keeps its own mark")
    func lineFormSwitchQuestion() throws {
        let terminal = TestTerminal(columns: 80, rows: 24)
        terminal.type("y\n")
        terminal.type("n\n")
        let form = Form(sections: [
            FormSection(fields: [
                FormField(key: "notify", label: "Notify the team", kind: .toggle),
                FormField(key: "sure", label: "Tell the team?", kind: .toggle),
            ])
        ])
        var prompt = FormPrompt(form: form, options: PromptOptions(accessible: true, traits: Self.traits))
        prompt.host = terminal.host
        let answers = try #require(try prompt.runBlocking().value)
        #expect(answers["notify"] == .bool(true))
        #expect(answers["sure"] == .bool(false))
        let said = terminal.output
        #expect(said.contains("Notify the team? ("), "\(said)")
        #expect(said.contains("Tell the team? ("), "\(said)")
        #expect(!said.contains("??"), "\(said)")
    }

    @Test("a text rule's command judges a row when it is left and again at Submit, which waits for it")
    func commandRule() throws {
        let form = Form(sections: [
            FormSection(fields: [
                FormField(
                    key: "host", label: "Host", kind: .text(isSecure: false), isRequired: true,
                    rules: FormRules(command: "check"))
            ])
        ])
        let view = FormView(form: form)
        let validation = try #require(view.validations["host"])
        let commands = TextRuleCommandTests.Commands()
        validation.startCommand = { _, input, update in
            let run = TextRuleCommandTests.Commands.Run(input: String(decoding: input, as: UTF8.self), update: update)
            commands.runs.append(run)
            return run
        }
        view.onSubmit = { context in context.commit { context.finish(.finished) } }
        let host = ScriptedLoopHost(columns: 40, rows: 10)
        var prompt = Prompt(view, options: PromptOptions(traits: Self.traits, theme: Self.theme)) { view.answers }
        prompt.host = EventLoop.Host(host)
        host.type("bob\t", at: 1)
        host.at(1.5) {
            #expect(commands.runs.map(\.input) == ["bob"], "leaving the row commits it")
            #expect(view.message(forKey: "host") == "checking…")
            commands.runs[0].update(PreviewOutput(bytes: Array("bob is taken\n".utf8), ending: .exited(1)))
        }
        host.at(2) { #expect(view.message(forKey: "host") == "bob is taken") }
        host.type("\r", at: 2.5)  // Submit
        host.at(3) {
            #expect(commands.runs.count == 2, "Submit judges the row again")
            #expect(view.focus == .submit)
            commands.runs[1].update(PreviewOutput(ending: .exited(0)))
        }
        let answers = try #require(try prompt.runBlocking().value)
        #expect(answers["host"] == .text("bob"))
        #expect(host.frames.contains { $0.screen.textDump.contains("↳ bob is taken") })
    }

    @Test("a click focuses a row and works it: a switch flips, a picker's row opens its sheet, Submit submits")
    func mouse() throws {
        let view = FormView(form: try DeployForm.form(), today: DeployForm.today)
        view.isFocused = true
        view.frame = Rect(x: 0, y: 0, width: 80, height: 12)
        view.layout()
        let context = RunContext(now: 0)
        func click(row: Int, column: Int = 10) {
            for action in [MouseAction.press, .release] {
                _ = view.handle(
                    .mouse(MouseEvent(button: .left, action: action, column: column, row: row)), context: context)
            }
        }
        click(row: 5)  // Notify the team
        #expect(view.focus == .field("notify") && view.values["notify"] == .bool(true))
        click(row: 5)
        #expect(view.values["notify"] == .bool(false))
        click(row: 9)  // Submit: the date is required
        #expect(view.focus == .field("day") && view.messages["day"] == "An answer is required.")
        #expect(view.sheet == nil)
        view.layout()
        click(row: 5)  // Replicas, a line lower under the message
        #expect(view.focus == .field("replicas"))
        #expect(view.sheet?.key == "replicas" && view.sheet?.editor.content is RulerView)
    }

    @Test("without Unicode the table is drawn in ASCII")
    func ascii() throws {
        let view = FormView(form: try DeployForm.form(), today: DeployForm.today)
        view.usesUnicode = false
        var screen = Screen(width: 50, height: 11)
        view.frame = screen.bounds
        view.layout()
        view.render(into: &screen, theme: Self.theme)
        expectScreen(
            screen,
            ExpectedScreen([
                "  RELEASE",
                "+------------------------------------------------+",
                "| Environment                              dev > |",
                "| Deploy on                           Required > |",
                "| Replicas                                   3 > |",
                "| Notify the team                      Off [ ]   |",
                "+------------------------------------------------+",
                "  Production deploys page the on-call engineer.",
                "",
                "                    [ Submit ]",
                "",
            ]))
    }

    @Test("at a timeout the answer is the form's current values only when Submit would take them")
    func timeout() throws {
        let options = PromptOptions(
            fullscreen: true, timeout: 3, answersAtTimeout: true, traits: Self.traits, theme: Self.theme)
        let (_, refused) = try run(try DeployForm.form(), columns: 80, rows: 24, options: options) { terminal in
            terminal.press(.down)
            terminal.press(.down)
            terminal.press(.down)
            terminal.type(" ")
            terminal.wait(5)
        }
        #expect(refused.value == nil, "the required date has no value: nothing a user could submit")
        let (_, taken) = try run(try DeployForm.form(), columns: 80, rows: 24, options: options) { terminal in
            terminal.press(.down)
            terminal.press(.enter)  // the date's sheet
            terminal.wait(0.5)
            terminal.press(.enter)  // Done, on the day it starts at
            terminal.wait(0.5)
            terminal.press(.down)
            terminal.press(.down)
            terminal.type(" ")
            terminal.wait(5)
        }
        let answers = try #require(taken.value)
        #expect(answers["notify"] == .bool(true))
        #expect(answers.map(\.key) == ["environment", "day", "replicas", "notify"])
        #expect(answers["day"] != nil)
    }

    @Test("inline, a short form keeps room for a row's sheet: the whole panel shows, title line to hint")
    func inlineSheetRoom() throws {
        let form = Form(sections: [
            FormSection(fields: [
                FormField(
                    key: "stage", label: "Stage",
                    kind: .choice(items: ["dev", "prod"].map(FormField.Item.init), limit: 1))
            ])
        ])
        let (terminal, _) = try run(
            form, columns: 60, rows: 24, options: PromptOptions(traits: Self.traits, theme: Self.theme)
        ) { terminal in
            terminal.press(.enter)
            terminal.wait(1)
        }
        let lines = try #require(terminal.lastFrame).lines
        #expect(lines.contains { $0.hasPrefix("│ [ Cancel ]  Stage") && $0.contains("[ Done ] │") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("╭──") })
        #expect(lines.contains { $0.contains(" prod ") }, "the whole list: \(lines)")
        #expect(lines.contains { $0.contains("enter done · esc cancel") }, "the sheet's hint, its last line")
    }

    @Test("a file row walks a directory in its sheet; a text of several lines is written in one, Ctrl-D its Done")
    func fileAndMultiline() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("form-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        for name in ["docs/a.md", "docs/b.md", "top.txt"] {
            try Data().write(to: root.appendingPathComponent(name))
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let form = Form(sections: [
            FormSection(fields: [
                FormField(
                    key: "doc", label: "Document", kind: .file(FormFileSettings(root: root.path, extensions: ["md"]))),
                FormField(key: "notes", label: "Notes", kind: .multiline),
            ])
        ])
        let (terminal, outcome) = try run(
            form, columns: 80, rows: 24, options: PromptOptions(traits: Self.traits, theme: Self.theme)
        ) { terminal in
            terminal.press(.enter)
            terminal.wait(1)
            terminal.press(.right)  // into docs/
            terminal.press(.down)  // b.md
            terminal.press(.enter)  // Done
            terminal.wait(1)
            terminal.press(.down)
            terminal.press(.enter)
            terminal.wait(1)
            terminal.type("first line")
            terminal.press(.enter)  // a new line, not Done
            terminal.type("second")
            terminal.press(.character("d"), modifiers: .control)
            terminal.wait(1)
            terminal.press(.down)
            terminal.press(.enter)  // Submit
        }
        #expect(terminal.frames.contains { $0.text.contains("ctrl-d done · esc cancel · tab buttons") })
        let last = try #require(terminal.frames.last).lines
        #expect(last.contains { $0.contains("│ Notes ") && $0.contains("first line … › │") }, "\(last)")
        let answers = try #require(outcome.value)
        #expect(answers["doc"] == .path(root.path + "/docs/b.md"))
        #expect(answers["notes"] == .text("first line\nsecond"))
    }
}
