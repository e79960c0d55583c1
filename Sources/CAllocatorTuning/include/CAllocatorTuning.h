#ifndef MDTOOL_ALLOCATOR_TUNING_H
#define MDTOOL_ALLOCATOR_TUNING_H

/// Runs the program again, once, with glibc's per-thread cache of freed memory blocks
/// enlarged (on Linux with glibc; elsewhere it does nothing). Call it first thing in `main`
/// with the process's own `argv`. It returns when the process is already tuned, when the
/// user set `GLIBC_TUNABLES` or `MDTOOL_NO_ALLOCATOR_TUNING` themselves, under a valgrind
/// tool that replaces malloc (memcheck, massif), or when the program cannot be run again;
/// the tuned process does not pass the setting on to programs it starts.
/// It also returns, not starting again, when `mdtool_allocator_tuning_pays` says the run is
/// too small for the cache to repay the start (about 1.5 ms). Unless the user set either
/// variable, it first fixes glibc's mmap threshold at 256 KB, in this process and the tuned
/// one (glibc would raise it to each large buffer freed, keeping smaller ones afterwards).
void mdtool_tune_allocator(char *_Nullable *_Nonnull argv);

/// Whether a run with these arguments (`argv`, ending with NULL, the program first) may
/// allocate enough for the larger cache to pay for starting again: yes unless the
/// arguments name at least one regular file, no directory and not standard input (`-`),
/// and the files hold less than 512 KB together. Arguments that start with `-` or name
/// nothing are left out; a run that names no file at all (a whole tree, standard input, a
/// language server) is tuned.
int mdtool_allocator_tuning_pays(char *_Nullable const *_Nonnull argv);

/// How many freed blocks of each size each thread keeps in the tuned process, for these
/// arguments (`argv` as for `mdtool_allocator_tuning_pays`): fewer for `fmt` naming a
/// file of 1 MB or more, as its passes over a large document leave cached blocks behind.
int mdtool_allocator_cache_blocks(char *_Nullable const *_Nonnull argv);

#endif
