import Foundation
import PickerCore
import Terminal

/// Asks for a number: the engine of `picker number`. The number is a whole number of steps from
/// the minimum (a tick of a ruler's scale, `NumberOptions`), shown on a ``RulerView``, on a wheel,
/// or on a ``MiniPicker``; the answer is its value, exactly (70.3 plus seven steps of 0.1 is
/// 71.0, never 70.99999).
///
/// ```swift
/// let prompt = try NumberPrompt(minimum: 9, maximum: 999, step: 0.1, value: 70, unit: "kg")
/// if case .answered(let kilograms) = try await prompt.run() { print(kilograms) }   // 71.5
/// ```
///
/// The accessible form (``PromptOptions/accessible``) asks on one plain line, "Weight in kg (9.0
/// to 999.0, Enter for 70.0): ", and reads the answer with the ruler's rules for typed values
/// (rounded to the step; out of range or not a number: said why, and asked again).
///
/// Like every prompt, it lives on the main actor: create and run it from `@MainActor` code (a
/// top-level `main.swift` is; mark an `async` function `@MainActor`).
@MainActor
public struct NumberPrompt {
    /// How the number is shown.
    public enum Style: String, Sendable, CaseIterable {
        /// A horizontal ruler under a fixed pointer.
        case ruler
        /// A wheel of values, as `picker choose`.
        case wheel
        /// A mini picker: the value between two arrows.
        case mini
    }

    /// The scale, the starting tick and the unit.
    public var numbers: NumberOptions
    /// Shared prompt options.
    public var options: PromptOptions
    /// How the number is shown.
    public var style: Style
    /// Where the prompt runs: the process's terminal and clock (`EventLoop.Host.system`), or a
    /// scripted terminal a test drives (`TestTerminal.host`, PickerKitTesting).
    public var host = EventLoop.Host.system

    /// A prompt for one of `numbers`' values (read from text, as a command line gives them).
    public init(numbers: NumberOptions, options: PromptOptions = PromptOptions(), style: Style = .ruler) {
        self.numbers = numbers
        self.options = options
        self.style = style
    }

    /// A prompt for a number from `minimum` to `maximum` in steps of `step`, starting on `value`
    /// (rounded to a step; nil: the value nearest 0), with `unit` shown after it.
    ///
    /// - Throws: a `RulerError` that names the setting: a step of 0 or below, a minimum above the
    ///   maximum, a value out of range, more than 100,000,000 steps.
    public init(
        minimum: Decimal = 0, maximum: Decimal = 100, step: Decimal = 1, value: Decimal? = nil, unit: String? = nil,
        wraps: Bool = false, options: PromptOptions = PromptOptions(), style: Style = .ruler
    ) throws(RulerError) {
        let numbers = try NumberOptions(
            minimum: minimum, maximum: maximum, step: step, value: value, unit: unit, wrap: wraps)
        self.init(numbers: numbers, options: options, style: style)
    }

    /// Shows the number and blocks until the answer: the value chosen, exactly. Its text with the
    /// step's decimals is `numbers.text(atTick:)` of `numbers.scale.tick(nearest:)`.
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`).
    public func runBlocking() throws -> PromptOutcome<Decimal> {
        if options.accessible { return try runLine().map(numbers.scale.value(atTick:)) }
        var (prompt, source) = makePrompt()
        prompt.host = host
        return try withExtendedLifetime(source) { try prompt.runBlocking() }.map(numbers.scale.value(atTick:))
    }

    /// Shows the number and waits for the answer, leaving the main actor free for other tasks.
    ///
    /// - Throws: ``PromptError`` when there is no terminal (reason `noTerminal`).
    public func run() async throws -> PromptOutcome<Decimal> {
        if options.accessible { return try runLine().map(numbers.scale.value(atTick:)) }
        var (prompt, source) = makePrompt()
        prompt.host = host
        let outcome = try await prompt.run()
        withExtendedLifetime(source) {}
        return outcome.map(numbers.scale.value(atTick:))
    }

    /// The key hints of each style, in Unicode arrows or ASCII.
    public static func hint(style: Style, major: Int, traits: TerminalTraits) -> String {
        let unicode = traits.usesUnicode
        let arrows = unicode ? "←→" : "left/right"
        var parts: [String]
        switch style {
        case .ruler: parts = ["\(arrows) step", "shift \(arrows) ±\(major)", "type a number"]
        case .wheel: parts = [unicode ? "↑↓ move" : "up/down move", "type a number"]
        case .mini: parts = ["\(arrows) move", "type a number"]
        }
        parts += ["enter choose", "esc cancel"]
        return PromptHints.line(parts, traits: traits)
    }

    /// The widget of the style, the prompt around it, and the data source it holds weakly.
    private func makePrompt() -> (Prompt<Int>, RulerPickerSource?) {
        let hint = Self.hint(style: style, major: numbers.scale.major, traits: options.traits)
        let picker = Self.picker(numbers.scale, unit: numbers.unit, style: style, tick: numbers.tick)
        return (Prompt(picker.widget, options: options, hint: hint, answer: picker.tick), picker.source)
    }

    /// A style's picker over a scale: the widget, and how to read, move and follow its tick.
    package struct Picker {
        /// The ruler, wheel or mini picker.
        package let widget: Widget
        /// The data source a wheel or mini picker holds weakly (nil for a ruler): keep it as long
        /// as the widget.
        package let source: RulerPickerSource?
        /// The tick the picker is on.
        package let tick: @MainActor () -> Int
        /// Moves the picker to a tick, with the motion a change is shown with.
        package let show: @MainActor (Int) -> Void
        /// Has `changed` called after each move the picker settles on.
        package let watch: @MainActor (@escaping @MainActor () -> Void) -> Void
    }

    /// The picker of `style` over `scale`, with `unit` after each value, on `tick`: the prompt's
    /// own, and the one a form's number row slides up (``FormSheetEditor``).
    package static func picker(_ scale: RulerScale, unit: String?, style: Style, tick: Int) -> Picker {
        switch style {
        case .ruler:
            let ruler = RulerView(scale: scale, tick: tick, unit: unit)
            return Picker(
                widget: ruler, source: nil, tick: { ruler.tick }, show: { ruler.setTick($0, animated: true) },
                watch: { changed in ruler.onChange = { _ in changed() } })
        case .wheel:
            let source = RulerPickerSource(scale: scale, unit: unit)
            let picker = PickerView()
            picker.dataSource = source
            picker.delegate = source
            picker.setCyclic(scale.wraps, forComponent: 0)
            picker.selectRow(tick, inComponent: 0, animated: false)
            return Picker(
                widget: picker, source: source, tick: { max(0, picker.selectedRow(inComponent: 0)) },
                show: { picker.selectRow($0, inComponent: 0, animated: true) },
                watch: { changed in picker.onSelect = { _, _ in changed() } })
        case .mini:
            let source = RulerPickerSource(scale: scale, unit: unit)
            let mini = MiniPicker()
            mini.dataSource = source
            mini.delegate = source
            mini.setCyclic(scale.wraps, forComponent: 0)
            mini.selectRow(tick, inComponent: 0, animated: false)
            return Picker(
                widget: mini, source: source, tick: { max(0, mini.selectedRow(inComponent: 0)) },
                show: { mini.selectRow($0, inComponent: 0, animated: true) },
                watch: { changed in mini.onSelect = { _, _ in changed() } })
        }
    }

    /// The accessible form: one question on a plain line, asked again until the answer is a
    /// number in range; an empty answer keeps the starting value, end of input cancels.
    private func runLine() throws -> PromptOutcome<Int> {
        let scale = numbers.scale
        let loop = EventLoop(options: EventLoopOptions(timeout: options.timeout, traits: options.traits), host: host)
        var lines = LinePrompt(session: try PromptError.mappingNoTerminal { try loop.openLines() })
        lines.showsHints = options.showsHints
        defer { lines.close() }
        let subject = (options.title ?? "Number") + (numbers.unit.map { " in " + $0 } ?? "")
        let range = "\(scale.text(atTick: 0)) to \(scale.text(atTick: scale.lastTick))"
        let question = "\(subject) (\(range), Enter for \(numbers.valueText)): "
        return lines.ask(question, keep: numbers.tick) { typed in
            switch scale.tick(for: typed, policy: .reject) {
            case .success(let entry):
                if entry.wasRounded { lines.say("Rounded to \(scale.text(atTick: entry.tick)).") }
                return .success(entry.tick)
            case .failure(let error):
                return .failure(PromptError(error.message(subject: "The value", quoting: InertText.make) + "."))
            }
        }.answeringTimeout(options.answersAtTimeout) { numbers.tick }
    }
}
