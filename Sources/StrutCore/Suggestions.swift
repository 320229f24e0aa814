/// "Did you mean": the declared name nearest to a misspelt one, worded in one place.
public struct Suggestion: Hashable, Sendable {
  /// The candidate to suggest.
  public var word: String

  /// The candidate nearest to `word`, or nil when none is close enough to be a typo.
  public init?(for word: String, among candidates: [String]) {
    guard let match = closestMatch(to: word, in: candidates) else { return nil }
    self.word = match
  }

  /// As a diagnostic's help line: `did you mean 'third'?`.
  public var help: String { "did you mean '\(word)'?" }

  /// Appended to a one-line message: `no metric named 'gpa'; did you mean 'gap'?`.
  public static func appending(_ suggestion: Suggestion?, to message: String) -> String {
    guard let suggestion else { return message }
    return message + "; " + suggestion.help
  }
}

/// The candidate nearest to `word` by edit distance, if it is close enough to be a typo.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
  // One- and two-letter names get no suggestion unless only their case differs.
  let limit = min(3, (word.count + 1) / 3)
  var best: (String, Int)?
  for candidate in candidates.sorted() {
    let distance = editDistance(word.lowercased(), candidate.lowercased())
    if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
  }
  return best?.0
}

/// Edit distance counting a swap of neighbouring characters as one edit (optimal string
/// alignment), so that 'thrid' is one edit from 'third'.
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { table[i][0] = i }
  for j in 0...b.count { table[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
      }
    }
  }
  return table[a.count][b.count]
}
