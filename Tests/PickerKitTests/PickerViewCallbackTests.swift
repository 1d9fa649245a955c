import Testing

@testable import PickerKit

@Suite("PickerView callbacks and data")
@MainActor
struct PickerViewCallbackTests {
    @Test("selectRow never calls didSelectRow, animated or not, however far time advances")
    func programmaticSelectionIsSilent() {
        let rig = Rig([starWars, ["a", "b", "c"]])
        rig.picker.selectRow(3, inComponent: 0, animated: false)
        #expect(rig.picker.selectedRow(inComponent: 0) == 3)
        rig.picker.selectRow(5, inComponent: 0, animated: true)
        rig.picker.selectRow(2, inComponent: 1, animated: true)
        #expect(rig.picker.selectedRow(inComponent: 0) == 5)
        #expect(rig.advance(to: 0.05) == true, "an animated selection spins")
        #expect(rig.advance(to: 5) == false)
        #expect(rig.advance(to: 50) == false)
        #expect(rig.picker.selectedRow(inComponent: 0) == 5)
        #expect(rig.picker.selectedRow(inComponent: 1) == 2)
        #expect(rig.source.selections.isEmpty)
    }

    @Test("a user key reports the new row once, when the spin settles")
    func keyReportsOnceWhenSettled() {
        let rig = Rig([starWars])
        var closure: [PickerSelection] = []
        rig.picker.onSelect = { closure.append(PickerSelection(row: $0, component: $1)) }
        #expect(rig.key(.down, at: 0))
        #expect(rig.source.selections.isEmpty, "not before the wheel settles")
        #expect(rig.picker.selectedRow(inComponent: 0) == 1)
        _ = rig.advance(to: 0.05)
        #expect(rig.source.selections.isEmpty, "not while spinning")
        _ = rig.advance(to: 1)
        #expect(rig.source.selections == [PickerSelection(row: 1, component: 0)])
        _ = rig.advance(to: 2)
        _ = rig.advance(to: 3)
        #expect(rig.source.selections.count == 1, "reported only once")
        #expect(closure == [PickerSelection(row: 1, component: 0)])
    }

    @Test("a burst of keys is reported once, with the row it settles on")
    func burstReportsOnce() {
        let rig = Rig([starWars])
        rig.key(.down, at: 0)
        rig.key(.down, at: 0.01)
        rig.key(.down, at: 0.02)
        rig.key(.up, at: 0.03)
        rig.key(.down, at: 0.04)
        #expect(rig.picker.selectedRow(inComponent: 0) == 3)
        _ = rig.advance(to: 2)
        #expect(rig.source.selections == [PickerSelection(row: 3, component: 0)])
    }

    @Test("keys that end where they began are not reported")
    func roundTripIsNotReported() {
        let rig = Rig([starWars])
        rig.key(.down, at: 0)
        rig.key(.up, at: 0.01)
        _ = rig.advance(to: 2)
        #expect(rig.source.selections.isEmpty)
    }

    @Test("Up at the first row of a non-cyclic wheel changes nothing and reports nothing")
    func upAtTopIsNotReported() {
        let rig = Rig([starWars])
        rig.key(.up, at: 0)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
        #expect(rig.advance(to: 2) == false)
        #expect(rig.source.selections.isEmpty)
        rig.key(.end, at: 3)
        _ = rig.advance(to: 5)
        rig.key(.down, at: 6)
        _ = rig.advance(to: 8)
        #expect(
            rig.source.selections == [PickerSelection(row: 6, component: 0)], "End reported once, Down at the end not")
    }

    @Test("Home, End, PgUp and PgDn move as a user and report")
    func navigationKeys() {
        let rows = (0..<100).map { "Row \($0)" }
        let rig = Rig([rows])
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        rig.key(.pageDown, at: 0)
        #expect(rig.picker.selectedRow(inComponent: 0) == 6, "a page is the visible lines less one")
        rig.key(.end, at: 0.01)
        #expect(rig.picker.selectedRow(inComponent: 0) == 99)
        rig.key(.pageUp, at: 0.02)
        #expect(rig.picker.selectedRow(inComponent: 0) == 93)
        _ = rig.advance(to: 1)
        rig.key(.home, at: 2)
        _ = rig.advance(to: 3)
        #expect(
            rig.source.selections == [PickerSelection(row: 93, component: 0), PickerSelection(row: 0, component: 0)])
    }

    @Test("a user gesture reports the component it happened in")
    func reportsComponent() {
        let rig = Rig([starWars, ["a", "b", "c"]])
        rig.key(.right, at: 0)
        rig.key(.down, at: 0.01)
        rig.key(.down, at: 0.02)
        _ = rig.advance(to: 1)
        #expect(rig.source.selections == [PickerSelection(row: 2, component: 1)])
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("selectedRow is -1 for a component without rows and for a missing component")
    func selectedRowWithoutRows() {
        let rig = Rig([starWars, []])
        #expect(rig.picker.numberOfComponents == 2)
        #expect(rig.picker.numberOfRows(inComponent: 1) == 0)
        #expect(rig.picker.selectedRow(inComponent: 1) == -1)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)
        #expect(rig.picker.selectedRow(inComponent: 7) == -1)
        rig.picker.selectRow(3, inComponent: 1, animated: false)
        #expect(rig.picker.selectedRow(inComponent: 1) == -1)
        #expect(rig.picker.selectedTitles == ["Luke", ""])
    }

    @Test("row counts are cached until reloadComponent or reloadAllComponents")
    func rowCountsAreCached() {
        let rig = Rig([starWars, ["a", "b", "c"]])
        rig.picker.frame = Rect(x: 0, y: 0, width: 30, height: 7)
        #expect(rig.picker.numberOfRows(inComponent: 0) == 7)
        #expect(rig.source.numberOfComponentsCalls == 1)
        #expect(rig.source.numberOfRowsCalls.sorted() == [0, 1])
        for _ in 0..<5 {
            _ = rig.picker.numberOfRows(inComponent: 1)
            _ = rig.picker.selectedRow(inComponent: 0)
        }
        _ = rig.render(width: 30, height: 7)
        rig.key(.down, at: 0)
        _ = rig.advance(to: 1)
        _ = rig.render(width: 30, height: 7)
        #expect(rig.source.numberOfComponentsCalls == 1)
        #expect(rig.source.numberOfRowsCalls.count == 2)

        rig.source.components[1] = ["x", "y"]
        #expect(rig.picker.numberOfRows(inComponent: 1) == 3, "still the cached answer")
        rig.picker.reloadComponent(1)
        #expect(rig.source.numberOfRowsCalls == [0, 1, 1] || rig.source.numberOfRowsCalls == [1, 0, 1])
        #expect(rig.source.numberOfComponentsCalls == 1)
        #expect(rig.picker.numberOfRows(inComponent: 1) == 2)

        rig.source.components = [["only"], ["p"], ["q", "r"]]
        rig.picker.reloadAllComponents()
        #expect(rig.source.numberOfComponentsCalls == 2)
        #expect(rig.source.numberOfRowsCalls.count == 6)
        #expect(rig.picker.numberOfComponents == 3)
        #expect(rig.picker.numberOfRows(inComponent: 2) == 2)
    }

    @Test("titles are asked again after a reload")
    func titlesRefreshAfterReload() {
        let rig = Rig([["old"]])
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        #expect(rig.render(width: 20, height: 7).trimmed(row: 3) == "old")
        rig.source.components = [["new"]]
        #expect(rig.render(width: 20, height: 7).trimmed(row: 3) == "old", "cached until reload")
        rig.picker.reloadComponent(0)
        #expect(rig.render(width: 20, height: 7).trimmed(row: 3) == "new")
    }

    @Test("reloading keeps the selection where the row still exists and clamps it otherwise")
    func reloadKeepsSelection() {
        let rig = Rig([starWars])
        rig.picker.selectRow(5, inComponent: 0, animated: false)
        rig.source.components = [starWars + ["Yoda"]]
        rig.picker.reloadAllComponents()
        #expect(rig.picker.selectedRow(inComponent: 0) == 5)
        rig.source.components = [["one", "two"]]
        rig.picker.reloadComponent(0)
        #expect(rig.picker.selectedRow(inComponent: 0) == 1)
    }

    @Test("with user interaction disabled keys and the mouse are ignored, but selectRow still animates")
    func interactionDisabled() {
        let rig = Rig([starWars])
        rig.picker.frame = Rect(x: 0, y: 0, width: 20, height: 7)
        rig.picker.isUserInteractionEnabled = false
        #expect(rig.picker.canFocus == false)
        #expect(rig.key(.down, at: 0) == false)
        #expect(rig.type("c", at: 0.01) == false)
        #expect(rig.mouse(.wheelDown, .press, column: 5, row: 3, at: 0.02) == false)
        #expect(rig.mouse(.left, .press, column: 5, row: 5, at: 0.03) == false)
        #expect(rig.mouse(.left, .release, column: 5, row: 5, at: 0.04) == false)
        #expect(rig.advance(to: 1) == false)
        #expect(rig.picker.selectedRow(inComponent: 0) == 0)

        rig.picker.selectRow(4, inComponent: 0, animated: true)
        #expect(rig.picker.isMoving)
        #expect(rig.advance(to: 1.05) == true, "the programmatic spin runs")
        #expect(rig.picker.isMoving)
        #expect(rig.advance(to: 3) == false)
        #expect(rig.picker.isMoving == false)
        #expect(rig.picker.selectedRow(inComponent: 0) == 4)
        #expect(rig.source.selections.isEmpty)
    }

    @Test("onSelect and the selections stream deliver the same selection as the delegate")
    func closureAndStreamAgree() async {
        let rig = Rig([starWars, ["a", "b", "c"]])
        var closure: [PickerSelection] = []
        rig.picker.onSelect = { closure.append(PickerSelection(row: $0, component: $1)) }
        let stream = rig.picker.selections
        var iterator = stream.makeAsyncIterator()
        rig.key(.down, at: 0)
        rig.key(.down, at: 0.01)
        _ = rig.advance(to: 1)
        rig.key(.tab, at: 2)
        rig.key(.down, at: 2.01)
        _ = rig.advance(to: 3)
        let first = await iterator.next()
        let second = await iterator.next()
        let expected = [PickerSelection(row: 2, component: 0), PickerSelection(row: 1, component: 1)]
        #expect([first, second] == expected)
        #expect(closure == expected)
        #expect(rig.source.selections == expected)
    }

    @Test("a programmatic selection is not delivered to the stream")
    func streamIgnoresProgrammatic() async {
        let rig = Rig([starWars])
        let stream = rig.picker.selections
        var iterator = stream.makeAsyncIterator()
        rig.picker.selectRow(4, inComponent: 0, animated: true)
        _ = rig.advance(to: 2)
        rig.key(.up, at: 3)
        _ = rig.advance(to: 4)
        #expect(await iterator.next() == PickerSelection(row: 3, component: 0))
    }

    @Test("the picker holds its data source and delegate weakly")
    func weakDataSource() {
        let picker = PickerView()
        weak var weakSource: RecordingSource?
        do {
            let source = RecordingSource([starWars])
            picker.dataSource = source
            picker.delegate = source
            weakSource = source
            #expect(picker.numberOfRows(inComponent: 0) == 7)
        }
        #expect(weakSource == nil, "the picker must not keep its data source alive")
        #expect(picker.dataSource == nil)
        #expect(picker.delegate == nil)
    }

    @Test("init(components:) keeps its own source alive")
    func convenienceOwnsSource() {
        let picker = PickerView(components: [["a", "b", "c"], ["x"]])
        #expect(picker.dataSource != nil)
        #expect(picker.delegate != nil)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedTitles == ["c", "x"])
        picker.components = [["p", "q"]]
        #expect(picker.numberOfComponents == 1)
        #expect(picker.selectedTitles == ["q"])
    }

    @Test("settle ends a user spin at once and reports it")
    func settleReports() {
        let rig = Rig([starWars])
        rig.key(.down, at: 0)
        rig.key(.down, at: 0.01)
        rig.picker.settle()
        #expect(rig.picker.isMoving == false)
        #expect(rig.source.selections == [PickerSelection(row: 2, component: 0)])
    }
}

@Suite("PickerView widths from init(components:widths:)")
@MainActor
struct PickerViewWidthsTests {
    @Test("the widths given to init(components:widths:) are honoured and add up to preferredWidth")
    func arrayWidths() {
        let picker = PickerView(components: [["a"], ["b"], ["c"]], widths: [5, nil, 7])
        picker.frame = Rect(x: 0, y: 0, width: 40, height: 7)
        #expect(picker.rowSize(forComponent: 0).width == 5)
        #expect(picker.rowSize(forComponent: 1).width == 40 - 2 - 5 - 7)
        #expect(picker.rowSize(forComponent: 2).width == 7)
        #expect(picker.preferredWidth == nil, "a shared column has no width of its own")
        let fixed = PickerView(components: [["a"], ["b"]], widths: [5, 6])
        #expect(fixed.preferredWidth == 12)
    }
}
