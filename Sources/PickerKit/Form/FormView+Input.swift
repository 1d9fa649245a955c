import Foundation
import Terminal

/// Keys and the mouse: moving between rows, switching, editing in place, sheets, Submit.
extension FormView {
    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers, context: context)
        case .paste:
            guard case .field(let key) = focus, let field = textFields[key] else { return false }
            return field.handle(event, context: context)
        case .mouse(let mouse):
            return handleMouse(mouse, event: event, context: context)
        case .focus, .cursorPosition:
            return false
        }
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        switch key {
        case .up where modifiers.isEmpty:
            move(by: -1, context: context)
            return true
        case .down where modifiers.isEmpty:
            move(by: 1, context: context)
            return true
        case .tab:
            move(by: modifiers.contains(.shift) ? -1 : 1, context: context)
            return true
        case .enter where modifiers.isEmpty:
            activate(context: context, byEnter: true)
            return true
        default:
            break
        }
        if case .field(let focusedKey) = focus, let field = textFields[focusedKey] {
            if key == .escape { return false }
            return field.handle(.key(key, modifiers), context: context)
        }
        if key == .character(" ") && modifiers.isEmpty {
            activate(context: context, byEnter: false)
            return true
        }
        return false
    }

    /// Moves the focus `step` rows on (the text row left is committed); at the ends it stays.
    func move(by step: Int, context: RunContext) {
        let order = focusOrder
        guard let index = order.firstIndex(of: focus) else { return }
        let next = min(max(index + step, 0), order.count - 1)
        guard next != index else { return }
        commitText(context: context)
        focus = order[next]
        updateFieldFocus()
    }

    /// Puts the focus on `target` (the text row left is committed).
    func focus(on target: Focus, context: RunContext) {
        guard target != focus else { return }
        commitText(context: context)
        focus = target
        updateFieldFocus()
    }

    /// What Enter, Space or a click does on the focused row: open its sheet, flip its switch,
    /// commit its text and go on to the next row, or submit.
    func activate(context: RunContext, byEnter: Bool) {
        switch focus {
        case .submit:
            submit(context: context)
        case .field(let key):
            guard let field = form.field(forKey: key) else { return }
            switch field.kind {
            case .toggle:
                let on = values[key] == .bool(true)
                change(key, to: .bool(!on), context: context)
            case .text:
                guard byEnter else { return }
                // As the return key of a form's text field: commit, then the next row.
                if commitText(context: context) { move(by: 1, context: context) }
            case .note:
                break
            default:
                openSheet(for: field, context: context)
            }
        }
    }

    /// Sets a row's value as the user chose it: its message is brought up to date and
    /// ``onChange`` told.
    func change(_ key: String, to value: FormValue?, context: RunContext) {
        setValue(value, forKey: key)
        if let field = form.field(forKey: key) { messages[key] = field.problem(with: value) }
        onChange?(key, value, context)
    }

    /// Commits the focused text row (its rules checked, a command started): whether the text is
    /// taken now.
    @discardableResult
    func commitText(context: RunContext) -> Bool {
        guard case .field(let key) = focus, let field = textFields[key], let validation = validations[key] else {
            return true
        }
        return validation.commit(field.text, context: context) { _ in }
    }

    // MARK: Sheets

    /// Slides up the sheet of `field`'s picker, preselected to its value.
    func openSheet(for field: FormField, context: RunContext) {
        let editor: FormSheetEditor?
        do {
            editor = try FormSheetEditor.make(
                for: field, value: values[field.key], today: today, usesUnicode: usesUnicode)
        } catch {
            messages[field.key] = "\(error)"
            context.bell()
            return
        }
        guard let editor else { return }
        let sheet = Sheet(title: field.label, content: editor.content, cancelTitle: "Cancel")
        // In a text area Enter starts a line: Ctrl-D is its Done, as in `picker write`.
        let done = editor.content is TextArea ? "ctrl-d done" : "enter done"
        sheet.hint = PromptHints.joined([done, "esc cancel", "tab buttons"], usesUnicode ? " · " : " - ")
        let key = field.key
        sheet.onDone = { [unowned self] context in
            guard let value = editor.read() else { return }
            if field.isText, let validation = self.validations[key], case .text(let text) = value {
                self.setValue(value, forKey: key)
                self.onChange?(key, value, context)
                _ = validation.commit(text, context: context) { _ in }
                return
            }
            self.change(key, to: value, context: context)
        }
        sheet.onDismiss = { [unowned self] _ in self.sheet = nil }
        if let area = editor.content as? TextArea {
            area.onFinish = { [unowned sheet] context in sheet.doneButton.press(context: context) }
        }
        self.sheet = (sheet, key, editor)
        sheet.present(context: context)
    }

    // MARK: Submit

    /// Checks every shown row: calls ``onSubmit`` when all keep their rules; else shows why under
    /// each refused row and moves to the first, or, when only text rules' commands are left to
    /// judge, starts them and submits once they accept.
    public func submit(context: RunContext) {
        commitText(context: context)
        var firstRefused: String?
        var waiting = false
        for field in shownFields where !field.isNote {
            let key = field.key
            if let validation = validations[key] {
                let text: String
                if case .text(let given) = values[key] { text = given } else { text = "" }
                if validation.answer(text) != nil { continue }
                if validation.isChecking {
                    waiting = true
                    continue
                }
                let accepted = validation.commit(text, context: context) { [weak self] context in
                    guard let self, self.submitsWhenChecked else { return }
                    self.submit(context: context)
                }
                if accepted { continue }
                if validation.isChecking {
                    waiting = true
                } else if firstRefused == nil {
                    firstRefused = key
                }
            } else if let problem = field.problem(with: values[key]) {
                messages[key] = problem
                if firstRefused == nil { firstRefused = key }
            } else {
                messages[key] = nil
            }
        }
        if let firstRefused {
            submitsWhenChecked = false
            context.bell()
            focus = .field(firstRefused)
            updateFieldFocus()
            return
        }
        if waiting {
            submitsWhenChecked = true
            return
        }
        submitsWhenChecked = false
        onSubmit?(context)
    }

    // MARK: Mouse

    private func handleMouse(_ mouse: MouseEvent, event: InputEvent, context: RunContext) -> Bool {
        guard frame.contains(column: mouse.column, row: mouse.row) else { return false }
        switch mouse.button {
        case .wheelUp:
            if mouse.action == .press { move(by: -1, context: context) }
            return true
        case .wheelDown:
            if mouse.action == .press { move(by: 1, context: context) }
            return true
        case .left:
            break
        default:
            return false
        }
        let index = firstLine + mouse.row - frame.y
        guard lines.indices.contains(index) else { return true }
        switch lines[index] {
        case .row(let key):
            if let field = textFields[key] {
                focus(on: .field(key), context: context)
                return field.frame.contains(column: mouse.column, row: mouse.row)
                    ? field.handle(event, context: context) : true
            }
            guard mouse.action == .press else { return true }
            focus(on: .field(key), context: context)
            activate(context: context, byEnter: false)
        case .submit:
            guard mouse.action == .press else { return true }
            focus(on: .submit, context: context)
            submit(context: context)
        default:
            break
        }
        return true
    }
}
