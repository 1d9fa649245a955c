import Foundation
import Terminal

/// A form of typed fields, asked on one screen, whose answer is a tuple of their values: a choice
/// of a `CaseIterable` type answers that type, a date a `Date`, a number a `Decimal`, a switch a
/// `Bool`.
///
/// ```swift
/// enum Environment: CaseIterable, Sendable { case dev, staging, prod }
///
/// let form = TypedForm(
///     title: "Deploy",
///     .choice("environment", label: "Environment", of: Environment.self, default: .dev),
///     .date("day", label: "Deploy on", default: now),
///     .number("replicas", label: "Replicas", numbers: try NumberOptions(minimum: 1, maximum: 20, step: 1, value: 3)),
///     .toggle("notify", label: "Notify the team"))
/// if case .answered(let (environment, day, replicas, notify)) = try await form.run() { … }
/// ```
///
/// Each value is optional: nil for a field left without one (a field that is not required).
/// The fields form one section; for sections, conditions and notes, build a ``Form`` from the
/// fields' ``TypedFormField/field`` and read each with ``TypedFormField/value(in:)``.
@MainActor
public struct TypedForm<each Value: Sendable> {
    /// The fields, in order.
    public let fields: (repeat TypedFormField<each Value>)
    /// The form asked; change its sections' headers, its submit label or its title here.
    public var form: Form
    /// Starting values, today, options and host, as for any form.
    public var prompt: FormPrompt

    /// A form of `fields`, in one section, titled `title`.
    public init(title: String? = nil, _ fields: repeat TypedFormField<each Value>) {
        self.fields = (repeat each fields)
        var plain: [FormField] = []
        for field in repeat each fields { plain.append(field.field) }
        form = Form(title: title, sections: [FormSection(fields: plain)])
        prompt = FormPrompt(form: form)
    }

    /// The fields' values in `answers`, in order.
    public func values(in answers: FormAnswers) -> (repeat (each Value)?) {
        (repeat (each fields).value(in: answers))
    }

    /// Shows the form and waits for Submit, leaving the main actor free for other tasks; the
    /// answer is each field's value, typed.
    ///
    /// - Throws: ``PromptError`` when the form's spec has a problem, or there is no terminal.
    public func run() async throws -> PromptOutcome<(repeat (each Value)?)> {
        var prompt = self.prompt
        prompt.form = form
        let outcome = try await prompt.run()
        switch outcome {
        case .answered(let answers): return .answered(values(in: answers))
        case .ended(let completion): return .ended(completion)
        }
    }

    /// Shows the form and blocks until Submit; the answer is each field's value, typed.
    ///
    /// - Throws: ``PromptError``, as ``run()``.
    public func runBlocking() throws -> PromptOutcome<(repeat (each Value)?)> {
        var prompt = self.prompt
        prompt.form = form
        switch try prompt.runBlocking() {
        case .answered(let answers): return .answered(values(in: answers))
        case .ended(let completion): return .ended(completion)
        }
    }
}
