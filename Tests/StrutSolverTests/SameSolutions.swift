import Testing

@testable import StrutSolver

/// Solves both solvers and expects them to agree: the same undetermined variables, and the
/// same value (within `tolerance`) for every other one of `variables`. Returns how many
/// values were compared.
@discardableResult
func expectSameSolutions(
  _ solver: inout Solver, _ reference: inout Solver, _ variables: [Variable],
  tolerance: Double = 1e-9
) throws -> Int {
  try solver.solve()
  try reference.solve()
  let undetermined = try reference.undeterminedVariables()
  #expect(try solver.undeterminedVariables() == undetermined)
  var compared = 0
  for variable in variables where !undetermined.contains(variable) {
    #expect(abs(solver.value(of: variable) - reference.value(of: variable)) < tolerance)
    compared += 1
  }
  return compared
}
