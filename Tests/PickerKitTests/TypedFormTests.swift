import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

/// The typed layer: a form of typed fields answers a tuple of Swift values.
@Suite("Typed forms")
@MainActor
struct TypedFormTests {
    enum Environment: CaseIterable, Sendable { case dev, staging, prod }

    func deploy() throws -> TypedForm<Environment, Date, Decimal, Bool> {
        var form = TypedForm(
            title: "Deploy",
            .choice("environment", label: "Environment", of: Environment.self, default: .dev),
            .date(
                "day", label: "Deploy on",
                settings: FormDateSettings(
                    locale: Locale(identifier: "en_US_POSIX"), calendar: Calendar(identifier: .gregorian),
                    timeZone: DeployForm.utc), default: DeployForm.today),
            .number(
                "replicas", label: "Replicas", numbers: try NumberOptions(minimum: 1, maximum: 20, step: 1, value: 3)),
            .toggle("notify", label: "Notify the team"))
        form.prompt.today = DeployForm.today
        form.prompt.options = PromptOptions(traits: FormViewTests.traits, theme: .monochrome)
        return form
    }

    @Test("the answer is a tuple of the fields' values, each of its own type")
    func typedAnswer() async throws {
        let terminal = TestTerminal(columns: 80, rows: 24)
        terminal.press(.enter)  // the environment's sheet
        terminal.press(.down)
        terminal.press(.enter)  // Done: staging
        terminal.wait(1)
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.enter)  // the ruler
        terminal.press(.right)
        terminal.press(.enter)  // Done: 4
        terminal.wait(1)
        terminal.press(.down)
        terminal.type(" ")
        terminal.press(.tab)
        terminal.press(.enter)
        var form = try deploy()
        form.prompt.host = terminal.host
        let outcome = try await form.run()
        let (environment, day, replicas, notify) = try #require(outcome.value)
        #expect(environment == .staging)
        #expect(day == DeployForm.today)
        #expect(replicas == 4)
        #expect(notify == true)
    }

    @Test("a typed field's plain field and its reading agree; a value of another kind reads as nil")
    func fields() throws {
        let choice = TypedFormField.choice("e", label: "E", of: Environment.self)
        #expect(choice.field.kind == .choice(items: ["dev", "staging", "prod"].map(FormField.Item.init), limit: 1))
        #expect(choice.field.isRequired && choice.field.defaultValue == nil)
        let answers = FormAnswers([.init(key: "e", value: .choices(["prod"])), .init(key: "t", value: .bool(true))])
        #expect(choice.value(in: answers) == .prod)
        #expect(
            TypedFormField<String>.text("t", label: "T").value(in: answers) == nil, "a switch's value is not a text")
        #expect(TypedFormField<Bool>.toggle("t", label: "T").value(in: answers) == true)
        #expect(TypedFormField<Bool>.toggle("gone", label: "G").value(in: answers) == nil)
        let form = try deploy()
        let (environment, day, replicas, notify) = form.values(in: try form.form.answersWithoutAsking())
        #expect(environment == .dev && day == DeployForm.today && replicas == 3 && notify == false)
    }
}
