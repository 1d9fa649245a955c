// The book's chapter-7 Pickers app, ported to the terminal: the end-to-end tests run it. Not part
// of any product.
import Chapter7
import Foundation
import PickerKit
import PickerKitUIKit

/// Runs the app on an awaited loop, so the controllers' `DispatchQueue.main` blocks run.
@MainActor
func runApp() async -> Int32 {
    let host = UIKitHost(rootViewController: MainStoryboard.instantiateInitialViewController())
    do {
        let completion: Completion = try await host.run()
        switch completion {
        case .finished: return 0
        case .interrupted: return 130
        default: return 1
        }
    } catch {
        FileHandle.standardError.write(Data("chapter7-pickers: \(error)\n".utf8))
        return 2
    }
}

exit(await runApp())
