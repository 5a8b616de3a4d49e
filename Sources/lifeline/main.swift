import Foundation
import LifelineCLI

let status = CLI(console: StandardConsole()).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
