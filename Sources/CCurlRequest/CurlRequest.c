#include "CCurlRequest.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

// The few libcurl declarations used, as its stable ABI defines them (curl/curl.h is not
// needed to build).
typedef void CURL;
struct curl_slist;
typedef size_t (*curl_callback)(char *data, size_t size, size_t count, void *context);

enum {
    CURL_GLOBAL_DEFAULT = 3,
    CURLE_OK = 0,
    CURLE_WRITE_ERROR = 23,
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_NOBODY = 44,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_HTTPGET = 80,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_CONNECTTIMEOUT_MS = 156,
    CURLOPT_PROTOCOLS = 181,
    CURLOPT_REDIR_PROTOCOLS = 182,
    CURLPROTO_HTTP = 1,
    CURLPROTO_HTTPS = 2,
    CURLINFO_RESPONSE_CODE = 0x200000 + 2,
    CURL_ERROR_SIZE = 256,
};

static struct {
    int (*global_init)(long flags);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *handle, int option, ...);
    int (*easy_perform)(CURL *handle);
    int (*easy_getinfo)(CURL *handle, int info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(int code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_result = -1;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) return;
    *(void **)&curl.global_init = dlsym(library, "curl_global_init");
    *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo
        || !curl.easy_cleanup || !curl.easy_strerror || !curl.slist_append || !curl.slist_free_all) return;
    // Not thread-safe in older libcurl versions: done once, before any request.
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return;
    load_result = 0;
}

int mdtool_http_load(void) {
    pthread_once(&load_once, load);
    return load_result;
}

typedef struct {
    unsigned char *buffer;
    size_t capacity;
    size_t length;
    int overflowed;
    int reached_body;
} capture;

// Keeps the header block of the last answer (an interim 1xx answer is replaced by the next).
static size_t on_header(char *data, size_t size, size_t count, void *context) {
    capture *headers = context;
    size_t length = size * count;
    if (length >= 5 && memcmp(data, "HTTP/", 5) == 0) headers->length = 0;
    if (headers->length + length > headers->capacity) {
        headers->overflowed = 1;
        return 0;
    }
    memcpy(headers->buffer + headers->length, data, length);
    headers->length += length;
    return length;
}

// The first byte of a body ends the request: returning less than given makes libcurl stop.
static size_t on_body(char *data, size_t size, size_t count, void *context) {
    (void)data;
    (void)size;
    (void)count;
    ((capture *)context)->reached_body = 1;
    return 0;
}

void mdtool_http_request(const char *url, int head_only, const char *const *header_lines, size_t header_count,
                         long timeout_ms, unsigned char *header_buffer, size_t header_capacity,
                         mdtool_http_outcome *outcome) {
    memset(outcome, 0, sizeof *outcome);
    if (mdtool_http_load() != 0) {
        outcome->curl_code = -1;
        strncpy(outcome->error, "libcurl is not available", sizeof outcome->error - 1);
        return;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        outcome->curl_code = -1;
        strncpy(outcome->error, "libcurl could not start a request", sizeof outcome->error - 1);
        return;
    }
    struct curl_slist *list = NULL;
    for (size_t index = 0; index < header_count; index++) list = curl.slist_append(list, header_lines[index]);
    capture headers = {header_buffer, header_capacity, 0, 0, 0};
    char error[CURL_ERROR_SIZE] = {0};
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, error);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    curl.easy_setopt(handle, head_only ? CURLOPT_NOBODY : CURLOPT_HTTPGET, 1L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, list);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, &headers);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &headers);
    int code = curl.easy_perform(handle);
    long status = 0;
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    outcome->status = status;
    outcome->headers_overflowed = headers.overflowed;
    outcome->header_length = headers.length;
    // Stopping at the body is how a successful request ends here.
    outcome->curl_code = (code == CURLE_WRITE_ERROR && headers.reached_body && status > 0) ? CURLE_OK : code;
    if (outcome->curl_code != CURLE_OK) {
        const char *text = error[0] ? error : curl.easy_strerror(code);
        strncpy(outcome->error, text, sizeof outcome->error - 1);
    }
    curl.easy_cleanup(handle);
    curl.slist_free_all(list);
}
