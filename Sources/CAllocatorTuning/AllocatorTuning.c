#include "CAllocatorTuning.h"

#include <stdlib.h>  // first: it tells whether this is glibc (__GLIBC__)

#include <string.h>
#include <sys/stat.h>

// A run over files smaller than this in all (read and parsed in a few milliseconds) gains
// less from the larger cache than starting again costs.
static const long long smallRunBytes = 512 * 1024;

int mdtool_allocator_tuning_pays(char *const *argv) {
    long long total = 0;
    int namesFile = 0;
    for (char *const *argument = argv + 1; *argument != NULL; argument++) {
        const char *text = *argument;
        if (strcmp(text, "-") == 0) return 1;
        if (text[0] == '-') continue;
        struct stat status;
        if (stat(text, &status) != 0) continue;
        // A directory, a pipe or a device: no telling how much it holds.
        if (!S_ISREG(status.st_mode)) return 1;
        namesFile = 1;
        total += (long long)status.st_size;
        if (total >= smallRunBytes) return 1;
    }
    return !namesFile;
}

// Freed blocks of each size a thread keeps (see `tunablesFormat`); formatting a document of
// `largeDocumentBytes` or more keeps fewer.
static const int cacheBlocks = 2000;
static const int formattingCacheBlocks = 100;
static const long long largeDocumentBytes = 1024 * 1024;

int mdtool_allocator_cache_blocks(char *const *argv) {
    // `fmt` goes over a large document several times (printing it, printing it again with
    // one emphasis marker, checking its output), each pass on other threads than the last:
    // each thread's cache holds blocks the next pass does not take back, and their pages
    // stay. fmt --check with 100 blocks instead of 2000: 2 MB, 2.7 MB lower and as fast;
    // 10 MB, 4 MB lower and as fast; 1 MB, the same; but many small files take 5% longer.
    if (argv[1] == NULL || strcmp(argv[1], "fmt") != 0) return cacheBlocks;
    for (char *const *argument = argv + 2; *argument != NULL; argument++) {
        struct stat status;
        if ((*argument)[0] != '-' && stat(*argument, &status) == 0 && S_ISREG(status.st_mode)
            && (long long)status.st_size >= largeDocumentBytes) {
            return formattingCacheBlocks;
        }
    }
    return cacheBlocks;
}

#if defined(__linux__) && defined(__GLIBC__)
#include <limits.h>
#include <malloc.h>
#include <stdio.h>
#include <unistd.h>

// A tree of a large document is hundreds of thousands of small blocks, allocated and freed
// together. glibc keeps 7 freed blocks of each size per thread by default; past that, each
// malloc and free takes the slow path (fmt --check of the Swift Evolution corpus: 9% of its
// time), and a large request first sweeps the overflow together. 2000 blocks per size (but
// for fmt, `mdtool_allocator_cache_blocks`): the render of 2 MB of the corpus counts 4% fewer
// instructions than with 500, and the peak memory of render and lint of 10 MB stays within
// 2% (more, as 65000, holds freed trees: 15% more memory). The cache size can only be set
// when the process starts, from this variable.
static const char tunablesFormat[] = "glibc.malloc.tcache_count=%d";
// Marks the process started again, which removes both variables.
static const char marker[] = "MDTOOL_ALLOCATOR_TUNED";

static const char valgrindPreload[] = "vgpreload_";

// Whether LD_PRELOAD names a valgrind preload other than its core's.
static int replacesMalloc(const char *preload) {
    const char *found = strstr(preload, valgrindPreload);
    for (; found != NULL; found = strstr(found + 1, valgrindPreload)) {
        if (strncmp(found + sizeof valgrindPreload - 1, "core-", 5) != 0) return 1;
    }
    return 0;
}

// The program to start again. Under valgrind /proc/self/exe is valgrind's own tool, but
// valgrind answers readlink of it with the program it runs.
static const char *selfPath(const char *preload, char *buffer, size_t size) {
    if (preload == NULL || strstr(preload, valgrindPreload) == NULL) return "/proc/self/exe";
    ssize_t length = readlink("/proc/self/exe", buffer, size - 1);
    if (length <= 0 || (size_t)length >= size - 1) return NULL;
    buffer[length] = '\0';
    return buffer;
}

// glibc raises its mmap threshold to the size of each mapped buffer freed (up to 32 MB):
// buffers below it then come from the heap and stay in the process once freed. Set, it stays
// (lint of 10 MB: 3 MB less at its peak, the same instruction counts). Unlike the cache
// size, it can be set while the process runs.
static void fixMapThreshold(void) {
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
}

void mdtool_tune_allocator(char **argv) {
    if (getenv(marker) != NULL) {
        unsetenv(marker);
        unsetenv("GLIBC_TUNABLES");
        fixMapThreshold();
        return;
    }
    if (getenv("GLIBC_TUNABLES") != NULL || getenv("MDTOOL_NO_ALLOCATOR_TUNING") != NULL) return;
    fixMapThreshold();
    // A valgrind tool that replaces malloc (memcheck, massif; it preloads vgpreload_<tool>
    // beside vgpreload_core) makes the tunables moot, and its user expects the program to
    // stay the one it checks. Under callgrind or cachegrind, which count the program as it
    // runs, it starts again as it does natively: count with --trace-children=yes.
    const char *preload = getenv("LD_PRELOAD");
    if (preload != NULL && replacesMalloc(preload)) return;
    if (!mdtool_allocator_tuning_pays(argv)) return;
    char buffer[PATH_MAX];
    const char *path = selfPath(preload, buffer, sizeof buffer);
    if (path == NULL) return;
    char tunables[sizeof tunablesFormat + 16];
    snprintf(tunables, sizeof tunables, tunablesFormat, mdtool_allocator_cache_blocks(argv));
    if (setenv("GLIBC_TUNABLES", tunables, 1) != 0 || setenv(marker, "1", 1) != 0) return;
    execv(path, argv);
    // Not run again (no /proc, say): go on as started.
    unsetenv(marker);
    unsetenv("GLIBC_TUNABLES");
}
#else
void mdtool_tune_allocator(char **argv) { (void)argv; }
#endif
