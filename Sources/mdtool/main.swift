#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(MDTool.run(Array(CommandLine.arguments.dropFirst())))
