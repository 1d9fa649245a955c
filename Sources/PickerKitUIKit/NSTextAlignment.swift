import PickerKit

/// How text sits in a label, as UIKit's.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    /// The terminal alignment (justified and natural read left to right).
    var terminal: Alignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}
