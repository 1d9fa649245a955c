import Foundation
import Testing

@testable import PickerKit

/// The pure logic of a form's spec: what is shown, what it starts with, what it refuses, what it
/// answers without asking, and what is wrong with the spec itself.
@Suite("Form model")
struct FormModelTests {
    static let environments = ["dev", "staging", "prod"].map(FormField.Item.init)

    /// Environment, then a region shown unless the environment is dev, then a replica count.
    static var deploy: Form {
        Form(sections: [
            FormSection(fields: [
                FormField(
                    key: "environment", label: "Environment", kind: .choice(items: environments, limit: 1),
                    isRequired: true, defaultValue: .choices(["dev"])),
                FormField(
                    key: "region", label: "Region", kind: .text(isSecure: false), isRequired: true,
                    shownWhen: FormCondition(key: "environment", noneOf: ["dev"])),
                FormField(key: "notify", label: "Notify", kind: .toggle),
            ]),
            FormSection(
                header: "Production", fields: [FormField(key: "ticket", label: "Ticket", kind: .text(isSecure: false))],
                shownWhen: FormCondition(key: "environment", anyOf: ["prod"])),
        ])
    }

    @Test("a field and a section are shown while their conditions hold, read top to bottom")
    func visibility() {
        let form = Self.deploy
        #expect(form.shownFields(for: form.startingValues()).map(\.key) == ["environment", "notify"])
        #expect(
            form.shownFields(for: ["environment": .choices(["staging"])]).map(\.key) == [
                "environment", "region", "notify",
            ])
        #expect(
            form.shownFields(for: ["environment": .choices(["prod"])]).map(\.key)
                == ["environment", "region", "notify", "ticket"])
        #expect(form.visibility(for: ["environment": .choices(["dev"])]) == [[true, false, true], [false]])
        // A condition on a hidden field sees no value: "none of" holds, "any of" does not.
        let chained = Form(sections: [
            FormSection(fields: [
                FormField(key: "a", label: "A", kind: .toggle),
                FormField(key: "b", label: "B", kind: .toggle, shownWhen: FormCondition(key: "a", anyOf: ["true"])),
                FormField(key: "c", label: "C", kind: .toggle, shownWhen: FormCondition(key: "b", anyOf: ["false"])),
                FormField(key: "d", label: "D", kind: .toggle, shownWhen: FormCondition(key: "b", noneOf: ["true"])),
            ])
        ])
        #expect(chained.shownFields(for: ["a": .bool(false), "b": .bool(false)]).map(\.key) == ["a", "d"])
        #expect(chained.shownFields(for: ["a": .bool(true), "b": .bool(false)]).map(\.key) == ["a", "b", "c", "d"])
    }

    @Test("starting values: defaults, a switch off, then the given values the fields take")
    func startingValues() {
        let form = Self.deploy
        #expect(form.startingValues() == ["environment": .choices(["dev"]), "notify": .bool(false)])
        let given: [String: FormValue] = [
            "environment": .choices(["qa"]),  // no longer offered: the default stays
            "region": .text("eu-west-1"),
            "notify": .number(3),  // not a switch's value
            "gone": .text("x"),  // no such field
        ]
        #expect(
            form.startingValues(given) == [
                "environment": .choices(["dev"]), "region": .text("eu-west-1"), "notify": .bool(false),
            ])
    }

    @Test("a value is checked against its field's kind and rules")
    func validation() throws {
        let choice = FormField(
            key: "k", label: "K", kind: .choice(items: Self.environments, limit: 2), isRequired: true)
        #expect(choice.problem(with: nil) == "An answer is required.")
        #expect(choice.problem(with: .choices([])) == "An answer is required.")
        #expect(choice.problem(with: .choices(["dev", "prod"])) == nil)
        #expect(choice.problem(with: .choices(["dev", "prod", "staging"])) == "Choose at most 2.")
        #expect(choice.problem(with: .choices(["qa"])) == "qa is not one of the choices.")
        #expect(choice.problem(with: .text("dev")) == "This is not a choice.")

        let number = FormField(
            key: "n", label: "N", kind: .number(try NumberOptions(minimum: 1, maximum: 20, step: 0.5), style: .ruler))
        #expect(number.problem(with: .number(2.5)) == nil)
        #expect(number.problem(with: .number(2.2)) == "Choose a step of 0.5 from 1.")
        #expect(number.problem(with: .number(21))?.contains("20") == true)
        #expect(number.problem(with: nil) == nil, "not required")

        let text = FormField(
            key: "t", label: "T", kind: .text(isSecure: false),
            rules: FormRules(pattern: try TextPattern("[a-z]+"), maximumLength: 4))
        #expect(text.problem(with: .text("abc")) == nil)
        #expect(text.problem(with: .text("abcde")) == "Give at most 4 characters (this is 5).")
        #expect(text.problem(with: .text("ab1")) == "The text must match [a-z]+.")
        #expect(text.problem(with: .text("")) == nil, "an empty text passes the pattern, as in HTML")

        let wheel = FormField(key: "w", label: "W", kind: .wheel(columns: [["1", "2"], ["AM", "PM"]]))
        #expect(wheel.problem(with: .choices(["2", "PM"])) == nil)
        #expect(wheel.problem(with: .choices(["2"])) == "Choose one value in each of the 2 columns.")
        #expect(wheel.problem(with: .choices(["2", "XM"])) == "XM is not in its column.")

        let tree = DependentTree(root: .keys([("Fruit", .values(["Apple", "Pear"])), ("Nut", .values(["Pecan"]))]))
        let dependent = FormField(key: "d", label: "D", kind: .dependentWheel(tree))
        #expect(dependent.problem(with: .choices(["Nut", "Pecan"])) == nil)
        #expect(dependent.problem(with: .choices(["Nut", "Apple"])) == "Apple is not in its column.")
        #expect(dependent.problem(with: .choices(["Fruit"])) == "Choose a value in each column.")

        let utc = TimeZone(identifier: "UTC")!
        let day = Date(timeIntervalSince1970: 1_705_276_800)  // 2024-01-15
        let date = FormField(
            key: "day", label: "Day",
            kind: .date(FormDateSettings(mode: .date, minimumDate: day, timeZone: utc)))
        #expect(date.problem(with: .date(day.addingTimeInterval(86_400))) == nil)
        #expect(date.problem(with: .date(day.addingTimeInterval(-86_400))) == "Choose 2024-01-15 or later.")
        // In time mode only the time of day counts: 09:00 on any day is after a 08:00 minimum.
        let time = FormField(
            key: "at", label: "At",
            kind: .date(FormDateSettings(mode: .time, minimumDate: day.addingTimeInterval(8 * 3600), timeZone: utc)))
        #expect(time.problem(with: .date(day.addingTimeInterval(-86_400 + 9 * 3600))) == nil)
        #expect(time.problem(with: .date(day.addingTimeInterval(86_400 + 7 * 3600))) == "Choose 08:00 or later.")
    }

    @Test("the form's problems with given values: the shown fields only, in order")
    func problemsInValues() {
        let form = Self.deploy
        #expect(form.problems(in: form.startingValues()).isEmpty)
        let refused = form.problems(in: ["environment": .choices(["prod"]), "notify": .bool(true)])
        #expect(refused.map(\.key) == ["region"])
        #expect(refused.first?.message == "An answer is required.")
    }

    @Test("answers without asking: the starting values, or the required fields without one")
    func answersWithoutAsking() throws {
        let form = Self.deploy
        let answers = try form.answersWithoutAsking()
        #expect(answers.map(\.key) == ["environment", "notify"], "the hidden region is left out")
        #expect(answers["environment"] == .choices(["dev"]))
        #expect(answers["region"] == nil)
        #expect(throws: FormError(.missing(keys: ["region"]))) {
            try form.answersWithoutAsking(starting: ["environment": .choices(["staging"])])
        }
        let prod = try form.answersWithoutAsking(starting: [
            "environment": .choices(["prod"]), "region": .text("eu"),
        ])
        #expect(
            prod.entries == [
                .init(key: "environment", value: .choices(["prod"])), .init(key: "region", value: .text("eu")),
                .init(key: "notify", value: .bool(false)), .init(key: "ticket", value: nil),
            ])
        #expect(
            FormError(.missing(keys: ["region", "ticket"])).description
                == "no value for the required fields region, ticket")
    }

    @Test("the spec's own problems name the field and say what is wrong")
    func specProblems() throws {
        #expect(Self.deploy.problems.isEmpty)
        let broken = Form(sections: [
            FormSection(fields: [
                FormField(key: "a", label: "A", kind: .choice(items: [], limit: -1)),
                FormField(key: "a", label: "Again", kind: .toggle),
                FormField(
                    key: "b", label: "B", kind: .choice(items: Self.environments, limit: 1),
                    defaultValue: .choices(["qa"])),
                FormField(key: "c", label: "C", kind: .toggle, shownWhen: FormCondition(key: "later", anyOf: ["x"])),
                FormField(key: "later", label: "Later", kind: .toggle),
                FormField(key: "n", label: "N", kind: .note("Read this"), isRequired: true),
                FormField(key: "d", label: "D", kind: .toggle, shownWhen: FormCondition(key: "n", anyOf: ["x"])),
                FormField(
                    key: "t", label: "T", kind: .text(isSecure: false),
                    rules: FormRules(minimumLength: 5, maximumLength: 2)),
                FormField(key: "s", label: "S", kind: .toggle, rules: FormRules(maximumLength: 2)),
                FormField(
                    key: "when", label: "When",
                    kind: .date(
                        FormDateSettings(
                            minimumDate: Date(timeIntervalSince1970: 100), maximumDate: Date(timeIntervalSince1970: 0),
                            minuteInterval: 7))),
                FormField(key: "", label: "Nameless", kind: .toggle),
            ])
        ])
        let problems = broken.problems
        let expected = [
            "the field a: the choice has no items",
            "the field a: the limit is -1: give 0 (no limit) or more",
            "the field a: the key is used by another field",
            "the field b: the default is refused: qa is not one of the choices.",
            "the field c: its condition names later, which is not a field before it",
            "the field n: a note has no value, so it cannot be required",
            "the field d: its condition names the note n, which has no value",
            "the field t: the minimum length 5 is more than the maximum length 2",
            "the field s: rules (a pattern, a length, a command) apply to text fields only",
            "the field labelled Nameless: the key is empty",
        ]
        for line in expected { #expect(problems.contains(line), "\(line) in \(problems)") }
        #expect(problems.contains { $0.hasPrefix("the field when: the minute interval 7 must divide 60") })
        #expect(
            problems.contains { $0.hasPrefix("the field when: the minimum date ") && $0.contains(" is later than ") })
        #expect(
            Form(sections: [FormSection(fields: [FormField(key: "n", label: "", kind: .note("x"))])]).problems
                == ["the form has no field to answer"])
    }

    @Test("a spec crosses threads: a form made on one task is checked on another")
    func sendable() async throws {
        let form = Form(sections: [
            FormSection(fields: [
                FormField(
                    key: "name", label: "Name", kind: .text(isSecure: false),
                    rules: FormRules(pattern: try TextPattern("[a-z]+")))
            ])
        ])
        let refused = await Task.detached { form.problems(in: ["name": .text("Ada")]) }.value
        #expect(refused.map(\.message) == ["The text must match [a-z]+."])
    }
}
