func runLayoutChain(_ workload: String, _ n: Int) throws -> (Double, Double, [String: Int]) {
  throw BenchmarkFailure.wrongResult("the layout pipeline is not built yet")
}
