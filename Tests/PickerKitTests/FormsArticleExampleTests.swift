import Foundation
import PickerKitTesting
import Testing

@testable import PickerKit

// The Forms article's example, compiled here as the article shows it (a test below checks that it
// does) and run on a test terminal.

// Forms example begins
enum Stage: CaseIterable, Sendable { case dev, staging, prod }

/// Asks where, when and how to deploy, on one screen; nil when the user leaves the form.
@MainActor
func askForADeploy(today: Date = Date(), host: EventLoop.Host = .system) async throws
    -> (stage: Stage, day: Date, replicas: Decimal, notify: Bool)?
{
    var form = TypedForm(
        title: "Deploy",
        .choice("stage", label: "Stage", of: Stage.self, default: .dev),
        .date("day", label: "Deploy on", default: today),
        .number("replicas", label: "Replicas", numbers: try NumberOptions(minimum: 1, maximum: 20, step: 1, value: 3)),
        .toggle("notify", label: "Notify the team"))
    form.prompt.today = today
    form.prompt.host = host  // where it runs: the process's terminal, or a test's
    guard case .answered(let (stage, day, replicas, notify)) = try await form.run(),
        let stage, let day, let replicas, let notify
    else { return nil }
    return (stage, day, replicas, notify)
}
// Forms example ends

@Suite("The Forms article's example")
@MainActor
struct FormsArticleExampleTests {
    @Test("the article shows the example this file compiles and runs")
    func articleMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/PickerKit/PickerKit.docc/Forms.md"), encoding: .utf8)
        let examples = { (text: String) -> [String] in
            GettingStartedExampleTests.examples(
                in: text.replacingOccurrences(of: "Forms example ", with: "Getting Started example "))
        }
        let compiled = examples(try String(contentsOf: here, encoding: .utf8))
        #expect(compiled.count == 1)
        #expect(examples(article) == compiled)
    }

    @Test("the example answers the four fields, typed")
    func runs() async throws {
        let terminal = TestTerminal(columns: 80, rows: 24)
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.down)
        terminal.type(" ")  // Notify the team: on
        terminal.press(.down)
        terminal.press(.enter)  // Submit
        let answer = try #require(try await askForADeploy(today: DeployForm.today, host: terminal.host))
        #expect(answer.stage == .dev && answer.day == DeployForm.today && answer.replicas == 3 && answer.notify)
    }
}
