import Foundation

/// Reads a `compare` script: a file, a pipe or a device by path, or `-` for
/// standard input, in bounded memory (`/dev/zero` is refused, not read for
/// ever), with a reason a reader can act on when it cannot.
enum ScriptFile {
  /// The largest script read, in bytes (16 MiB: about a million steps).
  static let maxBytes = 16 << 20

  /// The script's text.
  ///
  /// - Throws: `Problem` saying why there is none.
  static func read(_ path: String, standardInput: FileHandle) throws(Problem) -> String {
    let handle: FileHandle
    if path == "-" {
      handle = standardInput
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing }
      guard !isDirectory.boolValue else { throw .directory }
      guard let opened = FileHandle(forReadingAtPath: path) else { throw .unreadable }
      handle = opened
    }
    defer { if path != "-" { try? handle.close() } }
    var data = Data()
    while true {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: 1 << 16)
      } catch {
        throw .unreadable
      }
      guard let chunk, !chunk.isEmpty else { break }
      data.append(chunk)
      guard data.count <= maxBytes else { throw .tooLarge }
    }
    guard !data.isEmpty else { throw .empty(standardInput: path == "-") }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .notUTF8(byte: firstInvalidByte(data))
    }
    return text
  }

  /// Why a script could not be read.
  enum Problem: Error, Equatable, CustomStringConvertible {
    case missing, directory, unreadable, tooLarge
    case empty(standardInput: Bool)
    case notUTF8(byte: Int)

    var description: String {
      switch self {
      case .missing: "no such file"
      case .directory: "it is a directory"
      case .unreadable: "permission denied or not readable"
      case .tooLarge: "too large (at most \(ScriptFile.maxBytes) bytes)"
      case .empty(let standardInput):
        standardInput ? "standard input was empty (pipe a script in, or name a file)" : "it is empty"
      case .notUTF8(let byte): "not UTF-8 text (byte \(byte) is not)"
      }
    }
  }

  /// The 1-based offset of the first byte that is not part of valid UTF-8.
  private static func firstInvalidByte(_ data: Data) -> Int {
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var valid = 0
    while case .scalarValue(let scalar) = decoder.decode(&iterator) { valid += UTF8.width(scalar) }
    return valid + 1
  }
}
