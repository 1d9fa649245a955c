import Testing

@testable import PickerKit

@Suite("PickerView mouse and keys")
@MainActor
struct PickerViewInputTests {
    let numbers = (0..<200).map { "n\($0)" }

    /// Two components side by side at x 0..<10 and 11..<21, band on line 3.
    func twoColumns() -> Rig {
        let rig = Rig([numbers, numbers])
        rig.picker.frame = Rect(x: 0, y: 0, width: 21, height: 7)
        return rig
    }

    @Test("the wheel over a component moves that component only")
    func wheelMovesOneComponent() {
        let rig = twoColumns()
        #expect(rig.mouse(.wheelDown, .press, column: 15, row: 1, at: 0))
        #expect(rig.mouse(.wheelDown, .press, column: 15, row: 1, at: 0.01))
        #expect(rig.picker.selectedRow(inComponent: 1) == 2)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
        _ = rig.advance(to: 1)
        #expect(rig.source.selections == [PickerSelection(row: 2, component: 1)])
        #expect(rig.mouse(.wheelUp, .press, column: 2, row: 5, at: 2))
        _ = rig.advance(to: 3)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0, "Up at the top does nothing")
        #expect(rig.mouse(.wheelUp, .press, column: 12, row: 5, at: 4))
        _ = rig.advance(to: 5)
        #expect(rig.picker.selectedRow(inComponent: 1) == 1)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
        // The separator column belongs to no component.
        #expect(rig.mouse(.wheelDown, .press, column: 10, row: 3, at: 6) == false)
    }

    @Test("a click two lines below the band selects the row two further on")
    func clickBelowBand() {
        let rig = twoColumns()
        rig.picker.selectRow(10, inComponent: 0, animated: false)
        #expect(rig.mouse(.left, .press, column: 4, row: 5, at: 0))
        #expect(rig.mouse(.left, .release, column: 4, row: 5, at: 0.05))
        #expect(rig.picker.selectedRow(inComponent: 0) == 12)
        _ = rig.advance(to: 1)
        #expect(rig.source.selections == [PickerSelection(row: 12, component: 0)])
        let screen = rig.render(width: 21, height: 7)
        #expect(screen.text(row: 3).hasPrefix("   n12"))
    }

    @Test("a click above the band selects an earlier row; a click on the band does nothing")
    func clickAboveAndOnBand() {
        let rig = twoColumns()
        rig.picker.selectRow(10, inComponent: 1, animated: false)
        rig.mouse(.left, .press, column: 15, row: 0, at: 0)
        rig.mouse(.left, .release, column: 15, row: 0, at: 0.05)
        #expect(rig.picker.selectedRow(inComponent: 1) == 7)
        #expect(rig.picker.focusedComponent == 1, "a click focuses its component")
        _ = rig.advance(to: 1)
        rig.mouse(.left, .press, column: 15, row: 3, at: 2)
        rig.mouse(.left, .release, column: 15, row: 3, at: 2.05)
        _ = rig.advance(to: 3)
        #expect(rig.picker.selectedRow(inComponent: 1) == 7)
        #expect(rig.source.selections == [PickerSelection(row: 7, component: 1)])
    }

    @Test("a click on a row three lines tall counts rows, not lines")
    func clickTallRows() {
        let rig = Rig([numbers]) { source, _ in source.rowHeights = [3] }
        rig.picker.frame = Rect(x: 0, y: 0, width: 10, height: 9)
        rig.picker.selectRow(5, inComponent: 0, animated: false)
        // Band lines 3...5; lines 6...8 are the next row.
        rig.mouse(.left, .press, column: 3, row: 8, at: 0)
        rig.mouse(.left, .release, column: 3, row: 8, at: 0.05)
        #expect(rig.picker.selectedRow(inComponent: 0) == 6)
        _ = rig.advance(to: 1)
        rig.mouse(.left, .press, column: 3, row: 0, at: 2)
        rig.mouse(.left, .release, column: 3, row: 0, at: 2.05)
        #expect(rig.picker.selectedRow(inComponent: 0) == 5)
    }

    @Test("a quick drag flings on past the release row and settles on a whole row, reported once")
    func dragFlings() {
        let rig = twoColumns()
        #expect(rig.mouse(.left, .press, column: 4, row: 6, at: 0))
        // Pull the wheel up three lines in 30 ms: content follows the pointer, later rows come in.
        #expect(rig.mouse(.left, .drag, column: 4, row: 5, at: 0.01))
        #expect(rig.mouse(.left, .drag, column: 4, row: 4, at: 0.02))
        #expect(rig.mouse(.left, .drag, column: 4, row: 3, at: 0.03))
        #expect(rig.picker.selectedRow(inComponent: 0) == 3, "while held, the wheel is where the pointer put it")
        #expect(rig.mouse(.left, .release, column: 4, row: 3, at: 0.035))
        let destination = rig.picker.selectedRow(inComponent: 0)
        #expect(destination > 6, "the fling carries on past the release row (got \(destination))")
        #expect(rig.picker.isMoving)
        #expect(rig.advance(to: 0.2) == true, "still decelerating")
        #expect(rig.source.selections.isEmpty, "not reported while moving")
        #expect(rig.advance(to: 30) == false)
        #expect(rig.picker.isMoving == false)
        #expect(rig.picker.selectedRow(inComponent: 0) == destination)
        #expect(rig.source.selections == [PickerSelection(row: destination, component: 0)])
        #expect(rig.picker.selectedRow(inComponent: 1) == 0)
        // At rest on a whole row: the band shows it, its neighbours right above and below.
        let screen = rig.render(width: 21, height: 7)
        #expect(screen.text(row: 3).prefix(10).trimmingSpaces() == "n\(destination)")
        #expect(screen.text(row: 2).prefix(10).trimmingSpaces() == "n\(destination - 1)")
        #expect(screen.text(row: 4).prefix(10).trimmingSpaces() == "n\(destination + 1)")
    }

    @Test("a slow drag that pauses before release stays where it was let go")
    func slowDragSnaps() {
        let rig = twoColumns()
        rig.mouse(.left, .press, column: 15, row: 1, at: 0)
        rig.mouse(.left, .drag, column: 15, row: 2, at: 0.1)
        rig.mouse(.left, .drag, column: 15, row: 3, at: 0.2)
        rig.mouse(.left, .drag, column: 15, row: 4, at: 0.3)
        rig.mouse(.left, .drag, column: 15, row: 2, at: 0.4)
        rig.mouse(.left, .release, column: 15, row: 2, at: 1.5)
        _ = rig.advance(to: 5)
        // Pulled down past row 0 and let go without speed: the wheel bounces back to row 0,
        // where the gesture began, so nothing is reported.
        #expect(rig.picker.selectedRow(inComponent: 1) == 0)
        #expect(rig.source.selections.isEmpty)

        rig.picker.selectRow(50, inComponent: 1, animated: false)
        rig.mouse(.left, .press, column: 15, row: 5, at: 6)
        rig.mouse(.left, .drag, column: 15, row: 4, at: 6.1)
        rig.mouse(.left, .drag, column: 15, row: 3, at: 6.2)
        rig.mouse(.left, .release, column: 15, row: 3, at: 7)
        _ = rig.advance(to: 10)
        #expect(rig.picker.selectedRow(inComponent: 1) == 52)
        #expect(rig.source.selections == [PickerSelection(row: 52, component: 1)])
    }

    @Test("Left, Right, Tab and Shift-Tab switch the focused component")
    func switchComponents() {
        let rig = Rig([numbers, numbers, numbers])
        #expect(rig.picker.focusedComponent == 0)
        #expect(rig.key(.right, at: 0))
        #expect(rig.picker.focusedComponent == 1)
        rig.key(.down, at: 0.01)
        #expect(rig.picker.selectedRow(inComponent: 1) == 1)
        #expect(rig.key(.tab, at: 0.02))
        #expect(rig.picker.focusedComponent == 2)
        #expect(rig.key(.tab, at: 0.03) == false, "Tab from the last component is left to the container")
        #expect(rig.key(.right, at: 0.04) == false)
        #expect(rig.picker.focusedComponent == 2)
        rig.key(.down, at: 0.05)
        #expect(rig.picker.selectedRow(inComponent: 2) == 1)
        #expect(rig.key(.tab, .shift, at: 0.06))
        #expect(rig.picker.focusedComponent == 1)
        #expect(rig.key(.left, at: 0.07))
        #expect(rig.picker.focusedComponent == 0)
        #expect(rig.key(.left, at: 0.08) == false)
        #expect(rig.key(.tab, .shift, at: 0.09) == false)
        rig.key(.down, at: 0.1)
        #expect([0, 1, 2].map { rig.picker.selectedRow(inComponent: $0) } == [1, 1, 1])
        _ = rig.advance(to: 2)
        #expect(
            Set(rig.source.selections) == [
                PickerSelection(row: 1, component: 0), PickerSelection(row: 1, component: 1),
                PickerSelection(row: 1, component: 2),
            ])
    }

    @Test("keys with Ctrl or Alt are left to the container")
    func modifiedKeysIgnored() {
        let rig = Rig([starWars])
        #expect(rig.key(.character("c"), .control, at: 0) == false)
        #expect(rig.key(.down, .control, at: 0.01) == false)
        #expect(rig.key(.enter, at: 0.02) == false)
        #expect(rig.key(.escape, at: 0.03) == false)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
    }
}

@Suite("PickerView type-ahead")
@MainActor
struct PickerViewTypeAheadTests {
    @Test("typing c jumps to Chewbacca and reports it once settled")
    func typeC() {
        let rig = Rig([starWars])
        #expect(rig.type("c", at: 0))
        #expect(rig.picker.selectedRow(inComponent: 0) == 3)
        _ = rig.advance(to: 1)
        #expect(rig.source.selections == [PickerSelection(row: 3, component: 0)])
        #expect(rig.picker.selectedTitles == ["Chewbacca"])
    }

    @Test("typing th finds Threepio; la extends the prefix from Luke to Lando")
    func prefixes() {
        let rig = Rig([starWars])
        rig.type("th", at: 0)
        #expect(rig.picker.selectedTitles == ["Threepio"])
        rig.type("l", at: 5)
        #expect(rig.picker.selectedTitles == ["Luke"], "a pause starts a new prefix")
        rig.type("a", at: 5.3)
        #expect(rig.picker.selectedTitles == ["Lando"])
        rig.type("x", at: 5.5)
        #expect(rig.picker.selectedTitles == ["Lando"], "no match leaves the selection")
    }

    @Test("j and k are letters: they jump to rows like any other")
    func jAndK() {
        let rig = Rig([["Anna", "Jack", "Jo", "Kate", "julia"]])
        rig.type("k", at: 0)
        #expect(rig.picker.selectedTitles == ["Kate"], "k no longer moves up")
        rig.type("j", at: 3)
        #expect(rig.picker.selectedTitles == ["Jack"], "j no longer moves down")
        rig.type("u", at: 3.1)
        #expect(rig.picker.selectedTitles == ["julia"], "julia can be typed after a j")
    }

    @Test("a prefix belongs to one column: another column starts a new one")
    func prefixPerColumn() {
        let hours = (0..<24).map { String(format: "%02d", $0) }
        let minutes = (0..<60).map { String(format: "%02d", $0) }
        let rig = Rig([hours, minutes])
        rig.type("17", at: 0)
        #expect(rig.key(.right, at: 0.1))
        rig.type("45", at: 0.2)
        #expect(rig.picker.selectedTitles == ["17", "45"])
    }

    @Test("j and k extend a prefix that is being typed")
    func jAndKInPrefix() {
        let rig = Rig([["Anna", "Jack", "Jo", "Kate", "Ojk"]])
        rig.type("o", at: 0)
        #expect(rig.picker.selectedTitles == ["Ojk"])
        rig.type("j", at: 0.2)
        rig.type("k", at: 0.3)
        #expect(rig.picker.selectedTitles == ["Ojk"], "ojk is a prefix, not Down and Up")
    }

    @Test("type-ahead ignores case and diacritics")
    func folding() {
        let rig = Rig([["Anna", "Bob", "Elise", "Émile", "Zoë"]])
        rig.type("É", at: 0)
        #expect(rig.picker.selectedTitles == ["Elise"])
        rig.type("m", at: 0.2)
        #expect(rig.picker.selectedTitles == ["Émile"])
        rig.type("ZOE", at: 3)
        #expect(rig.picker.selectedTitles == ["Zoë"])
        #expect(rig.key(.character("B"), .shift, at: 6))
        #expect(rig.picker.selectedTitles == ["Bob"])
    }

    @Test("type-ahead goes to the focused component")
    func focusedComponent() {
        let rig = Rig([starWars, ["apple", "banana", "cherry"]])
        rig.key(.right, at: 0)
        rig.type("c", at: 0.1)
        #expect(rig.picker.selectedRow(inComponent: 1) == 2)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("a space starts no prefix but can continue one")
    func spaceInPrefix() {
        let rig = Rig([["Han", "Han Solo", "Luke"]])
        #expect(rig.type(" ", at: 0) == false)
        rig.type("han s", at: 1)
        #expect(rig.picker.selectedTitles == ["Han Solo"])
    }
}
