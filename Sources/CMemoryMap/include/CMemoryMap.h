#ifndef MDTOOL_MEMORY_MAP_H
#define MDTOOL_MEMORY_MAP_H

#include <stddef.h>
#include <stdint.h>

/// Grows (or shrinks) the anonymous mapping at `address` of `old_size` bytes to `new_size`
/// bytes, moving it if it must, without copying its pages: Linux moves the page tables
/// (`mremap`). Returns the mapping's new address, or NULL where the system cannot (other
/// than Linux, or the call failed), and the old mapping is then unchanged. `mremap` takes
/// a variable argument list, which Swift cannot call; this takes none.
void *_Nullable mdtool_remap(void *_Nonnull address, size_t old_size, size_t new_size);

/// Hands the allocator's free pages back to the system (glibc's `malloc_trim`), after a
/// large structure has been freed and before other large work: freed memory would
/// otherwise stay in the process, and the next work's new mappings add to it. Does
/// nothing with other C libraries.
void mdtool_release_free_memory(void);

/// Drops the program's pages of its relocation table from the process once the dynamic
/// loader has applied it (nothing reads it after): 2 MB of the self-contained binary's
/// that every run kept resident. The pages lie wholly inside the table, in a part of the
/// program that is not writable, so a later read would read them again from the file.
/// Does nothing other than on Linux.
void mdtool_release_relocation_table(void);

/// The whole pages of the program's relocation table, `*first` up to `*last`: what
/// `mdtool_release_relocation_table` drops. Returns 0 (and no pages) where there are none.
int mdtool_relocation_table_pages(uintptr_t *_Nonnull first, uintptr_t *_Nonnull last);

#endif
