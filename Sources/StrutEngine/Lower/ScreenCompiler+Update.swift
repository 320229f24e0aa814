import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

extension ScreenCompiler {
  /// What `update(to:)` did to the live solver.
  struct UpdateCounts: Equatable {
    var added = 0, removed = 0, constantsChanged = 0
    /// Soft constraints moved to another soft priority in place (`Solver.setPriority`).
    var reprioritized = 0
    /// Seconds the solver spent editing constants and re-solving.
    var solveSeconds = 0.0
  }

  /// Follows a change on the live solver: `update(to:)`, then a re-solve, and the variables
  /// left free found again when constraints came or went (constants alone do not change
  /// them). Nil when the compiler must be rebuilt (see `update(to:)`), or when the new
  /// solution implies other adjustments than the live solver was built with (a wrapping
  /// label's height, a view's safe area, sizes held non-negative): the caller settles anew.
  mutating func follow(_ next: CheckedProgram) -> (layout: ScreenLayout, counts: UpdateCounts)? {
    guard let counts = update(to: next) else { return nil }
    return settleFollowed(counts)
  }

  /// `follow` for a program that differs from the compiler's only in the constants of the
  /// constraints at `changed` (a metric re-checked alone, a statement rewritten in place,
  /// which moved the spans after it by `shift`), or in the priorities (none of them
  /// required) of those at `reprioritized`: those constants are edited in the live solver,
  /// and those constraints moved to their new levels in place, without comparing the two
  /// programs.
  mutating func follow(
    _ next: CheckedProgram, constantsChangedAt changed: [Int], reprioritized: [Int] = [],
    shift: SpanShift? = nil
  ) -> (layout: ScreenLayout, counts: UpdateCounts)? {
    guard next.constraints.count == program.constraints.count else { return nil }
    if let shift {
      diagnostics = diagnostics.map { $0.shifted(shift) }
      screen.span = shift.apply(screen.span)
    }
    let ids = origins.ids(ofProgramConstraints: changed)
    var constants: [(ConstraintID, Double)] = []
    for (index, id) in zip(changed, ids) {
      // A constraint that is not in the solver (its condition fails here, or it conflicted)
      // has no constant to edit; it stays out, as `update(to:)` leaves it.
      guard let id else { continue }
      constants.append((id, constant(ofConstraint: index, in: next)))
    }
    program = next
    var counts = UpdateCounts()
    guard setConstants(constants, counting: &counts) else { return nil }
    for (index, id) in zip(reprioritized, origins.ids(ofProgramConstraints: reprioritized)) {
      // Not in the solver: its condition fails on this screen, and it stays out.
      guard let id else { continue }
      do {
        try solver.setPriority(id, to: Priority(next.constraints[index].priority))
      } catch {
        return nil
      }
      counts.reprioritized += 1
    }
    return settleFollowed(counts)
  }

  /// Edits the constants in the live solver with one re-solve, counting them and the time it
  /// took; false when an edit failed, which leaves the live solver where it cannot be
  /// trusted: the caller rebuilds instead.
  private mutating func setConstants(
    _ constants: [(ConstraintID, Double)], counting counts: inout UpdateCounts
  ) -> Bool {
    let start = ContinuousClock.now
    do {
      try solver.setConstants(constants)
    } catch {
      return false
    }
    counts.constantsChanged = constants.count
    let elapsed = ContinuousClock.now - start
    counts.solveSeconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return true
  }

  /// The end of `follow`: a re-solve, the adjustments checked, the report.
  private mutating func settleFollowed(
    _ counts: UpdateCounts
  ) -> (layout: ScreenLayout, counts: UpdateCounts)? {
    do {
      try solver.solve()
      if nextAdjustments() != adjustments { return nil }
      // A new priority can make values tie, or break a tie, so it is analysed again too.
      if counts.added > 0 || counts.removed > 0 || counts.reprioritized > 0 {
        undetermined = try analysedUndetermined()
      }
    } catch {
      diagnostics.append(
        Diagnostic(.solverFailure, "the solver failed: \(error)", at: SourceSpan(0, 0)))
    }
    return (reportKeepingWordings(undetermined: undetermined), counts)
  }

  /// Moves the live solver to a new program with the same views and screen: constraints that
  /// are still there stay; those whose constant alone changed are edited in place
  /// (`Solver.setConstant`, a dual-simplex re-solve); the rest are removed or added. Nil when
  /// the views, variables or screens differ: then the compiler must be rebuilt.
  mutating func update(to next: CheckedProgram) -> UpdateCounts? {
    guard sameStructure(program, next) else { return nil }
    var counts = UpdateCounts()
    // Which program constraint each solver constraint comes from.
    var idOf = [ConstraintID?](repeating: nil, count: program.constraints.count)
    let entries = origins.entries
    for (id, origin) in entries {
      if case .program(let index) = origin, idOf.indices.contains(index) { idOf[index] = id }
    }
    let nextActive = next.constraints.indices.filter {
      // A condition with no value on this screen leaves its block out, as `addAll` does.
      next.constraints[$0].condition.map { (try? $0.holds(on: screen)) ?? false } ?? true
    }
    var matched: [Int: Int] = [:]  // next index → old index
    var fresh: [Int] = []
    var edited: [(next: Int, old: Int)] = []
    // Changes keep the order of what stays (an append, an edited constant): pair up the
    // common prefix directly, and hash only what is left.
    var prefix = 0
    while prefix < active.count, prefix < nextActive.count {
      let old = program.constraints[active[prefix]]
      let new = next.constraints[nextActive[prefix]]
      guard old.relation == new.relation, old.priority == new.priority,
        old.condition == new.condition,
        old.form.count == new.form.count, sameTerms(old.form, new.form)
      else { break }
      if old.form.constant == new.form.constant {
        matched[nextActive[prefix]] = active[prefix]
      } else {
        edited.append((nextActive[prefix], active[prefix]))
      }
      prefix += 1
    }
    var unmatched: [Signature: [Int]] = [:]
    for index in active[prefix...] {
      unmatched[Signature(program.constraints[index], withConstant: true), default: []].append(
        index)
    }
    for index in nextActive[prefix...] {
      let signature = Signature(next.constraints[index], withConstant: true)
      if var candidates = unmatched[signature], !candidates.isEmpty {
        matched[index] = candidates.removeFirst()
        unmatched[signature] = candidates
      } else {
        fresh.append(index)
      }
    }
    // Same constraint but for its constant: edit it in place.
    var leftovers: [Signature: [Int]] = [:]
    for indices in unmatched.values {
      for index in indices {
        leftovers[Signature(program.constraints[index], withConstant: false), default: []].append(
          index)
      }
    }
    var added: [Int] = []
    for index in fresh {
      let signature = Signature(next.constraints[index], withConstant: false)
      if var candidates = leftovers[signature], !candidates.isEmpty {
        edited.append((index, candidates.removeFirst()))
        leftovers[signature] = candidates
      } else {
        added.append(index)
      }
    }
    program = next
    var newOrigins = OriginTable()
    for (id, origin) in entries {
      if case .program = origin { continue }
      newOrigins[id] = origin
    }
    for (index, old) in matched {
      if let id = idOf[old] {
        newOrigins[id] = .program(index)
      } else {
        added.append(index)  // it could not be added before (a conflict); try again
      }
    }
    var constants: [(ConstraintID, Double)] = []
    for (index, old) in edited {
      guard let id = idOf[old] else { continue }
      newOrigins[id] = .program(index)
      constants.append((id, constant(ofConstraint: index, in: next)))
    }
    // One re-solve for every constant that changed. A failed edit or removal leaves the live
    // solver where it cannot be trusted: the caller rebuilds instead.
    guard setConstants(constants, counting: &counts) else { return nil }
    for indices in leftovers.values {
      for old in indices {
        guard let id = idOf[old] else { continue }
        do {
          try solver.remove(id)
          counts.removed += 1
        } catch {
          return nil
        }
      }
    }
    origins = newOrigins
    diagnostics.removeAll { $0.id == .unsatisfiable || $0.id == .invalidConstraint }
    for index in added {
      add(index)
      counts.added += 1
    }
    active = nextActive
    anchorUsersOfActive = anchorUsers()
    return counts
  }

  private func sameTerms(_ a: LinearForm, _ b: LinearForm) -> Bool {
    for index in 0..<a.count
    where a.key(at: index) != b.key(at: index)
      || a.coefficient(at: index) != b.coefficient(at: index)
    {
      return false
    }
    return true
  }

  /// Two programs a live solver can move between: the same views with the same properties,
  /// the same variables and metrics of size (screens are chosen outside).
  private func sameStructure(_ a: CheckedProgram, _ b: CheckedProgram) -> Bool {
    guard a.views.count == b.views.count, a.variables == b.variables else { return false }
    for (x, y) in zip(a.views, b.views) {
      guard x.name == y.name, x.kind == y.kind, x.parent == y.parent,
        x.intrinsicWidth == y.intrinsicWidth,
        x.intrinsicHeight == y.intrinsicHeight, x.hugging == y.hugging,
        x.compression == y.compression,
        x.margins == y.margins, x.contentOffset == y.contentOffset, x.lines == y.lines,
        x.fontSize == y.fontSize, x.text == y.text, x.isHidden == y.isHidden,
        x.insetsLayoutMarginsFromSafeArea == y.insetsLayoutMarginsFromSafeArea,
        x.preservesSuperviewLayoutMargins == y.preservesSuperviewLayoutMargins
      else { return false }
    }
    return true
  }

  /// What makes two checked constraints the same one, with or without their constant.
  struct Signature: Hashable {
    var form: LinearForm
    var relation: Relation
    var priority: Double
    var condition: ScreenCondition?

    init(_ constraint: CheckedConstraint, withConstant: Bool) {
      form = constraint.form
      if !withConstant { form.constant = 0 }
      relation = constraint.relation
      priority = constraint.priority
      condition = constraint.condition
    }
  }

  /// The constant of a constraint of `next` as this screen lowers it (its direction's).
  func constant(ofConstraint index: Int, in next: CheckedProgram) -> Double {
    let rightToLeft = Self.isRightToLeft(
      next.constraints[index].origin, views: next.views, screen: screen)
    return expression(next.constraints[index].form, rightToLeft: rightToLeft).constant
  }
}
