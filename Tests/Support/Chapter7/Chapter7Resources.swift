import Foundation

/// The resources the chapter-7 controllers load through `Bundle.main`: the state dictionary and
/// the slot machine's pictures.
public enum Chapter7Resources {
    /// The bundle to give `UIKitHost.resourceBundle`.
    public static var bundle: Bundle { .module }
}
