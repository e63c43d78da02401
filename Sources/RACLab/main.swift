import RACLabCore
for s in SeedCatalog.all {
  for f in s.flavors {
    let r = s.run(f)!
    print(s.id, f, s.matches(r) ? "MATCH" : "MISMATCH", "side effects:", r.sideEffects)
    if !s.matches(r) { r.lines.forEach { print("   ", $0) } }
  }
}
