/// What a declared view is: a plain view, a label, an image, a scroll view or a layout guide.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
  case view, label, image, scroll, guide
}
