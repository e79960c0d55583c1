// The libcurl that mdtool's self-contained Linux binary links instead of the real one
// (scripts/release builds it into a `libcurl.a` for the static link). FoundationNetworking
// calls the functions below; the first call loads the machine's own libcurl with dlopen and
// each function forwards to its namesake there. So the binary starts without libcurl and
// its dependencies (`ldd` lists only the C library), and only `mdtool links --external`
// needs libcurl installed: without it, that command stops with one line and exit code 2.
//
// These are exactly the functions FoundationNetworking uses: the static link fails with an
// undefined reference if a new toolchain needs one more. The declarations use the ABI's
// plain types (a CURL handle is a pointer, an enum an int) so no curl headers are needed.
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *library;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load_library(void) {
    // libcurl4 (OpenSSL) first, then libcurl3-gnutls, which git brings on Debian and Ubuntu.
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
    char reason[512] = "";
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        const char *error = library == NULL ? dlerror() : NULL;
        if (index == 0 && error != NULL) snprintf(reason, sizeof reason, "%s", error);
    }
    if (library == NULL) {
        fprintf(stderr, "mdtool: checking external links needs libcurl, which could not be loaded "
                        "(%s; on Debian or Ubuntu: apt-get install libcurl4)\n", reason);
        exit(2);
    }
}

static void *resolve(const char *name) {
    pthread_once(&loaded, load_library);
    void *function = dlsym(library, name);
    if (function == NULL) {
        fprintf(stderr, "mdtool: the installed libcurl has no %s: %s\n", name, dlerror());
        exit(2);
    }
    return function;
}

// The real function `name`, looked up on the first call and kept in `*cache` (a relaxed
// atomic: every thread that looks it up stores the same address).
static void *real(void **cache, const char *name) {
    void *function = __atomic_load_n(cache, __ATOMIC_RELAXED);
    if (function == NULL) {
        function = resolve(name);
        __atomic_store_n(cache, function, __ATOMIC_RELAXED);
    }
    return function;
}

void *curl_easy_init(void) {
    static void *cache;
    return ((void *(*)(void))real(&cache, "curl_easy_init"))();
}

void curl_easy_cleanup(void *handle) {
    static void *cache;
    ((void (*)(void *))real(&cache, "curl_easy_cleanup"))(handle);
}

// The variadic setters and getters take exactly one more argument: a long, a curl_off_t or
// a pointer, each passed in one 64-bit integer register or stack slot on the 64-bit Linux
// ABIs (x86_64 and aarch64), so it is read and passed on as a pointer-sized word.
int curl_easy_setopt(void *handle, int option, ...) {
    static void *cache;
    va_list arguments;
    va_start(arguments, option);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return ((int (*)(void *, int, ...))real(&cache, "curl_easy_setopt"))(handle, option, value);
}

int curl_easy_getinfo(void *handle, int info, ...) {
    static void *cache;
    va_list arguments;
    va_start(arguments, info);
    void *destination = va_arg(arguments, void *);
    va_end(arguments);
    return ((int (*)(void *, int, ...))real(&cache, "curl_easy_getinfo"))(handle, info, destination);
}

int curl_easy_pause(void *handle, int bitmask) {
    static void *cache;
    return ((int (*)(void *, int))real(&cache, "curl_easy_pause"))(handle, bitmask);
}

const char *curl_easy_strerror(int code) {
    static void *cache;
    return ((const char *(*)(int))real(&cache, "curl_easy_strerror"))(code);
}

void curl_free(void *pointer) {
    static void *cache;
    ((void (*)(void *))real(&cache, "curl_free"))(pointer);
}

int curl_global_init(long flags) {
    static void *cache;
    return ((int (*)(long))real(&cache, "curl_global_init"))(flags);
}

void *curl_multi_init(void) {
    static void *cache;
    return ((void *(*)(void))real(&cache, "curl_multi_init"))();
}

int curl_multi_cleanup(void *multi) {
    static void *cache;
    return ((int (*)(void *))real(&cache, "curl_multi_cleanup"))(multi);
}

int curl_multi_add_handle(void *multi, void *handle) {
    static void *cache;
    return ((int (*)(void *, void *))real(&cache, "curl_multi_add_handle"))(multi, handle);
}

int curl_multi_remove_handle(void *multi, void *handle) {
    static void *cache;
    return ((int (*)(void *, void *))real(&cache, "curl_multi_remove_handle"))(multi, handle);
}

int curl_multi_assign(void *multi, int socket, void *pointer) {
    static void *cache;
    return ((int (*)(void *, int, void *))real(&cache, "curl_multi_assign"))(multi, socket, pointer);
}

void *curl_multi_info_read(void *multi, int *messagesInQueue) {
    static void *cache;
    return ((void *(*)(void *, int *))real(&cache, "curl_multi_info_read"))(multi, messagesInQueue);
}

int curl_multi_setopt(void *multi, int option, ...) {
    static void *cache;
    va_list arguments;
    va_start(arguments, option);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return ((int (*)(void *, int, ...))real(&cache, "curl_multi_setopt"))(multi, option, value);
}

int curl_multi_socket_action(void *multi, int socket, int events, int *runningHandles) {
    static void *cache;
    return ((int (*)(void *, int, int, int *))real(&cache, "curl_multi_socket_action"))(multi, socket, events, runningHandles);
}

void *curl_slist_append(void *list, const char *string) {
    static void *cache;
    return ((void *(*)(void *, const char *))real(&cache, "curl_slist_append"))(list, string);
}

void curl_slist_free_all(void *list) {
    static void *cache;
    ((void (*)(void *))real(&cache, "curl_slist_free_all"))(list);
}

void *curl_url(void) {
    static void *cache;
    return ((void *(*)(void))real(&cache, "curl_url"))();
}

int curl_url_get(void *url, int part, char **value, unsigned int flags) {
    static void *cache;
    return ((int (*)(void *, int, char **, unsigned int))real(&cache, "curl_url_get"))(url, part, value, flags);
}

int curl_url_set(void *url, int part, const char *value, unsigned int flags) {
    static void *cache;
    return ((int (*)(void *, int, const char *, unsigned int))real(&cache, "curl_url_set"))(url, part, value, flags);
}

char *curl_version(void) {
    static void *cache;
    return ((char *(*)(void))real(&cache, "curl_version"))();
}

void *curl_version_info(int age) {
    static void *cache;
    return ((void *(*)(int))real(&cache, "curl_version_info"))(age);
}
