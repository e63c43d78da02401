/// A weight of the sans-serif the lab's SVG text asks for
/// (`font-family="Helvetica, Arial, sans-serif"`), measured glyph by glyph
/// so a heading, title, subtitle or caption gets the room it takes: the
/// advances are Helvetica's, which Arial and Liberation Sans (what Chromium
/// draws on Linux) share, every printable ASCII character checked against
/// Chromium's `measureText` (within half a unit).
enum FontWeight {
  case regular, bold

  /// The advance of `character`, in thousandths of an em; a character not
  /// listed (an em dash, an accented or wide letter) counts a whole em a
  /// column, at least as wide as any listed one.
  func advance(_ character: Character) -> Int {
    guard let advances = Self.advances[character] else { return 1000 * displayWidth(character) }
    return self == .bold ? advances.bold : advances.regular
  }

  /// The room `text` takes at `size` pixels, 5% more than its advances (in
  /// case a browser draws another sans-serif).
  func width(_ text: String, size: Double) -> Double {
    Double(text.reduce(0) { $0 + advance($1) }) * Self.unit(size)
  }

  /// An `advance` unit in pixels at `size`: a thousandth of its em, plus 5%.
  static func unit(_ size: Double) -> Double { size / 1000 * 1.05 }

  /// Each character's advances in both weights, grouped by the pair.
  private static let advances: [Character: (regular: Int, bold: Int)] = {
    let groups: [(String, Int, Int)] = [
      ("'", 191, 238), ("ijl", 222, 278), ("|", 260, 280), (" ,./I\\", 278, 278), ("!:;[]ft", 278, 333),
      ("()-`", 333, 333), ("r", 333, 389), ("{}", 334, 389), ("\"", 355, 474), ("*", 389, 389), ("^", 469, 584),
      ("z", 500, 500), ("Jcksvxy", 500, 556), ("#$0123456789_ae", 556, 556), ("?Lbdghnopqu", 556, 611),
      ("+<=>~", 584, 584), ("FTZ", 611, 611), ("EPSVXY", 667, 667), ("&ABK", 667, 722), ("CDHNRU", 722, 722),
      ("w", 722, 778), ("GOQ", 778, 778), ("M", 833, 833), ("m", 833, 889), ("%", 889, 889), ("W", 944, 944),
      ("@", 1015, 975),
    ]
    var advances: [Character: (regular: Int, bold: Int)] = [:]
    for (characters, regular, bold) in groups {
      for character in characters { advances[character] = (regular, bold) }
    }
    return advances
  }()
}
