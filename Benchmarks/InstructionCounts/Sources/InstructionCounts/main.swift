#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

// Usage: InstructionCounts <row> <RACModern|RACSwift>; prints the row's
// events per measured region. Benchmarks/instruction-counts.sh runs every
// row under callgrind and divides the instructions by the events.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  print("usage: InstructionCounts <row> <RACModern|RACSwift>")
  exit(2)
}
let rows = Dictionary(uniqueKeysWithValues: arguments[2] == "RACSwift" ? swiftRows() : modernRows())
guard let row = rows[arguments[1]] else {
  print("unknown row \(arguments[1]) for \(arguments[2]); rows: \(rows.keys.sorted().joined(separator: " "))")
  exit(2)
}
print(row())
