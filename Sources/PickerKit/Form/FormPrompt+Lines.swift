import Foundation
import PickerCore
import Terminal

/// The accessible form of a form: its shown fields asked one by one, each in its own kind's
/// line form, with a way back to the field before.
extension FormPrompt {
    func runLines() throws -> PromptOutcome<FormAnswers> {
        let loop = EventLoop(options: EventLoopOptions(timeout: options.timeout, traits: options.traits), host: host)
        var lines = LinePrompt(session: try PromptError.mappingNoTerminal { try loop.openLines() })
        lines.showsHints = options.showsHints
        lines.backWord = Self.backWord
        defer { lines.close() }
        if let title = options.title ?? form.title { lines.say(title) }
        if options.showsHints {
            lines.say("Each field is asked in turn; type \(Self.backWord) alone to go back to the one before.")
        }
        var values = form.startingValues(starting)
        var index = 0
        while true {
            let shown = form.shownFields(for: values)
            guard index < shown.count else { break }
            let field = shown[index]
            if case .note(let text) = field.kind {
                lines.say(text)
                index += 1
                continue
            }
            switch ask(field, value: values[field.key], lines: lines) {
            case .answered(let value):
                if let problem = field.problem(with: value) {
                    lines.say(problem)
                    continue
                }
                values[field.key] = value
                index += 1
            case .ended(.cancelled) where lines.wentBack:
                guard let before = shown[..<index].lastIndex(where: { !$0.isNote }) else {
                    lines.say("This is the first field.")
                    continue
                }
                index = before
            case .ended(let completion):
                // At the timeout, only what could be submitted: every shown field keeps its rules,
                // and no field whose command has not judged it (one not asked yet) is left.
                let unjudged = shown[index...].contains { $0.rules.command != nil }
                return PromptOutcome<FormAnswers>.ended(completion).answeringTimeout(options.answersAtTimeout) {
                    unjudged || !form.problems(in: values).isEmpty ? nil : form.answers(for: values)
                }
            }
        }
        return .answered(form.answers(for: values))
    }

    /// Asks one field in its kind's line form: the value answered (nil for none).
    private func ask(_ field: FormField, value: FormValue?, lines: LinePrompt) -> PromptOutcome<FormValue?> {
        let label = field.label
        switch field.kind {
        case .choice(let items, let limit):
            var initial = 0
            if case .choices(let chosen) = value, let first = chosen.first,
                let row = items.firstIndex(where: { $0.value == first })
            {
                initial = row
            }
            return lines.chooseRows(
                question: label, count: items.count, initial: initial, limit: limit == 0 ? items.count : limit,
                title: { items[$0].label },
                exactItem: { typed in items.firstIndex { $0.label == typed || $0.value == typed } },
                search: { typed in LinePrompt.search(count: items.count, title: { items[$0].label }, prefix: typed) }
            ).map { rows in .choices(rows.map { items[$0].value }) }
        case .date(let settings):
            var start: Date = today
            if case .date(let date) = value { start = date }
            var prompt = settings.prompt(value: start, today: today)
            prompt.options.showsHints = options.showsHints
            return prompt.askInLines(lines, start: .date(start), subject: label).map { answer in
                if case .date(let date) = answer { return .date(date) }
                return nil
            }
        case .toggle:
            // A label that already ends a sentence ("Tell the team?", "Notify:") is asked as it is.
            let question = label.last?.isPunctuation == true ? label : label + "?"
            let confirm = ConfirmView(question: question, selectsAffirmative: value == .bool(true))
            guard let form = confirm.lineForm else { return .answered(value) }
            return form.ask(lines).map { .bool(confirm.isAffirmativeSelected) }
        case .text(let isSecure):
            var text = ""
            if case .text(let given) = value { text = given }
            let entry = TextField(text: text, placeholder: label, isSecure: isSecure)
            let validation = TextValidation(rules: field.rules.textRules(isRequired: field.isRequired))
            return entry.askInLines(lines) { validation.judgeWaiting($0) }.map { .text(entry.text) }
        case .multiline:
            var text = ""
            if case .text(let given) = value { text = given }
            let area = TextArea(text: text, placeholder: label)
            let validation = TextValidation(rules: field.rules.textRules(isRequired: field.isRequired))
            return area.askInLines(lines) { validation.judgeWaiting($0) }.map { .text(area.text) }
        case .note:
            return .answered(nil)
        case .wheel, .dependentWheel, .number, .file:
            let editor: FormSheetEditor?
            do {
                editor = try FormSheetEditor.make(
                    for: field, value: value, today: today, usesUnicode: options.traits.usesUnicode)
            } catch {
                lines.say("\(error)")
                return .ended(.cancelled)
            }
            guard let editor, let form = Self.lineForm(of: editor.content, label: label) else {
                return .answered(value)
            }
            return withExtendedLifetime(editor.keeps) { form.ask(lines).map { editor.read() } }
        }
    }

    /// The line form of a field's picker, named by the field's label.
    private static func lineForm(of content: Widget, label: String) -> LineForm? {
        switch content {
        case let ruler as RulerView:
            ruler.accessibilityLabel = label
        case let picker as PickerView where picker.numberOfComponents == 1:
            picker.componentLabels = [label]
        default:
            break
        }
        return content.lineForm
    }
}
