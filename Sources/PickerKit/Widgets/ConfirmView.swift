import PickerCore
import Terminal

/// A question and two buttons side by side, the affirmative one on the left — as `gum confirm`
/// draws it, and as an iOS alert puts its actions: the body of `picker confirm`.
///
/// ```
/// Delete 3 files?
///
///   Yes     No
/// ```
///
/// Left and Right (h and l, Tab and Shift-Tab) move between the buttons; y or the first letter
/// of the affirmative label answers yes at once, n or the first letter of the negative label no;
/// a click on a button answers it. Enter and Esc are left to the container (a ``Prompt``
/// answers the button that has the focus, or cancels).
@MainActor
public final class ConfirmView: Widget {
    /// The question, word-wrapped above the buttons.
    public var question: String
    /// The label of the button that answers yes.
    public var affirmative: String
    /// The label of the button that answers no.
    public var negative: String
    /// Whether the affirmative button has the focus (it is what Enter answers).
    public var isAffirmativeSelected: Bool
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var isHidden = false
    public var isFocused = false
    public var canFocus: Bool { !isHidden }

    /// Creates the question with its two buttons; `selectsAffirmative` gives the focus to the
    /// yes button (else to the no button).
    public init(question: String, affirmative: String = "Yes", negative: String = "No", selectsAffirmative: Bool = true)
    {
        self.question = question
        self.affirmative = affirmative
        self.negative = negative
        self.isAffirmativeSelected = selectsAffirmative
    }

    /// The lines the question takes at `width` columns (none for an empty question).
    private func questionLines(width: Int) -> [String] {
        question.isEmpty ? [] : WordWrap.lines(question, width: max(1, width))
    }

    /// The question's lines, a blank line, the buttons.
    public func preferredHeight(forWidth width: Int) -> Int {
        let lines = questionLines(width: width).count
        return lines == 0 ? 1 : lines + 2
    }

    /// The columns each button takes: the wider label with room around it.
    private var buttonWidth: Int {
        max(DisplayWidth.of(InertText.make(affirmative)), DisplayWidth.of(InertText.make(negative))) + 4
    }

    /// The gap between the buttons, and before the first.
    private static let gap = 2

    /// The two buttons' rectangles on the buttons' row.
    private func buttonRects() -> (yes: Rect, no: Rect) {
        let y = frame.maxY - 1
        let yes = Rect(x: frame.x + Self.gap, y: y, width: buttonWidth, height: 1)
        let no = Rect(x: yes.maxX + Self.gap, y: y, width: buttonWidth, height: 1)
        return (yes.intersection(frame), no.intersection(frame))
    }

    public func render(into screen: inout Screen, theme: Theme) {
        guard !frame.isEmpty else { return }
        let lines = questionLines(width: frame.width)
        // The buttons keep the last row; the question takes what is above.
        for (index, line) in lines.enumerated() where frame.y + index < frame.maxY - 1 {
            screen.put(line, column: frame.x, row: frame.y + index, limit: frame.width, style: theme.text)
        }
        let (yes, no) = buttonRects()
        drawButton(affirmative, in: yes, selected: isAffirmativeSelected, into: &screen, theme: theme)
        drawButton(negative, in: no, selected: !isAffirmativeSelected, into: &screen, theme: theme)
    }

    private func drawButton(_ label: String, in rect: Rect, selected: Bool, into screen: inout Screen, theme: Theme) {
        guard !rect.isEmpty else { return }
        let style = selected && isFocused ? theme.buttonFocused : selected ? theme.band : theme.button
        screen.fill(rect, style: style)
        let width = DisplayWidth.of(InertText.make(label))
        let x = rect.x + max(0, (buttonWidth - width) / 2)
        guard x < rect.maxX else { return }
        screen.put(label, column: x, row: rect.y, limit: rect.maxX - x, style: style)
        // The hardware cursor rests on the focused button's label, where a screen reader reads it.
        if selected && isFocused { screen.placeCursor(column: x, row: rect.y) }
    }

    // MARK: Input

    /// The keys that answer yes and no at once: y and n, and each label's first letter when the
    /// two labels start differently and the letter is neither the other answer's y or n nor h or
    /// l (which move).
    var answerKeys: (yes: Set<Character>, no: Set<Character>) {
        var yes: Set<Character> = ["y"]
        var no: Set<Character> = ["n"]
        let first = { (label: String) in label.first.map { Character($0.lowercased()) } }
        if let a = first(affirmative), let b = first(negative), a != b {
            if !"nhl".contains(a) { yes.insert(a) }
            if !"yhl".contains(b) { no.insert(b) }
        }
        return (yes, no)
    }

    public func handle(_ event: InputEvent, context: RunContext) -> Bool {
        switch event {
        case .key(.left, []), .key(.character("h"), []), .key(.tab, [.shift]):
            isAffirmativeSelected = true
            return true
        case .key(.right, []), .key(.character("l"), []), .key(.tab, []):
            isAffirmativeSelected = false
            return true
        case .key(.character(let typed), let modifiers) where modifiers.isEmpty || modifiers == .shift:
            let letter = Character(typed.lowercased())
            let keys = answerKeys
            if keys.yes.contains(letter) {
                answer(true, context: context)
            } else if keys.no.contains(letter) {
                answer(false, context: context)
            } else {
                return false
            }
            return true
        case .mouse(let mouse) where mouse.button == .left:
            let (yes, no) = buttonRects()
            let onYes = yes.contains(column: mouse.column, row: mouse.row)
            let onNo = no.contains(column: mouse.column, row: mouse.row)
            guard onYes || onNo else { return false }
            if mouse.action == .press { isAffirmativeSelected = onYes }
            if mouse.action == .release { answer(onYes, context: context) }
            return true
        default:
            return false
        }
    }

    /// Selects an answer and ends the run with it (a ``Prompt`` reads it).
    private func answer(_ yes: Bool, context: RunContext) {
        isAffirmativeSelected = yes
        context.commit { context.finish(.finished) }
    }

    /// The accessible form: "Delete 3 files? (yes or no, Enter for yes): ", asked again until the
    /// answer is yes or no (y, n, or a label, in any case); end of input cancels.
    public var lineForm: LineForm? {
        LineForm { [self] lines in
            let yesWords = Set(["y", "yes", TextFolding.fold(affirmative)])
            let noWords = Set(["n", "no", TextFolding.fold(negative)])
            let current = isAffirmativeSelected ? affirmative : negative
            let choices =
                affirmative == "Yes" && negative == "No" ? "yes or no" : "\(affirmative) (y) or \(negative) (n)"
            let question = (question.isEmpty ? "" : question + " ") + "(\(choices), Enter for \(current)): "
            let outcome = lines.ask(question, keep: isAffirmativeSelected) { typed -> Bool? in
                let word = TextFolding.fold(typed)
                if yesWords.contains(word) && !noWords.contains(word) { return true }
                if noWords.contains(word) && !yesWords.contains(word) { return false }
                lines.say("Answer \(choices).")
                return nil
            }
            return outcome.map { yes in isAffirmativeSelected = yes }
        }
    }
}
