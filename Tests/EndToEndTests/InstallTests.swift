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

    /// Runs `scripts/NAME ARGUMENTS` from `folder` without a terminal, installing `binary` (the built
    /// `picker` when it is nil).
    func run(_ name: String, _ arguments: String..., in folder: String = "/", binary: String? = nil) throws
        -> TerminalSession
    {
        let script = Self.root.appendingPathComponent("scripts/\(name)").path
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", #"cd "$1" && shift && exec "$@" < /dev/null"#, "sh", folder, script] + arguments,
            environment: ["PICKER_BINARY": try binary ?? pickerExecutablePath(), "PICKER_DEFAULT_OPTS": "--bogus"])
        #expect(session.waitForExit(timeout: 60) != nil, "\(name) ended")
        return session
    }

    /// Adds `lines` to the manifest of the install under `prefix`.
    func append(_ lines: [String], toManifestIn prefix: String) throws {
        let manifest = prefix + "/share/picker/install-manifest"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try (text + lines.map { $0 + "\n" }.joined()).write(toFile: manifest, atomically: true, encoding: .utf8)
    }

    /// The lines of the manifest of the install under `prefix`.
    func manifestLines(in prefix: String) throws -> [String] {
        try String(contentsOfFile: prefix + "/share/picker/install-manifest", encoding: .utf8)
            .split(separator: "\n").map(String.init)
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

    /// Issue 30, item 18: a manifest line that leaves the prefix, by `..` or through a link, deleted
    /// a file or removed a folder outside it, and the next install kept the line.
    @Test func uninstallRefusesEveryLineThatLeavesThePrefixAndTouchesNothingAndInstallDropsThem() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let prefix = base + "/prefix"
        let install = try run("install", prefix)
        #expect(install.waitForExit() == 0, "\(install.standardError)")
        let installedManifest = try manifestLines(in: prefix)

        let files = FileManager.default
        try files.createDirectory(atPath: base + "/victim/etc", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: base + "/victim/etc/passwd", contents: Data("keep".utf8)))
        #expect(files.createFile(atPath: base + "/precious", contents: Data("keep".utf8)))
        try files.createDirectory(atPath: base + "/outside/x", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: prefix + "/link", withDestinationPath: base + "/victim")
        let refused = [
            "file \(prefix)/../victim/etc/passwd", "file \(prefix)/link/etc/passwd", "folder \(prefix)/../outside/x",
            "folder \(prefix)/link/etc", "file \(base)/precious", "file /etc/\u{1B}]0;x\u{07}", "not a line at all",
        ]
        try append(refused, toManifestIn: prefix)

        let removed = try run("uninstall", prefix)
        #expect(removed.waitForExit() == 2)
        let reports = removed.standardError.split(separator: "\n").map(String.init)
        #expect(reports.count == refused.count + 1, "one line for each refused line, and the verdict")
        for (number, line) in zip((installedManifest.count + 1)..., refused.dropLast(2)) {
            #expect(reports.contains { $0.contains(":\(number): refused (") && $0.hasSuffix(": \(line)") }, "\(line)")
        }
        #expect(removed.standardError.contains(": file /etc/^[]0;x^G\n"), "a line is shown inert")
        #expect(!removed.standardError.contains("\u{1B}"))
        #expect(reports.last?.hasPrefix("uninstall: removed nothing: 7 lines of ") == true)
        #expect(files.contents(atPath: base + "/victim/etc/passwd") == Data("keep".utf8))
        #expect(files.contents(atPath: base + "/precious") == Data("keep".utf8))
        #expect(files.fileExists(atPath: base + "/outside/x"))
        #expect(
            Set(contents(of: prefix).keys) == Set(Self.installed + ["share/picker/install-manifest"]), "nothing removed"
        )

        // The next install keeps none of those lines, and says so.
        let again = try run("install", prefix)
        #expect(again.waitForExit() == 0, "\(again.standardError)")
        #expect(try manifestLines(in: prefix) == installedManifest)
        #expect(again.standardError.split(separator: "\n").filter { $0.contains(": dropped (") }.count == refused.count)

        // A file that is itself a link leading out of the prefix is removed as a link: what it leads
        // to is left alone.
        try files.createSymbolicLink(atPath: prefix + "/bin/passwd", withDestinationPath: base + "/victim/etc/passwd")
        try append(["file \(prefix)/bin/passwd"], toManifestIn: prefix)
        let uninstalled = try run("uninstall", prefix)
        #expect(uninstalled.waitForExit() == 0, "\(uninstalled.standardError)")
        #expect((try? files.destinationOfSymbolicLink(atPath: prefix + "/bin/passwd")) == nil, "the link is removed")
        #expect(files.contents(atPath: base + "/victim/etc/passwd") == Data("keep".utf8))
        #expect(
            try files.contentsOfDirectory(atPath: prefix) == ["link"], "the prefix keeps only what was not installed")
        #expect(files.fileExists(atPath: base + "/outside/x"))
    }

    /// Issue 30, item 18: a destination that a link under the prefix leads out of it is not written
    /// through (the manifest could not record it).
    @Test func installRefusesADestinationThatALinkLeadsOutOfThePrefixAndWritesNothing() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let prefix = base + "/prefix"
        let real = URL(fileURLWithPath: base).resolvingSymlinksInPath().path  // as the script names it
        let files = FileManager.default
        try files.createDirectory(atPath: base + "/elsewhere", withIntermediateDirectories: true)
        try files.createDirectory(atPath: prefix, withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: prefix + "/share", withDestinationPath: base + "/elsewhere")
        let install = try run("install", prefix)
        #expect(install.waitForExit() == 2)
        let reports = install.standardError.split(separator: "\n")
        #expect(reports.count == 6, "the four files and the manifest under share, and the verdict: \(reports)")
        #expect(
            reports.first
                == "install: \(prefix)/share/man/man1/picker.1: refused (a link leads it to \(real)/elsewhere/man/man1/picker.1, outside the prefix \(real)/prefix)"
        )
        #expect(try files.contentsOfDirectory(atPath: base + "/elsewhere").isEmpty)
        #expect(try files.contentsOfDirectory(atPath: prefix) == ["share"], "not even the binary")
    }

    /// Issue 30, item 19: `scripts/install --help` installed into ./--help/.
    @Test func helpPrintsTheUsageAndAPrefixThatStartsWithADashIsRefused() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        for name in ["install", "uninstall"] {
            for option in ["--help", "-h"] {
                let help = try run(name, option, in: base)
                #expect(help.waitForExit() == 0, "\(name) \(option): \(help.standardError)")
                #expect(help.standardOutput.hasPrefix("Usage: scripts/\(name) [PREFIX]"))
                #expect(help.standardError.isEmpty)
            }
            let option = try run(name, "-x", in: base)
            #expect(option.waitForExit() == 2)
            #expect(option.standardError.hasPrefix("\(name): unknown option -x (usage: scripts/\(name) [PREFIX];"))
            #expect(option.standardError.contains("is written ./-x)"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base).isEmpty, "nothing was made")
    }

    /// Issue 30, item 19: a relative `PICKER_BINARY` was looked for in the repository.
    @Test func aRelativePickerBinaryAndPrefixAreTakenFromTheCallersFolder() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let files = FileManager.default
        try files.createDirectory(atPath: base + "/build", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: base + "/build/my-picker", withDestinationPath: try pickerExecutablePath())
        let install = try run("install", "prefix", in: base, binary: "build/my-picker")
        #expect(install.waitForExit() == 0, "\(install.standardError)")
        #expect(
            files.contents(atPath: base + "/prefix/bin/picker") == files.contents(atPath: try pickerExecutablePath()))
        let removed = try run("uninstall", "build/../prefix", in: base)  // `..` taken as `cd` takes it
        #expect(removed.waitForExit() == 0, "\(removed.standardError)")
        #expect(try files.contentsOfDirectory(atPath: base) == ["build"])
    }

    /// Issue 30, item 19: a step that failed left a binary that no manifest named.
    @Test func aFailedInstallRecordsWhatItInstalledSoThatUninstallRemovesIt() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let files = FileManager.default

        // A binary that cannot print its completions fails before the prefix is touched.
        let broken = base + "/broken-picker"
        #expect(
            files.createFile(
                atPath: broken, contents: Data("#!/bin/sh\nexit 3\n".utf8), attributes: [.posixPermissions: 0o755]))
        let early = try run("install", base + "/early", binary: broken)
        #expect(early.waitForExit() == 2)
        #expect(
            early.standardError
                == "install: \(broken) --generate-completion-script bash failed, so nothing was installed\n")
        #expect(!files.fileExists(atPath: base + "/early"))

        // A file where a folder must go stops the install after three files.
        let prefix = base + "/prefix"
        try files.createDirectory(atPath: prefix + "/share", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: prefix + "/share/zsh", contents: Data("mine".utf8)))
        let install = try run("install", prefix)
        #expect(install.waitForExit() != 0)
        #expect(
            install.standardError.hasSuffix(
                "install: stopped: what was installed is recorded in \(prefix)/share/picker/install-manifest; scripts/uninstall \(prefix) removes it\n"
            ))
        #expect(
            Set(contents(of: prefix).keys)
                == Set(Self.installed.prefix(3) + ["share/zsh", "share/picker/install-manifest"]))
        let recorded = try manifestLines(in: prefix)
        for path in Self.installed.prefix(3) { #expect(recorded.contains("file \(prefix)/\(path)")) }
        #expect(!recorded.contains("folder \(prefix)/share/zsh"), "a folder it did not make is not recorded")
        #expect(!recorded.contains("folder \(prefix)/share"))

        let removed = try run("uninstall", prefix)
        #expect(removed.waitForExit() == 0, "\(removed.standardError)")
        #expect(contents(of: prefix) == ["share/zsh": Data("mine".utf8)])
    }

    /// Issue 30, item 19: uninstall stopped at the first file it could not remove.
    @Test func uninstallGoesOnPastAFileItCannotRemoveAndKeepsItInTheManifest() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let prefix = base + "/prefix"
        let install = try run("install", prefix)
        #expect(install.waitForExit() == 0, "\(install.standardError)")

        // A folder where the man page was cannot be removed as a file (by root either).
        let files = FileManager.default
        let page = prefix + "/share/man/man1/picker.1"
        try files.removeItem(atPath: page)
        try files.createDirectory(atPath: page, withIntermediateDirectories: false)
        #expect(files.createFile(atPath: page + "/inside", contents: Data("mine".utf8)))
        let removed = try run("uninstall", prefix)
        #expect(removed.waitForExit() == 1)
        let reports = removed.standardError.split(separator: "\n")
        #expect(reports.count == 2, "\(reports)")
        #expect(reports.first?.hasPrefix("uninstall: cannot remove \(page): ") == true, "each failure, with its reason")
        #expect(reports.first?.lowercased().hasSuffix(": is a directory") == true)
        #expect(reports.last == "uninstall: 1 path could not be removed")
        #expect(
            contents(of: prefix).keys.sorted() == ["share/man/man1/picker.1/inside", "share/picker/install-manifest"],
            "the files after it were removed too")
        #expect(
            try manifestLines(in: prefix).filter { $0.hasPrefix("file ") } == ["file \(page)"],
            "the manifest lists what is left")

        try files.removeItem(atPath: page)
        let again = try run("uninstall", prefix)
        #expect(again.waitForExit() == 0, "\(again.standardError)")
        #expect(!files.fileExists(atPath: prefix), "the second run finishes the job")
    }

    /// Issue 30, item 19: `PREFIX//` was refused; a trailing or doubled slash names the same folder.
    @Test func aTrailingOrDoubledSlashInThePrefixNamesTheSameFolder() throws {
        let base = try E2E.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let prefix = base + "/prefix"
        let install = try run("install", base + "//prefix//")
        #expect(install.waitForExit() == 0, "\(install.standardError)")
        let manifest = try manifestLines(in: prefix)
        for path in Self.installed { #expect(manifest.contains("file \(prefix)/\(path)")) }
        #expect(!manifest.contains { $0.contains("//") })
        let removed = try run("uninstall", prefix + "/")
        #expect(removed.waitForExit() == 0, "\(removed.standardError)")
        #expect(!FileManager.default.fileExists(atPath: prefix))
    }
}
