/// Something the `EventLoop` runs: it takes input, moves on with time, and draws itself.
///
/// Every call gets the run's `RunContext`: the time (`context.now`), and the ways to end the run
/// (`context.finish(_:)`), set timers, ring the bell or watch a file descriptor.
@MainActor
public protocol TerminalProgram: AnyObject {
    /// Called once before the first frame, with the context the run will use.
    func start(context: RunContext)
    /// Handles one decoded input event.
    func handle(_ event: InputEvent, context: RunContext)
    /// Moves animations on to `context.now`; returns whether more frames are wanted.
    func advance(context: RunContext) -> Bool
    /// Brings every motion to rest and delivers what it settled on, before a commit.
    func settle(context: RunContext)
    /// Lays the program out for a frame `width` × `height` cells: done before every `render`,
    /// so that drawing only draws (a program whose parts are built or moved lazily does it here).
    func layout(width: Int, height: Int)
    /// Draws the whole program into `screen` (already sized and cleared), changing nothing.
    func render(into screen: inout Screen)
    /// The rows the program wants for an inline placement on a terminal of this size.
    func preferredHeight(columns: Int, rows: Int) -> Int
    /// Called when the terminal was handed back (Ctrl-Z) and taken again: the program can reset
    /// what depends on the pause, such as a half-made drag.
    func didResume(context: RunContext)
}

extension TerminalProgram {
    public func start(context: RunContext) {}
    public func layout(width: Int, height: Int) {}

    /// A frame as the loop draws it: laid out at the screen's size, then drawn into it. For
    /// tests and snapshots that drive a program by hand.
    public func frame(into screen: inout Screen) {
        layout(width: screen.width, height: screen.height)
        render(into: &screen)
    }
    public func settle(context: RunContext) {}
    public func didResume(context: RunContext) {}
}
