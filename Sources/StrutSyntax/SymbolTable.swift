import StrutCore

/// Interned names: every distinct identifier in a file gets a small integer, its symbol, so
/// that later stages look names up by index instead of hashing strings. The parser interns
/// each identifier as it reads it (one hash of its bytes); `Name.symbol` carries the result.
public struct SymbolTable: Sendable {
  /// The text of each symbol.
  public private(set) var names: [String] = []
  /// UTF-8 bytes of every name, one after another; `ends[i]` is where symbol i's end.
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  /// Open addressing: a symbol + 1 in each used slot, 0 in free ones; the count is a power of 2.
  private var slots: [Int32] = Array(repeating: 0, count: 256)
  /// Where the hash starts, chosen at random per table, so that no file can be written to
  /// make its names collide (symbols are numbered in order of appearance, so the seed never
  /// shows in any result).
  private let seed = UInt64.random(in: 1...UInt64.max)

  public init() {}

  public var count: Int { names.count }

  /// The symbol for `text`, adding it if it is new.
  public mutating func intern(_ text: String) -> Int32 {
    var text = text
    return text.withUTF8 { intern($0) }
  }

  /// The symbol for these bytes (UTF-8), adding it if it is new.
  public mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> Int32 {
    var slot = hash(name) & (slots.count - 1)
    // Probed through the arrays' storage in place (subscripting the three arrays, each
    // checked, was most of the cost of interning a name the table already holds).
    let found = slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { stored in
        ends.withUnsafeBufferPointer { ends -> Int32? in
          let mask = slots.count - 1
          while slots[slot] != 0 {
            let symbol = Int(slots[slot] - 1)
            let start = symbol == 0 ? 0 : ends[symbol - 1]
            if ends[symbol] - start == name.count {
              var index = 0
              while index < name.count, stored[start + index] == name[index] { index += 1 }
              if index == name.count { return Int32(symbol) }
            }
            slot = (slot + 1) & mask
          }
          return nil
        }
      }
    }
    if let found { return found }
    let symbol = Int32(names.count)
    names.append(String(decoding: name, as: UTF8.self))
    bytes.append(contentsOf: name)
    ends.append(bytes.count)
    slots[slot] = symbol + 1
    if names.count * 2 > slots.count { grow() }
    return symbol
  }

  /// The symbol for `text` if it has been interned.
  public func lookup(_ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { name in
      var slot = hash(name) & (slots.count - 1)
      while slots[slot] != 0 {
        let symbol = Int(slots[slot] - 1)
        if matches(symbol, name) { return Int32(symbol) }
        slot = (slot + 1) & (slots.count - 1)
      }
      return nil
    }
  }

  private func matches(_ symbol: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = symbol == 0 ? 0 : ends[symbol - 1]
    guard ends[symbol] - start == name.count else { return false }
    for index in 0..<name.count where bytes[start + index] != name[index] { return false }
    return true
  }

  private mutating func grow() {
    var grown = [Int32](repeating: 0, count: slots.count * 2)
    let mask = grown.count - 1
    bytes.withUnsafeBufferPointer { all in
      for symbol in 0..<names.count {
        let start = symbol == 0 ? 0 : ends[symbol - 1]
        var slot = hash(UnsafeBufferPointer(rebasing: all[start..<ends[symbol]])) & mask
        while grown[slot] != 0 { slot = (slot + 1) & mask }
        grown[slot] = Int32(symbol + 1)
      }
    }
    slots = grown
  }

  /// FNV-1a from a random start: fast on short names.
  private func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = seed
    for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
