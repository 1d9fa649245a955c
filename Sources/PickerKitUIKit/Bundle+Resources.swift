import Foundation

// An iOS app finds its resources in its main bundle. Under SwiftPM they sit in a bundle per module
// beside the executable (`*.resources` on Linux, `*.bundle` on macOS), so ported code that asks
// `Bundle.main` for a resource would get nil. These lookups find them there without being told
// where, before the first controller is made.
//
// They take the resource's name as `String` (Foundation's take `String?`), so a call with a name —
// as ported code writes it — prefers them to Foundation's even in a file that also imports
// Foundation.
extension Bundle {
    /// The URL of the resource `name` with extension `ext`, or nil. Asked of the main bundle, it
    /// is also looked for in every resource bundle beside the executable, in the order of their
    /// names; asked of another bundle, it is Foundation's lookup.
    public func url(forResource name: String, withExtension ext: String?) -> URL? {
        if let found = url(forResource: name, withExtension: ext, subdirectory: nil) { return found }
        guard AppResources.isMain(self) else { return nil }
        return AppResources.bundles.lazy.compactMap { $0.url(forResource: name, withExtension: ext, subdirectory: nil) }
            .first
    }

    /// The path of the resource `name` of type `ext`, or nil; found as
    /// ``url(forResource:withExtension:)`` finds it.
    public func path(forResource name: String, ofType ext: String?) -> String? {
        if let found = path(forResource: name, ofType: ext, inDirectory: nil) { return found }
        guard AppResources.isMain(self) else { return nil }
        return AppResources.bundles.lazy.compactMap { $0.path(forResource: name, ofType: ext, inDirectory: nil) }.first
    }
}

/// Where the app's resources are: the executable's folder and the resource bundles beside it.
enum AppResources {
    /// The folders that hold the app's resource bundles: the main bundle's (the executable's
    /// folder) and, where this library sits in another bundle (a test bundle), that bundle's
    /// folder.
    static let folders: [URL] = {
        var folders = [Bundle.main.bundleURL.standardizedFileURL]
        let library = Bundle(for: UIKitHost.self).bundleURL.standardizedFileURL
        let inBundle = !library.pathExtension.isEmpty  // a test bundle, an app bundle
        for folder in [library] + (inBundle ? [library.deletingLastPathComponent()] : [])
        where !folders.contains(folder) {
            folders.append(folder)
        }
        return folders
    }()

    /// The resource bundles in those folders, by name.
    static let bundles: [Bundle] = folders.flatMap { folder in
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return entries.filter { ["resources", "bundle"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { Bundle(url: $0) }
    }

    /// Whether `bundle` is the app's main bundle.
    static func isMain(_ bundle: Bundle) -> Bool {
        bundle === Bundle.main || bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
    }
}

// Foundation on Linux has these four initializers only deprecated, which a build with warnings as
// errors refuses. These stand in for them where `PickerKitUIKit` is imported; in a file that also
// imports Foundation itself Foundation's are taken (with its warning), so a port drops that import.
extension NSDictionary {
    /// Reads a property list (XML or binary) or JSON file whose top level is a dictionary, as
    /// UIKit apps do with `NSDictionary(contentsOf:)`; nil when it cannot be read or is not a
    /// dictionary.
    @_disfavoredOverload
    public convenience init?(contentsOf url: URL) {
        guard let dictionary = PropertyListFile.read(url) as? [AnyHashable: Any] else { return nil }
        self.init(dictionary: dictionary)
    }

    /// Reads the dictionary in the file at `path`, as ``init(contentsOf:)`` does (without the
    /// deprecation Foundation on Linux gives it).
    @_disfavoredOverload
    public convenience init?(contentsOfFile path: String) {
        self.init(contentsOf: URL(fileURLWithPath: path))
    }
}

extension NSArray {
    /// Reads a property list (XML or binary) or JSON file whose top level is an array, as UIKit
    /// apps do with `NSArray(contentsOf:)`; nil when it cannot be read or is not an array.
    @_disfavoredOverload
    public convenience init?(contentsOf url: URL) {
        guard let array = PropertyListFile.read(url) as? [Any] else { return nil }
        self.init(array: array)
    }

    /// Reads the array in the file at `path`, as ``init(contentsOf:)`` does.
    @_disfavoredOverload
    public convenience init?(contentsOfFile path: String) {
        self.init(contentsOf: URL(fileURLWithPath: path))
    }
}

/// Reads a property list or JSON file.
enum PropertyListFile {
    /// The top-level object of the file, or nil when it cannot be read or parsed.
    static func read(_ url: URL) -> Any? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil))
            ?? (try? JSONSerialization.jsonObject(with: data))
    }
}
