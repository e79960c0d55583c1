#ifdef __linux__
#define _GNU_SOURCE
#include <link.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "CMemoryMap.h"

#ifdef __linux__
struct Span {
    uintptr_t start;
    uintptr_t end;
};

// Finds the program's relocation table (DT_RELA, DT_RELASZ) and checks that it lies in a
// segment of the program that is not writable (its pages are the file's, unchanged). The
// program is the first object listed.
static int findRelocations(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct Span *found = data;
    const uintptr_t base = info->dlpi_addr;
    const ElfW(Dyn) *dynamic = NULL;
    for (ElfW(Half) index = 0; index < info->dlpi_phnum; index++) {
        if (info->dlpi_phdr[index].p_type == PT_DYNAMIC) {
            dynamic = (const ElfW(Dyn) *)(base + info->dlpi_phdr[index].p_vaddr);
        }
    }
    if (dynamic == NULL) return 1;
    uintptr_t table = 0;
    uintptr_t length = 0;
    for (const ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
        if (entry->d_tag == DT_RELA) table = entry->d_un.d_ptr;
        if (entry->d_tag == DT_RELASZ) length = entry->d_un.d_val;
    }
    if (table == 0 || length == 0) return 1;
    // The dynamic loader may have added the load address to the entry already (glibc
    // does where the dynamic section is writable); an address below the load address
    // has not had it added.
    if (table < base) table += base;
    for (ElfW(Half) index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[index];
        if (segment->p_type != PT_LOAD || (segment->p_flags & PF_W) != 0) continue;
        const uintptr_t start = base + segment->p_vaddr;
        if (table >= start && table + length <= start + segment->p_filesz) {
            found->start = table;
            found->end = table + length;
        }
    }
    return 1;
}
#endif

int mdtool_relocation_table_pages(uintptr_t *first, uintptr_t *last) {
#ifdef __linux__
    struct Span found = {0, 0};
    dl_iterate_phdr(findRelocations, &found);
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    *first = (found.start + page - 1) & ~(page - 1);
    *last = found.end & ~(page - 1);
    return found.end > 0 && *last > *first;
#else
    (void)first;
    (void)last;
    return 0;
#endif
}

void mdtool_release_relocation_table(void) {
#ifdef __linux__
    uintptr_t first, last;
    if (mdtool_relocation_table_pages(&first, &last)) madvise((void *)first, last - first, MADV_DONTNEED);
#endif
}
