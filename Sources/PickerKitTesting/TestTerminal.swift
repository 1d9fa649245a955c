import Terminal

/// A terminal for tests: a prompt (or any program on an `EventLoop`) runs on it headless, the
/// test types its keys, and reads the screen after every frame — without a pseudo-terminal and
/// without real time passing.
///
/// ```swift
/// import PickerKit
/// import PickerKitTesting
/// import Testing
///
/// @Test @MainActor func bananaIsFoundByTyping() throws {
///     let terminal = TestTerminal(columns: 40, rows: 10)
///     terminal.type("ban")
///     terminal.press(.enter)
///     var prompt = CasePrompt(Fruit.self)
///     prompt.host = terminal.host
///     #expect(try prompt.runBlocking().value == .banana)
///     #expect(terminal.frames.contains { $0.text.contains("banana") })
/// }
/// ```
///
/// **Time.** The terminal's clock moves only when the run loop waits: then it jumps straight to
/// the time the loop would wake (the next frame, the escape timeout, a timer, the timeout) or to
/// the next key typed, whichever comes first. Keys are typed at ``time``, which each key, text
/// and paste moves on by ``keyInterval`` and ``wait(_:)`` moves on by as long as it is told:
/// a prompt's 30-second timeout takes no time at all. Text typed in one call arrives in one read,
/// as a fast typist's or a paste's does.
///
/// **The end.** When nothing is left to type and the loop would wait for ever, the terminal
/// hangs up, so a run the test forgot to end returns `.hungUp` (a prompt's
/// `PromptOutcome.hungUp`) instead of hanging.
///
/// **The screen.** Each frame the loop draws and writes is kept in ``frames``: the region the
/// program draws (its own rows inline, every row full screen) as a `Screen`, whose cells carry
/// their styles, and as text.
///
/// A terminal serves one run: make another for the next.
@MainActor
public final class TestTerminal {
    /// A frame the loop drew.
    public struct Frame: Sendable {
        /// The terminal's clock when it was drawn, in seconds from the start.
        public let time: Double
        /// What was drawn: every cell, with its text and style.
        public let screen: Screen

        /// The screen as lines of text, trailing blanks kept.
        public var lines: [String] { (0..<screen.height).map { screen.text(row: $0) } }

        /// The screen as text: its lines joined by newlines.
        public var text: String { screen.textDump }
    }

    private let world: ScriptedLoopHost

    /// What a prompt or an `EventLoop` takes to run on this terminal (`prompt.host`).
    public let host: EventLoop.Host

    /// The time the next key is typed at, in seconds from the start of the run.
    public private(set) var time: Double = 0

    /// The time between two keys typed one after the other (a tenth of a second: longer than
    /// the escape timeout, so Esc typed alone is Esc).
    public var keyInterval = 0.1

    /// A terminal of `columns` by `rows`.
    public init(columns: Int = 80, rows: Int = 24) {
        world = ScriptedLoopHost(columns: columns, rows: rows)
        host = EventLoop.Host(world)
    }

    /// The columns.
    public var columns: Int { world.terminal.columns }

    /// The rows.
    public var rows: Int { world.terminal.rows }

    /// Whether there is a terminal: when false, a run finds none, as a process without a
    /// controlling terminal does (a prompt throws `PromptError` with the reason `noTerminal`).
    public var isConnected: Bool {
        get { world.hasTerminal }
        set { world.hasTerminal = newValue }
    }

    /// Every frame drawn so far, in order.
    public var frames: [Frame] { world.frames.map { Frame(time: $0.time, screen: $0.screen) } }

    /// The last frame drawn, if any.
    public var lastFrame: Frame? { world.frames.last.map { Frame(time: $0.time, screen: $0.screen) } }

    /// Everything the loop wrote to the terminal, as text: the escape sequences included.
    public var output: String { world.terminal.output }

    // MARK: The script

    /// Types `text` at ``time``, in one read, then moves ``time`` on by ``keyInterval``. Control
    /// characters are typed as they are: "\r" is Enter, "\u{1B}" Esc.
    public func type(_ text: String) {
        world.type(text, at: time)
        time += keyInterval
    }

    /// Presses `key` with `modifiers` at ``time`` (as an xterm sends it: Ctrl-X as its control
    /// byte, Alt as an Esc before the key, arrows with a modifier as `ESC [1;5A`), then moves
    /// ``time`` on by ``keyInterval``. A combination no terminal sends (Ctrl with a digit) is
    /// typed as the key without its modifiers.
    public func press(_ key: Key, modifiers: Modifiers = []) {
        let bytes = KeyBytes.bytes(for: key, modifiers: modifiers) ?? KeyBytes.bytes(for: key, modifiers: []) ?? []
        type(String(decoding: bytes, as: UTF8.self))
    }

    /// Pastes `text` at ``time`` (a bracketed paste: it arrives whole, line breaks and all), then
    /// moves ``time`` on by ``keyInterval``.
    public func paste(_ text: String) {
        type("\u{1B}[200~" + text + "\u{1B}[201~")
    }

    /// Lets `seconds` pass before the next key (the loop draws its frames, timers fire).
    public func wait(_ seconds: Double) {
        time += max(0, seconds)
    }

    /// Makes the terminal `columns` by `rows` at ``time``, as a window resized does (the loop
    /// is told with SIGWINCH), then moves ``time`` on by ``keyInterval``.
    public func resize(columns: Int, rows: Int) {
        world.resize(columns: columns, rows: rows, at: time)
        time += keyInterval
    }

    /// The terminal goes away at ``time`` (an ssh connection dropped): a prompt ends `.hungUp`.
    public func hangUp() {
        world.hangUp(at: time)
    }
}
