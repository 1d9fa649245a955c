import Foundation

/// The path of the `picker` executable the end-to-end tests run.
///
/// `PICKER_BIN` overrides it. Otherwise it is the `picker` in the build products directory, found
/// next to the running test binary: on Linux the test executable lives in `.build/<triple>/debug/`
/// beside `picker`; on macOS it sits three levels deeper inside the `.xctest` bundle.
/// - Throws: `TerminalSessionError.pickerNotFound` listing the places looked at.
func pickerExecutablePath() throws -> String {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["PICKER_BIN"], !override.isEmpty {
        guard fileManager.isExecutableFile(atPath: override) else {
            throw TerminalSessionError.pickerNotFound(searched: ["PICKER_BIN=\(override)"])
        }
        return override
    }

    var testBinaries: [String] = []
    if let path = Bundle.main.executablePath { testBinaries.append(path) }
    if let first = CommandLine.arguments.first { testBinaries.append(first) }
    #if os(Linux)
        if let path = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            testBinaries.append(path)
        }
    #endif
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        testBinaries.append(bundle.bundleURL.appendingPathComponent("x").path)
    }

    var searched: [String] = []
    for binary in testBinaries {
        var directory = URL(fileURLWithPath: binary).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("picker").path
            if !searched.contains(candidate) {
                searched.append(candidate)
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory),
                    !isDirectory.boolValue, fileManager.isExecutableFile(atPath: candidate)
                {
                    return candidate
                }
            }
            directory.deleteLastPathComponent()
        }
    }
    throw TerminalSessionError.pickerNotFound(searched: searched)
}
