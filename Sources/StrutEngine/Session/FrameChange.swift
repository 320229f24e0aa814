import StrutCore

extension LayoutSession {
  /// A view that moved, appeared or went away, or a content size that changed.
  public struct FrameChange: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      case added(Rect)
      case removed(Rect)
      case frame(from: Rect, to: Rect)
      case contentSize(from: Size?, to: Size?)
    }
    public var view: String
    public var kind: Kind

    public init(view: String, kind: Kind) {
      self.view = view
      self.kind = kind
    }
  }

  /// What moved between two layouts of the session, in view order. Values count as changed
  /// when they differ to two decimals, as reports print them.
  static func changes(from old: [ViewFrame], to new: [ViewFrame]) -> [FrameChange] {
    var result: [FrameChange] = []
    func differ(_ a: Double, _ b: Double) -> Bool { (a * 100).rounded() != (b * 100).rounded() }
    func differ(_ a: Rect, _ b: Rect) -> Bool {
      differ(a.x, b.x) || differ(a.y, b.y) || differ(a.width, b.width)
        || differ(a.height, b.height)
    }
    func differ(_ a: Size?, _ b: Size?) -> Bool {
      guard let a, let b else { return (a == nil) != (b == nil) }
      return differ(a.width, b.width) || differ(a.height, b.height)
    }
    // Reads the two views' rectangles only: passing the views copied each (its strings and
    // arrays retained and released), two per view of the layout at every REPL change.
    func compare(_ old: [ViewFrame], _ oldIndex: Int, _ new: [ViewFrame], _ newIndex: Int) {
      let (before, after) = (old[oldIndex].frame, new[newIndex].frame)
      if differ(before, after) {
        result.append(
          FrameChange(view: new[newIndex].name, kind: .frame(from: before, to: after)))
      }
      let (sizeBefore, sizeAfter) = (old[oldIndex].contentSize, new[newIndex].contentSize)
      if differ(sizeBefore, sizeAfter) {
        result.append(
          FrameChange(
            view: new[newIndex].name, kind: .contentSize(from: sizeBefore, to: sizeAfter)))
      }
    }
    // The same views in the same order (a changed constant, metric or screen): compared in
    // pairs, with no lookup by name.
    if old.count == new.count, old.indices.allSatisfy({ old[$0].name == new[$0].name }) {
      for index in new.indices { compare(old, index, new, index) }
      return result
    }
    let oldByName = Dictionary(
      old.indices.map { (old[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    let newNames = Set(new.map(\.name))
    for index in new.indices {
      guard let previous = oldByName[new[index].name] else {
        if !old.isEmpty || new[index].name != "root" {
          result.append(FrameChange(view: new[index].name, kind: .added(new[index].frame)))
        }
        continue
      }
      compare(old, previous, new, index)
    }
    for view in old where !newNames.contains(view.name) {
      result.append(FrameChange(view: view.name, kind: .removed(view.frame)))
    }
    return result
  }
}
