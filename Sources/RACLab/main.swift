import Foundation
import RACLabCore

// A long compare streams its output as it runs; a progress line for long
// runs goes to standard error only when that is a terminal.
let standardError = FileHandle.standardError
let progress = isatty(STDERR_FILENO) != 0 ? LabProgress { standardError.write(Data($0.utf8)) } : nil
let result = LabCLI.run(
  Array(CommandLine.arguments.dropFirst()), streaming: { FileHandle.standardOutput.write(Data($0.utf8)) },
  progress: progress)
FileHandle.standardOutput.write(Data(result.out.utf8))
standardError.write(Data(result.err.utf8))
exit(result.status)
