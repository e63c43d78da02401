/// How many terminal columns `character` takes: 2 for East Asian wide and
/// full-width characters and emoji, 0 for combining marks and joiners alone,
/// else 1.
func displayWidth(_ character: Character) -> Int {
  var width = 0
  for scalar in character.unicodeScalars {
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F: continue
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD:
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
