/// Duplicate constraints, merged before they reach the tableau.
///
/// Layouts repeat themselves: a column of cells whose widths are made equal, each cell with
/// the same `width == 100 @750` or `width >= 10`. Once the equalities are substituted, those
/// constraints are one constraint written k times. In the tableau each copy is a row of its
/// own over the same parametric symbol, every pivot on that symbol substitutes into all k
/// rows, and the k rows tie at every ratio test, so the simplex takes O(k) degenerate pivots
/// per column: a 100 × 100 grid spent 80% of its 14 seconds there.
///
/// So the solver keeps the classes of variables that required equalities of the form
/// `a·x − a·y + c == 0` make equal up to an offset (a union-find with offsets), and writes
/// each inequality and soft constraint on one variable over its class's first variable. A constraint whose
/// rewritten form, relation and priority match an earlier one's is that constraint again:
/// - required, it is implied by the earlier one and adds nothing;
/// - soft, it costs what the earlier one costs, so the earlier one's errors weigh one more
///   in their level (within a level the solver minimises the sum of the errors: k copies of
///   `|f|` are `k·|f|`).
/// Either way it never enters the tableau: it is a *follower* of the earlier constraint, its
/// *representative*. Values, the optimum and every level's cost are unchanged; explanations
/// and conflict sets name the representative (the first of the copies added).
///
/// A join can also make copies of constraints already in the tableau: `w2 >= 10` added
/// before `w2 == w1` is `w1 >= 10` again once the equality holds. A required inequality
/// among them (the later one) then leaves the tableau and follows the earlier one
/// (`mergeCopies`), its rows taken out before the equality goes in where that can be done
/// exactly and cheaply, so that the equality stays a short row.
///
/// The equivalence rests on the equalities and on the constants as they are. Removing or
/// re-valuing a constraint that took part — an equality that joined two classes, a
/// representative, a follower — first gives every follower its own rows (`unmergeAll`), and
/// merging stops for the rest of the solver's life: edits then cost what they cost without
/// it. Edit constraints are never merged.
struct Duplicates: Sendable {
  /// False once a change has made merging unsafe.
  var isEnabled = true
  /// By variable index: the variable this one was joined to (itself for a class's root) and
  /// how far it lies above it (`x = parent + offset`).
  var parent: [Int] = []
  var offset: [Double] = []
  /// The representatives, listed by class root: by variable index, the first entry of the
  /// class it is the root of (-1 for none), and the entries, each linked to the next. A
  /// representative is the first constraint added with its rewritten form; one removed since
  /// is skipped (its record is gone). Lists rather than a hash table: every one-variable
  /// constraint is looked up, and a class has few forms.
  var heads: [Int32] = []
  /// By variable index: how many entries the class it is the root of holds.
  var counts: [Int32] = []
  var entries: [Entry] = []
  /// The followers of each representative (in no particular order).
  var followers: [Int: [Int]] = [:]
  /// The required equalities that joined two classes.
  var joins: Set<Int> = []

  /// A constraint on one variable, `coefficient·root + constant (relation) 0`, over its
  /// class's root. Constraints on more than one variable are not merged: layouts repeat the
  /// one-variable kind (sizes and their preferences), and a fixed-size key keeps the cost of
  /// looking every constraint up small.
  struct Key: Sendable {
    var root: Int
    var coefficient: Double
    var constant: Double
    var relation: Constraint.Relation
    var priority: Double
  }

  /// A registered form, without its root (the list it is in says that): 40 bytes.
  struct Entry: Sendable {
    var coefficient: Double
    var constant: Double
    var priority: Double
    var representative: Int32
    var next: Int32
    var relation: Constraint.Relation

    func matches(_ key: Key) -> Bool {
      coefficient == key.coefficient && constant == key.constant && relation == key.relation
        && priority == key.priority
    }
  }

  /// The representative registered with `key`, if any.
  func representative(for key: Key) -> Int? {
    entryIndex(for: key).map { Int(entries[Int($0)].representative) }
  }

  /// The entry registered with `key`, if any.
  private func entryIndex(for key: Key) -> Int32? {
    guard key.root < heads.count else { return nil }
    var index = heads[key.root]
    while index >= 0 {
      let entry = entries[Int(index)]
      if entry.matches(key) { return index }
      index = entry.next
    }
    return nil
  }

  /// Two representatives that a join showed to be copies of each other: the entry kept for
  /// their form, and the representative of the entry dropped.
  struct Copies: Sendable {
    var kept: Int32
    var dropped: Int
  }

  /// Names `representative` in entry `index` (a copy that became the earlier one's follower
  /// leaves the entry to the earlier one).
  mutating func setRepresentative(of index: Int32, to representative: Int) {
    guard representative <= Int32.max else { return }
    entries[Int(index)].representative = Int32(representative)
  }

  func representative(of index: Int32) -> Int { Int(entries[Int(index)].representative) }

  mutating func register(_ key: Key, as representative: Int) {
    while heads.count <= key.root {
      heads.append(-1)
      counts.append(0)
    }
    guard counts[key.root] < Duplicates.formsPerClass, representative <= Int32.max else { return }
    entries.append(
      Entry(
        coefficient: key.coefficient, constant: key.constant, priority: key.priority,
        representative: Int32(representative), next: heads[key.root],
        relation: key.relation))
    heads[key.root] = Int32(entries.count - 1)
    counts[key.root] += 1
  }

  /// Gives the entry that names `representative` under `key` a new priority (its
  /// constraint's priority changed). Nothing when the class kept no entry for it.
  mutating func reprioritize(_ key: Key, representative: Int, to priority: Double) {
    guard key.root < heads.count else { return }
    var index = heads[key.root]
    while index >= 0 {
      let entry = entries[Int(index)]
      if entry.matches(key) && Int(entry.representative) == representative {
        entries[Int(index)].priority = priority
        return
      }
      index = entry.next
    }
  }

  /// The most forms one class keeps: a class has a few (a size's minimum, its preference,
  /// its intrinsic size), and the bound keeps every lookup and join O(1). A form past it is
  /// simply not merged.
  static let formsPerClass: Int32 = 16

  /// Moves the entries of root `from` to root `to`, where `from = to + offset`: each form
  /// `c·from + k` becomes `c·to + (k + c·offset)`. A form `to` already has, or one past the
  /// bound, is dropped: its constraint keeps its rows and is just not looked up again. The
  /// forms `to` already had are returned, with the entry kept for each.
  private mutating func moveEntries(from: Int, to: Int, offset: Double) -> [Copies] {
    guard from < heads.count, heads[from] >= 0 else { return [] }
    var copies: [Copies] = []
    while heads.count <= to {
      heads.append(-1)
      counts.append(0)
    }
    var index = heads[from]
    heads[from] = -1
    counts[from] = 0
    while index >= 0 {
      var entry = entries[Int(index)]
      let next = entry.next
      entry.constant += entry.coefficient * offset
      let key = Key(
        root: to, coefficient: entry.coefficient, constant: entry.constant,
        relation: entry.relation, priority: entry.priority)
      if let kept = entryIndex(for: key) {
        copies.append(Copies(kept: kept, dropped: Int(entry.representative)))
      } else if counts[to] < Duplicates.formsPerClass {
        entry.next = heads[to]
        entries[Int(index)] = entry
        heads[to] = index
        counts[to] += 1
      }
      index = next
    }
    return copies
  }

  /// How many entries a class root holds (the smaller class's entries are the ones moved).
  private func entryCount(_ root: Int) -> Int32 {
    root < counts.count ? counts[root] : 0
  }

  mutating func grow(to count: Int) {
    while parent.count < count {
      parent.append(parent.count)
      offset.append(0)
    }
  }

  /// The class root of `variable` and the variable's offset above it; compresses the path.
  mutating func find(_ variable: Int) -> (root: Int, offset: Double) {
    guard variable < parent.count else { return (variable, 0) }
    var root = variable
    var total = 0.0
    while parent[root] != root {
      total += offset[root]
      root = parent[root]
    }
    // Path compression: point every variable on the path at the root, with its full offset.
    var node = variable
    var remaining = total
    while parent[node] != root && parent[node] != node {
      let next = parent[node]
      let step = offset[node]
      parent[node] = root
      offset[node] = remaining
      remaining -= step
      node = next
    }
    return (root, total)
  }

  /// Records `x = y + difference`; nil when the two are already in one class, else the
  /// representatives the join made copies of each other.
  mutating func join(_ x: Int, _ y: Int, difference: Double) -> [Copies]? {
    grow(to: max(x, y) + 1)
    let (rootX, offsetX) = find(x)
    let (rootY, offsetY) = find(y)
    guard rootX != rootY else { return nil }
    // rootX = x − offsetX = y + difference − offsetX = rootY + offsetY + difference − offsetX.
    let (from, to, fromAboveTo) = direction(
      rootX, rootY, rootXAboveRootY: offsetY + difference - offsetX)
    parent[from] = to
    offset[from] = fromAboveTo
    return moveEntries(from: from, to: to, offset: fromAboveTo)
  }

  /// Which root a join hangs under which: the one with fewer entries is joined to the other,
  /// so moving entries costs O(n log n) over any order of joins.
  private func direction(_ rootX: Int, _ rootY: Int, rootXAboveRootY: Double) -> (
    from: Int, to: Int, fromAboveTo: Double
  ) {
    entryCount(rootX) < entryCount(rootY)
      ? (rootX, rootY, rootXAboveRootY) : (rootY, rootX, -rootXAboveRootY)
  }

  /// The pairs of representatives (earlier, later) that joining `x = y + difference` would
  /// make copies of each other, found without joining.
  mutating func copies(joining x: Int, _ y: Int, difference: Double) -> [(earlier: Int, later: Int)]
  {
    grow(to: max(x, y) + 1)
    let (rootX, offsetX) = find(x)
    let (rootY, offsetY) = find(y)
    guard rootX != rootY else { return [] }
    let (from, to, fromAboveTo) = direction(
      rootX, rootY, rootXAboveRootY: offsetY + difference - offsetX)
    guard from < heads.count else { return [] }
    var pairs: [(earlier: Int, later: Int)] = []
    var index = heads[from]
    while index >= 0 {
      let entry = entries[Int(index)]
      let key = Key(
        root: to, coefficient: entry.coefficient,
        constant: entry.constant + entry.coefficient * fromAboveTo, relation: entry.relation,
        priority: entry.priority)
      if let kept = representative(for: key) {
        let moved = Int(entry.representative)
        pairs.append((min(kept, moved), max(kept, moved)))
      }
      index = entry.next
    }
    return pairs
  }

  /// The constraint written over its class root, or nil when it is not one to merge (a
  /// required equality, or one on more or fewer than one variable).
  mutating func key(for constraint: Constraint) -> Key? {
    guard constraint.expression.terms.count == 1,
      !(constraint.priority.isRequired && constraint.relation == .equal),
      constraint.belowPriority == nil  // its two errors weigh at two levels: never merged
    else { return nil }
    let term = constraint.expression.terms[0]
    guard term.coefficient != 0 else { return nil }
    let (root, offset) = find(term.variable.index)
    return Key(
      root: root, coefficient: term.coefficient,
      constant: constraint.expression.constant + term.coefficient * offset,
      relation: constraint.relation, priority: constraint.priority.value)
  }

  /// The variables `x` and `y` and the difference `x − y` a required equality
  /// `a·x − a·y + c == 0` fixes, or nil for any other constraint.
  static func join(in constraint: Constraint) -> (x: Int, y: Int, difference: Double)? {
    let terms = constraint.expression.terms
    guard constraint.priority.isRequired, constraint.relation == .equal, terms.count == 2,
      terms[0].variable != terms[1].variable, terms[0].coefficient != 0,
      terms[0].coefficient == -terms[1].coefficient
    else { return nil }
    let difference = -constraint.expression.constant / terms[0].coefficient
    guard difference.isFinite else { return nil }
    return (terms[0].variable.index, terms[1].variable.index, difference)
  }
}

extension Solver {
  /// Adds a constraint, merging it into an earlier copy of itself when it is one (see
  /// `Duplicates`).
  mutating func addMerging(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    guard duplicates.isEnabled else { return try addToTableau(constraint) }
    let key = duplicates.key(for: constraint)
    if let key, let representative = duplicates.representative(for: key),
      let record = constraints[representative]
    {
      let id = ConstraintID(rawValue: constraints.count)
      constraints.append(
        ConstraintRecord(
          constraint: constraint, marker: record.marker, other: record.other,
          representative: representative))
      duplicates.followers[representative, default: []].append(id.rawValue)
      if !constraint.priority.isRequired {
        weighErrors(of: constraint, record.marker, record.other, weight: 1)
        needsSolve = true
      }
      return id
    }
    // A join that will make a bound a copy of an earlier one: the copy's rows come out
    // first, so that the equality is added as a short row of its own (see `mergeCopies`).
    let join = key == nil ? Duplicates.join(in: constraint) : nil
    var takenOut: [Int] = []
    if let (x, y, difference) = join {
      for (earlier, later) in duplicates.copies(joining: x, y, difference: difference)
      where canFollow(later, earlier) && takeOutRows(of: later) {
        takenOut.append(later)
      }
    }
    let id: ConstraintID
    do {
      id = try addToTableau(constraint)
    } catch {
      // Refused: the copies held together with everything else before, so they go back.
      restoreRows(of: takenOut)
      throw error
    }
    if let key {
      duplicates.register(key, as: id.rawValue)
    } else if let (x, y, difference) = join,
      let copies = duplicates.join(x, y, difference: difference)
    {
      duplicates.joins.insert(id.rawValue)
      for copy in copies { mergeCopies(copy, rowsTakenOut: takenOut) }
    }
    // Every copy taken out follows its earlier one now; one that does not (which the join's
    // own pairing rules out) gets its rows back rather than being lost.
    restoreRows(of: takenOut.filter { constraints[$0]?.representative == -1 })
    return id
  }

  /// Gives constraints whose rows were taken out their rows again. They held together with
  /// everything in the tableau before, so adding them cannot be refused.
  private mutating func restoreRows(of ids: [Int]) {
    for id in ids {
      if let record = constraints[id] {
        _ = try? addToTableau(record.constraint, as: ConstraintID(rawValue: id))
      }
    }
  }

  /// Whether constraint `later` may become the follower of `earlier`, a copy of it: both are
  /// in the solver with rows of their own, and `later` is a required inequality (its rows are
  /// one slack's) that no other constraint follows.
  private func canFollow(_ later: Int, _ earlier: Int) -> Bool {
    guard earlier != later, let first = constraints[earlier], let record = constraints[later]
    else { return false }
    return first.representative < 0 && record.representative < 0
      && record.constraint.priority.isRequired && record.constraint.relation != .equal
      && duplicates.followers[later] == nil
  }

  /// Two constraints a join has made copies of each other, each with rows of its own: the
  /// later one, when it is a required inequality, becomes the earlier one's follower. A size
  /// bounded below before the equality that ties it to another's (`w2 >= 10`, then
  /// `w2 == w1`) is such a copy. Left in, its slack would be solved for through the equality
  /// and carry, in its row or in the size's, the earlier size's whole definition: a 100 ×
  /// 100 grid spent most of its time substituting into those rows.
  ///
  /// `rowsTakenOut` are the copies whose rows came out before the join was added; any other
  /// copy's rows come out now, if they can (`takeOutRows`).
  private mutating func mergeCopies(_ copies: Duplicates.Copies, rowsTakenOut: [Int]) {
    let kept = duplicates.representative(of: copies.kept)
    let (earlier, later) = (min(kept, copies.dropped), max(kept, copies.dropped))
    let isOut = rowsTakenOut.contains(later)
    guard canFollow(later, earlier), isOut || takeOutRows(of: later),
      let first = constraints[earlier], let record = constraints[later]
    else { return }
    constraints[later] = ConstraintRecord(
      constraint: record.constraint, marker: first.marker, other: first.other,
      representative: earlier)
    duplicates.followers[earlier, default: []].append(later)
    duplicates.setRepresentative(of: copies.kept, to: earlier)
  }

  /// Takes a required inequality's rows out of the tableau as `remove` does, without reducing
  /// every lazy row first; false, changing nothing, when that cannot be done cheaply. The
  /// slack is made basic through the row the marker-leaving ratio test picks, so every row
  /// stays feasible, and its expression is substituted into every row that names it, lazy
  /// rows too. That expression must be over parameters only: a restricted row's always is; a
  /// lazy definition's (`w2 = 10 + slack`, the slack named nowhere else) is when it names no
  /// other definition, and then the defined variable becomes a parameter.
  private mutating func takeOutRows(of id: Int) -> Bool {
    guard let record = constraints[id] else { return false }
    let slack = record.marker
    if tableau.isBasic(slack) {
      let row = tableau.takeRow(slack)
      tableau.substitute(slack, row, lazyRowsToo: true)
    } else if let leaving = markerLeavingRow(slack) {
      var row = tableau.row(of: leaving)
      row.solve(for: slack, replacing: leaving)
      if tableau.kinds[leaving.index] == .external,
        row.firstSymbol(where: { tableau.isBasic($0) && $0 != leaving }) != nil
      {
        return false
      }
      _ = tableau.takeRow(leaving)
      tableau.substitute(slack, row, lazyRowsToo: true)
    }
    tableau.erase(slack)
    markerOwners[slack.index] = -1
    definitionOrderCache = nil
    evaluationCache = nil
    return true
  }

  /// Gives every follower rows of its own, and stops merging.
  mutating func unmergeAll() throws(SolverError) {
    duplicates = Duplicates()
    duplicates.isEnabled = false
    for index in constraints.indices {
      guard let follower = constraints[index], follower.representative >= 0 else { continue }
      weighErrors(of: follower.constraint, follower.marker, follower.other, weight: -1)
      _ = try addToTableau(follower.constraint, as: ConstraintID(rawValue: index))
    }
  }

  /// Whether changing constraint `id`'s constant would break a merge, made or to come: it
  /// joined two classes, has followers or is one, or may be looked up as a representative.
  func constantTakesPart(_ id: Int) -> Bool {
    guard duplicates.isEnabled, let record = constraints[id] else { return false }
    let constraint = record.constraint
    return record.representative >= 0 || duplicates.joins.contains(id)
      || duplicates.followers[id] != nil
      || (constraint.expression.terms.count == 1 && constraint.belowPriority == nil
        && !(constraint.priority.isRequired && constraint.relation == .equal))
  }

  /// Removes a follower: it has no rows, only a weight in its representative's level.
  mutating func removeFollower(_ id: Int, of representative: Int) {
    guard let record = constraints[id] else { return }
    weighErrors(of: record.constraint, record.marker, record.other, weight: -1)
    duplicates.followers[representative]?.removeAll { $0 == id }
    if duplicates.followers[representative]?.isEmpty == true {
      duplicates.followers[representative] = nil
    }
    constraints[id] = nil
    needsSolve = true
  }
}
