#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file as text without Foundation's readers: on Linux,
/// `Data(contentsOf:)`, `String(contentsOf:)` and
/// `FileManager.contents(atPath:)` leak a 4 KB buffer for every empty file
/// they read, and the whole test suite runs under LeakSanitizer with nothing
/// of the suite's own excused (`Scripts/leak-check.sh`).
public enum TextFile {
  /// A file that could not be read.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The bytes of the file at `path` as UTF-8 text, read with `open` and
  /// `read`.
  public static func contents(_ path: String) throws -> String {
    let file = open(path, O_RDONLY)
    guard file >= 0 else { throw Failure(description: "cannot open \(path): errno \(errno)") }
    defer { close(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(description: "cannot read \(path): errno \(errno)")
      }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
