#ifdef __linux__
#define _GNU_SOURCE
#include <sys/mman.h>
#endif

#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "CMemoryMap.h"

void *mdtool_remap(void *address, size_t old_size, size_t new_size) {
#ifdef __linux__
    void *moved = mremap(address, old_size, new_size, MREMAP_MAYMOVE);
    return moved == MAP_FAILED ? NULL : moved;
#else
    (void)address;
    (void)old_size;
    (void)new_size;
    return NULL;
#endif
}

void mdtool_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
