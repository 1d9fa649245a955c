/// Something the `EventLoop` runs: it takes input, moves on with time, and draws itself.
@MainActor
public protocol TerminalProgram: AnyObject {
    /// Handles one decoded input event.
    func handle(_ event: InputEvent, now: Double)
    /// Moves animations on to `now`; returns whether more frames are wanted.
    func advance(now: Double) -> Bool
    /// Draws the whole program into `screen` (already sized and cleared).
    func render(into screen: inout Screen)
    /// The rows the program wants for an inline placement on a terminal of this size.
    func preferredHeight(columns: Int, rows: Int) -> Int
    /// Set when the program is done: the loop gives the terminal back and returns this status.
    var exitStatus: Int32? { get }
    /// A moment at which the program wants `advance(now:)` called even without input
    /// (a delayed button, a timer), or nil.
    var wakeTime: Double? { get }
    /// Called when the terminal was handed back (Ctrl-Z) and taken again: the program can reset
    /// what depends on the pause, such as a half-made drag.
    func didResume(now: Double)
}

extension TerminalProgram {
    public var wakeTime: Double? { nil }
    public func didResume(now: Double) {}
}
