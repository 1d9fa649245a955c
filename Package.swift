// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Pickers",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PickerKit", targets: ["PickerKit"]),
        .executable(name: "picker", targets: ["picker"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target PickerKit` (no product links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CShim"),
        .target(name: "Terminal", dependencies: ["CShim"]),
        .target(name: "PickerCore"),
        .target(name: "PickerKit", dependencies: ["PickerCore", "Terminal"]),
        .target(
            name: "PickersDemo",
            dependencies: ["PickerKit"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "picker",
            dependencies: [
                "PickerKit", "PickersDemo", "Terminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "PickerBench",
            dependencies: ["PickerKit", "PickerCore", "Terminal"]
        ),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
        .testTarget(name: "PickerCoreTests", dependencies: ["PickerCore"]),
        .testTarget(name: "PickerKitTests", dependencies: ["PickerKit", "PickersDemo", "PtyTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["PtyTestSupport"]),
        // The tests' C helpers: a pseudo-terminal spawner and libvterm's ABI. Not part of any product.
        .target(
            name: "PtyTestSupport", path: "Tests/Support/PtyTestSupport",
            linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]),
    ],
    swiftLanguageModes: [.v6]
)
