#include "CAllocatorTuning.h"

#include <stdlib.h>  // first: it tells whether this is glibc (__GLIBC__)

#if defined(__linux__) && defined(__GLIBC__)
#include <string.h>
#include <unistd.h>

// A tree of a large document is hundreds of thousands of small blocks, allocated and freed
// together. glibc keeps 7 freed blocks of each size per thread by default; past that, each
// malloc and free takes the slow path (fmt --check of the Swift Evolution corpus: 9% of its
// time). The cache size can only be set when the process starts, from this variable.
static const char tunables[] = "glibc.malloc.tcache_count=500";
// Marks the process started again, which removes both variables.
static const char marker[] = "MDTOOL_ALLOCATOR_TUNED";

void mdtool_tune_allocator(char **argv) {
    if (getenv(marker) != NULL) {
        unsetenv(marker);
        unsetenv("GLIBC_TUNABLES");
        return;
    }
    if (getenv("GLIBC_TUNABLES") != NULL || getenv("MDTOOL_NO_ALLOCATOR_TUNING") != NULL) return;
    // Under valgrind (which preloads its core) the program must stay the one it runs.
    const char *preload = getenv("LD_PRELOAD");
    if (preload != NULL && strstr(preload, "vgpreload") != NULL) return;
    if (setenv("GLIBC_TUNABLES", tunables, 1) != 0 || setenv(marker, "1", 1) != 0) return;
    execv("/proc/self/exe", argv);
    // Not run again (no /proc, say): go on as started.
    unsetenv(marker);
    unsetenv("GLIBC_TUNABLES");
}
#else
void mdtool_tune_allocator(char **argv) { (void)argv; }
#endif
