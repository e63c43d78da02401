import Foundation
import RACLabCore

let result = LabCLI.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.out.utf8))
FileHandle.standardError.write(Data(result.err.utf8))
exit(result.status)
