// PickerKit is used with the terminal types (Screen, Rect, Style, InputEvent) and the core models
// (WheelModel, ItemStore): importing PickerKit brings them along.
@_exported import PickerCore
@_exported import Terminal
