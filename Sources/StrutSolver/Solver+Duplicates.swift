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
  /// The followers of each representative, in order of addition.
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
    guard key.root < heads.count else { return nil }
    var index = heads[key.root]
    while index >= 0 {
      let entry = entries[Int(index)]
      if entry.matches(key) { return Int(entry.representative) }
      index = entry.next
    }
    return nil
  }

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

  /// The most forms one class keeps: a class has a few (a size's minimum, its preference,
  /// its intrinsic size), and the bound keeps every lookup and join O(1). A form past it is
  /// simply not merged.
  static let formsPerClass: Int32 = 16

  /// Moves the entries of root `from` to root `to`, where `from = to + offset`: each form
  /// `c·from + k` becomes `c·to + (k + c·offset)`. A form `to` already has, or one past the
  /// bound, is dropped: its constraint keeps its rows and is just not looked up again.
  private mutating func moveEntries(from: Int, to: Int, offset: Double) {
    guard from < heads.count, heads[from] >= 0 else { return }
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
      if counts[to] < Duplicates.formsPerClass && representative(for: key) == nil {
        entry.next = heads[to]
        entries[Int(index)] = entry
        heads[to] = index
        counts[to] += 1
      }
      index = next
    }
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

  /// Records `x = y + difference`; false when the two are already in one class.
  mutating func join(_ x: Int, _ y: Int, difference: Double) -> Bool {
    grow(to: max(x, y) + 1)
    let (rootX, offsetX) = find(x)
    let (rootY, offsetY) = find(y)
    guard rootX != rootY else { return false }
    // rootX = x − offsetX = y + difference − offsetX = rootY + offsetY + difference − offsetX.
    let rootXAboveRootY = offsetY + difference - offsetX
    // The root with fewer entries is the one joined to the other, so moving entries costs
    // O(n log n) over any order of joins.
    if entryCount(rootX) < entryCount(rootY) {
      parent[rootX] = rootY
      offset[rootX] = rootXAboveRootY
      moveEntries(from: rootX, to: rootY, offset: rootXAboveRootY)
    } else {
      parent[rootY] = rootX
      offset[rootY] = -rootXAboveRootY
      moveEntries(from: rootY, to: rootX, offset: -rootXAboveRootY)
    }
    return true
  }

  /// The constraint written over its class root, or nil when it is not one to merge (a
  /// required equality, or one on more or fewer than one variable).
  mutating func key(for constraint: Constraint) -> Key? {
    guard constraint.expression.terms.count == 1,
      !(constraint.priority.isRequired && constraint.relation == .equal)
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
        addErrorsToObjective(
          record.marker, record.other, level: levelIndex(for: constraint.priority), weight: 1)
        needsSolve = true
      }
      return id
    }
    let id = try addToTableau(constraint)
    if let key {
      duplicates.register(key, as: id.rawValue)
    } else if let (x, y, difference) = Duplicates.join(in: constraint),
      duplicates.join(x, y, difference: difference)
    {
      duplicates.joins.insert(id.rawValue)
    }
    return id
  }

  /// Gives every follower rows of its own, and stops merging.
  mutating func unmergeAll() throws(SolverError) {
    duplicates = Duplicates()
    duplicates.isEnabled = false
    for index in constraints.indices {
      guard let follower = constraints[index], follower.representative >= 0 else { continue }
      if !follower.constraint.priority.isRequired {
        addErrorsToObjective(
          follower.marker, follower.other, level: levelIndex(for: follower.constraint.priority),
          weight: -1)
      }
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
      || (constraint.expression.terms.count == 1
        && !(constraint.priority.isRequired && constraint.relation == .equal))
  }

  /// Removes a follower: it has no rows, only a weight in its representative's level.
  mutating func removeFollower(_ id: Int, of representative: Int) {
    guard let record = constraints[id] else { return }
    if !record.constraint.priority.isRequired {
      addErrorsToObjective(
        record.marker, record.other, level: levelIndex(for: record.constraint.priority),
        weight: -1)
    }
    duplicates.followers[representative]?.removeAll { $0 == id }
    if duplicates.followers[representative]?.isEmpty == true {
      duplicates.followers[representative] = nil
    }
    constraints[id] = nil
    needsSolve = true
  }
}
