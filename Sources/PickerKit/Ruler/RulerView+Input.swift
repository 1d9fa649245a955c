import PickerCore
import Terminal

extension RulerView {
    /// The longest number that can be typed, in characters.
    static let maximumEntryLength = 24

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        guard isUserInteractionEnabled else { return false }
        switch event {
        case .key(let key, let modifiers):
            if entry != nil, let used = handleEntryKey(key, modifiers, now: context.now) { return used }
            return handleKey(key, modifiers, now: context.now)
        case .mouse(let mouse):
            return handleMouse(mouse, now: context.now)
        case .paste(let text):
            let number = text.filter(Self.isNumberCharacter)
            guard !number.isEmpty else { return false }
            entry = String(((entry ?? "") + number).prefix(Self.maximumEntryLength))
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

    /// Keys while a number is being typed: nil lets the key go on to the ruler (the typing is
    /// dropped first).
    private func handleEntryKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool? {
        switch key {
        case .enter:
            applyEntry(now: now)
        case .escape:
            entry = nil
        case .backspace:
            entry?.removeLast()
            if entry?.isEmpty == true { entry = nil }
        case .character(let c) where modifiers.subtracting(.shift).isEmpty && Self.isNumberCharacter(c):
            if let typed = entry, typed.count < Self.maximumEntryLength { entry = typed + String(c) }
        default:
            entry = nil
            return nil
        }
        return true
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers, now: Double) -> Bool {
        let plain = modifiers.subtracting(.shift).isEmpty
        let shift = modifiers.contains(.shift)
        let major = scale.major
        switch key {
        case .left where plain: move(by: shift ? -major : -1, now: now)
        case .right where plain: move(by: shift ? major : 1, now: now)
        case .up where plain: move(by: 1, now: now)
        case .down where plain: move(by: -1, now: now)
        case .pageUp: move(by: major, now: now)
        case .pageDown: move(by: -major, now: now)
        case .home: jump(to: 0, now: now)
        case .end: jump(to: scale.lastTick, now: now)
        case .character(let c) where plain && Self.isNumberCharacter(c):
            entry = String(c)
            message = nil
        default:
            return false
        }
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
        entry = nil
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
        entry = nil
    }

    /// A tick clicked comes to the pointer.
    func gestureTapped(_ component: Int, at mouse: MouseEvent, now: Double) {
        let steps = Int((Double(mouse.column - pointerColumn) / Double(tickSpacing)).rounded())
        if steps != 0 { move(by: steps, now: now) }
    }
}
