import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program as a child process with `posix_spawn` and waits for it.
///
/// Not Foundation's `Process`: on Linux, `Process.run()` leaves the weak
/// reference side table of an object it keeps for ever (a 32-byte leak per
/// run that LeakSanitizer reports), and the whole test suite runs under
/// LeakSanitizer with nothing of the suite's own excused
/// (`Scripts/leak-check.sh`, docs/Reliability.md "Lifetimes and leaks").
///
/// Standard output and standard error go to temporary files, not pipes:
/// reading one pipe to its end while the child fills the other (a sanitizer
/// report on standard error is megabytes) would block both.
public enum ChildProcess {
  /// What a finished child left: its exit status (128 + the signal's number
  /// when a signal ended it) and everything it wrote.
  public struct Output: Sendable {
    public let status: Int32
    public let out: String
    public let err: String
  }

  /// A child that could not be started.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Runs `executable` with `arguments` (the program's name is prepended as
  /// `argv[0]`), the test process's environment and `/dev/null` as standard
  /// input, and returns once it exited.
  ///
  /// A child still running after `timeLimit` seconds is killed and the run
  /// throws, naming the program and what it wrote: a tool that hangs fails
  /// its test instead of holding the whole suite (and CI) until it is killed
  /// from outside with no trace.
  public static func run(_ executable: String, _ arguments: [String], timeLimit: Double = 300) throws -> Output {
    let folder = FileManager.default.temporaryDirectory.path
    let stamp = "\(getpid())-\(UUID().uuidString)"
    let outPath = "\(folder)/child-\(stamp).out"
    let errPath = "\(folder)/child-\(stamp).err"
    defer {
      unlink(outPath)
      unlink(errPath)
    }

    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Nothing of the test run's own input: a child that reads it would wait
    // on whatever CI connected there.
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ)
    guard spawned == 0 else {
      throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    let deadline = Date(timeIntervalSinceNow: timeLimit)
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { break }
      if reaped == -1 {
        guard errno == EINTR else { throw Failure(description: "waitpid failed for \(executable): errno \(errno)") }
        continue
      }
      if Date() >= deadline {
        let stacks = stacksOfThreads(of: pid)
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let err = (try? TextFile.contents(errPath)) ?? ""
        throw Failure(
          description:
            "\(executable) \(arguments.joined(separator: " ")) was still running after \(timeLimit) s and was killed; "
            + "its standard error: \(err.suffix(2_000))\n\(stacks)")
      }
      usleep(2_000)
    }
    // The status word as <sys/wait.h>'s macros read it (they are not
    // imported into Swift): the low 7 bits are the ending signal, 0 for a
    // normal exit, whose code is the next 8 bits.
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    return Output(status: exitStatus, out: try TextFile.contents(outPath), err: try TextFile.contents(errPath))
  }

  /// The stacks of every thread of a running process, as gdb prints them,
  /// when gdb is installed and may attach (what a hung child was doing);
  /// otherwise a line saying why there are none.
  static func stacksOfThreads(of pid: pid_t) -> String {
    guard let gdb = (["/usr/bin/gdb", "/usr/local/bin/gdb"] as [String]).first(where: { access($0, X_OK) == 0 }) else {
      return "(no gdb to show its stacks)"
    }
    let arguments = ["-p", "\(pid)", "-batch", "-nx", "-ex", "thread apply all bt 30"]
    guard let output = try? run(gdb, arguments, timeLimit: 120) else { return "(gdb could not attach)" }
    let frames = output.out.split(separator: "\n").filter { $0.hasPrefix("Thread") || $0.hasPrefix("#") }
    return "its threads' stacks:\n" + frames.prefix(300).joined(separator: "\n")
  }
}
