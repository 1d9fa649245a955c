import Terminal

/// A line of labels above a picker's components, each centred over its component, as an iOS
/// screen puts a label over each wheel ("Hour", "Minute"). The labels follow the picker's layout:
/// they are drawn where the picker's components are when the frame is drawn.
///
/// Place it directly above the picker, as wide as the picker and at the same column: a
/// `Prompt` does that with its `header`.
@MainActor
public final class PickerColumnHeaders: Widget {
    /// The picker whose components are labelled (held weakly: the prompt owns it).
    public weak var picker: PickerView?
    /// One label per component, left to right; missing or empty labels leave a component bare.
    public var titles: [String]
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false

    /// Labels `titles` over the components of `picker`.
    public init(picker: PickerView, titles: [String]) {
        self.picker = picker
        self.titles = titles
    }

    public func preferredHeight(forWidth width: Int) -> Int { 1 }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty, let picker else { return }
        picker.loadIfNeeded()
        let rects = picker.componentRects()
        let titles = self.titles
        let (line, shift) = (frame, frame.x - picker.frame.x)
        screen.withClip(frame) { screen in
            for (component, rect) in rects.enumerated() where component < titles.count {
                // The picker's column, moved onto this line (the picker sits below, maybe elsewhere).
                let over = Rect(x: rect.x + shift, y: line.y, width: rect.width, height: 1).intersection(line)
                screen.put(titles[component], in: over, alignment: .center, style: theme.accent)
            }
        }
    }
}
