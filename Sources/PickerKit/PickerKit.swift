// PickerKit is used with the terminal types (Screen, Rect, Style, InputEvent, the run loop) and
// the core values (ItemStore, DependentTree, NumberOptions, DateLocale): importing PickerKit
// brings them along, each under its one name. Their pages are the modules' own, in the combined
// documentation (`swift package generate-documentation --target PickerKit --target Terminal
// --target PickerCore --target PickerKitTesting --enable-experimental-combined-documentation`),
// which PickerKit's catalog links to: DocC does not document a re-exported module in the module
// that re-exports it, and a type alias would give each type a second name and a page without its
// members.
@_exported import PickerCore
@_exported import Terminal
