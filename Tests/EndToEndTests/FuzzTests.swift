import Foundation
import PickerCore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random bytes and random terminal sizes into the real `picker` (choose, wheel, dependent wheel,
/// the gallery) for a bounded time: no crash, no hang (Ctrl-C answers within a second of the last
/// byte), and the terminal always given back.
///
/// `PICKER_FUZZ_SECONDS` sets the time (scripts/test, and so CI, gives it a minute; 10 s
/// otherwise) and `PICKER_FUZZ_SEED` the first seed. A failing case is printed with its seed and
/// its input; keep it under `FuzzCorpus/` (one JSON file per case) so `corpusStaysFixed` replays
/// it on every run.
@Suite struct FuzzTests {
    /// One case: what ran, at what size, and the bytes typed (with resizes between chunks).
    struct Case: Codable {
        var arguments: [String]
        var columns: Int
        var rows: Int
        /// Chunks of input, each sent after a resize to `sizes[i]` when one is given.
        var chunks: [[UInt8]]
        var sizes: [[Int]?]
        var stdin: String?
    }

    /// Bytes that make up terminal input, so random input hits the decoder's states.
    static let tokens: [[UInt8]] = [
        [0x1B], Array("[".utf8), Array("O".utf8), Array(";".utf8), Array("<".utf8), Array("~".utf8),
        Array("M".utf8), Array("m".utf8), Array("R".utf8), Array("200~".utf8), Array("201~".utf8),
        Array("\u{1B}[A".utf8), Array("\u{1B}[B".utf8), Array("\u{1B}[C".utf8), Array("\u{1B}[D".utf8),
        Array("\u{1B}[5~".utf8), Array("\u{1B}[6~".utf8), Array("\u{1B}[H".utf8), Array("\u{1B}[F".utf8),
        [0x09], [0x7F], [0x1A], Array("\u{1B}[1;2P".utf8), Array("\u{1B}OP".utf8), Array("\u{1B}[15~".utf8),
        Array("\u{1B}[200~".utf8), Array("é".utf8), Array("漢".utf8), [0xFF], [0xC3], Array("j".utf8),
        Array("k".utf8), Array(" ".utf8), Array("\u{1B}[I".utf8), Array("\u{1B}[O".utf8),
    ]

    /// A dependent tree for the wheel runs, written once.
    static let dependentFile: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("picker-fuzz-\(getpid()).json").path
        let text = #"{"Fruit": {"Apple": ["Gala", "Fuji"], "Citrus": ["Lemon"]}, "Vegetable": ["Leek", "Kale"]}"#
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    static let programs: [[String]] = [
        ["choose"] + (1...40).map { "item \($0)" },
        ["choose", "--fullscreen", "--cycle"] + (1...9).map { "entry \($0)" },
        ["wheel", "--column", "Ham,Turkey,Tuna", "--column", "White,Rye", "--column", "a,b,c,d", "--cycle"],
        ["wheel", "--dependent", dependentFile],
        ["demo", "--seed", "7"],
    ]

    /// A random case from `random`.
    static func makeCase(_ random: inout SeededGenerator) -> Case {
        let arguments = programs[Int(random.next() % UInt64(programs.count))]
        func size() -> [Int] {
            [1 + Int(random.next() % 160), 1 + Int(random.next() % 50)]
        }
        let start = random.next() % 4 == 0 ? [1 + Int(random.next() % 4), 1 + Int(random.next() % 4)] : size()
        var chunks: [[UInt8]] = []
        var sizes: [[Int]?] = []
        for _ in 0..<(1 + Int(random.next() % 6)) {
            var chunk: [UInt8] = []
            for _ in 0..<(1 + Int(random.next() % 40)) {
                switch random.next() % 10 {
                case 0..<3: chunk.append(UInt8(truncatingIfNeeded: random.next()))
                case 3:
                    let button = [0, 1, 2, 32, 35, 64, 65][Int(random.next() % 7)]
                    let mouse =
                        "\u{1B}[<\(button);\(random.next() % 200);\(random.next() % 60)"
                        + (random.next() % 2 == 0 ? "M" : "m")
                    chunk += Array(mouse.utf8)
                default: chunk += tokens[Int(random.next() % UInt64(tokens.count))]
                }
            }
            // Enter and Ctrl-C end a run; keep them rare so the rest of the input gets a chance.
            chunk = chunk.map { ($0 == 0x0D || $0 == 0x0A || $0 == 0x03) && random.next() % 8 != 0 ? 0x20 : $0 }
            chunks.append(chunk)
            sizes.append(random.next() % 3 == 0 ? size() : nil)
        }
        return Case(arguments: arguments, columns: start[0], rows: start[1], chunks: chunks, sizes: sizes, stdin: nil)
    }

    /// Runs one case; returns a description of what went wrong, or nil.
    static func run(_ fuzzCase: Case) throws -> String? {
        let session = try E2E.picker(fuzzCase.arguments, columns: fuzzCase.columns, rows: fuzzCase.rows)
        _ = session.waitUntil(timeout: 2) { $0.bytesReceived > 0 || $0.hasExited }
        for (chunk, size) in zip(fuzzCase.chunks, fuzzCase.sizes) {
            if let size { session.resize(columns: size[0], rows: size[1]) }
            session.send(bytes: chunk)
            _ = session.waitUntil(timeout: 0.03) { $0.hasExited }
            if session.hasExited { break }
        }
        if !session.hasExited {
            // Ctrl-C always interrupts: within a second of the last byte, the picker answers it.
            session.send(Keys.ctrlC)
        }
        guard let status = session.waitForExit(timeout: 1.5) else { return "no exit within 1.5 s of Ctrl-C (a hang)" }
        let crashes = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT].map { 128 + $0 }
        if crashes.contains(status) { return "crashed with status \(status): \(session.standardError)" }
        if session.terminalModes != .cooked { return "terminal left \(session.terminalModes)" }
        if !session.cursorVisible || session.altScreen || session.mouseMode != 0 {
            return
                "terminal left with cursor \(session.cursorVisible), alt \(session.altScreen), mouse \(session.mouseMode)"
        }
        return nil
    }

    static func describe(_ fuzzCase: Case) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? String(decoding: encoder.encode(fuzzCase), as: UTF8.self)) ?? "\(fuzzCase)"
    }

    @Test("random input and sizes: no crash, no hang, the terminal given back")
    func randomInput() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["PICKER_FUZZ_SECONDS"].flatMap(Double.init) ?? 10
        var seed = environment["PICKER_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970)
        let deadline = Date().addingTimeInterval(seconds)
        var runs = 0
        while Date() < deadline {
            var random = SeededGenerator(seed: seed)
            let fuzzCase = Self.makeCase(&random)
            if let problem = try Self.run(fuzzCase) {
                Issue.record("seed \(seed): \(problem)\ncase: \(Self.describe(fuzzCase))")
                return
            }
            runs += 1
            seed &+= 1
        }
        #expect(runs > 0)
    }

    @Test("the cases found so far stay fixed")
    func corpusStaysFixed() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files.sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let fuzzCase = try JSONDecoder().decode(Case.self, from: data)
            let problem = try Self.run(fuzzCase)
            #expect(problem == nil, "\(file): \(problem ?? "")")
        }
    }
}
