#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CAllocatorTuning
import MDToolCLI

mdtool_tune_allocator(CommandLine.unsafeArgv)
exit(await MDTool.main())
