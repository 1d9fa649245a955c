/// Where on the terminal an interface is drawn.
package enum Placement: Sendable, Equatable {
    /// `height` lines below the shell prompt, starting on the line where the cursor is; cleared on exit.
    case inline(height: Int)
    /// The alternate screen.
    case fullscreen
}
