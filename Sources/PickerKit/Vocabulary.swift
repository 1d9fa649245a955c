// The terminal's vocabulary as PickerKit's own names: `import PickerKit` brings the types (the
// Terminal module is re-exported), and these aliases give each the documentation page a reader of
// PickerKit's documentation looks for. Each names the same type; none adds anything.

/// A rectangle of cells — a widget's frame and a screen's clip: `x` and `y` (the column and row of
/// its top-left cell), `width` and `height`, `maxX` and `maxY` just past its right and bottom
/// edges, and `isEmpty` for a rectangle without cells.
///
/// Every widget draws into whatever rectangle it is given, 0×0 included. `insetBy(dx:dy:)`,
/// `intersection(_:)` and `contains(column:row:)` do what a container needs to lay children out
/// and route the mouse.
public typealias Rect = Terminal.Rect

/// A grid of styled cells that widgets draw into; the renderer turns the difference between two
/// screens into the fewest bytes for the real terminal.
///
/// `put(_:column:row:limit:style:)` writes text (made inert: control characters and escape
/// sequences are shown as placeholders) measured in display columns, so wide characters take two
/// cells; `put(_:in:alignment:style:)` aligns a line within a rectangle; `fill(_:style:)` and
/// `restyle(_:_:)` colour a region. Drawing is clipped to `clip`: `withClip(_:_:)` narrows it for
/// a child, so no widget can draw outside its frame. `cursor`, when set, is where the terminal's
/// cursor shows (a text field's insertion point). `textDump` gives the screen as plain lines, for
/// render tests that compare whole screens.
public typealias Screen = Terminal.Screen

/// What a running program, and every widget in it, may ask of the run: the time, ending the run,
/// timers, the bell, a modal widget, another descriptor to watch, work handed in from other
/// threads, a redraw, and settling before a commit.
///
/// The loop hands one context to the program in every `handle(_:context:)` and
/// `advance(context:)`, and a container passes it on to its children. It is the only clock a
/// widget sees (`now`) and the only way to change the world outside the widget:
///
/// - `now`, `deadline`: the time of the event or frame, and when the run gives up.
/// - `finish(_:)`: ends the run with a completion (`finished`, `cancelled`, `timedOut` …).
/// - `after(_:_:)` and `cancel(_:)`: timers, run at the first frame at or after their time.
/// - `bell()`, `present(_:)`, `dismiss()`: the bell, and an alert or sheet on top.
/// - `watch(fd:onData:onEnd:onFailure:)`: another descriptor read by the loop (items on standard
///   input).
/// - `post(_:)`: from any thread or task, work that runs on the main actor in the loop's next
///   round (the result of a search or of a preview command).
/// - `commit(_:)`: settles every moving picker and delivers its pending `didSelectRow`, then acts.
///
/// A test creates a context, sets `now` by hand and passes it in, so a fling, a timer or a
/// spring-back is checked frame by frame without waiting.
public typealias RunContext = Terminal.RunContext

/// The run loop: it owns the clock and the terminal, waits on the keyboard, signals, watched
/// descriptors and work posted from other threads together, drains every pending key before it
/// draws, draws at most 60 frames a second, and always gives the terminal back as it found it.
///
/// `run(_:context:)` awaits (the main actor stays free for other tasks while it waits);
/// `runBlocking(_:context:)` blocks the calling thread. Both return how the run ended, a
/// ``Completion``. Its options choose inline or full screen, the mouse, a timeout and the
/// frame rate. SIGTERM, SIGHUP and SIGQUIT give the terminal back and end the process by the same
/// signal; Ctrl-Z gives it back while the process is stopped.
public typealias EventLoop = Terminal.EventLoop

/// How a run ends: `finished` (a program ended it, with an answer), `cancelled` (Esc),
/// `interrupted` (Ctrl-C), `timedOut`, `hungUp` (the terminal went away) or `failed` with a
/// one-line message. A prompt turns it into its ``PromptOutcome``.
public typealias Completion = Terminal.Completion

/// One thing that happened at the terminal, decoded byte for byte: `key(_:_:)` (a ``Key`` with
/// its modifiers: Shift, Alt, Control; a typed character is `.character`), `paste(_:)` (a
/// bracketed paste, whole), `mouse(_:)` (a press, release, drag or wheel turn at a cell,
/// SGR-encoded) and `focus(_:)`. A widget's `handle(_:context:)` receives it and says whether it
/// used it.
public typealias InputEvent = Terminal.InputEvent

/// A key, as an ``InputEvent`` carries it: a typed character (`.character("a")`; Ctrl-C is
/// `.character("c")` with the control modifier), Enter, Tab, Backspace, Esc, the arrows, Home,
/// End, Page Up and Down, Insert, Delete, and the function keys (`.function(5)` for F5).
public typealias Key = Terminal.Key

/// How text and cells look: a foreground and a background colour (the terminal's default, one of
/// 16, of 256, or 24-bit RGB, brought down to what the terminal shows) and attributes (bold, dim,
/// italic, underline, reverse). A ``Theme`` is a set of styles for the parts of a picker.
public typealias Style = Terminal.Style

/// What the ``EventLoop`` runs: it starts, handles ``InputEvent``s, moves on in time
/// (`advance(context:)`, saying whether it wants more frames), settles before a commit, lays
/// itself out and then draws into a ``Screen`` (changing nothing while it draws), and says how
/// many rows it wants inline. A ``WidgetProgram`` is one, around a tree of widgets.
public typealias TerminalProgram = Terminal.TerminalProgram

/// What the terminal can do, decided once from the environment: its colours (`NO_COLOR`,
/// `COLORTERM`, `TERM`), whether it is dumb (`TERM=dumb`: prompts ask in plain lines), and whether
/// the locale is UTF-8 (else lines and arrows are drawn in ASCII).
public typealias TerminalTraits = Terminal.TerminalTraits
