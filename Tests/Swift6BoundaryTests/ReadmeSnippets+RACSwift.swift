import Foundation
import RACSwift
import Testing

/// README.md's ReactiveSwift examples, as written there, against `RACSwift`
/// alone (this file imports no other face, as a ReactiveSwift user's file
/// would); `Tests/CrossFrontTests/ReadmeSnippetTests.swift` fails when a
/// README line is in no compiled file.
enum ReactiveSwiftReadmeSnippets {
  /// "Coming from ReactiveSwift? Change the import".
  static func changeTheImport() -> [String] {
    var printed: [String] = []
    func print(_ line: String) { printed.append(line) }

    let (events, input) = Signal<Int, Never>.pipe()
    let disposable = SignalProducer(events)
      .on(started: { input.send(value: 1) })  // ReactiveSwift 7: after the start, so it is heard
      .startWithValues { print("got \($0)") }  // prints "got 1" (RAC 4.2.2 ran it before: nothing)
    disposable.dispose()
    return printed
  }
}

@Test func reactiveSwiftReadmeSnippetsPrintWhatTheReadmeSays() {
  #expect(ReactiveSwiftReadmeSnippets.changeTheImport() == ["got 1"])
}
