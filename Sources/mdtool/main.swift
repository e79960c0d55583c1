#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CAllocatorTuning
import CMemoryMap
import MDToolCLI

mdtool_tune_allocator(CommandLine.unsafeArgv)
mdtool_release_relocation_table()
exit(await MDTool.main())
