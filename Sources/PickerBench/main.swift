// PickerBench: figures for the closing notes, from a release build:
//   swift run -c release PickerBench
// It measures in-process costs that peerbench (which times whole programs in a terminal) cannot
// separate: per-frame cost and memory of a lazily served 10,000,000-row component, the cost of a
// reload, item storage for 1,000,000 lines, bytes written per scrolling key, and loading a
// dependent file of many keys into a wheel (what `picker wheel --dependent FILE --default …` does),
// and a long paste into choose's query (the run fails when it grows faster than the paste); and
// one prompt run with keys typed, whose instructions a key costs scripts/key-budget counts.
import Foundation
import PickerKit
import PickerKitTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resident memory now, in MiB (VmRSS from /proc on Linux; 0 where there is no /proc).
func residentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return (Double(line.filter(\.isNumber)) ?? 0) / 1024
}

func format(_ value: Double, _ decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return String(rounded)
}

/// A component of `count` rows whose titles are made on demand.
@MainActor
final class LazyRows: PickerViewDataSource, PickerViewDelegate {
    let count: Int
    var asked = 0
    init(count: Int) { self.count = count }
    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        asked += 1
        return "Row \(row)"
    }
}

@MainActor
func benchLazyComponent(rows: Int, frames: Int) {
    let before = residentMiB()
    let source = LazyRows(count: rows)
    let picker = PickerView(visibleRows: 21)
    picker.dataSource = source
    picker.delegate = source
    picker.frame = Rect(x: 0, y: 0, width: 100, height: 21)
    var screen = Screen(width: 100, height: 21)
    var renderer = Renderer(placement: .fullscreen, colors: ColorSupport(level: .palette256), synchronizedOutput: true)
    _ = renderer.begin(width: 100, height: 21)
    var bytes = 0
    let context = RunContext(now: 0)
    let start = MonotonicClock.now()
    for _ in 0..<frames {
        context.now += 1.0 / 60
        _ = picker.handle(.key(.pageDown, []), context: context)
        context.now += 1
        _ = picker.advance(context: context)
        screen.clear()
        picker.render(into: &screen, theme: .color)
        bytes += renderer.frame(screen).count
    }
    let perFrame = (MonotonicClock.now() - start) / Double(frames) * 1_000_000
    let reloadStart = MonotonicClock.now()
    for _ in 0..<10_000 { picker.reloadComponent(0) }
    let perReload = (MonotonicClock.now() - reloadStart) / 10_000 * 1_000_000_000
    let after = residentMiB()
    print(
        "| \(rows) rows, 21 lines, page per frame | \(format(perFrame)) µs/frame | \(bytes / frames) B/frame | titles asked per frame \(source.asked / frames) | reload \(format(perReload, 0)) ns | RSS +\(format(after - before)) MiB |"
    )
}

func benchItemStore(lines: Int) {
    var data: [UInt8] = []
    data.reserveCapacity(lines * 12)
    for i in 1...lines {
        data.append(contentsOf: Array("item \(i)\n".utf8))
    }
    let before = residentMiB()
    let start = MonotonicClock.now()
    var store = ItemStore()
    data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let end = min(buffer.count, offset + 65536)
            store.append(UnsafeRawBufferPointer(rebasing: buffer[offset..<end]))
            offset = end
        }
    }
    store.finish()
    let elapsed = (MonotonicClock.now() - start) * 1000
    let searchStart = MonotonicClock.now()
    let found = store.firstIndex(matchingPrefix: "item 99999", from: 0, wrapping: false) ?? -1
    let searchElapsed = (MonotonicClock.now() - searchStart) * 1000
    // A prefix no item has that folds to a non-ASCII letter: every item is looked at, none decoded.
    let accentStart = MonotonicClock.now()
    _ = store.firstIndex(matchingPrefix: "ж", from: 0, wrapping: false)
    let accentElapsed = (MonotonicClock.now() - accentStart) * 1000
    // The filter's search (peerbench T6's query), a query that matches every item, and queries
    // of several words: two required words (each tested on the raw bytes), and an exclusion.
    var filterFigures: [String] = []
    for query in ["777777", "777777", "7", "i9", "77 7777", "item !9"] {
        let filterStart = MonotonicClock.now()
        let matches = store.search(ItemQuery(query))?.count ?? -1
        filterFigures.append(
            "search \"\(query)\": \(format((MonotonicClock.now() - filterStart) * 1000)) ms, \(matches) matches")
    }
    print(
        "| ItemStore, \(lines) lines, filter | \(filterFigures.joined(separator: " | ")) |")
    print(
        "| ItemStore, \(lines) lines (\(data.count / 1_000_000) MB) | load \(format(elapsed)) ms | RSS +\(format(residentMiB() - before)) MiB | prefix search to row \(found): \(format(searchElapsed)) ms | type-ahead \"ж\" over all: \(format(accentElapsed)) ms | count \(store.count) |"
    )
}

@MainActor
func benchBytesPerKey() {
    let items = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]
    let picker = PickerView(components: [items])
    picker.isFocused = true
    picker.frame = Rect(x: 0, y: 0, width: 100, height: 7)
    var screen = Screen(width: 100, height: 7)
    var renderer = Renderer(
        placement: .inline(height: 7), colors: ColorSupport(level: .palette256), synchronizedOutput: true)
    _ = renderer.begin(width: 100, height: 7)
    picker.render(into: &screen, theme: .color)
    _ = renderer.frame(screen)
    var total = 0
    let context = RunContext(now: 0)
    for _ in 0..<3 {
        context.now += 0.5
        _ = picker.handle(.key(.down, []), context: context)
        _ = picker.advance(context: context)
        screen.clear()
        picker.render(into: &screen, theme: .color)
        total += renderer.frame(screen).count
    }
    print("| 7 items, Down key, 256 colours, synchronized output | \(total / 3) bytes/key |")
}

/// The processor time this process has used, in seconds (a figure that other programs on a busy
/// machine do not inflate).
func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A dependent file of `keys` keys, each with one value, of `kind` ("json", "binary", "xml"),
/// loaded as `picker wheel --dependent FILE --default KEY --default v` would: read, parsed, keys
/// sorted (or kept in the file's order), put on a wheel, and the last key found.
@MainActor
func benchDependentFile(keys: Int, kind: String, keepingOrder: Bool) throws {
    var dictionary: [String: [String]] = [:]
    for index in 0..<keys { dictionary["k\(index)"] = ["v"] }
    let data: Data
    switch kind {
    case "json": data = try JSONSerialization.data(withJSONObject: dictionary)
    case "binary": data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
    default: data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
    }
    let path = NSTemporaryDirectory() + "/pickerbench-\(getpid())-\(kind).\(kind == "json" ? "json" : "plist")"
    try data.write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    // Foundation's parser alone: its share of a property list's load, and for JSON (read by hand,
    // without it) what it would cost.
    let parseStart = processorSeconds()
    _ =
        try kind == "json"
        ? JSONSerialization.jsonObject(with: data) : PropertyListSerialization.propertyList(from: data, format: nil)
    let parsing = processorSeconds() - parseStart
    let start = MonotonicClock.now()
    let startCPU = processorSeconds()
    let tree = try DependentTreeFile.load(path: path, keepingOrder: keepingOrder)
    let loaded = MonotonicClock.now()
    let last = "k\(keys - 1)"
    let answer = try WheelPrompt(columns: .dependent(tree), selected: [last, "v"]).answerWithoutAsking()
    let end = MonotonicClock.now()
    let cpu = processorSeconds() - startCPU
    precondition(answer.map(\.value) == [last, "v"])
    print(
        "| dependent file, \(keys) keys, \(kind)\(keepingOrder ? ", --keep-order" : "") (\(data.count / 1000) kB) | load \(format((loaded - start) * 1000, 0)) ms | wheel and --default \(format((end - loaded) * 1000, 0)) ms | total \(format((end - start) * 1000, 0)) ms | CPU \(format(cpu * 1000, 0)) ms | \(kind == "json" ? "JSONSerialization alone (not used)" : "of which Foundation's parser alone") \(format(parsing * 1000, 0)) ms |"
    )
}

/// Processor seconds for a paste of `length` characters into the query of a choose over 5,000
/// items in filter mode, then one more key and Enter, run on a test terminal (no drawing to a
/// real one: the figure is the prompt's own work).
@MainActor
func chooseQueryPasteSeconds(length: Int) throws -> Double {
    let terminal = TestTerminal(columns: 100, rows: 30)
    terminal.paste(String(repeating: "x", count: length))
    terminal.type("y")
    terminal.press(.enter)
    var settings = ChooseSettings()
    settings.filtering = true
    if let enter = KeyChord("enter") { settings.bindings = [KeyBinding(enter, .acceptOrQuery)] }
    var prompt = ChoosePrompt(
        items: .list((1...5_000).map(String.init)), options: PromptOptions(traits: TerminalTraits(environment: [:])),
        settings: settings)
    prompt.host = terminal.host
    let start = processorSeconds()
    let outcome = try prompt.runBlocking()
    let seconds = processorSeconds() - start
    // Enter answers the query (nothing matches it): the whole paste and the key after it.
    guard case .answered(let answer) = outcome, answer.query.count == length + 1 else {
        throw PromptError("the paste of \(length) characters did not reach the query: \(outcome)")
    }
    return seconds
}

/// A paste ten times longer may cost at most 30 times as much: linear work is about 10 times,
/// the quadratic query this replaced was about 50 times (1.5 s for 20 KB, 23.8 s for 100 KB).
@MainActor
func benchChooseQueryPaste() throws -> Bool {
    _ = try chooseQueryPasteSeconds(length: 1_000)
    let short = try chooseQueryPasteSeconds(length: 10_000)
    let long = try chooseQueryPasteSeconds(length: 100_000)
    let ratio = long / max(short, 1e-6)
    let holds = ratio <= 30
    print(
        "| choose --filter over 5,000 items: a paste into the query, a key, Enter | 10 KB \(format(short * 1000)) ms | 100 KB \(format(long * 1000)) ms | ratio \(format(ratio)) (at most 30) \(holds ? "" : "FAILED") |"
    )
    return holds
}

// `PickerBench dependent` runs only the dependent files (`PickerBench dependent 20000`: one size);
// `PickerBench paste` only the paste into choose's query; `PickerBench keys PROMPT KEY...` one
// prompt with keys typed (for scripts/key-budget, under callgrind), printing the bytes written.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "keys" {
    let failure = MainActor.assumeIsolated { () -> String? in
        switch KeyRun.parse(Array(arguments.dropFirst())) {
        case .failure(let error): return "\(error)"
        case .success(let run):
            do {
                let terminal = try run.run()
                print("bytes written: \(terminal.output.utf8.count)")
                print("writes: \(terminal.writes.count)")
                return nil
            } catch {
                return "\(error)"
            }
        }
    }
    if let failure {
        FileHandle.standardError.write(Data("PickerBench: \(failure)\n".utf8))
        exit(2)
    }
    exit(0)
}
let holds = MainActor.assumeIsolated { () -> Bool in
    print("| case | figures |")
    print("|---|---|")
    var holds = true
    if arguments.first != "dependent" {
        do {
            holds = try benchChooseQueryPaste()
        } catch {
            print("| choose query paste | failed: \(error) |")
            holds = false
        }
        if arguments.first == "paste" { return holds }
        benchBytesPerKey()
        benchLazyComponent(rows: 10_000_000, frames: 2_000)
        benchItemStore(lines: 1_000_000)
        benchItemStore(lines: 10_000_000)
    }
    let sizes = arguments.dropFirst().compactMap { Int($0) }
    for keys in sizes.isEmpty ? [10_000, 100_000] : sizes {
        for (kind, keepingOrder) in [("json", false), ("binary", false), ("json", true), ("xml", true)] {
            do {
                try benchDependentFile(keys: keys, kind: kind, keepingOrder: keepingOrder)
            } catch {
                print("| dependent file, \(keys) keys, \(kind) | failed: \(error) |")
            }
        }
    }
    return holds
}
if !holds { exit(1) }
