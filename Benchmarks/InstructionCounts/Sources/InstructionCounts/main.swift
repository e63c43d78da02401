#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

// Usage: InstructionCounts <row> <RACClassic|RACModern|RACSwift>; prints the row's
// events per measured region. Benchmarks/instruction-counts.sh runs every
// row under callgrind and divides the instructions by the events.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  print("usage: InstructionCounts <row> <RACClassic|RACModern|RACSwift>")
  exit(2)
}
let library: [(String, () -> Int)] =
  switch arguments[2] {
  case "RACClassic": classicRows()
  case "RACSwift": swiftRows()
  default: modernRows()
  }
let rows = Dictionary(uniqueKeysWithValues: library)
guard let row = rows[arguments[1]] else {
  print("unknown row \(arguments[1]) for \(arguments[2]); rows: \(rows.keys.sorted().joined(separator: " "))")
  exit(2)
}
print(row())
