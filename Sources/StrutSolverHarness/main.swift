// Solves the systems that Oracle/solver_oracle.py writes and prints what Strut's solver found,
// one JSON object per system, so the script can compare them with its own LP solutions.
//
// Input (stdin): {"systems": [{"variables": N, "constraints": [{"terms": [[var, coef], ...],
//   "constant": c, "relation": "==" | "<=" | ">=", "priority": p[, "below_priority": q]}, ...]},
//   ...]} (a `below_priority` prices a soft equality's lower side apart: `Constraint.belowPriority`)
// Output (stdout): one line per system: {"accepted": [bool per constraint],
//   "conflicts": [[indices] or null per constraint], "values": [...], "undetermined": [...]}
import Foundation
import StrutSolver

struct Input: Decodable {
  struct System: Decodable {
    var variables: Int
    var constraints: [ConstraintInput]
    /// Constraints to remove (by index) once all are added.
    var remove: [Int]?
    /// Edit variables, each suggested its values in turn after the first solve.
    var edits: [EditInput]?
  }
  struct EditInput: Decodable {
    var variable: Int
    var priority: Double
    var values: [Double]
  }
  struct ConstraintInput: Decodable {
    var terms: [[Double]]
    var constant: Double
    var relation: String
    var priority: Double
    /// A soft equality's lower side priced apart (`Constraint.belowPriority`).
    var belowPriority: Double?

    enum CodingKeys: String, CodingKey {
      case terms, constant, relation, priority
      case belowPriority = "below_priority"
    }
  }
  var systems: [System]
}

struct Output: Encodable {
  var accepted: [Bool]
  var conflicts: [[Int]?]
  var values: [Double]
  var undetermined: [Int]
  var error: String?
}

func solve(_ system: Input.System) -> Output {
  var solver = Solver()
  let variables = (0..<system.variables).map { solver.makeVariable(named: "x\($0)") }
  var output = Output(accepted: [], conflicts: [], values: [], undetermined: [])
  var indexOfID: [ConstraintID: Int] = [:]
  for (index, input) in system.constraints.enumerated() {
    let terms = input.terms.map { Term(variables[Int($0[0])], $0[1]) }
    let relation = Constraint.Relation(rawValue: input.relation) ?? .equal
    let constraint = Constraint(
      Expression(terms, constant: input.constant), relation, priority: Priority(input.priority),
      belowPriority: input.belowPriority.map(Priority.init))
    do {
      let id = try solver.add(constraint)
      indexOfID[id] = index
      output.accepted.append(true)
      output.conflicts.append(nil)
    } catch .unsatisfiable(let conflicting) {
      output.accepted.append(false)
      output.conflicts.append(conflicting.compactMap { indexOfID[$0] })
    } catch {
      output.accepted.append(false)
      output.conflicts.append(nil)
      output.error = "\(error)"
    }
  }
  do {
    for index in input(system.remove) {
      if let id = indexOfID.first(where: { $0.value == index })?.key { try solver.remove(id) }
    }
    try solver.solve()
    for edit in system.edits ?? [] {
      try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority))
      for value in edit.values { try solver.suggest(value, for: variables[edit.variable]) }
    }
    try solver.solve()
    output.values = variables.map { solver.value(of: $0) }
    output.undetermined = try solver.undeterminedVariables().map(\.index)
    if ProcessInfo.processInfo.environment["STRUT_DUMP"] != nil {
      FileHandle.standardError.write(Data((solver.dump() + "\n\n").utf8))
    }
  } catch {
    output.error = "\(error)"
  }
  return output
}

func input(_ list: [Int]?) -> [Int] { list ?? [] }

let data = FileHandle.standardInput.readDataToEndOfFile()
do {
  let input = try JSONDecoder().decode(Input.self, from: data)
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  for system in input.systems {
    let line = try encoder.encode(solve(system))
    print(String(decoding: line, as: UTF8.self))
  }
} catch {
  FileHandle.standardError.write(Data("harness: \(error)\n".utf8))
  exit(1)
}
