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
  /// Open addressing; the count is a power of 2. A slot holds its name's length and first
  /// eight bytes beside the symbol, so that a name of eight bytes or fewer is found in the
  /// slot alone: a large file's table is megabytes, and reading the name's end and bytes
  /// elsewhere was two more cache misses for every identifier.
  private var slots = [Slot](repeating: Slot(), count: 256)

  private struct Slot {
    /// The symbol + 1; 0 in a free slot.
    var symbolPlusOne: Int32 = 0
    var count: UInt32 = 0
    /// `SymbolTable.word` of the name.
    var prefix: UInt64 = 0
  }
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
    let prefix = name.baseAddress.map { SymbolTable.word($0, name.count) } ?? 0
    var slot = hash(name, prefix: prefix) & (slots.count - 1)
    // Probed through the arrays' storage in place (subscripting the arrays, each checked,
    // was most of the cost of interning a name the table already holds).
    let found = slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { stored in
        ends.withUnsafeBufferPointer { ends -> Int32? in
          let mask = slots.count - 1
          while slots[slot].symbolPlusOne != 0 {
            if slots[slot].count == UInt32(truncatingIfNeeded: name.count),
              slots[slot].prefix == prefix
            {
              let symbol = Int(slots[slot].symbolPlusOne - 1)
              if name.count <= 8 { return Int32(symbol) }
              let start = symbol == 0 ? 0 : ends[symbol - 1]
              if SymbolTable.equal(
                UnsafeBufferPointer(rebasing: stored[start..<ends[symbol]]), name)
              {
                return Int32(symbol)
              }
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
    slots[slot] = Slot(
      symbolPlusOne: symbol + 1, count: UInt32(truncatingIfNeeded: name.count), prefix: prefix)
    if names.count * 2 > slots.count { grow() }
    return symbol
  }

  /// The symbol for `text` if it has been interned.
  public func lookup(_ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { name in
      let prefix = name.baseAddress.map { SymbolTable.word($0, name.count) } ?? 0
      var slot = hash(name, prefix: prefix) & (slots.count - 1)
      while slots[slot].symbolPlusOne != 0 {
        let symbol = Int(slots[slot].symbolPlusOne - 1)
        if matches(symbol, name) { return Int32(symbol) }
        slot = (slot + 1) & (slots.count - 1)
      }
      return nil
    }
  }

  private func matches(_ symbol: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = symbol == 0 ? 0 : ends[symbol - 1]
    guard ends[symbol] - start == name.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      SymbolTable.equal(UnsafeBufferPointer(rebasing: stored[start..<ends[symbol]]), name)
    }
  }

  /// Whether two byte runs of the same length hold the same bytes.
  @inline(__always)
  private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard a.count == b.count, let left = a.baseAddress, let right = b.baseAddress else {
      return a.count == b.count
    }
    return word(left, a.count) == word(right, b.count)
      && (a.count <= 8 || memoryEqual(left + 8, right + 8, a.count - 8))
  }

  private static func memoryEqual(
    _ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int
  ) -> Bool {
    var offset = 0
    while offset + 8 <= count {
      if UnsafeRawPointer(left).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != UnsafeRawPointer(right).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < count {
      if left[offset] != right[offset] { return false }
      offset += 1
    }
    return true
  }

  /// The first eight bytes of a run (all of a shorter one, read in at most two loads that
  /// may overlap): for runs of one length, different first bytes give different words.
  @inline(__always)
  static func word(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
    let raw = UnsafeRawPointer(base)
    if count >= 8 { return raw.loadUnaligned(as: UInt64.self) }
    if count >= 4 {
      return UInt64(raw.loadUnaligned(as: UInt32.self)) << 32
        | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
    }
    if count == 0 { return 0 }
    return UInt64(base[0]) << 16 | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1])
  }

  private mutating func grow() {
    var grown = [Slot](repeating: Slot(), count: slots.count * 2)
    let mask = grown.count - 1
    bytes.withUnsafeBufferPointer { all in
      for symbol in 0..<names.count {
        let start = symbol == 0 ? 0 : ends[symbol - 1]
        let name = UnsafeBufferPointer(rebasing: all[start..<ends[symbol]])
        let prefix = name.baseAddress.map { SymbolTable.word($0, name.count) } ?? 0
        var slot = hash(name, prefix: prefix) & mask
        while grown[slot].symbolPlusOne != 0 { slot = (slot + 1) & mask }
        grown[slot] = Slot(
          symbolPlusOne: Int32(symbol + 1), count: UInt32(truncatingIfNeeded: name.count),
          prefix: prefix)
      }
    }
    slots = grown
  }

  /// A multiply-xor hash from a random start and the length, eight bytes a step (names
  /// are mostly 4 to 12 bytes; FNV-1a's byte a step was half the cost of interning one).
  @inline(__always)
  private func hash(_ name: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Int {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = seed ^ UInt64(name.count)
    if let base = name.baseAddress {
      hash = (hash ^ prefix) &* multiplier
      var offset = 8
      while offset < name.count {
        let rest = name.count - offset
        let chunk = SymbolTable.word(base + offset, min(rest, 8))
        hash = ((hash ^ (hash >> 32)) ^ chunk) &* multiplier
        offset += 8
      }
    }
    // A product's low bits depend only on its factors' low bits: the table indexes with
    // low bits, so they are mixed from all 64 (MurmurHash3's finaliser).
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return Int(truncatingIfNeeded: hash)
  }
}
