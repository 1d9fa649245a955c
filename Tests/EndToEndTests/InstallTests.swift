import Foundation
import Testing

/// `scripts/install` and `scripts/uninstall` into a temporary prefix. The built `picker` is
/// installed as it is (`PICKER_BINARY`), so the test makes no release build.
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files an install puts under a prefix.
    static let installed = [
        "bin/picker", "share/man/man1/picker.1", "share/bash-completion/completions/picker",
        "share/zsh/site-functions/_picker", "share/fish/vendor_completions.d/picker.fish",
    ]

    /// Runs `scripts/NAME PREFIX` without a terminal.
    func run(_ name: String, _ prefix: String) throws -> TerminalSession {
        let script = Self.root.appendingPathComponent("scripts/\(name)").path
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", #"exec "$0" "$1" < /dev/null"#, script, prefix],
            environment: ["PICKER_BINARY": try pickerExecutablePath(), "PICKER_DEFAULT_OPTS": "--bogus"])
        #expect(session.waitForExit(timeout: 60) != nil, "\(name) ended")
        return session
    }

    /// The contents of every file under `folder`, by path.
    func contents(of folder: String) -> [String: Data] {
        var found: [String: Data] = [:]
        let files = FileManager.default.enumerator(atPath: folder)
        while let path = files?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if exists && !isFolder.boolValue { found[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return found
    }

    @Test func installPutsEachFileWhereItsProgramLooksTwiceAlikeAndUninstallRemovesExactlyThat() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let prefix = base + "/prefix"

        let first = try run("install", prefix)
        #expect(first.waitForExit() == 0, "\(first.standardError)")
        let files = contents(of: prefix)
        #expect(Set(files.keys) == Set(Self.installed + ["share/picker/install-manifest"]))
        #expect(files["bin/picker"] == FileManager.default.contents(atPath: try pickerExecutablePath()))
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/picker"))
        #expect(
            files["share/man/man1/picker.1"]
                == FileManager.default.contents(atPath: Self.root.appendingPathComponent("Documentation/picker.1").path)
        )
        for (path, shell) in zip(Self.installed.dropFirst(2), ["bash", "zsh", "fish"]) {
            let generated = try E2E.pickerWithoutTerminal(["--generate-completion-script", shell])
            #expect(generated.waitForExit() == 0)
            #expect(files[path] == Data(generated.standardOutputBytes), "the \(shell) completion")
        }
        let version = try TerminalSession(executable: prefix + "/bin/picker", arguments: ["--version"])
        #expect(version.waitForExit() == 0)
        #expect(version.standardOutput == "0.1.0\n")
        let manifest = String(decoding: files["share/picker/install-manifest"] ?? Data(), as: UTF8.self)
        for path in Self.installed { #expect(manifest.contains("\nfile \(prefix)/\(path)\n")) }
        #expect(manifest.hasSuffix("\nfolder \(prefix)\n"), "the prefix was made too, and is removed last")

        // A second run changes nothing, and leaves what it did not install alone.
        #expect(FileManager.default.createFile(atPath: prefix + "/bin/other", contents: Data("mine".utf8)))
        let second = try run("install", prefix)
        #expect(second.waitForExit() == 0, "\(second.standardError)")
        var expected = files
        expected["bin/other"] = Data("mine".utf8)
        #expect(contents(of: prefix) == expected)

        let removed = try run("uninstall", prefix)
        #expect(removed.waitForExit() == 0, "\(removed.standardError)")
        #expect(contents(of: prefix) == ["bin/other": Data("mine".utf8)], "only what was installed is removed")
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share"), "the folders it made are removed")

        try FileManager.default.removeItem(atPath: prefix + "/bin/other")
        let again = try run("uninstall", prefix)
        #expect(again.waitForExit() == 2)
        #expect(again.standardError.hasPrefix("uninstall: nothing to remove:"))
    }

    @Test func uninstallRefusesAManifestThatNamesAPathOutsideThePrefix() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let prefix = base + "/prefix"
        let install = try run("install", prefix)
        #expect(install.waitForExit() == 0, "\(install.standardError)")
        let outside = base + "/precious"
        #expect(FileManager.default.createFile(atPath: outside, contents: Data("keep".utf8)))
        let manifest = prefix + "/share/picker/install-manifest"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try (text + "file \(outside)\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        let removed = try run("uninstall", prefix)
        #expect(removed.waitForExit() == 2)
        #expect(removed.standardError.contains("outside \(prefix)"))
        #expect(FileManager.default.fileExists(atPath: outside))
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/picker"), "nothing was removed")
    }
}
