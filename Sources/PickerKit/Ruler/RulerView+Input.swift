import PickerCore
import Terminal

extension RulerView {
    /// The longest number that can be typed, in characters.
    static let maximumEntryLength = 24

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard isUserInteractionEnabled else { return false }
        switch event {
        case .key(let key, let modifiers):
            if entryEditor != nil, handleEntryKey(key, modifiers, context: context) { return true }
            return handleKey(key, modifiers, now: context.now)
        case .mouse(let mouse):
            return handleMouse(mouse, now: context.now)
        case .paste(let text, _):
            var editor = entryEditor ?? Self.makeEntryEditor()
            let outcome = editor.insert(text)
            // A paste without a number character is not the ruler's.
            guard outcome.changed || outcome.overflowed else { return false }
            if outcome.overflowed { context.bell() }
            entryEditor = editor
            message = nil
            return true
        case .focus, .cursorPosition:
            return false
        }
    }

    /// Whether `character` can be part of a typed number.
    static func isNumberCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || ".,-+".contains(character))
    }

    /// An empty editor for a typed number: number characters only, at most
    /// ``maximumEntryLength``.
    static func makeEntryEditor() -> LineEditor {
        LineEditor(characterLimit: maximumEntryLength, allows: isNumberCharacter)
    }

    /// Keys while a number is being typed: Enter jumps to it and Esc drops it; the ruler's own
    /// keys keep their meaning; the line editor takes what it edits with. False lets the key go
    /// on to the ruler, the typing dropped first.
    private func handleEntryKey(_ key: Key, _ modifiers: Modifiers, context: RunContext) -> Bool {
        switch key {
        case .enter:
            applyEntry(now: context.now)
            return true
        case .escape:
            entryEditor = nil
            return true
        default:
            break
        }
        // An arrow, a page, Home or End moves the ruler, whatever is being typed.
        guard motion(for: key, modifiers) == nil, var editor = entryEditor,
            let outcome = editor.handle(key, modifiers)
        else {
            entryEditor = nil
            return false
        }
        if outcome.overflowed { context.bell() }
        // An edit that leaves nothing undoes the typing, as Esc does.
        entryEditor = editor.isEmpty ? nil : editor
        return true
    }

    /// How a key of the ruler's own moves it.
    enum Motion: Equatable {
        /// Steps from the tick it is on (a major step is `scale.major` of them).
        case steps(Int)
        /// To a tick (Home and End: the ends).
        case tick(Int)
    }

    /// The motion of one of the ruler's keys, or nil for another key.
    func motion(for key: Key, _ modifiers: Modifiers) -> Motion? {
        let plain = modifiers.subtracting(.shift).isEmpty
        let shift = modifiers.contains(.shift)
        let major = scale.major
        switch key {
        case .left where plain: return .steps(shift ? -major : -1)
        case .right where plain: return .steps(shift ? major : 1)
        case .up where plain: return .steps(1)
        case .down where plain: return .steps(-1)
        case .pageUp: return .steps(major)
        case .pageDown: return .steps(-major)
        case .home: return .tick(0)
        case .end: return .tick(scale.lastTick)
        default: return nil
        }
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        if let motion = motion(for: key, modifiers) {
            switch motion {
            case .steps(let steps): move(by: steps, now: now)
            case .tick(let tick): jump(to: tick, now: now)
            }
            return true
        }
        // A number character starts the typing.
        guard case .character(let c) = key, modifiers.subtracting(.shift).isEmpty, Self.isNumberCharacter(c)
        else { return false }
        var editor = Self.makeEntryEditor()
        _ = editor.insert(String(c))
        entryEditor = editor
        message = nil
        return true
    }

    /// Steps the ruler as a user (animated, reported); a wrapping scale goes round.
    private func move(by steps: Int, now: Double) {
        beginInteraction()
        wheel.step(by: steps, now: now)
    }

    /// Slides to `tick` as a user (animated, reported).
    private func jump(to tick: Int, now: Double) {
        beginInteraction()
        wheel.jump(to: tick, now: now)
    }

    /// Jumps to the typed number: rounded to the nearest tick, then clamped to the ends or
    /// refused, as ``entryPolicy`` says; the message says what happened.
    func applyEntry(now: Double) {
        guard let typed = entry else { return }
        entryEditor = nil
        switch scale.tick(for: typed, policy: .reject) {
        case .success(let found):
            jump(to: found.tick, now: now)
            message = found.wasRounded ? "Rounded to \(scale.text(atTick: found.tick))" : nil
        case .failure(let error):
            let subject = "The value"
            if case .outOfRange = error.problem, entryPolicy == .clamp,
                case .success(let clamped) = scale.tick(for: typed, policy: .clamp)
            {
                jump(to: clamped.tick, now: now)
                message = error.message(subject: subject) + "; using \(scale.text(atTick: clamped.tick))"
            } else {
                message = error.message(subject: subject, quoting: InertText.make)
            }
        }
    }

    /// The column of the pointer.
    var pointerColumn: Int { frame.x + frame.width / 2 }

    private func handleMouse(_ mouse: MouseEvent, now: Double) -> Bool {
        gesture.handle(mouse, now: now, host: self)
    }
}

extension RulerView: WheelGestureHost {
    func gestureComponent(at mouse: MouseEvent) -> Int? {
        frame.contains(column: mouse.column, row: mouse.row) ? 0 : nil
    }

    func gesturePitch(forComponent component: Int) -> Double { Double(tickSpacing) }

    func gestureViewport(forComponent component: Int) -> Double { Double(frame.width) / Double(tickSpacing) }

    func gestureWheel(_ component: Int, _ change: (inout WheelModel) -> Void) {
        beginInteraction()
        change(&wheel)
    }

    func gestureScroll(_ component: Int, by rows: Int, now: Double) {
        move(by: rows, now: now)
    }

    func gesturePressed(_ component: Int) {
        entryEditor = nil
    }

    /// A tick clicked comes to the pointer.
    func gestureTapped(_ component: Int, at mouse: MouseEvent, now: Double) {
        let steps = Int((Double(mouse.column - pointerColumn) / Double(tickSpacing)).rounded())
        if steps != 0 { move(by: steps, now: now) }
    }
}
