/// How many terminal columns `character` takes: 2 for East Asian wide and
/// full-width characters and emoji (🚀 and ✅ as well as 😀), 0 for
/// combining marks and joiners alone, else 1.
func displayWidth(_ character: Character) -> Int {
  var width = 0
  for scalar in character.unicodeScalars {
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F: continue
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
      return 2
    // The emoji of the older blocks that terminals draw two columns wide
    // (Unicode's East Asian Width "W"): ✅ ❌ ⭐ ⚡ ⌛ and the like.
    case 0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653,
      0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
      0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755,
      0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x1F004, 0x1F0CF, 0x1F18E,
      0x1F191...0x1F19A:
      return 2
    default: width = 1
    }
  }
  return width
}

extension String {
  /// How many terminal columns the text takes (`displayWidth` per character).
  var displayWidth: Int { reduce(0) { $0 + RACLabCore.displayWidth($1) } }

  /// The text padded with spaces to `width` terminal columns (unchanged when
  /// wider), so columns line up also with wide characters.
  func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }
}

/// `1 step`, `2 steps`, `0 steps`.
func plural(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
