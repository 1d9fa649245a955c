import Terminal

/// The frame of a prompt: an optional title line, an optional header line over the body (the
/// column labels of a picker), the body (a picker, or any widget), and a line of key hints.
@MainActor
package final class PromptLayout: Widget {
    /// The title above, if any.
    package let title: Label?
    /// A line just above the body, as wide as it (a picker's column labels), if any.
    package let header: Widget?
    /// The picker (or any widget) in the middle.
    package let body: Widget
    /// The hint line below, if any.
    package let hint: Label?
    package var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    package var isFocused = false
    /// When set, gives the hint line's text for each frame.
    package var hintForFrame: (@MainActor () -> String)?
    /// The time left before a timeout ("3s left"), if any. It follows the hints, whichever are
    /// shown; without a hint line (`showsHints` off) it follows the title, or, with neither, it is
    /// on a choose view's query line after the count — a pending timeout is always in sight (a
    /// prompt with none of these gives it a hint line of its own, ``init(title:header:body:hint:)``).
    package var timeLeft: String?
    /// What stands between the hints (or the title) and ``timeLeft``: " · ", or " - " without Unicode.
    package var separator = " · "
    /// The hints given at creation, shown when there is no ``hintForFrame``.
    private let fixedHint: String?
    /// The title as given, before the time left is put after it.
    private let titleText: String?
    /// Whether the body and the header keep to the right edge (a mirrored, right-to-left prompt).
    package var isRightToLeft = false

    /// Creates a layout.
    package init(title: String?, header: Widget? = nil, body: Widget, hint: String?) {
        self.title = title.map { Label($0) }
        titleText = title
        self.header = header
        self.body = body
        self.hint = hint.map { Label($0) }
        self.hint?.themeStyle = { $0.hint }
        fixedHint = hint
        var children: [Widget] = []
        children.reserveCapacity(4)
        if let title = self.title { children.append(title) }
        if let header { children.append(header) }
        children.append(body)
        if let hint = self.hint { children.append(hint) }
        self.children = children
    }

    /// The title, header, body and hint that are there, in that order: made once, since they
    /// never change and are asked for several times a frame.
    package let children: [Widget]

    package func preferredHeight(forWidth width: Int) -> Int {
        (title == nil ? 0 : 1) + (header == nil ? 0 : 1) + body.preferredHeight(forWidth: width)
            + (hint == nil ? 0 : 1)
    }

    package func layout() {
        // The hints of this frame (a body with modes changes them; a countdown follows them).
        // Without a suffix the hints are the same text as last frame, not a copy of it.
        let hints = hintForFrame?() ?? fixedHint ?? ""
        if let timeLeft {
            if let hint {
                hint.text = hints.isEmpty ? timeLeft : hints + separator + timeLeft
            } else if let title, let titleText {
                title.text = titleText + separator + timeLeft
            } else if let choose = body as? ChooseView {
                choose.timeLeft = timeLeft
            }
        } else {
            hint?.text = hints
        }
        var top = frame.y
        var bottom = frame.maxY
        // The body keeps at least one line; the title, then the hint, then the header give way on
        // a tiny region.
        if let title {
            let shown = bottom - top > 1
            title.frame = Rect(x: frame.x, y: top, width: frame.width, height: shown ? 1 : 0)
            if shown { top += 1 }
        }
        if let hint {
            let shown = bottom - top > 1
            hint.frame = Rect(x: frame.x, y: bottom - 1, width: frame.width, height: shown ? 1 : 0)
            if shown { bottom -= 1 }
        }
        let width = min(frame.width, body.intrinsicWidth ?? frame.width)
        let x = isRightToLeft ? frame.maxX - width : frame.x
        if let header {
            let shown = bottom - top > 1
            header.frame = Rect(x: x, y: top, width: width, height: shown ? 1 : 0)
            if shown { top += 1 }
        }
        body.frame = Rect(x: x, y: top, width: width, height: bottom - top)
        body.layout()
    }

}
