import PickerKit
import PickerKitUIKit
import Testing

/// A label of `text`: its natural size is the text's width by one line.
@MainActor
private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
}

/// The rectangle in points of `columns` by `lines` cells at column `x`, line `y`.
private func cells(_ x: Int, _ y: Int, _ columns: Int, _ lines: Int) -> CGRect {
    CGRect(
        x: CGFloat(x) * TerminalPoints.perColumn, y: CGFloat(y) * TerminalPoints.perLine,
        width: CGFloat(columns) * TerminalPoints.perColumn, height: CGFloat(lines) * TerminalPoints.perLine)
}

/// The identities of `views`, in order.
@MainActor
private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

/// UIKit's stack view: arranged subviews laid out along an axis by their natural sizes
/// (`intrinsicContentSize`), with UIKit's spacing, alignments and distributions, in whole cells.
@MainActor
@Suite struct UIStackViewTests {
    /// A stack of `views` `columns` by `lines` cells, laid out.
    private func stack(
        _ views: [UIView], _ axis: NSLayoutConstraint.Axis, columns: Int, lines: Int,
        spacing: CGFloat = 0, alignment: UIStackView.Alignment = .fill,
        distribution: UIStackView.Distribution = .fill
    ) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.alignment = alignment
        stack.distribution = distribution
        stack.frame = cells(0, 0, columns, lines)
        stack.layoutIfNeeded()
        return stack
    }

    @Test func uikitsDefaultsAndNaturalSizes() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.alignment == .fill)
        #expect(stack.distribution == .fill)
        #expect(stack.spacing == 0)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(
            UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(label("abc").intrinsicContentSize == cells(0, 0, 3, 1).size)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func fillStretchesTheFirstViewWithoutANaturalLengthElseTheFirstView() {
        let (title, button, spacer) = (label("abc"), UIButton(type: .system), UIView())
        button.setTitle("Go", for: .normal)
        _ = stack([title, button, spacer], .vertical, columns: 10, lines: 8, spacing: 16)
        #expect(title.frame == cells(0, 0, 10, 1))
        #expect(button.frame == cells(0, 2, 10, 1))
        #expect(spacer.frame == cells(0, 4, 10, 4), "the view without a natural height takes what is left")
        let (first, second) = (label("abc"), label("de"))
        _ = stack([first, second], .vertical, columns: 10, lines: 8, spacing: 16)
        #expect(first.frame == cells(0, 0, 10, 6), "all have natural heights: the first one stretches")
        #expect(second.frame == cells(0, 7, 10, 1))
    }

    @Test func fillShrinksTheLastViewsFirstWhenTheyDoNotFit() {
        let views = [label("ab"), label("cde"), label("fghi")]
        _ = stack(views, .horizontal, columns: 7, lines: 1, spacing: 8)
        #expect(views.map(\.frame) == [cells(0, 0, 2, 1), cells(3, 0, 3, 1), cells(7, 0, 0, 1)])
    }

    @Test func alignmentPlacesViewsAcrossTheAxis() {
        for (alignment, x) in [(UIStackView.Alignment.leading, 0), (.center, 3), (.trailing, 7), (.firstBaseline, 0)] {
            let title = label("abc")
            let spacer = UIView()
            _ = stack([title, spacer], .vertical, columns: 10, lines: 3, alignment: alignment)
            #expect(title.frame == cells(x, 0, 3, 1), "\(alignment)")
            #expect(spacer.frame == cells(0, 1, 10, 2), "a view without a natural width spans the stack: \(alignment)")
        }
        let tall = UIPickerView()
        let short = label("x")
        _ = stack([tall, short], .horizontal, columns: 20, lines: 15, alignment: .bottom)
        #expect(short.frame == cells(19, 14, 1, 1))
        #expect(tall.frame == cells(0, 2, 19, 13), "UIKit's 216 points: 13 lines")
    }

    @Test func distributionsShareTheLength() {
        var views = [label("a"), label("b"), label("c")]
        _ = stack(views, .horizontal, columns: 11, lines: 1, spacing: 8, distribution: .fillEqually)
        #expect(views.map(\.frame) == [cells(0, 0, 3, 1), cells(4, 0, 3, 1), cells(8, 0, 3, 1)])
        views = [label("a"), label("b"), label("c")]
        _ = stack(views, .horizontal, columns: 10, lines: 1, spacing: 8, distribution: .fillEqually)
        #expect(
            views.map(\.frame) == [cells(0, 0, 3, 1), cells(4, 0, 3, 1), cells(8, 0, 2, 1)],
            "the columns left over go to the first views")
        views = [label("a"), label("bcd")]
        _ = stack(views, .horizontal, columns: 8, lines: 1, distribution: .fillProportionally)
        #expect(views.map(\.frame) == [cells(0, 0, 2, 1), cells(2, 0, 6, 1)])
        views = [label("a"), label("bcd")]
        _ = stack(views, .horizontal, columns: 10, lines: 1, distribution: .equalSpacing)
        #expect(views.map(\.frame) == [cells(0, 0, 1, 1), cells(7, 0, 3, 1)])
        views = [label("ab"), label("cdef")]
        _ = stack(views, .horizontal, columns: 12, lines: 1, distribution: .equalCentering)
        #expect(views.map(\.frame) == [cells(0, 0, 2, 1), cells(8, 0, 4, 1)], "centres at columns 1 and 10")
    }

    @Test func hiddenViewsTakeNoSpaceAndNoSpacing() {
        let (first, hidden, last) = (label("a"), label("b"), label("c"))
        hidden.isHidden = true
        let stack = stack(
            [first, hidden, last, UIView()], .vertical, columns: 4, lines: 6, spacing: 16, alignment: .leading)
        #expect(first.frame == cells(0, 0, 1, 1))
        #expect(last.frame == cells(0, 2, 1, 1))
        hidden.isHidden = false
        stack.layoutIfNeeded()
        #expect(hidden.frame == cells(0, 2, 1, 1), "showing it lays the stack out again")
        #expect(last.frame == cells(0, 4, 1, 1))
    }

    @Test func everyLayoutStaysInsideAnyRectangleZeroByZeroIncluded() {
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        let distributions: [UIStackView.Distribution] = [
            .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ]
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for alignment in alignments {
                for distribution in distributions {
                    for (columns, lines) in [(0, 0), (1, 1), (3, 2), (40, 20)] {
                        let views = [label("abc"), UIView(), UIPickerView(), label("")]
                        let stack = stack(
                            views, axis, columns: columns, lines: lines, spacing: 16, alignment: alignment,
                            distribution: distribution)
                        for frame in views.map(\.frame) {
                            let inside =
                                frame.width >= 0 && frame.height >= 0 && frame.minX >= 0 && frame.minY >= 0
                                && frame.maxX <= stack.bounds.maxX && frame.maxY <= stack.bounds.maxY
                            #expect(inside, "\(axis) \(alignment) \(distribution) \(columns)×\(lines): \(frame)")
                        }
                    }
                }
            }
        }
        let empty = UIStackView()
        empty.frame = cells(0, 0, 0, 0)
        let screen = Stage(HolderViewController([empty, stack([label("abc")], .vertical, columns: 0, lines: 0)])).draw()
        #expect((0..<screen.height).allSatisfy { screen.text(row: $0).trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test func arrangedSubviewsAreSubviewsInTheirOwnOrder() {
        let stack = UIStackView()
        let (a, b, c) = (label("a"), label("b"), label("c"))
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(c, at: 0)
        #expect(ids(stack.arrangedSubviews) == ids([c, a, b]))
        #expect(a.superview === stack && c.superview === stack)
        stack.insertArrangedSubview(a, at: 99)
        #expect(ids(stack.arrangedSubviews) == ids([c, b, a]), "an index past the end appends; an arranged view moves")
        stack.removeArrangedSubview(b)
        #expect(ids(stack.arrangedSubviews) == ids([c, a]))
        #expect(b.superview === stack, "as in UIKit, it stays a subview until removeFromSuperview()")
        a.removeFromSuperview()
        #expect(ids(stack.arrangedSubviews) == ids([c]), "a view taken out of the stack is no longer arranged")
        let other = UIView()
        other.addSubview(c)
        #expect(stack.arrangedSubviews.isEmpty, "nor one moved to another superview")
    }

    @Test func aChangeOfNaturalSizeLaysTheStackOutAgain() {
        let title = label("ab")
        let stack = stack([title], .vertical, columns: 10, lines: 1, alignment: .center)
        #expect(title.frame == cells(4, 0, 2, 1))
        title.text = "abcdef"
        stack.layoutIfNeeded()
        #expect(title.frame == cells(2, 0, 6, 1))
    }

    @Test func nestedStacksHaveTheNaturalSizeOfTheirViews() {
        let row = UIStackView(arrangedSubviews: [label("ab"), label("cde")])
        row.spacing = 8
        #expect(row.intrinsicContentSize == cells(0, 0, 6, 1).size)
        #expect(row.sizeThatFits(.zero) == cells(0, 0, 6, 1).size)
        let column = stack([label("x"), row], .vertical, columns: 10, lines: 3, spacing: 16, alignment: .center)
        #expect(row.frame == cells(2, 2, 6, 1))
        #expect(column.intrinsicContentSize == cells(0, 0, 6, 3).size)
        #expect(row.arrangedSubviews[1].frame == cells(3, 0, 3, 1))
    }

    @Test func aSceneIsAStackOfItsViews() {
        let picker = UIPickerView()
        let source = TitleSource()
        picker.dataSource = source
        picker.delegate = source
        let button = UIButton(type: .system)
        button.setTitle("Select", for: .normal)
        let scene = UIStackView(arrangedSubviews: [picker, button, UIView()])
        scene.axis = .vertical
        scene.alignment = .center
        scene.spacing = 16
        let screen = Stage(SceneViewController(scene)).draw()
        #expect(screen.rows(containing: "Apple") == [6], "the band in the middle of the picker's 13 lines")
        #expect(screen.rows(containing: "[ Select ]") == [14])
        #expect(screen.column(of: "[ Select ]", row: 14) == 35, "centred in 80 columns")
    }
}

/// A controller whose root view is the view it is given.
@MainActor
final class SceneViewController: UIViewController {
    let scene: UIView

    init(_ scene: UIView) {
        self.scene = scene
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = scene
    }
}
