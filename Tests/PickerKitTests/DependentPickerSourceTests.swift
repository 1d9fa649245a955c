import Testing

@testable import PickerKit

@Suite("DependentPickerSource")
@MainActor
struct DependentPickerSourceTests {
    let context = RunContext(now: 0)

    static let tree = alphaBravoCharlie

    struct Setup {
        let picker: PickerView
        let source: DependentPickerSource
    }

    func make(widths: [Int?] = []) -> Setup {
        let source = DependentPickerSource(tree: Self.tree, widths: widths)
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        _ = picker.advance(context: context.at(0))
        return Setup(picker: picker, source: source)
    }

    @Test("the columns show the tree: keys on the left, the first key's values on the right")
    func initialColumns() {
        let s = make()
        #expect(s.picker.numberOfComponents == 2)
        #expect(s.picker.numberOfRows(inComponent: 0) == 3)
        #expect(s.picker.numberOfRows(inComponent: 1) == 3)
        #expect(s.picker.selectedTitles == ["Alpha", "a1"])
    }

    /// Every row's title is read without copying its level (the wheel of a 100,000-key file asked
    /// for a title copied all 100,000: finding the last key took minutes).
    @Test("a column of 100,000 keys answers every title at once", .timeLimit(.minutes(1)))
    func manyKeys() {
        let keys = (0..<100_000).map { ("k\($0)", DependentTree.Node.values(["v\($0)"])) }
        let source = DependentPickerSource(tree: DependentTree(root: .keys(keys)))
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfRows(inComponent: 0) == 100_000)
        let titles = (0..<100_000).map { source.pickerView(picker, titleForRow: $0, forComponent: 0) }
        #expect(titles.last == "k99999")
        #expect(titles.allSatisfy { $0 != nil })
        picker.selectRow(99_999, inComponent: 0, animated: false)
        _ = picker.advance(context: context.at(0))
        #expect(picker.selectedTitles == ["k99999", "v99999"])
    }

    @Test("a user change on the left reloads the right column and spins it to row 0")
    func userChangeReloads() {
        let s = make()
        var changes: [PickerSelection] = []
        s.source.onChange = { changes.append(PickerSelection(row: $0, component: $1)) }
        s.picker.selectRow(2, inComponent: 1, animated: false)
        #expect(s.picker.selectedTitles == ["Alpha", "a3"])
        _ = s.picker.handle(.key(.down, []), context: context.at(1))
        #expect(s.picker.numberOfRows(inComponent: 1) == 3, "not before the left column settles")
        _ = s.picker.advance(context: context.at(2))
        #expect(s.picker.numberOfRows(inComponent: 1) == 2)
        #expect(s.picker.selectedRow(inComponent: 1) == 0)
        _ = s.picker.advance(context: context.at(4))
        #expect(s.picker.isMoving == false)
        #expect(s.picker.selectedTitles == ["Bravo", "b1"])
        #expect(changes == [PickerSelection(row: 1, component: 0)])

        // Render: the right column shows Bravo's values.
        s.picker.frame = Rect(x: 0, y: 0, width: 21, height: 7)
        var screen = Screen(width: 21, height: 7)
        s.picker.render(into: &screen, theme: .monochrome)
        #expect(screen.trimmed(row: 3).hasSuffix("b1"))
        #expect(screen.trimmed(row: 4).hasSuffix("b2"))
        #expect(!screen.textDump.contains("a2"))
    }

    @Test("a user change on the right does not touch the left")
    func rightChange() {
        let s = make()
        _ = s.picker.handle(.key(.right, []), context: context.at(1))
        _ = s.picker.handle(.key(.down, []), context: context.at(1))
        _ = s.picker.advance(context: context.at(3))
        #expect(s.picker.selectedTitles == ["Alpha", "a2"])
    }

    @Test("a programmatic selection on the left does not reload the right")
    func programmaticDoesNotReload() {
        let s = make()
        var changes = 0
        s.source.onChange = { _, _ in changes += 1 }
        s.picker.selectRow(1, inComponent: 1, animated: false)
        s.picker.selectRow(2, inComponent: 0, animated: true)
        _ = s.picker.advance(context: context.at(5))
        #expect(s.picker.selectedRow(inComponent: 0) == 2)
        #expect(s.picker.numberOfRows(inComponent: 1) == 3, "still Alpha's three rows, not Charlie's four")
        #expect(s.picker.selectedRow(inComponent: 1) == 1)
        #expect(changes == 0)
        // The app reloads when it wants to.
        s.picker.reloadComponent(1)
        #expect(s.picker.numberOfRows(inComponent: 1) == 4)
        #expect(s.picker.selectedTitles == ["Charlie", "c2"])
    }

    @Test("widths are passed on per column")
    func widths() {
        let s = make(widths: [9, nil])
        s.picker.frame = Rect(x: 0, y: 0, width: 30, height: 7)
        #expect(s.picker.rowSize(forComponent: 0).width == 9)
        #expect(s.picker.rowSize(forComponent: 1).width == 20)
    }

    @Test("three columns: a change in the first reloads both others")
    func threeColumns() {
        let tree = DependentTree(
            root: .keys([
                ("X", .keys([("x1", .values(["x1a", "x1b"])), ("x2", .values(["x2a"]))])),
                ("Y", .keys([("y1", .values(["y1a", "y1b", "y1c"]))])),
            ]))
        let source = DependentPickerSource(tree: tree)
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        _ = picker.advance(context: context.at(0))
        #expect(picker.numberOfComponents == 3)
        picker.selectRow(1, inComponent: 1, animated: false)
        picker.reloadComponent(2)
        #expect(picker.selectedTitles == ["X", "x2", "x2a"])
        _ = picker.handle(.key(.down, []), context: context.at(1))
        _ = picker.advance(context: context.at(2))
        _ = picker.advance(context: context.at(4))
        #expect(picker.selectedTitles == ["Y", "y1", "y1a"])
        #expect(picker.numberOfRows(inComponent: 1) == 1)
        #expect(picker.numberOfRows(inComponent: 2) == 3)
    }
}
