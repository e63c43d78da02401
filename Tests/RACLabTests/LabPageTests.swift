import Foundation
import RACLabCore
import Testing

/// docs/Lab.md is made by `docs/lab-scripts/generate-lab-md.sh` from real
/// output; every sample on it must still be what the command prints.
@Suite struct LabPageTests {
  /// A sample: the arguments after `$ rac-lab`, and the lines shown under them.
  struct Sample: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let shown: [String]
    var testDescription: String { (["rac-lab"] + arguments).joined(separator: " ") }
  }

  /// Every fenced block of docs/Lab.md that starts with `$ rac-lab` and
  /// runs one plain command (no pipe or redirection).
  static let samples: [Sample] = {
    let page = (try? String(contentsOf: packageRoot.appendingPathComponent("docs/Lab.md"), encoding: .utf8)) ?? ""
    var samples: [Sample] = []
    var block: [String]?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let lines = block, let command = lines.first, command.hasPrefix("$ rac-lab"),
          !command.contains("|"), !command.contains(">")
        {
          samples.append(
            Sample(
              arguments: command.split(separator: " ").dropFirst(2).map(String.init), shown: Array(lines.dropFirst())))
        }
        block = block == nil ? [] : nil
      } else {
        block?.append(line)
      }
    }
    return samples
  }()

  @Test func thePageHasSamplesOfEveryCommand() {
    let commands = Set(Self.samples.map { $0.arguments.first ?? "(none)" })
    #expect(commands.isSuperset(of: ["(none)", "list", "scenario", "capacity", "side-effects", "compare"]))
  }

  @Test(arguments: samples)
  func eachSampleIsWhatTheCommandPrintsNow(_ sample: Sample) {
    // Paths on the page are relative to the package root.
    let arguments = sample.arguments.map { $0.hasPrefix("docs/") ? packageRoot.appendingPathComponent($0).path : $0 }
    let output = LabCLI.run(arguments)
    var printed = (output.out + output.err).replacingOccurrences(of: packageRoot.path + "/", with: "")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if printed.last == "" { printed.removeLast() }
    if let cut = sample.shown.firstIndex(of: "...") {
      // An excerpt: the first lines, "...", then maybe the last ones.
      let tail = sample.shown[(cut + 1)...]
      #expect(Array(printed.prefix(cut)) == Array(sample.shown.prefix(cut)))
      #expect(Array(printed.suffix(tail.count)) == Array(tail))
    } else {
      #expect(printed == sample.shown)
    }
  }
}
