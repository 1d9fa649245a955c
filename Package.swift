// swift-tools-version: 6.0
import PackageDescription

/// The folder of this manifest: the linker reads scripts/startup.order by its full path.
let packageRoot = String(#filePath.dropLast("/Package.swift".count))

let package = Package(
    name: "Pickers",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PickerKit", targets: ["PickerKit"]),
        .library(name: "PickerKitUIKit", targets: ["PickerKitUIKit"]),
        // A terminal for an app's own tests: keys typed, the screen read, no real time.
        .library(name: "PickerKitTesting", targets: ["PickerKitTesting"]),
        .executable(name: "picker", targets: ["picker"]),
    ],
    dependencies: [
        // The combined documentation of PickerKit, Terminal, PickerCore and PickerKitTesting
        // (PickerKit.swift has the command; no product links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "CShim"),
        .target(name: "Terminal", dependencies: ["CShim"]),
        .target(name: "PickerCore"),
        .target(name: "PickerKit", dependencies: ["PickerCore", "Terminal"]),
        // UIKit's names over PickerKit, so UIPickerView code ports by changing its imports.
        .target(name: "PickerKitUIKit", dependencies: ["PickerKit"]),
        // A scripted world for the run loop (a clock that moves when the loop waits, a terminal of
        // pipes, signals by hand, the frames drawn): `TestTerminal` for an app's tests, and the
        // package's own tests check the loop's timing on it without real time.
        .target(name: "PickerKitTesting", dependencies: ["PickerKit"]),
        .target(
            name: "PickersDemo",
            dependencies: ["PickerKit"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "picker",
            dependencies: [
                "CShim", "PickerKit", "PickersDemo", "Terminal",
            ],
            // A release `picker` on Linux carries its runtime, Foundation and ICU: linked
            // dynamically it spends about 9 ms of every start loading and relocating them, four
            // times what the rest of a date picker's first screen takes. Only this executable
            // product is linked so; the libraries stay plain for packages that depend on them.
            // lld then lays out first the code that starts the common prompts (scripts/startup.order,
            // written by scripts/startup-order), so a first screen faults in fewer code pages.
            swiftSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-use-ld=lld", "-Xlinker",
                        "--symbol-ordering-file=\(packageRoot)/scripts/startup.order",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux], configuration: .release))
            ]
        ),
        .executableTarget(
            name: "PickerBench",
            dependencies: ["PickerKit", "PickerCore", "Terminal", "PickerKitTesting"]
        ),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "PickerKitTesting"]),
        .testTarget(name: "PickerCoreTests", dependencies: ["PickerCore"]),
        .testTarget(
            name: "PickerKitTests", dependencies: ["PickerKit", "PickersDemo", "PtyTestSupport", "PickerKitTesting"]),
        .testTarget(name: "PickerKitUIKitTests", dependencies: ["PickerKitUIKit", "Chapter7"]),
        // The book's chapter-7 view controllers written the UIKit way, and a program that runs them
        // for the end-to-end tests. Not part of any product.
        .target(
            name: "Chapter7", dependencies: ["PickerKitUIKit"], path: "Tests/Support/Chapter7",
            exclude: ["UIKitOriginals"], resources: [.copy("Resources")]),
        .executableTarget(
            name: "chapter7-pickers", dependencies: ["Chapter7", "PickerKit", "PickerKitUIKit"],
            path: "Tests/Support/Chapter7Pickers"),
        .testTarget(
            name: "EndToEndTests", dependencies: ["PtyTestSupport", "PickerCore"], exclude: ["FuzzCorpus", "Screens"]),
        // The tests' C helpers: a pseudo-terminal spawner and libvterm's ABI. Not part of any product.
        .target(
            name: "PtyTestSupport", path: "Tests/Support/PtyTestSupport",
            linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]),
    ],
    swiftLanguageModes: [.v6]
)
