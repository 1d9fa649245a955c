import Foundation

extension Bundle {
    /// The app's bundle, as ported code asks for it: the resources a SwiftPM module ships, once
    /// ``UIKitHost/resourceBundle`` names them (`UIKitHost.resourceBundle = .module`), else
    /// Foundation's main bundle (the executable's folder). It stands in for Foundation's
    /// `Bundle.main` wherever `PickerKitUIKit` is imported, because an app's resources are not in
    /// its executable's folder under SwiftPM.
    @MainActor
    public static var main: Bundle { UIKitHost.resourceBundle ?? executableBundle }

    /// Foundation's main bundle: the folder of the running executable.
    private static var executableBundle: Bundle {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL
        return Bundle(url: executable.deletingLastPathComponent()) ?? Bundle(for: UIKitHost.self)
    }
}

extension NSDictionary {
    /// Reads a property list (XML or binary) or JSON file whose top level is a dictionary, as
    /// UIKit apps do with `NSDictionary(contentsOf:)`; nil when it cannot be read or is not a
    /// dictionary. (Foundation on Linux has it only deprecated, which a build with warnings as
    /// errors refuses.)
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        let object =
            (try? PropertyListSerialization.propertyList(from: data, format: nil))
            ?? (try? JSONSerialization.jsonObject(with: data))
        guard let dictionary = object as? [AnyHashable: Any] else { return nil }
        self.init(dictionary: dictionary)
    }
}
