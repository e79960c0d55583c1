#ifndef MDTOOL_ALLOCATOR_TUNING_H
#define MDTOOL_ALLOCATOR_TUNING_H

/// Runs the program again, once, with glibc's per-thread cache of freed memory blocks
/// enlarged (on Linux with glibc; elsewhere it does nothing). Call it first thing in `main`
/// with the process's own `argv`. It returns when the process is already tuned, when the
/// user set `GLIBC_TUNABLES` or `MDTOOL_NO_ALLOCATOR_TUNING` themselves, under a valgrind
/// tool that replaces malloc (memcheck, massif), or when the program cannot be run again;
/// the tuned process does not pass the setting on to programs it starts.
void mdtool_tune_allocator(char *_Nullable *_Nonnull argv);

#endif
